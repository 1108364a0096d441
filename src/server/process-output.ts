import { format } from 'node:util';
import type { Logger } from 'pino';
import { LOG_LEVELS } from './config.js';

/**
 * The level LOG_LEVEL names, for the logger that exists before the
 * configuration is read: `info` while it names none (pino would throw, with a
 * stack, before any JSON line), and loadConfig then refuses it on a JSON line.
 */
export function startupLogLevel(env: NodeJS.ProcessEnv = process.env): string {
  const level = env.LOG_LEVEL;
  return level && (LOG_LEVELS as readonly string[]).includes(level) ? level : 'info';
}

const CONSOLE_LEVELS = [
  ['log', 'info'],
  ['info', 'info'],
  ['debug', 'debug'],
  ['trace', 'trace'],
  ['warn', 'warn'],
  ['error', 'error'],
] as const;

/** A database that goes away says so (admin_shutdown, crash_shutdown, cannot_connect_now), or its connection just ends. */
const DATABASE_GONE = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE']);

/**
 * Makes what libraries write on their own into JSON lines of `log`, so every
 * line the process writes is JSON: Node's warnings (deprecations among them,
 * pg's included), which Node would print to stderr, and console output
 * (knex's "Connection Error", ioredis's unhandled errors and the like).
 * An uncaught exception is logged as fatal and ends the process, as Node's
 * own handler would, with exit code 1; except, once `stopping()`, the
 * database's connections ending: graphile-worker's runner may resolve its
 * stop with a query still in flight on a client it no longer listens to, and
 * the embedded PostgreSQL stopping next ends it (the shutdown goes on).
 */
export function routeProcessOutput(log: Logger, stopping: () => boolean = () => false): void {
  // Node's own listener prints warnings to stderr.
  process.removeAllListeners('warning');
  process.on('warning', (warning: Error & { code?: string }) =>
    log.warn({ warning: { name: warning.name, code: warning.code } }, warning.message),
  );
  for (const [method, level] of CONSOLE_LEVELS) {
    console[method] = (...args: unknown[]) => log[level](format(...args));
  }
  process.on('uncaughtException', (error) => {
    if (stopping() && DATABASE_GONE.has((error as { code?: unknown }).code as string)) {
      log.warn({ err: error }, `a database connection ended during shutdown: ${error.message}`);
      return;
    }
    log.fatal({ err: error }, `uncaught exception: ${error.message}`);
    process.exit(1);
  });
}
