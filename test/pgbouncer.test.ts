/**
 * The service behind PgBouncer in transaction pooling mode (Debian's package,
 * started here): four instances, five pooled connections each, share two
 * server connections. PgBouncer refuses startup parameters such as
 * statement_timeout and hands a server connection to another client after
 * each transaction, so every timeout and the tenant scope must travel with
 * each transaction (src/db/begin.ts); LISTEN, which needs a session, goes to
 * DATABASE_SESSION_URL, a direct connection.
 *
 * Against the test server by default; with CITUS_DATABASE_URL (a Citus
 * coordinator, `../shared/citus/cluster.sh up`) PgBouncer stands in front of
 * the coordinator.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/orm.js';
import { withinOrgReadScope, withinOrgScope } from '../src/services/context.js';
import { withDatabase } from './setup/database.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { startPgBouncer, type PgBouncer } from './helpers/pgbouncer.js';
import { subscribeOverSse } from './helpers/sse.js';

const citusUrl = process.env.CITUS_DATABASE_URL;
const SERVER_CONNECTIONS = 2;
const INSTANCES = 4;
const POOL_MAX = 5;
const STATEMENT_TIMEOUT_MS = 1500;
/** A statement cut by its timeout answers in seconds, not after the 10 s it asked for (a loaded 2-core machine). */
const QUICKLY_MS = 6000;

let bouncer: PgBouncer;
let directUrl: string;
let database: string;
let direct: pg.Pool;
let instances: Instance[];

beforeAll(async () => {
  if (citusUrl) {
    const orm = await openDatabase({ url: citusUrl, poolMax: 2 });
    await migrate(orm);
    await orm.close();
    directUrl = citusUrl;
  } else {
    const serverUrl = inject('databaseServerUrl');
    const name = `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
    await admin.end();
    directUrl = withDatabase(serverUrl, name);
  }
  database = new URL(directUrl).pathname.slice(1);
  direct = new pg.Pool({ connectionString: directUrl, max: 2 });
  bouncer = await startPgBouncer(directUrl, { poolSize: SERVER_CONNECTIONS });
  instances = await Promise.all(
    Array.from({ length: INSTANCES }, () =>
      startInstance(bouncer.url(directUrl), {
        DATABASE_SESSION_URL: directUrl,
        DB_POOL_MAX: String(POOL_MAX),
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      }),
    ),
  );
}, 120_000);

afterAll(async () => {
  await Promise.all((instances ?? []).map((instance) => instance.close()));
  await direct?.end();
  await bouncer?.stop();
});

interface Caller {
  orgId: string;
  token: string;
}

async function caller(orgId = randomUUID()): Promise<Caller> {
  const response = await fetch(`${instances[0]!.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, roles: ['MANAGER'], userId: randomUUID() }),
  });
  expect(response.status).toBe(200);
  return { orgId, token: ((await response.json()) as { access_token: string }).access_token };
}

async function graphql<T>(instance: Instance, who: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${instance.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (response.status !== 200 || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors)}`);
  return body.data!;
}

const CREATE = `mutation ($name: String!) { createProperty(input: { name: $name, type: HOUSE, city: "Buea" }) { id orgId name } }`;
const LIST = `{ properties(first: 500) { totalCount edges { node { orgId name } } } }`;
interface Listed {
  properties: { totalCount: number; edges: { node: { orgId: string; name: string } }[] };
}

const create = (instance: Instance, who: Caller, name: string) =>
  graphql<{ createProperty: { id: string; orgId: string; name: string } }>(instance, who, CREATE, { name });

/** What a server connection PgBouncer hands out carries: nothing left by a client that used it before. */
async function serverConnectionsAsNew() {
  // More clients than server connections at once: each server connection answers some of them.
  return Promise.all(
    Array.from({ length: 3 * SERVER_CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: bouncer.url(directUrl) });
      await client.connect();
      try {
        const { rows } = await client.query<{ role: string; org: string | null; timeout: string; in_transaction: boolean }>(
          `select current_user as role, nullif(current_setting('app.org_id', true), '') as org, current_setting('statement_timeout') as timeout,
                  now() <> statement_timestamp() as in_transaction`,
        );
        return rows[0];
      } finally {
        await client.end();
      }
    }),
  );
}

/** A fresh session's: the server's role and default timeout (as a direct connection has them), no org, no transaction. */
async function asNew() {
  const { rows } = await direct.query<{ role: string; timeout: string }>(`select current_user as role, current_setting('statement_timeout') as timeout`);
  return Array.from({ length: 3 * SERVER_CONNECTIONS }, () => ({ ...rows[0]!, org: null, in_transaction: false }));
}

describe('behind PgBouncer in transaction pooling mode', () => {
  it('PgBouncer refuses statement_timeout as a startup parameter; the service, which sends none, answers reads and mutations through it', async () => {
    const refused = new pg.Client({ connectionString: bouncer.url(directUrl), statement_timeout: 1000 });
    await expect(refused.connect()).rejects.toThrow(/unsupported startup parameter: statement_timeout/);
    await refused.end().catch(() => undefined);

    const who = await caller();
    for (const [i, instance] of instances.entries()) {
      expect((await fetch(`${instance.baseUrl}/readyz`)).status).toBe(200);
      const { createProperty } = await create(instance, who, `Through ${i}`);
      expect(createProperty).toMatchObject({ orgId: who.orgId, name: `Through ${i}` });
    }
    const { properties } = await graphql<Listed>(instances[1]!, who, LIST);
    expect(properties.edges.map((edge) => edge.node.name).sort()).toEqual(instances.map((_, i) => `Through ${i}`));
  });

  it('cuts a statement past DB_STATEMENT_TIMEOUT_MS wherever it runs, and leaves no timeout on the server connection', async () => {
    const orm = instances[2]!.orm;
    const orgId = randomUUID();
    const sleep = 'select pg_sleep(10)';
    const cases: [string, (em: EntityManager) => Promise<unknown>][] = [
      ['a statement outside a transaction', (em) => em.execute(sleep)],
      ['one with bound values', (em) => em.execute('select pg_sleep(?)', [10])],
      ['a transaction of no org (background work)', (em) => em.transactional((tx) => tx.execute(sleep))],
      ['a mutation in the tenant scope', (em) => withinOrgScope(em, orgId, (tx) => tx.execute(sleep))],
      ['a read in the tenant scope', (em) => withinOrgReadScope(em, orgId, (scoped) => scoped.execute(sleep))],
      ['a read in the tenant scope with bound values', (em) => withinOrgReadScope(em, orgId, (scoped) => scoped.execute('select pg_sleep(?)', [10]))],
    ];
    for (const [what, work] of cases) {
      const started = Date.now();
      const error = await work(orm.em.fork()).then(() => undefined, (caught: unknown) => caught);
      expect((error as { code?: string } | undefined)?.code, what).toBe('57014');
      expect(Date.now() - started, what).toBeLessThan(QUICKLY_MS);
    }
    expect(await serverConnectionsAsNew()).toEqual(await asNew());
  });

  it('keeps each org in its own scope while two orgs interleave at high concurrency over two server connections', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([caller(), caller()]);
    const own = new Map([[a.orgId, 'A'], [b.orgId, 'B']]);
    // 200 operations, both orgs interleaved, across the four instances: scope checks, mutations and reads.
    const operations = Array.from({ length: 200 }, async (_, i) => {
      const who = i % 2 ? a : b;
      const instance = instances[i % INSTANCES]!;
      const em = instance.orm.em.fork();
      const whoAmI = async (scoped: EntityManager) =>
        (await scoped.execute<{ role: string; org: string }[]>(`select current_user as role, current_setting('app.org_id', true) as org`))[0];
      switch (i % 5) {
        case 0:
          expect(await withinOrgReadScope(em, who.orgId, whoAmI)).toEqual({ role: 'rental_tenant', org: who.orgId });
          break;
        case 1:
          expect(await withinOrgScope(em, who.orgId, whoAmI)).toEqual({ role: 'rental_tenant', org: who.orgId });
          break;
        case 2:
          expect((await create(instance, who, `${own.get(who.orgId)} ${i}`)).createProperty.orgId).toBe(who.orgId);
          break;
        default: {
          const { properties } = await graphql<Listed>(instance, who, LIST);
          for (const { node } of properties.edges) {
            expect(node.orgId).toBe(who.orgId);
            expect(node.name.startsWith(own.get(who.orgId)!)).toBe(true);
          }
        }
      }
    });
    await Promise.all(operations);
    for (const who of [a, b]) {
      const { properties } = await graphql<Listed>(instances[3]!, who, LIST);
      expect(properties.totalCount).toBe(20);
      expect(properties.edges.every(({ node }) => node.orgId === who.orgId && node.name.startsWith(own.get(who.orgId)!))).toBe(true);
    }
    expect(await serverConnectionsAsNew()).toEqual(await asNew());
  });

  it(`serves ${INSTANCES} instances x ${POOL_MAX} pooled connections on ${SERVER_CONNECTIONS} server connections, answering every request`, { timeout: 120_000 }, async () => {
    const who = await caller();
    const stats = async () => (await bouncer.admin<{ database: string; total_wait_time: string; total_xact_count: string }>('SHOW STATS')).find((row) => row.database === database)!;
    const start = await stats();
    let servers = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = await bouncer.admin<{ database: string }>('SHOW SERVERS');
        servers = Math.max(servers, rows.filter((row) => row.database === database).length);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // More requests at once than the four pools hold (4 x 5): every instance's admission queue and PgBouncer's queue both fill.
    const answers = await Promise.allSettled(
      Array.from({ length: 160 }, (_, i) =>
        i % 4 === 0 ? create(instances[i % INSTANCES]!, who, `Load ${i}`) : graphql<Listed>(instances[i % INSTANCES]!, who, LIST),
      ),
    );
    sampling = false;
    await sampler;
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
    const end = await stats();
    // Clients waited for a server connection: the pools really shared the two.
    expect(Number(end.total_wait_time)).toBeGreaterThan(Number(start.total_wait_time));
    expect(Number(end.total_xact_count) - Number(start.total_xact_count)).toBeGreaterThanOrEqual(160);
    expect(servers).toBeGreaterThan(0);
    expect(servers).toBeLessThanOrEqual(SERVER_CONNECTIONS);
    const { properties } = await graphql<Listed>(instances[0]!, who, LIST);
    expect(properties.totalCount).toBe(40);
  });

  it('answers UNAVAILABLE (REST: 503), never INTERNAL, when PgBouncer gives up waiting for a server connection (query_wait_timeout)', { timeout: 60_000 }, async () => {
    const who = await caller();
    await bouncer.admin('SET query_wait_timeout = 1');
    // Both server connections held past the wait, by other clients of the same pool.
    const holders = Array.from({ length: SERVER_CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: bouncer.url(directUrl) });
      await client.connect();
      try {
        await client.query('select pg_sleep(4)');
      } finally {
        await client.end();
      }
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${who.token}` };
      const [graphqlAnswer, restAnswer] = await Promise.all([
        fetch(`${instances[0]!.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: LIST }) }),
        fetch(`${instances[1]!.baseUrl}/api/v1/bookings`, { headers }),
      ]);
      // The operation ran (200, GraphQL over HTTP) and its field answers UNAVAILABLE; REST answers 503 with Retry-After.
      expect(((await graphqlAnswer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAVAILABLE');
      expect(restAnswer.status).toBe(503);
      expect(restAnswer.headers.get('retry-after')).not.toBeNull();
      expect(((await restAnswer.json()) as { code: string }).code).toBe('UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(QUICKLY_MS);
    } finally {
      await Promise.all(holders);
      await bouncer.admin('SET query_wait_timeout = 120');
    }
    // The pools dropped the connections PgBouncer closed: the next requests are served.
    for (const instance of instances) expect((await create(instance, who, 'After the wait')).createProperty.orgId).toBe(who.orgId);
  });

  it('delivers events to subscribers at once: LISTEN holds a direct session (DATABASE_SESSION_URL)', async () => {
    const who = await caller();
    const { createProperty } = await create(instances[1]!, who, 'Heard');
    const addUnit = (label: string) =>
      graphql(instances[1]!, who, `mutation ($propertyId: UUID!, $label: String!) { createUnit(propertyId: $propertyId, input: { label: $label, rentAmount: 1000, rentCurrency: "XAF" }) { id } }`, {
        propertyId: createProperty.id,
        label,
      });
    await addUnit('A1');
    const feed = subscribeOverSse<{ events: { type: string; data: { label: string } } }>(
      instances[0]!.baseUrl,
      who.token,
      'subscription ($after: String) { events(types: ["unit.created"], after: $after) { type data } }',
      { after: '0' },
    );
    // Once the org's reader has read the first event it waits: woken by NOTIFY at once, or by its 30 s poll without LISTEN.
    await feed.waitFor(1, 10_000);
    await addUnit('A2');
    const [, event] = await feed.waitFor(2, 10_000);
    feed.close();
    expect(event!.data!.events).toMatchObject({ type: 'unit.created', data: { label: 'A2' } });
    // One LISTEN for events per instance, each on a direct connection of its own (the job queue LISTENs on another),
    // which also sends the instance's notifications (its last statement, the LISTEN or a pg_notify).
    // Polled: a connection an instance replaced (lost under load, then opened again) may linger a moment on the server.
    const listening = async () =>
      (
        await direct.query<{ listening: number }>(
          `select count(*)::int as listening from pg_stat_activity
            where datname = $1 and application_name = 'rental notifications' and (query ilike '%listen %' or query ilike '%pg_notify%') and state = 'idle'`,
          [database],
        )
      ).rows[0]!.listening;
    await expect.poll(listening, { timeout: 5_000 }).toBe(INSTANCES);
  });
});
