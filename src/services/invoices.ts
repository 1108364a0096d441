import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Booking } from '../db/entities/booking.js';
import { Invoice } from '../db/entities/invoice.js';
import { assertCanManageBookings } from '../domain/booking.js';
import { notFound } from '../domain/errors.js';
import {
  amountsForInvoice,
  assertInvoiceable,
  assertPeriodInsideBooking,
  type InvoiceStatus,
  invoiceTransition,
} from '../domain/invoice.js';
import { inTransaction, today, underArgument, type ServiceContext } from './context.js';
import { originOf, recordEvent } from './events.js';
import { idempotently } from './idempotency.js';
import { newId } from './ids.js';
import { childrenOf, deferredListing, type Listing, listingByKey } from './pagination.js';
import { billingPeriodStartFor } from './billing.js';
import { readableBooking, readableWithBooking, visibleToCaller } from './bookings.js';

export interface IssueInvoiceInput {
  bookingId: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  netAmount?: number | null;
  tvaBasisPoints?: number | null;
}

export interface InvoiceFilter {
  bookingId?: string | null;
  status?: InvoiceStatus | null;
}

/**
 * A status filter on what invoices are today: an ISSUED row past its due
 * date counts as OVERDUE even before the sweep has rewritten it.
 */
function statusCondition(status: InvoiceStatus, todayDate: string): FilterQuery<Invoice> {
  if (status === 'OVERDUE') return { $or: [{ status: 'OVERDUE' }, { status: 'ISSUED', dueDate: { $lt: todayDate } }] };
  if (status === 'ISSUED') return { status: 'ISSUED', dueDate: { $gte: todayDate } };
  return { status };
}

/** Batch read for loaders: an invoice is readable by whoever may read its booking. */
export const invoicesByIds = (ctx: ServiceContext, ids: readonly string[], em: EntityManager = ctx.em) =>
  readableWithBooking<Invoice>(ctx, em, Invoice, 'Invoice', ids);

export async function readableInvoice(ctx: ServiceContext, id: string, em: EntityManager = ctx.em): Promise<Invoice> {
  const [invoice] = await invoicesByIds(ctx, [id], em);
  if (!invoice || invoice instanceof Error) throw invoice ?? notFound('Invoice', id);
  return invoice;
}

export function listInvoices(ctx: ServiceContext, filter: InvoiceFilter): Listing<Invoice> {
  return deferredListing<Invoice>(async () => {
    const conditions: FilterQuery<Invoice>[] = [await visibleToCaller<Invoice>(ctx)];
    if (filter.bookingId) conditions.push({ bookingId: filter.bookingId });
    if (filter.status) conditions.push(statusCondition(filter.status, today(ctx)));
    return listingByKey<Invoice>(ctx.em, Invoice, { $and: conditions });
  });
}

/** Invoices of bookings the caller already sees (an invoice is visible with its booking), by booking, in id order. */
export function invoicesOfBookings(ctx: ServiceContext, status: InvoiceStatus | null | undefined) {
  return childrenOf<Invoice>(ctx.em, Invoice, ctx.actor.orgId, 'bookingId', () => (status ? statusCondition(status, today(ctx)) : {}));
}

export async function issueInvoice(ctx: ServiceContext, input: IssueInvoiceInput): Promise<Invoice> {
  assertCanManageBookings(ctx.actor);
  return idempotently(ctx, { operation: 'issueInvoice', arguments: input }, async (em) => {
    await readableBooking(ctx, input.bookingId, em);
    // Shared: the booking cannot be terminated or cancelled while its invoice is being written.
    const booking = await em.findOneOrFail(
      Booking,
      { id: input.bookingId },
      { lockMode: LockMode.PESSIMISTIC_READ, refresh: true },
    );
    assertInvoiceable(booking);
    underArgument('input', () => assertPeriodInsideBooking(input, booking));
    const amounts = underArgument('input', () => amountsForInvoice(input.netAmount ?? booking.rentAmount, input.tvaBasisPoints ?? 0));
    const billingPeriodStart = await billingPeriodStartFor(em, booking, input.periodStart);
    const invoice = em.create(Invoice, {
      orgId: ctx.actor.orgId,
      id: newId(),
      bookingId: booking.id,
      propertyId: booking.propertyId,
      tenantUserId: booking.tenantUserId,
      currency: booking.rentCurrency,
      ...amounts,
      tvaBasisPoints: input.tvaBasisPoints ?? 0,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      dueDate: input.dueDate,
      status: 'ISSUED',
      createdAt: new Date(),
      paidAt: null,
      kind: 'RENT',
      billingPeriodStart,
      paidAmount: 0,
    });
    await recordEvent(em, originOf(ctx), { type: 'invoice.issued', subject: invoice });
    return invoice;
  });
}

/**
 * Loads an invoice the caller may read and locks it: concurrent pays, payments,
 * reversals and cancels of one invoice serialise.
 */
export async function invoiceForChange(ctx: ServiceContext, em: EntityManager, id: string): Promise<Invoice> {
  await readableInvoice(ctx, id, em);
  return em.findOneOrFail(Invoice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

export function cancelInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  return inTransaction(ctx, async (em) => {
    const invoice = await invoiceForChange(ctx, em, id);
    assertCanManageBookings(ctx.actor);
    invoice.status = invoiceTransition('cancel', invoice.status);
    await recordEvent(em, originOf(ctx), { type: 'invoice.cancelled', subject: invoice });
    return invoice;
  });
}
