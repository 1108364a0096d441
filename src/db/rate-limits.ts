import type { EntityManager } from './orm.js';

export interface WindowCount {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request for `key` in PostgreSQL, in one statement: a window that
 * has ended starts afresh. Every process of the service counts in the same
 * row, so a limit holds across them.
 */
export async function countRequest(em: EntityManager, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await em.getConnection().execute<{ hits: number; ttl: number }[]>(
    `insert into rate_limit_bucket as b (key, hits, resets_at)
       values (?, 1, clock_timestamp() + make_interval(secs => ?::double precision / 1000))
     on conflict (key) do update set
       hits = case when b.resets_at <= clock_timestamp() then 1 else b.hits + 1 end,
       resets_at = case when b.resets_at <= clock_timestamp() then excluded.resets_at else b.resets_at end
     returning hits, greatest(ceil(extract(epoch from b.resets_at - clock_timestamp()) * 1000), 0)::integer as ttl`,
    [key, windowMs],
  );
  return { current: row!.hits, ttl: row!.ttl };
}

/** Forgets windows that have ended (the sweep's housekeeping). */
export async function purgeEndedWindows(em: EntityManager): Promise<number> {
  const { affectedRows } = await em.getConnection().execute<{ affectedRows: number }>('delete from rate_limit_bucket where resets_at < clock_timestamp()', [], 'run');
  return affectedRows;
}
