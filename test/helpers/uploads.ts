import { request } from 'node:http';

export interface PutOutcome {
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  /** A transport failure before any answer (the server went away). */
  error?: string;
}

export interface SlowPut {
  done: Promise<PutOutcome>;
  /** Bytes written so far. */
  sent(): number;
  /** Drops the connection, as a client that goes away mid-upload. */
  abort(): void;
}

/**
 * PUTs `bytes` to an upload address over a connection of its own, a piece at
 * a time with a pause between pieces, as a slow client would. After each piece
 * `onPiece` may act (stop a database, kill the server) before the next is
 * sent; at `stopAt` bytes the client stops writing and waits for the answer.
 */
export function slowPut(
  url: string,
  bytes: Buffer,
  {
    contentType = 'application/pdf',
    piece = 64 * 1024,
    pauseMs = 10,
    stopAt = bytes.length,
    onPiece,
  }: { contentType?: string; piece?: number; pauseMs?: number; stopAt?: number; onPiece?: (sent: number) => Promise<void> | void } = {},
): SlowPut {
  let sent = 0;
  let finished = false;
  const req = request(url, {
    method: 'PUT',
    agent: false,
    headers: { 'content-type': contentType, 'content-length': bytes.length },
  });
  const done = new Promise<PutOutcome>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      res.on('error', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  }).finally(() => (finished = true));
  void (async () => {
    while (!finished && sent < stopAt) {
      const next = bytes.subarray(sent, Math.min(sent + piece, stopAt));
      sent += next.length;
      if (!req.write(next)) await new Promise((resolve) => req.once('drain', resolve));
      await onPiece?.(sent);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    if (!finished && sent === bytes.length) req.end();
  })().catch(() => undefined);
  return { done, sent: () => sent, abort: () => req.destroy() };
}

/** Polls `check` every 50 ms until it holds, at most `ms`; answers whether it did. */
export async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SQL: the backends of the current database holding an upload transaction open after writing a chunk. */
export const UPLOADING_BACKENDS = `
  select pid from pg_stat_activity
   where datname = current_database() and state = 'idle in transaction' and query like 'insert into media_chunk%'`;
