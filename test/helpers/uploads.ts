import { randomBytes } from 'node:crypto';
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

/** `size` bytes that sniff as a PDF: a PDF header, then random bytes. */
export function pdfBytes(size: number): Buffer {
  const header = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

/** SQL ($1: a media object id): the chunks staged for it by upload attempts not yet published. */
export const STAGED_CHUNKS = 'select count(*)::int as n from media_upload_chunk where media_id = $1';

/** SQL: the other backends of the current database inside a transaction begun over a second ago. */
export const LONG_TRANSACTIONS = `
  select pid, state, query from pg_stat_activity
   where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid() and xact_start < clock_timestamp() - interval '1 second'`;
