import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { bookingStatuses } from '../../domain/portfolio/booking.js';
import { orgFilter } from './org-filter.js';

export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    unitId: p.uuid(),
    // The unit's property, kept on the row so an owner's bookings are found without a join.
    propertyId: p.uuid(),
    tenantUserId: p.uuid(),
    startDate: p.date(),
    endDate: p.date(),
    rentAmount: p.bigint('number'),
    rentCurrency: p.string(),
    depositAmount: p.bigint('number').nullable(),
    depositCurrency: p.string().nullable(),
    status: p.enum([...bookingStatuses]),
    createdAt: p.datetime(),
    activatedAt: p.datetime().nullable(),
    terminatedAt: p.datetime().nullable(),
  },
});
export type Booking = InferEntity<typeof Booking>;
