import type { EntityManager } from '@mikro-orm/postgresql';
import type { Invoice } from '../../db/entities/invoice.js';
import { Payment } from '../../db/entities/payment.js';
import { type AppError, notFound } from '../../domain/errors.js';
import { assertCanPay, invoiceTransition } from '../../domain/rent/invoice.js';
import {
  assertCanRecordPayments,
  assertCanReversePayments,
  assertPaymentFits,
  assertReceivedBy,
  assertRecordableMethod,
  assertReversible,
  assertRoomForPayment,
  balanceOf,
  type PaymentMethod,
} from '../../domain/rent/payment.js';
import { today, underArgument, type ServiceContext } from '../context.js';
import { type Change, originOf, type PaymentOfInvoice, recordEvents } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { groupedBy, inIdOrder, newId } from '../ids.js';
import { invoiceForChange, invoicesByIds } from '../readable.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { sqlOrderOf } from '../pagination.js';
import { rowsByIds, rowsWhere } from '../rows.js';

/**
 * Money received against invoices. Every change of an invoice's payments
 * holds the invoice row (invoiceForChange), so its paid amount is always the
 * sum of its payments not reversed, and concurrent payments of one invoice
 * can never together pass its gross.
 */

export interface RecordPaymentInput {
  amount: number;
  /** Any method but ONLINE (the tenant paying through the API). */
  method: PaymentMethod;
  /** The payer's or operator's reference, e.g. the mobile-money transaction id. */
  reference?: string | null;
  receivedOn: string;
}

const ofInvoice = (payment: Payment, invoice: Invoice): PaymentOfInvoice => ({
  ...payment,
  propertyId: invoice.propertyId,
  tenantUserId: invoice.tenantUserId,
  currency: invoice.currency,
});

/**
 * The org's next receipt number. The counter row stays locked until the
 * transaction ends, so numbers are handed out in commit order and a rolled
 * back transaction gives its number back: no gaps (like the event counter).
 */
async function nextReceiptNumber(em: EntityManager, orgId: string): Promise<number> {
  const [counter] = await em.execute<{ last_number: string }[]>(
    `insert into receipt_counter (org_id, last_number) values (?, 1)
       on conflict (org_id) do update set last_number = receipt_counter.last_number + 1
       returning last_number`,
    [orgId],
  );
  return Number(counter!.last_number);
}

/**
 * Adds a payment (none for an amount of 0) to an invoice locked for change;
 * once nothing is left to pay the invoice is PAID at this payment's time, and
 * a rent invoice paid for the first time gets its receipt number.
 */
async function receive(
  ctx: ServiceContext,
  em: EntityManager,
  invoice: Invoice,
  fields: { amount: number; method: PaymentMethod; reference: string | null; receivedOn: string },
): Promise<Payment | null> {
  const recordedAt = new Date();
  const changes: Change[] = [];
  let payment: Payment | null = null;
  if (fields.amount > 0) {
    // Counted under the invoice's lock (invoiceForChange): two payments at once cannot both take the last place.
    const [payments] = await em.execute<{ count: string }[]>('select count(*) as count from payment where org_id = ? and invoice_id = ?', [invoice.orgId, invoice.id]);
    assertRoomForPayment(Number(payments!.count));
    payment = em.create(Payment, {
      orgId: invoice.orgId,
      id: newId(),
      invoiceId: invoice.id,
      ...fields,
      recordedBy: ctx.actor.userId,
      recordedAt,
      reversedAt: null,
      reversedBy: null,
      reversalReason: null,
    });
    invoice.paidAmount += fields.amount;
    changes.push({ type: 'payment.recorded', subject: ofInvoice(payment, invoice) });
  }
  if (balanceOf(invoice) === 0) {
    invoice.status = invoiceTransition('pay', invoice.status);
    invoice.paidAt = recordedAt;
    if (invoice.kind === 'RENT' && !invoice.receiptNumber) invoice.receiptNumber = await nextReceiptNumber(em, invoice.orgId);
    changes.push({ type: 'invoice.paid', subject: invoice });
  }
  await recordEvents(em, originOf(ctx), changes);
  return payment;
}

/** A payment received by a manager: part or all of the balance of an ISSUED or OVERDUE invoice. */
export function recordPayment(ctx: ServiceContext, invoiceId: string, input: RecordPaymentInput): Promise<Payment> {
  assertCanRecordPayments(ctx.actor);
  return idempotently(ctx, { operation: 'recordPayment', arguments: { invoiceId, input } }, async (em) => {
    const invoice = await invoiceForChange(ctx, em, invoiceId);
    underArgument('input', () => {
      assertRecordableMethod(input.method);
      assertReceivedBy(input.receivedOn, today(ctx));
      assertPaymentFits(invoice, input.amount);
    });
    const fields = { amount: input.amount, method: input.method, reference: input.reference || null, receivedOn: input.receivedOn };
    return (await receive(ctx, em, invoice, fields))!;
  });
}

/**
 * The tenant pays the whole balance through the API (route 13): one ONLINE
 * payment of what is left, and the invoice is PAID.
 */
export function payInvoice(ctx: ServiceContext, id: string): Promise<Invoice> {
  return idempotently(ctx, { operation: 'payInvoice', arguments: { id } }, async (em) => {
    const invoice = await invoiceForChange(ctx, em, id);
    assertCanPay(ctx.actor, invoice);
    invoiceTransition('pay', invoice.status);
    await receive(ctx, em, invoice, { amount: balanceOf(invoice), method: 'ONLINE', reference: null, receivedOn: today(ctx) });
    return invoice;
  });
}

/**
 * An ADMIN takes a payment back (a bounced cheque, a mistaken entry): it stays
 * in the history with who reversed it, when and why; the invoice's paid amount
 * is the sum of the others again, and a PAID invoice is open again (ISSUED,
 * OVERDUE once past due). Its receipt number stays with it for when it is paid again.
 */
export function reversePayment(ctx: ServiceContext, paymentId: string, reason: string): Promise<Payment> {
  assertCanReversePayments(ctx.actor);
  return idempotently(ctx, { operation: 'reversePayment', arguments: { paymentId, reason } }, async (em) => {
    const found = await em.findOne(Payment, { id: paymentId });
    if (!found) throw notFound('Payment', paymentId);
    const invoice = await invoiceForChange(ctx, em, found.invoiceId);
    const payments = await em.find(Payment, { invoiceId: invoice.id }, { refresh: true });
    const payment = payments.find((candidate) => candidate.id === paymentId)!;
    assertReversible(payment);
    payment.reversedAt = new Date();
    payment.reversedBy = ctx.actor.userId;
    payment.reversalReason = reason;
    invoice.paidAmount = payments.filter((kept) => !kept.reversedAt).reduce((sum, kept) => sum + kept.amount, 0);
    if (invoice.status === 'PAID') {
      invoice.status = 'ISSUED';
      invoice.paidAt = null;
    }
    await recordEvents(em, originOf(ctx), [{ type: 'payment.reversed', subject: ofInvoice(payment, invoice) }]);
    return payment;
  });
}

/** Batch read for loaders: a payment is readable by whoever may read its invoice. */
export async function paymentsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(Payment | AppError)[]> {
  const rows = await rowsByIds(ctx.em, Payment, ctx.actor.orgId, ids);
  const invoiceIds = [...new Set(rows.map((row) => row.invoiceId))];
  const readable = new Set((await invoicesByIds(ctx, invoiceIds)).flatMap((invoice) => (invoice instanceof Error ? [] : [invoice.id])));
  return inIdOrder(ids, rows.filter((row) => readable.has(row.invoiceId)), 'Payment');
}

/** What an invoice's payments filter and sort on (see list-query.ts); an invoice's payments are sorted in the handful it has. */
export const paymentFields: FieldTable<Payment> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  amount: { property: 'amount', kind: 'amount', sortable: true },
  method: { property: 'method', kind: 'enum' },
  receivedOn: { property: 'receivedOn', kind: 'date', sortable: true },
  recordedAt: { property: 'recordedAt', kind: 'timestamp', sortable: true },
  reversedAt: { property: 'reversedAt', kind: 'timestamp', nullable: true },
};

/** Oldest first. */
const BY_RECORDING = sortOf(paymentFields, [{ field: 'recordedAt' }]);

/** The payments of invoices the caller already reads, reversed ones included, by invoice, oldest first unless orderBy says otherwise. */
export async function paymentsOfInvoices(ctx: ServiceContext, invoiceIds: readonly string[], query: ListQuery = {}): Promise<Payment[][]> {
  const where = whereOf(ctx, paymentFields, query.filter);
  const sort = query.orderBy?.length ? sortOf(paymentFields, query.orderBy) : BY_RECORDING;
  const rows = await rowsWhere(ctx.em, Payment, ctx.actor.orgId, { $and: [{ invoiceId: { $in: [...invoiceIds] } }, where] }, { orderBy: sqlOrderOf(sort) });
  return groupedBy(invoiceIds, rows, 'invoiceId');
}
