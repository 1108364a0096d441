/**
 * `npm run bench:export`: how long one org's person export holds the event loop (docs/performance.md,
 * "A large export beside other orgs' requests").
 *
 * One tenant of a large org (bench/orgs.ts: 200 properties of 10 units, every booking theirs: 2,000 bookings,
 * 24,000 invoices, 22,000 payments) is exported by an ADMIN through the service built in this process
 * (GraphQL, then the REST download), ROUNDS times each. During each export the event loop's delay is sampled
 * (perf_hooks.monitorEventLoopDelay, 1 ms resolution) and another org's small read (GET /healthz and a
 * one-property GraphQL list) is sent every 20 ms: the longest delay and the slowest small answer are what another
 * org's request waits behind. The answer is read as text, not parsed (a client's parse is the client's).
 *
 * Settings: BENCH_EXPORT_ROUNDS (3), BENCH_EXPORT_PROPERTIES (200), DATABASE_URL (a fresh database on its
 * server; else embedded).
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { freshDatabase } from './fresh-database.js';
import { loadOrgs } from './orgs.js';

const rounds = Number(process.env.BENCH_EXPORT_ROUNDS ?? 3);
const properties = Number(process.env.BENCH_EXPORT_PROPERTIES ?? 200);
const SIGNING_KEY = 'bench-export-signing-key-0123456789abcdef';
const log = (message: string) => process.stderr.write(`${message}\n`);

const fresh = await freshDatabase('rental_export', process.env.DATABASE_URL);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: fresh.url,
  SANDBOX_SIGNING_KEY: SIGNING_KEY,
  UPLOAD_SIGNING_KEY: SIGNING_KEY,
  RATE_LIMIT_ENABLED: 'false',
  // Nothing but the requests measured runs in the process.
  WEBHOOK_DELIVERY_ENABLED: 'false',
  SWEEP_INTERVAL_SECONDS: '0',
  NOTIFICATIONS_ENABLED: 'false',
});
const orm = await openDatabase({ url: fresh.url, ...config.database });
await migrate(orm);

const orgId = randomUUID();
const tenantUserId = randomUUID();
const db = new pg.Client({ connectionString: fresh.url });
await db.connect();
log(`loading ${properties * 10} bookings and ${properties * 120} invoices of one tenant...`);
await loadOrgs(db, [orgId], { properties, unitsPerProperty: 10 });
await db.query('begin');
await db.query('update booking set tenant_user_id = $2 where org_id = $1', [orgId, tenantUserId]);
await db.query('update invoice set tenant_user_id = $2 where org_id = $1', [orgId, tenantUserId]);
await db.query('commit');
const personId = randomUUID();
await db.query(`insert into person (org_id, id, user_id, name, name_key, email) values ($1, $2, $3, 'Élodie Ngo', 'elodie ngo', 'elodie@example.test')`, [
  orgId,
  personId,
  tenantUserId,
]);
await db.query('analyze');
await db.end();

const app = await buildApp({ config, orm });
const token = async (org: string, roles: string[]) => {
  const response = await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId: org, roles, userId: randomUUID() } });
  return `Bearer ${(response.json() as { access_token: string }).access_token}`;
};
const admin = await token(orgId, ['ADMIN']);
const otherOrg = await token(randomUUID(), ['MANAGER']);

const smallReads = {
  healthz: () => app.inject({ method: 'GET', url: '/healthz' }),
  graphql: () => app.inject({ method: 'POST', url: '/graphql', headers: { authorization: otherOrg }, payload: { query: '{ properties(first: 1) { edges { node { id } } } }' } }),
};
type SmallRead = keyof typeof smallReads;

interface Round {
  exportMs: number;
  bytes: number;
  longestDelayMs: number;
  /** The slowest answer of each small read, and how many were sent. */
  slowest: Record<SmallRead, number>;
  smallReads: number;
}

/** One export beside the small reads: its time and size, the event loop's longest delay, the slowest small answer. */
async function measure(send: () => Promise<{ statusCode: number; body: string }>): Promise<Round> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const slowest: Record<SmallRead, number> = { healthz: 0, graphql: 0 };
  let sent = 0;
  let running = true;
  const reads = (async () => {
    for (let i = 0; running; i++) {
      const kind = i % 2 ? 'graphql' : 'healthz';
      const started = performance.now();
      const response = await smallReads[kind]();
      if (response.statusCode !== 200) throw new Error(`small read: ${response.statusCode} ${response.body}`);
      slowest[kind] = Math.max(slowest[kind], performance.now() - started);
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  delay.enable();
  const started = performance.now();
  const response = await send();
  const exportMs = performance.now() - started;
  delay.disable();
  running = false;
  await reads;
  if (response.statusCode !== 200) throw new Error(`export: ${response.statusCode} ${response.body.slice(0, 500)}`);
  return { exportMs, bytes: Buffer.byteLength(response.body), longestDelayMs: delay.max / 1e6, slowest, smallReads: sent };
}

const exports = {
  graphql: () =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: admin },
      payload: { query: 'mutation ($id: UUID!) { exportPerson(id: $id) { exportedAt document } }', variables: { id: personId } },
    }),
  rest: () => app.inject({ method: 'GET', url: `/api/v1/people/${personId}/export`, headers: { authorization: admin } }),
};

// A first export of each, unmeasured: compiled documents, plans and caches as a running service has them.
for (const send of Object.values(exports)) await send();
const round = (value: number) => Math.round(value * 10) / 10;
for (const [name, send] of Object.entries(exports)) {
  for (let i = 0; i < rounds; i++) {
    const result = await measure(send);
    log(
      `${name}: export ${round(result.exportMs)} ms, ${(result.bytes / 1e6).toFixed(1)} MB; event loop's longest delay ${round(result.longestDelayMs)} ms; ` +
        `slowest small reads: /healthz ${round(result.slowest.healthz)} ms, GraphQL ${round(result.slowest.graphql)} ms (${result.smallReads} sent)`,
    );
  }
}

await app.close();
await orm.close();
await fresh.close();
