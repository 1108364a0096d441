import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartupError } from '../src/db/startup-error.js';
import { rateLimitCounter } from '../src/server/rate-limit-store.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';

/**
 * The rate limiter's Redis (REDIS_URL) failing under a running service: a
 * real redis-server of the test's own, killed, stopped (SIGSTOP: open but
 * silent) and started again. Requests keep their pace (counted in memory at
 * once), readiness and metrics say Redis is down, one log line per change.
 */
const METRICS_TOKEN = randomBytes(24).toString('hex');
let port: number;
let redis: ChildProcess | undefined;
let t: TestApp;
let caller: Caller;
const lines: { level: number; msg: string }[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function startRedis(): Promise<void> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  redis = child;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    child.stdout!.on('data', (data: Buffer) => {
      if (data.toString().includes('Ready to accept connections')) resolve();
    });
  });
}

async function killRedis(): Promise<void> {
  const child = redis!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  redis = undefined;
}

/** Polls a condition the service reaches by itself (a reconnect, an event handled), within a bound. */
async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const readiness = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json() as { status: string; redis?: string };
const redisUpMetric = async () => /^redis_up (\d)$/m.exec((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body)?.[1];
const logged = (text: string) => lines.filter((line) => line.msg.includes(text));
const me = async () => {
  const started = performance.now();
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ me { userId } }' } });
  return { status: response.statusCode, ms: performance.now() - started, remaining: response.headers['x-ratelimit-remaining'] };
};

beforeAll(async () => {
  port = await freePort();
  await startRedis();
  t = await startTestApp(
    { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1000', REDIS_URL: `redis://127.0.0.1:${port}/0`, METRICS_TOKEN, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } },
  );
  caller = await t.caller(['OWNER']);
});
afterAll(async () => {
  await t?.close();
  redis?.kill('SIGCONT');
  redis?.kill('SIGKILL');
});

describe('Redis down under a running service', () => {
  it('counts in Redis while it is up, ready and redis_up 1', async () => {
    expect((await me()).status).toBe(200);
    expect(await readiness()).toEqual({ status: 'ready', redis: 'up' });
    expect(await redisUpMetric()).toBe('1');
    const direct = new Redis(`redis://127.0.0.1:${port}/0`);
    try {
      expect(await direct.keys('rental-rate-limit:*')).toHaveLength(1);
    } finally {
      direct.disconnect();
    }
  });

  it('killed: requests keep answering at once, counted in memory; readiness degraded, redis_up 0, one warning', async () => {
    await killRedis();
    await until(async () => (await readiness()).redis === 'down', 'readiness says Redis is down');
    expect(await readiness()).toEqual({ status: 'degraded', redis: 'down' });
    expect(await redisUpMetric()).toBe('0');
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await me());
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Counted in this process's memory: the budget still goes down, request by request.
    expect(Number(answers.at(-1)!.remaining)).toBe(Number(answers[0]!.remaining) - 19);
    // No command waits for Redis: well under the command timeout's order of a second that each once cost.
    for (const { ms } of answers) expect(ms).toBeLessThan(300);
    const warnings = logged('Redis is not answering');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
  });

  it('started again: shared again by itself, ready, redis_up 1, one line saying so', async () => {
    await startRedis();
    await until(async () => (await readiness()).redis === 'up', 'readiness says Redis is up');
    expect(await readiness()).toEqual({ status: 'ready', redis: 'up' });
    expect(await redisUpMetric()).toBe('1');
    expect((await me()).status).toBe(200);
    const direct = new Redis(`redis://127.0.0.1:${port}/0`);
    try {
      // A fresh server: the count is there again.
      expect(await direct.keys('rental-rate-limit:*')).toHaveLength(1);
    } finally {
      direct.disconnect();
    }
    expect(logged('Redis answers again')).toHaveLength(1);
    expect(logged('Redis is not answering')).toHaveLength(1);
  });

  it('stopped (connection open, no answer): one request waits the command timeout, the next none; back when it answers', async () => {
    redis!.kill('SIGSTOP');
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await me());
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const { ms } of answers) expect(ms).toBeLessThan(300);
    expect(await readiness()).toEqual({ status: 'degraded', redis: 'down' });
    expect(logged('Redis is not answering')).toHaveLength(2);
    redis!.kill('SIGCONT');
    await until(async () => (await readiness()).redis === 'up', 'readiness says Redis is up after SIGCONT');
    expect(logged('Redis answers again')).toHaveLength(2);
    expect((await me()).status).toBe(200);
  });

  it('is refused at start when unreachable, in one line saying why (a configuration error, not a per-request one)', async () => {
    const unreachable = `redis://127.0.0.1:${await freePort()}/0`;
    const log = { warn: () => undefined, info: () => undefined };
    const refusal = rateLimitCounter(t.orm, { redisUrl: unreachable, redisCommandTimeoutMs: 100, log });
    await expect(refusal).rejects.toBeInstanceOf(StartupError);
    await expect(refusal).rejects.toThrow(/^Redis \(REDIS_URL\) is unreachable: connect ECONNREFUSED/);
  });
});
