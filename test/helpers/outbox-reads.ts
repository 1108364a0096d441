import pg from 'pg';
import { vi } from 'vitest';

/** Matches the outbox read (`eventsAfter`), whose values are inlined when it shares a round trip with its tenant scope. */
const OUTBOX_READ = /from event\s+where org_id = \S+ and id > /;

/** Runs `action`, counting the outbox reads every service in this process sends meanwhile. */
export async function countingOutboxReads<T>(action: () => Promise<T>): Promise<{ result: T; reads: number }> {
  let reads = 0;
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    if (OUTBOX_READ.test(typeof config === 'string' ? config : config.text)) reads += 1;
    return (query as (...rest: unknown[]) => unknown).apply(this, args) as never;
  });
  try {
    return { result: await action(), reads };
  } finally {
    spy.mockRestore();
  }
}
