import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEY, startTestApp, type TestApp } from './helpers/app.js';

const root = fileURLToPath(new URL('..', import.meta.url));

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

beforeAll(async () => {
  t = await startTestApp(); // only for its database of its own
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await t.close();
});

describe('SIGTERM under load', () => {
  it('finishes in-flight requests, keeps every acknowledged write, and exits 0', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      // A plain environment: not the test runner's (its NODE_OPTIONS and hooks are not the service's).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: t.databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SANDBOX_SIGNING_KEY: SANDBOX_KEY,
        RATE_LIMIT_ENABLED: 'false',
        DB_POOL_MAX: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const logLines: string[] = [];
    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`service did not start: ${stderr}`)), 60_000);
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        logLines.push(line);
        try {
          const entry = JSON.parse(line) as { msg?: string; address?: string };
          if (entry.msg === 'listening' && entry.address) {
            clearTimeout(timer);
            resolve(entry.address);
          }
        } catch {
          // not a log line
        }
      });
      child!.once('exit', (code) => reject(new Error(`service exited ${code}: ${stderr}`)));
    });

    const tokenResponse = await fetch(`${address}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId: randomUUID(), roles: ['OWNER'] }),
    });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;

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
    expect(logLines.join('\n')).toContain('shutting down');

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
