import { createRequire } from 'node:module';
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Actor } from '../domain/roles.js';
import { admittedFor } from '../db/admission.js';
import { StartupError } from '../db/startup-error.js';
import type { Orm } from '../db/orm.js';
import { countRequests } from '../db/rate-limits.js';

type Store = Pick<FastifyRateLimitStore, 'incr'>;
type Counted = Parameters<Store['incr']>[1];

const require = createRequire(import.meta.url);
/** The limiter's own stores (not in its typings): windows in an LRU map in memory, and one Lua script per request in Redis. */
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;

/** Addresses (and callers, while the shared store is down) whose windows one process keeps; the least recent are forgotten past it. */
const MEMORY_WINDOWS = 10_000;
/** How often a Redis that stopped answering is asked again (a closed connection is retried as often). */
const REDIS_RETRY_MS = 1000;

/** The limiter's bucket of a verified caller: counted in the shared store, across every process. */
export const callerKey = (actor: Actor) => `caller:${actor.orgId}:${actor.userId}`;
/** The bucket of a request without a valid token: its client address (an IPv6 /64), counted in this process's memory only. */
export const ADDRESS_KEY_PREFIX = 'address:';
export const addressKey = (ip: string) => `${ADDRESS_KEY_PREFIX}${normalizeIP(ip)}`;
const CALLER_KEY = /^caller:([^:]+):/;

export interface RateLimitCounter {
  /** What the limiter counts in (its `store` option). */
  store: FastifyRateLimitStoreCtor;
  /** Whether Redis answers now; undefined without one. */
  redisUp(): boolean | undefined;
  close(): Promise<void>;
}

export interface RateLimitCounterOptions {
  redisUrl: string | undefined;
  /** Longest wait for one Redis command before the request is counted in memory instead. */
  redisCommandTimeoutMs: number;
  log: { warn(object: object, message: string): void; info(message: string): void };
}

/**
 * Where the rate limiter counts. A verified caller's requests are counted in
 * a store every process shares: Redis when REDIS_URL is set, PostgreSQL
 * otherwise. A request without a valid token is counted per client address
 * in this process's memory: junk tokens cost no database or Redis work.
 * When the shared store fails (Redis down or not answering within its
 * command timeout, PostgreSQL down), the request is counted in memory
 * instead, at once: the limit then holds per process until the store is back.
 */
export async function rateLimitCounter(orm: Orm, options: RateLimitCounterOptions): Promise<RateLimitCounter> {
  const memory = new LocalStore(false, false, MEMORY_WINDOWS);
  const redis = options.redisUrl ? await openRedis(options.redisUrl, options) : undefined;
  const shared: Store = redis ? new RedisStore(false, false, redis.client, 'rental-rate-limit:') : coalescedCounter(orm);
  const incr: Store['incr'] = (key, callback, timeWindow, max) => {
    if (!CALLER_KEY.test(key) || redis?.up === false) return memory.incr(key, callback, timeWindow, max);
    const counted: Counted = (error, result) => {
      if (error) {
        redis?.failed(error);
        return memory.incr(key, callback, timeWindow, max);
      }
      callback(null, result);
    };
    shared.incr(key, counted, timeWindow, max);
  };
  // The limiter makes its store with `new`, once, and a child per route with a limit of its own (there are none).
  class Counter {
    incr = incr;
    child(): this {
      return this;
    }
  }
  return {
    store: Counter as unknown as FastifyRateLimitStoreCtor,
    redisUp: () => redis?.up,
    close: async () => redis?.close(),
  };
}

/**
 * Counts verified callers' requests in PostgreSQL, one statement at a time per
 * caller in this process: the requests that arrive while a caller's count is
 * on its way are counted together by the next (a burst of 500 requests with
 * one token is a handful of statements, not 500 updates queued on one row's
 * lock, holding connections every other org's requests wait for). Each
 * request still gets a count of its own, so the limit stays exact.
 */
function coalescedCounter(orm: Orm): Store {
  const waiting = new Map<string, { callbacks: Parameters<Store['incr']>[1][]; timeWindow: number }>();
  const counting = new Set<string>();
  const next = (key: string) => {
    const batch = waiting.get(key);
    if (!batch) return void counting.delete(key);
    waiting.delete(key);
    counting.add(key);
    // Counted under the caller's org: the admission queue's share of that org (src/db/admission.ts).
    admittedFor(CALLER_KEY.exec(key)?.[1], () => countRequests(orm.em, key, batch.callbacks.length, batch.timeWindow)).then(
      (counts) => (next(key), batch.callbacks.forEach((callback, index) => callback(null, counts[index]!))),
      (error: Error) => (next(key), batch.callbacks.forEach((callback) => callback(error))),
    );
  };
  return {
    incr(key, callback, timeWindow) {
      const batch = waiting.get(key) ?? { callbacks: [], timeWindow };
      batch.callbacks.push(callback);
      waiting.set(key, batch);
      if (!counting.has(key)) next(key);
    },
  };
}

/**
 * A Redis connection that fails fast: a command waits at most the command
 * timeout, none is queued while disconnected or retried after a reconnect,
 * and the connection is retried every second. `up` says whether it answers;
 * each change is logged once, not per request.
 */
async function openRedis(url: string, { redisCommandTimeoutMs, log }: RateLimitCounterOptions) {
  // Loaded only here: ioredis costs ~9 MB of memory in every process that does not use it.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: redisCommandTimeoutMs,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RETRY_MS),
  });
  let lastError: unknown;
  // Every failed reconnect emits an error; the outage is logged once, below.
  client.on('error', (error) => (lastError = error));
  try {
    // An unreachable Redis is a configuration error: say so at start, not with every request.
    await client.connect();
  } catch (error) {
    client.disconnect();
    const cause = lastError ?? error;
    throw new StartupError(`Redis (REDIS_URL) is unreachable: ${cause instanceof Error ? cause.message : String(cause)}.`);
  }

  let closing = false;
  let probe: NodeJS.Timeout | undefined;
  const health = {
    client,
    up: true,
    failed(error: unknown) {
      if (!health.up || closing) return;
      health.up = false;
      log.warn({ err: error }, 'Redis is not answering: rate limits are counted in each process until it answers again');
      // A connection that stays open but does not answer (a hung server) is asked again each second.
      probe = setInterval(() => {
        if (client.status === 'ready') client.ping().then(answered, () => undefined);
      }, REDIS_RETRY_MS).unref();
    },
    async close() {
      closing = true;
      clearInterval(probe);
      await client.quit().catch(() => client.disconnect());
    },
  };
  const answered = () => {
    if (health.up || closing) return;
    health.up = true;
    lastError = undefined;
    clearInterval(probe);
    log.info('Redis answers again: rate limits are shared across processes again');
  };
  client.on('ready', answered);
  client.on('close', () => health.failed(lastError ?? new Error('Redis closed the connection.')));
  return health;
}
