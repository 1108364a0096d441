import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { openDatabase, type Orm } from '../src/db/orm.js';
import { billOrg } from '../src/services/rent/billing.js';
import { JOB_TIME_BUDGET_MS, EVENT_ROWS_PER_JOB, sweep } from '../src/services/sweep.js';
import { startTestApp, type Caller, type Cast, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, IssueInvoiceDoc } from './helpers/fixtures.js';

const SetPlanDoc = graphql(`
  mutation TestSetBillingPlan($bookingId: UUID!, $input: BillingPlanInput!) {
    setBillingPlan(bookingId: $bookingId, input: $input) { bookingId cycle dueDay paymentTermsDays tvaBasisPoints }
  }
`);
const RemovePlanDoc = graphql(`mutation TestRemoveBillingPlan($bookingId: UUID!) { removeBillingPlan(bookingId: $bookingId) { id billingPlan { cycle } } }`);
const BookingPlanDoc = graphql(`query TestBookingPlan($id: UUID!) { booking(id: $id) { id billingPlan { cycle dueDay tvaBasisPoints } } }`);
const PolicyDoc = graphql(`
  query TestBillingPolicy { billingPolicy { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount updatedAt } }
`);
const UpdatePolicyDoc = graphql(`
  mutation TestUpdateBillingPolicy($input: BillingPolicyInput!) {
    updateBillingPolicy(input: $input) { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount }
  }
`);
const WaiveDoc = graphql(`mutation TestWaiveLateFee($id: UUID!, $reason: String!) { waiveLateFee(id: $id, reason: $reason) { id kind status cancelReason lateFeeOf { id } } }`);
const CancelInvoiceDoc = graphql(`mutation TestBillingCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }`);
const ExtendDoc = graphql(`mutation TestBillingExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate } }`);
const BookingInvoicesDoc = graphql(`
  query TestBookingInvoices($id: UUID!) {
    booking(id: $id) { invoices(first: 100) { edges { node { id kind billingPeriodStart lateFeeSequence periodStart periodEnd dueDate netAmount tvaAmount grossAmount status } } } }
  }
`);

type Row = { period_start: string; period_end: string; due_date: string; net_amount: string; tva_amount: string; gross_amount: string; status: string };

let t: TestApp;
let cast: Cast;
let manager: Caller;
let admin: Caller;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const sweepOn = (date: string) => sweep(t.orm.em.fork(), 'UTC', at(date));

/** A PENDING booking of 150 000 XAF a month on a fresh unit, optionally with a billing plan. */
async function booking(startDate: string, endDate: string, plan?: Parameters<typeof setPlan>[1], who = cast): Promise<string> {
  const unitId = await createUnit(t, who.owner, await createProperty(t, who.owner));
  const id = await createBooking(t, who.manager, { unitId, tenantUserId: who.tenant.userId, startDate, endDate });
  if (plan) await setPlan(id, plan, who.manager);
  return id;
}

async function setPlan(bookingId: string, input: { cycle: 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'YEARLY'; dueDay?: number; paymentTermsDays?: number; tvaBasisPoints?: number }, caller = manager) {
  const result = await t.graphql(SetPlanDoc, { bookingId, input }, caller);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.setBillingPlan;
}

const rentInvoices = (bookingId: string) =>
  t.sql<Row>(
    `select period_start::text, period_end::text, due_date::text, net_amount, tva_amount, gross_amount, status
       from invoice where booking_id = $1 and kind = 'RENT' order by period_start, status`,
    [bookingId],
  );
const amounts = (rows: Row[]) => rows.map((row) => [row.period_start, row.period_end, row.due_date, Number(row.net_amount), Number(row.tva_amount), Number(row.gross_amount)]);

/** The people of a fresh org, for late-fee policies that must not touch the main org. */
async function castOfNewOrg(): Promise<Cast> {
  const orgId = randomUUID();
  const inOrg = (roles: Caller['roles']) => t.caller(roles, { orgId });
  return {
    owner: await inOrg(['OWNER']),
    otherOwner: await inOrg(['OWNER']),
    manager: await inOrg(['MANAGER']),
    tenant: await inOrg(['TENANT']),
    otherTenant: await inOrg(['TENANT']),
    outsider: cast.outsider,
  };
}

beforeAll(async () => {
  // No periodic sweep: every sweep here runs on the date the test gives it.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0' });
  cast = await t.cast();
  manager = cast.manager;
  admin = await t.caller(['ADMIN'], { orgId: manager.orgId });
  const result = await t.graphql(UpdatePolicyDoc, { input: { defaultTvaBasisPoints: 1925, invoiceLeadDays: 10 } }, manager);
  expect(result.errors).toBeUndefined();
});
afterAll(() => t.close());

// Tests sweep on dates of their own years, in increasing order: a sweep bills every org's plans up to its date.
describe('billing policy', () => {
  it('is read and changed by managers and admins only, field by field', async () => {
    expect((await t.graphql(PolicyDoc, {}, admin)).data?.billingPolicy).toMatchObject({ defaultTvaBasisPoints: 1925, invoiceLeadDays: 10, lateFeeKind: 'NONE', lateFeeCapAmount: null });
    const other = await castOfNewOrg();
    expect((await t.graphql(PolicyDoc, {}, other.manager)).data?.billingPolicy).toEqual({
      defaultTvaBasisPoints: 0,
      invoiceLeadDays: 10,
      lateFeeKind: 'NONE',
      lateFeeGraceDays: 0,
      lateFeeFlatAmount: 0,
      lateFeeBasisPoints: 0,
      lateFeeRecurrence: 'ONCE',
      lateFeeCapAmount: null,
      updatedAt: null,
    });
    const changed = await t.graphql(UpdatePolicyDoc, { input: { lateFeeKind: 'FLAT', lateFeeFlatAmount: 5000, lateFeeCapAmount: 12_000 } }, other.manager);
    expect(changed.data?.updateBillingPolicy).toMatchObject({ defaultTvaBasisPoints: 0, lateFeeKind: 'FLAT', lateFeeFlatAmount: 5000, lateFeeCapAmount: 12_000 });
    const uncapped = await t.graphql(UpdatePolicyDoc, { input: { lateFeeCapAmount: null } }, other.manager);
    expect(uncapped.data?.updateBillingPolicy).toMatchObject({ lateFeeKind: 'FLAT', lateFeeFlatAmount: 5000, lateFeeCapAmount: null });
    for (const caller of [cast.tenant, cast.owner]) {
      expect(codeOf(await t.graphql(PolicyDoc, {}, caller))).toBe('FORBIDDEN');
      expect(codeOf(await t.graphql(UpdatePolicyDoc, { input: { invoiceLeadDays: 1 } }, caller))).toBe('FORBIDDEN');
    }
  });

  it.each([
    [{ defaultTvaBasisPoints: 10_001 }, 'input.defaultTvaBasisPoints'],
    [{ invoiceLeadDays: -1 }, 'input.invoiceLeadDays'],
    [{ lateFeeGraceDays: 367 }, 'input.lateFeeGraceDays'],
    [{ lateFeeFlatAmount: -5 }, 'input.lateFeeFlatAmount'],
    [{ lateFeeBasisPoints: 20_000 }, 'input.lateFeeBasisPoints'],
    [{ lateFeeCapAmount: -1 }, 'input.lateFeeCapAmount'],
  ])('refuses %j at %s', async (input, path) => {
    const result = await t.graphql(UpdatePolicyDoc, { input }, manager);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path })] });
  });
});

describe('billing plans', () => {
  it('are set by managers with the org TVA by default, read with the booking, replaced and removed', async () => {
    const id = await booking('2030-01-01', '2030-03-01');
    expect(await setPlan(id, { cycle: 'MONTHLY', dueDay: 5 })).toEqual({ bookingId: id, cycle: 'MONTHLY', dueDay: 5, paymentTermsDays: null, tvaBasisPoints: 1925 });
    expect(await setPlan(id, { cycle: 'QUARTERLY', paymentTermsDays: 10, tvaBasisPoints: 0 }, admin)).toMatchObject({ cycle: 'QUARTERLY', dueDay: null, paymentTermsDays: 10 });
    // Tenants and owners read the plan of their booking, and nothing else changes it.
    expect((await t.graphql(BookingPlanDoc, { id }, cast.tenant)).data?.booking?.billingPlan).toEqual({ cycle: 'QUARTERLY', dueDay: null, tvaBasisPoints: 0 });
    for (const caller of [cast.tenant, cast.owner]) {
      expect(codeOf(await t.graphql(SetPlanDoc, { bookingId: id, input: { cycle: 'MONTHLY', dueDay: 1 } }, caller))).toBe('FORBIDDEN');
      expect(codeOf(await t.graphql(RemovePlanDoc, { bookingId: id }, caller))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.graphql(SetPlanDoc, { bookingId: id, input: { cycle: 'MONTHLY', dueDay: 1 } }, cast.outsider))).toBe('NOT_FOUND');
    expect((await t.graphql(RemovePlanDoc, { bookingId: id }, manager)).data?.removeBillingPlan).toEqual({ id, billingPlan: null });
    expect(await t.sql('select * from billing_plan where booking_id = $1', [id])).toEqual([]);
  });

  it.each([
    [{ cycle: 'MONTHLY' }, 'input.paymentTermsDays'],
    [{ cycle: 'MONTHLY', dueDay: 5, paymentTermsDays: 10 }, 'input.paymentTermsDays'],
    [{ cycle: 'MONTHLY', dueDay: 29 }, 'input.dueDay'],
    [{ cycle: 'MONTHLY', dueDay: 0 }, 'input.dueDay'],
    [{ cycle: 'MONTHLY', paymentTermsDays: -1 }, 'input.paymentTermsDays'],
    [{ cycle: 'MONTHLY', dueDay: 1, tvaBasisPoints: 10_001 }, 'input.tvaBasisPoints'],
  ])('refuse %j at %s', async (input, path) => {
    const id = await booking('2030-01-01', '2030-03-01');
    const result = await t.graphql(SetPlanDoc, { bookingId: id, input: input as never }, manager);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path })] });
  });

  it('refuse an unknown cycle, a closed booking and a rent whose period passes 2^53 - 1', async () => {
    const id = await booking('2030-01-01', '2030-03-01');
    expect(codeOf(await t.graphql(SetPlanDoc, { bookingId: id, input: { cycle: 'WEEKLY' as never, dueDay: 1 } }, manager))).toBe('VALIDATION_FAILED');
    await bookingAction(t, manager, 'cancel', id);
    expect(codeOf(await t.graphql(SetPlanDoc, { bookingId: id, input: { cycle: 'MONTHLY', dueDay: 1 } }, manager))).toBe('INVALID_TRANSITION');
    const rich = await booking('2030-01-01', '2030-03-01');
    await t.sql('update booking set rent_amount = $1 where id = $2', [Math.floor(Number.MAX_SAFE_INTEGER / 12) + 1, rich]);
    expect(codeOf(await t.graphql(SetPlanDoc, { bookingId: rich, input: { cycle: 'MONTHLY', dueDay: 1 } }, manager))).toBeUndefined();
    const yearly = await t.graphql(SetPlanDoc, { bookingId: rich, input: { cycle: 'YEARLY', dueDay: 1 } }, manager);
    expect(yearly.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.cycle' }] });
  });

  it('honour an Idempotency-Key', async () => {
    const id = await booking('2030-01-01', '2030-03-01');
    const send = (dueDay: number) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': `plan-${id}` },
        payload: { query: 'mutation($b: UUID!, $d: Int) { setBillingPlan(bookingId: $b, input: {cycle: MONTHLY, dueDay: $d}) { dueDay updatedAt } }', variables: { b: id, d: dueDay } },
      });
    const first = (await send(3)).json();
    expect((await send(3)).json()).toEqual(first);
    expect((await send(4)).json().errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('the sweep generates rent invoices', () => {
  it('stops at termination (future invoices cancelled) and at cancellation', async () => {
    const running = await booking('2030-01-01', '2030-12-01', { cycle: 'MONTHLY', dueDay: 5 });
    await bookingAction(t, manager, 'confirm', running);
    const pending = await booking('2030-02-10', '2030-12-01', { cycle: 'MONTHLY', dueDay: 5 });
    await sweepOn('2030-02-25');
    expect((await rentInvoices(running)).map((row) => row.period_start)).toEqual(['2030-01-01', '2030-02-01', '2030-03-01']);
    expect((await rentInvoices(pending)).map((row) => row.period_start)).toEqual(['2030-02-10', '2030-03-01']);
    // Both bookings lie after today's date, so every invoice is for a period not started yet.
    await bookingAction(t, manager, 'terminate', running);
    await bookingAction(t, manager, 'cancel', pending);
    expect(await sweepOn('2030-06-01')).toMatchObject({ generatedInvoices: 0 });
    expect((await rentInvoices(running)).map((row) => row.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect((await rentInvoices(pending)).map((row) => row.status)).toEqual(['CANCELLED', 'CANCELLED']);
  });

  it('bills MONTHLY periods ahead with exact prorated amounts and TVA, once however often it sweeps', async () => {
    const id = await booking('2031-01-15', '2031-04-10', { cycle: 'MONTHLY', dueDay: 5 });
    // Ten days ahead: on Jan 5 the first period (from Jan 15) is due for generation, February's (Jan 22) not yet.
    await sweepOn('2031-01-04');
    expect(await rentInvoices(id)).toEqual([]);
    expect(await sweepOn('2031-01-05')).toMatchObject({ generatedInvoices: 1 });
    // January: 150 000 x 17 / 31 = 82 258.06 -> 82 258; TVA 19.25 % = 15 834.665 -> 15 835. Due on the start, after the 5th.
    expect(amounts(await rentInvoices(id))).toEqual([['2031-01-15', '2031-02-01', '2031-01-15', 82_258, 15_835, 98_093]]);
    await sweepOn('2031-03-30');
    await sweepOn('2031-03-30');
    expect(amounts(await rentInvoices(id))).toEqual([
      ['2031-01-15', '2031-02-01', '2031-01-15', 82_258, 15_835, 98_093],
      ['2031-02-01', '2031-03-01', '2031-02-05', 150_000, 28_875, 178_875],
      ['2031-03-01', '2031-04-01', '2031-03-05', 150_000, 28_875, 178_875],
      // April 1-10: 150 000 x 9 / 30 = 45 000.
      ['2031-04-01', '2031-04-10', '2031-04-05', 45_000, 8663, 53_663],
    ]);
    const listed = (await t.graphql(BookingInvoicesDoc, { id }, cast.tenant)).data?.booking?.invoices.edges.map((edge) => edge.node);
    expect(listed?.map((invoice) => [invoice.kind, invoice.billingPeriodStart, invoice.status])).toEqual([
      ['RENT', '2031-01-15', 'OVERDUE'],
      ['RENT', '2031-02-01', 'OVERDUE'],
      ['RENT', '2031-03-01', 'OVERDUE'],
      ['RENT', '2031-04-01', 'ISSUED'],
    ]);
  });

  it('bills QUARTERLY, SEMIANNUAL and YEARLY calendar periods, prorating the partial first and last', async () => {
    const quarterly = await booking('2032-02-10', '2032-11-20', { cycle: 'QUARTERLY', paymentTermsDays: 15, tvaBasisPoints: 0 });
    const semiannual = await booking('2032-03-01', '2033-01-01', { cycle: 'SEMIANNUAL', dueDay: 10, tvaBasisPoints: 0 });
    const yearly = await booking('2032-07-01', '2034-07-01', { cycle: 'YEARLY', dueDay: 1, tvaBasisPoints: 0 });
    await sweepOn('2034-06-30');
    expect(amounts(await rentInvoices(quarterly))).toEqual([
      // Q1 2032 has 91 days (leap year), Feb 10 to Apr 1 covers 51: 450 000 x 51 / 91 = 252 197.8 -> 252 198.
      ['2032-02-10', '2032-04-01', '2032-02-25', 252_198, 0, 252_198],
      ['2032-04-01', '2032-07-01', '2032-04-16', 450_000, 0, 450_000],
      ['2032-07-01', '2032-10-01', '2032-07-16', 450_000, 0, 450_000],
      // Q4 has 92 days, Oct 1 to Nov 20 covers 50: 450 000 x 50 / 92 = 244 565.2 -> 244 565.
      ['2032-10-01', '2032-11-20', '2032-10-16', 244_565, 0, 244_565],
    ]);
    expect(amounts(await rentInvoices(semiannual))).toEqual([
      // H1 2032: 182 days, Mar 1 to Jul 1 covers 122: 900 000 x 122 / 182 = 603 296.7 -> 603 297; due on the start, after Jan 10.
      ['2032-03-01', '2032-07-01', '2032-03-01', 603_297, 0, 603_297],
      ['2032-07-01', '2033-01-01', '2032-07-10', 900_000, 0, 900_000],
    ]);
    expect(amounts(await rentInvoices(yearly))).toEqual([
      // 2032 has 366 days, Jul 1 to Jan 1 covers 184: 1 800 000 x 184 / 366 = 904 918.03 -> 904 918.
      ['2032-07-01', '2033-01-01', '2032-07-01', 904_918, 0, 904_918],
      ['2033-01-01', '2034-01-01', '2033-01-01', 1_800_000, 0, 1_800_000],
      // 2034 has 365 days, Jan 1 to Jul 1 covers 181: 1 800 000 x 181 / 365 = 892 602.7 -> 892 603.
      ['2034-01-01', '2034-07-01', '2034-01-01', 892_603, 0, 892_603],
    ]);
  });

  it('bills the new periods after an extension, and none past the end before it', async () => {
    const id = await booking('2035-01-01', '2035-03-01', { cycle: 'MONTHLY', dueDay: 1 });
    await sweepOn('2035-04-25');
    expect((await rentInvoices(id)).map((row) => row.period_start)).toEqual(['2035-01-01', '2035-02-01']);
    // A manager waives February's rent: the sweep does not bill that period again.
    const [february] = await t.sql<{ id: string }>(`select id from invoice where booking_id = $1 and period_start = '2035-02-01'`, [id]);
    expect((await t.graphql(CancelInvoiceDoc, { id: february!.id }, manager)).errors).toBeUndefined();
    expect((await t.graphql(ExtendDoc, { id, endDate: '2035-05-16' }, manager)).errors).toBeUndefined();
    await sweepOn('2035-04-25');
    expect(amounts(await rentInvoices(id)).map((row) => [row[0], row[1], row[3]])).toEqual([
      ['2035-01-01', '2035-02-01', 150_000],
      ['2035-02-01', '2035-03-01', 150_000],
      ['2035-03-01', '2035-04-01', 150_000],
      ['2035-04-01', '2035-05-01', 150_000],
      // May 1-16: 150 000 x 15 / 31 = 72 580.6 -> 72 581; generated on Apr 21.
      ['2035-05-01', '2035-05-16', 72_581],
    ]);
    expect((await rentInvoices(id)).map((row) => row.status)).toEqual(['OVERDUE', 'CANCELLED', 'OVERDUE', 'OVERDUE', 'ISSUED']);
  });
});

describe('exactly one invoice per booking and period', () => {
  let second: Orm;
  beforeAll(async () => {
    second = await openDatabase({ url: t.databaseUrl });
  });
  afterAll(() => second.close());

  /** One billing job of the suite's org (what the bill_org job runs), on an EntityManager of its own. */
  const billingJob = (em: Orm['em'], date: Date) => billOrg(em, manager.orgId, 'UTC', date, { maxInvoices: EVENT_ROWS_PER_JOB, timeMs: JOB_TIME_BUDGET_MS });

  it('when two ORM instances bill the org at once, and two sweeps at once: once', async () => {
    const ids = await Promise.all([0, 1, 2].map(() => booking('2036-01-01', '2036-07-01', { cycle: 'MONTHLY', dueDay: 5 })));
    const now = at('2036-06-25');
    const runs = await Promise.all([t.orm, second].map((orm) => billingJob(orm.em.fork(), now)));
    expect(runs[0]!.generatedInvoices + runs[1]!.generatedInvoices).toBe(18);
    // Each written with its event, in its transaction (only a sweep purges events, by its own date).
    const events = await t.sql<{ n: string }>(`select count(*) n from event where type = 'invoice.issued' and subject_id in (select id from invoice where booking_id = any($1))`, [ids]);
    expect(events).toEqual([{ n: '18' }]);
    for (const id of ids) expect((await rentInvoices(id)).map((row) => row.period_start)).toEqual(['2036-01-01', '2036-02-01', '2036-03-01', '2036-04-01', '2036-05-01', '2036-06-01']);
    const more = await booking('2036-01-01', '2036-07-01', { cycle: 'MONTHLY', dueDay: 5 });
    const sweeps = await Promise.all([t.orm, second].map((orm) => sweep(orm.em.fork(), 'UTC', now)));
    expect(sweeps.reduce((sum, result) => sum + result.generatedInvoices, 0)).toBe(6);
    expect(await rentInvoices(more)).toHaveLength(6);
  });

  it('when a manager issues the period by hand while the sweep bills it: the loser gets CONFLICT', async () => {
    const id = await booking('2037-01-01', '2037-03-01', { cycle: 'MONTHLY', dueDay: 5 });
    const byHand = { bookingId: id, periodStart: '2037-01-01', periodEnd: '2037-02-01', dueDate: '2037-01-05' };
    // The sweep has written January but not committed: the manager's insert waits on the unique index, then is refused.
    let release!: () => void;
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const sweeping = second.em.fork().transactional(async (tx) => {
      const run = await billingJob(tx, at('2036-12-25'));
      written();
      await new Promise<void>((resolve) => (release = resolve));
      return run;
    });
    await wrote;
    const issuing = t.graphql(IssueInvoiceDoc, { input: byHand }, manager);
    await waitForLockWaiter();
    release();
    expect(await sweeping).toMatchObject({ generatedInvoices: 1 });
    const refused = await issuing;
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect(refused.errors?.[0]?.message).toMatch(/already has a live invoice for this billing period/);
    // The other way round: the manager issued February first, and the sweep leaves it alone.
    const february = await t.graphql(IssueInvoiceDoc, { input: { ...byHand, periodStart: '2037-02-01', periodEnd: '2037-03-01', dueDate: '2037-02-03' } }, manager);
    expect(february.data?.issueInvoice.dueDate).toBe('2037-02-03');
    await sweepOn('2037-02-25');
    expect((await rentInvoices(id)).map((row) => [row.period_start, row.due_date])).toEqual([['2037-01-01', '2037-01-05'], ['2037-02-01', '2037-02-03']]);
    expect(await t.sql(`select billing_period_start::text from invoice where booking_id = $1 order by 1`, [id])).toEqual([
      { billing_period_start: '2037-01-01' },
      { billing_period_start: '2037-02-01' },
    ]);
  });

  it('when they race freely, one of them wins', async () => {
    const id = await booking('2038-01-01', '2038-02-01', { cycle: 'MONTHLY', dueDay: 5 });
    const [swept, issued] = await Promise.all([
      sweep(second.em.fork(), 'UTC', at('2037-12-25')),
      t.graphql(IssueInvoiceDoc, { input: { bookingId: id, periodStart: '2038-01-01', periodEnd: '2038-02-01', dueDate: '2038-01-05' } }, manager),
    ]);
    expect(await rentInvoices(id)).toHaveLength(1);
    if (issued.errors) expect(codeOf(issued)).toBe('CONFLICT');
    else expect(swept.generatedInvoices).toBe(0);
  });
});

/** Waits until some statement of the service waits for a lock (the manager's insert behind the sweep's). */
async function waitForLockWaiter() {
  for (let tries = 0; tries < 200; tries++) {
    const waiting = await t.sql(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (waiting.length) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No statement came to wait for the lock.');
}

describe('late fees', () => {
  const fees = (bookingId: string) =>
    t.sql<{ id: string; late_fee_of: string; late_fee_sequence: number; net_amount: string; tva_amount: string; due_date: string; status: string }>(
      `select id, late_fee_of, late_fee_sequence, net_amount, tva_amount, due_date::text, status from invoice where booking_id = $1 and kind = 'LATE_FEE' order by late_fee_of, late_fee_sequence`,
      [bookingId],
    );

  it('ONCE: one flat fee after the grace days, linked to its rent invoice, never charged again', async () => {
    const org = await castOfNewOrg();
    await t.graphql(UpdatePolicyDoc, { input: { lateFeeKind: 'FLAT', lateFeeFlatAmount: 5000, lateFeeGraceDays: 5, lateFeeRecurrence: 'ONCE' } }, org.manager);
    const id = await booking('2039-01-01', '2039-03-01', { cycle: 'MONTHLY', dueDay: 5 }, org);
    await sweepOn('2038-12-25');
    await sweepOn('2039-01-10'); // Due Jan 5 + 5 days of grace: not yet.
    expect(await fees(id)).toEqual([]);
    expect(await sweepOn('2039-01-11')).toMatchObject({ lateFees: 1 });
    const [rentJanuary] = await t.sql<{ id: string }>(`select id from invoice where booking_id = $1 and billing_period_start = '2039-01-01'`, [id]);
    expect(await fees(id)).toEqual([
      { id: expect.any(String), late_fee_of: rentJanuary!.id, late_fee_sequence: 1, net_amount: '5000', tva_amount: '0', due_date: '2039-01-11', status: 'ISSUED' },
    ]);
    await sweepOn('2039-01-25'); // February's invoice, due Feb 5.
    await sweepOn('2039-03-30');
    // February's rent is late too (one fee); January's is not charged again.
    expect((await fees(id)).map((fee) => fee.late_fee_sequence)).toEqual([1, 1]);
    const shown = (await t.graphql(BookingInvoicesDoc, { id }, org.tenant)).data?.booking?.invoices.edges.filter((edge) => edge.node.kind === 'LATE_FEE');
    expect(shown).toHaveLength(2);
  });

  it('PER_PERIOD: one more each further period while unpaid, the last cut to the cap; a paid invoice is not charged', async () => {
    const org = await castOfNewOrg();
    await t.graphql(
      UpdatePolicyDoc,
      { input: { lateFeeKind: 'PERCENT', lateFeeBasisPoints: 500, lateFeeGraceDays: 0, lateFeeRecurrence: 'PER_PERIOD', lateFeeCapAmount: 20_000, defaultTvaBasisPoints: 1925 } },
      org.manager,
    );
    const id = await booking('2040-01-01', '2040-02-01', { cycle: 'MONTHLY', dueDay: 5 }, org);
    const paidOne = await booking('2040-01-01', '2040-02-01', { cycle: 'MONTHLY', dueDay: 5 }, org);
    await sweepOn('2039-12-25');
    await t.sql(`update invoice set status = 'PAID', paid_at = now(), paid_amount = gross_amount where booking_id = $1`, [paidOne]);
    await sweepOn('2040-04-30');
    // 5 % of 178 875 = 8 943.75 -> 8 944 on Jan 6, Feb 6, then 2 112 on Mar 6 (cap 20 000); nothing in April.
    expect((await fees(id)).map((fee) => [fee.late_fee_sequence, Number(fee.net_amount), fee.due_date])).toEqual([
      [1, 8944, '2040-04-30'],
      [2, 8944, '2040-04-30'],
      [3, 2112, '2040-04-30'],
    ]);
    expect(await fees(paidOne)).toEqual([]);
    expect(await sweepOn('2040-08-30')).toMatchObject({ lateFees: 0 });
  });

  it('run from the day an invoice was issued when a plan set late bills past periods', async () => {
    const org = await castOfNewOrg();
    await t.graphql(UpdatePolicyDoc, { input: { lateFeeKind: 'FLAT', lateFeeFlatAmount: 1000 } }, org.manager);
    const id = await booking('2042-01-01', '2042-04-01', { cycle: 'MONTHLY', dueDay: 5 }, org);
    expect(await sweepOn('2042-03-10')).toMatchObject({ generatedInvoices: 3, lateFees: 0 });
    expect(await sweepOn('2042-03-11')).toMatchObject({ generatedInvoices: 0, lateFees: 3 });
    expect((await fees(id)).map((fee) => fee.due_date)).toEqual(['2042-03-11', '2042-03-11', '2042-03-11']);
  });

  it('are waived by a manager with a reason, once; a rent invoice is not waived; tenants and owners cannot', async () => {
    const org = await castOfNewOrg();
    await t.graphql(UpdatePolicyDoc, { input: { lateFeeKind: 'FLAT', lateFeeFlatAmount: 2500 } }, org.manager);
    const id = await booking('2041-01-01', '2041-02-01', { cycle: 'MONTHLY', dueDay: 5 }, org);
    await sweepOn('2040-12-25');
    await sweepOn('2041-01-20');
    const [fee] = await fees(id);
    for (const caller of [org.tenant, org.owner]) expect(codeOf(await t.graphql(WaiveDoc, { id: fee!.id, reason: 'Goodwill' }, caller))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(WaiveDoc, { id: fee!.id, reason: 'Goodwill' }, cast.outsider))).toBe('NOT_FOUND');
    const blank = await t.graphql(WaiveDoc, { id: fee!.id, reason: ' \u200B ' }, org.manager);
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'reason' }] });
    expect(codeOf(await t.graphql(WaiveDoc, { id: fee!.late_fee_of, reason: 'Goodwill' }, org.manager))).toBe('INVALID_TRANSITION');
    // Sent twice with one Idempotency-Key: the second gets the first answer, and one event is written.
    const waive = () =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${org.manager.token}`, 'idempotency-key': `waive-${fee!.id}` },
        payload: { query: print(WaiveDoc), variables: { id: fee!.id, reason: ' Bank strike in Douala ' } },
      });
    const waived = (await waive()).json();
    expect(waived.data?.waiveLateFee).toEqual({ id: fee!.id, kind: 'LATE_FEE', status: 'CANCELLED', cancelReason: 'Bank strike in Douala', lateFeeOf: { id: fee!.late_fee_of } });
    expect((await waive()).json()).toEqual(waived);
    expect(await t.sql(`select count(*)::int n from event where type = 'invoice.cancelled' and subject_id = $1`, [fee!.id])).toEqual([{ n: 1 }]);
    expect(codeOf(await t.graphql(WaiveDoc, { id: fee!.id, reason: 'Again' }, org.manager))).toBe('INVALID_TRANSITION');
    // A waived fee stays waived: the sweep does not charge its step again.
    await sweepOn('2041-03-20');
    expect((await fees(id)).map((row) => [row.late_fee_sequence, row.status])).toEqual([[1, 'CANCELLED']]);
  });
});
