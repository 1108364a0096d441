import { pino } from 'pino';
import { openConfiguredDatabase } from './db/database.js';
import { lockRetryMessage } from './db/migration-locks.js';
import { StartupError } from './db/startup-error.js';
import { loadConfig } from './server/config.js';
import { routeProcessOutput, startupLogLevel } from './server/process-output.js';

/**
 * `npm run migrate`: applies pending migrations as a role allowed to change the
 * schema (MIGRATION_DATABASE_URL, else DATABASE_URL; the embedded database in a
 * sandbox, the running service's when it is up), so that the service itself
 * can serve with data rights only. Writes JSON log lines, like the service.
 */
const log = pino({ level: startupLogLevel() });
routeProcessOutput(log);
try {
  const config = loadConfig();
  const { orm, embedded, applied } = await openConfiguredDatabase(config, {
    migrate: true,
    share: true,
    url: config.migrationDatabaseUrl,
    onLockRetry: (retry) => log.warn(retry, lockRetryMessage(retry)),
  });
  await orm.close();
  await embedded?.stop();
  log.info({ migrations: applied }, applied.length ? 'migrations applied' : 'database already migrated');
} catch (error) {
  if (error instanceof StartupError) log.fatal(`migration failed: ${error.message}`);
  else log.fatal({ err: error }, `migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
