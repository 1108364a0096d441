import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** Which of the receiver's secrets verified the signature (the standardwebhooks package's verify). */
  verifiedWith: string[];
}

/** A webhook receiver on 127.0.0.1 as an integrator would write it: verifies every request with the reference library. */
export interface Receiver {
  url: string;
  received: Received[];
  secrets: string[];
  /** What it answers: a status, or 'hang' (holds the request open until `release`). */
  answer: number | 'hang';
  /** Answers the requests held open so far with `status` (the first `count` of them). */
  release(status: number, count?: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const waiters = new Set<() => void>();
  const held: ServerResponse[] = [];
  const reply = (response: ServerResponse, status: number) =>
    response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'down for maintenance');
  const receiver: Receiver = {
    url: '',
    received: [],
    secrets: [],
    answer: 200,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (receiver.received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(receiver.received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver got ${receiver.received.length} of ${count}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    release: (status, count = held.length) => held.splice(0, count).forEach((response) => reply(response, status)),
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const verifiedWith = receiver.secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
          return true;
        } catch {
          return false;
        }
      });
      receiver.received.push({ headers: request.headers, body, verifiedWith });
      waiters.forEach((waiter) => waiter());
      if (receiver.answer === 'hang') held.push(response);
      else reply(response, receiver.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
