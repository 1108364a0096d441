import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { orgFilter } from './org-filter.js';

/** Money the org paid an owner out of what it collected for them (docs/owner-statements.md). */
export const OwnerPayout = defineEntity({
  name: 'OwnerPayout',
  tableName: 'owner_payout',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    ownerUserId: p.uuid(),
    currency: p.string(),
    amount: p.bigint('number'),
    paidOn: p.date(),
    /** The transfer's reference, e.g. the bank or mobile-money transaction id. */
    reference: p.string().nullable(),
    recordedAt: p.datetime(),
    recordedBy: p.uuid(),
  },
});
export type OwnerPayout = InferEntity<typeof OwnerPayout>;
