/**
 * `npm run bench:tenancy`: what one noisy org does to a quiet one (docs/performance.md, "Tenancy").
 *
 * The service runs in a process of its own (a sandbox on a fresh database on DATABASE_URL's server, or an
 * embedded PostgreSQL), with rate limits and background jobs on, as in production. A quiet org's small reads
 * are driven at a steady concurrency, first alone, then while a noisy org runs each of:
 * - 1,000 event subscribers (over SSE, ten per token) and a stream of writes that gives them events;
 * - 20 uploads trickling a byte a second (re-opened when the service cuts them);
 * - a ten-year monthly billing backlog, billed by the jobs while the quiet org reads;
 * - requests with junk tokens at full speed;
 * - bursts of 500 depth-4 portfolio reads at once.
 * Target: the quiet org's p99 at most 2x its solo p99, 0 errors. Then: ORGS orgs with PLANS monthly billing plans
 * each, billed by two service processes, timed from the processes' readiness to the last invoice.
 *
 * Settings: BENCH_TENANCY_DURATION (seconds per phase, 10), BENCH_TENANCY_ORGS (1000), BENCH_TENANCY_PLANS (10),
 * BENCH_TENANCY_PROCESSES (2), BENCH_SMOKE=1 (small and short), BENCH_TENANCY_RESULTS (bench/tenancy-results.json).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { migrate, openDatabase, type Orm } from '../src/db/orm.js';
import type { Actor } from '../src/domain/roles.js';
import { setBillingPlan } from '../src/services/billing.js';
import { confirmBooking, createBooking } from '../src/services/bookings.js';
import { serviceContextFor, withinTenantScope } from '../src/services/context.js';
import { createProperty } from '../src/services/properties.js';
import { createUnit } from '../src/services/units.js';
import { PORTFOLIO_QUERY } from './baseline.js';
import { seedDataset } from './dataset.js';
import { freshDatabase } from './fresh-database.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const smoke = process.env.BENCH_SMOKE === '1';
const setting = (name: string, normal: number, tiny: number) => Number(process.env[`BENCH_TENANCY_${name}`] ?? (smoke ? tiny : normal));
const duration = setting('DURATION', 10, 2);
const orgCount = setting('ORGS', 1000, 20);
const plansPerOrg = setting('PLANS', 10, 2);
const processes = setting('PROCESSES', 2, 2);
const log = (message: string) => process.stderr.write(`${message}\n`);

// The database: a fresh one on DATABASE_URL's server, or an embedded server in a temporary directory.
const database = await freshDatabase('rental_tenancy', process.env.DATABASE_URL);
const databaseUrl = database.url;
const orm = await openDatabase({ url: databaseUrl, poolMax: 4 });
await migrate(orm);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const key = randomBytes(32).toString('hex');
interface Service {
  child: ChildProcess;
  base: string;
  stop(): Promise<void>;
}
/** The service as `npm start` runs it, in a process of its own; resolves once /readyz answers, with the time it took. */
async function startService(extra: Record<string, string> = {}): Promise<Service & { readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_SIGNING_KEY: key,
      UPLOAD_SIGNING_KEY: key,
      CURSOR_SIGNING_KEY: key,
      // Verified callers' limit far above what the bench sends: the quiet org must never be limited itself.
      RATE_LIMIT_MAX: '1000000',
      SWEEP_INTERVAL_SECONDS: '60',
      ...extra,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, base, readyMs, stop };
}

const tokenFor = async (base: string, orgId: string, roles: string[], userId: string = randomUUID()) => {
  const response = await fetch(`${base}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orgId, userId, roles }) });
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
};
const graphql = async (base: string, token: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
};

// Two orgs of the bench's usual shape: the quiet one small, the noisy one with a portfolio worth reading at depth 4.
const quietOrg = randomUUID();
const noisyOrg = randomUUID();
const managerOf = (orgId: string): Actor => ({ orgId, userId: randomUUID(), roles: ['MANAGER'] });
const quietManager = managerOf(quietOrg);
const noisyManager = managerOf(noisyOrg);
log('seeding the quiet and the noisy org');
const tenants = Array.from({ length: 10 }, () => randomUUID());
await seedDataset(orm, quietManager, tenants, { properties: 10, units: 40, bookings: 40, invoices: 200 }, () => {});
await seedDataset(orm, noisyManager, tenants, smoke ? { properties: 10, units: 40, bookings: 80, invoices: 400 } : { properties: 50, units: 500, bookings: 1000, invoices: 6000 }, () => {});
await orm.em.getConnection().execute('analyze');

const monthStart = (date: Date, monthsAhead = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1)).toISOString().slice(0, 10);

/** `bookings` confirmed monthly-billed leases in `orgId`, from `start` to `end`, each on a unit of its own; the units' ids. */
async function billedLeases(db: Orm, manager: Actor, bookings: number, start: string, end: string): Promise<void> {
  const ctx = serviceContextFor(db, manager, 'UTC');
  await withinTenantScope(ctx, async (scoped) => {
    const property = await createProperty(scoped, { name: 'Backlog', type: 'APARTMENT', city: 'Douala' });
    for (let index = 0; index < bookings; index++) {
      const unit = await createUnit(scoped, property.id, { label: `B${index}`, areaSqm: 40, rentAmount: 150_000, rentCurrency: 'XAF' });
      const booking = await createBooking(scoped, { unitId: unit.id, tenantUserId: tenants[index % tenants.length]!, startDate: start, endDate: end });
      await confirmBooking(scoped, booking.id);
      await setBillingPlan(scoped, booking.id, { cycle: 'MONTHLY' });
      scoped.em.clear();
    }
  });
}

interface Probe {
  phase: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  noisy: Record<string, number | string>;
}

/** The quiet org's small reads for one phase: a GraphQL list and a REST list, four connections. */
async function probeQuiet(base: string, token: string, phase: string, noisy: () => Record<string, number | string>): Promise<Probe> {
  const json = { 'content-type': 'application/json', authorization: token };
  let graphqlErrors = 0;
  const result = await autocannon({
    url: base,
    connections: 4,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: json,
        body: JSON.stringify({ query: '{ properties(first: 5) { edges { node { id name city } } } }' }),
        onResponse: (status: number, body: string) => {
          if (status < 300 && body.includes('"errors"')) graphqlErrors++;
        },
      },
      { method: 'GET', path: '/api/v1/bookings?limit=10', headers: { authorization: token } },
    ],
  });
  const probe = {
    phase,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts + graphqlErrors,
    noisy: noisy(),
  };
  log(`  ${phase}: p50 ${probe.p50Ms} ms, p99 ${probe.p99Ms} ms, ${probe.requests} requests, ${probe.errors} errors ${JSON.stringify(probe.noisy)}`);
  return probe;
}

/** Opens an SSE subscription and drains it until `signal` aborts; resolves with whether the service accepted it. */
function subscribe(base: string, token: string, signal: AbortSignal, counters: { events: number; refused: number; ended: number }): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/graphql`,
      { method: 'POST', agent: false, signal, headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: token } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          counters.events += chunk.split('event: next').length - 1;
          if (chunk.includes('"errors"')) counters.refused++;
        });
        response.on('end', () => (counters.ended++, resolve()));
        response.on('error', () => resolve());
      },
    );
    request.on('error', () => resolve());
    request.end(JSON.stringify({ query: 'subscription { events { id type } }' }));
  });
}

/** An upload that sends a byte a second until the service cuts it or `signal` aborts. */
async function trickle(base: string, token: string, ownerId: string, signal: AbortSignal, counters: { cut: number; opened: number }): Promise<void> {
  while (!signal.aborted) {
    const created = await graphql(base, token, 'mutation($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { uploadUrl } }', {
      input: { filename: 'slow.pdf', contentType: 'application/pdf', ownerId, ownerType: 'PROPERTY', kind: 'DOCUMENT', sizeBytes: 1_000_000 },
    });
    const url = (created.data?.createMediaObject as { uploadUrl?: string } | undefined)?.uploadUrl;
    if (!url) return;
    counters.opened++;
    await new Promise<void>((resolve) => {
      const request = http.request(url, { method: 'PUT', agent: false, headers: { 'content-type': 'application/pdf', 'content-length': '1000000' } }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      });
      const timer = setInterval(() => (signal.aborted ? request.destroy() : request.write('%')), 1000);
      request.on('close', () => (clearInterval(timer), counters.cut++, resolve()));
      request.on('error', () => resolve());
      request.write('%PDF-');
    });
  }
}

const results: { tenancy: Probe[]; billing?: Record<string, number> } = { tenancy: [] };
try {
  const service = await startService();
  log(`service ready in ${Math.round(service.readyMs)} ms`);
  const quietToken = await tokenFor(service.base, quietOrg, ['MANAGER'], quietManager.userId);
  const noisyToken = await tokenFor(service.base, noisyOrg, ['MANAGER'], noisyManager.userId);
  const [noisyProperty] = await orm.em.getConnection().execute<{ id: string }[]>('select id from property where org_id = ? limit 1', [noisyOrg]);

  results.tenancy.push(await probeQuiet(service.base, quietToken, 'alone', () => ({})));

  {
    // Subscribers: ten per token, and a writer giving them about 20 events a second.
    const stop = new AbortController();
    const counters = { events: 0, refused: 0, ended: 0 };
    const tokens = await Promise.all(Array.from({ length: smoke ? 10 : 100 }, () => tokenFor(service.base, noisyOrg, ['MANAGER'])));
    const streams = tokens.flatMap((token) => Array.from({ length: 10 }, () => subscribe(service.base, token, stop.signal, counters)));
    const writer = (async () => {
      for (let n = 0; !stop.signal.aborted; n++) {
        await graphql(service.base, noisyToken, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', {
          input: { name: `Noise ${n}`, type: 'APARTMENT', city: 'Douala' },
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    results.tenancy.push(await probeQuiet(service.base, quietToken, `${streams.length} subscribers`, () => ({ ...counters })));
    stop.abort();
    await Promise.all([writer, ...streams]);
  }

  {
    const stop = new AbortController();
    const counters = { opened: 0, cut: 0 };
    const uploads = Array.from({ length: 20 }, () => trickle(service.base, noisyToken, noisyProperty!.id, stop.signal, counters));
    results.tenancy.push(await probeQuiet(service.base, quietToken, '20 trickling uploads', () => ({ ...counters })));
    stop.abort();
    await Promise.all(uploads);
  }

  {
    // Ten years of monthly invoices owed by the noisy org, billed by the jobs while the quiet org reads.
    const today = new Date();
    const leases = smoke ? 5 : 100;
    await billedLeases(orm, noisyManager, leases, monthStart(new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), 1))), monthStart(today, 12));
    const invoices = async () =>
      Number((await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from invoice where org_id = ? and kind = 'RENT'`, [noisyOrg]))[0]!.n);
    const before = await invoices();
    // The sweep's cron runs each minute: wait for the backlog's first invoices, then measure while it is billed.
    const deadline = Date.now() + 90_000;
    while ((await invoices()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    const started = await invoices();
    const probe = await probeQuiet(service.base, quietToken, `billing backlog (${leases} leases x 10 years)`, () => ({}));
    probe.noisy = { invoicesBilledDuringPhase: (await invoices()) - started, owed: leases * 12 * 10 };
    log(`    billed during the phase: ${JSON.stringify(probe.noisy)}`);
  }

  {
    const counters = { status: {} as Record<number, number> };
    const junk = autocannon({
      url: service.base,
      connections: 20,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', authorization: `Bearer ${randomBytes(24).toString('base64url')}` }, body: '{"query":"{ properties { edges { node { id } } } }"}' }),
          onResponse: (status: number) => void (counters.status[status] = (counters.status[status] ?? 0) + 1),
        },
      ],
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, 'junk tokens at full speed', () => Object.fromEntries(Object.entries(counters.status).map(([status, n]) => [`status ${status}`, n]))));
    await junk;
  }

  {
    const counters = { status: {} as Record<number, number> };
    const burst = autocannon({
      url: service.base,
      connections: smoke ? 50 : 500,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json', authorization: noisyToken },
          body: JSON.stringify({ query: PORTFOLIO_QUERY }),
          onResponse: (status: number) => void (counters.status[status] = (counters.status[status] ?? 0) + 1),
        },
      ],
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, `${smoke ? 50 : 500} heavy reads at once`, () => Object.fromEntries(Object.entries(counters.status).map(([status, n]) => [`status ${status}`, n]))));
    await burst;
  }
  await service.stop();

  // Many orgs' month billed by several processes: plans starting this month, nothing billed before the processes start.
  log(`seeding ${orgCount} orgs x ${plansPerOrg} billing plans`);
  for (let org = 0; org < orgCount; org++) await billedLeases(orm, managerOf(randomUUID()), plansPerOrg, monthStart(new Date()), monthStart(new Date(), 12));
  const count = async () => Number((await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from billing_plan p join invoice i on i.booking_id = p.booking_id and i.org_id = p.org_id and i.kind = 'RENT'`))[0]!.n);
  const before = await count();
  const started = performance.now();
  const services = await Promise.all(Array.from({ length: processes }, () => startService({ SWEEP_INTERVAL_SECONDS: '60' })));
  const readyMs = performance.now() - started;
  let last = before;
  let stableSince = performance.now();
  let doneMs = 0;
  // Done: no job left and the count unchanged for 5 s.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await count();
    const [{ pending }] = (await orm.em.getConnection().execute<{ pending: string }[]>(`select count(*) as pending from graphile_worker.jobs`)) as [{ pending: string }];
    if (now !== last) {
      last = now;
      stableSince = performance.now();
      doneMs = performance.now() - started;
    }
    if (now > before && Number(pending) === 0 && performance.now() - stableSince > 5000) break;
    if (performance.now() - started > 15 * 60_000) throw new Error(`billing did not finish in 15 minutes (${now - before} invoices)`);
  }
  results.billing = { orgs: orgCount, plansPerOrg, processes, invoices: last - before, readyMs: Math.round(readyMs), seconds: Math.round(doneMs / 100) / 10 };
  log(`billed ${orgCount} orgs x ${plansPerOrg} plans with ${processes} processes: ${JSON.stringify(results.billing)}`);
  await Promise.all(services.map((service) => service.stop()));
} finally {
  await orm.close();
  await database.close();
}

const solo = results.tenancy[0]!;
log('\nphase | quiet p50 ms | quiet p99 ms | p99 / alone | errors');
for (const probe of results.tenancy) log(`${probe.phase} | ${probe.p50Ms} | ${probe.p99Ms} | ${(probe.p99Ms / solo.p99Ms).toFixed(2)} | ${probe.errors}`);
await writeFile(process.env.BENCH_TENANCY_RESULTS ?? path.join(root, 'bench/tenancy-results.json'), `${JSON.stringify({ at: new Date().toISOString(), duration, ...results }, null, 2)}\n`);
