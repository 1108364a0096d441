import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOG_LEVELS } from '../src/server/config.js';
import { SIGNING_KEYS } from './helpers/app.js';
import { plainEnv, root } from './helpers/process.js';
import { withDatabase } from './setup/database.js';

/** Every line a process writes, stdout and stderr alike, and whether each is JSON. */
interface Output {
  child: ChildProcess;
  lines: { stream: 'stdout' | 'stderr'; text: string }[];
  exited: Promise<number | null>;
  /** Resolves with the first JSON line (so far or to come) that `test` accepts; rejects if the process ends first, or after 30 s. */
  line(test: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

function parsed(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The service as `npm start` runs it (node, tsx, src/main.ts), without npm's own banner lines. */
function service(env: Record<string, string>): Output {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: root, env: plainEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: Output['lines'] = [];
  const waiting: { test: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    createInterface({ input: child[stream]! }).on('line', (text) => {
      lines.push({ stream, text });
      const line = parsed(text);
      if (line) for (const waiter of waiting.filter((w) => w.test(line))) waiter.resolve(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    child,
    lines,
    exited,
    line: (test) =>
      new Promise((resolve, reject) => {
        const seen = lines.map((line) => parsed(line.text)).find((line) => line && test(line));
        if (seen) return resolve(seen);
        waiting.push({ test, resolve });
        const seenSoFar = () => lines.map((l) => l.text).join('\n');
        void exited.then((code) => reject(new Error(`exited ${code} first: ${seenSoFar()}`)));
        // Bounded, so that the test's finally stops the service instead of leaving it behind.
        setTimeout(() => reject(new Error(`no such line within 30 s: ${seenSoFar()}`)), 30_000).unref();
      }),
  };
}

const notJson = (output: Output) => output.lines.filter((line) => !parsed(line.text));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// A database of this file's own, whose every connection is the service's.
const database = `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const databaseUrl = withDatabase(inject('databaseServerUrl'), database);
const onServer = async (sql: string) => {
  const admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};
beforeAll(() => onServer(`create database ${database} template ${inject('templateDatabase')}`));
afterAll(() => onServer(`drop database if exists ${database} with (force)`));

const base = () => ({ ...SIGNING_KEYS, DATABASE_URL: databaseUrl, PORT: '0', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });

describe('every line the service writes is JSON', () => {
  it('refuses an invalid LOG_LEVEL at start: one JSON line naming the valid levels, exit 1', async () => {
    const output = service({ ...base(), LOG_LEVEL: 'verbose' });
    expect(await output.exited).toBe(1);
    expect(notJson(output)).toEqual([]);
    expect(output.lines).toHaveLength(1);
    const line = parsed(output.lines[0]!.text)!;
    expect(line.level).toBe(60);
    expect(line.msg).toMatch(/^Invalid configuration: LOG_LEVEL/);
    for (const level of LOG_LEVELS) expect(line.msg).toContain(`"${level}"`);
  }, 60_000);

  it('refuses a REDIS_URL nothing listens on: one JSON line saying so, exit 1', async () => {
    const port = await freePort();
    const output = service({ ...base(), REDIS_URL: `redis://127.0.0.1:${port}/0` });
    expect(await output.exited).toBe(1);
    expect(notJson(output)).toEqual([]);
    expect(output.lines).toHaveLength(1);
    expect(parsed(output.lines[0]!.text)).toMatchObject({ level: 60, msg: expect.stringMatching(new RegExp(`^Redis \\(REDIS_URL\\) is unreachable: .*ECONNREFUSED 127\\.0\\.0\\.1:${port}`)) });
  }, 60_000);

  it('logs as JSON what Redis, PostgreSQL and Node report while it runs: Redis gone, its connections killed, a warning', async () => {
    const redisPort = await freePort();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const redisGone = new Promise((resolve) => redis.once('close', resolve));
    await new Promise<void>((resolve) => createInterface({ input: redis.stdout! }).on('line', (text) => text.includes('Ready to accept connections') && resolve()));
    // Node's warnings, as a library would emit one (pg's deprecations are such warnings): on each request.
    const warnOnRequest = `import dc from 'node:diagnostics_channel'; dc.subscribe('http.server.request.start', () => process.emitWarning('a library is deprecated', 'DeprecationWarning', 'DEP_TEST'));`;
    const output = service({
      ...base(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(warnOnRequest)}`,
    });
    try {
      const { address } = (await output.line((line) => line.msg === 'listening')) as { address: string };
      // Ready: the pool holds a connection, for PostgreSQL to end below.
      expect((await fetch(`${address}/readyz`)).status).toBe(200);
      await output.line((line) => line.msg === 'a library is deprecated');

      // PostgreSQL ends the service's connections (a restart, a failover, an administrator); the pool finds out on its next use.
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`);
      // Readiness reads the database at most once a second (src/server/app.ts): the next one after that second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // A failed request names what the service wrote last (it must not have stopped).
      await fetch(`${address}/readyz`).catch((error: unknown) => {
        throw new Error(`readyz failed (${String(error)}): ${output.lines.slice(-6).map((line) => line.text).join('\n')}`);
      });
      await output.line((line) => typeof line.msg === 'string' && line.msg.includes('Connection Error'));

      redis.kill('SIGKILL');
      await redisGone;
      await output.line((line) => typeof line.msg === 'string' && line.msg.startsWith('Redis is not answering'));
      // Requests still answered: the limiter lets them through while its store is down.
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
    } finally {
      redis.kill('SIGKILL');
      output.child.kill('SIGTERM');
      await output.exited;
    }
    expect(notJson(output)).toEqual([]);
    expect(output.lines.map((line) => parsed(line.text)!.msg)).toContain('stopped');
  }, 90_000);
});
