import pg from 'pg';
import { vi } from 'vitest';

/** Matches the outbox read (`eventsAfter`), whose values are inlined when it shares a round trip with its tenant scope. */
const OUTBOX_READ = /from event\s+where org_id = \S+ and id > /;

/** Runs `action`, counting the outbox reads every service in this process sends meanwhile, and the most in flight at once. */
export async function countingOutboxReads<T>(action: () => Promise<T>): Promise<{ result: T; reads: number; mostAtOnce: number }> {
  let reads = 0;
  let inFlight = 0;
  let mostAtOnce = 0;
  const query = pg.Client.prototype.query as (...rest: unknown[]) => unknown;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text: string }];
    if (!OUTBOX_READ.test(typeof config === 'string' ? config : config.text)) return query.apply(this, args) as never;
    reads += 1;
    mostAtOnce = Math.max(mostAtOnce, (inFlight += 1));
    const callback = args.at(-1);
    // node-postgres answers through the callback when given one (knex gives one), through a promise otherwise.
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        inFlight -= 1;
        return (callback as (...rest: unknown[]) => unknown)(...answer);
      };
      return query.apply(this, args) as never;
    }
    return (query.apply(this, args) as Promise<unknown>).finally(() => (inFlight -= 1)) as never;
  });
  try {
    return { result: await action(), reads, mostAtOnce };
  } finally {
    spy.mockRestore();
  }
}
