import { createContextCache } from '@pothos/core';
import { z } from 'zod';
import type { Booking } from '../../db/entities/booking.js';
import type { Invoice } from '../../db/entities/invoice.js';
import { effectiveInvoiceStatus, invoiceStatuses } from '../../domain/rent/invoice.js';
import { MAX_TVA_BASIS_POINTS } from '../../domain/money.js';
import { today } from '../../services/context.js';
import {
  cancelInvoice,
  invoiceFields,
  invoicesOfBookings,
  issueInvoice,
  listInvoices,
} from '../../services/rent/invoices.js';
import { invoicesByIds, readableInvoice } from '../../services/readable.js';
import { payInvoice } from '../../services/rent/payments.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { NodeRef } from './node.js';
import { childListing, connectionOf, NESTED_PAGES, reads, TOP_PAGES } from '../connection.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { BookingRef, idArg } from './booking.js';
import { amount, AMOUNT_RULE, inputRules } from './validators.js';

export const InvoiceStatus = builder.enumType('InvoiceStatus', { values: invoiceStatuses });

/** Today once per request: every invoice of one answer is judged OVERDUE against the same date (a nested page holds thousands). */
const requestToday = createContextCache((ctx: GraphQLContext) => today(ctx.service()));

export const InvoiceRef = builder.loadableObjectRef<Invoice, string>('Invoice', {
  load: (ids, ctx) => invoicesByIds(ctx.service(), ids),
  sort: (invoice) => invoice.id,
});
export const InvoiceConnection = builder.connectionObject(
  { type: InvoiceRef, name: 'InvoiceConnection', description: 'A page of invoices, with its cursors and the size of the whole list.' },
  { name: 'InvoiceEdge', description: 'An invoice in a page, with its cursor.' },
);

InvoiceRef.implement({
  interfaces: [NodeRef],
  description: 'Rent due for a period of a booking. grossAmount = netAmount + tvaAmount.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    bookingId: t.expose('bookingId', { type: 'UUID' }),
    tenantUserId: t.expose('tenantUserId', { type: 'UUID' }),
    currency: t.exposeString('currency'),
    grossAmount: t.expose('grossAmount', { type: 'SafeInt' }),
    netAmount: t.expose('netAmount', { type: 'SafeInt' }),
    tvaAmount: t.expose('tvaAmount', { type: 'SafeInt', description: 'round_half_up(netAmount * tvaBasisPoints / 10000).' }),
    tvaBasisPoints: t.exposeInt('tvaBasisPoints', { description: 'TVA rate in basis points: 1925 is 19.25 %.' }),
    periodStart: t.expose('periodStart', { type: 'Date' }),
    periodEnd: t.expose('periodEnd', { type: 'Date', description: 'First day after the period (half-open, like bookings).' }),
    dueDate: t.expose('dueDate', { type: 'Date' }),
    status: t.field({
      type: InvoiceStatus,
      description: 'OVERDUE as soon as dueDate is before today, even before the sweep has recorded it.',
      extensions: reads<Invoice>('status', 'dueDate'),
      resolve: (invoice, _, ctx) => effectiveInvoiceStatus(invoice, requestToday(ctx)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    booking: t.field({ type: BookingRef, extensions: reads<Invoice>('bookingId'), resolve: (invoice) => invoice.bookingId }),
  }),
});

const invoiceQuery = listQueryInputs('Invoice', invoiceFields, {
  enums: { status: InvoiceStatus },
  equality: { bookingId: { type: 'UUID' }, status: { type: InvoiceStatus } },
});

builder.objectField(BookingRef, 'invoices', (t) =>
  t.connection({
    type: InvoiceRef,
    description: `Invoices of the booking, oldest first unless orderBy says otherwise. ${NESTED_PAGES}`,
    extensions: reads<Booking>('id'),
    args: { status: t.arg({ type: InvoiceStatus }), filter: t.arg({ type: invoiceQuery.Filter }), orderBy: t.arg({ type: [invoiceQuery.Order], description: ORDER_BY }) },
    resolve: (booking, args, ctx, info) => {
      const query = invoiceQuery.queryOf(args, { status: args.status });
      return connectionOf(args, childListing(ctx, info, `Booking.invoices:${JSON.stringify(query)}`, booking.id, () => invoicesOfBookings(ctx.service(), query)));
    },
  }, InvoiceConnection),
);

const IssueInvoiceInput = builder.inputType('IssueInvoiceInput', {
  fields: (t) => ({
    bookingId: t.field({ type: 'UUID', required: true }),
    periodStart: t.field({ type: 'Date', required: true }),
    periodEnd: t.field({ type: 'Date', required: true, description: 'After periodStart, at most the booking end date.' }),
    dueDate: t.field({ type: 'Date', required: true }),
    netAmount: t.field({ type: 'SafeInt', description: `${AMOUNT_RULE} Defaults to the booking's rent.` }),
    tvaBasisPoints: t.int({ description: 'TVA rate, 0 to 10000 basis points; defaults to 0.' }),
  }),
  validate: inputRules({ netAmount: amount, tvaBasisPoints: z.number().int().min(0).max(MAX_TVA_BASIS_POINTS).nullish() }),
});

builder.queryFields((t) => ({
  invoice: t.field({
    type: InvoiceRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: idArg,
    resolve: (_, { id }, ctx) => readableInvoice(ctx.service(), id),
  }),
  invoices: t.connection({
    type: InvoiceRef,
    description: `Invoices the caller may see, oldest first unless orderBy says otherwise. ${TOP_PAGES}`,
    args: { filter: t.arg({ type: invoiceQuery.Filter }), orderBy: t.arg({ type: [invoiceQuery.Order], description: ORDER_BY }) },
    resolve: (_, args, ctx, info) => connectionOf(args, listInvoices(ctx.service(), invoiceQuery.queryOf(args)), info),
  }, InvoiceConnection),
}));

builder.mutationFields((t) => ({
  issueInvoice: t.field({
    type: InvoiceRef,
    description: 'An ISSUED invoice for a PENDING or ACTIVE booking. Honours an Idempotency-Key header.',
    args: { input: t.arg({ type: IssueInvoiceInput, required: true }) },
    resolve: (_, { input }, ctx) => issueInvoice(ctx.service(), input),
  }),
  payInvoice: t.field({
    type: InvoiceRef,
    description: 'ISSUED|OVERDUE -> PAID, by the tenant. Honours an Idempotency-Key header.',
    args: idArg,
    resolve: (_, { id }, ctx) => payInvoice(ctx.service(), id),
  }),
  cancelInvoice: t.field({
    type: InvoiceRef,
    description: 'ISSUED|OVERDUE -> CANCELLED.',
    args: idArg,
    resolve: (_, { id }, ctx) => cancelInvoice(ctx.service(), id),
  }),
}));
