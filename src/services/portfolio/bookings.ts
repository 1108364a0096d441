import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Booking } from '../../db/entities/booking.js';
import { Invoice } from '../../db/entities/invoice.js';
import { Property } from '../../db/entities/property.js';
import { Unit } from '../../db/entities/unit.js';
import {
  assertBookingPeriod,
  assertCanListBookingsOf,
  assertCanManageBookings,
  assertCanOccupy,
  assertExtension,
  assertTakesBookings,
  type BookingAction,
  bookingTransition,
  liveBookingStatuses,
  rentForBooking,
  overlapRefusal,
} from '../../domain/portfolio/booking.js';
import { type AppError, notFound } from '../../domain/errors.js';
import { openInvoiceStatuses } from '../../domain/rent/invoice.js';
import { inTransaction, today, underArgument, type ServiceContext } from '../context.js';
import { type Change, originOf, recordEvent, recordEvents } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { inIdOrder, newId } from '../ids.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { childrenOf, deferredListing, type Listing, listingSorted } from '../pagination.js';
import { readableBooking, readableProperty, visibleToCaller } from '../readable.js';
import { rowsByIds } from '../rows.js';

export interface CreateBookingInput {
  unitId: string;
  tenantUserId: string;
  startDate: string;
  endDate: string;
  rentAmount?: number | null;
  rentCurrency?: string | null;
  depositAmount?: number | null;
  depositCurrency?: string | null;
  draft?: boolean | null;
}

/** What booking lists filter and sort on (see list-query.ts); each order has its index (list_queries migration). */
export const bookingFields: FieldTable<Booking> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  unitId: { property: 'unitId', kind: 'id', indexed: true },
  propertyId: { property: 'propertyId', kind: 'id', indexed: true },
  tenantUserId: { property: 'tenantUserId', kind: 'id', indexed: true },
  status: { property: 'status', kind: 'enum', indexed: true },
  startDate: { property: 'startDate', kind: 'date', indexed: true, sortable: true },
  endDate: { property: 'endDate', kind: 'date', indexed: true, sortable: true },
  rentAmount: { property: 'rentAmount', kind: 'amount', indexed: true },
  createdAt: { property: 'createdAt', kind: 'timestamp', indexed: true },
};

/** `tenantUserId`: the tenant the caller asks for by plain equality, which tenants may give only as themselves. */
export function listBookings(ctx: ServiceContext, query: ListQuery & { tenantUserId?: string | null }): Listing<Booking> {
  assertCanListBookingsOf(ctx.actor, query.tenantUserId);
  const where = whereOf(ctx, bookingFields, query.filter);
  const sort = sortOf(bookingFields, query.orderBy);
  return deferredListing<Booking>(async () =>
    listingSorted<Booking>(ctx.em, Booking, ctx.actor.orgId, { $and: [where, await visibleToCaller<Booking>(ctx)] }, sort),
  );
}

/** Bookings of units the caller already sees, by unit: those it may see. */
export function bookingsOfUnits(ctx: ServiceContext, query: ListQuery) {
  const where = whereOf(ctx, bookingFields, query.filter);
  return childrenOf<Booking>(
    ctx.em,
    Booking,
    ctx.actor.orgId,
    'unitId',
    async () => ({ $and: [where, await visibleToCaller<Booking>(ctx)] }) as FilterQuery<Booking>,
    sortOf(bookingFields, query.orderBy),
  );
}

/**
 * Units reached through bookings the caller may read: the tenant of a
 * booking sees the unit it rents even while the property is a draft.
 */
export async function unitsOfBookings(ctx: ServiceContext, unitIds: readonly string[]): Promise<(Unit | AppError)[]> {
  return inIdOrder(unitIds, await rowsByIds(ctx.em, Unit, ctx.actor.orgId, unitIds), 'Unit');
}

export async function createBooking(ctx: ServiceContext, input: CreateBookingInput): Promise<Booking> {
  assertCanManageBookings(ctx.actor);
  underArgument('input', () => assertBookingPeriod(input.startDate, input.endDate));
  return idempotently(ctx, { operation: 'createBooking', arguments: input }, async (em) => {
    const found = await em.findOne(Unit, { id: input.unitId });
    if (!found) throw notFound('Unit', input.unitId);
    // Lock order everywhere: property (shared) -> unit -> booking, so booking actions never deadlock.
    const property = await readableProperty(ctx, found.propertyId, { em, lock: 'share' });
    const unit = await em.findOneOrFail(Unit, { id: input.unitId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    assertTakesBookings(unit, property);
    const rent = underArgument('input', () =>
      rentForBooking({ amount: input.rentAmount, currency: input.rentCurrency }, { amount: unit.rentAmount, currency: unit.rentCurrency }),
    );
    const id = newId();
    if (!input.draft) await assertUnitFree(em, { id, unitId: unit.id, startDate: input.startDate, endDate: input.endDate });
    const booking = em.create(Booking, {
      orgId: ctx.actor.orgId,
      id,
      unitId: unit.id,
      propertyId: property.id,
      tenantUserId: input.tenantUserId,
      startDate: input.startDate,
      endDate: input.endDate,
      rentAmount: rent.amount,
      rentCurrency: rent.currency,
      depositAmount: input.depositAmount ?? null,
      depositCurrency: input.depositCurrency ?? null,
      status: input.draft ? 'DRAFT' : 'PENDING',
      createdAt: new Date(),
      activatedAt: null,
      terminatedAt: null,
    });
    // Flushed first (by recordEvent), so an overlap that slipped past the check surfaces inside this action, where it becomes a CONFLICT.
    await recordEvent(em, originOf(ctx), { type: 'booking.created', subject: booking });
    return booking;
  });
}

/**
 * Loads a booking for a change by a manager, locking its property (shared),
 * its unit and the booking itself, in that order.
 */
async function bookingForChange(ctx: ServiceContext, em: EntityManager, id: string) {
  const seen = await readableBooking(ctx, id, em);
  assertCanManageBookings(ctx.actor);
  const property = await readableProperty(ctx, seen.propertyId, { em, lock: 'share' }).catch(() => {
    throw notFound('Booking', id);
  });
  const unit = await em.findOneOrFail(Unit, { id: seen.unitId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  const booking = await em.findOneOrFail(Booking, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  return { booking, unit, property };
}

const bookingEvents = {
  submit: 'booking.submitted',
  confirm: 'booking.confirmed',
  cancel: 'booking.cancelled',
  extend: 'booking.extended',
  terminate: 'booking.terminated',
} as const satisfies Record<BookingAction, Change['type']>;

/**
 * Runs one booking action in its own transaction, after the state machine
 * allowed it, with its event, the unit's when its status moved, and those of
 * the changes `apply` reports.
 */
async function changeBooking(
  ctx: ServiceContext,
  id: string,
  action: BookingAction,
  apply: (parts: { booking: Booking; unit: Unit; property: Property; em: EntityManager }) => Promise<Change[] | void> | Change[] | void,
): Promise<Booking> {
  return inTransaction(ctx, async (em) => {
    const parts = await bookingForChange(ctx, em, id);
    const next = bookingTransition(action, parts.booking.status);
    const unitStatus = parts.unit.status;
    const consequences = (await apply({ ...parts, em })) ?? [];
    parts.booking.status = next;
    const unitMoved: Change[] = parts.unit.status === unitStatus ? [] : [{ type: 'unit.status_changed', subject: parts.unit }];
    await recordEvents(em, originOf(ctx), [{ type: bookingEvents[action], subject: parts.booking }, ...unitMoved, ...consequences]);
    return parts.booking;
  });
}

/**
 * Refuses a live period that overlaps another live booking of the unit, naming
 * it. The unit row is locked first by every booking action, so this check is
 * exact; the exclusion constraint remains the last word.
 */
async function assertUnitFree(em: EntityManager, booking: Pick<Booking, 'id' | 'unitId' | 'startDate' | 'endDate'>): Promise<void> {
  const clash = await em.findOne(
    Booking,
    {
      unitId: booking.unitId,
      id: { $ne: booking.id },
      status: { $in: [...liveBookingStatuses] },
      startDate: { $lt: booking.endDate },
      endDate: { $gt: booking.startDate },
    },
    { orderBy: { startDate: 'asc' } },
  );
  if (clash) throw overlapRefusal(clash);
}

/** An ending booking frees its unit when it held it and no other ACTIVE booking does. */
async function releaseUnit(em: EntityManager, booking: Booking, unit: Unit): Promise<void> {
  if (booking.status !== 'ACTIVE' || unit.status !== 'OCCUPIED') return;
  const others = await em.count(Booking, { unitId: unit.id, status: 'ACTIVE', id: { $ne: booking.id } });
  if (others === 0) unit.status = 'AVAILABLE';
}

export const submitBooking = (ctx: ServiceContext, id: string) =>
  changeBooking(ctx, id, 'submit', async ({ booking, unit, property, em }) => {
    assertTakesBookings(unit, property);
    await assertUnitFree(em, booking);
  });

export const confirmBooking = (ctx: ServiceContext, id: string) =>
  changeBooking(ctx, id, 'confirm', ({ booking, unit }) => {
    assertCanOccupy(unit);
    booking.activatedAt = new Date();
    unit.status = 'OCCUPIED';
  });

/** Invoices for periods that have not started yet are void once the tenancy ends or is called off (a billing plan may have made them). */
async function voidFutureInvoices(ctx: ServiceContext, em: EntityManager, booking: Booking): Promise<Change[]> {
  const voided = await em.find(Invoice, { bookingId: booking.id, status: { $in: [...openInvoiceStatuses] }, periodStart: { $gt: today(ctx) } });
  for (const invoice of voided) invoice.status = 'CANCELLED';
  return voided.map((invoice) => ({ type: 'invoice.cancelled' as const, subject: invoice }));
}

// Only DRAFT and PENDING bookings are cancelled, and neither holds its unit: nothing to release.
export const cancelBooking = (ctx: ServiceContext, id: string) => changeBooking(ctx, id, 'cancel', ({ booking, em }) => voidFutureInvoices(ctx, em, booking));

export const extendBooking = (ctx: ServiceContext, id: string, endDate: string) =>
  changeBooking(ctx, id, 'extend', async ({ booking, em }) => {
    assertExtension(booking.endDate, endDate);
    await assertUnitFree(em, { ...booking, endDate });
    booking.endDate = endDate;
  });

export const terminateBooking = (ctx: ServiceContext, id: string) =>
  changeBooking(ctx, id, 'terminate', async ({ booking, unit, em }) => {
    booking.terminatedAt = new Date();
    await releaseUnit(em, booking, unit);
    return voidFutureInvoices(ctx, em, booking);
  });
