import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { invoiceKinds, invoiceStatuses } from '../../domain/rent/invoice.js';
import { orgFilter } from './org-filter.js';

export const Invoice = defineEntity({
  name: 'Invoice',
  tableName: 'invoice',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    bookingId: p.uuid(),
    // The booking's property, so an owner's invoices are found without a join.
    propertyId: p.uuid(),
    tenantUserId: p.uuid(),
    currency: p.string(),
    netAmount: p.bigint('number'),
    tvaBasisPoints: p.integer(),
    tvaAmount: p.bigint('number'),
    grossAmount: p.bigint('number'),
    periodStart: p.date(),
    periodEnd: p.date(),
    dueDate: p.date(),
    status: p.enum([...invoiceStatuses]),
    createdAt: p.datetime(),
    paidAt: p.datetime().nullable(),
    kind: p.enum([...invoiceKinds]),
    /** The start of the billing-plan period it bills; one live invoice per booking and period (a unique index). */
    billingPeriodStart: p.date().nullable(),
    /** A LATE_FEE invoice: the rent invoice it charges for paying late, and which of its fees it is (1, 2, ...). */
    lateFeeOf: p.uuid().nullable(),
    lateFeeSequence: p.integer().nullable(),
    /** The sum of its payments not reversed; at most grossAmount (a check). */
    paidAmount: p.bigint('number'),
    /** The number of its receipt (quittance), sequential per org without gaps, given when it is first paid in full. */
    receiptNumber: p.bigint('number').nullable(),
    /** Why it was cancelled, when someone said (a waived late fee). */
    cancelReason: p.string().nullable(),
    /** A MAINTENANCE invoice: the request whose cost it charges the tenant. */
    maintenanceRequestId: p.uuid().nullable(),
  },
});
export type Invoice = InferEntity<typeof Invoice>;
