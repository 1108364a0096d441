import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { Admission, DatabaseBusy } from '../src/db/admission.js';
import { Foreground } from '../src/graphql/foreground.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createProperty } from './helpers/fixtures.js';
import { subscribeOverSse } from './helpers/sse.js';

/**
 * The queue in front of the connection pool (src/db/admission.ts): load past
 * the pool waits its turn instead of failing on the pool's acquire timeout;
 * only a full queue is refused, at once, with 503 and Retry-After.
 */
let t: TestApp | undefined;

/** Statements of the test database waiting for a lock, on a property. */
const onLock = async () => Number((await t!.sql<{ n: string }>(`select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%property%'`))[0]!.n);
const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
};
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('waiting for a database connection', () => {
  it('answers every one of many concurrent requests on a one-connection pool, however long the queue takes in all', async () => {
    // The acquire timeout bounds a stalled pool, not a turn: the last of these waits several times as long.
    // Nothing in the background (sweep, webhook worker) takes the connection: only these requests queue for it.
    // One org's share of the queue (and of the requests worked on at once) is the whole queue here: this is about waiting, not sharing (see below).
    t = await startTestApp({
      DB_POOL_MAX: '1',
      DB_ACQUIRE_TIMEOUT_MS: '3000',
      DB_QUEUE_MAX_PER_ORG: '500',
      REQUEST_QUEUE_PER_ORG: '500',
      SWEEP_INTERVAL_SECONDS: '0',
      WEBHOOK_DELIVERY_ENABLED: 'false',
    });
    const caller = await t.caller(['OWNER']);
    const request = (n: number) =>
      n % 2
        ? t!.rest('GET', '/bookings', { caller })
        : t!.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ properties(first: 5) { totalCount } }' } });
    // Warm: the first of each compiles its operation.
    await Promise.all([request(0), request(1)]);
    // Sixteen statements among them hold the connection for 400 ms each, far under the timeout each (a timeout of
    // 1000 ms stalled on a loaded machine, its event loop busy with the 400 requests), so the queue keeps moving
    // but takes past two of the pool's timeouts in all, however fast the requests are answered
    // (400 of them alone once took less than two timeouts, and the test proved nothing).
    const started = Date.now();
    const holders: Promise<unknown>[] = [];
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, n) => {
        if (n % 25 === 0) holders.push(t!.orm.em.fork().execute('select pg_sleep(0.4)'));
        return request(n);
      }),
    );
    await Promise.all(holders);
    expect(Date.now() - started).toBeGreaterThan(2 * 3000);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.filter((answer) => answer.body.includes('"errors"'))).toEqual([]);
  });

  it('refuses requests past DB_QUEUE_MAX at once with 503 and Retry-After, and serves those queued', async () => {
    // No sweep at start: it holds a connection while it takes a second one, which a one-connection pool cannot give;
    // no webhook or notification jobs, whose reads would take a place in the queue.
    t = await startTestApp({
      DB_POOL_MAX: '1', DB_QUEUE_MAX: '2', DB_QUEUE_MAX_PER_ORG: '2', DB_ACQUIRE_TIMEOUT_MS: '10000',
      SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false',
    });
    const caller = await t.caller(['OWNER']);
    // The only connection is busy for a second.
    const holder = t.orm.em.fork().execute('select pg_sleep(1)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const timed = (request: Promise<{ statusCode: number }>) => request.then((answer) => ({ answer, ms: Date.now() - started }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => timed(t!.rest('GET', '/bookings', { caller }))));
    await holder;

    const refused = answers.filter(({ answer }) => answer.statusCode === 503);
    const served = answers.filter(({ answer }) => answer.statusCode === 200);
    expect([refused.length, served.length]).toEqual([3, 2]);
    for (const { answer, ms } of refused) {
      const response = answer as Awaited<ReturnType<TestApp['rest']>>;
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
      // Refused without waiting for the busy connection.
      expect(ms).toBeLessThan(700);
    }
    for (const { ms } of served) expect(ms).toBeGreaterThan(700);

    const graphql = t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: '{ properties(first: 1) { totalCount } }' } });
    expect((await graphql).json().errors).toBeUndefined();
  });
});

describe('one org bursting past its shares', () => {
  it('refuses the 392 of 500 requests past its share at once (503, Retry-After) while 8 hold and 100 wait, and serves another org meanwhile', async () => {
    // The default pool of 10 and queue of 500: 8 connections and 100 waiting per org; its line of requests as short.
    t = await startTestApp({ REQUEST_QUEUE_PER_ORG: '100', DB_ACQUIRE_TIMEOUT_MS: '30000', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['OWNER']);
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    const propertyId = await createProperty(t, busy);
    // Every request of the burst that gets a connection holds it for as long as the test holds the property's row.
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select 1 from property where id = $1 for update', [propertyId]);
      const answers: LightMyRequestResponse[] = [];
      const burst = Array.from({ length: 500 }, () =>
        t!.rest('POST', `/properties/${propertyId}/archive`, { caller: busy }).then((answer) => void answers.push(answer)),
      );
      // Only refusals can be answered while the row is held.
      await until(() => answers.length === 392);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
      }
      await until(async () => (await onLock()) === 8);
      // Another org is served on the two connections the busy org may not take.
      expect((await t.rest('GET', '/bookings', { caller: other })).statusCode).toBe(200);
      const graphql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${other.token}` }, payload: { query: '{ properties(first: 5) { totalCount } }' } });
      expect(graphql.json()).toMatchObject({ data: { properties: { totalCount: 0 } } });
      expect(answers).toHaveLength(392);
      await lock.query('commit');
      await Promise.all(burst);
      const statuses = answers.map((answer) => answer.statusCode);
      expect([503, 200, 409].map((status) => statuses.filter((s) => s === status).length)).toEqual([392, 1, 107]);
    } finally {
      await lock.end();
    }
  }, 120_000);
});

describe("one org's requests at once (REQUESTS_PER_ORG)", () => {
  it('works on an org\'s first requests, lines up the next, refuses one more at once, serves another org, and forgets a waiter whose client left', async () => {
    // Two of the busy org's requests at once and two waiting, whatever connections the pool could give it (8 by default).
    t = await startTestApp({ REQUESTS_PER_ORG: '2', REQUEST_QUEUE_PER_ORG: '2', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['OWNER']);
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    const propertyId = await createProperty(t, busy);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const archive = (signal?: AbortSignal) =>
      fetch(`${base}/api/v1/properties/${propertyId}/archive`, { method: 'POST', headers: { authorization: `Bearer ${busy.token}` }, signal }).then(
        (answer) => answer.status,
        () => 'left',
      );
    // The requests at work hold their connection for as long as the test holds the property's row.
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select 1 from property where id = $1 for update', [propertyId]);
      const working = [archive(), archive()];
      await until(async () => (await onLock()) === 2);
      const leaving = new AbortController();
      const waiting = [archive(), archive(leaving.signal)];
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The line is full: one more is refused at once, and never reaches the database.
      const refused = await t.rest('POST', `/properties/${propertyId}/archive`, { caller: busy });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().detail).toContain('their turn');
      expect(await onLock()).toBe(2);
      // Another org is served meanwhile.
      expect((await t.rest('GET', '/bookings', { caller: other })).statusCode).toBe(200);
      // A waiter whose client left gives its place in the line to the next.
      leaving.abort();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const next = archive();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await onLock()).toBe(2);
      await lock.query('commit');
      const statuses = await Promise.all([...working, ...waiting, next]);
      expect(statuses[3]).toBe('left');
      expect(statuses.filter((status) => status !== 'left').sort()).toEqual([200, 409, 409, 409]);
    } finally {
      await lock.end();
    }
  }, 60_000);
});

describe("an org's line, whatever a request's Accept header says", () => {
  it('lines up every request of the org, refusing one past the line at once, and gives a subscription\'s turn back once its stream opens', async () => {
    t = await startTestApp({ REQUESTS_PER_ORG: '1', REQUEST_QUEUE_PER_ORG: '0', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['MANAGER']);
    const propertyId = await createProperty(t, busy);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const authorization = `Bearer ${busy.token}`;
    // A subscription takes the org's one turn only until its stream opens: the org's next request is served.
    const feed = subscribeOverSse(base, busy.token, 'subscription { events { id } }', {});
    try {
      expect((await feed.response).status).toBe(200);
      expect((await t.rest('GET', '/bookings', { caller: busy })).statusCode).toBe(200);
      const lock = new pg.Client({ connectionString: t.databaseUrl });
      await lock.connect();
      try {
        await lock.query('begin');
        await lock.query('select 1 from property where id = $1 for update', [propertyId]);
        const working = fetch(`${base}/api/v1/properties/${propertyId}/archive`, { method: 'POST', headers: { authorization } }).then((answer) => answer.status);
        await until(async () => (await onLock()) === 1);
        // The one turn is held and no one may wait: each of these is refused at once, an event stream asked for or not.
        for (const accept of ['text/event-stream', 'application/json, text/event-stream', 'multipart/mixed', 'application/json']) {
          const rest = await fetch(`${base}/api/v1/bookings`, { headers: { authorization, accept } });
          expect([accept, rest.status, rest.headers.get('retry-after') !== null]).toEqual([accept, 503, true]);
          const graphql = await fetch(`${base}/graphql`, {
            method: 'POST',
            headers: { authorization, accept, 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ bookings(first: 1) { edges { node { id } } } }' }),
          });
          expect([accept, graphql.status]).toEqual([accept, 503]);
        }
        await lock.query('commit');
        expect(await working).toBe(200);
      } finally {
        await lock.end();
      }
    } finally {
      feed.close();
    }
  }, 60_000);
});

describe("one org's costly operations (COSTLY_OPERATION_COST, COSTLY_OPERATIONS_PER_ORG)", () => {
  it('take turns outside the database while its cheap ones and other orgs\' costly ones run', async () => {
    t = await startTestApp({ COSTLY_OPERATION_COST: '50', COSTLY_OPERATIONS_PER_ORG: '1', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['OWNER']);
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    await createProperty(t, busy);
    await createProperty(t, other);
    // A page of 60 may return 60 nodes: costly at 50; a page of 5 is not.
    const read = (caller: typeof busy, first: number) =>
      t!.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query: `{ properties(first: ${first}) { edges { node { id } } } }` } });
    // Every read of a property waits for as long as the test holds the table.
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table property in access exclusive mode');
      const first = read(busy, 60);
      await until(async () => (await onLock()) === 1);
      // The org's second costly read waits for its turn, outside the database; its cheap read and the other org's costly one go in.
      const reads = [read(busy, 60), read(busy, 5), read(other, 60)];
      await until(async () => (await onLock()) >= 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await onLock()).toBe(3);
      await lock.query('commit');
      const answers = await Promise.all([first, ...reads]);
      for (const answer of answers) expect(answer.json()).toMatchObject({ data: { properties: { edges: [{ node: { id: expect.any(String) } }] } } });
      expect(answers.map((answer) => answer.json().extensions.cost.requested)).toEqual([60, 60, 5, 60]);
    } finally {
      await lock.end();
    }
  }, 60_000);

  it('count a search, a distance or a contains filter as costly at any cost: each reads every matching record', async () => {
    t = await startTestApp({ COSTLY_OPERATION_COST: '50', COSTLY_OPERATIONS_PER_ORG: '1', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t!.caller(['OWNER'], { orgId: randomUUID() });
    const other = await t!.caller(['OWNER'], { orgId: randomUUID() });
    await createProperty(t!, busy);
    await createProperty(t!, other);
    const read = (caller: typeof busy, args: string, variables: Record<string, unknown> = {}) =>
      t!.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${caller.token}` },
        payload: { query: `query${args.includes('$filter') ? '($filter: PropertyFilter)' : ''} { properties(first: 5${args}) { edges { node { id } } } }`, variables },
      });
    const lock = new pg.Client({ connectionString: t!.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table property in access exclusive mode');
      const first = read(busy, ', search: "a"');
      await until(async () => (await onLock()) === 1);
      // A contains filter given as a variable and a distance wait for the org's turn; its plain page and the other org's search go in.
      const waiting = [read(busy, ', filter: $filter', { filter: { or: [{ name: { contains: 'a' } }] } }), read(busy, ', near: { latitude: 4, longitude: 9, radiusKm: 5 }')];
      const going = [read(busy, ', filter: $filter', { filter: { name: { startsWith: 'a' } } }), read(other, ', search: "a"')];
      await until(async () => (await onLock()) >= 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await onLock()).toBe(3);
      await lock.query('commit');
      for (const answer of await Promise.all([first, ...waiting, ...going])) expect(answer.json().errors).toBeUndefined();
    } finally {
      await lock.end();
    }
  }, 60_000);
});

describe("an org's costly operations while other orgs are served", () => {
  it('run COSTLY_OPERATIONS_PER_ORG at once while the org is alone, one at a time once another org has an operation', async () => {
    t = await startTestApp({ COSTLY_OPERATION_COST: '50', COSTLY_OPERATIONS_PER_ORG: '2', DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['OWNER']);
    await createProperty(t, busy);
    const costly = () =>
      t!.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${busy.token}` }, payload: { query: '{ properties(first: 60) { edges { node { id } } } }' } });
    /** How many of `busy`'s costly reads are in the database at once while the test holds the table. */
    async function atOnce(before: () => Promise<unknown>): Promise<number> {
      const lock = new pg.Client({ connectionString: t!.databaseUrl });
      await lock.connect();
      try {
        await lock.query('begin');
        await lock.query('lock table property in access exclusive mode');
        await before();
        const reads = [costly(), costly()];
        await until(async () => (await onLock()) >= 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const inDatabase = await onLock();
        await lock.query('commit');
        for (const answer of await Promise.all(reads)) expect(answer.statusCode).toBe(200);
        return inDatabase;
      } finally {
        await lock.end();
      }
    }
    expect(await atOnce(async () => undefined)).toBe(2);
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    // Another org's operation (it reads no property): the next second, the busy org's costly reads take turns.
    const me = () => t!.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${other.token}` }, payload: { query: '{ me { userId } }' } });
    expect(await atOnce(me)).toBe(1);
  }, 60_000);
});

describe('costly operations give the foreground precedence (COSTLY_OPERATION_PATIENCE_MS)', () => {
  /** `busy`'s costly read (a page of 60: costly at 50) while `other`'s archive of a property waits on the row the test holds. */
  async function costlyReadWhileHeld(patienceMs: number) {
    t = await startTestApp({ COSTLY_OPERATION_COST: '50', COSTLY_OPERATION_PATIENCE_MS: String(patienceMs), DB_STATEMENT_TIMEOUT_MS: '60000', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const busy = await t.caller(['OWNER']);
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    await createProperty(t, busy);
    const held = await createProperty(t, other);
    const answered: string[] = [];
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    await lock.query('begin');
    await lock.query('select 1 from property where id = $1 for update', [held]);
    const archive = t.rest('POST', `/properties/${held}/archive`, { caller: other }).then((answer) => (answered.push('archive'), answer));
    await until(async () => (await onLock()) === 1);
    const costly = t.app
      .inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${busy.token}` }, payload: { query: '{ properties(first: 60) { edges { node { id units(first: 60) { totalCount } } } } }' } })
      .then((answer) => (answered.push('costly'), answer));
    return { answered, archive, costly, release: () => lock.query('commit').finally(() => lock.end()) };
  }

  it("waits for another org's request being worked on, and goes on once it is answered", async () => {
    const { answered, archive, costly, release } = await costlyReadWhileHeld(10_000);
    try {
      // Not a statement of it is run while the archive is worked on (it waits on a row lock, reads do not).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(answered).toEqual([]);
    } finally {
      await release();
    }
    const [archived, read] = await Promise.all([archive, costly]);
    expect(archived.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { properties: { edges: [{ node: { units: { totalCount: 0 } } }] } } });
    expect(answered).toEqual(['archive', 'costly']);
  }, 60_000);

  it('is slowed, never stopped, by a foreground that does not end', async () => {
    const { answered, archive, costly, release } = await costlyReadWhileHeld(100);
    try {
      expect((await costly).json()).toMatchObject({ data: { properties: { edges: [{ node: { id: expect.any(String) } }] } } });
      expect(answered).toEqual(['costly']);
    } finally {
      await release();
    }
    expect((await archive).statusCode).toBe(200);
  }, 60_000);

  it('alone: waits while work runs, resumes when the last ends or its patience is spent', async () => {
    const foreground = new Foreground(60_000);
    expect(foreground.precedence()).toBeUndefined();
    const [a, b] = [{}, {}];
    foreground.begin(a);
    foreground.begin(b);
    let resumed = false;
    void foreground.precedence()!.then(() => (resumed = true));
    foreground.end(a);
    await new Promise((resolve) => setImmediate(resolve));
    expect(resumed).toBe(false);
    foreground.end(b);
    await new Promise((resolve) => setImmediate(resolve));
    expect(resumed).toBe(true);
    const impatient = new Foreground(10);
    impatient.begin(a);
    await impatient.precedence();
    expect(new Foreground(0).precedence()).toBeUndefined();
  });
});

describe("one org's requests whose clients leave early", () => {
  it('keep no turn: after a burst of requests abandoned at every stage, the org is served', async () => {
    t = await startTestApp({ REQUESTS_PER_ORG: '1', REQUEST_QUEUE_PER_ORG: '1', SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
    const caller = await t.caller(['OWNER']);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const read = (signal?: AbortSignal) => fetch(`${base}/api/v1/bookings`, { headers: { authorization: `Bearer ${caller.token}` }, signal });
    // Clients giving up after 1 to 40 ms: some before their token is checked, some waiting, some while worked on.
    await Promise.allSettled(Array.from({ length: 60 }, (_, n) => read(AbortSignal.timeout(1 + (n % 40)))));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await read()).status).toBe(200);
  }, 60_000);
});

describe('the admission queue, alone', () => {
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('hands a released connection to the waiting org that holds the fewest, the longest waiting first among equals', async () => {
    const admission = new Admission({ permits: 2, queueMax: 10, permitsPerOrg: 2, queueMaxPerOrg: 10, stallMs: 60_000 });
    await admission.enter('a');
    await admission.enter('a');
    const admitted: string[] = [];
    const wait = (org: string, name: string) => admission.enter(org).then(() => admitted.push(name));
    void wait('a', 'a3');
    void wait('a', 'a4');
    void wait('b', 'b1');
    void wait('c', 'c1');
    admission.leave('a');
    await settle();
    // b and c hold none, a holds one: b, which waited longer than c, goes first, though a's waiters came before.
    expect(admitted).toEqual(['b1']);
    admission.leave('b');
    await settle();
    // c holds none, a one: c, though a3 waited longer.
    expect(admitted).toEqual(['b1', 'c1']);
    admission.leave('c');
    await settle();
    expect(admitted).toEqual(['b1', 'c1', 'a3']);
  });

  it("refuses an org past its share of the queue at once, and queues another org's", async () => {
    const admission = new Admission({ permits: 1, queueMax: 10, permitsPerOrg: 1, queueMaxPerOrg: 2, stallMs: 60_000 });
    await admission.enter('a');
    const queued = [admission.enter('a'), admission.enter('a')];
    await expect(admission.enter('a')).rejects.toBeInstanceOf(DatabaseBusy);
    const other = admission.enter('b');
    expect(admission.queued).toBe(3);
    // Work of no org has no share to exceed: the service's own (migrations, housekeeping).
    const own = [admission.enter(), admission.enter(), admission.enter()];
    expect(admission.queued).toBe(6);
    // Each release goes to the next in arrival order here: every waiting org holds none.
    const turns: [string, Promise<void>][] = [['a', queued[0]!], ['a', queued[1]!], ['a', other], ['b', own[0]!], ['', own[1]!], ['', own[2]!]];
    for (const [releasing, next] of turns) {
      admission.leave(releasing);
      await next;
    }
    expect(admission.queued).toBe(0);
  });

  it('keeps connections an org may not take for the others', async () => {
    const admission = new Admission({ permits: 3, queueMax: 10, permitsPerOrg: 2, queueMaxPerOrg: 10, stallMs: 60_000 });
    await admission.enter('a');
    await admission.enter('a');
    let third = false;
    void admission.enter('a').then(() => (third = true));
    // The pool's third connection is free, but not for a: b takes it at once.
    await admission.enter('b');
    await settle();
    expect(third).toBe(false);
    admission.leave('a');
    await settle();
    expect(third).toBe(true);
  });
});
