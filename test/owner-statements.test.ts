import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261201600000_owner_statements } from '../src/db/migrations/Migration20261201600000_owner_statements.js';
import { managementFeeOn, netOf } from '../src/domain/rent/owner-statements.js';
import { STATEMENT_MAX_LINES } from '../src/domain/rent/reports.js';
import { formatAmount } from '../src/domain/rent/receipt.js';
import { mayReadEvent, type StoredEvent } from '../src/services/events/events.js';
import { graphql } from '../src/generated/index.js';
import type { TestOwnerStatementQuery } from '../src/generated/graphql.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

const StatementDoc = graphql(`
  query TestOwnerStatement($input: OwnerStatementInput!) {
    ownerStatement(input: $input) {
      ownerUserId ownerName ownerAddress from to managementFeeBasisPoints managementFeeTvaBasisPoints
      accounts {
        currency openingBalance rentCollected managementFee managementFeeTva maintenanceCosts payouts closingBalance
        lines {
          currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel
          tenantUserId tenantName maintenanceRequestId payoutId reference
        }
      }
    }
  }
`);
const PayoutDoc = graphql(`
  mutation TestRecordOwnerPayout($input: RecordOwnerPayoutInput!) {
    recordOwnerPayout(input: $input) { id ownerUserId currency amount paidOn reference recordedBy }
  }
`);
const PAYOUT_QUERY = 'mutation($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }';
const PolicyDoc = graphql(`
  mutation TestOwnerStatementsPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { managementFeeBasisPoints managementFeeTvaBasisPoints } }
`);
const PaymentDoc = graphql(`
  mutation TestOwnerStatementsPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }
`);
const ReverseDoc = graphql(`mutation TestOwnerStatementsReverse($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }`);
const PersonDoc = graphql(`mutation TestOwnerStatementsPerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);

type Account = TestOwnerStatementQuery['ownerStatement']['accounts'][number];

/** 8.33 %, TVA 19.25 % on the fee: rates whose products are rarely whole, so rounding shows. */
const FEE_BP = 833;
const FEE_TVA_BP = 1925;
const OWNER_NAME = 'Ngo Mbappe Épiphanie';

let t: TestApp;
let owner: Caller;
let otherOwner: Caller;
let manager: Caller;
let tenant: Caller;
let outsider: Caller;
let admin: Caller;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

async function data<R>(promise: Promise<{ data?: R | null; errors?: unknown }>): Promise<R> {
  const result = await promise;
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

const statement = async (caller: Caller, input: { ownerUserId?: string; from: string; to: string }) => (await data(t.graphql(StatementDoc, { input }, caller))).ownerStatement;

/** Every total of an account is the sum of its lines' column; the closing balance is the opening plus the lines' nets. */
function expectLinesAddUp(account: Account) {
  const sum = (pick: (line: Account['lines'][number]) => number, kinds?: string[]) =>
    account.lines.filter((line) => !kinds || kinds.includes(line.kind)).reduce((total, line) => total + pick(line), 0);
  expect(account.rentCollected).toBe(sum((line) => line.amount, ['RENT_COLLECTED', 'RENT_REVERSED']));
  expect(account.managementFee).toBe(sum((line) => line.managementFee));
  expect(account.managementFeeTva).toBe(sum((line) => line.managementFeeTva));
  expect(account.maintenanceCosts).toBe(sum((line) => line.amount, ['MAINTENANCE_COST']));
  expect(account.payouts).toBe(sum((line) => line.amount, ['PAYOUT']));
  for (const line of account.lines) expect(line.net).toBe(line.amount - line.managementFee - line.managementFeeTva);
  expect(account.closingBalance).toBe(account.openingBalance + sum((line) => line.net));
  expect(account.closingBalance).toBe(
    account.openingBalance + account.rentCollected - account.managementFee - account.managementFeeTva + account.maintenanceCosts + account.payouts,
  );
}

/** An owner with one property, unit, confirmed booking and a large invoice to record payments on. */
async function ownerWithInvoice(currencyRent = 1_000_000_000_000) {
  const someone = await t.caller(['OWNER'], { orgId: owner.orgId });
  const propertyId = await createProperty(t, someone, 'Villa Bonamoussadi');
  const unitId = await createUnit(t, someone, propertyId, 'V1');
  const bookingId = await createBooking(t, manager, { unitId, tenantUserId: randomUUID(), startDate: isoDay(-800), endDate: isoDay(400) });
  await bookingAction(t, manager, 'confirm', bookingId);
  const invoiceId = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(-800), periodEnd: isoDay(-770), dueDate: isoDay(-790), netAmount: currencyRent, tvaBasisPoints: 0 });
  return { someone, propertyId, unitId, invoiceId };
}

/** A maintenance request DONE on `day`, its cost charged to whom `chargeTo` says (written directly: the flow is maintenance.test.ts's). */
async function completedRequest(propertyId: string, unitId: string, day: string, cost: number, chargeTo: 'OWNER' | 'TENANT' = 'OWNER', currency = 'XAF') {
  const id = randomUUID();
  await t.sql(
    `insert into maintenance_request (org_id, id, property_id, unit_id, opened_by, category, urgency, description, status, cost, cost_currency, charge_to,
       opened_at, completed_at, response_due_at, completion_due_at)
     values ($1, $2, $3, $4, $5, 'PLUMBING', 'NORMAL', 'Fuite sous l''évier', 'DONE', $6, $7, $8, $9::date, $9::date + interval '12 hours', $9::date, $9::date)`,
    [owner.orgId, id, propertyId, unitId, manager.userId, cost, currency, chargeTo, day],
  );
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ BUSINESS_TIMEZONE: 'UTC' });
  ({ owner, otherOwner, manager, tenant, outsider } = await t.cast());
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  const policy = await data(t.graphql(PolicyDoc, { input: { managementFeeBasisPoints: FEE_BP, managementFeeTvaBasisPoints: FEE_TVA_BP } }, manager));
  expect(policy.updateBillingPolicy).toEqual({ managementFeeBasisPoints: FEE_BP, managementFeeTvaBasisPoints: FEE_TVA_BP });
});
afterAll(() => t.close());

describe('the management fee of a line', () => {
  it('rounds half up on the amount, with the line sign, and takes the TVA on the rounded fee', () => {
    // 10 %: 5 -> 0.5 -> 1, 4 -> 0.4 -> 0, 15 -> 1.5 -> 2, 25 -> 2.5 -> 3.
    expect([4, 5, 15, 25, 14].map((amount) => managementFeeOn(amount, 1000, 0).fee)).toEqual([0, 1, 2, 3, 1]);
    expect(managementFeeOn(-25, 1000, 0)).toEqual({ fee: -3, feeTva: 0 });
    expect(managementFeeOn(-4, 1000, 1925)).toEqual({ fee: 0, feeTva: 0 });
    expect(Object.is(managementFeeOn(-4, 1000, 1925).fee, -0)).toBe(false);
    // 100 000 x 8.33 % = 8 330; TVA 19.25 % of 8 330 = 1 603.525 -> 1 604.
    expect(managementFeeOn(100_000, FEE_BP, FEE_TVA_BP)).toEqual({ fee: 8_330, feeTva: 1_604 });
    // 6 x 8.33 % = 0.4998 -> 0; 7 x 8.33 % = 0.5831 -> 1.
    expect(managementFeeOn(6, FEE_BP, FEE_TVA_BP).fee).toBe(0);
    expect(managementFeeOn(7, FEE_BP, FEE_TVA_BP).fee).toBe(1);
    // Exact up to 2^53 - 1 (BigInt inside): the whole amount at 100 %.
    expect(managementFeeOn(Number.MAX_SAFE_INTEGER, 10_000, 0).fee).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('is half up over random amounts and rates, and a reversal takes back exactly what the payment gave', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp, tvaBp) => {
        const { fee, feeTva } = managementFeeOn(amount, bp, tvaBp);
        // Half up: 2 x 10000 x fee lies in (2 x amount x bp - 10000, 2 x amount x bp + 10000].
        const twice = 2n * BigInt(amount) * BigInt(bp);
        expect(20_000n * BigInt(fee) > twice - 10_000n && 20_000n * BigInt(fee) <= twice + 10_000n).toBe(true);
        expect(managementFeeOn(-amount, bp, tvaBp)).toEqual({ fee: -fee || 0, feeTva: -feeTva || 0 });
        expect(netOf('RENT_COLLECTED', amount, { fee, feeTva }) + netOf('RENT_REVERSED', -amount, managementFeeOn(-amount, bp, tvaBp))).toBe(0);
      }),
    );
  });
});

describe('an owner statement', () => {
  let ids: { propertyId: string; unitId: string; invoiceId: string; bookingId: string };
  const from = isoDay(-60);
  const to = isoDay(1);

  beforeAll(async () => {
    await data(t.graphql(PersonDoc, { input: { userId: owner.userId, name: OWNER_NAME, quartier: 'Bonapriso', city: 'Douala' } }, manager));
    await data(t.graphql(PersonDoc, { input: { userId: tenant.userId, name: 'Élodie Ngo Nyemb' } }, manager));
    const propertyId = await createProperty(t, owner, 'Résidence Akwa');
    const unitId = await createUnit(t, owner, propertyId, 'A1');
    const bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: isoDay(-200), endDate: isoDay(200) });
    await bookingAction(t, manager, 'confirm', bookingId);
    const invoiceId = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(-40), periodEnd: isoDay(-10), dueDate: isoDay(-35), netAmount: 350_000, tvaBasisPoints: 0 });
    ids = { propertyId, unitId, invoiceId, bookingId };
    // Before the period: 100 000 collected, so the opening balance is its net.
    await data(t.graphql(PaymentDoc, { invoiceId, input: { amount: 100_000, method: 'CASH', receivedOn: isoDay(-70) } }, manager));
    // In the period: 200 000 collected, 50 000 collected then reversed today, maintenance of 30 000 charged to the owner (and one to a tenant, not shown), a payout.
    await data(t.graphql(PaymentDoc, { invoiceId, input: { amount: 200_000, method: 'MOBILE_MONEY', reference: 'MOMO-1', receivedOn: isoDay(-30) } }, manager));
    const reversed = await data(t.graphql(PaymentDoc, { invoiceId, input: { amount: 50_000, method: 'CASH', receivedOn: isoDay(-20) } }, manager));
    await data(t.graphql(ReverseDoc, { id: reversed.recordPayment.id, reason: 'Chèque sans provision' }, admin));
    await completedRequest(propertyId, unitId, isoDay(-15), 30_000);
    await completedRequest(propertyId, unitId, isoDay(-15), 99_999, 'TENANT');
    const payout = await data(t.graphql(PayoutDoc, { input: { ownerUserId: owner.userId, currency: 'XAF', amount: 150_000, paidOn: isoDay(-5), reference: 'VIR-2027-01' } }, manager));
    expect(payout.recordOwnerPayout).toMatchObject({ ownerUserId: owner.userId, currency: 'XAF', amount: 150_000, paidOn: isoDay(-5), reference: 'VIR-2027-01', recordedBy: manager.userId });
  });

  it('shows rent collected, reversals, maintenance charged to the owner and payouts, with the fee and its TVA per rent line, adding up to its totals', async () => {
    const result = await statement(manager, { ownerUserId: owner.userId, from, to });
    expect(result).toMatchObject({ ownerUserId: owner.userId, ownerName: OWNER_NAME, ownerAddress: ['Bonapriso', 'Douala'], from, to, managementFeeBasisPoints: FEE_BP });
    const [account] = result.accounts;
    expect(result.accounts).toHaveLength(1);
    // 100 000: fee 8 330, TVA 1 604, net 90 066.
    expect(account!.openingBalance).toBe(90_066);
    expect(account!.lines.map(({ date, kind, amount, managementFee, managementFeeTva, net }) => ({ date, kind, amount, managementFee, managementFeeTva, net }))).toEqual([
      // 200 000 x 8.33 % = 16 660; TVA 3 207.05 -> 3 207.
      { date: isoDay(-30), kind: 'RENT_COLLECTED', amount: 200_000, managementFee: 16_660, managementFeeTva: 3_207, net: 180_133 },
      // 50 000 x 8.33 % = 4 165; TVA 801.7625 -> 802.
      { date: isoDay(-20), kind: 'RENT_COLLECTED', amount: 50_000, managementFee: 4_165, managementFeeTva: 802, net: 45_033 },
      { date: isoDay(-15), kind: 'MAINTENANCE_COST', amount: -30_000, managementFee: 0, managementFeeTva: 0, net: -30_000 },
      { date: isoDay(-5), kind: 'PAYOUT', amount: -150_000, managementFee: 0, managementFeeTva: 0, net: -150_000 },
      { date: isoDay(0), kind: 'RENT_REVERSED', amount: -50_000, managementFee: -4_165, managementFeeTva: -802, net: -45_033 },
    ]);
    expect(account).toMatchObject({ rentCollected: 200_000, managementFee: 16_660, managementFeeTva: 3_207, maintenanceCosts: -30_000, payouts: -150_000 });
    expect(account!.closingBalance).toBe(90_066 + 180_133 - 30_000 - 150_000);
    expectLinesAddUp(account!);
    const [collected] = account!.lines;
    expect(collected).toMatchObject({ invoiceId: ids.invoiceId, propertyId: ids.propertyId, propertyName: 'Résidence Akwa', unitLabel: 'A1', tenantUserId: tenant.userId, tenantName: 'Élodie Ngo Nyemb', reference: 'MOMO-1' });
    expect(account!.lines[3]).toMatchObject({ payoutId: expect.any(String), reference: 'VIR-2027-01', propertyId: null });
    expect(account!.lines[2]).toMatchObject({ maintenanceRequestId: expect.any(String), propertyId: ids.propertyId, unitLabel: 'A1' });
  });

  it('is read by its owner (by default its own) and managers; another owner and tenants are refused, another org sees nothing', async () => {
    const managers = await statement(manager, { ownerUserId: owner.userId, from, to });
    expect(await statement(owner, { from, to })).toEqual(managers);
    expect(await statement(admin, { ownerUserId: owner.userId, from, to })).toEqual(managers);
    expect(codeOf(await t.graphql(StatementDoc, { input: { ownerUserId: owner.userId, from, to } }, otherOwner))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(StatementDoc, { input: { ownerUserId: owner.userId, from, to } }, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(StatementDoc, { input: { from, to } }, tenant))).toBe('FORBIDDEN');
    expect((await statement(outsider, { ownerUserId: owner.userId, from, to })).accounts).toEqual([]);
    expect(codeOf(await t.graphql(StatementDoc, { input: { ownerUserId: owner.userId, from: to, to: from } }, manager))).toBe('VALIDATION_FAILED');
  });

  it('payouts are recorded by managers only, for an owner of the org, not in the future, once per Idempotency-Key, with their event read by the owner paid', async () => {
    const input = { ownerUserId: owner.userId, currency: 'XAF', amount: 1_000, paidOn: isoDay(-1) };
    expect(codeOf(await t.graphql(PayoutDoc, { input }, owner))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(PayoutDoc, { input }, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(PayoutDoc, { input: { ...input, ownerUserId: randomUUID() } }, manager))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(PayoutDoc, { input }, outsider))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(PayoutDoc, { input: { ...input, paidOn: isoDay(1) } }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(PayoutDoc, { input: { ...input, amount: 0 } }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(PayoutDoc, { input: { ...input, currency: 'xaf' } }, manager))).toBe('VALIDATION_FAILED');
    const key = `payout-${randomUUID()}`;
    const send = () =>
      t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': key }, payload: { query: PAYOUT_QUERY, variables: { input } } });
    const first = await send();
    const again = await send();
    expect(first.json().errors).toBeUndefined();
    expect(again.body).toBe(first.body);
    const [written] = await t.sql<{ n: number }>('select count(*)::int as n from owner_payout where org_id = $1 and amount = 1000', [owner.orgId]);
    expect(written!.n).toBe(1);
    const stored = { propertyId: null, userId: owner.userId, type: 'owner_payout.recorded' } as unknown as StoredEvent;
    expect(mayReadEvent(owner, stored, new Map())).toBe(true);
    expect(mayReadEvent(otherOwner, stored, new Map())).toBe(false);
    expect(mayReadEvent(tenant, stored, new Map())).toBe(false);
    const [event] = await t.sql<{ data: Record<string, unknown>; actor_user_id: string }>(
      `select data, actor_user_id from event where org_id = $1 and type = 'owner_payout.recorded' order by id limit 1`,
      [owner.orgId],
    );
    expect(event).toMatchObject({ actor_user_id: manager.userId, data: { ownerUserId: owner.userId, amount: 150_000, currency: 'XAF', reference: 'VIR-2027-01' } });
  });

  it('downloads as CSV: its lines, by currency then date', async () => {
    const managers = await statement(manager, { ownerUserId: owner.userId, from, to });
    const response = await t.rest('GET', `/owners/${owner.userId}/statement.csv?from=${from}&to=${to}`, { caller: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const lines = managers.accounts.flatMap((account) => account.lines);
    expect(rows.map((row) => [row.date, row.kind, Number(row.amount), Number(row.managementFee), Number(row.managementFeeTva), Number(row.net)])).toEqual(
      lines.map((line) => [line.date, line.kind, line.amount, line.managementFee, line.managementFeeTva, line.net]),
    );
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.csv?from=${from}&to=${to}`, { caller: tenant })).statusCode).toBe(403);
  });

  it('writes amounts below zero with their sign before the digits', () => {
    expect(formatAmount(-5, 'EUR', 'en')).toBe('EUR\u00a0-0.05');
    expect(formatAmount(-1_250_000, 'XAF', 'fr')).toBe('-1\u00a0250\u00a0000\u00a0XAF');
  });

  it('downloads as a PDF in French and in English, naming the owner and giving the totals', async () => {
    const [account] = (await statement(manager, { ownerUserId: owner.userId, from, to })).accounts;
    for (const [language, words] of [
      ['fr', ['Relevé de gérance', 'Loyers encaissés', 'Honoraires de gestion', 'Solde dû en fin de période', 'Versement', 'Travaux']],
      ['en', ['Owner statement', 'Rent collected', 'Management fee', 'Balance due at the end of the period', 'Payout', 'Maintenance']],
    ] as const) {
      const response = await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}&to=${to}&lang=${language}`, { caller: owner });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-language']).toBe(language);
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      for (const word of [...words, OWNER_NAME, 'Résidence Akwa', 'Élodie Ngo Nyemb']) expect(flat).toContain(word);
      for (const amount of [account!.openingBalance, account!.rentCollected, account!.closingBalance, -account!.managementFee]) {
        expect(flat).toContain(formatAmount(amount, 'XAF', language).replace(/\s+/g, ' '));
      }
    }
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}&to=${to}`, { caller: otherOwner })).statusCode).toBe(403);
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}`, { caller: owner })).statusCode).toBe(400);
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}&to=2027-02-30`, { caller: owner })).statusCode).toBe(400);
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=1899-12-31&to=${to}`, { caller: owner })).statusCode).toBe(400);
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}&to=${to}&lang=de`, { caller: owner })).statusCode).toBe(400);
    expect((await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=${from}&to=${to}`, { caller: null })).statusCode).toBe(401);
  });

  it('refuses a statement of more lines than one holds (GraphQL, CSV, PDF), naming the period, counts any as costly, and lays out a long PDF without holding the process', async () => {
    // Payouts far ahead of the other tests' dates: 2,001 in one year, one a day in two overlapping runs of days.
    await t.sql(
      `insert into owner_payout (org_id, id, owner_user_id, currency, amount, paid_on, recorded_by)
       select $1, gen_random_uuid(), $2, 'XAF', 1000, date '2040-01-01' + (n % 365), $2 from generate_series(1, $3) n`,
      [owner.orgId, owner.userId, STATEMENT_MAX_LINES + 1],
    );
    const refused = await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=2040-01-01&to=2040-12-31`, { caller: manager });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'to' }] });
    expect(refused.json().detail).toContain(`${STATEMENT_MAX_LINES + 1} lines`);
    // GraphQL and the CSV read the same statement: refused before any line is read.
    const answer = await t.graphql(StatementDoc, { input: { ownerUserId: owner.userId, from: '2040-01-01', to: '2040-12-31' } }, manager);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.to' }] });
    expect(answer.errors?.[0]?.message).toContain(`${STATEMENT_MAX_LINES + 1} lines`);
    const csv = await t.rest('GET', `/owners/${owner.userId}/statement.csv?from=2040-01-01&to=2040-12-31`, { caller: manager });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'to' }] });
    // Any statement counts its lines at the bound: a costly operation, however short its period.
    const short = (await t.graphql(StatementDoc, { input: { ownerUserId: owner.userId, from: '2040-01-01', to: '2040-01-02' } }, manager)) as { extensions?: { cost?: { requested: number } } };
    expect(short.extensions?.cost?.requested).toBeGreaterThanOrEqual(STATEMENT_MAX_LINES);
    // Half the year is within the bound: while it is laid out (about a second of CPU), the event loop keeps turning.
    let turns = 0;
    const ticking = setInterval(() => turns++, 5);
    try {
      const half = await t.rest('GET', `/owners/${owner.userId}/statement.pdf?from=2040-01-01&to=2040-06-30`, { caller: manager });
      expect(half.statusCode).toBe(200);
    } finally {
      clearInterval(ticking);
    }
    // About 1,000 lines: one turn every 10 at least (laid out in one go, the interval only turns while the rows are read).
    expect(turns).toBeGreaterThan(30);
  });
});

describe('statements over random months', () => {
  const entry = fc.record({
    kind: fc.constantFrom('payment', 'reversed', 'cost', 'payout', 'tenantCost'),
    day: fc.integer({ min: 1, max: 720 }),
    later: fc.integer({ min: 0, max: 90 }),
    amount: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 50_000_000 })),
  });

  it("add up to their totals, and one period's closing balance is the next one's opening, however the months are split", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 8 }), fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 3, maxLength: 3 }), async (entries, months) => {
        const { someone, propertyId, unitId, invoiceId } = await ownerWithInvoice();
        for (const { kind, day, later, amount } of entries) {
          if (kind === 'payment' || kind === 'reversed') {
            const reversed = kind === 'reversed' ? `('${isoDay(-day)}'::date + ${Math.min(later, day - 1)}) + interval '10 hours'` : 'null';
            await t.sql(
              `insert into payment (org_id, id, invoice_id, amount, method, received_on, recorded_by, recorded_at, reversed_at, reversed_by, reversal_reason)
               values ($1, $2, $3, $4, 'CASH', $5, $6, now(), ${reversed}, ${kind === 'reversed' ? '$6' : 'null'}, ${kind === 'reversed' ? "'Erreur'" : 'null'})`,
              [owner.orgId, randomUUID(), invoiceId, amount, isoDay(-day), manager.userId],
            );
          } else if (kind === 'payout') {
            await data(t.graphql(PayoutDoc, { input: { ownerUserId: someone.userId, currency: 'XAF', amount, paidOn: isoDay(-day) } }, manager));
          } else {
            await completedRequest(propertyId, unitId, isoDay(-day), amount, kind === 'cost' ? 'OWNER' : 'TENANT');
          }
        }
        // Three first days of months over the last two years, in order: [a, b) and [b, c) split [a, c).
        const [a, b, c] = [...months].sort((x, y) => x - y).map((back) => {
          const day = new Date(`${isoDay(0).slice(0, 7)}-01T00:00:00Z`);
          day.setUTCMonth(day.getUTCMonth() - 23 + back);
          return day.toISOString().slice(0, 10);
        }) as [string, string, string];
        const read = (from: string, to: string) => statement(someone, { from, to });
        const [first, second, whole, everything] = await Promise.all([read(a, b), read(b, c), read(a, c), read('2000-01-01', isoDay(400))]);
        for (const part of [first, second, whole, everything]) for (const account of part.accounts) expectLinesAddUp(account);
        const xaf = (part: typeof first) => part.accounts.find((account) => account.currency === 'XAF');
        expect(xaf(first)?.closingBalance ?? 0).toBe(xaf(second)?.openingBalance ?? 0);
        expect(xaf(second)?.closingBalance ?? 0).toBe(xaf(whole)?.closingBalance ?? 0);
        expect(xaf(whole)?.openingBalance ?? 0).toBe(xaf(first)?.openingBalance ?? 0);
        expect(xaf(whole)?.lines ?? []).toEqual([...(xaf(first)?.lines ?? []), ...(xaf(second)?.lines ?? [])]);
        // The model: every entry's net, by the domain's fee, whatever the period.
        const model = entries.reduce((sum, { kind, amount }) => {
          if (kind === 'tenantCost') return sum;
          if (kind === 'cost' || kind === 'payout') return sum - amount;
          const collected = netOf('RENT_COLLECTED', amount, managementFeeOn(amount, FEE_BP, FEE_TVA_BP));
          return sum + (kind === 'reversed' ? 0 : collected);
        }, 0);
        expect(xaf(everything)?.closingBalance ?? 0).toBe(model);
        expect(xaf(everything)?.openingBalance ?? 0).toBe(0);
      }),
      { numRuns: 15 },
    );
  });
});

describe('an owner paid in two currencies', () => {
  it('has one account per currency, in code order, each adding up on its own', async () => {
    const { someone, invoiceId } = await ownerWithInvoice();
    await data(t.graphql(PaymentDoc, { invoiceId, input: { amount: 120_000, method: 'CASH', receivedOn: isoDay(-3) } }, manager));
    await data(t.graphql(PayoutDoc, { input: { ownerUserId: someone.userId, currency: 'EUR', amount: 2_550, paidOn: isoDay(-2) } }, manager));
    const { accounts } = await statement(someone, { from: isoDay(-10), to: isoDay(1) });
    expect(accounts.map(({ currency, openingBalance, rentCollected, payouts, closingBalance }) => ({ currency, openingBalance, rentCollected, payouts, closingBalance }))).toEqual([
      { currency: 'EUR', openingBalance: 0, rentCollected: 0, payouts: -2_550, closingBalance: -2_550 },
      // 120 000 x 8.33 % = 9 996; TVA 1 924.23 -> 1 924.
      { currency: 'XAF', openingBalance: 0, rentCollected: 120_000, payouts: 0, closingBalance: 120_000 - 9_996 - 1_924 },
    ]);
    for (const account of accounts) expectLinesAddUp(account);
  });
});

describe('tables', () => {
  it('owner_payout carries org_id, is isolated by row-level security and is distributed by org_id on Citus', async () => {
    const [row] = await t.sql<{ relrowsecurity: boolean }>(`select relrowsecurity from pg_class where relname = 'owner_payout'`);
    expect(row).toEqual({ relrowsecurity: true });
    const migration = new Migration20261201600000_owner_statements(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const queries = migration.getQueries().map(String);
    expect(queries.find((sql) => sql.includes('create_distributed_table'))).toContain(`create_distributed_table('owner_payout', 'org_id', colocate_with => 'property')`);
    expect(queries.some((sql) => sql.includes('create policy owner_payout_org_isolation'))).toBe(true);
  });
});
