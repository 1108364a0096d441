/**
 * `npm run bench:citus`: the cost of distribution as a ratio. Runs the same
 * bench (bench/run.ts: the same dataset, seeded through the services) twice
 * in one go, first on plain PostgreSQL (embedded, or DATABASE_URL's server)
 * and then on a Citus cluster (CITUS_DATABASE_URL, e.g. the URL that
 * `../shared/citus/cluster.sh up` prints), for the nested portfolio read and
 * the payment write, and prints requests per second and latency side by side.
 *
 * Every other BENCH_* setting passes through (BENCH_SMOKE=1 for a quick run).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const citusUrl = process.env.CITUS_DATABASE_URL;
if (!citusUrl) {
  console.error('CITUS_DATABASE_URL is not set: start a cluster with ../shared/citus/cluster.sh up and pass the URL it prints.');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const WORKLOADS = 'nested portfolio (GraphQL),pay invoice';

interface Row {
  workload: string;
  concurrency: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function benchOn(target: 'plain' | 'citus', dir: string): Promise<Row[]> {
  const results = path.join(dir, `${target}.json`);
  // Plain against distributed PostgreSQL for the project alone: no peer comparison.
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_ONLY: WORKLOADS, BENCH_RESULTS: results, BENCH_PEERS: '0' };
  if (target === 'citus') env.BENCH_DATABASE_URL = citusUrl;
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the bench on ${target} exited ${code}`);
  return (JSON.parse(await readFile(results, 'utf8')) as { results: Row[] }).results;
}

const dir = await mkdtemp(path.join(tmpdir(), 'rental-bench-citus-'));
try {
  const plain = await benchOn('plain', dir);
  const citus = await benchOn('citus', dir);
  const lines = [['workload', 'conc', 'plain req/s', 'citus req/s', 'citus/plain', 'plain p50', 'citus p50', 'plain p99', 'citus p99', 'errors']];
  for (const row of plain) {
    const other = citus.find((candidate) => candidate.workload === row.workload && candidate.concurrency === row.concurrency);
    if (!other) continue;
    lines.push([
      row.workload,
      String(row.concurrency),
      String(row.requestsPerSecond),
      String(other.requestsPerSecond),
      (other.requestsPerSecond / row.requestsPerSecond).toFixed(2),
      `${row.p50Ms} ms`,
      `${other.p50Ms} ms`,
      `${row.p99Ms} ms`,
      `${other.p99Ms} ms`,
      `${row.errors} / ${other.errors}`,
    ]);
  }
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  console.log('\nPlain PostgreSQL against a two-node Citus cluster, same dataset and workloads:\n');
  for (const line of lines) console.log(line.map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  '));
  if ([...plain, ...citus].some((row) => row.errors)) process.exitCode = 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
