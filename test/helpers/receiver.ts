import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
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
  /** What it answers: a status, or 'hang' (holds the request open, never answering). */
  answer: number | 'hang';
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const waiters = new Set<() => void>();
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
      if (receiver.answer === 'hang') return;
      response.writeHead(receiver.answer, { 'content-type': 'text/plain' }).end(receiver.answer < 300 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
