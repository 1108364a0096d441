import type { ExecutionResult } from 'graphql';

/** A GraphQL subscription over Server-Sent Events (GraphQL over SSE, distinct connections mode), as a browser's fetch would hold it. */
export interface SseSubscription<T> {
  /** Every `next` payload received so far. */
  received: ExecutionResult<T>[];
  /** Resolves once `count` payloads have arrived (rejects on the stream's end or after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ExecutionResult<T>[]>;
  /** The response's status and content type. */
  response: Promise<{ status: number; contentType: string | null }>;
  close(): void;
}

export function subscribeOverSse<T>(baseUrl: string, token: string, query: string, variables: Record<string, unknown>): SseSubscription<T> {
  const controller = new AbortController();
  const received: ExecutionResult<T>[] = [];
  let ended: Error | undefined;
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((waiter) => waiter());
  const response = fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  void (async () => {
    try {
      const answer = await response;
      const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = message.split('\n');
          const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim();
          const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
          if (event === 'next' || (!event && data)) received.push(JSON.parse(data) as ExecutionResult<T>);
          notify();
        }
      }
      ended = new Error('the stream ended');
    } catch (error) {
      ended = error instanceof Error ? error : new Error(String(error));
    }
    notify();
  })();
  return {
    received,
    response: response.then((answer) => ({ status: answer.status, contentType: answer.headers.get('content-type') })),
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) return done(() => resolve(received.slice(0, count)));
          if (ended) done(() => reject(new Error(`${ended?.message} after ${received.length} of ${count}: ${JSON.stringify(received)}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`timed out with ${received.length} of ${count}: ${JSON.stringify(received)}`))), timeoutMs);
        const done = (then: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          then();
        };
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
