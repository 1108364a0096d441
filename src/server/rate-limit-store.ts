import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Orm } from '../db/orm.js';
import { StartupError } from '../db/startup-error.js';
import { countRequest, type WindowCount } from '../db/rate-limits.js';

export type RateLimitStore = Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'> & {
  /** Releases the store's connection when the app closes. */
  close?(): Promise<void>;
};

/**
 * Where the rate limiter counts, shared by every process of the service:
 * Redis when REDIS_URL is set, PostgreSQL otherwise. A store that fails
 * lets the request through (`skipOnError`): the limit is a guard, and a
 * request that reaches a database which is down is answered 503 anyway.
 */
export async function sharedRateLimitStore(orm: Orm, redisUrl: string | undefined, warn: (error: Error, message: string) => void): Promise<RateLimitStore> {
  if (redisUrl) {
    // Loaded only here: ioredis costs ~9 MB of memory in every process that does not use it.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 3000 });
    // Without a listener ioredis prints each error itself, on stderr and not as JSON. Later ones (it reconnects) are logged.
    let connecting = true;
    let refused: Error | undefined;
    redis.on('error', (error: Error) => (connecting ? (refused = error) : warn(error, `Redis (REDIS_URL): ${error.message}`)));
    // An unreachable Redis is a configuration error: say so at start, not with every request.
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new StartupError(`Cannot reach Redis at REDIS_URL: ${(refused ?? (error as Error)).message}`);
    }
    connecting = false;
    return { redis, nameSpace: 'rental-rate-limit:', skipOnError: true, close: async () => void (await redis.quit()) };
  }
  class PostgresRateLimitStore {
    constructor(private readonly options: { timeWindow: number }) {}
    incr(key: string, callback: (error: Error | null, result: WindowCount | null) => void, timeWindow?: number): void {
      countRequest(orm.em, key, timeWindow ?? this.options.timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error, null),
      );
    }
    child(): this {
      return this;
    }
  }
  return { store: PostgresRateLimitStore as unknown as RateLimitPluginOptions['store'], skipOnError: true };
}
