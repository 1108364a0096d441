import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { BookingActionDocs, CreateBookingDoc, createProperty, createUnit } from './helpers/fixtures.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { countingOutboxReads } from './helpers/outbox-reads.js';
import { type SseSubscription, subscribeOverSse } from './helpers/sse.js';

const EVENTS = `subscription Events($types: [String!], $after: String) { events(types: $types, after: $after) { id type occurredAt data } }`;
const SubscriptionExtendDoc = graphql(`
  mutation TestSubscriptionExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id } }
`);

interface Received {
  events: { id: string; type: string; occurredAt: string; data: { id: string; status: string; tenantUserId?: string } };
}

let t: TestApp;
let writer: Instance;
let reader: Instance;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherTenant, outsider } = await t.cast());
  // The writer and the subscriber are different instances on one database: events cross processes through PostgreSQL.
  [writer, reader] = await Promise.all([startInstance(t.databaseUrl), startInstance(t.databaseUrl)]);
});
afterAll(async () => {
  await Promise.all([writer.close(), reader.close()]);
  await t.close();
});

const latest = async () => (await t.sql<{ id: string }>('select coalesce(max(id), 0)::text as id from event where org_id = $1', [owner.orgId]))[0]!.id;

async function act<R, V>(document: TypedDocumentNode<R, V>, variables: V, caller: Caller) {
  const response = await fetch(`${writer.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json()) as { data?: R; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as R;
}

describe('subscription { events }', () => {
  it('follows a booking from creation to termination across instances, and resumes after its last id without a gap', async () => {
    const unitId = await createUnit(t, owner, await createProperty(t, owner));
    const start = await latest();
    const tenantFeed = subscribeOverSse<Received>(reader.baseUrl, tenant.token, EVENTS, { after: start });
    const outsiderFeed = subscribeOverSse<Received>(reader.baseUrl, outsider.token, EVENTS, { after: '0' });
    expect(await tenantFeed.response).toEqual({ status: 200, contentType: expect.stringContaining('text/event-stream') });

    const booking = (await act(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2026-03-01', endDate: '2026-09-01' } }, manager))
      .createBooking;
    // Another tenant's booking of another unit: never shown to this tenant.
    const otherUnit = await createUnit(t, owner, await createProperty(t, owner));
    await act(CreateBookingDoc, { input: { unitId: otherUnit, tenantUserId: otherTenant.userId, startDate: '2026-03-01', endDate: '2026-09-01' } }, manager);
    await act(BookingActionDocs.confirm, { id: booking.id }, manager);
    const firstPart = await tenantFeed.waitFor(2);
    expect(firstPart.map((r) => [r.data?.events.type, r.data?.events.data.id])).toEqual([
      ['booking.created', booking.id],
      ['booking.confirmed', booking.id],
    ]);
    tenantFeed.close();
    const lastSeen = firstPart[1]!.data!.events.id;

    // While nobody listens, the booking moves on.
    await act(SubscriptionExtendDoc, { id: booking.id, endDate: '2026-12-01' }, manager);
    await act(BookingActionDocs.terminate, { id: booking.id }, manager);

    const resumed = subscribeOverSse<Received>(reader.baseUrl, tenant.token, EVENTS, { after: lastSeen });
    const rest = await resumed.waitFor(2);
    resumed.close();
    expect(rest.map((r) => [r.data?.events.type, r.data?.events.data.status])).toEqual([
      ['booking.extended', 'ACTIVE'],
      ['booking.terminated', 'TERMINATED'],
    ]);
    // No gap: what the tenant saw is exactly the outbox's events of its own rows, in id order.
    const seen = [...firstPart, ...rest].map((r) => r.data!.events.id);
    const expected = await t.sql<{ id: string }>(
      'select id::text as id from event where org_id = $1 and id > $2 and user_id = $3 order by event.id',
      [owner.orgId, start, tenant.userId],
    );
    expect(seen).toEqual(expected.map((row) => row.id));
    expect(tenantFeed.received.every((r) => r.data?.events.data.tenantUserId === tenant.userId)).toBe(true);

    // Another org's manager saw nothing of this org.
    expect(outsiderFeed.received).toEqual([]);
    outsiderFeed.close();
  });

  it('gives a manager every event of the org, filtered by type', async () => {
    const start = await latest();
    const feed = subscribeOverSse<Received>(reader.baseUrl, manager.token, EVENTS, { after: start, types: ['unit.created'] });
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId, 'Z9');
    const [first] = await feed.waitFor(1);
    feed.close();
    expect(first?.errors).toBeUndefined();
    expect(first?.data?.events).toMatchObject({ type: 'unit.created', data: { id: unitId, propertyId, label: 'Z9', status: 'AVAILABLE' } });
  });

  it('refuses a resume point that is not an event id, and a caller without a token', async () => {
    const bad = subscribeOverSse<Received>(reader.baseUrl, tenant.token, EVENTS, { after: 'x' });
    const [answer] = await bad.waitFor(1);
    bad.close();
    expect(answer?.errors?.[0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    const anonymous = await fetch(`${reader.baseUrl}/graphql`, {
      method: 'POST',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ query: EVENTS, variables: {} }),
    });
    expect(await anonymous.text()).toContain('UNAUTHENTICATED');
  });
});

const idsOf = (received: Received[]) => received.map((each) => each.events.id);
const payloads = (feed: SseSubscription<Received>) => feed.received.map((each) => each.data!);

describe('one outbox reader per org', () => {
  it('serves 300 subscribers of an org with one read per batch: each gets what it may read, in order, exactly once', { timeout: 120_000 }, async () => {
    const closing: SseSubscription<Received>[] = [];
    try {
      const propertyId = await createProperty(t, owner);
      // A first subscriber starts the org's reader; once it has an event, the reader is running.
      const first = subscribeOverSse<Received>(reader.baseUrl, manager.token, EVENTS, { after: await latest() });
      closing.push(first);
      await first.response;
      await createUnit(t, owner, propertyId, 'W0');
      const [warmUp] = await first.waitFor(1);
      const start = warmUp!.data!.events.id;

      // Managers (distinct users), and each tenant through one token at its cap of ten subscriptions.
      const managers = await Promise.all(Array.from({ length: 279 }, () => t.caller(['MANAGER'], { orgId: owner.orgId })));
      const subscribe = (caller: Caller) => {
        const feed = subscribeOverSse<Received>(reader.baseUrl, caller.token, EVENTS, { after: start });
        closing.push(feed);
        return feed;
      };
      const managerFeeds = managers.map(subscribe);
      const tenantFeeds = Array.from({ length: 10 }, () => subscribe(tenant));
      const otherTenantFeeds = Array.from({ length: 10 }, () => subscribe(otherTenant));
      // Another org's subscriber, served by its own reader meanwhile.
      const otherOrgProperty = await createProperty(t, outsider);
      const otherOrgStart = (await t.sql<{ id: string }>('select coalesce(max(id), 0)::text as id from event where org_id = $1', [outsider.orgId]))[0]!.id;
      const otherOrgFeed = subscribeOverSse<Received>(reader.baseUrl, outsider.token, EVENTS, { after: otherOrgStart });
      closing.push(otherOrgFeed);
      const everyone = [first, ...managerFeeds, ...tenantFeeds, ...otherTenantFeeds];
      expect(everyone).toHaveLength(300);
      expect(new Set(await Promise.all(everyone.map(async (feed) => (await feed.response).status)))).toEqual(new Set([200]));

      const { reads, result: resumed } = await countingOutboxReads(async () => {
        // 20 events: ten units, then a booking of each, five for each tenant; and the other org's units.
        const units: string[] = [];
        for (let i = 0; i < 10; i += 1) units.push(await createUnit(t, owner, propertyId, `S${i}`));
        const otherOrgUnits = await Promise.all([createUnit(t, outsider, otherOrgProperty, 'X1'), createUnit(t, outsider, otherOrgProperty, 'X2')]);
        // Ten managers leave after the first five events and resume after the last one they saw, while the writes go on.
        const leaving = managerFeeds.slice(0, 10);
        const firstFive = await Promise.all(leaving.map((feed) => feed.waitFor(5, 60_000)));
        leaving.forEach((feed) => feed.close());
        const resumedFeeds = firstFive.map((seen, i) => subscribeOverSse<Received>(reader.baseUrl, managers[i]!.token, EVENTS, { after: seen[4]!.data!.events.id }));
        closing.push(...resumedFeeds);
        for (const [i, unitId] of units.entries()) {
          const tenantUserId = (i % 2 ? otherTenant : tenant).userId;
          await act(CreateBookingDoc, { input: { unitId, tenantUserId, startDate: '2026-03-01', endDate: '2026-09-01' } }, manager);
        }
        const all = await t.sql<{ id: string }>('select id::text as id from event where org_id = $1 and id > $2 order by event.id', [owner.orgId, start]);
        expect(all).toHaveLength(20);
        await Promise.all([first.waitFor(21, 60_000), ...managerFeeds.slice(10).map((feed) => feed.waitFor(20, 60_000))]);
        await Promise.all([...tenantFeeds, ...otherTenantFeeds].map((feed) => feed.waitFor(5, 60_000)));
        await Promise.all(resumedFeeds.map((feed) => feed.waitFor(15, 60_000)));
        await otherOrgFeed.waitFor(2, 60_000);
        return { all: all.map((row) => row.id), leaving: firstFive, resumedFeeds, otherOrgUnits };
      });

      // Every manager: all 20, in order, once (the first also the warm-up event); those who left and resumed, without a gap or a repeat.
      expect(errorsOf(everyone)).toEqual([]);
      expect(idsOf(payloads(first))).toEqual([start, ...resumed.all]);
      for (const feed of managerFeeds.slice(10)) expect(idsOf(payloads(feed))).toEqual(resumed.all);
      resumed.leaving.forEach((seen, i) => {
        expect(idsOf([...seen.map((each) => each.data!), ...payloads(resumed.resumedFeeds[i]!)])).toEqual(resumed.all);
      });
      // A tenant sees only its own bookings among the org's events.
      for (const [caller, feeds] of [[tenant, tenantFeeds], [otherTenant, otherTenantFeeds]] as const) {
        const own = await t.sql<{ id: string }>('select id::text as id from event where org_id = $1 and id > $2 and user_id = $3 order by event.id', [owner.orgId, start, caller.userId]);
        expect(own).toHaveLength(5);
        for (const feed of feeds) {
          expect(idsOf(payloads(feed))).toEqual(own.map((row) => row.id));
          expect(payloads(feed).every((each) => each.events.type === 'booking.created' && each.events.data.tenantUserId === caller.userId)).toBe(true);
        }
      }
      // The other org's subscriber got its own org's events, and nothing of this one.
      expect(payloads(otherOrgFeed).map((each) => each.events.data.id).sort()).toEqual([...resumed.otherOrgUnits].sort());
      // One read per batch of the org's events (a wake-up may find one event or several), not one per subscriber:
      // 300 subscribers reading each event themselves would be 6000 reads.
      expect(reads).toBeLessThanOrEqual(3 * 22 + 10);
    } finally {
      closing.forEach((feed) => feed.close());
    }
  });
});

describe('closing the service', () => {
  it('ends its open subscriptions, so that closing does not wait for them', async () => {
    const closing = await startInstance(t.databaseUrl);
    const feeds = [subscribeOverSse<Received>(closing.baseUrl, manager.token, EVENTS, {}), subscribeOverSse<Received>(closing.baseUrl, tenant.token, EVENTS, { after: '0' })];
    await Promise.all(feeds.map((feed) => feed.response));
    await closing.close();
    for (const feed of feeds) await expect(feed.waitFor(Number.MAX_SAFE_INTEGER)).rejects.toThrow(/the stream ended/);
  });
});

describe('subscription caps', () => {
  it('refuses a subscription over the cap per token or per org at once, with RATE_LIMITED naming the limit, over POST and GET', async () => {
    const capped = await startInstance(t.databaseUrl, { SUBSCRIPTIONS_PER_TOKEN: '2', SUBSCRIPTIONS_PER_ORG: '3' });
    const open: SseSubscription<Received>[] = [];
    const attempt = async (caller: Caller) => {
      const feed = subscribeOverSse<Received>(capped.baseUrl, caller.token, EVENTS, {});
      open.push(feed);
      return { status: (await feed.response).status, feed };
    };
    const refusal = async (caller: Caller) => {
      const { status, feed } = await attempt(caller);
      const [answer] = await feed.waitFor(1);
      return { status, error: answer?.errors?.[0] };
    };
    const overGet = async (caller: Caller, scheme = 'Bearer ') => {
      const response = await fetch(`${capped.baseUrl}/graphql?query=${encodeURIComponent(EVENTS)}`, {
        headers: { accept: 'text/event-stream', authorization: `${scheme}${caller.token}` },
      });
      return { status: response.status, body: await response.text() };
    };
    try {
      expect((await attempt(tenant)).status).toBe(200);
      expect((await attempt(tenant)).status).toBe(200);
      expect(await refusal(tenant)).toMatchObject({
        status: 429,
        error: { extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/at most 2 .*per access token/) },
      });
      expect(await overGet(tenant)).toMatchObject({ status: 429, body: expect.stringMatching(/at most 2 .*per access token.*"code":"RATE_LIMITED"/) });
      // The same token however its scheme is written: not ten more subscriptions per spelling.
      for (const scheme of ['bearer ', 'BEARER ', ' Bearer ']) {
        expect(await overGet(tenant, scheme)).toMatchObject({ status: 429, body: expect.stringMatching(/at most 2 .*per access token/) });
      }

      // The org's third subscription in this process is its last; another org is not counted with it.
      expect((await attempt(otherTenant)).status).toBe(200);
      expect(await refusal(manager)).toMatchObject({
        status: 429,
        error: { extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/at most 3 .*per organisation/) },
      });
      expect(await overGet(manager)).toMatchObject({ status: 429, body: expect.stringMatching(/at most 3 .*per organisation.*"code":"RATE_LIMITED"/) });
      expect((await attempt(outsider)).status).toBe(200);

      // A subscription that ends gives its place back.
      open[0]!.close();
      await expect.poll(async () => (await attempt(manager)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      open.forEach((feed) => feed.close());
      await capped.close();
    }
  });

  it('refuses one past SUBSCRIPTIONS_MAX, all orgs together, and takes one again once another closes', async () => {
    const capped = await startInstance(t.databaseUrl, { SUBSCRIPTIONS_MAX: '2' });
    const open: SseSubscription<Received>[] = [];
    const attempt = async (caller: Caller) => {
      const feed = subscribeOverSse<Received>(capped.baseUrl, caller.token, EVENTS, {});
      open.push(feed);
      return { status: (await feed.response).status, feed };
    };
    try {
      expect((await attempt(tenant)).status).toBe(200);
      expect((await attempt(outsider)).status).toBe(200);
      const { status, feed } = await attempt(manager);
      expect(status).toBe(429);
      expect((await feed.waitFor(1))[0]?.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/at most 2 .*for all organisations/) });
      open[0]!.close();
      await expect.poll(async () => (await attempt(manager)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      open.forEach((feed) => feed.close());
      await capped.close();
    }
  });
});

const errorsOf = (feeds: SseSubscription<Received>[]) => feeds.flatMap((feed) => feed.received.flatMap((each) => each.errors ?? []));
