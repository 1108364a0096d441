import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/server/config.js';

/**
 * The service's configuration in the bench, in process or in a process of its
 * own: a sandbox (it mints the load's tokens) on `databaseUrl`, quiet, no rate
 * limit, no sweep, no webhook delivery poller (the bench registers no
 * endpoint; its polls would only add statements to the count), and no email
 * notifications (their jobs would read the seeded events' backlog, tens of
 * thousands, during the first workloads: statements and CPU not theirs). NODE_ENV=production stays in the process environment for the
 * libraries' code paths (graphql-js checks every `instanceOf` outside it).
 */
export function benchServiceConfig(databaseUrl: string) {
  return loadConfig({
    ...process.env,
    NODE_ENV: undefined,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    WEBHOOK_DELIVERY_ENABLED: 'false',
    NOTIFICATIONS_ENABLED: 'false',
    SANDBOX_SIGNING_KEY: randomBytes(32).toString('hex'),
    UPLOAD_SIGNING_KEY: randomBytes(32).toString('hex'),
  });
}
