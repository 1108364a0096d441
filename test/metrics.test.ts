import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES_PER_ORG } from '../src/server/metrics.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { CreatePropertyDoc } from './helpers/fixtures.js';

const METRICS_TOKEN = randomBytes(24).toString('hex');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** One sample's value from a Prometheus text exposition, by its name and exact labels. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2]!.split(/,(?=[a-z_]+=")/);
    if (given.length === wanted.length && wanted.every((label) => given.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe('metrics behind a token', () => {
  let t: TestApp;
  let owner: Caller;
  const scrape = async (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    // No background jobs (sweep, deliveries, notifications): the pool's connections in use are the requests' only (test/jobs.test.ts counts jobs).
    t = await startTestApp({ METRICS_TOKEN, SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
    owner = await t.caller(['OWNER']);
  });
  afterAll(async () => t?.close());

  it('are refused without the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN.slice(1)}x`)).statusCode).toBe(401);
  });

  it('count requests per REST route and GraphQL operation, errors by code, the pool and the event loop', async () => {
    for (let i = 0; i < 3; i += 1) await t.graphql(CreatePropertyDoc, { input: { name: `Metered ${i}`, type: 'HOUSE', city: 'Buea' } }, owner);
    await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: 'query Anonymous { me { userId } }' } }); // no token: 401, UNAUTHENTICATED counted
    await t.rest('POST', '/properties/00000000-0000-4000-8000-000000000000/archive', { caller: owner });
    // One refused request naming three fields: one VALIDATION_FAILED answer, nothing counted as INTERNAL.
    const refused = await t.rest('POST', '/properties/00000000-0000-4000-8000-000000000000/units', { caller: owner, body: { label: '', rentAmount: -1, rentCurrency: 'x' } });
    expect(refused.json().errors.length).toBeGreaterThan(1);
    // One GraphQL answer carrying two NOT_FOUND errors counts once too.
    const twice = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { query: `{ a: property(id: "${randomUUID()}") { id } b: property(id: "${randomUUID()}") { id } }` },
    });
    expect(twice.json().errors).toHaveLength(2);
    await t.app.inject({ method: 'GET', url: '/healthz' });

    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/graphql', operation: 'TestCreateProperty', status: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'POST', route: '/graphql', operation: 'TestCreateProperty' })).toBe(3);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/graphql', operation: 'Anonymous', status: '401' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/v1/properties/:id/archive', operation: '', status: '404' })).toBe(1);
    expect(sample(text, 'api_errors_total', { code: 'UNAUTHENTICATED' })).toBe(1);
    expect(sample(text, 'api_errors_total', { code: 'NOT_FOUND' })).toBe(2);
    expect(sample(text, 'api_errors_total', { code: 'VALIDATION_FAILED' })).toBe(1);
    expect(sample(text, 'api_errors_total', { code: 'INTERNAL' })).toBeUndefined();
    expect(text).not.toContain('route="/healthz"');
    expect(sample(text, 'db_pool_connections', { state: 'used' })).toBe(0);
    expect(sample(text, 'db_pool_connections', { state: 'pending_acquires' })).toBe(0);
    expect(sample(text, 'db_pool_connections', { state: 'free' })).toBeGreaterThan(0);
    expect(text).toMatch(/^db_pool_acquire_wait_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
  });
});

describe('metrics on a port of their own', () => {
  it('are served there, and not on the service port; off when neither is configured', async () => {
    const port = await freePort();
    const t = await startTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
    try {
      await t.app.ready();
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE http_requests_total counter');
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    const plain = await startTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('listen on loopback only, even when the service listens on every address, unless METRICS_HOST says otherwise', async () => {
    // An address of this machine that is not loopback: what another machine would connect to.
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    expect(external).toBeDefined();
    const port = await freePort();
    const t = await startTestApp({ METRICS_PORT: String(port), HOST: '0.0.0.0' });
    try {
      await t.app.ready();
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
      await expect(fetch(`http://${external}:${port}/metrics`)).rejects.toThrow();
    } finally {
      await t.close();
    }
    const open = await startTestApp({ METRICS_PORT: String(port), METRICS_HOST: '0.0.0.0' });
    try {
      await open.app.ready();
      expect((await fetch(`http://${external}:${port}/metrics`)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('operation-name labels', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The trusted documents' manifest: their operation names always get a label of their own.
    t = await startTestApp({ METRICS_TOKEN, PERSISTED_DOCUMENTS_FILE: 'src/generated/persisted-documents.json', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false', RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => t?.close());

  const ask = (name: string, caller?: Caller) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: caller ? { authorization: `Bearer ${caller.token}` } : {}, payload: { query: `query ${name} { me { userId } }` } });
  /** Requests counted per operation label, whatever their status. */
  const labelled = async () => {
    const counts = new Map<string, number>();
    const text = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    for (const match of text.matchAll(/^http_requests_total\{[^}]*operation="([^"]*)"[^}]*\} (\S+)$/gm)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + Number(match[2]));
    return counts;
  };

  it("one org's junk names, or those of callers without a token, take no more than their share: another org's operations keep their labels", async () => {
    const noisy = await t.caller(['MANAGER'], { orgId: randomUUID() });
    for (let i = 0; i < 250; i += 1) await ask(`Junk${i}`, noisy);
    for (let i = 0; i < 250; i += 1) await ask(`Anonymous${i}`);
    const quiet = await t.caller(['MANAGER'], { orgId: randomUUID() });
    expect((await ask('QuietRead', quiet)).statusCode).toBe(200);

    const counts = await labelled();
    expect(counts.get('QuietRead')).toBe(1);
    expect([...counts.keys()].filter((name) => name.startsWith('Junk'))).toHaveLength(OPERATION_NAMES_PER_ORG);
    expect([...counts.keys()].filter((name) => name.startsWith('Anonymous'))).toHaveLength(OPERATION_NAMES_PER_ORG);
    expect(counts.get('other')).toBe(2 * (250 - OPERATION_NAMES_PER_ORG));
  });

  it('names of trusted documents keep their labels once many orgs have filled the rest', async () => {
    for (let org = 0; org < 200 / OPERATION_NAMES_PER_ORG; org += 1) {
      const caller = await t.caller(['MANAGER'], { orgId: randomUUID() });
      for (let i = 0; i < OPERATION_NAMES_PER_ORG; i += 1) await ask(`Filler${org}x${i}`, caller);
    }
    const late = await t.caller(['OWNER'], { orgId: randomUUID() });
    await ask('LateName', late);
    await t.graphql(CreatePropertyDoc, { input: { name: 'Trusted', type: 'HOUSE', city: 'Buea' } }, late);
    const counts = await labelled();
    expect(counts.get('LateName')).toBeUndefined();
    expect(counts.get('TestCreateProperty')).toBe(1);
  });
});
