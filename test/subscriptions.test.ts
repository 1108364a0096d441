import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { BookingActionDocs, CreateBookingDoc, createProperty, createUnit } from './helpers/fixtures.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { subscribeOverSse } from './helpers/sse.js';

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
