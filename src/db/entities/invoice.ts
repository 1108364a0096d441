import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { invoiceStatuses } from '../../domain/invoice.js';
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
  },
});
export type Invoice = InferEntity<typeof Invoice>;
