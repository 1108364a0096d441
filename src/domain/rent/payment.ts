import { conflict, forbidden, invalidTransition, validationFailed } from '../errors.js';
import { type InvoiceStatus, openInvoiceStatuses } from './invoice.js';
import { type Actor, hasRole, managesOrg } from '../roles.js';

/**
 * How money recorded against an invoice was received. LEGACY: an invoice paid
 * before payments were recorded (release 0.1.0), whose method nobody recorded.
 */
export const paymentMethods = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE', 'ONLINE', 'LEGACY'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What a manager may record; ONLINE is only the tenant paying in full through the API (route 13), LEGACY only the upgrade from 0.1.0. */
export const recordablePaymentMethods = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE'] as const satisfies readonly PaymentMethod[];

/** Recording and reading back money is the org's managers' work (ADMIN counts as a manager). */
export function assertCanRecordPayments(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins record payments.');
}

/** Undoing a recorded payment is an ADMIN's decision alone: it changes what the org says it was paid. */
export function assertCanReversePayments(actor: Actor): void {
  if (!hasRole(actor, 'ADMIN')) throw forbidden('Only admins reverse payments.');
}

interface PayableInvoice {
  status: InvoiceStatus;
  grossAmount: number;
  paidAmount: number;
  currency: string;
}

/** What is still owed on an invoice: its gross less its payments not reversed. */
export const balanceOf = (invoice: { grossAmount: number; paidAmount: number }) => invoice.grossAmount - invoice.paidAmount;

/**
 * A payment of `amount` against an invoice: only an open (ISSUED or OVERDUE)
 * invoice takes one, of at least 1 and never more than its balance, so an invoice's
 * payments never add up past its gross (the database checks that too).
 */
export function assertPaymentFits(invoice: PayableInvoice, amount: number): void {
  if (!(openInvoiceStatuses as readonly InvoiceStatus[]).includes(invoice.status)) {
    throw invalidTransition(`A ${invoice.status} invoice takes no payment; only ISSUED or OVERDUE ones do.`);
  }
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw validationFailed('A payment is a whole amount of at least 1 minor unit.', [{ path: 'amount', message: 'Must be a whole number, 1 or more.' }]);
  }
  const balance = balanceOf(invoice);
  if (amount > balance) {
    throw validationFailed('The payment is more than the balance of the invoice.', [
      { path: 'amount', message: `At most the balance, ${balance} ${invoice.currency} (minor units).` },
    ]);
  }
}

/**
 * The payments an invoice takes at most, reversed ones included: an invoice lists them all, in every answer that
 * asks for them (up to 500 invoices a page), so one invoice paid and reversed over and over must not make
 * answers of any length. Instalments and a few corrections stay far below it.
 */
export const MAX_PAYMENTS_PER_INVOICE = 100;

/** An invoice of `count` payments takes one more only below MAX_PAYMENTS_PER_INVOICE. */
export function assertRoomForPayment(count: number): void {
  if (count < MAX_PAYMENTS_PER_INVOICE) return;
  throw conflict(`The invoice has ${count} payments, reversed ones included; it takes at most ${MAX_PAYMENTS_PER_INVOICE}.`);
}

/** What a manager records: ONLINE comes only from the tenant paying through the API, LEGACY only from the upgrade from 0.1.0. */
export function assertRecordableMethod(method: PaymentMethod): void {
  if (!(recordablePaymentMethods as readonly PaymentMethod[]).includes(method)) {
    const why = method === 'LEGACY' ? 'LEGACY payments are only those of invoices paid before release 0.2.0.' : 'ONLINE payments are recorded only when the tenant pays through the API.';
    throw validationFailed(why, [
      { path: 'method', message: `One of ${recordablePaymentMethods.join(', ')}.` },
    ]);
  }
}

/** A payment is received on a day that has come: a date in the future is refused. */
export function assertReceivedBy(receivedOn: string, today: string): void {
  if (receivedOn > today) {
    throw validationFailed('A payment cannot be received in the future.', [{ path: 'receivedOn', message: `Must be ${today} or earlier.` }]);
  }
}

/** A payment is reversed once: its reversal stays in the history. */
export function assertReversible(payment: { id: string; reversedAt?: Date | null }): void {
  if (payment.reversedAt) throw invalidTransition(`Payment ${payment.id} is already reversed.`);
}
