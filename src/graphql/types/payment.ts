import { z } from 'zod';
import type { Invoice } from '../../db/entities/invoice.js';
import type { Payment } from '../../db/entities/payment.js';
import { balanceOf, MAX_PAYMENTS_PER_INVOICE, paymentMethods, recordablePaymentMethods } from '../../domain/rent/payment.js';
import { hasReceipt, receiptLanguages } from '../../domain/rent/receipt.js';
import { paymentFields, paymentsByIds, paymentsOfInvoices, recordPayment, reversePayment } from '../../services/rent/payments.js';
import { builder } from '../builder.js';
import { loaderFor, reads } from '../connection.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { idArg } from './booking.js';
import { InvoiceRef } from './invoice.js';
import { NodeRef } from './node.js';
import { inputRules, optionalText, requiredText } from './validators.js';

export const PaymentMethod = builder.enumType('PaymentMethod', {
  values: paymentMethods,
  description:
    'How money was received. ONLINE: the tenant paid the whole balance through payInvoice; LEGACY: an invoice paid before release 0.2.0 recorded payments (method unknown); managers record the others.',
});

export const PaymentRef = builder.loadableObjectRef<Payment, string>('Payment', {
  load: (ids, ctx) => paymentsByIds(ctx.service(), ids),
  sort: (payment) => payment.id,
});

const paymentQuery = listQueryInputs('Payment', paymentFields, { enums: { method: PaymentMethod } });

PaymentRef.implement({
  interfaces: [NodeRef],
  description: 'Money received against an invoice. A reversed payment stays, with who reversed it, when and why, and no longer counts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    invoiceId: t.expose('invoiceId', { type: 'UUID' }),
    amount: t.expose('amount', { type: 'SafeInt', description: "In minor units of the invoice's currency." }),
    method: t.expose('method', { type: PaymentMethod }),
    reference: t.exposeString('reference', { nullable: true, description: "The payer's or operator's reference, e.g. the mobile-money transaction id." }),
    receivedOn: t.expose('receivedOn', { type: 'Date' }),
    recordedBy: t.expose('recordedBy', { type: 'UUID' }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    reversedAt: t.expose('reversedAt', { type: 'DateTime', nullable: true }),
    reversedBy: t.expose('reversedBy', { type: 'UUID', nullable: true }),
    reversalReason: t.exposeString('reversalReason', { nullable: true }),
    invoice: t.field({ type: InvoiceRef, resolve: (payment) => payment.invoiceId }),
  }),
});

builder.objectFields(InvoiceRef, (t) => ({
  paidAmount: t.expose('paidAmount', { type: 'SafeInt', description: 'The sum of its payments not reversed, at most grossAmount.' }),
  balance: t.field({
    type: 'SafeInt',
    description: 'What is left to pay: grossAmount - paidAmount.',
    extensions: reads<Invoice>('grossAmount', 'paidAmount'),
    resolve: (invoice) => balanceOf(invoice),
  }),
  payments: t.field({
    type: [PaymentRef],
    description: `Its payments, reversed ones included (reversedAt: { isNull: true } leaves them out), oldest first unless orderBy says otherwise (at most ${MAX_PAYMENTS_PER_INVOICE} per invoice, so a plain list).`,
    args: { filter: t.arg({ type: paymentQuery.Filter }), orderBy: t.arg({ type: [paymentQuery.Order], description: ORDER_BY }) },
    // Counted at its bound by the operation's cost (src/graphql/limits.ts).
    extensions: { ...reads<Invoice>('id'), listSize: MAX_PAYMENTS_PER_INVOICE },
    resolve: (invoice, args, ctx) => {
      const query = paymentQuery.queryOf(args);
      return loaderFor(ctx, `Invoice.payments:${JSON.stringify(query)}`, (ids) => paymentsOfInvoices(ctx.service(), ids, query)).load(invoice.id);
    },
  }),
}));

const ReceiptLanguage = builder.enumType('ReceiptLanguage', {
  description: 'The language of a receipt.',
  values: Object.fromEntries(receiptLanguages.map((language) => [language.toUpperCase(), { value: language }])) as Record<Uppercase<(typeof receiptLanguages)[number]>, { value: (typeof receiptLanguages)[number] }>,
});

const ReceiptRef = builder.objectRef<{ number: number; url: string }>('Receipt').implement({
  description: 'The receipt (quittance de loyer) of a paid rent invoice.',
  fields: (t) => ({
    number: t.expose('number', { type: 'SafeInt', description: 'Sequential per org without gaps, given when the invoice was first paid in full.' }),
    url: t.exposeString('url', { description: 'Where the PDF is served (GET with the bearer token): /api/v1/invoices/{id}/receipt.' }),
  }),
});

builder.objectField(InvoiceRef, 'receipt', (t) =>
  t.field({
    type: ReceiptRef,
    nullable: true,
    description: 'Its receipt while it is a PAID rent invoice; null otherwise (late fees have none; after a reversal it comes back, with the same number, once paid again).',
    args: { lang: t.arg({ type: ReceiptLanguage, description: "The receipt's language; without it, the Accept-Language of the download, or French." }) },
    extensions: reads<Invoice>('id', 'kind', 'status', 'receiptNumber'),
    resolve: (invoice, { lang }) =>
      hasReceipt(invoice) ? { number: invoice.receiptNumber!, url: `/api/v1/invoices/${invoice.id}/receipt${lang ? `?lang=${lang}` : ''}` } : null,
  }),
);

const RecordPaymentInput = builder.inputType('RecordPaymentInput', {
  fields: (t) => ({
    amount: t.field({ type: 'SafeInt', required: true, description: 'Minor units, 1 up to the balance of the invoice.' }),
    method: t.field({ type: PaymentMethod, required: true, description: `${recordablePaymentMethods.join(', ')}: ONLINE is only the tenant paying through payInvoice, LEGACY only invoices paid before release 0.2.0.` }),
    reference: t.string({ description: "The payer's or operator's reference, e.g. the mobile-money transaction id." }),
    receivedOn: t.field({ type: 'Date', required: true, description: 'The day the money was received: today or earlier.' }),
  }),
  validate: inputRules({
    amount: z.number().int().min(1),
    reference: optionalText(200),
  }),
});

builder.mutationFields((t) => ({
  recordPayment: t.field({
    type: PaymentRef,
    description:
      'A payment received by a manager, part or all of the balance of an ISSUED or OVERDUE invoice; the payment that completes it makes it PAID. Honours an Idempotency-Key header.',
    args: { invoiceId: t.arg({ type: 'UUID', required: true }), input: t.arg({ type: RecordPaymentInput, required: true }) },
    resolve: (_, { invoiceId, input }, ctx) => recordPayment(ctx.service(), invoiceId, input),
  }),
  reversePayment: t.field({
    type: PaymentRef,
    description: 'ADMIN: takes a payment back, with a reason kept in the history; a PAID invoice is open again. Honours an Idempotency-Key header.',
    args: { ...idArg, reason: t.arg.string({ required: true, validate: requiredText(500) }) },
    resolve: (_, { id, reason }, ctx) => reversePayment(ctx.service(), id, reason),
  }),
}));
