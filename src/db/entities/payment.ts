import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { paymentMethods } from '../../domain/rent/payment.js';
import { orgFilter } from './org-filter.js';

/** Money received against an invoice. A reversed payment stays, with who reversed it and why. */
export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payment',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    invoiceId: p.uuid(),
    amount: p.bigint('number'),
    method: p.enum([...paymentMethods]),
    /** The payer's or operator's reference, e.g. the mobile-money transaction id. */
    reference: p.string().nullable(),
    receivedOn: p.date(),
    recordedBy: p.uuid(),
    recordedAt: p.datetime(),
    reversedAt: p.datetime().nullable(),
    reversedBy: p.uuid().nullable(),
    reversalReason: p.string().nullable(),
  },
});
export type Payment = InferEntity<typeof Payment>;
