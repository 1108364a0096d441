import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { billingCycles, lateFeeKinds, lateFeeRecurrences } from '../../domain/rent/billing.js';
import { orgFilter } from './org-filter.js';

/** An org's rules for billing: the default TVA rate, how far ahead invoices are made, late fees. One row per org, or none (the defaults). */
export const BillingPolicy = defineEntity({
  name: 'BillingPolicy',
  tableName: 'billing_policy',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    defaultTvaBasisPoints: p.integer(),
    invoiceLeadDays: p.integer(),
    lateFeeKind: p.enum([...lateFeeKinds]),
    lateFeeGraceDays: p.integer(),
    lateFeeFlatAmount: p.bigint('number'),
    lateFeeBasisPoints: p.integer(),
    lateFeeRecurrence: p.enum([...lateFeeRecurrences]),
    lateFeeCapAmount: p.bigint('number').nullable(),
    /** Tenants are reminded of an unpaid invoice this many days before it is due. */
    reminderDaysBeforeDue: p.integer(),
    /** Tenants are told this many days before their lease ends. */
    leaseEndingNoticeDays: p.integer(),
    managementFeeBasisPoints: p.integer(),
    managementFeeTvaBasisPoints: p.integer(),
    updatedAt: p.datetime(),
  },
});
export type BillingPolicy = InferEntity<typeof BillingPolicy>;

/** How a booking's rent is invoiced by the sweep: the cycle, when each period falls due, the TVA rate. */
export const BillingPlan = defineEntity({
  name: 'BillingPlan',
  tableName: 'billing_plan',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    bookingId: p.uuid().primary(),
    cycle: p.enum([...billingCycles]),
    dueDay: p.integer().nullable(),
    paymentTermsDays: p.integer().nullable(),
    tvaBasisPoints: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type BillingPlan = InferEntity<typeof BillingPlan>;
