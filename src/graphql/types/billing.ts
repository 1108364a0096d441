import type { BillingPlan } from '../../db/entities/billing.js';
import type { Booking } from '../../db/entities/booking.js';
import type { Invoice } from '../../db/entities/invoice.js';
import { billingCycles, lateFeeKinds, lateFeeRecurrences } from '../../domain/rent/billing.js';
import { invoiceKinds } from '../../domain/rent/invoice.js';
import { MAX_TVA_BASIS_POINTS } from '../../domain/money.js';
import {
  billingPlansOf,
  billingPolicy,
  removeBillingPlan,
  setBillingPlan,
  updateBillingPolicy,
  waiveLateFee,
  type BillingPolicyView,
} from '../../services/rent/billing.js';
import { builder } from '../builder.js';
import { loaderFor, reads } from '../connection.js';
import { BookingRef, idArg } from './booking.js';
import { InvoiceRef } from './invoice.js';
import { amount, AMOUNT_RULE, count, inputRules, requiredText } from './validators.js';

const BillingCycle = builder.enumType('BillingCycle', {
  values: billingCycles,
  description: 'Calendar periods: MONTHLY from the 1st, QUARTERLY from Jan/Apr/Jul/Oct 1, SEMIANNUAL from Jan/Jul 1, YEARLY from Jan 1.',
});
const LateFeeKind = builder.enumType('LateFeeKind', { values: lateFeeKinds, description: 'NONE, a FLAT amount, or PERCENT (basis points) of the gross.' });
const LateFeeRecurrence = builder.enumType('LateFeeRecurrence', {
  values: lateFeeRecurrences,
  description: 'ONCE per late invoice, or PER_PERIOD: one more each further billing period it stays unpaid, up to the cap.',
});
const InvoiceKind = builder.enumType('InvoiceKind', {
  values: invoiceKinds,
  description: "RENT for a period, a LATE_FEE charged on a rent invoice, or MAINTENANCE: a repair's cost charged to the tenant.",
});

const tvaBasisPoints = count(0, MAX_TVA_BASIS_POINTS);
const days = count(0, 366);

const BillingPlanRef = builder.objectRef<BillingPlan>('BillingPlan').implement({
  description: "How the sweep invoices a booking's rent: one invoice per calendar period of the cycle, a partial first or last period prorated by days.",
  fields: (t) => ({
    bookingId: t.expose('bookingId', { type: 'UUID' }),
    cycle: t.expose('cycle', { type: BillingCycle }),
    dueDay: t.exposeInt('dueDay', { nullable: true, description: "Due on this day (1-28) of the period's first month; null when paymentTermsDays applies." }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', { nullable: true, description: 'Due this many days after the period starts; null when dueDay applies.' }),
    tvaBasisPoints: t.exposeInt('tvaBasisPoints', { description: "TVA rate of its invoices; the org's default when the plan was set without one." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const BillingPolicyRef = builder.objectRef<BillingPolicyView>('BillingPolicy').implement({
  description: "The org's billing rules: the default TVA rate, how far ahead invoices are generated, late fees, the management fee.",
  fields: (t) => ({
    defaultTvaBasisPoints: t.exposeInt('defaultTvaBasisPoints'),
    invoiceLeadDays: t.exposeInt('invoiceLeadDays', { description: "Each period's invoice is generated this many days before the period starts." }),
    lateFeeKind: t.expose('lateFeeKind', { type: LateFeeKind }),
    lateFeeGraceDays: t.exposeInt('lateFeeGraceDays', { description: 'The first fee is charged the day after due date + grace days.' }),
    lateFeeFlatAmount: t.expose('lateFeeFlatAmount', { type: 'SafeInt', description: 'The fee when lateFeeKind is FLAT, in minor units.' }),
    lateFeeBasisPoints: t.exposeInt('lateFeeBasisPoints', { description: "The fee when lateFeeKind is PERCENT: round_half_up(gross x bp / 10000) of the rent invoice's gross." }),
    lateFeeRecurrence: t.expose('lateFeeRecurrence', { type: LateFeeRecurrence }),
    lateFeeCapAmount: t.expose('lateFeeCapAmount', { type: 'SafeInt', nullable: true, description: "The most an invoice's late fees add up to; null: no cap." }),
    reminderDaysBeforeDue: t.exposeInt('reminderDaysBeforeDue', { description: 'Tenants are emailed a reminder of an unpaid invoice this many days before it is due.' }),
    leaseEndingNoticeDays: t.exposeInt('leaseEndingNoticeDays', { description: 'Tenants are emailed this many days before their lease ends.' }),
    managementFeeBasisPoints: t.exposeInt('managementFeeBasisPoints', {
      description: "The org's fee on the rent it collects for owners: round_half_up(amount x bp / 10000) of each payment (docs/owner-statements.md).",
    }),
    managementFeeTvaBasisPoints: t.exposeInt('managementFeeTvaBasisPoints', { description: 'The TVA rate on the management fee.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null while the org bills with the defaults.' }),
  }),
});

builder.objectField(BookingRef, 'billingPlan', (t) =>
  t.field({
    type: BillingPlanRef,
    nullable: true,
    description: 'How the sweep invoices its rent; null when invoices are issued by hand only.',
    extensions: reads<Booking>('id'),
    resolve: (booking, _, ctx) => loaderFor<BillingPlan | null>(ctx, 'Booking.billingPlan', (ids) => billingPlansOf(ctx.service(), ids)).load(booking.id),
  }),
);

builder.objectFields(InvoiceRef, (t) => ({
  kind: t.expose('kind', { type: InvoiceKind }),
  billingPeriodStart: t.expose('billingPeriodStart', {
    type: 'Date',
    nullable: true,
    description: "The start of the billing plan's period it bills (one live invoice per booking and period); null for other invoices.",
  }),
  lateFeeOf: t.field({
    type: InvoiceRef,
    nullable: true,
    description: 'A LATE_FEE: the rent invoice it charges for.',
    extensions: reads<Invoice>('lateFeeOf'),
    resolve: (invoice) => invoice.lateFeeOf,
  }),
  lateFeeSequence: t.exposeInt('lateFeeSequence', { nullable: true, description: 'A LATE_FEE: which of its rent invoice\'s fees (1, 2, ...).' }),
  cancelReason: t.exposeString('cancelReason', { nullable: true, description: 'Why it was cancelled, when someone said (a waived late fee).' }),
  maintenanceRequestId: t.expose('maintenanceRequestId', { type: 'UUID', nullable: true, description: 'A MAINTENANCE invoice: the maintenance request whose cost it charges.' }),
}));

const BillingPlanInput = builder.inputType('BillingPlanInput', {
  description: 'Give exactly one of dueDay and paymentTermsDays.',
  fields: (t) => ({
    cycle: t.field({ type: BillingCycle, required: true }),
    dueDay: t.int({ description: "1 to 28: due on this day of the period's first month (or on the booking's start, if later)." }),
    paymentTermsDays: t.int({ description: '0 to 366: due this many days after the period starts.' }),
    tvaBasisPoints: t.int({ description: "0 to 10000; defaults to the org's defaultTvaBasisPoints." }),
  }),
  validate: inputRules({ dueDay: count(1, 28), paymentTermsDays: days, tvaBasisPoints }, (input, ctx) => {
    if ((input.dueDay == null) === (input.paymentTermsDays == null)) {
      ctx.addIssue({ code: 'custom', message: 'Give either dueDay or paymentTermsDays, not both nor neither.', path: ['paymentTermsDays'] });
    }
  }),
});

const BillingPolicyInput = builder.inputType('BillingPolicyInput', {
  description: 'The fields to change; absent ones keep their value.',
  fields: (t) => ({
    defaultTvaBasisPoints: t.int({ description: '0 to 10000.' }),
    invoiceLeadDays: t.int({ description: '0 to 366.' }),
    lateFeeKind: t.field({ type: LateFeeKind }),
    lateFeeGraceDays: t.int({ description: '0 to 366.' }),
    lateFeeFlatAmount: t.field({ type: 'SafeInt', description: AMOUNT_RULE }),
    lateFeeBasisPoints: t.int({ description: '0 to 10000.' }),
    lateFeeRecurrence: t.field({ type: LateFeeRecurrence }),
    lateFeeCapAmount: t.field({ type: 'SafeInt', description: `${AMOUNT_RULE} null removes the cap.` }),
    reminderDaysBeforeDue: t.int({ description: '0 to 366.' }),
    leaseEndingNoticeDays: t.int({ description: '0 to 366.' }),
    managementFeeBasisPoints: t.int({ description: '0 to 10000.' }),
    managementFeeTvaBasisPoints: t.int({ description: '0 to 10000.' }),
  }),
  validate: inputRules({
    defaultTvaBasisPoints: tvaBasisPoints,
    invoiceLeadDays: days,
    lateFeeGraceDays: days,
    lateFeeFlatAmount: amount,
    lateFeeBasisPoints: tvaBasisPoints,
    lateFeeCapAmount: amount,
    reminderDaysBeforeDue: days,
    leaseEndingNoticeDays: days,
    managementFeeBasisPoints: tvaBasisPoints,
    managementFeeTvaBasisPoints: tvaBasisPoints,
  }),
});

builder.queryFields((t) => ({
  billingPolicy: t.field({
    type: BillingPolicyRef,
    description: "The org's billing policy (its defaults until a manager changes it). MANAGER or ADMIN.",
    resolve: (_, __, ctx) => billingPolicy(ctx.service()),
  }),
}));

builder.mutationFields((t) => ({
  setBillingPlan: t.field({
    type: BillingPlanRef,
    description: 'Sets or replaces the billing plan of a DRAFT, PENDING or ACTIVE booking. MANAGER or ADMIN. Honours an Idempotency-Key header.',
    args: { bookingId: t.arg({ type: 'UUID', required: true }), input: t.arg({ type: BillingPlanInput, required: true }) },
    resolve: (_, { bookingId, input }, ctx) => setBillingPlan(ctx.service(), bookingId, input),
  }),
  removeBillingPlan: t.field({
    type: BookingRef,
    description: 'Stops the sweep invoicing the booking; invoices already made stay. MANAGER or ADMIN.',
    args: { bookingId: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { bookingId }, ctx) => removeBillingPlan(ctx.service(), bookingId),
  }),
  updateBillingPolicy: t.field({
    type: BillingPolicyRef,
    description: "Changes the org's billing policy. MANAGER or ADMIN.",
    args: { input: t.arg({ type: BillingPolicyInput, required: true }) },
    resolve: (_, { input }, ctx) => updateBillingPolicy(ctx.service(), input),
  }),
  waiveLateFee: t.field({
    type: InvoiceRef,
    description: 'An unpaid LATE_FEE invoice -> CANCELLED, keeping the reason. MANAGER or ADMIN. Honours an Idempotency-Key header.',
    args: { ...idArg, reason: t.arg({ type: 'String', required: true, validate: requiredText(500) }) },
    resolve: (_, { id, reason }, ctx) => waiveLateFee(ctx.service(), id, reason),
  }),
}));
