import type { BookingStatus } from '../portfolio/booking.js';
import { daysInMonth } from '../dates.js';
import { forbidden, invalidTransition, validationFailed } from '../errors.js';
import { invoiceAmountsFor, MAX_AMOUNT } from '../money.js';
import { type Actor, managesOrg } from '../roles.js';

/** How often a booking's billing plan invoices its rent; periods follow the calendar (see docs/rent.md). */
export const billingCycles = ['MONTHLY', 'QUARTERLY', 'SEMIANNUAL', 'YEARLY'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** How a late fee is computed: a flat amount, or basis points of the late invoice's gross. */
export const lateFeeKinds = ['NONE', 'FLAT', 'PERCENT'] as const;
export type LateFeeKind = (typeof lateFeeKinds)[number];

/** Whether a late invoice is charged one fee, or one per further period it stays unpaid (up to a cap). */
export const lateFeeRecurrences = ['ONCE', 'PER_PERIOD'] as const;
export type LateFeeRecurrence = (typeof lateFeeRecurrences)[number];

/** Calendar months in one period of a cycle. */
export const monthsPerPeriod: Record<BillingCycle, number> = { MONTHLY: 1, QUARTERLY: 3, SEMIANNUAL: 6, YEARLY: 12 };

/** Days without a billing plan between two late fees of an unpaid invoice (PER_PERIOD). */
export const LATE_FEE_STEP_DAYS_WITHOUT_PLAN = 30;

const DAY_MS = 86_400_000;
// Date.parse and toISOString read and write four-digit years as they are (Date.UTC would read years 0 to 99 as 19xx).
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromTime(toTime(date) + days * DAY_MS);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** Months are counted as one integer (year x 12 + month - 1), so month arithmetic is exact in every year and never goes through Date. */
const monthIndexOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const dateOf = (monthIndex: number, day: number) =>
  `${String(Math.floor(monthIndex / 12)).padStart(4, '0')}-${String((monthIndex % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** `date` moved by whole months, the day clamped to the target month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const index = monthIndexOf(date) + months;
  return dateOf(index, Math.min(Number(date.slice(8, 10)), daysInMonth(Math.floor(index / 12), (index % 12) + 1)));
}

/** The calendar period of a cycle that contains `date`: MONTHLY on the 1st, QUARTERLY Jan/Apr/Jul/Oct 1, ... */
export function calendarPeriodOf(date: string, cycle: BillingCycle): { start: string; end: string } {
  const months = monthsPerPeriod[cycle];
  // A cycle's length divides 12, so a period starts on a month index that is a multiple of it.
  const index = monthIndexOf(date);
  const start = index - (index % months);
  return { start: dateOf(start, 1), end: dateOf(start + months, 1) };
}

/** round_half_up(numerator / denominator) for non-negative integers. */
const halfUp = (numerator: bigint, denominator: bigint) => (2n * numerator + denominator) / (2n * denominator);

/**
 * A period's net: the full period's rent (monthly rent x months) when the
 * booking covers all of it, else round_half_up(full x daysCovered / daysInPeriod).
 */
export function proratedNet(fullNet: number, daysCovered: number, daysInPeriod: number): number {
  if (daysCovered === daysInPeriod) return fullNet;
  return Number(halfUp(BigInt(fullNet) * BigInt(daysCovered), BigInt(daysInPeriod)));
}

/** The net of a whole period of the cycle, in BigInt: monthly rent x 12 may pass 2^53 - 1. */
export const fullPeriodNet = (monthlyRent: number, cycle: BillingCycle) => BigInt(monthlyRent) * BigInt(monthsPerPeriod[cycle]);

export interface BillingPeriod {
  /** The calendar period: [calendarStart, calendarEnd). */
  calendarStart: string;
  calendarEnd: string;
  /** The part the booking covers, which the invoice bills: [periodStart, periodEnd); periodStart is the billing period's key. */
  periodStart: string;
  periodEnd: string;
  netAmount: number;
}

/**
 * The billing periods of a booking [startDate, endDate) under a cycle: the
 * calendar periods it touches, each cut to the booking, with its prorated net.
 * They tile the booking without gap or overlap. With `through`, only the
 * periods that start on or before that day: a caller billing up to a date
 * never builds the far future of a long lease. The periods are counted before
 * they are built, so the loop ends whatever the dates.
 */
export function billingPeriods(
  booking: { startDate: string; endDate: string; rentAmount: number },
  cycle: BillingCycle,
  through?: string,
): BillingPeriod[] {
  const months = monthsPerPeriod[cycle];
  const full = Number(fullPeriodNet(booking.rentAmount, cycle));
  const lastDay = addDays(booking.endDate, -1);
  const until = through !== undefined && through < lastDay ? through : lastDay;
  if (until < booking.startDate) return [];
  const first = monthIndexOf(calendarPeriodOf(booking.startDate, cycle).start);
  const periodCount = Math.floor((monthIndexOf(until) - first) / months) + 1;
  const lastOfBooking = Math.floor((monthIndexOf(lastDay) - first) / months);
  const periods: BillingPeriod[] = [];
  for (let index = 0; index < periodCount; index++) {
    const calendarStart = dateOf(first + index * months, 1);
    const calendarEnd = dateOf(first + (index + 1) * months, 1);
    const periodStart = index === 0 ? booking.startDate : calendarStart;
    const periodEnd = index === lastOfBooking ? booking.endDate : calendarEnd;
    periods.push({
      calendarStart,
      calendarEnd,
      periodStart,
      periodEnd,
      netAmount: proratedNet(full, daysBetween(periodStart, periodEnd), daysBetween(calendarStart, calendarEnd)),
    });
  }
  return periods;
}

/** When a period's invoice falls due: one of the two rules of a plan (dueDay when both are given). */
/** Days [periodStart, periodEnd), as an invoice covers them. */
export interface Span {
  periodStart: string;
  periodEnd: string;
}

/**
 * Whether any of `spans` overlaps a period, for periods asked in order, each
 * after the last (as billingPeriods gives them). The spans are sorted once
 * and walked once beside the periods: each of a booking's invoices compared
 * with each of its periods took a lease from 1900 with 1,500 invoices 10 ms
 * of the event loop, a job of 100 such bookings a second, and a booking of
 * 500,000 invoices written by hand minutes.
 */
export function coverageOf(spans: readonly Span[]): (period: Span) => boolean {
  const byStart = [...spans].sort((a, b) => (a.periodStart < b.periodStart ? -1 : a.periodStart > b.periodStart ? 1 : 0));
  let next = 0;
  // The latest end of the spans that start before the current period ends: one overlaps it if that end is after its start.
  let latestEnd = '';
  return (period) => {
    while (next < byStart.length && byStart[next]!.periodStart < period.periodEnd) {
      const { periodEnd } = byStart[next++]!;
      if (periodEnd > latestEnd) latestEnd = periodEnd;
    }
    return latestEnd > period.periodStart;
  };
}

export interface DueRule {
  dueDay?: number | null;
  paymentTermsDays?: number | null;
}

/**
 * The due date of a period: on `dueDay` of the period's first month (or on the
 * booking's start, when a partial first period starts after that day), or
 * `paymentTermsDays` after the period's covered start.
 */
export function dueDateOf(period: Pick<BillingPeriod, 'calendarStart' | 'periodStart'>, rule: DueRule): string {
  if (rule.dueDay != null) {
    const onDueDay = `${period.calendarStart.slice(0, 8)}${String(rule.dueDay).padStart(2, '0')}`;
    return onDueDay < period.periodStart ? period.periodStart : onDueDay;
  }
  return addDays(period.periodStart, rule.paymentTermsDays ?? 0);
}

/** The day a period's invoice is generated: `leadDays` before the period (its covered part) starts. */
export const generationDateOf = (period: Pick<BillingPeriod, 'periodStart'>, leadDays: number) => addDays(period.periodStart, -leadDays);

export interface LateFeeRule {
  lateFeeKind: LateFeeKind;
  lateFeeGraceDays: number;
  lateFeeFlatAmount: number;
  lateFeeBasisPoints: number;
  lateFeeRecurrence: LateFeeRecurrence;
  lateFeeCapAmount?: number | null;
}

/** One fee for a late invoice: which of its fees (1, 2, ...), the day it is charged, how much. */
export interface LateFeeStep {
  sequence: number;
  chargedOn: string;
  amount: number;
}

/** One fee before any cap: the flat amount, or round_half_up(gross x basis points / 10000). */
export function lateFeeAmount(rule: Pick<LateFeeRule, 'lateFeeKind' | 'lateFeeFlatAmount' | 'lateFeeBasisPoints'>, grossAmount: number): number {
  if (rule.lateFeeKind === 'FLAT') return rule.lateFeeFlatAmount;
  if (rule.lateFeeKind === 'PERCENT') return Number(halfUp(BigInt(grossAmount) * BigInt(rule.lateFeeBasisPoints), 10_000n));
  return 0;
}

/**
 * The late fees an unpaid invoice owes by `today`. The first is charged the
 * day after due date + grace days; PER_PERIOD adds one each further billing
 * period (the plan's cycle, or 30 days without a plan) while it stays unpaid.
 * Their sum never passes the cap; a step the cap leaves nothing for is not charged.
 * Only the steps after `after` (those already charged), `limit` of them at
 * most: each computed from the steps before it, which are not built again
 * (an invoice due in 1900 owes some 1,500 fees, and a billing job used to
 * build all of each invoice's at every run).
 */
export function lateFeeSteps(
  rule: LateFeeRule,
  invoice: { grossAmount: number; dueDate: string },
  cycle: BillingCycle | null,
  today: string,
  after = 0,
  limit = Number.POSITIVE_INFINITY,
): LateFeeStep[] {
  const amount = lateFeeAmount(rule, invoice.grossAmount);
  const first = addDays(invoice.dueDate, rule.lateFeeGraceDays + 1);
  const steps: LateFeeStep[] = [];
  if (rule.lateFeeRecurrence === 'ONCE' && after >= 1) return steps;
  // Each step before charged the whole amount, or what the cap left.
  let charged = rule.lateFeeCapAmount == null ? after * amount : Math.min(after * amount, rule.lateFeeCapAmount);
  for (let sequence = after + 1; steps.length < limit; sequence++) {
    const chargedOn = cycle ? addMonths(first, (sequence - 1) * monthsPerPeriod[cycle]) : addDays(first, (sequence - 1) * LATE_FEE_STEP_DAYS_WITHOUT_PLAN);
    const left = rule.lateFeeCapAmount == null ? amount : Math.min(amount, rule.lateFeeCapAmount - charged);
    if (chargedOn > today || left <= 0) return steps;
    steps.push({ sequence, chargedOn, amount: left });
    charged += left;
    if (rule.lateFeeRecurrence === 'ONCE') return steps;
  }
  return steps;
}

/** MANAGER and ADMIN set billing plans and the org's policy, and waive late fees. */
export function assertCanManageBilling(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins manage billing plans, the billing policy and late fees.');
}

/** A plan bills a booking that is still to come or running; closed ones (CANCELLED, TERMINATED) take none. */
export function assertTakesBillingPlan(booking: { status: BookingStatus }): void {
  if (booking.status === 'CANCELLED' || booking.status === 'TERMINATED') {
    throw invalidTransition(`A ${booking.status} booking takes no billing plan; only DRAFT, PENDING or ACTIVE ones do.`);
  }
}

/** A plan names exactly one due rule, and a whole period's gross (monthly rent x months + TVA) must stay an amount. */
export function assertBillingPlan(plan: { cycle: BillingCycle; dueDay?: number | null; paymentTermsDays?: number | null; tvaBasisPoints: number }, monthlyRent: number): void {
  if ((plan.dueDay == null) === (plan.paymentTermsDays == null)) {
    throw validationFailed('A billing plan is due on a day of the month or after payment terms: give exactly one.', [
      { path: plan.dueDay == null ? 'dueDay' : 'paymentTermsDays', message: 'Give either dueDay or paymentTermsDays, not both nor neither.' },
    ]);
  }
  const full = fullPeriodNet(monthlyRent, plan.cycle);
  if (full > BigInt(MAX_AMOUNT) || !invoiceAmountsFor(Number(full), plan.tvaBasisPoints)) {
    throw validationFailed(`A ${plan.cycle} period of this booking's rent would pass 2^53 - 1 with TVA.`, [
      { path: 'cycle', message: 'Choose a shorter cycle: the rent of one period must stay at or below 9007199254740991 with TVA.' },
    ]);
  }
}

/** Only a late fee is waived, and only while nothing was paid of it (ISSUED or OVERDUE, no payment recorded). */
export function assertWaivable(invoice: { kind: string; status: string; paidAmount: number }): void {
  if (invoice.kind !== 'LATE_FEE') throw invalidTransition('Only a late fee is waived; cancel a rent invoice instead.');
  if (invoice.paidAmount > 0) throw invalidTransition('A late fee with recorded payments is not waived; reverse them first.');
}
