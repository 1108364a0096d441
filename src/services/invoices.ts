import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Booking } from '../db/entities/booking.js';
import { BillingPlan } from '../db/entities/billing.js';
import { Invoice } from '../db/entities/invoice.js';
import { assertCanManageBookings } from '../domain/booking.js';
import { billingPeriods } from '../domain/billing.js';
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
import { invoiceForChange, readableBooking, visibleToCaller } from './readable.js';

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

export function listInvoices(ctx: ServiceContext, filter: InvoiceFilter): Listing<Invoice> {
  return deferredListing<Invoice>(async () => {
    const conditions: FilterQuery<Invoice>[] = [await visibleToCaller<Invoice>(ctx)];
    if (filter.bookingId) conditions.push({ bookingId: filter.bookingId });
    if (filter.status) conditions.push(statusCondition(filter.status, today(ctx)));
    return listingByKey<Invoice>(ctx.em, Invoice, ctx.actor.orgId, { $and: conditions });
  });
}

/** Invoices of bookings the caller already sees (an invoice is visible with its booking), by booking, in id order. */
export function invoicesOfBookings(ctx: ServiceContext, status: InvoiceStatus | null | undefined) {
  return childrenOf<Invoice>(ctx.em, Invoice, ctx.actor.orgId, 'bookingId', () => (status ? statusCondition(status, today(ctx)) : {}));
}

/**
 * The billing period an invoice issued by hand bills: its start when the
 * booking has a plan and the invoice starts exactly on one of the plan's
 * periods, so that the sweep and the manager cannot both bill it (the
 * database keeps one live invoice per booking and period).
 */
export async function billingPeriodStartFor(em: EntityManager, booking: Booking, periodStart: string): Promise<string | null> {
  const plan = await em.findOne(BillingPlan, { bookingId: booking.id });
  if (!plan) return null;
  return billingPeriods(booking, plan.cycle, periodStart).some((period) => period.periodStart === periodStart) ? periodStart : null;
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

export function cancelInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  return inTransaction(ctx, async (em) => {
    const invoice = await invoiceForChange(ctx, em, id);
    assertCanManageBookings(ctx.actor);
    invoice.status = invoiceTransition('cancel', invoice.status);
    await recordEvent(em, originOf(ctx), { type: 'invoice.cancelled', subject: invoice });
    return invoice;
  });
}
