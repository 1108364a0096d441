import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { migrate, openDatabase, type Orm } from '../src/db/orm.js';
import { toPublicError } from '../src/graphql/errors.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY } from './helpers/app.js';

/**
 * Database faults for real: a PostgreSQL server of this file's own, stopped and
 * started again under a running service. Bounds are generous (a loaded 2-core
 * machine); what matters is "seconds, not a hang".
 */
const QUICKLY_MS = 5000;

let dataDir: string;
let db: EmbeddedDatabase;
let port: number;
const opened: { app: FastifyInstance; orm: Orm }[] = [];

async function service(env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX_SIGNING_KEY: SANDBOX_KEY, DATABASE_URL: db.url, RATE_LIMIT_ENABLED: 'false', ...env });
  const orm = await openDatabase({ url: db.url, ...config.database });
  const app = await buildApp({ config, orm });
  opened.push({ app, orm });
  const token = (await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId: '00000000-0000-4000-8000-0000000000f1', roles: ['OWNER'] } })).json()
    .access_token as string;
  const createProperty = (name: string) =>
    app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', variables: { input: { name, type: 'APARTMENT', city: 'Douala' } } },
    });
  const archive = () =>
    app.inject({ method: 'POST', url: '/api/v1/properties/00000000-0000-4000-8000-000000000000/archive', headers: { authorization: `Bearer ${token}` } });
  const count = async () => Number((await orm.em.fork().execute<{ n: string }[]>('select count(*) as n from property'))[0]!.n);
  return { app, orm, token, createProperty, archive, count };
}

const timed = async <T>(action: () => Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await action();
  return [result, Date.now() - started];
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rental-faults-pg-'));
  // Persistent, so the data survives the stop/start below; the directory is removed afterwards.
  db = await startEmbeddedPostgres(dataDir, { persistent: true });
  port = Number(new URL(db.url).port);
  const orm = await openDatabase({ url: db.url, poolMax: 2 });
  await migrate(orm);
  await orm.close();
});

afterAll(async () => {
  for (const { app, orm } of opened) {
    await app.close();
    await orm.close(true).catch(() => undefined);
  }
  await db.stop().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

describe('statement timeout', () => {
  it('is set on every connection (DB_STATEMENT_TIMEOUT_MS) and ends a long statement as UNAVAILABLE', async () => {
    const { orm } = await service({ DB_STATEMENT_TIMEOUT_MS: '1000' });
    const [setting] = await orm.em.fork().execute<{ statement_timeout: string }[]>('show statement_timeout');
    expect(setting!.statement_timeout).toBe('1s');
    const [error, elapsed] = await timed(() => orm.em.fork().execute('select pg_sleep(10)').then(() => null, (caught: unknown) => caught));
    expect(elapsed).toBeLessThan(QUICKLY_MS);
    expect((error as { code?: string }).code).toBe('57014');
    expect(toPublicError(error, { error: () => undefined }).extensions.code).toBe('UNAVAILABLE');
  });
});

describe('pool exhaustion', () => {
  it('answers 503 UNAVAILABLE within the acquire timeout instead of queueing forever', async () => {
    const s = await service({ DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '20000' });
    // The only connection is busy for 4 s.
    const holder = s.orm.em.fork().execute('select pg_sleep(4)');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [graphql, elapsed] = await timed(() => s.createProperty('Starved'));
    expect(graphql.statusCode).toBe(503);
    expect(graphql.headers['retry-after']).toBeDefined();
    expect(graphql.json().errors[0].extensions.code).toBe('UNAVAILABLE');
    expect(elapsed).toBeLessThan(3500);
    const rest = await s.archive();
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['content-type']).toContain('application/problem+json');
    expect(rest.json()).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(JSON.stringify(rest.json())).not.toMatch(/knex|pool|select/i);

    await holder;
    const after = await s.createProperty('Fed');
    expect(after.json().errors).toBeUndefined();
  });
});

describe('database stopped and started again', () => {
  it('answers 503 quickly while it is down and recovers on its own', async () => {
    const s = await service();
    expect((await s.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await s.createProperty('Before the outage')).json().errors).toBeUndefined();
    const before = await s.count();

    await db.stop();
    // Readiness reads the database at most once a second (app.ts): the answer before the outage may serve that long.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const [ready, readyMs] = await timed(() => s.app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(readyMs).toBeLessThan(QUICKLY_MS);
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    const [graphql, graphqlMs] = await timed(() => s.createProperty('During the outage'));
    expect(graphql.statusCode).toBe(503);
    expect(graphql.headers['retry-after']).toBe('5');
    expect(graphql.json().errors[0].extensions.code).toBe('UNAVAILABLE');
    expect(graphqlMs).toBeLessThan(QUICKLY_MS);

    const [rest, restMs] = await timed(() => s.archive());
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['content-type']).toContain('application/problem+json');
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.json()).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
    expect(restMs).toBeLessThan(QUICKLY_MS);

    // The file routes are outside GraphQL and REST, with the same answer.
    const download = await s.app.inject({ method: 'GET', url: `/media/${randomUUID()}/content`, headers: { authorization: `Bearer ${s.token}` } });
    expect(download.statusCode).toBe(503);
    expect(download.headers['retry-after']).toBe('5');
    expect(download.json()).toMatchObject({ code: 'UNAVAILABLE', detail: 'The database is unavailable; try again shortly.' });

    db = await startEmbeddedPostgres(dataDir, { persistent: true, port });

    // No restart of the service: the pool replaces dead connections by itself.
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await s.app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    const recovered = await s.createProperty('After the outage');
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().errors).toBeUndefined();
    expect(await s.count()).toBe(before + 1);
  }, 60_000);
});
