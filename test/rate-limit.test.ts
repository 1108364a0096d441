import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEY, startTestApp, type Caller, type TestApp } from './helpers/app.js';

const MAX = 5;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: '60000' });
});
afterAll(() => t.close());

const me = (caller: Caller | null, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...(caller ? { authorization: `Bearer ${caller.token}` } : {}), ...headers },
    payload: { query: '{ me { userId } }' },
  });

describe('rate limiting', () => {
  it('answers 429 on GraphQL with RATE_LIMITED and Retry-After, once a caller used up its budget', async () => {
    const caller = await t.caller(['OWNER']);
    for (let i = 0; i < MAX; i += 1) {
      const response = await me(caller);
      expect(response.statusCode).toBe(200);
      expect(Number(response.headers['x-ratelimit-remaining'])).toBe(MAX - 1 - i);
    }
    const limited = await me(caller);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ errors: [{ message: expect.stringMatching(/Too many requests/), extensions: { code: 'RATE_LIMITED' } }], extensions: { cost: { requested: 0, limit: 100_000 } } });

    // Another caller has its own budget.
    const other = await t.caller(['OWNER']);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('counts REST and GraphQL calls of one caller together, answering REST with problem+json', async () => {
    const caller = await t.caller(['OWNER']);
    for (let i = 0; i < MAX; i += 1) {
      const response = await t.rest('POST', `/properties/${randomUUID()}/archive`, { caller });
      expect(response.statusCode).toBe(404);
    }
    const rest = await t.rest('POST', `/properties/${randomUUID()}/archive`, { caller });
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['content-type']).toContain('application/problem+json');
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED', title: 'Too many requests' });
    expect((await me(caller)).statusCode).toBe(429);
  });

  it('counts a burst of one caller in a few statements, each request with a count of its own: the limit stays exact', async () => {
    const caller = await t.caller(['MANAGER']);
    let statements = 0;
    const counted = (query: { sql?: string }) => void (query.sql?.includes('rate_limit_bucket') && statements++);
    const knex = t.orm.em.getConnection().getKnex();
    knex.on('query', counted);
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, () => me(caller)));
      const served = answers.filter((answer) => answer.statusCode === 200);
      expect(served).toHaveLength(MAX);
      expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(60 - MAX);
      expect(served.map((answer) => Number(answer.headers['x-ratelimit-remaining'])).sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      knex.off('query', counted);
    }
    // One update of the caller's row per request queued behind its lock held the pool's connections that long.
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThan(10);
  });

  it('limits unauthenticated calls per client address', async () => {
    const from = (ip: string) => t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip, payload: { query: '{ __typename }' } });
    for (let i = 0; i < MAX; i += 1) expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(429);
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('limits junk tokens per client address in memory: 401 then 429, no row written, no statement run', async () => {
    const rows = async () => Number((await t.sql<{ n: string }>('select count(*) as n from rate_limit_bucket'))[0]!.n);
    const before = await rows();
    const junk = (i: number, remoteAddress: string) =>
      i % 2
        ? t.app.inject({ method: 'POST', url: '/graphql', remoteAddress, headers: { authorization: `Bearer junk.token.${i}` }, payload: { query: '{ me { userId } }' } })
        : t.app.inject({ method: 'GET', url: '/api/v1/bookings', remoteAddress, headers: { authorization: `Bearer ${randomUUID()}.x.${i}` } });
    const answers: { statusCode: number; json(): unknown; headers: Record<string, unknown> }[] = [];
    const statements = await t.countStatements(async () => {
      for (let i = 0; i < MAX + 3; i += 1) answers.push(await junk(i, '10.0.1.1'));
      // Junk from the whole address range of one IPv6 /64 counts as one address.
      for (let i = 0; i < MAX + 1; i += 1) answers.push(await junk(i, `2001:db8:0:1::${i + 1}`));
    });
    expect(statements).toEqual([]);
    expect(await rows()).toBe(before);
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(MAX).fill(401), 429, 429, 429, ...Array(MAX).fill(401), 429]);
    expect(answers[0]!.headers['www-authenticate']).toBe('Bearer');
    expect(answers[1]!.json()).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'UNAUTHENTICATED' } }], extensions: { cost: { requested: 0, limit: 100_000 } } });
    expect(answers[MAX]!.headers['retry-after']).toBeDefined();

    // A verified caller from the same address has its own budget, counted in the shared store.
    const caller = await t.caller(['OWNER']);
    const valid = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '10.0.1.1', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ me { userId } }' } });
    expect(valid.statusCode).toBe(200);
    expect(await rows()).toBe(before + 1);
  });

  it('limits the file routes like the APIs: downloads per caller, uploads per client address', async () => {
    const caller = await t.caller(['OWNER']);
    const download = () => t.app.inject({ method: 'GET', url: `/media/${randomUUID()}/content`, headers: { authorization: `Bearer ${caller.token}` } });
    for (let i = 0; i < MAX; i += 1) expect((await download()).statusCode).toBe(404);
    const limited = await download();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });

    const upload = () =>
      t.app.inject({ method: 'PUT', url: `/media/${randomUUID()}/upload?org=x&expires=1&signature=x`, remoteAddress: '10.0.0.3', payload: 'bytes' });
    for (let i = 0; i < MAX; i += 1) expect((await upload()).statusCode).toBe(403);
    expect((await upload()).statusCode).toBe(429);
  });

  it('never limits health and readiness checks', async () => {
    for (let i = 0; i < MAX * 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '10.0.0.9' })).statusCode).toBe(200);
    }
  });

  it('can be turned off', async () => {
    const off = await startTestApp({ RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_MAX: '1' });
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await off.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });

  for (const [store, env] of [
    ['PostgreSQL (the default)', {}],
    ['Redis (REDIS_URL)', { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0' }],
  ] as const) {
    it(`counts in ${store}, so several processes count together`, async () => {
      // Two app instances ("processes") each with its own store client: the budget is shared.
      const { buildApp } = await import('../src/server/app.js');
      const { loadConfig } = await import('../src/server/config.js');
      const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '3', DATABASE_URL: t.databaseUrl, SANDBOX_SIGNING_KEY: SANDBOX_KEY, ...env });
      const a = await buildApp({ config, orm: t.orm });
      const b = await buildApp({ config, orm: t.orm });
      try {
        // A verified caller, of a fresh user: Redis outlives the test database.
        const caller = await t.caller(['OWNER']);
        const ask = (app: typeof a) => app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ me { userId } }' } });
        expect((await ask(a)).statusCode).toBe(200);
        expect((await ask(b)).statusCode).toBe(200);
        expect((await ask(a)).statusCode).toBe(200);
        const refused = await ask(b);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await a.close();
        await b.close();
      }
    });
  }
});

describe('a client without a valid token that ignores Retry-After', () => {
  const WINDOW_MS = 4000;
  let limited: TestApp;
  let port: number;

  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: String(WINDOW_MS) });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
    port = (limited.app.server.address() as AddressInfo).port;
  });
  afterAll(() => limited.close());

  /** A keep-alive connection from a loopback address of its own (127.0.0.x is another client), counting the answers it reads. */
  async function connection(localAddress: string) {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
    const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    const body = '{"query":"{ me { userId } }"}';
    const send = () =>
      socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${randomUUID()}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    return { socket, statuses, send };
  }

  it('has its connection read no more until the window ends: one answer per connection and window, not one per request', async () => {
    const client = await connection('127.0.0.21');
    for (let i = 1; i <= 4; i += 1) {
      client.send();
      await expect.poll(client.statuses).toHaveLength(i);
    }
    expect(client.statuses()).toEqual([401, 401, 401, 429]);
    // Sent at once, answered only once the window has ended (as the 429's Retry-After said).
    const sent = performance.now();
    client.send();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(client.statuses()).toHaveLength(4);
    await expect.poll(client.statuses, { timeout: WINDOW_MS + 2000 }).toHaveLength(5);
    expect(performance.now() - sent).toBeGreaterThan(1000);
    expect(client.statuses()[4]).toBe(401);
    client.socket.destroy();
  });

  it('costs a handful of answers however fast it sends, while a verified caller on the same address is answered', async () => {
    const clients = await Promise.all(Array.from({ length: 10 }, () => connection('127.0.0.22')));
    // Each sends again as soon as it is answered, for 2 s.
    const until = performance.now() + 2000;
    for (const client of clients) {
      client.socket.on('data', () => performance.now() < until && client.send());
      client.send();
    }
    const caller = await limited.caller(['OWNER']);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const answered = clients.reduce((sum, client) => sum + client.statuses().length, 0);
    // Three 401s in the window, then one 429 per connection (without the hold: thousands).
    expect(answered).toBeLessThanOrEqual(3 + clients.length);
    const valid = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: '{"query":"{ me { userId } }"}',
    });
    expect(valid.status).toBe(200);
    for (const client of clients) client.socket.destroy();
  });
});

describe('the limit of requests without a valid token, per address (RATE_LIMIT_ADDRESS_MAX)', () => {
  it('holds apart from the callers\' limit: a caller limit raised for a busy client never lets junk tokens through', async () => {
    const app = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '1000', RATE_LIMIT_ADDRESS_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      const junk = () =>
        app.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '127.0.0.31', headers: { authorization: `Bearer ${randomUUID()}` }, payload: { query: '{ me { userId } }' } });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await junk()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // A verified caller on the same address has the callers' budget, far past the address's.
      const caller = await app.caller(['OWNER']);
      for (let i = 0; i < 10; i += 1) {
        const answer = await app.app.inject({ method: 'POST', url: '/graphql', remoteAddress: '127.0.0.31', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ me { userId } }' } });
        expect(answer.statusCode).toBe(200);
      }
      // The emails' unsubscribe links (no token) count towards their address's limit too.
      const unsubscribe = () => app.app.inject({ method: 'POST', url: '/notifications/unsubscribe?token=forged', remoteAddress: '127.0.0.32' });
      const linkStatuses = [];
      for (let i = 0; i < 5; i += 1) linkStatuses.push((await unsubscribe()).statusCode);
      expect(linkStatuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('follows RATE_LIMIT_MAX when unset, at most 600 a window', async () => {
    const { loadConfig } = await import('../src/server/config.js');
    const base = { DATABASE_URL: 'postgres://127.0.0.1/x', SANDBOX_SIGNING_KEY: SANDBOX_KEY };
    expect(loadConfig({ ...base, RATE_LIMIT_MAX: '5' }).rateLimit).toMatchObject({ max: 5, addressMax: 5 });
    expect(loadConfig({ ...base, RATE_LIMIT_MAX: '100000' }).rateLimit).toMatchObject({ max: 100_000, addressMax: 600 });
    expect(loadConfig({ ...base, RATE_LIMIT_MAX: '100000', RATE_LIMIT_ADDRESS_MAX: '50' }).rateLimit).toMatchObject({ addressMax: 50 });
  });
});
