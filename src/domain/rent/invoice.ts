import type { Actor } from '../roles.js';
import { forbidden, invalidTransition, validationFailed } from '../errors.js';
import { invoiceAmountsFor, type InvoiceAmounts } from '../money.js';
import { type BookingStatus, liveBookingStatuses } from '../portfolio/booking.js';

export const invoiceStatuses = ['ISSUED', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Rent for a period of a booking, a fee for paying a rent invoice late (linked to it), or the tenant's share of a repair (linked to its maintenance request). */
export const invoiceKinds = ['RENT', 'LATE_FEE', 'MAINTENANCE'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Invoices still waiting for money; terminating a booking cancels those for later periods. */
export const openInvoiceStatuses = ['ISSUED', 'OVERDUE'] as const satisfies readonly InvoiceStatus[];

export type InvoiceAction = 'pay' | 'cancel';

const transitions: Record<InvoiceAction, { from: readonly InvoiceStatus[]; to: InvoiceStatus; verb: string }> = {
  pay: { from: openInvoiceStatuses, to: 'PAID', verb: 'paid' },
  cancel: { from: openInvoiceStatuses, to: 'CANCELLED', verb: 'cancelled' },
};

/** The status an invoice moves to under an action, or INVALID_TRANSITION. */
export function invoiceTransition(action: InvoiceAction, from: InvoiceStatus): InvoiceStatus {
  const rule = transitions[action];
  if (!rule.from.includes(from)) {
    throw invalidTransition(`A ${from} invoice cannot be ${rule.verb}; only ISSUED or OVERDUE can.`);
  }
  return rule.to;
}

/**
 * What an invoice's status is today: ISSUED turns OVERDUE once its due date
 * is past, whether or not the sweep has written it down yet.
 */
export function effectiveInvoiceStatus(invoice: { status: InvoiceStatus; dueDate: string }, today: string): InvoiceStatus {
  return invoice.status === 'ISSUED' && invoice.dueDate < today ? 'OVERDUE' : invoice.status;
}

/** Only PENDING and ACTIVE bookings are invoiced. */
export function assertInvoiceable(booking: { status: BookingStatus }): void {
  if (!(liveBookingStatuses as readonly BookingStatus[]).includes(booking.status)) {
    throw invalidTransition(`A ${booking.status} booking takes no invoices; only PENDING or ACTIVE ones do.`);
  }
}

/** An invoice period is half-open like a booking, [periodStart, periodEnd), and lies inside it. */
export function assertPeriodInsideBooking(
  period: { periodStart: string; periodEnd: string },
  booking: { startDate: string; endDate: string },
): void {
  if (period.periodEnd <= period.periodStart) {
    throw validationFailed('The invoice period must end after it starts.', [
      { path: 'periodEnd', message: `Must be after periodStart (${period.periodStart}).` },
    ]);
  }
  if (period.periodStart < booking.startDate || period.periodEnd > booking.endDate) {
    throw validationFailed('The invoice period must lie inside the booking.', [
      {
        path: period.periodStart < booking.startDate ? 'periodStart' : 'periodEnd',
        message: `The booking runs from ${booking.startDate} to ${booking.endDate}.`,
      },
    ]);
  }
}

/** Amounts of a new invoice; a gross past 2^53 - 1 is refused as invalid input. */
export function amountsForInvoice(netAmount: number, tvaBasisPoints: number): InvoiceAmounts {
  const amounts = invoiceAmountsFor(netAmount, tvaBasisPoints);
  if (!amounts) {
    throw validationFailed('The gross amount would exceed 2^53 - 1.', [
      { path: 'netAmount', message: 'Too large: net plus TVA must stay at or below 9007199254740991.' },
    ]);
  }
  return amounts;
}

/** Only the invoice's own tenant pays it; others who may read it are FORBIDDEN. */
export function assertCanPay(actor: Actor, invoice: { tenantUserId: string }): void {
  if (invoice.tenantUserId !== actor.userId) throw forbidden('Only the tenant of the invoice pays it.');
}
