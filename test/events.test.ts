import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { openDatabase } from '../src/db/orm.js';
import { createBooking } from '../src/services/portfolio/bookings.js';
import { serviceContextFor } from '../src/services/context.js';
import { benchmarkWithoutEvents } from '../src/services/events/events.js';
import { sweep } from '../src/services/sweep.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import {
  ApproveDoc,
  BookingActionDocs,
  CreateBookingDoc,
  IssueInvoiceDoc,
  RevokeDoc,
  StartReviewDoc,
  createProperty,
  createUnit,
  isoDay,
  submittedProof,
} from './helpers/fixtures.js';

const EventsExtendDoc = graphql(`
  mutation TestEventsExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }
`);
const EventsPayDoc = graphql(`mutation TestEventsPay($id: UUID!) { payInvoice(id: $id) { id status } }`);
const EventsPublishDoc = graphql(`mutation TestEventsPublish($id: UUID!) { publishProperty(id: $id) { id status } }`);
const EventsArchiveDoc = graphql(`mutation TestEventsArchive($id: UUID!) { archiveProperty(id: $id) { id status } }`);
const TwoConfirmsDoc = graphql(`
  mutation TestEventsTwoConfirms($a: UUID!, $b: UUID!) { a: confirmBooking(id: $a) { id } b: confirmBooking(id: $b) { id } }
`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;

beforeAll(async () => {
  // No webhook poll or periodic sweep: their statements would be counted with the service calls' (the bench's switch below).
  t = await startTestApp({ WEBHOOK_DELIVERY_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0' });
  ({ owner, manager, tenant } = await t.cast());
});
afterAll(() => t.close());

interface EventRow {
  id: string;
  type: string;
  actor_user_id: string | null;
  data: Record<string, unknown>;
}

const eventsOf = (orgId: string, after = 0) =>
  t.sql<EventRow>('select id::text as id, type, actor_user_id, data from event where org_id = $1 and id > $2 order by event.id', [orgId, after]);
const lastId = async (orgId: string) => Number((await eventsOf(orgId)).at(-1)?.id ?? 0);

async function freshUnit(label = 'A1') {
  return createUnit(t, owner, await createProperty(t, owner), label);
}

describe('the outbox', () => {
  it('writes each change of a booking, in the REST shape, with the changes it causes', async () => {
    const unitId = await freshUnit();
    const from = await lastId(owner.orgId);
    const created = await t.graphql(
      CreateBookingDoc,
      { input: { unitId, tenantUserId: tenant.userId, startDate: isoDay(-10), endDate: isoDay(60) } },
      manager,
    );
    const booking = created.data!.createBooking;
    const [event] = await eventsOf(owner.orgId, from);
    expect(event).toMatchObject({ type: 'booking.created', actor_user_id: manager.userId });
    // The event's data is the contract's REST shape: what the GraphQL answer (the REST fragment's fields) says.
    expect(event!.data).toEqual(JSON.parse(JSON.stringify(booking)));

    await t.graphql(BookingActionDocs.confirm, { id: booking.id }, manager);
    const invoice = await t.graphql(
      IssueInvoiceDoc,
      { input: { bookingId: booking.id, periodStart: isoDay(30), periodEnd: isoDay(59), dueDate: isoDay(30) } },
      manager,
    );
    expect(invoice.errors).toBeUndefined();
    await t.graphql(EventsExtendDoc, { id: booking.id, endDate: isoDay(90) }, manager);
    await t.graphql(BookingActionDocs.terminate, { id: booking.id }, manager);
    const events = await eventsOf(owner.orgId, from);
    expect(events.map((e) => [e.type, e.data.status])).toEqual([
      ['booking.created', 'PENDING'],
      ['booking.confirmed', 'ACTIVE'],
      ['unit.status_changed', 'OCCUPIED'],
      ['invoice.issued', 'ISSUED'],
      ['booking.extended', 'ACTIVE'],
      ['booking.terminated', 'TERMINATED'],
      ['unit.status_changed', 'AVAILABLE'],
      ['invoice.cancelled', 'CANCELLED'],
    ]);
    // Consecutive ids: the org's events are numbered without gaps, in commit order.
    expect(events.map((e) => Number(e.id))).toEqual(events.map((_, index) => from + 1 + index));
  });

  it('writes nothing for a refused request, nor for a mutation rolled back as a whole', async () => {
    const unitId = await freshUnit();
    const id = (await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2027-01-01', endDate: '2027-02-01' } }, manager))
      .data!.createBooking.id;
    const from = await lastId(owner.orgId);
    // A tenant may not confirm; a cancelled booking cannot be confirmed.
    expect((await t.graphql(BookingActionDocs.confirm, { id }, tenant)).errors).toBeDefined();
    await t.graphql(BookingActionDocs.cancel, { id }, manager);
    const afterCancel = await lastId(owner.orgId);
    expect((await t.graphql(BookingActionDocs.confirm, { id }, manager)).errors).toBeDefined();
    // The first field confirms (and writes its events), the second is refused: the operation rolls back with them.
    const other = (await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2027-03-01', endDate: '2027-04-01' } }, manager))
      .data!.createBooking.id;
    const beforeBoth = await lastId(owner.orgId);
    const both = await t.graphql(TwoConfirmsDoc, { a: other, b: id }, manager);
    expect(both.data).toBeNull();
    expect(await lastId(owner.orgId)).toBe(beforeBoth);
    expect((await eventsOf(owner.orgId, from)).map((e) => e.type)).toEqual(['booking.cancelled', 'booking.created']);
    expect(afterCancel).toBe(from + 1);
  });

  it('numbers concurrent writers of one org without gaps or repeats', async () => {
    const units = await Promise.all(Array.from({ length: 8 }, async (_, i) => freshUnit(`C${i}`)));
    const from = await lastId(owner.orgId);
    await Promise.all(
      units.map((unitId) => t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2028-01-01', endDate: '2028-02-01' } }, manager)),
    );
    const ids = (await eventsOf(owner.orgId, from)).map((e) => Number(e.id));
    expect(ids).toEqual(units.map((_, index) => from + 1 + index));
  });

  it('writes invoice.overdue for each invoice the sweep makes OVERDUE, and paid ones on payment', async () => {
    const unitId = await freshUnit();
    const bookingId = (await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: isoDay(-40), endDate: isoDay(40) } }, manager))
      .data!.createBooking.id;
    await t.graphql(BookingActionDocs.confirm, { id: bookingId }, manager);
    const late = (await t.graphql(IssueInvoiceDoc, { input: { bookingId, periodStart: isoDay(-40), periodEnd: isoDay(-10), dueDate: isoDay(-5) } }, manager))
      .data!.issueInvoice.id;
    const from = await lastId(owner.orgId);
    await sweep(t.orm.em.fork(), 'UTC');
    const swept = await eventsOf(owner.orgId, from);
    expect(swept.map((e) => [e.type, e.data.id, e.data.status, e.actor_user_id])).toEqual([['invoice.overdue', late, 'OVERDUE', null]]);
    await t.graphql(EventsPayDoc, { id: late }, tenant);
    // Paying in full records one ONLINE payment of the balance, then the invoice is paid.
    expect((await eventsOf(owner.orgId, from + 1)).map((e) => [e.type, e.actor_user_id])).toEqual([
      ['payment.recorded', tenant.userId],
      ['invoice.paid', tenant.userId],
    ]);
    expect(await sweep(t.orm.em.fork(), 'UTC')).toMatchObject({ overdueInvoices: 0 });
  });

  it('writes the moves of a property, its proof and its files', async () => {
    const admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
    const propertyId = await createProperty(t, owner);
    await createUnit(t, owner, propertyId);
    const from = await lastId(owner.orgId);
    const proofId = await submittedProof(t, owner, propertyId);
    await t.graphql(StartReviewDoc, { id: proofId }, admin);
    await t.graphql(ApproveDoc, { id: proofId, note: null }, admin);
    await t.graphql(EventsPublishDoc, { id: propertyId }, owner);
    await t.graphql(RevokeDoc, { id: proofId, reason: 'Forged deed' }, admin);
    await t.graphql(EventsArchiveDoc, { id: propertyId }, owner);
    const events = await eventsOf(owner.orgId, from);
    expect(events.map((e) => [e.type, e.data.status ?? null])).toEqual([
      ['media.uploaded', null],
      ['verification.submitted', 'SUBMITTED'],
      ['verification.review_started', 'UNDER_REVIEW'],
      ['verification.approved', 'APPROVED'],
      ['property.published', 'PUBLISHED'],
      ['verification.revoked', 'REVOKED'],
      ['property.unpublished', 'DRAFT'],
      ['property.archived', 'ARCHIVED'],
      ['unit.status_changed', 'UNAVAILABLE'],
    ]);
    expect(events[1]!.data).toMatchObject({ id: proofId, kind: 'PROPERTY_PROOF', documents: [{ mediaObjectId: events[0]!.data.id }] });
    expect(events[0]!.actor_user_id).toBeNull();
    expect(events[3]!.actor_user_id).toBe(admin.userId);
  });

  it('forgets events older than the retention', async () => {
    await t.sql("update event set occurred_at = now() - interval '40 days' where org_id = $1 and id = 1", [owner.orgId]);
    const result = await sweep(t.orm.em.fork(), 'UTC', new Date(), { eventDays: 30 });
    expect(result?.expiredEvents).toBe(1);
    expect(await t.sql('select 1 from event where org_id = $1 and id = 1', [owner.orgId])).toEqual([]);
  });
});

describe("the bench's switch (bench/events.ts)", () => {
  it('leaves out the outbox statements and nothing else, on its own ORM only', async () => {
    const statements: string[] = [];
    const plain = await openDatabase({ url: t.databaseUrl, onQuery: (sql) => void statements.push(sql) });
    benchmarkWithoutEvents(plain);
    try {
      const unitId = await freshUnit();
      const actor = { orgId: manager.orgId, userId: manager.userId, roles: manager.roles };
      const book = (orm: typeof plain, year: number) =>
        createBooking(serviceContextFor(orm, actor, 'UTC'), { unitId, tenantUserId: tenant.userId, startDate: `${year}-01-01`, endDate: `${year}-02-01` });
      const from = await lastId(owner.orgId);
      statements.length = 0;
      const without = await book(plain, 2201);
      const withEvents = await t.countStatements(() => book(t.orm, 2202));
      expect((await eventsOf(owner.orgId, from)).map((event) => event.data.id)).toEqual([(await t.sql<{ id: string }>('select id from booking where start_date = $1', ['2202-01-01']))[0]!.id]);
      expect(await t.sql('select 1 from booking where id = $1', [without.id])).toHaveLength(1);
      const outbox = withEvents.filter((sql) => /event_counter|webhook_delivery/.test(sql));
      // One statement: counter, events, notification and the endpoints to deliver to (none here, so no delivery insert).
      expect(outbox).toHaveLength(1);
      expect(withEvents.length - outbox.length).toBe(statements.length);
    } finally {
      await plain.close();
    }
  });
});

describe('many events in one change', () => {
  it('a booking cancelled with 11,000 open invoices: every invoice cancelled, an event each, a delivery each, in order', async () => {
    const unitId = await freshUnit('Many');
    const booked = await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2031-01-01', endDate: '2031-02-01' } }, manager);
    const bookingId = booked.data!.createBooking.id;
    // Past 10,900 events, one statement would bind more than PostgreSQL's 65,535 values; an endpoint takes a delivery of each.
    await t.sql(
      `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount, period_start, period_end, due_date, status)
       select b.org_id, gen_random_uuid(), b.id, b.property_id, b.tenant_user_id, 'XAF', 1000, 0, 0, 1000, '2031-01-01', '2031-01-02', '2031-01-05', 'ISSUED'
         from booking b, generate_series(1, 11000) where b.id = $1`,
      [bookingId],
    );
    await t.sql(`insert into webhook_endpoint (org_id, id, url, secret) values ($1, gen_random_uuid(), 'https://receiver.example.test/', 'whsec_many')`, [manager.orgId]);
    const before = await lastId(manager.orgId);
    const cancelled = await t.graphql(BookingActionDocs.cancel, { id: bookingId }, manager);
    expect(cancelled.errors).toBeUndefined();
    const events = await eventsOf(manager.orgId, before);
    expect(events.filter((event) => event.type === 'invoice.cancelled')).toHaveLength(11_000);
    expect(events.map((event) => Number(event.id))).toEqual(Array.from({ length: events.length }, (_, i) => before + 1 + i));
    const [counts] = await t.sql<{ open: number; deliveries: number }>(
      `select (select count(*)::int from invoice where booking_id = $1 and status <> 'CANCELLED') as open,
              (select count(*)::int from webhook_delivery where org_id = $2 and event_id > $3) as deliveries`,
      [bookingId, manager.orgId, before],
    );
    expect(counts).toEqual({ open: 0, deliveries: events.length });
    await t.sql('delete from webhook_endpoint where org_id = $1', [manager.orgId]);
  }, 120_000);
});

describe('event count = state changes', () => {
  it('holds over random sequences of booking actions', async () => {
    const unitId = await freshUnit('P1');
    const actions = ['create', 'submit', 'confirm', 'cancel', 'extend', 'terminate'] as const;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...actions), fc.nat(4), fc.boolean()), { minLength: 1, maxLength: 12 }), async (steps) => {
        const from = await lastId(owner.orgId);
        const bookings: string[] = [];
        let changes = 0;
        const unitStatus = async () => (await t.sql<{ status: string }>('select status from unit where id = $1', [unitId]))[0]!.status;
        for (const [action, pick, draft] of steps) {
          const before = await unitStatus();
          const id = bookings[pick % Math.max(1, bookings.length)];
          let result: { errors?: readonly unknown[]; data?: unknown } = { errors: ['no booking'] };
          if (action === 'create') {
            const year = 2030 + bookings.length;
            result = await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: `${year}-01-01`, endDate: `${year}-02-01`, draft } }, manager);
            if (!result.errors) bookings.push((result.data as { createBooking: { id: string } }).createBooking.id);
          } else if (id && action === 'extend') {
            result = await t.graphql(EventsExtendDoc, { id, endDate: '2099-01-01' }, manager);
          } else if (id) {
            const document: TypedDocumentNode<unknown, { id: string }> = BookingActionDocs[action as keyof typeof BookingActionDocs];
            result = await t.graphql(document, { id }, manager);
          }
          if (!result.errors) changes += 1;
          if ((await unitStatus()) !== before) changes += 1;
        }
        expect((await eventsOf(owner.orgId, from)).length).toBe(changes);
        // Leave the unit free for the next run.
        await t.sql("update booking set status = 'CANCELLED' where unit_id = $1 and status in ('PENDING', 'DRAFT', 'ACTIVE')", [unitId]);
        await t.sql("update unit set status = 'AVAILABLE' where id = $1", [unitId]);
      }),
      { numRuns: 15 },
    );
  });
});
