/**
 * `npm run bench`: the service under load on a dataset of its own.
 *
 * Starts PostgreSQL (embedded in a temporary directory, or a fresh database on
 * DATABASE_URL's server), migrates, seeds through the service functions, serves
 * the app on a loopback port and drives it with autocannon: the nested
 * portfolio (and a hand-written SQL baseline of it), one invoice on GraphQL and
 * on REST, the REST bookings list, and paying invoices on REST. Then the
 * project beside PostGraphile 5 and a one-statement floor, each a server
 * process of its own, in rounds (bench/peer/compare.ts). Prints the tables and
 * writes bench/results.json.
 *
 * Settings (environment or --name=value): BENCH_PROPERTIES, BENCH_UNITS,
 * BENCH_BOOKINGS, BENCH_INVOICES, BENCH_DURATION (seconds per run),
 * BENCH_CONCURRENCY (comma-separated), BENCH_ONLY (run the workloads whose
 * name contains one of its comma-separated parts, for profiling), BENCH_SMOKE=1
 * (tiny dataset, 1 s runs), BENCH_DATABASE_URL (a database to use as it is,
 * instead of a fresh one), BENCH_RESULTS (where to write the results). The
 * comparison: BENCH_PEERS=0 (leave it out), BENCH_ROUNDS (3), BENCH_PEER_DURATION
 * (seconds per run, 3), BENCH_PEER_CONCURRENCY (BENCH_CONCURRENCY's), BENCH_GROWTH=0
 * (no extra page sizes), BENCH_PEER_WARM_UP (requests per shape and server before
 * measuring, 5), BENCH_PEER_SHAPES (the shapes driven, by name, comma-separated),
 * BENCH_CPU_PROFILE (a directory for a CPU profile of the project's server). A smoke run checks every shape's answers, drives three shapes for
 * 0.5 s at concurrency 1 and fails on errors or answers that differ.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { print } from 'graphql';
import { migrate, openDatabase } from '../src/db/orm.js';
import type { Actor } from '../src/domain/roles.js';
import { routes } from '../src/rest/routes.js';
import { buildApp } from '../src/server/app.js';
import { comparePeers, comparisonReport, tableLines } from './peer/compare.js';
import { benchServiceConfig } from './service-config.js';
import { PORTFOLIO_QUERY, registerBaseline, baselinePortfolio } from './baseline.js';
import { seedDataset, type DatasetSize } from './dataset.js';
import { benchEvents } from './events.js';
import { freshDatabase } from './fresh-database.js';

const options: Record<string, string | undefined> = { ...process.env };
for (const arg of process.argv.slice(2)) {
  const [, name, value] = /^--([\w-]+)=(.*)$/.exec(arg) ?? [];
  if (name) options[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`] = value;
}
const smoke = options.BENCH_SMOKE === '1';
const setting = (name: string, normal: number, tiny: number) => Number(options[`BENCH_${name}`] ?? (smoke ? tiny : normal));
const size: DatasetSize = {
  properties: setting('PROPERTIES', 200, 20),
  units: setting('UNITS', 2000, 60),
  bookings: setting('BOOKINGS', 8000, 120),
  invoices: setting('INVOICES', 50_000, 600),
};
const duration = setting('DURATION', 10, 1);
const concurrencies = (options.BENCH_CONCURRENCY ?? (smoke ? '1,10' : '1,10,50')).split(',').map(Number);
const TENANTS = 20;

const log = (message: string) => process.stderr.write(`${message}\n`);
/** The machine's load average (1, 5, 15 minutes) as the run starts: on a shared machine the figures mean little without it. */
const loadAtStart = loadavg().map((load) => Math.round(load * 100) / 100);

// The database: a fresh one on DATABASE_URL's server, or an embedded server in a temporary directory.
const workDir = await mkdtemp(path.join(tmpdir(), 'rental-bench-'));
// A database used as it is (a Citus cluster's, say, where a new database would need the extension on every node); the run seeds an org of its own.
const fresh = options.BENCH_DATABASE_URL ? undefined : await freshDatabase('rental_bench', options.DATABASE_URL);
const databaseUrl = options.BENCH_DATABASE_URL ?? fresh!.url;

const config = benchServiceConfig(databaseUrl);
// Every statement the service sends (BEGIN/COMMIT and savepoints are not seen by this hook).
let statements = 0;
const orm = await openDatabase({ url: databaseUrl, ...config.database, onQuery: () => void statements++ });
await migrate(orm);

const orgId = randomUUID();
const manager: Actor = { orgId, userId: randomUUID(), roles: ['MANAGER'] };
const tenants: string[] = Array.from({ length: TENANTS }, () => randomUUID());
log(`seeding through the services: ${JSON.stringify(size)}`);
const seedStarted = performance.now();
const dataset = await seedDataset(orm, manager, tenants, size, (step, rows, ms) =>
  log(`  ${step}: ${rows} in ${(ms / 1000).toFixed(1)} s (${Math.round((rows / ms) * 1000)}/s)`),
);
const seedSeconds = (performance.now() - seedStarted) / 1000;
await orm.em.getConnection().execute('analyze');

const app = await buildApp({ config, orm });
registerBaseline(app, orm, orgId);
const address = await app.listen({ host: config.host, port: 0 });
const tokenFor = async (userId: string, roles: string[]) =>
  `Bearer ${(await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, userId, roles } })).json().access_token}`;
const managerToken = await tokenFor(manager.userId, ['MANAGER']);
const tenantTokens = new Map(await Promise.all(tenants.map(async (id) => [id, await tokenFor(id, ['TENANT'])] as const)));

const invoiceOperation = print(routes.find((route) => route.url === '/invoices/:id')!.operation);
const json = { 'content-type': 'application/json', authorization: managerToken };

// The portfolio answered by the API and by the baseline must be the very same JSON, or the comparison means nothing.
const apiPortfolio = (await app.inject({ method: 'POST', url: '/graphql', headers: json, payload: { query: PORTFOLIO_QUERY } })).json();
// The data only: the API's answer also reports its cost in `extensions`.
const sameShape = isDeepStrictEqual({ data: apiPortfolio.data }, await baselinePortfolio(orm, orgId));
if (!sameShape) log('WARNING: the baseline answer differs from the API answer');

/** Round-robin over invoices for the read workloads; each pay takes the next unpaid one. */
let readCursor = 0;
const nextInvoice = () => dataset.invoices[readCursor++ % dataset.invoices.length]!;
let payCursor = 0;

interface Workload {
  name: string;
  request: autocannon.Request;
}
const workloads: Workload[] = [
  { name: 'nested portfolio (GraphQL)', request: { method: 'POST', path: '/graphql', headers: json, body: JSON.stringify({ query: PORTFOLIO_QUERY }) } },
  { name: 'nested portfolio (SQL baseline)', request: { method: 'GET', path: '/bench/baseline/portfolio' } },
  {
    name: 'invoice by id (GraphQL)',
    request: {
      method: 'POST',
      path: '/graphql',
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: invoiceOperation, variables: { id: nextInvoice().id } }) }),
    },
  },
  {
    name: 'invoice by id (REST 12)',
    request: { method: 'GET', headers: { authorization: managerToken }, setupRequest: (request) => ({ ...request, path: `/api/v1/invoices/${nextInvoice().id}` }) },
  },
  { name: 'bookings list (REST 9)', request: { method: 'GET', path: '/api/v1/bookings?limit=100', headers: { authorization: managerToken } } },
  {
    name: 'pay invoice (REST 13)',
    request: {
      method: 'POST',
      setupRequest: (request) => {
        const invoice = dataset.invoices[payCursor++ % dataset.invoices.length]!;
        const headers = { authorization: tenantTokens.get(invoice.tenantUserId)!, 'idempotency-key': randomUUID() };
        return { ...request, path: `/api/v1/invoices/${invoice.id}/pay`, headers };
      },
    },
  },
];

interface Row {
  workload: string;
  concurrency: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  statementsPerRequest: number;
}

const percentile = (sorted: number[], p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

async function drive(workload: Workload, connections: number): Promise<Row> {
  const latencies: number[] = [];
  const before = statements;
  // GraphQL answers a failed operation (UNAVAILABLE when the pool is exhausted, ...) with errors in a 200 body: count those too.
  let graphqlErrors = 0;
  const onResponse = (status: number, body: string) => {
    if (status < 300 && workload.request.path === '/graphql' && body.includes('"errors"')) graphqlErrors++;
  };
  const instance = autocannon({ url: address, connections, duration, requests: [{ ...workload.request, onResponse }] });
  // The instance reports (client, status, bytes, ms); @types/autocannon leaves out the client.
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  // Requests cut off by the end of the run still finish on the server: count their statements too, over every request sent.
  for (let last = -1; last !== statements; await new Promise((resolve) => setTimeout(resolve, 300))) last = statements;
  latencies.sort((a, b) => a - b);
  const requests = latencies.length;
  return {
    workload: workload.name,
    concurrency: connections,
    requests,
    requestsPerSecond: Math.round((requests / result.duration) * 10) / 10,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    errors: result.non2xx + result.errors + graphqlErrors,
    statementsPerRequest: Math.round(((statements - before) / Math.max(1, result.requests.sent)) * 10) / 10,
  };
}

const rows: Row[] = [];
const only = (options.BENCH_ONLY ?? '').split(',');
for (const workload of workloads.filter((w) => only.some((part) => w.name.includes(part)))) {
  for (const connections of concurrencies) {
    const row = await drive(workload, connections);
    rows.push(row);
    log(`  ${row.workload} @${connections}: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms, errors ${row.errors}`);
  }
}

// The project beside PostGraphile and the one-statement floor, each a server process of its own (bench/peer/compare.ts).
const peers =
  options.BENCH_PEERS === '0'
    ? null
    : await comparePeers({
        databaseUrl,
        orgId,
        invoiceIds: dataset.invoices.map((invoice) => invoice.id),
        duration: setting('PEER_DURATION', 3, 0.5),
        rounds: setting('ROUNDS', 3, 1),
        concurrencies: (options.BENCH_PEER_CONCURRENCY ?? (smoke ? '1' : concurrencies.join(','))).split(',').map(Number),
        growth: setting('GROWTH', 1, 0) === 1,
        // A smoke run drives one shape of each kind: nested GraphQL, a small GraphQL read, a REST read.
        ...(smoke ? { driven: ['depth 4', 'invoice by id', 'bookings list (REST 9)'] } : {}),
        ...(options.BENCH_PEER_SHAPES ? { driven: options.BENCH_PEER_SHAPES.split(',') } : {}),
        cpuProfileDir: options.BENCH_CPU_PROFILE,
        warmUp: setting('PEER_WARM_UP', 5, 2),
        poolMax: config.database.poolMax,
        log,
      });

const lines = tableLines(
  ['workload', 'conc', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'SQL/req'],
  rows.map((row) => [row.workload, row.concurrency, row.requestsPerSecond, row.p50Ms, row.p95Ms, row.p99Ms, row.errors, row.statementsPerRequest].map(String)),
);

const at = (workload: string, connections: number) => rows.find((row) => row.workload === workload && row.concurrency === connections);
/** ours / theirs in requests per second at each concurrency both were run at (BENCH_ONLY may leave a side out). */
const ratioOf = (ours: string, theirs: string) =>
  concurrencies.flatMap((connections) => {
    const [a, b] = [at(ours, connections), at(theirs, connections)];
    return a && b ? [{ concurrency: connections, ratio: Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100 }] : [];
  });
const nestedVsBaseline = ratioOf('nested portfolio (GraphQL)', 'nested portfolio (SQL baseline)');
const restVsGraphql = ratioOf('invoice by id (REST 12)', 'invoice by id (GraphQL)');
const ratios = { nestedVsBaseline, restVsGraphql };
/** A target over some rows: met, missed, or null when the run did not measure it. */
const judged = <T>(list: T[], met: (item: T) => boolean) => (list.length ? list.every(met) : null);
const nestedAt10 = at('nested portfolio (GraphQL)', 10);
const nestedRows = rows.filter((row) => row.workload === 'nested portfolio (GraphQL)');
const targets = {
  // properties, units, bookings, invoices, and the tenant scope.
  nestedStatementsAtMostLevelsPlusAuth: judged(nestedRows, (row) => row.statementsPerRequest <= 5),
  nestedAtLeastHalfOfBaseline: judged(nestedVsBaseline, ({ ratio }) => ratio >= 0.5),
  // REST no more than 15 % slower than the same GraphQL operation (faster is fine).
  restWithin15PercentOfGraphql: judged(restVsGraphql, ({ ratio }) => ratio >= 0.85),
  zeroErrors: judged(rows, (row) => row.errors === 0),
  nestedP99Below100MsAt10: nestedAt10 ? nestedAt10.p99Ms < 100 : null,
};

console.log(`\nDataset ${JSON.stringify(size)}, seeded through the services in ${seedSeconds.toFixed(0)} s; ${duration} s per run; baseline answer identical: ${sameShape}\n`);
console.log(lines.join('\n'));
const ratioLine = (name: string, list: { concurrency: number; ratio: number }[]) => list.map(({ concurrency, ratio }) => `${name} @${concurrency} ${ratio}`);
console.log(`\nratios (req/s): ${[...ratioLine('nested/baseline', nestedVsBaseline), ...ratioLine('REST 12/GraphQL', restVsGraphql)].join(', ')}`);
console.log('targets: ' + Object.entries(targets).map(([name, met]) => `${name} ${met === null ? 'n/a' : met ? 'met' : 'MISSED'}`).join(', '));
if (peers) console.log(`\n${comparisonReport(peers)}`);
// In CI the comparison fails the bench when a server errs or the three answer different records.
if (smoke && peers && !(peers.answersMatch && peers.errors === 0)) process.exitCode = 1;

// A smoke run only shows the bench still works; it never replaces the figures of a real run.
const resultsFile = options.BENCH_RESULTS ?? path.join(smoke ? workDir : path.dirname(fileURLToPath(import.meta.url)), 'results.json');
await writeFile(
  resultsFile,
  `${JSON.stringify({ at: new Date().toISOString(), smoke, dataset: size, seedSeconds: Math.round(seedSeconds), durationSeconds: duration, cpus: availableParallelism(), loadAverage: { start: loadAtStart, end: loadavg().map((load) => Math.round(load * 100) / 100) }, baselineIdentical: sameShape, results: rows, ratios, targets, peers }, null, 2)}\n`,
);
if (!smoke) log(`wrote ${resultsFile}`);

await app.close();
await orm.close();
// Events (docs/events.md): the outbox's cost on a write and commit-to-reader latency, in orgs of their own (after the app above has stopped its webhook worker).
const events = only.some((part) => 'events'.includes(part)) ? await benchEvents({ databaseUrl, smoke, log }) : undefined;
if (events) console.log(`\n${events.report}`);
await fresh?.close();
await rm(workDir, { recursive: true, force: true });
// In CI (BENCH_SMOKE=1) the bench fails on what is not about speed: errors, a baseline that answers differently, statements growing.
if (smoke && !(sameShape && targets.zeroErrors && targets.nestedStatementsAtMostLevelsPlusAuth && !events?.errors)) process.exitCode = 1;
