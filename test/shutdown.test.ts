import { type ChildProcess, execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEY, SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { gone, isAlive, startService } from './helpers/process.js';

interface Outcome {
  status?: number;
  id?: string;
  error?: string;
  /** When the answer (or the failure) arrived. */
  at?: number;
}

/** One POST on a connection of its own (no keep-alive), so a refusal can only mean "not accepted". */
function post(url: string, token: string, body: object): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const json = JSON.parse(text) as { data?: { createProperty?: { id: string } } };
            resolve({ status: res.statusCode, id: json.data?.createProperty?.id });
          } catch {
            resolve({ status: res.statusCode });
          }
        });
        res.on('error', (error) => resolve({ status: res.statusCode, error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

let t: TestApp;
let child: ChildProcess | undefined;
let dataDir: string;

beforeAll(async () => {
  t = await startTestApp(); // only for its database of its own
  dataDir = await mkdtemp(path.join(tmpdir(), 'rental-shutdown-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sandboxToken(address: string): Promise<string> {
  const response = await fetch(`${address}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: randomUUID(), roles: ['OWNER'] }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('SIGTERM under load', () => {
  it('finishes in-flight requests, keeps every acknowledged write, and exits 0', async () => {
    // The README's command; the signal goes to npm's pid, as a process manager sends it.
    const service = await startService({
      DATABASE_URL: t.databaseUrl,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...SIGNING_KEYS,
      RATE_LIMIT_ENABLED: 'false',
      DB_POOL_MAX: '5',
    });
    child = service.child;
    const { address, exited } = service;
    const token = await sandboxToken(address);

    const mutation = 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }';
    // Steady load: up to 40 requests in flight at any time.
    const outcomes: Promise<Outcome>[] = [];
    let answered = 0;
    let inFlight = 0;
    let signalledAt: number | undefined;
    let afterSignal = 0;
    const deadline = Date.now() + 60_000;
    for (let i = 0; afterSignal < 100 && Date.now() < deadline; i += 1) {
      while (inFlight >= 40) await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight += 1;
      const input = { name: `Load ${i}`, type: 'APARTMENT', city: 'Douala' };
      outcomes.push(
        post(`${address}/graphql`, token, { query: mutation, variables: { input } }).then((outcome) => {
          inFlight -= 1;
          if (outcome.status === 200) answered += 1;
          return { ...outcome, at: Date.now() };
        }),
      );
      if (signalledAt !== undefined) afterSignal += 1;
      // Mid-way: once writes are being acknowledged, with more in flight behind them.
      if (signalledAt === undefined && answered >= 30 && inFlight >= 20) {
        child.kill('SIGTERM');
        signalledAt = Date.now();
      }
    }
    expect(signalledAt).toBeDefined();
    const results = await Promise.all(outcomes);
    const code = await exited;

    expect(code).toBe(0);
    expect(service.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down: finishing in-flight requests', 'stopped']));
    expect(isAlive(service.pid)).toBe(false);

    const acknowledged = results.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    // Requests in flight when the signal came were finished, not dropped.
    expect(acknowledged.some((r) => r.at! > signalledAt!)).toBe(true);
    // Every acknowledged write carries its id and is in the database.
    const ids = acknowledged.map((r) => r.id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    const rows = await t.sql<{ id: string }>('select id from property where id = any($1::uuid[])', [ids]);
    expect(rows.length).toBe(ids.length);

    // Nothing was cut off mid-answer: each request got a whole answer (2xx, or 503 while
    // closing) or was never accepted (connection refused once the listener closed).
    for (const result of results) {
      if (result.status !== undefined) {
        expect([200, 503]).toContain(result.status);
        expect(result.error).toBeUndefined();
      } else {
        expect(['ECONNREFUSED', 'ECONNRESET']).toContain(result.error);
      }
    }
    // The service refused work after the signal, so the test really stopped it mid-way.
    expect(results.some((r) => r.status !== 200)).toBe(true);
  }, 120_000);
});

/**
 * A POST whose body arrives in two parts: the request is in flight (routed, its body
 * being read) from the first part on, and its answer can only come after the second.
 */
function slowPost(url: string, token: string, body: object) {
  const payload = Buffer.from(JSON.stringify(body));
  let finish!: () => void;
  const answer = new Promise<{ status?: number; text: string; error?: string }>((resolve) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': payload.length, authorization: `Bearer ${token}` } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, text }));
        res.on('error', (error) => resolve({ status: res.statusCode, text, error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ text: '', error: error.code ?? error.message }));
    req.write(payload.subarray(0, 20));
    finish = () => req.end(payload.subarray(20));
  });
  return { answer, finish };
}

describe("the README's `npm start` with the embedded database", () => {
  it.each([
    ['SIGTERM', 'npm'],
    ['SIGINT', 'npm'],
    ['SIGTERM', 'the service'],
    ['SIGINT', 'the service'],
    // Ctrl-C in a terminal: every process of the foreground group gets SIGINT.
    ['SIGINT', 'the process group'],
  ] as const)('on %s to %s: a slow in-flight request gets its whole answer, then the service and its PostgreSQL are gone', async (signal, target) => {
    const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', SANDBOX_SIGNING_KEY: SANDBOX_KEY, SWEEP_INTERVAL_SECONDS: '0' };
    const service = await startService(env, undefined, { ownGroup: target === 'the process group' });
    child = service.child;
    expect(service.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/); // a sandbox listens on this machine only
    const postmaster = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    expect(isAlive(postmaster)).toBe(true);

    const token = await sandboxToken(service.address);
    const mutation = 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id name } }';
    const slow = slowPost(`${service.address}/graphql`, token, { query: mutation, variables: { input: { name: `Slow ${signal}`, type: 'HOUSE', city: 'Kribi' } } });
    // The first part has reached the service once a request on another connection has been answered after it.
    expect((await fetch(`${service.address}/healthz`)).status).toBe(200);

    const pid = { npm: service.child.pid!, 'the service': service.pid, 'the process group': -service.child.pid! }[target];
    process.kill(pid, signal);
    await service.logged('shutting down: finishing in-flight requests');
    slow.finish();
    const answer = await slow.answer;

    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(200);
    const json = JSON.parse(answer.text) as { data: { createProperty: { id: string; name: string } } };
    expect(json.data.createProperty.name).toBe(`Slow ${signal}`);

    expect(await service.exited, JSON.stringify(service.logs.slice(-8))).toBe(0);
    const messages = service.logs.map((line) => line.msg);
    expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('shutting down: finishing in-flight requests'));
    expect(await gone(service.pid)).toBe(true);
    expect(await gone(postmaster)).toBe(true);
    expect(existsSync(path.join(dataDir, 'service.json'))).toBe(false);
  }, 90_000);
});

describe('an uncaught error while the service stops', () => {
  /** A process routing its output as the service does, that throws `error` (code `code`) uncaught, stopping or not; exits 0 200 ms later if it lives. */
  const outcome = (code: string, stopping: boolean) =>
    new Promise<{ exit: number; lines: { level: number; msg: string }[] }>((resolve) => {
      const script = `
        const { pino } = await import('pino');
        const { routeProcessOutput } = await import('./src/server/process-output.ts');
        routeProcessOutput(pino(), () => ${stopping});
        setTimeout(() => { throw Object.assign(new Error('terminating connection due to administrator command'), { code: '${code}' }); }, 10);
        setTimeout(() => process.exit(0), 200);`;
      execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '..') }, (error, stdout) => {
        const lines = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });
        resolve({ exit: typeof error?.code === 'number' ? error.code : 0, lines });
      });
    });

  it("is fatal, except the database's connections ending once the service is stopping", async () => {
    // graphile-worker may resolve its stop with a query in flight; the embedded PostgreSQL stopping next ends it.
    const ended = await outcome('57P01', true);
    expect(ended.exit).toBe(0);
    expect(ended.lines.map((line) => [line.level, line.msg])).toEqual([[40, 'a database connection ended during shutdown: terminating connection due to administrator command']]);
    expect((await outcome('57P01', false)).exit).toBe(1);
    const other = await outcome('ERR_SOMETHING_ELSE', true);
    expect(other.exit).toBe(1);
    expect(other.lines.map((line) => line.level)).toEqual([60]);
  }, 60_000);
});
