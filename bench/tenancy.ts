/**
 * `npm run bench:tenancy`: what one noisy org does to a quiet one (docs/performance.md, "Tenancy").
 *
 * The service runs in a process of its own (a sandbox on a fresh database on DATABASE_URL's server, or an
 * embedded PostgreSQL), with rate limits and background jobs on, as in production. A quiet org's small reads
 * (a GraphQL list and a REST list, alternating) are sent at a fixed rate by a process of their own
 * (bench/quiet-reads.ts), after a warm-up, first alone, then while a noisy org runs each of:
 * - 1,000 event subscribers (over SSE, ten per token) and a stream of writes that gives them events;
 * - 20 uploads trickling a byte a second (re-opened when the service cuts them);
 * - a ten-year monthly billing backlog, billed by the jobs while the quiet org reads;
 * - requests with junk tokens at full speed;
 * - new GraphQL documents at full speed, each as large as the limits let it be, each sent twice;
 * - 500 depth-4 portfolio reads at once, again and again.
 * Target: the quiet org's p99 at most 2x its solo p99, 0 errors. Then: ORGS orgs with PLANS monthly billing plans
 * each, billed by two service processes, timed from their start to the last invoice, and checked: every booking
 * billed for exactly the periods due, once.
 *
 * Settings: BENCH_TENANCY_DURATION (seconds per phase, 30), BENCH_TENANCY_RATE (the quiet org's requests per
 * second, 20), BENCH_TENANCY_ORGS (1000), BENCH_TENANCY_PLANS (10), BENCH_TENANCY_PROCESSES (2), BENCH_SMOKE=1
 * (small and short: fails on errors and on billing that is not exactly once), BENCH_TENANCY_RESULTS
 * (bench/tenancy-results.json; a smoke run writes none unless given), BENCH_TENANCY_PHASES (a comma-separated choice
 * of subscribers, uploads, backlog, junk, documents, heavy, counts, billing: the quiet org alone is always measured first and last).
 * To look inside the service (bench/service-process.ts): BENCH_SERVICE_ENV (settings, JSON), BENCH_NODE_ARGS (Node's
 * flags, e.g. `--trace-gc`) and BENCH_SERVICE_STDOUT (a file for its standard output).
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { getNamedType, type GraphQLObjectType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import { migrate, openDatabase, type Orm } from '../src/db/orm.js';
import { schema } from '../src/graphql/schema.js';
import type { Actor } from '../src/domain/roles.js';
import { setBillingPlan } from '../src/services/rent/billing.js';
import { confirmBooking, createBooking } from '../src/services/portfolio/bookings.js';
import { serviceContextFor, withinTenantScope } from '../src/services/context.js';
import { createProperty } from '../src/services/portfolio/properties.js';
import { createUnit } from '../src/services/portfolio/units.js';
import { PORTFOLIO_QUERY } from './baseline.js';
import { seedDataset } from './dataset.js';
import { freshDatabase } from './fresh-database.js';
import { ownProcess, startServiceProcess, stopProcesses, type ServiceProcess } from './service-process.js';
import type { QuietPhase, QuietResult } from './quiet-reads.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const smoke = process.env.BENCH_SMOKE === '1';
const setting = (name: string, normal: number, tiny: number) => Number(process.env[`BENCH_TENANCY_${name}`] ?? (smoke ? tiny : normal));
const duration = setting('DURATION', 30, 4);
const rate = setting('RATE', 20, 20);
const orgCount = setting('ORGS', 1000, 20);
const plansPerOrg = setting('PLANS', 10, 2);
const processes = setting('PROCESSES', 2, 2);
const phases = new Set((process.env.BENCH_TENANCY_PHASES ?? 'subscribers,uploads,backlog,junk,documents,heavy,counts,billing').split(','));
const runs = (phase: string) => phases.has(phase);
// Progress on stderr, each line with the seconds since the start.
const log = (message: string) => process.stderr.write(`[${Math.round(performance.now() / 1000)} s] ${message}\n`);

// The database: a fresh one on DATABASE_URL's server, or an embedded server in a temporary directory.
const database = await freshDatabase('rental_tenancy', process.env.DATABASE_URL);
const databaseUrl = database.url;
const orm = await openDatabase({ url: databaseUrl, poolMax: 4 });
await migrate(orm);

const key = randomBytes(32).toString('hex');
/** The service as `npm start` runs it, in a process of its own, with the sweep every minute; resolves once /readyz answers. */
const startService = (extra: Record<string, string> = {}): Promise<ServiceProcess> =>
  startServiceProcess(databaseUrl, key, { SWEEP_INTERVAL_SECONDS: '60', ...extra });

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
// The monthly periods billed from this month on: up to the one that starts by the horizon (today and the default 10 lead days).
const horizon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const periodsDue = Array.from({ length: 3 }, (_, ahead) => monthStart(new Date(), ahead)).filter((start) => start <= horizon).length;

/** `bookings` confirmed leases billed monthly (due on the 1st) in the manager's org, from `start` to `end`, each on a unit of its own. */
async function billedLeases(db: Orm, manager: Actor, bookings: number, start: string, end: string): Promise<void> {
  const ctx = serviceContextFor(db, manager, 'UTC');
  await withinTenantScope(ctx, async (scoped) => {
    const property = await createProperty(scoped, { name: 'Backlog', type: 'APARTMENT', city: 'Douala' });
    for (let index = 0; index < bookings; index++) {
      const unit = await createUnit(scoped, property.id, { label: `B${index}`, areaSqm: 40, rentAmount: 150_000, rentCurrency: 'XAF' });
      const booking = await createBooking(scoped, { unitId: unit.id, tenantUserId: tenants[index % tenants.length]!, startDate: start, endDate: end });
      await confirmBooking(scoped, booking.id);
      await setBillingPlan(scoped, booking.id, { cycle: 'MONTHLY', dueDay: 1 });
      scoped.em.clear();
    }
  });
}

/**
 * `count` more orgs like `template`: its event counter, properties, units, bookings and billing plans, copied in
 * SQL (through the services, a thousand orgs' leases take most of an hour on two cores). A copy's ids are a hash
 * of its number and the template's ids, so its rows point at each other.
 */
async function copiesOf(db: Orm, template: string, count: number): Promise<void> {
  const connection = db.em.getConnection();
  const remapped = new Set(['id', 'property_id', 'unit_id', 'booking_id']);
  for (const table of ['event_counter', 'property', 'unit', 'booking', 'billing_plan']) {
    const columns = await connection.execute<{ column_name: string }[]>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = ? and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    );
    const names = columns.map((column) => column.column_name);
    const values = names.map((name) => (name === 'org_id' ? 'copy.org_id' : remapped.has(name) ? `md5(copy.n || t.${name}::text)::uuid` : `t.${name}`));
    // A thousand orgs a statement: each stays within the statement timeout however many orgs there are.
    for (let first = 1; first <= count; first += 1000) {
      await connection.execute(
        `insert into ${table} (${names.join(', ')})
         select ${values.join(', ')} from ${table} t, (select n, md5('org ' || n)::uuid as org_id from generate_series(?::int, ?::int) n) copy where t.org_id = ?`,
        [first, Math.min(count, first + 999), template],
      );
    }
  }
}

interface Probe extends Omit<QuietResult, 'examples' | 'slowest'> {
  phase: string;
  noisy: Record<string, number | string>;
}

// The quiet org's reads, from a process of their own: the noisy load this process drives never delays their clock.
const quiet = fork(path.join(root, 'bench/quiet-reads.ts'), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
ownProcess(quiet);
const quietReads = (phase: QuietPhase) =>
  new Promise<QuietResult>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`the quiet org's process exited with ${code}`));
    quiet.once('exit', exited);
    quiet.once('message', (result) => (quiet.off('exit', exited), resolve(result as QuietResult)));
    quiet.send(phase);
  });

/** The quiet org's reads for one phase, at `rate` a second; `noisy` reports what the noisy org did meanwhile. */
async function probeQuiet(base: string, token: string, phase: string, noisy: () => Record<string, number | string>): Promise<Probe> {
  log(`${phase}: the quiet org reads for ${duration} s`);
  const { examples, slowest, ...result } = await quietReads({ base, token, rate, seconds: duration });
  const probe = { phase, ...result, noisy: noisy() };
  log(`  p50 ${probe.p50Ms} ms, p99 ${probe.p99Ms} ms, ${probe.requests} requests, ${probe.errors} errors ${JSON.stringify(probe.noisy)}`);
  for (const example of examples) log(`  error: ${example}`);
  log(`  slowest (sent at ms, took ms): ${JSON.stringify(slowest)}`);
  return probe;
}

/** Opens an SSE subscription and drains it until `signal` aborts, counting its events and the subscriptions refused. */
function subscribe(base: string, token: string, signal: AbortSignal, counters: { answered: number; events: number; refused: number; ended: number }): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(
      `${base}/graphql`,
      { method: 'POST', agent: false, signal, headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: token } },
      (response) => {
        counters.answered++;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          counters.events += chunk.split('data:').length - 1;
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

/**
 * A query named `name` selecting every field without required arguments, depth first, from the root down to six
 * levels, until it holds about GRAPHQL_MAX_TOKENS' default (2,000) tokens: the largest document a client may send.
 */
function largestDocument(name: string, tokens = 1900): string {
  let used = 0;
  const selection = (type: GraphQLObjectType, depth: number): string =>
    Object.values(type.getFields())
      .filter((field) => !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined))
      .map((field) => {
        if (used > tokens) return '';
        const named = getNamedType(field.type);
        if (isLeafType(named)) return (used += 1), field.name;
        if (!isObjectType(named) || depth === 0) return '';
        used += 3;
        const inner = selection(named, depth - 1);
        return inner ? `${field.name} { ${inner} }` : '';
      })
      .filter(Boolean)
      .join(' ');
  return `query ${name} { ${selection(schema.getQueryType()!, 6)} }`;
}

/** autocannon POSTing to /graphql on `connections` connections for the phase, each request as `request` makes it, counting the answers by status. */
const graphqlFlood = (base: string, connections: number, counters: Record<string, number>, request: Omit<autocannon.Request, 'method' | 'path' | 'onResponse'>) =>
  autocannon({
    url: base,
    connections,
    duration: duration + 1,
    requests: [{ method: 'POST', path: '/graphql', ...request, onResponse: (status: number) => tally(counters, `status ${status}`) }],
  });

/** Counts one more of `name`. */
const tally = (counters: Record<string, number>, name: string) => void (counters[name] = (counters[name] ?? 0) + 1);

/** An upload that sends a byte a second until the service answers it (counted by status) or `signal` aborts; refused, it waits as Retry-After says. */
async function trickle(base: string, token: string, ownerId: string, signal: AbortSignal, counters: Record<string, number>): Promise<void> {
  while (!signal.aborted) {
    const created = await graphql(base, token, 'mutation($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { uploadUrl } }', {
      input: { filename: 'slow.pdf', contentType: 'application/pdf', ownerId, ownerType: 'PROPERTY', kind: 'DOCUMENT', sizeBytes: 1_000_000 },
    });
    const url = (created.data?.createMediaObject as { uploadUrl?: string } | undefined)?.uploadUrl;
    if (!url) return;
    tally(counters, 'opened');
    await new Promise<void>((resolve) => {
      let answered = false;
      const request = http.request(url, { method: 'PUT', agent: false, headers: { 'content-type': 'application/pdf', 'content-length': '1000000' } }, (response) => {
        answered = true;
        tally(counters, `status ${response.statusCode}`);
        response.resume();
        const retryAfter = Number(response.headers['retry-after'] ?? 0);
        response.on('end', () => void sleep(retryAfter * 1000, undefined, { signal }).then(resolve, resolve));
        response.on('error', () => resolve());
      });
      const timer = setInterval(() => (signal.aborted ? request.destroy() : request.write('%')), 1000);
      request.on('close', () => (clearInterval(timer), answered || resolve()));
      request.on('error', () => undefined);
      request.write('%PDF-');
    });
  }
}

const results: { tenancy: Probe[]; billing?: Record<string, number | boolean> } = { tenancy: [] };
try {
  const service = await startService();
  log(`service ready in ${Math.round(service.readyMs)} ms`);
  const quietToken = await tokenFor(service.base, quietOrg, ['MANAGER'], quietManager.userId);
  const noisyToken = await tokenFor(service.base, noisyOrg, ['MANAGER'], noisyManager.userId);
  const [noisyProperty] = await orm.em.getConnection().execute<{ id: string }[]>('select id from property where org_id = ? limit 1', [noisyOrg]);

  // Warm-up: the service's and the quiet process's first requests (compiling, connecting) are not the org's latency.
  log(`warm-up: the quiet org reads for ${duration} s`);
  await quietReads({ base: service.base, token: quietToken, rate, seconds: duration });
  results.tenancy.push(await probeQuiet(service.base, quietToken, 'alone', () => ({})));

  if (runs('subscribers')) {
    // Subscribers: ten per token, and a writer giving them about 20 events a second (a unit created: unit.created).
    const stop = new AbortController();
    const counters = { answered: 0, events: 0, refused: 0, ended: 0 };
    const tokens = await Promise.all(Array.from({ length: smoke ? 10 : 100 }, () => tokenFor(service.base, noisyOrg, ['MANAGER'])));
    const streams = tokens.flatMap((token) => Array.from({ length: 10 }, () => subscribe(service.base, token, stop.signal, counters)));
    // Measured once every subscription has been answered (opened or refused), within 60 s.
    for (const deadline = Date.now() + 60_000; counters.answered < streams.length && Date.now() < deadline; ) await sleep(100);
    log(`  ${counters.answered} of ${streams.length} subscriptions answered`);
    const writer = (async () => {
      for (let n = 0; !stop.signal.aborted; n++) {
        await graphql(service.base, noisyToken, 'mutation($propertyId: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $propertyId, input: $input) { id } }', {
          propertyId: noisyProperty!.id,
          input: { label: `Noise ${n}` },
        });
        await sleep(50);
      }
    })();
    results.tenancy.push(await probeQuiet(service.base, quietToken, `${streams.length} subscribers`, () => ({ ...counters })));
    stop.abort();
    await Promise.all([writer, ...streams]);
  }

  if (runs('uploads')) {
    const stop = new AbortController();
    const counters: Record<string, number> = {};
    const uploads = Array.from({ length: 20 }, () => trickle(service.base, noisyToken, noisyProperty!.id, stop.signal, counters));
    results.tenancy.push(await probeQuiet(service.base, quietToken, '20 trickling uploads', () => ({ ...counters })));
    stop.abort();
    await Promise.all(uploads);
  }

  if (runs('backlog')) {
    // Ten years of monthly invoices owed by the noisy org, billed by the jobs while the quiet org reads.
    const today = new Date();
    const leases = smoke ? 5 : 100;
    log(`seeding ${leases} leases billed monthly since ten years ago`);
    await billedLeases(orm, noisyManager, leases, monthStart(new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), 1))), monthStart(today, 12));
    const invoices = async () =>
      Number((await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n from invoice where org_id = ? and kind = 'RENT'`, [noisyOrg]))[0]!.n);
    const before = await invoices();
    // The sweep now, as its cron would at the next minute: its job (the cron's job key) fans out the org's billing.
    await orm.em.getConnection().execute(`select graphile_worker.add_job('sweep', '{}', job_key => 'sweep', max_attempts => 1)`);
    const probe = await probeQuiet(service.base, quietToken, `billing backlog (${leases} leases x 10 years)`, () => ({}));
    probe.noisy = { invoicesBilledDuringPhase: (await invoices()) - before, owed: leases * (12 * 10 + periodsDue) };
    log(`  billed during the phase: ${JSON.stringify(probe.noisy)}`);
    results.tenancy.push(probe);
  }

  if (runs('junk')) {
    const counters: Record<string, number> = {};
    const junk = graphqlFlood(service.base, 20, counters, {
      setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', authorization: `Bearer ${randomBytes(24).toString('base64url')}` }, body: '{"query":"{ properties { edges { node { id } } } }"}' }),
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, 'junk tokens at full speed', () => ({ ...counters })));
    await junk;
  }

  if (runs('documents')) {
    // Each document new to the service (its name is its number) and as large as GRAPHQL_MAX_TOKENS lets it be;
    // each sent twice, so that the second run may be compiled. From an org of its own: the noisy org's budget for new
    // documents (GRAPHQL_NEW_DOCUMENT_MS) would still be spent when the next phase sends it its first portfolio.
    const documentsToken = await tokenFor(service.base, randomUUID(), ['MANAGER']);
    const counters: Record<string, number> = {};
    let sent = 0;
    const documents = graphqlFlood(service.base, 20, counters, {
      setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', authorization: documentsToken }, body: JSON.stringify({ query: largestDocument(`Q${Math.floor(sent++ / 2)}`) }) }),
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, 'new large documents at full speed', () => ({ ...counters, documents: Math.floor(sent / 2) })));
    await documents;
  }

  if (runs('heavy')) {
    const counters: Record<string, number> = {};
    const burst = graphqlFlood(service.base, smoke ? 50 : 500, counters, {
      headers: { 'content-type': 'application/json', authorization: noisyToken },
      body: JSON.stringify({ query: PORTFOLIO_QUERY }),
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, `${smoke ? 50 : 500} heavy reads at once`, () => ({ ...counters })));
    await burst;
  }
  if (runs('counts')) {
    // Reads that count or filter the org's whole invoices at a cost of a few nodes: the noisy org's invoices copied in
    // SQL to about 300,000 (open, outside any billing period; 6,000 a statement, within the statement timeout), then
    // its MANAGER's 8 clients (REQUESTS_PER_ORG) ask again and again for their count, and for those created before 2000
    // (a field no index leads).
    for (let copy = 0; copy < (smoke ? 2 : 50); copy++) {
      await orm.em.getConnection().execute(
        `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                              period_start, period_end, due_date, status, created_at, kind)
         select org_id, gen_random_uuid(), booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                period_start, period_end, due_date, 'ISSUED', created_at, 'RENT'
           from invoice where org_id = ? and kind = 'RENT' limit 6000`,
        [noisyOrg],
      );
    }
    await orm.em.getConnection().execute('analyze invoice');
    const counters: Record<string, number> = {};
    let sent = 0;
    const counting = graphqlFlood(service.base, 8, counters, {
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', authorization: noisyToken },
        body: JSON.stringify({
          query: sent++ % 2 ? '{ invoices(first: 1) { totalCount } }' : '{ invoices(first: 1, filter: { createdAt: { lt: "2000-01-01T00:00:00Z" } }) { totalCount edges { node { id } } } }',
        }),
      }),
    });
    results.tenancy.push(await probeQuiet(service.base, quietToken, 'counts of 300,000 invoices from 8 clients', () => ({ ...counters })));
    await counting;
  }

  // Alone again: how far the machine itself drifted over the run (other work on it moves every figure).
  results.tenancy.push(await probeQuiet(service.base, quietToken, 'alone, again', () => ({})));
  await service.stop();

  if (runs('billing')) {
    // Many orgs' month billed by several processes: plans starting this month, nothing billed before the processes start.
    log(`seeding ${orgCount} orgs x ${plansPerOrg} billing plans: one through the services, the others copies of it`);
    const template = managerOf(randomUUID());
    await billedLeases(orm, template, plansPerOrg, monthStart(new Date()), monthStart(new Date(), 12));
    await copiesOf(orm, template.orgId, orgCount - 1);
    await orm.em.getConnection().execute('analyze');
    const planned = `from billing_plan p join invoice i on i.org_id = p.org_id and i.booking_id = p.booking_id and i.kind = 'RENT' where p.org_id <> all(?)`;
    const known = [`{${quietOrg},${noisyOrg}}`];
    const count = async () => Number((await orm.em.getConnection().execute<{ n: string }[]>(`select count(*) as n ${planned}`, known))[0]!.n);
    const expected = orgCount * plansPerOrg * periodsDue;
    log(`billing ${expected} invoices (${periodsDue} period(s) per plan) with ${processes} processes`);
    const started = performance.now();
    const services = await Promise.all(Array.from({ length: processes }, () => startService()));
    const readyMs = performance.now() - started;
    for (let billed = 0, shown = 0; billed < expected; billed = await count()) {
      if (performance.now() - started > 15 * 60_000) throw new Error(`billing did not finish in 15 minutes (${billed} of ${expected} invoices)`);
      if (performance.now() - shown > 10_000) {
        shown = performance.now();
        log(`  ${billed} of ${expected} invoices after ${Math.round((shown - started) / 1000)} s`);
      }
      await sleep(250);
    }
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    // Exactly once: as many invoices as (booking, period) pairs, each plan's booking billed for every period due.
    const [check] = await orm.em.getConnection().execute<{ invoices: string; pairs: string; bookings: string }[]>(
      `select count(*) as invoices, count(distinct (i.booking_id, i.period_start)) as pairs, count(distinct i.booking_id) as bookings ${planned}`,
      known,
    );
    const exactlyOnce = Number(check!.invoices) === expected && Number(check!.pairs) === expected && Number(check!.bookings) === orgCount * plansPerOrg;
    results.billing = { orgs: orgCount, plansPerOrg, processes, invoices: Number(check!.invoices), readyMs: Math.round(readyMs), seconds, exactlyOnce };
    log(`billed ${orgCount} orgs x ${plansPerOrg} plans with ${processes} processes: ${JSON.stringify(results.billing)}`);
    await Promise.all(services.map((service) => service.stop()));
  }
} finally {
  await stopProcesses();
  await orm.close();
  await database.close();
}

const solo = results.tenancy[0]!;
const targets = {
  quietP99AtMostTwiceAlone: results.tenancy.every((probe) => probe.p99Ms <= 2 * solo.p99Ms),
  zeroErrors: results.tenancy.every((probe) => probe.errors === 0),
  billedExactlyOnce: results.billing?.exactlyOnce === true,
};
console.log(`\nThe quiet org: ${rate} reads a second for ${duration} s per phase\n`);
console.log('phase | quiet p50 ms | quiet p99 ms | p99 / alone | requests | errors | the noisy org');
for (const probe of results.tenancy) {
  console.log([probe.phase, probe.p50Ms, probe.p99Ms, (probe.p99Ms / solo.p99Ms).toFixed(2), probe.requests, probe.errors, JSON.stringify(probe.noisy)].join(' | '));
}
console.log(`\nbilling: ${JSON.stringify(results.billing)}`);
console.log('targets: ' + Object.entries(targets).map(([name, met]) => `${name} ${met ? 'met' : 'MISSED'}`).join(', '));
// A smoke run or a choice of phases only shows the bench still works (it fails on errors and on billing not exactly once); it never replaces a real run's figures.
const resultsFile = process.env.BENCH_TENANCY_RESULTS ?? (smoke || process.env.BENCH_TENANCY_PHASES ? undefined : path.join(root, 'bench/tenancy-results.json'));
if (resultsFile) await writeFile(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), smoke, durationSeconds: duration, rate, cpus: availableParallelism(), ...results, targets }, null, 2)}\n`);
if (smoke && !(targets.zeroErrors && targets.billedExactlyOnce)) process.exitCode = 1;
