import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventSubscriber } from '@mikro-orm/core';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { insertGraph } from './helpers/graph-sql.js';

/**
 * Reads that only answer read plain rows (src/services/rows.ts): no entity is
 * hydrated, so nothing sits in the identity map or is diffed at the request's
 * commit, and each statement's text depends on the shape of the read only.
 */

let t: TestApp;
let manager: Caller;
let ids: { invoice: string[]; booking: string; property: string; unit: string };
/** Entities the ORM made (hydrated or created) while `hydrating` counts. */
let hydrated: string[] | undefined;

const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${manager.token}` },
    payload: { query, variables },
  });
  const body = response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
};

const rest = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: { authorization: `Bearer ${manager.token}` } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function entitiesMadeBy(action: () => Promise<unknown>): Promise<string[]> {
  hydrated = [];
  try {
    await action();
    return hydrated;
  } finally {
    hydrated = undefined;
  }
}

/** A statement with its values taken out: what is left is its shape. */
const shapeOf = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, '?').replace(/\b\d+\b/g, '?');

beforeAll(async () => {
  // No webhook poll, sweep or email jobs: they would read and write while a request is watched.
  t = await startTestApp({ WEBHOOK_DELIVERY_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0', NOTIFICATIONS_ENABLED: 'false' });
  const subscriber: EventSubscriber = { onInit: ({ meta }) => void hydrated?.push(meta.className) };
  t.orm.em.getEventManager().registerSubscriber(subscriber);
  manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  const shape = { properties: 3, unitsPerProperty: 2, bookingsPerUnit: 2, invoicesPerBooking: 2, documentsPerProof: 1 };
  await insertGraph(t, manager.orgId, { ownerUserId: randomUUID(), tenantUserId: randomUUID() }, shape);
  const [booking] = await t.sql<{ id: string; unit_id: string; property_id: string }>('select id, unit_id, property_id from booking where org_id = $1 order by id limit 1', [manager.orgId]);
  // Two ISSUED invoices: the second is cancelled below.
  const invoices = await t.sql<{ id: string }>(`select id from invoice where org_id = $1 and status = 'ISSUED' order by id limit 2`, [manager.orgId]);
  ids = { invoice: invoices.map((row) => row.id), booking: booking!.id, property: booking!.property_id, unit: booking!.unit_id };
});
afterAll(() => t.close());

describe('reads that only answer', () => {
  it('hydrate no entity: by id, lists, counts, nodes and nested pages, on GraphQL and REST', async () => {
    const made = await entitiesMadeBy(async () => {
      await graphql(`query ($id: UUID!) { invoice(id: $id) { id grossAmount status booking { id unit { id property { id } } } } }`, { id: ids.invoice[0] });
      await graphql(`query ($id: UUID!) { booking(id: $id) { id rentAmount billingPlan { cycle } } }`, { id: ids.booking });
      await graphql(`query ($id: UUID!) { property(id: $id) { id amenities latitude } }`, { id: ids.property });
      await graphql(`query ($id: UUID!) { unit(id: $id) { id rentAmount } }`, { id: ids.unit });
      await graphql(`query ($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [ids.invoice[0], ids.booking, ids.property, ids.unit] });
      await graphql(`{ properties(first: 2) { totalCount edges { node { id units(first: 2) { totalCount edges { node { id bookings(first: 1) { edges { node { id } } } } } } } } } }`);
      await graphql(`{ bookings(first: 5) { totalCount edges { cursor node { id } } } invoices(first: 5, filter: {status: OVERDUE}) { totalCount edges { node { id } } } }`);
      await rest(`/invoices/${ids.invoice[0]}`);
      await rest('/bookings?limit=3');
    });
    expect(made).toEqual([]);
  });

  it('leave changes to managed entities (which the count above would see)', async () => {
    const made = await entitiesMadeBy(() => graphql(`mutation ($id: UUID!) { cancelInvoice(id: $id) { id status } }`, { id: ids.invoice[1] }));
    expect(made).toContain('Invoice');
  });

  it('send statements whose text depends on the shape of the read, not on its values', async () => {
    const statementsOf = (action: () => Promise<unknown>) => t.countStatements(action);
    const byId = [await statementsOf(() => rest(`/invoices/${ids.invoice[0]}`)), await statementsOf(() => rest(`/invoices/${ids.invoice[1]}`))];
    expect(byId[0]!.length).toBeGreaterThan(0);
    expect(byId[1]!.map(shapeOf)).toEqual(byId[0]!.map(shapeOf));
    expect(byId[0]!.join('\n')).toContain(ids.invoice[0]);

    const first = await graphql(`{ bookings(first: 1) { edges { cursor } } }`);
    const pages: string[][] = [];
    let after: string = first.bookings.edges[0].cursor;
    for (let page = 0; page < 2; page++) {
      let next = after;
      pages.push(await statementsOf(async () => (next = (await graphql(`query ($after: String) { bookings(first: 1, after: $after) { edges { cursor } } }`, { after })).bookings.edges[0].cursor)));
      after = next;
    }
    expect(pages[1]!.map(shapeOf)).toEqual(pages[0]!.map(shapeOf));
  });
});
