import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import {
  bookingAction,
  BookingActionDocs,
  CreateBookingDoc,
  CreateUnitDoc,
  createBooking,
  createProperty,
  createUnit,
} from './helpers/fixtures.js';

const BookingDoc = graphql(`
  query TestBooking($id: UUID!) {
    booking(id: $id) {
      id status startDate endDate
      unit { id label status bookings(first: 10) { totalCount edges { node { id } } } }
      invoices(first: 10) { totalCount edges { node { id status booking { id } } } }
    }
  }
`);

const BookingsDoc = graphql(`
  query TestBookings($filter: BookingFilter, $first: Int, $after: String) {
    bookings(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id tenantUserId status } }
    }
  }
`);

const UnitBookingsDoc = graphql(`
  query TestUnitBookings($id: UUID!, $status: BookingStatus) {
    unit(id: $id) { id status bookings(first: 50, status: $status) { totalCount edges { node { id status unit { id } } } } }
  }
`);

const ExtendDoc = graphql(`
  mutation TestExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }
`);

const ArchivePropertyDoc = graphql(`mutation TestArchiveWithBookings($id: UUID!) { archiveProperty(id: $id) { id status } }`);
const SetStatusDoc = graphql(`mutation TestUnitStatusForBooking($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id } }`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let otherOwner: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherTenant, otherOwner, outsider } = await t.cast());
});
afterAll(() => t.close());

async function freshUnit(label = 'A1'): Promise<string> {
  return createUnit(t, owner, await createProperty(t, owner), label);
}

const july = (unitId: string, tenantUserId = tenant.userId) => ({ unitId, tenantUserId, startDate: '2026-07-01', endDate: '2026-08-01' });
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

describe('createBooking', () => {
  it('creates a PENDING booking with the unit rent, every field set', async () => {
    const unitId = await freshUnit();
    const result = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), depositAmount: 300_000, depositCurrency: 'XAF' } }, manager);
    expect(result.errors).toBeUndefined();
    expect(result.data?.createBooking).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgId: owner.orgId,
      unitId,
      tenantUserId: tenant.userId,
      startDate: '2026-07-01',
      endDate: '2026-08-01',
      rentAmount: 150_000,
      rentCurrency: 'XAF',
      depositAmount: 300_000,
      depositCurrency: 'XAF',
      status: 'PENDING',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      activatedAt: null,
      terminatedAt: null,
    });
  });

  it('takes a DRAFT, a rent of its own, and leap days', async () => {
    const unitId = await freshUnit();
    const input = { unitId, tenantUserId: tenant.userId, startDate: '2028-02-29', endDate: '2028-03-29', rentAmount: 900, rentCurrency: 'EUR', draft: true };
    const result = await t.graphql(CreateBookingDoc, { input }, manager);
    expect(result.data?.createBooking).toMatchObject({ status: 'DRAFT', rentAmount: 900, rentCurrency: 'EUR', startDate: '2028-02-29' });
  });

  it.each([
    [{ startDate: '2026-02-30' }, 'VALIDATION_FAILED'],
    [{ endDate: '2026-13-01' }, 'VALIDATION_FAILED'],
    [{ startDate: '01/07/2026' }, 'VALIDATION_FAILED'],
    [{ endDate: '2026-07-01' }, 'VALIDATION_FAILED'],
    [{ endDate: '2026-06-30' }, 'VALIDATION_FAILED'],
    [{ tenantUserId: 'not-a-uuid' }, 'VALIDATION_FAILED'],
    [{ rentAmount: 100 }, 'VALIDATION_FAILED'],
    [{ rentAmount: -1, rentCurrency: 'XAF' }, 'VALIDATION_FAILED'],
    [{ rentAmount: 100, rentCurrency: 'XYZ' }, 'VALIDATION_FAILED'],
    [{ depositAmount: 100 }, 'VALIDATION_FAILED'],
    [{ draft: 'yes' }, 'VALIDATION_FAILED'],
  ])('refuses %j as %s, writing nothing', async (change, code) => {
    const unitId = await freshUnit();
    const result = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), ...change } as never }, manager);
    expect(codeOf(result)).toBe(code);
    expect(await t.sql('select id from booking where unit_id = $1', [unitId])).toEqual([]);
  });

  it('names the field of the input a domain rule refuses, as the validation of its type does', async () => {
    const unitId = await freshUnit();
    const backwards = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), endDate: '2026-06-30' } }, manager);
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.endDate', message: expect.any(String) }] });
    const badCurrency = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), rentAmount: 100, rentCurrency: 'XYZ' } }, manager);
    expect(badCurrency.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.rentCurrency' }] });
  });

  it('refuses a unit without rent unless a rent is given, naming rentAmount', async () => {
    const propertyId = await createProperty(t, owner);
    const bare = await t.graphql(CreateUnitDoc, { propertyId, input: { label: 'No rent' } }, owner);
    const unitId = bare.data!.createUnit.id;
    const refused = await t.graphql(CreateBookingDoc, { input: july(unitId) }, manager);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.rentAmount', message: expect.any(String) }] });
    const given = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), rentAmount: 1, rentCurrency: 'XAF' } }, manager);
    expect(given.data?.createBooking.rentAmount).toBe(1);
  });

  it('refuses an UNAVAILABLE unit and an archived property (409), an unknown or foreign unit (404)', async () => {
    const unitId = await freshUnit();
    await t.graphql(SetStatusDoc, { id: unitId, status: 'UNAVAILABLE' }, manager);
    expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(unitId) }, manager))).toBe('INVALID_TRANSITION');
    const propertyId = await createProperty(t, owner);
    const archivedUnit = await createUnit(t, owner, propertyId);
    await t.graphql(ArchivePropertyDoc, { id: propertyId }, owner);
    expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(archivedUnit) }, manager))).toBe('INVALID_TRANSITION');
    expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(randomUUID()) }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(await freshUnit()) }, outsider))).toBe('NOT_FOUND');
  });

  it('lets only managers and admins create bookings', async () => {
    const unitId = await freshUnit();
    for (const caller of [owner, tenant]) expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(unitId) }, caller))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(CreateBookingDoc, { input: july(unitId) }, null))).toBe('UNAUTHENTICATED');
  });
});

describe('no double booking', () => {
  it('refuses an overlapping PENDING booking naming the clash, accepts adjacent ones', async () => {
    const unitId = await freshUnit();
    await createBooking(t, manager, july(unitId));
    const overlapping = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), startDate: '2026-07-31', endDate: '2026-09-01' } }, manager);
    expect(overlapping.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('from 2026-07-01 to 2026-08-01'),
    });
    // [start, end) ranges: ending on 2026-07-01 and starting on 2026-08-01 do not overlap.
    await createBooking(t, manager, { ...july(unitId), startDate: '2026-06-01', endDate: '2026-07-01' });
    await createBooking(t, manager, { ...july(unitId), startDate: '2026-08-01', endDate: '2026-09-01' });
  });

  it('lets drafts and ended bookings overlap, and refuses submitting a draft into a live booking', async () => {
    const unitId = await freshUnit();
    const live = await createBooking(t, manager, july(unitId));
    const draft = await t.graphql(CreateBookingDoc, { input: { ...july(unitId), draft: true } }, manager);
    const draftId = draft.data!.createBooking.id;
    expect(codeOf(await t.graphql(BookingActionDocs.submit, { id: draftId }, manager))).toBe('CONFLICT');
    await bookingAction(t, manager, 'cancel', live);
    expect((await t.graphql(BookingActionDocs.submit, { id: draftId }, manager)).data?.submitBooking.status).toBe('PENDING');
  });

  it('is enforced by the database itself', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    const insert = t.sql(
      `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       select org_id, gen_random_uuid(), unit_id, property_id, tenant_user_id, '2026-07-15', '2026-07-20', 1, 'XAF', 'ACTIVE' from booking where id = $1`,
      [id],
    );
    await expect(insert).rejects.toThrow(/booking_no_overlap/);
  });

  it('leaves exactly one of 20 simultaneous overlapping bookings, the others CONFLICT', async () => {
    const unitId = await freshUnit();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.graphql(CreateBookingDoc, { input: { ...july(unitId), startDate: `2026-07-${String(i + 1).padStart(2, '0')}`, endDate: '2026-08-15' } }, manager),
      ),
    );
    expect(results.filter((result) => result.data).length).toBe(1);
    expect(results.filter((result) => codeOf(result) === 'CONFLICT').length).toBe(19);
    expect(await t.sql(`select count(*)::int as n from booking where unit_id = $1 and status in ('PENDING','ACTIVE')`, [unitId])).toEqual([{ n: 1 }]);
  });
});

describe('booking lifecycle', () => {
  it('confirms (unit OCCUPIED), terminates (unit AVAILABLE again), and refuses every other move', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    expect(codeOf(await t.graphql(BookingActionDocs.submit, { id }, manager))).toBe('INVALID_TRANSITION');
    expect(codeOf(await t.graphql(BookingActionDocs.terminate, { id }, manager))).toBe('INVALID_TRANSITION');
    const confirmed = await t.graphql(BookingActionDocs.confirm, { id }, manager);
    expect(confirmed.data?.confirmBooking).toMatchObject({ status: 'ACTIVE', activatedAt: expect.stringMatching(/Z$/) });
    expect(await t.sql('select status from unit where id = $1', [unitId])).toEqual([{ status: 'OCCUPIED' }]);
    expect(codeOf(await t.graphql(BookingActionDocs.cancel, { id }, manager))).toBe('INVALID_TRANSITION');
    expect(codeOf(await t.graphql(BookingActionDocs.confirm, { id }, manager))).toBe('INVALID_TRANSITION');
    const terminated = await t.graphql(BookingActionDocs.terminate, { id }, manager);
    expect(terminated.data?.terminateBooking).toMatchObject({ status: 'TERMINATED', terminatedAt: expect.stringMatching(/Z$/) });
    expect(await t.sql('select status from unit where id = $1', [unitId])).toEqual([{ status: 'AVAILABLE' }]);
    for (const document of Object.values(BookingActionDocs) as TypedDocumentNode<unknown, { id: string }>[]) {
      expect(codeOf(await t.graphql(document, { id }, manager))).toBe('INVALID_TRANSITION');
    }
    expect(codeOf(await t.graphql(ExtendDoc, { id, endDate: '2026-12-01' }, manager))).toBe('INVALID_TRANSITION');
  });

  it('keeps the unit OCCUPIED while another ACTIVE booking holds it', async () => {
    const unitId = await freshUnit();
    const first = await createBooking(t, manager, july(unitId));
    const second = await createBooking(t, manager, { ...july(unitId), startDate: '2026-08-01', endDate: '2026-09-01' });
    await bookingAction(t, manager, 'confirm', first);
    await bookingAction(t, manager, 'confirm', second);
    await bookingAction(t, manager, 'terminate', first);
    expect(await t.sql('select status from unit where id = $1', [unitId])).toEqual([{ status: 'OCCUPIED' }]);
    await bookingAction(t, manager, 'terminate', second);
    expect(await t.sql('select status from unit where id = $1', [unitId])).toEqual([{ status: 'AVAILABLE' }]);
  });

  it('refuses to confirm on a unit made UNAVAILABLE meanwhile', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    await t.graphql(SetStatusDoc, { id: unitId, status: 'UNAVAILABLE' }, manager);
    expect(codeOf(await t.graphql(BookingActionDocs.confirm, { id }, manager))).toBe('INVALID_TRANSITION');
    expect(await t.sql('select status from booking where id = $1', [id])).toEqual([{ status: 'PENDING' }]);
  });

  it('extends to a later end, never into another booking nor backwards', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    await createBooking(t, manager, { ...july(unitId), startDate: '2026-09-01', endDate: '2026-10-01' });
    expect((await t.graphql(ExtendDoc, { id, endDate: '2026-09-01' }, manager)).data?.extendBooking).toMatchObject({ endDate: '2026-09-01', status: 'PENDING' });
    const into = await t.graphql(ExtendDoc, { id, endDate: '2026-09-02' }, manager);
    expect(into.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining('2026-09-01 to 2026-10-01') });
    expect(codeOf(await t.graphql(ExtendDoc, { id, endDate: '2026-08-15' }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(ExtendDoc, { id, endDate: '2026-02-30' }, manager))).toBe('VALIDATION_FAILED');
    expect(await t.sql(`select to_char(end_date, 'YYYY-MM-DD') as end from booking where id = $1`, [id])).toEqual([{ end: '2026-09-01' }]);
  });

  it('lets only managers move bookings; others who can see it get 403, other orgs 404', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    for (const caller of [owner, tenant]) expect(codeOf(await t.graphql(BookingActionDocs.confirm, { id }, caller))).toBe('FORBIDDEN');
    for (const caller of [otherTenant, otherOwner, outsider]) expect(codeOf(await t.graphql(BookingActionDocs.confirm, { id }, caller))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(BookingActionDocs.confirm, { id: randomUUID() }, manager))).toBe('NOT_FOUND');
  });

  it('refuses archiving a property while a unit has a PENDING or ACTIVE booking', async () => {
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId);
    const id = await createBooking(t, manager, july(unitId));
    const refused = await t.graphql(ArchivePropertyDoc, { id: propertyId }, owner);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_TRANSITION' }, message: expect.stringContaining('1 PENDING or ACTIVE') });
    await bookingAction(t, manager, 'cancel', id);
    expect((await t.graphql(ArchivePropertyDoc, { id: propertyId }, owner)).data?.archiveProperty.status).toBe('ARCHIVED');
  });
});

describe('reading bookings', () => {
  it('shows a booking to the manager, its tenant and the property owner; 404 to everyone else', async () => {
    const unitId = await freshUnit('R1');
    const id = await createBooking(t, manager, july(unitId));
    for (const caller of [manager, tenant, owner]) {
      const result = await t.graphql(BookingDoc, { id }, caller);
      expect(result.errors).toBeUndefined();
      expect(result.data?.booking).toMatchObject({ id, status: 'PENDING', unit: { id: unitId, label: 'R1' }, invoices: { totalCount: 0 } });
    }
    for (const caller of [otherTenant, otherOwner, outsider]) expect(codeOf(await t.graphql(BookingDoc, { id }, caller))).toBe('NOT_FOUND');
  });

  it('lists and pages bookings by unit, tenant and status, each caller only its own view', async () => {
    const unitId = await freshUnit();
    const ids = [];
    for (let month = 1; month <= 5; month++) {
      const m = String(month).padStart(2, '0');
      const n = String(month + 1).padStart(2, '0');
      ids.push(await createBooking(t, manager, { unitId, tenantUserId: month % 2 ? tenant.userId : otherTenant.userId, startDate: `2027-${m}-01`, endDate: `2027-${n}-01` }));
    }
    await bookingAction(t, manager, 'cancel', ids[4]!);
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const page = await t.graphql(BookingsDoc, { filter: { unitId }, first: 2, after }, manager);
      expect(page.data?.bookings.totalCount).toBe(5);
      seen.push(...page.data!.bookings.edges.map((edge) => edge.node.id));
      after = page.data!.bookings.pageInfo.hasNextPage ? page.data!.bookings.pageInfo.endCursor : undefined;
    } while (after);
    expect(seen).toEqual(ids);
    const mine = await t.graphql(BookingsDoc, { filter: { unitId } }, tenant);
    expect(mine.data?.bookings.edges.map((edge) => edge.node.id)).toEqual([ids[0], ids[2], ids[4]]);
    const pending = await t.graphql(BookingsDoc, { filter: { unitId, status: 'PENDING', tenantUserId: tenant.userId } }, tenant);
    expect(pending.data?.bookings.edges.map((edge) => edge.node.id)).toEqual([ids[0], ids[2]]);
    expect(codeOf(await t.graphql(BookingsDoc, { filter: { tenantUserId: otherTenant.userId } }, tenant))).toBe('FORBIDDEN');
    expect((await t.graphql(BookingsDoc, { filter: { unitId } }, owner)).data?.bookings.totalCount).toBe(5);
    expect((await t.graphql(BookingsDoc, { filter: { unitId } }, otherOwner)).data?.bookings.totalCount).toBe(0);
    expect((await t.graphql(BookingsDoc, { filter: { unitId } }, outsider)).data?.bookings.totalCount).toBe(0);
    const byUnit = await t.graphql(UnitBookingsDoc, { id: unitId, status: 'CANCELLED' }, owner);
    expect(byUnit.data?.unit?.bookings.edges).toEqual([{ node: { id: ids[4], status: 'CANCELLED', unit: { id: unitId } } }]);
    expect((await t.graphql(UnitBookingsDoc, { id: unitId }, owner)).data?.unit?.bookings.totalCount).toBe(5);
    expect(codeOf(await t.graphql(BookingsDoc, { filter: { status: 'LOST' as never } }, manager))).toBe('VALIDATION_FAILED');
  });
});
