import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  base: string;
  /** From spawning to /readyz answering. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Every process a bench started: `stopProcesses` stops them however the run ends (one left behind keeps the bench's stderr open). */
const children = new Set<ChildProcess>();

/** Stops a child with SIGTERM, then SIGKILL after 20 s. */
export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    children.delete(child);
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => (clearTimeout(killer), resolve()));
    child.kill('SIGTERM');
  });

/** Counts `child` among the processes `stopProcesses` stops. */
export const ownProcess = (child: ChildProcess) => void children.add(child);

/** Stops every process still running that the bench started. */
export const stopProcesses = () => Promise.all([...children].map(stopProcess));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The service as `npm start` runs it, in a process of its own: a sandbox signed with `key` (it mints the load's
 * tokens) on `databaseUrl`, quiet, rate limits far above any bench's load; `env` adds or overrides settings.
 * Resolves once /readyz answers.
 */
export async function startServiceProcess(databaseUrl: string, key: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const started = performance.now();
  // To look inside a run: BENCH_NODE_ARGS, Node's own flags for the service (`--trace-gc`, which NODE_OPTIONS refuses),
  // and BENCH_SERVICE_STDOUT, a file its standard output is appended to (where `--trace-gc` writes).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const stdout = process.env.BENCH_SERVICE_STDOUT ? openSync(process.env.BENCH_SERVICE_STDOUT, 'a') : 'ignore';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    stdio: ['ignore', stdout, 'inherit'],
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
      RATE_LIMIT_MAX: '1000000',
      ...env,
      // Settings to try a bench under (JSON), e.g. {"REQUESTS_PER_ORG":"2"}.
      ...(JSON.parse(process.env.BENCH_SERVICE_ENV ?? '{}') as Record<string, string>),
    },
  });
  ownProcess(child);
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    if (await fetch(`${base}/readyz`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, readyMs: performance.now() - started, stop: () => stopProcess(child) };
}

/** A sandbox token for `userId` in `orgId`, as the Authorization header. */
export async function sandboxToken(base: string, orgId: string, roles: string[], userId: string): Promise<string> {
  const response = await fetch(`${base}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orgId, userId, roles }) });
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}
