import type { EntityManager } from './orm.js';

export interface WindowCount {
  /** Requests counted in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `requests` requests for `key` in PostgreSQL, in one statement: a
 * window that has ended starts afresh with them. Every process of the
 * service counts in the same row, so a limit holds across them. Answers the
 * count of each request in turn, the first's to the last's.
 */
export async function countRequests(em: EntityManager, key: string, requests: number, windowMs: number): Promise<WindowCount[]> {
  const [row] = await em.getConnection().execute<{ hits: number; ttl: number }[]>(
    `insert into rate_limit_bucket as b (key, hits, resets_at)
       values (?, ?, clock_timestamp() + make_interval(secs => ?::double precision / 1000))
     on conflict (key) do update set
       hits = case when b.resets_at <= clock_timestamp() then excluded.hits else b.hits + excluded.hits end,
       resets_at = case when b.resets_at <= clock_timestamp() then excluded.resets_at else b.resets_at end
     returning hits, greatest(ceil(extract(epoch from b.resets_at - clock_timestamp()) * 1000), 0)::integer as ttl`,
    [key, requests, windowMs],
  );
  return Array.from({ length: requests }, (_, index) => ({ current: row!.hits - requests + 1 + index, ttl: row!.ttl }));
}

/** Forgets up to `limit` windows that have ended (the sweep's housekeeping); answers how many. */
export async function purgeEndedWindows(em: EntityManager, limit: number): Promise<number> {
  const { affectedRows } = await em.getConnection().execute<{ affectedRows: number }>(
    'delete from rate_limit_bucket where key in (select key from rate_limit_bucket where resets_at < clock_timestamp() order by resets_at limit ?)',
    [limit],
    'run',
  );
  return affectedRows;
}
