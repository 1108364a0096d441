import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

/**
 * An operation answered with an error on a mutation field writes nothing:
 * `data: null` never hides a write, on GraphQL (several fields in one
 * operation) and on REST (each route runs one operation).
 */

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
/** One statement counting the rows of every table, the stored Idempotency-Key answers included. */
let countEveryTable: string;

const rowCounts = async () => (await t.sql<Record<string, number>>(countEveryTable))[0]!;

beforeAll(async () => {
  // No background jobs: a notification job's bookkeeping (its place in the outbox) is not the request's doing.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
  owner = await t.caller(['OWNER']);
  manager = await t.caller(['MANAGER'], { orgId: owner.orgId });
  tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  const tables = await t.sql<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations'`,
  );
  countEveryTable = `select ${tables.map(({ table_name: name }) => `(select count(*)::int from "${name}") as "${name}"`).join(', ')}`;
});
afterAll(() => t.close());

const post = (query: string, caller: Caller, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}`, ...headers }, payload: { query } });

const bookingInput = (unitId: string, startDate: string, endDate: string) =>
  `{unitId: "${unitId}", tenantUserId: "${tenant.userId}", startDate: "${startDate}", endDate: "${endDate}"}`;

describe('GraphQL: several mutation fields in one operation', () => {
  it('a refused second field rolls back the first: 409, data null, nothing written', async () => {
    const propertyId = await createProperty(t, owner);
    const before = await rowCounts();
    const response = await post(
      `mutation { u1: createUnit(propertyId: "${propertyId}", input: {label: "Twin"}) { id } u2: createUnit(propertyId: "${propertyId}", input: {label: "twin"}) { id } }`,
      owner,
    );
    // The operation ran (then rolled back): 200 on /graphql, whose answers carry their codes in the body.
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: null, errors: [{ path: ['u2'], extensions: { code: 'CONFLICT' } }] });
    expect(await rowCounts()).toEqual(before);
  });

  it('commits every field when none is refused', async () => {
    const propertyId = await createProperty(t, owner);
    const response = await post(
      `mutation { u1: createUnit(propertyId: "${propertyId}", input: {label: "One"}) { id } u2: createUnit(propertyId: "${propertyId}", input: {label: "Two"}) { id } }`,
      owner,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.sql(`select label from unit where property_id = $1 order by label`, [propertyId])).toEqual([{ label: 'One' }, { label: 'Two' }]);
  });

  it('leaves no stored answer for an Idempotency-Key when the operation rolls back, so a retry runs again', async () => {
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId, 'B1');
    const before = await rowCounts();
    const headers = { 'idempotency-key': 'twice-in-one' };
    const refused = await post(
      `mutation { b: createBooking(input: ${bookingInput(unitId, '2032-01-01', '2032-02-01')}) { id } u: createUnit(propertyId: "${propertyId}", input: {label: "b1"}) { id } }`,
      manager,
      headers,
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toBeNull();
    expect(await rowCounts()).toEqual(before);
    // The same key now runs the booking for real.
    const retried = await post(`mutation { b: createBooking(input: ${bookingInput(unitId, '2032-01-01', '2032-02-01')}) { id } }`, manager, headers);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await t.sql(`select id from booking where id = $1`, [retried.json().data.b.id])).toHaveLength(1);
  });

  it('keeps the refusal of a single-field operation for its Idempotency-Key (replayed as the product promises)', async () => {
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId, 'C1');
    await post(`mutation { createBooking(input: ${bookingInput(unitId, '2033-01-01', '2033-03-01')}) { id } }`, manager);
    const clash = `mutation { createBooking(input: ${bookingInput(unitId, '2033-02-01', '2033-04-01')}) { id } }`;
    const first = await post(clash, manager, { 'idempotency-key': 'single-clash' });
    expect(first.json().errors[0].extensions.code).toBe('CONFLICT');
    expect(await t.sql(`select key from idempotency_key where key = 'single-clash'`)).toHaveLength(1);
  });

  it('property: any mix of accepted and refused fields writes all of them or nothing', async () => {
    const propertyId = await createProperty(t, owner);
    await createUnit(t, owner, propertyId, 'Taken');
    const fieldArb = fc.oneof(
      // A unit label: fresh, clashing with a stored one, or with another field of the operation (case-insensitively).
      fc.constantFrom('Taken', 'taken', 'X', 'x', 'Y', '', ' ').map((label) => `createUnit(propertyId: "${propertyId}", input: {label: ${JSON.stringify(label)}}) { id }`),
      fc.constantFrom('"Villa"', '""').map((name) => `createProperty(input: {name: ${name}, type: HOUSE}) { id }`),
      fc.constant(`setUnitStatus(id: "00000000-0000-4000-8000-000000000000", status: AVAILABLE) { id }`),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fieldArb, { minLength: 1, maxLength: 4 }), async (fields) => {
        const before = await rowCounts();
        const response = await post(`mutation { ${fields.map((field, index) => `f${index}: ${field}`).join(' ')} }`, owner);
        const body = response.json();
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (body.errors) {
          expect(body.data).toBeNull();
          expect(await rowCounts()).toEqual(before);
        } else {
          const after = await rowCounts();
          expect(after.unit! - before.unit! + after.property! - before.property!).toBe(fields.length);
          // Start again from the same state, so that labels clash the same way in every run.
          await t.sql(`delete from unit where property_id = $1 and label <> 'Taken'`, [propertyId]);
          await t.sql(`delete from property where name = 'Villa' and org_id = $1`, [owner.orgId]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('REST: a refused mutation leaves every table as it was', () => {
  it('a duplicate unit (409), bad input (400) and a missing property (404)', async () => {
    const propertyId = await createProperty(t, owner);
    await createUnit(t, owner, propertyId, 'R1');
    const before = await rowCounts();
    const duplicate = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'r1' } });
    expect(duplicate.statusCode).toBe(409);
    const invalid = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'R2', areaSqm: 0 } });
    expect(invalid.statusCode).toBe(400);
    const missing = await t.rest('POST', `/properties/00000000-0000-4000-8000-000000000000/units`, { caller: owner, body: { label: 'R3' } });
    expect(missing.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});
