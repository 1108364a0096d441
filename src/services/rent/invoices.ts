import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Booking } from '../../db/entities/booking.js';
import { BillingPlan } from '../../db/entities/billing.js';
import { Invoice } from '../../db/entities/invoice.js';
import { assertCanManageBookings } from '../../domain/portfolio/booking.js';
import { billingPeriods } from '../../domain/rent/billing.js';
import {
  amountsForInvoice,
  assertInvoiceable,
  assertPeriodInsideBooking,
  type InvoiceStatus,
  invoiceTransition,
} from '../../domain/rent/invoice.js';
import { inTransaction, today, underArgument, type ServiceContext } from '../context.js';
import { originOf, recordEvent } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { newId } from '../ids.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { childrenOf, deferredListing, type Listing, listingSorted } from '../pagination.js';
import { invoiceForChange, readableBooking, visibleToCaller } from '../readable.js';

export interface IssueInvoiceInput {
  bookingId: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  netAmount?: number | null;
  tvaBasisPoints?: number | null;
}

/** What invoice lists filter and sort on (see list-query.ts); each order has its index (list_queries migration). */
export const invoiceFields: FieldTable<Invoice> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  bookingId: { property: 'bookingId', kind: 'id', indexed: true },
  propertyId: { property: 'propertyId', kind: 'id', indexed: true },
  tenantUserId: { property: 'tenantUserId', kind: 'id', indexed: true },
  status: { property: 'status', kind: 'enum', indexed: true, equals: (status, ctx) => statusCondition(status as InvoiceStatus, today(ctx)) },
  grossAmount: { property: 'grossAmount', kind: 'amount', indexed: true, sortable: true },
  periodStart: { property: 'periodStart', kind: 'date', indexed: true, sortable: true },
  periodEnd: { property: 'periodEnd', kind: 'date' },
  dueDate: { property: 'dueDate', kind: 'date', indexed: true, sortable: true },
  createdAt: { property: 'createdAt', kind: 'timestamp' },
  paidAt: { property: 'paidAt', kind: 'timestamp', nullable: true },
};

/**
 * A status filter on what invoices are today: an ISSUED row past its due
 * date counts as OVERDUE even before the sweep has rewritten it.
 */
function statusCondition(status: InvoiceStatus, todayDate: string): FilterQuery<Invoice> {
  if (status === 'OVERDUE') return { $or: [{ status: 'OVERDUE' }, { status: 'ISSUED', dueDate: { $lt: todayDate } }] };
  if (status === 'ISSUED') return { status: 'ISSUED', dueDate: { $gte: todayDate } };
  return { status };
}

export function listInvoices(ctx: ServiceContext, query: ListQuery): Listing<Invoice> {
  const where = whereOf(ctx, invoiceFields, query.filter);
  const sort = sortOf(invoiceFields, query.orderBy);
  return deferredListing<Invoice>(async () =>
    listingSorted<Invoice>(ctx.em, Invoice, ctx.actor.orgId, { $and: [await visibleToCaller<Invoice>(ctx), where] }, sort),
  );
}

/** Invoices of bookings the caller already sees (an invoice is visible with its booking), by booking. */
export function invoicesOfBookings(ctx: ServiceContext, query: ListQuery) {
  const where = whereOf(ctx, invoiceFields, query.filter);
  return childrenOf<Invoice>(ctx.em, Invoice, ctx.actor.orgId, 'bookingId', () => where, sortOf(invoiceFields, query.orderBy));
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
