import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { BillingPlan, BillingPolicy } from '../../db/entities/billing.js';
import { Booking } from '../../db/entities/booking.js';
import { Invoice } from '../../db/entities/invoice.js';
import {
  assertBillingPlan,
  assertCanManageBilling,
  assertTakesBillingPlan,
  assertWaivable,
  addDays,
  type BillingCycle,
  billingPeriods,
  dueDateOf,
  coverageOf,
  generationDateOf,
  lateFeeSteps,
  type LateFeeKind,
  type LateFeeRecurrence,
} from '../../domain/rent/billing.js';
import { liveBookingStatuses } from '../../domain/portfolio/booking.js';
import { todayIn } from '../../domain/dates.js';
import { invoiceAmountsFor } from '../../domain/money.js';
import { DEFAULT_LEASE_ENDING_NOTICE_DAYS, DEFAULT_REMINDER_DAYS_BEFORE_DUE } from '../../domain/people/notifications.js';
import { invoiceTransition, openInvoiceStatuses } from '../../domain/rent/invoice.js';
import { inTransaction, underArgument, withinServiceScope, type ServiceContext } from '../context.js';
import { type Change, originOf, recordEvent, recordEvents } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { newId } from '../ids.js';
import { invoiceForChange, readableBooking } from '../readable.js';
import { rowsWhere } from '../rows.js';

export interface BillingPlanInput {
  cycle: BillingCycle;
  dueDay?: number | null;
  paymentTermsDays?: number | null;
  tvaBasisPoints?: number | null;
}

export interface BillingPolicyInput {
  defaultTvaBasisPoints?: number | null;
  invoiceLeadDays?: number | null;
  lateFeeKind?: LateFeeKind | null;
  lateFeeGraceDays?: number | null;
  lateFeeFlatAmount?: number | null;
  lateFeeBasisPoints?: number | null;
  lateFeeRecurrence?: LateFeeRecurrence | null;
  /** Null clears the cap; absent keeps it. */
  lateFeeCapAmount?: number | null;
  reminderDaysBeforeDue?: number | null;
  leaseEndingNoticeDays?: number | null;
  managementFeeBasisPoints?: number | null;
  managementFeeTvaBasisPoints?: number | null;
}

export type BillingPolicyView = Omit<BillingPolicy, 'updatedAt'> & { updatedAt: Date | null };

/** What an org without a policy row bills with (the table's defaults). */
const defaultPolicy = (orgId: string): BillingPolicyView => ({
  orgId,
  defaultTvaBasisPoints: 0,
  invoiceLeadDays: 10,
  lateFeeKind: 'NONE',
  lateFeeGraceDays: 0,
  lateFeeFlatAmount: 0,
  lateFeeBasisPoints: 0,
  lateFeeRecurrence: 'ONCE',
  lateFeeCapAmount: null,
  reminderDaysBeforeDue: DEFAULT_REMINDER_DAYS_BEFORE_DUE,
  leaseEndingNoticeDays: DEFAULT_LEASE_ENDING_NOTICE_DAYS,
  managementFeeBasisPoints: 0,
  managementFeeTvaBasisPoints: 0,
  updatedAt: null,
});

export async function policyOf(em: EntityManager, orgId: string): Promise<BillingPolicyView> {
  return (await em.findOne(BillingPolicy, { orgId }, { filters: false })) ?? defaultPolicy(orgId);
}

export function billingPolicy(ctx: ServiceContext): Promise<BillingPolicyView> {
  assertCanManageBilling(ctx.actor);
  return policyOf(ctx.em, ctx.actor.orgId);
}

/** Changes the fields given; the first change creates the org's row from the defaults. */
export function updateBillingPolicy(ctx: ServiceContext, input: BillingPolicyInput): Promise<BillingPolicyView> {
  assertCanManageBilling(ctx.actor);
  return inTransaction(ctx, async (em) => {
    // Created at most once whoever updates first, then locked: concurrent updates apply one after the other.
    await em.execute('insert into billing_policy (org_id) values (?) on conflict do nothing', [ctx.actor.orgId]);
    const policy = await em.findOneOrFail(BillingPolicy, { orgId: ctx.actor.orgId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const given = Object.fromEntries(Object.entries(input).filter(([name, value]) => value !== undefined && (value !== null || name === 'lateFeeCapAmount')));
    em.assign(policy, { ...given, updatedAt: new Date() });
    return policy;
  });
}

/** Batch read for Booking.billingPlan: the plans of bookings the caller already sees, in the order of the ids (null without a plan). */
export async function billingPlansOf(ctx: ServiceContext, bookingIds: readonly string[]): Promise<(BillingPlan | null)[]> {
  const plans = await rowsWhere(ctx.em, BillingPlan, ctx.actor.orgId, { bookingId: { $in: [...bookingIds] } });
  const byBooking = new Map(plans.map((plan) => [plan.bookingId, plan]));
  return bookingIds.map((id) => byBooking.get(id) ?? null);
}

/** A booking a manager may change the billing of, locked shared: it cannot end while its plan is being written. */
async function bookingForBilling(ctx: ServiceContext, em: EntityManager, bookingId: string): Promise<Booking> {
  assertCanManageBilling(ctx.actor);
  await readableBooking(ctx, bookingId, em);
  return em.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_READ, refresh: true });
}

/** Sets (or replaces) a booking's billing plan; TVA defaults to the org's policy. Periods already invoiced keep their invoices. */
export function setBillingPlan(ctx: ServiceContext, bookingId: string, input: BillingPlanInput): Promise<BillingPlan> {
  assertCanManageBilling(ctx.actor);
  return idempotently(ctx, { operation: 'setBillingPlan', arguments: { bookingId, input } }, async (em) => {
    const booking = await bookingForBilling(ctx, em, bookingId);
    assertTakesBillingPlan(booking);
    const tvaBasisPoints = input.tvaBasisPoints ?? (await policyOf(em, ctx.actor.orgId)).defaultTvaBasisPoints;
    const terms = { cycle: input.cycle, dueDay: input.dueDay ?? null, paymentTermsDays: input.paymentTermsDays ?? null, tvaBasisPoints };
    underArgument('input', () => assertBillingPlan(terms, booking.rentAmount));
    const now = new Date();
    const plan = await em.findOne(BillingPlan, { bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (plan) return em.assign(plan, { ...terms, updatedAt: now });
    return em.create(BillingPlan, { orgId: ctx.actor.orgId, bookingId, ...terms, createdAt: now, updatedAt: now });
  });
}

/** Stops the sweep invoicing a booking; invoices already made stay as they are. */
export function removeBillingPlan(ctx: ServiceContext, bookingId: string): Promise<Booking> {
  return inTransaction(ctx, async (em) => {
    const booking = await bookingForBilling(ctx, em, bookingId);
    await em.nativeDelete(BillingPlan, { bookingId });
    return booking;
  });
}

/** A MANAGER (or ADMIN) waives a late fee with a reason: it is CANCELLED and keeps the reason. */
export function waiveLateFee(ctx: ServiceContext, id: string, reason: string): Promise<Invoice> {
  assertCanManageBilling(ctx.actor);
  return idempotently(ctx, { operation: 'waiveLateFee', arguments: { id, reason } }, async (em) => {
    const invoice = await invoiceForChange(ctx, em, id);
    assertWaivable(invoice);
    invoice.status = invoiceTransition('cancel', invoice.status);
    invoice.cancelReason = reason;
    await recordEvent(em, originOf(ctx), { type: 'invoice.cancelled', subject: invoice });
    return invoice;
  });
}

/** An invoice as the sweep writes it; COLUMNS names its columns in the order insertInvoices gives them. */
type InvoiceRow = Pick<
  Invoice,
  'bookingId' | 'propertyId' | 'tenantUserId' | 'currency' | 'netAmount' | 'tvaBasisPoints' | 'tvaAmount' | 'grossAmount' | 'periodStart' | 'periodEnd' | 'dueDate'
> & { kind: Invoice['kind']; billingPeriodStart: string | null; lateFeeOf: string | null; lateFeeSequence: number | null };

const COLUMNS = [
  'org_id', 'id', 'booking_id', 'property_id', 'tenant_user_id', 'currency', 'net_amount', 'tva_basis_points', 'tva_amount', 'gross_amount',
  'period_start', 'period_end', 'due_date', 'status', 'created_at', 'kind', 'billing_period_start', 'late_fee_of', 'late_fee_sequence',
];

/** Invoices per INSERT: each statement stays well inside the statement timeout (39,000 fees in one did not). */
const INSERT_BATCH = 500;

/**
 * Inserts an org's invoices, a few hundred per statement, skipping any whose billing
 * period (or late-fee step) another writer already holds: the unique indexes
 * decide, so concurrent sweeps and managers leave exactly one. Answers the
 * invoices written.
 */
async function insertInvoices(em: EntityManager, orgId: string, rows: InvoiceRow[], conflictTarget: string, now: Date): Promise<Invoice[]> {
  const ids: string[] = [];
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    const values = batch.flatMap((row) => [
      orgId, newId(), row.bookingId, row.propertyId, row.tenantUserId, row.currency, row.netAmount, row.tvaBasisPoints, row.tvaAmount, row.grossAmount,
      row.periodStart, row.periodEnd, row.dueDate, 'ISSUED', now, row.kind, row.billingPeriodStart, row.lateFeeOf, row.lateFeeSequence,
    ]);
    const placeholders = batch.map(() => `(${COLUMNS.map(() => '?').join(',')})`).join(',');
    const written = await em.execute<{ id: string }[]>(
      `insert into invoice (${COLUMNS.join(',')}) values ${placeholders} on conflict ${conflictTarget} do nothing returning id`,
      values,
    );
    ids.push(...written.map((row) => row.id));
  }
  if (!ids.length) return [];
  return em.find(Invoice, { orgId, id: { $in: ids } }, { filters: false, orderBy: { periodStart: 'asc', id: 'asc' } });
}

const ONE_PER_BILLING_PERIOD = `(org_id, booking_id, billing_period_start) where billing_period_start is not null and status <> 'CANCELLED'`;
const ONE_PER_LATE_FEE_STEP = '(org_id, late_fee_of, late_fee_sequence) where late_fee_of is not null';

/** How far a billing job may go: invoices it may still write, and the time (performance.now()) past which it starts no further booking. */
interface JobBudget {
  rows: number;
  until: number;
  /** The booking the job began after (where a job cut short in its first booking resumes). */
  after: string | null;
}

/**
 * A booking's periods that start by `horizon`, the last day any period can be
 * billed for today: a far-future end (9999-12-31) is never walked to, and
 * each period keeps its true end.
 */
const periodsUpTo = (booking: Booking, cycle: BillingCycle, horizon: string) => billingPeriods(booking, cycle, horizon);

/**
 * The rent invoices a booking owes today: each period whose generation day has come
 * and that no rent invoice of the booking overlaps (a cancelled one included).
 */
function owedRentOf(
  booking: Booking,
  plan: BillingPlan,
  invoices: Pick<Invoice, 'periodStart' | 'periodEnd'>[],
  policy: BillingPolicyView,
  today: string,
  horizon: string,
): InvoiceRow[] {
  const rows: InvoiceRow[] = [];
  const billed = coverageOf(invoices);
  for (const period of periodsUpTo(booking, plan.cycle, horizon)) {
    if (generationDateOf(period, policy.invoiceLeadDays) > today) break;
    // A period already billed, even by hand over other dates, is not billed twice; nor again once a manager cancelled its invoice.
    if (billed(period)) continue;
    const amounts = invoiceAmountsFor(period.netAmount, plan.tvaBasisPoints);
    if (!amounts) continue; // setBillingPlan refuses a rent this large; a plan cannot reach here with one.
    rows.push({
      bookingId: booking.id,
      propertyId: booking.propertyId,
      tenantUserId: booking.tenantUserId,
      currency: booking.rentCurrency,
      ...amounts,
      tvaBasisPoints: plan.tvaBasisPoints,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      dueDate: dueDateOf(period, plan),
      kind: 'RENT',
      billingPeriodStart: period.periodStart,
      lateFeeOf: null,
      lateFeeSequence: null,
    });
  }
  return rows;
}

/**
 * The rent invoices of an org's plan bookings whose generation day has come
 * (`invoiceLeadDays` before each period, owedRentOf; a manager who cancelled a
 * period's invoice does not want it back). The bookings are locked shared, so none
 * ends (and has its future invoices cancelled) while this runs. Stops at the
 * budget: `resumeAfter` is then the last booking billed in full.
 */
async function generateRentInvoices(
  em: EntityManager,
  policy: BillingPolicyView,
  bookingIds: string[],
  today: string,
  now: Date,
  budget: JobBudget,
): Promise<{ invoices: Invoice[]; resumeAfter?: string | null }> {
  const { orgId } = policy;
  if (!bookingIds.length) return { invoices: [] };
  const bookings = await em.find(
    Booking,
    { orgId, id: { $in: bookingIds }, status: { $in: [...liveBookingStatuses] } },
    { filters: false, lockMode: LockMode.PESSIMISTIC_READ, refresh: true, orderBy: { id: 'asc' } },
  );
  if (!bookings.length) return { invoices: [] };
  const live = bookings.map((booking) => booking.id);
  const plans = new Map((await em.find(BillingPlan, { orgId, bookingId: { $in: live } }, { filters: false })).map((plan) => [plan.bookingId, plan]));
  const billed = await em.find(
    Invoice,
    { orgId, bookingId: { $in: live }, kind: 'RENT' },
    { filters: false, fields: ['bookingId', 'periodStart', 'periodEnd'] },
  );
  const billedOf = Map.groupBy(billed, (invoice) => invoice.bookingId);
  const horizon = addDays(today, policy.invoiceLeadDays);
  const rows: InvoiceRow[] = [];
  let resumeAfter: string | null | undefined;
  let lastDone = budget.after;
  for (const booking of bookings) {
    if (lastDone !== budget.after && performance.now() > budget.until) {
      resumeAfter = lastDone;
      break;
    }
    const plan = plans.get(booking.id);
    const owed = plan ? owedRentOf(booking, plan, billedOf.get(booking.id) ?? [], policy, today, horizon) : [];
    const room = budget.rows - rows.length;
    rows.push(...owed.slice(0, room));
    if (owed.length > room) {
      // Billed in part: the next job bills the rest of this booking.
      resumeAfter = lastDone;
      break;
    }
    lastDone = booking.id;
  }
  return { invoices: await insertInvoices(em, orgId, rows, ONE_PER_BILLING_PERIOD, now), resumeAfter };
}

/** Below every id: where a walk in id order starts (a bound the index takes, where `is null or` is not). */
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Late rent invoices one billing job reads at most: an org's hundreds of thousands are many jobs' reads, never one past the statement timeout. */
const LATE_INVOICES_PER_JOB = 1000;

/**
 * The late fees an org's unpaid rent invoices owe by today under its policy,
 * each a LATE_FEE invoice (TVA 0, due at once) linked to its rent invoice.
 * Steps already charged (or waived) are skipped; the rent invoices owing a
 * new fee are locked shared and read again, so a payment completing one
 * waits, or has already made it PAID and it is not charged. Reads the late
 * invoices after `after` in id order, LATE_INVOICES_PER_JOB of them, and
 * writes at most `limit` fees: `next` is where the org's next job goes on
 * (the last invoice whose fees are all charged), undefined when none are left.
 */
async function chargeLateFees(
  em: EntityManager,
  policy: BillingPolicyView,
  timeZone: string,
  today: string,
  now: Date,
  { limit, after }: { limit: number; after: string | null },
): Promise<{ invoices: Invoice[]; next?: string | null }> {
  if (policy.lateFeeKind === 'NONE') return { invoices: [] };
  const { orgId } = policy;
  const dueBefore = addDays(today, -policy.lateFeeGraceDays);
  // Plain rows, with the last step charged (or waived) of each (an index probe per row), in id order after the
  // previous job's last (invoice_open_rent_idx), so a job reads its share, not the org's whole backlog.
  // A tenant is late from the due date, or from the day the invoice was issued when it was made after its due date (a plan set late).
  const late = await em.execute<{ id: string; gross_amount: string; late_after: string; cycle: BillingCycle | null; last_step: number | null }[]>(
    `select r.id, r.gross_amount, greatest(r.due_date, (r.created_at at time zone ?)::date)::text as late_after, p.cycle,
            (select max(f.late_fee_sequence) from invoice f where f.org_id = r.org_id and f.late_fee_of = r.id) as last_step
       from invoice r
       left join billing_plan p on p.org_id = r.org_id and p.booking_id = r.booking_id and r.billing_period_start is not null
      where r.org_id = ? and r.kind = 'RENT' and r.status in ('ISSUED', 'OVERDUE') and r.due_date < ? and r.id > coalesce(?::uuid, '${NIL_UUID}')
      order by r.id limit ?`,
    [timeZone, orgId, dueBefore, after, LATE_INVOICES_PER_JOB],
  );
  const owed: { rentId: string; step: ReturnType<typeof lateFeeSteps>[number] }[] = [];
  // A full read leaves invoices after its last for the next job.
  let next: string | null | undefined = late.length === LATE_INVOICES_PER_JOB ? late.at(-1)!.id : undefined;
  let charged = after;
  for (const rent of late) {
    const room = limit - owed.length;
    // One more than there is room for tells that the budget ends within this invoice's fees.
    const steps = lateFeeSteps(policy, { grossAmount: Number(rent.gross_amount), dueDate: rent.late_after }, rent.cycle, today, rent.last_step ?? 0, room + 1);
    owed.push(...steps.slice(0, room).map((step) => ({ rentId: rent.id, step })));
    if (steps.length > room) {
      // The budget ends within this invoice's fees: the next job reads it again (its charged steps skipped).
      next = charged;
      break;
    }
    charged = rent.id;
  }
  if (!owed.length) return { invoices: [], next };
  // Only the invoices owing a new fee are loaded, locked and read again: one paid meanwhile is not charged.
  const rents = await em.find(
    Invoice,
    { orgId, id: { $in: [...new Set(owed.map(({ rentId }) => rentId))] }, status: { $in: [...openInvoiceStatuses] } },
    { filters: false, lockMode: LockMode.PESSIMISTIC_READ, refresh: true },
  );
  const stillLate = new Map(rents.map((rent) => [rent.id, rent]));
  const rows: InvoiceRow[] = owed.flatMap(({ rentId, step }) => {
    const rent = stillLate.get(rentId);
    if (!rent) return [];
    return [
      {
        bookingId: rent.bookingId,
        propertyId: rent.propertyId,
        tenantUserId: rent.tenantUserId,
        currency: rent.currency,
        netAmount: step.amount,
        tvaBasisPoints: 0,
        tvaAmount: 0,
        grossAmount: step.amount,
        periodStart: rent.periodStart,
        periodEnd: rent.periodEnd,
        dueDate: today,
        kind: 'LATE_FEE',
        billingPeriodStart: null,
        lateFeeOf: rent.id,
        lateFeeSequence: step.sequence,
      },
    ];
  });
  return { invoices: await insertInvoices(em, orgId, rows, ONE_PER_LATE_FEE_STEP, now), next };
}

export interface BillingRun {
  generatedInvoices: number;
  lateFees: number;
}

/** How much one billing job of an org may do before it stops and leaves the rest to the next. */
export interface BillingBudget {
  /** Invoices (rent and late fees) written in one transaction at most. */
  maxInvoices: number;
  /** Past this many milliseconds no further booking is started (at least one always is). */
  timeMs: number;
  /** The bookings up to this id were billed by the previous jobs of this run (exclusive; null: from the first). */
  after?: string | null;
  /** The late invoices up to this id were charged their fees by the previous jobs of this run (exclusive; null: from the first). */
  lateFeesAfter?: string | null;
}

/** Where an org's next billing job goes on: its rent from the booking after `after`, then its late fees from the invoice after `lateFeesAfter`. */
export interface BillingPlace {
  after: string | null;
  lateFeesAfter: string | null;
}

export interface OrgBillingRun extends BillingRun {
  /** Where the org's next billing job goes on (the budget cut this one short), or null when nothing is left. */
  next: BillingPlace | null;
}

/** Bookings one billing job considers at most (their invoices are read at once). */
const BOOKINGS_PER_JOB = 100;

/**
 * Bookings with a plan not yet billed up to the horizon (today + lead days): no rent invoice, of any status, reaches
 * past it or to the end. Asked of the booking's latest rent period, one probe of invoice_rent_period_end_idx: as
 * `not exists` the planner walked every rent invoice of the booking (eleven years of history, 132 rows a booking).
 */
const NOT_BILLED_TO_HORIZON = `
  from billing_plan p
  join booking b on b.org_id = p.org_id and b.id = p.booking_id
  left join billing_policy pol on pol.org_id = p.org_id
 where b.status in ('PENDING', 'ACTIVE')
   and b.start_date <= ?::date + coalesce(pol.invoice_lead_days, 10)
   and coalesce((select max(i.period_end) from invoice i where i.org_id = b.org_id and i.booking_id = b.id and i.kind = 'RENT'), '-infinity')
       < least(?::date + coalesce(pol.invoice_lead_days, 10) + 1, b.end_date)`;

/**
 * The orgs with billing to do today: a plan booking not billed up to its
 * horizon, or a late fee policy and a rent invoice unpaid past its grace
 * days. Plain reads across orgs (multi-shard on Citus); each org is then
 * billed by jobs of its own (billOrg).
 */
export async function orgsWithBillingDue(em: EntityManager, timeZone: string, now: Date): Promise<string[]> {
  const today = todayIn(timeZone, now);
  const rows = await withinServiceScope(em, (scoped) => scoped.execute<{ org_id: string }[]>(
    `select distinct p.org_id ${NOT_BILLED_TO_HORIZON}
     union
     select pol.org_id from billing_policy pol
      where pol.late_fee_kind <> 'NONE'
        and exists (select 1 from invoice r where r.org_id = pol.org_id and r.kind = 'RENT' and r.status in ('ISSUED', 'OVERDUE')
                      and r.due_date < ?::date - pol.late_fee_grace_days)`,
    [today, today, today],
  ));
  return rows.map((row) => row.org_id).sort();
}

/**
 * One org's billing, within a budget, in one transaction: rent invoices for
 * its plan bookings (by booking id, from `budget.after`), then, once every
 * booking is billed, the late fees owed (by invoice id, from `budget.lateFeesAfter`), each with its 'invoice.issued'
 * event. Every statement is on the org's rows (single-shard on Citus). When
 * the budget runs out, `next` says where the following job goes on; a job
 * killed midway commits nothing, and the unique indexes keep exactly one
 * invoice per booking and period (or late-fee step) whoever bills again.
 */
export async function billOrg(em: EntityManager, orgId: string, timeZone: string, now: Date, budget: BillingBudget): Promise<OrgBillingRun> {
  const started = performance.now();
  return withinServiceScope(em, async (tx) => {
    const today = todayIn(timeZone, now);
    const policy = await policyOf(tx, orgId);
    const candidates = await tx.execute<{ booking_id: string }[]>(
      `select p.booking_id ${NOT_BILLED_TO_HORIZON} and p.org_id = ? and (?::uuid is null or p.booking_id > ?::uuid)
        order by p.booking_id limit ?`,
      [today, today, orgId, budget.after ?? null, budget.after ?? null, BOOKINGS_PER_JOB],
    );
    const rent = await generateRentInvoices(tx, policy, candidates.map((row) => row.booking_id), today, now, {
      rows: budget.maxInvoices,
      until: started + budget.timeMs,
      after: budget.after ?? null,
    });
    // More bookings than one job reads, or a booking left part-billed: the next job goes on from there.
    const cut = rent.resumeAfter !== undefined ? rent.resumeAfter : candidates.length === BOOKINGS_PER_JOB ? candidates.at(-1)!.booking_id : undefined;
    const room = budget.maxInvoices - rent.invoices.length;
    // Late fees once every booking is billed, from where the previous job left them; a budget spent on rent leaves
    // them to the next job. Rent comes first in every job: however many late invoices an org has, its rent is billed.
    const lateFeesAfter = budget.lateFeesAfter ?? null;
    const fees = cut === undefined && room > 0 ? await chargeLateFees(tx, policy, timeZone, today, now, { limit: room, after: lateFeesAfter }) : { invoices: [], next: lateFeesAfter };
    const changes: Change[] = [...rent.invoices, ...fees.invoices].map((invoice) => ({ type: 'invoice.issued', subject: invoice }));
    if (changes.length) await recordEvents(tx, { orgId, actorUserId: null }, changes);
    const next = cut !== undefined ? { after: cut, lateFeesAfter } : fees.next !== undefined ? { after: null, lateFeesAfter: fees.next } : null;
    return { generatedInvoices: rent.invoices.length, lateFees: fees.invoices.length, next };
  });
}
