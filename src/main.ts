import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { migrate, openDatabase } from './db/orm.js';
import { buildApp } from './server/app.js';
import { loadConfig } from './server/config.js';

/** `npm start`: the database (embedded unless DATABASE_URL), migrations, then the HTTP server. */
const config = loadConfig();
let embedded: EmbeddedDatabase | undefined;
if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir);
const orm = await openDatabase({ url: config.databaseUrl ?? embedded!.url, ...config.database });
await migrate(orm);
const app = await buildApp({ config, orm });
await app.listen({ port: config.port, host: config.host });
if (embedded) app.log.info({ dataDir: config.dataDir }, 'using embedded PostgreSQL');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Stop accepting, let in-flight requests finish, then release the pool and the database.
  await app.close();
  await orm.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
