import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import type { RestArrearsCsvQuery, RestRentRollCsvQuery } from '../src/generated/graphql.js';
import { neutralisedCell } from '../src/rest/csv.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, CreateBookingDoc, isoDay, issueInvoice } from './helpers/fixtures.js';

const StatementDoc = graphql(`
  query TestTenantStatement($input: TenantStatementInput!) {
    tenantStatement(input: $input) {
      tenantUserId tenantName tenantAddress from to
      accounts {
        currency openingBalance closingBalance
        lines { date kind invoiceId periodStart periodEnd paymentId method reference amount balance invoice { id grossAmount } payment { id amount } }
      }
    }
  }
`);
const ArrearsDoc = graphql(`
  query TestArrearsReport($asOf: Date!) {
    arrearsReport(asOf: $asOf) {
      asOf
      lines {
        propertyId propertyName unitId unitLabel tenantUserId currency
        days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName
      }
      totals { currency days0To30 days31To60 days61To90 over90Days total invoiceCount }
    }
  }
`);
const RentRollDoc = graphql(`
  query TestRentRoll($asOf: Date!) {
    rentRoll(asOf: $asOf) {
      asOf unitCount occupiedUnits
      lines {
        propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId
        startDate endDate rentAmount rentCurrency balance tenantName
      }
      totals { currency occupiedUnits rentAmount balance }
    }
  }
`);
const CreatePersonDoc = graphql(`mutation TestReportsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);
const RecordPaymentDoc = graphql(`
  mutation TestReportsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }
`);
const ReversePaymentDoc = graphql(`mutation TestReportsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id reversedAt } }`);
const CancelInvoiceDoc = graphql(`mutation TestReportsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }`);

/** A property name a spreadsheet would run as a formula if the CSV handed it over as it is. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Open")';

const TENANT_NAME = 'Élodie Ngo Nyemb';

let t: TestApp;
let owner: Caller;
let otherOwner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;
const ids = { akwa: '', formula: '', a1: '', a2: '', a3: '', b1: '', booking1: '', booking2: '', booking3: '', paid: '' };
const today = isoDay(0);

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

async function data<R>(promise: Promise<{ data?: R | null; errors?: unknown }>): Promise<R> {
  const result = await promise;
  if (result.errors || !result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/** An invoice of the booking due `age` days before today (negative: in the future), with TVA 0 so gross = net. */
async function invoiceDue(bookingId: string, age: number, netAmount: number): Promise<string> {
  return issueInvoice(t, manager, { bookingId, periodStart: isoDay(-age - 10), periodEnd: isoDay(-age + 20), dueDate: isoDay(-age), netAmount, tvaBasisPoints: 0 });
}

beforeAll(async () => {
  // The business day is the UTC day, so `isoDay` names the service's today whatever the hour.
  t = await startTestApp({ BUSINESS_TIMEZONE: 'UTC' });
  ({ owner, otherOwner, manager, tenant, otherTenant, outsider } = await t.cast());
  ids.akwa = await createProperty(t, owner, 'Résidence Akwa');
  ids.formula = await createProperty(t, otherOwner, FORMULA_NAME);
  ids.a1 = await createUnit(t, owner, ids.akwa, 'A1');
  ids.a2 = await createUnit(t, owner, ids.akwa, 'A2');
  ids.a3 = await createUnit(t, owner, ids.akwa, 'A3');
  ids.b1 = await createUnit(t, otherOwner, ids.formula, 'B1');
  ids.booking1 = await createBooking(t, manager, { unitId: ids.a1, tenantUserId: tenant.userId, startDate: isoDay(-200), endDate: isoDay(200) });
  const euro = await data(
    t.graphql(CreateBookingDoc, { input: { unitId: ids.b1, tenantUserId: tenant.userId, startDate: isoDay(-200), endDate: isoDay(200), rentAmount: 45_000, rentCurrency: 'EUR' } }, manager),
  );
  ids.booking2 = euro.createBooking.id;
  ids.booking3 = await createBooking(t, manager, { unitId: ids.a2, tenantUserId: otherTenant.userId, startDate: isoDay(-150), endDate: isoDay(100) });
  for (const id of [ids.booking1, ids.booking2, ids.booking3]) await bookingAction(t, manager, 'confirm', id);
  // The directory knows the tenant, not the other tenant.
  await data(t.graphql(CreatePersonDoc, { input: { userId: tenant.userId, name: TENANT_NAME, quartier: 'Bonapriso', city: 'Douala' } }, manager));
});
afterAll(() => t.close());

/** The invoices every test reads: ages past due on the bucket boundaries, one paid today, one cancelled, one not yet due. */
describe('with invoices on the age boundaries', () => {
  beforeAll(async () => {
    // Tenant, A1, XAF: ages 91 | 90 61 | 60 31 | 30 1 | due today, in 5 days.
    for (const [age, amount] of [
      [91, 1_000_000],
      [90, 200_000],
      [61, 30_000],
      [60, 4_000],
      [31, 500],
      [30, 60],
      [1, 7],
      [0, 100_000_000],
      [-5, 900_000_000],
    ] as const) {
      await invoiceDue(ids.booking1, age, amount);
    }
    ids.paid = await invoiceDue(ids.booking1, 20, 80_000);
    const paid = await t.rest('POST', `/invoices/${ids.paid}/pay`, { caller: tenant });
    expect(paid.statusCode).toBe(200);
    const cancelled = await invoiceDue(ids.booking1, 50, 3_000_000);
    expect(codeOf(await t.graphql(CancelInvoiceDoc, { id: cancelled }, manager))).toBeUndefined();
    // Tenant, B1 (the other owner's), EUR; other tenant, A2, XAF.
    await invoiceDue(ids.booking2, 10, 50_000);
    await invoiceDue(ids.booking3, 95, 70_000);
  });

  describe('arrearsReport', () => {
    const a1Today = {
      propertyName: 'Résidence Akwa',
      unitLabel: 'A1',
      currency: 'XAF',
      days0To30: 67,
      days31To60: 4_500,
      days61To90: 230_000,
      over90Days: 1_000_000,
      total: 1_234_567,
      oldestDueDate: isoDay(-91),
      invoiceCount: 7,
    };

    it('buckets what is unpaid by age past due, per property, unit, tenant and currency, with totals per currency', async () => {
      const { arrearsReport } = await data(t.graphql(ArrearsDoc, { asOf: today }, manager));
      expect(arrearsReport.asOf).toBe(today);
      const byUnit = Object.fromEntries(arrearsReport.lines.map((line) => [line.unitLabel, line]));
      expect(Object.keys(byUnit).sort()).toEqual(['A1', 'A2', 'B1']);
      expect(byUnit.A1).toEqual({ ...a1Today, propertyId: ids.akwa, unitId: ids.a1, tenantUserId: tenant.userId, tenantName: TENANT_NAME });
      // A tenant the directory does not know is there by user id only.
      expect(byUnit.A2).toMatchObject({ tenantUserId: otherTenant.userId, tenantName: null, over90Days: 70_000, total: 70_000, days0To30: 0, invoiceCount: 1 });
      expect(byUnit.B1).toMatchObject({ propertyName: FORMULA_NAME, tenantUserId: tenant.userId, currency: 'EUR', days0To30: 50_000, total: 50_000 });
      expect(arrearsReport.totals).toEqual([
        { currency: 'EUR', days0To30: 50_000, days31To60: 0, days61To90: 0, over90Days: 0, total: 50_000, invoiceCount: 1 },
        { currency: 'XAF', days0To30: 67, days31To60: 4_500, days61To90: 230_000, over90Days: 1_070_000, total: 1_304_567, invoiceCount: 8 },
      ]);
    });

    it('on an earlier date: invoices paid since count as unpaid then, and ages are counted from that date', async () => {
      const { arrearsReport } = await data(t.graphql(ArrearsDoc, { asOf: isoDay(-1) }, manager));
      const a1 = arrearsReport.lines.find((line) => line.unitLabel === 'A1');
      // Ages one day less: 90 89 | 60 59 | 30 29 and 19 (paid today, unpaid yesterday) | 0 (due that day: not yet past due).
      expect(a1).toMatchObject({ days0To30: 500 + 60 + 80_000, days31To60: 30_000 + 4_000, days61To90: 1_000_000 + 200_000, over90Days: 0, invoiceCount: 7 });
    });

    it('shows an owner only its own properties, refuses tenants, and shows another org nothing', async () => {
      const own = await data(t.graphql(ArrearsDoc, { asOf: today }, owner));
      expect(own.arrearsReport.lines.map((line) => line.unitLabel).sort()).toEqual(['A1', 'A2']);
      expect(own.arrearsReport.totals.map((total) => total.currency)).toEqual(['XAF']);
      const other = await data(t.graphql(ArrearsDoc, { asOf: today }, otherOwner));
      expect(other.arrearsReport.lines.map((line) => line.unitLabel)).toEqual(['B1']);
      expect(codeOf(await t.graphql(ArrearsDoc, { asOf: today }, tenant))).toBe('FORBIDDEN');
      expect((await data(t.graphql(ArrearsDoc, { asOf: today }, outsider))).arrearsReport).toEqual({ asOf: today, lines: [], totals: [] });
    });
  });

  describe('rentRoll', () => {
    it('lists every unit with the booking live on the date, its rent and balance; vacant units too', async () => {
      const { rentRoll } = await data(t.graphql(RentRollDoc, { asOf: today }, manager));
      expect(rentRoll).toMatchObject({ asOf: today, unitCount: 4, occupiedUnits: 3 });
      const byUnit = Object.fromEntries(rentRoll.lines.map((line) => [line.unitLabel, line]));
      expect(byUnit.A1).toEqual({
        propertyId: ids.akwa,
        propertyName: 'Résidence Akwa',
        unitId: ids.a1,
        unitLabel: 'A1',
        unitStatus: 'OCCUPIED',
        bookingId: ids.booking1,
        bookingStatus: 'ACTIVE',
        tenantUserId: tenant.userId,
        tenantName: TENANT_NAME,
        startDate: isoDay(-200),
        endDate: isoDay(200),
        rentAmount: 150_000,
        rentCurrency: 'XAF',
        // Everything due up to today, the paid invoice settled: the not-yet-due one is not owed yet.
        balance: 1_234_567 + 100_000_000,
      });
      expect(byUnit.A3).toEqual({
        propertyId: ids.akwa,
        propertyName: 'Résidence Akwa',
        unitId: ids.a3,
        unitLabel: 'A3',
        unitStatus: 'AVAILABLE',
        bookingId: null,
        bookingStatus: null,
        tenantUserId: null,
        tenantName: null,
        startDate: null,
        endDate: null,
        rentAmount: 150_000,
        rentCurrency: 'XAF',
        balance: 0,
      });
      expect(byUnit.B1).toMatchObject({ bookingId: ids.booking2, rentAmount: 45_000, rentCurrency: 'EUR', balance: 50_000 });
      expect(rentRoll.totals).toEqual([
        { currency: 'EUR', occupiedUnits: 1, rentAmount: 45_000, balance: 50_000 },
        { currency: 'XAF', occupiedUnits: 2, rentAmount: 300_000, balance: 101_234_567 + 70_000 },
      ]);
    });

    it('before the bookings started every unit was vacant; an owner sees its own units; tenants are refused', async () => {
      const { rentRoll } = await data(t.graphql(RentRollDoc, { asOf: isoDay(-300) }, manager));
      expect(rentRoll).toMatchObject({ unitCount: 4, occupiedUnits: 0, totals: [] });
      expect(rentRoll.lines.every((line) => line.bookingId === null && line.balance === 0)).toBe(true);
      const own = await data(t.graphql(RentRollDoc, { asOf: today }, owner));
      expect(own.rentRoll.lines.map((line) => line.unitLabel).sort()).toEqual(['A1', 'A2', 'A3']);
      expect(codeOf(await t.graphql(RentRollDoc, { asOf: today }, tenant))).toBe('FORBIDDEN');
      expect((await data(t.graphql(RentRollDoc, { asOf: today }, outsider))).rentRoll).toMatchObject({ unitCount: 0, lines: [] });
    });
  });

  describe('tenantStatement', () => {
    const from = isoDay(-60);
    const to = isoDay(1);

    it('opens with what was owed before the period and runs the balance line by line, per currency', async () => {
      const { tenantStatement } = await data(t.graphql(StatementDoc, { input: { from, to } }, tenant));
      expect(tenantStatement).toMatchObject({ tenantUserId: tenant.userId, tenantName: TENANT_NAME, tenantAddress: ['Bonapriso', 'Douala'], from, to });
      const unknown = await data(t.graphql(StatementDoc, { input: { from, to } }, otherTenant));
      expect(unknown.tenantStatement).toMatchObject({ tenantUserId: otherTenant.userId, tenantName: null, tenantAddress: [] });
      expect(tenantStatement.accounts.map((account) => account.currency)).toEqual(['EUR', 'XAF']);
      const xaf = tenantStatement.accounts.find((account) => account.currency === 'XAF')!;
      // Due before the period: ages 91, 90 and 61.
      expect(xaf.openingBalance).toBe(1_230_000);
      expect(xaf.lines.map(({ date, kind, amount, balance }) => ({ date, kind, amount, balance }))).toEqual([
        { date: isoDay(-60), kind: 'INVOICE', amount: 4_000, balance: 1_234_000 },
        { date: isoDay(-31), kind: 'INVOICE', amount: 500, balance: 1_234_500 },
        { date: isoDay(-30), kind: 'INVOICE', amount: 60, balance: 1_234_560 },
        { date: isoDay(-20), kind: 'INVOICE', amount: 80_000, balance: 1_314_560 },
        { date: isoDay(-1), kind: 'INVOICE', amount: 7, balance: 1_314_567 },
        { date: today, kind: 'INVOICE', amount: 100_000_000, balance: 101_314_567 },
        { date: today, kind: 'PAYMENT', amount: -80_000, balance: 101_234_567 },
      ]);
      let running = xaf.openingBalance;
      for (const line of xaf.lines) {
        running += line.amount;
        expect(line.balance).toBe(running);
        if (line.kind === 'INVOICE') expect(line.amount).toBe(line.invoice.grossAmount);
      }
      expect(xaf.closingBalance).toBe(running);
      // Route 13 records the whole balance as one ONLINE payment.
      expect(xaf.lines.at(-1)).toMatchObject({ invoiceId: ids.paid, method: 'ONLINE', paymentId: expect.any(String), payment: { amount: 80_000 } });
      const eur = tenantStatement.accounts.find((account) => account.currency === 'EUR')!;
      expect(eur).toMatchObject({ openingBalance: 0, closingBalance: 50_000, lines: [{ date: isoDay(-10), kind: 'INVOICE', amount: 50_000, balance: 50_000 }] });
    });

    it("shows a manager any tenant's, an owner only its properties' lines, and refuses another tenant's", async () => {
      const input = { tenantUserId: tenant.userId, from, to };
      const own = (await data(t.graphql(StatementDoc, { input: { from, to } }, tenant))).tenantStatement;
      expect((await data(t.graphql(StatementDoc, { input }, manager))).tenantStatement).toEqual(own);
      const byOwner = (await data(t.graphql(StatementDoc, { input }, owner))).tenantStatement;
      expect(byOwner.accounts).toEqual([own.accounts[1]]);
      const byOtherOwner = (await data(t.graphql(StatementDoc, { input }, otherOwner))).tenantStatement;
      expect(byOtherOwner.accounts).toEqual([own.accounts[0]]);
      expect(codeOf(await t.graphql(StatementDoc, { input }, otherTenant))).toBe('FORBIDDEN');
      expect((await data(t.graphql(StatementDoc, { input }, outsider))).tenantStatement.accounts).toEqual([]);
    });

    it('refuses a period that does not end after it starts', async () => {
      const result = await t.graphql(StatementDoc, { input: { from, to: from } }, tenant);
      expect(codeOf(result)).toBe('VALIDATION_FAILED');
      expect(result.errors?.[0]?.extensions?.errors).toEqual([{ path: 'input.to', message: `Must be after from (${from}).` }]);
    });
  });

  describe('CSV downloads', () => {
    /** What a spreadsheet cell holds for a GraphQL value: text neutralised (test/csv.test.ts), numbers as they are, null empty. */
    const cell = (value: unknown) => (value === null ? '' : typeof value === 'string' ? neutralisedCell(value) : String(value));
    const asCells = (lines: readonly object[]) => lines.map((line) => Object.fromEntries(Object.entries(line).map(([key, value]) => [key, cell(value)])));

    it('answers the arrears report as RFC 4180 CSV, row for row the GraphQL answer, formulas defused', async () => {
      const response = await t.rest('GET', `/reports/arrears.csv?asOf=${today}`, { caller: manager });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="arrears-${today}.csv"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body.split('\r\n')[0]).toBe(
        '"propertyId","propertyName","unitId","unitLabel","tenantUserId","currency","days0To30","days31To60","days61To90","over90Days","total","oldestDueDate","invoiceCount","tenantName"',
      );
      const rows = parse(response.body, { columns: true }) as Record<string, string>[];
      const { arrearsReport } = await data(t.graphql(ArrearsDoc, { asOf: today }, manager));
      expect(rows).toEqual(asCells(arrearsReport.lines satisfies RestArrearsCsvQuery['arrearsReport']['lines']));
      const formula = rows.find((row) => row.unitLabel === 'B1')!;
      expect(formula.propertyName).toBe(`'${FORMULA_NAME}`);
      expect(rows.find((row) => row.unitLabel === 'A1')!.tenantName).toBe(TENANT_NAME);
      expect(rows.find((row) => row.unitLabel === 'A2')!.tenantName).toBe('');
      // Quoted as every field, its quotes doubled; the cell starts with ' rather than =.
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    });

    it('answers the rent roll, vacant units with empty cells', async () => {
      const response = await t.rest('GET', `/reports/rent-roll.csv?asOf=${today}`, { caller: owner });
      expect(response.statusCode).toBe(200);
      const rows = parse(response.body, { columns: true }) as Record<string, string>[];
      const { rentRoll } = await data(t.graphql(RentRollDoc, { asOf: today }, owner));
      expect(rows).toEqual(asCells(rentRoll.lines satisfies RestRentRollCsvQuery['rentRoll']['lines']));
      expect(rows.find((row) => row.unitLabel === 'A3')).toMatchObject({ bookingId: '', tenantUserId: '', tenantName: '', balance: '0', rentAmount: '150000' });
      expect(rows.find((row) => row.unitLabel === 'A1')).toMatchObject({ tenantUserId: tenant.userId, tenantName: TENANT_NAME });
    });

    it('refuses bad dates, unknown parameters, tenants and callers without a token as problems', async () => {
      const bad = await t.rest('GET', '/reports/arrears.csv?asOf=2026-02-30', { caller: manager });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json().errors).toEqual([expect.objectContaining({ path: 'asOf' })]);
      const missing = await t.rest('GET', '/reports/rent-roll.csv', { caller: manager });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([expect.objectContaining({ path: 'asOf' })]);
      const unknown = await t.rest('GET', `/reports/rent-roll.csv?asOf=${today}&format=xlsx`, { caller: manager });
      expect(unknown.json().errors).toEqual([{ path: 'format', message: 'Unknown query parameter "format".' }]);
      const refused = await t.rest('GET', `/reports/arrears.csv?asOf=${today}`, { caller: tenant });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
      expect((await t.rest('GET', `/reports/rent-roll.csv?asOf=${today}`, { caller: null })).statusCode).toBe(401);
      const empty = await t.rest('GET', `/reports/arrears.csv?asOf=${today}`, { caller: outsider });
      expect(empty.body).toBe(
        '"propertyId","propertyName","unitId","unitLabel","tenantUserId","currency","days0To30","days31To60","days61To90","over90Days","total","oldestDueDate","invoiceCount","tenantName"\r\n',
      );
    });
  });
});

describe('with partial, reversed and advance payments', () => {
  let payer: Caller;
  let unitId: string;
  let late: string;
  let ahead: string;
  let voided: string;
  const reversal = { reason: 'The mobile-money transfer was charged back.' };

  beforeAll(async () => {
    payer = await t.caller(['TENANT'], { orgId: owner.orgId });
    const admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
    unitId = await createUnit(t, owner, ids.akwa, 'C1');
    const bookingId = await createBooking(t, manager, { unitId, tenantUserId: payer.userId, startDate: isoDay(-100), endDate: isoDay(100) });
    await bookingAction(t, manager, 'confirm', bookingId);
    // 100 000 net, TVA 19.25 %: 119 250 gross, 40 days past due today.
    late = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(-45), periodEnd: isoDay(-15), dueDate: isoDay(-40), netAmount: 100_000, tvaBasisPoints: 1925 });
    ahead = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(5), periodEnd: isoDay(35), dueDate: isoDay(10), netAmount: 100_000, tvaBasisPoints: 1925 });
    const pay = async (invoiceId: string, amount: number, method: 'CASH' | 'MOBILE_MONEY' | 'BANK_TRANSFER', reference: string, age: number) =>
      (await data(t.graphql(RecordPaymentDoc, { invoiceId, input: { amount, method, reference, receivedOn: isoDay(-age) } }, manager))).recordPayment.id;
    await pay(late, 50_000, 'CASH', 'R-1', 35);
    // Part paid, then cancelled: nothing is owed on it, and the money received is the tenant's credit.
    voided = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(-20), periodEnd: isoDay(10), dueDate: isoDay(-15), netAmount: 40_000 });
    await pay(voided, 10_000, 'CASH', 'R-2', 15);
    expect(codeOf(await t.graphql(CancelInvoiceDoc, { id: voided }, manager))).toBeUndefined();
    const charged = await pay(late, 30_000, 'MOBILE_MONEY', 'MM-123', 5);
    // Paid in full ahead of its due date: the tenant is in credit until then.
    await pay(ahead, 119_250, 'BANK_TRANSFER', 'VIR-9', 2);
    await data(t.graphql(ReversePaymentDoc, { id: charged, ...reversal }, admin));
  });

  it('ages what is left after payments received by the date, and counts a reversed payment until its reversal', async () => {
    const line = async (asOf: string) => (await data(t.graphql(ArrearsDoc, { asOf }, manager))).arrearsReport.lines.find((candidate) => candidate.unitId === unitId);
    expect(await line(today)).toMatchObject({ days0To30: 0, days31To60: 69_250, total: 69_250, invoiceCount: 1, oldestDueDate: isoDay(-40) });
    expect(await line(isoDay(-3))).toMatchObject({ days31To60: 39_250, total: 39_250 });
    expect(await line(isoDay(-36))).toMatchObject({ days0To30: 119_250, total: 119_250 });
    expect(await line(isoDay(-40))).toBeUndefined();
  });

  it('shows the payments and the reversal as their own lines, and a credit as a negative balance', async () => {
    const { tenantStatement } = await data(t.graphql(StatementDoc, { input: { from: isoDay(-60), to: isoDay(1) } }, payer));
    const [xaf] = tenantStatement.accounts;
    expect(tenantStatement.accounts).toHaveLength(1);
    expect(xaf!.openingBalance).toBe(0);
    expect(xaf!.lines.map(({ date, kind, invoiceId, method, reference, amount, balance }) => ({ date, kind, invoiceId, method, reference, amount, balance }))).toEqual([
      { date: isoDay(-40), kind: 'INVOICE', invoiceId: late, method: null, reference: null, amount: 119_250, balance: 119_250 },
      { date: isoDay(-35), kind: 'PAYMENT', invoiceId: late, method: 'CASH', reference: 'R-1', amount: -50_000, balance: 69_250 },
      { date: isoDay(-15), kind: 'PAYMENT', invoiceId: voided, method: 'CASH', reference: 'R-2', amount: -10_000, balance: 59_250 },
      { date: isoDay(-5), kind: 'PAYMENT', invoiceId: late, method: 'MOBILE_MONEY', reference: 'MM-123', amount: -30_000, balance: 29_250 },
      { date: isoDay(-2), kind: 'PAYMENT', invoiceId: ahead, method: 'BANK_TRANSFER', reference: 'VIR-9', amount: -119_250, balance: -90_000 },
      { date: today, kind: 'PAYMENT_REVERSAL', invoiceId: late, method: 'MOBILE_MONEY', reference: 'MM-123', amount: 30_000, balance: -60_000 },
    ]);
    expect(xaf!.lines[3]!.paymentId).toBe(xaf!.lines[5]!.paymentId);
    expect(xaf!.closingBalance).toBe(-60_000);
    // Once the paid-ahead invoice falls due, what is left is the late invoice's balance less the credit.
    const later = (await data(t.graphql(StatementDoc, { input: { from: isoDay(-60), to: isoDay(11) } }, payer))).tenantStatement;
    expect(later.accounts[0]!.closingBalance).toBe(69_250 - 10_000);
  });

  it('puts the credit in the rent roll, as a plain negative number in the CSV', async () => {
    const { rentRoll } = await data(t.graphql(RentRollDoc, { asOf: today }, manager));
    expect(rentRoll.lines.find((line) => line.unitId === unitId)).toMatchObject({ tenantUserId: payer.userId, bookingStatus: 'ACTIVE', balance: -60_000 });
    const rows = parse((await t.rest('GET', `/reports/rent-roll.csv?asOf=${today}`, { caller: manager })).body, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.unitId === unitId)?.balance).toBe('-60000');
  });

  it('keeps a booking terminated today on the rent roll of the days before, and the unit vacant from today', async () => {
    const bookingId = (await data(t.graphql(RentRollDoc, { asOf: today }, manager))).rentRoll.lines.find((line) => line.unitId === unitId)!.bookingId!;
    await bookingAction(t, manager, 'terminate', bookingId);
    const on = async (asOf: string) => (await data(t.graphql(RentRollDoc, { asOf }, manager))).rentRoll.lines.find((line) => line.unitId === unitId);
    expect(await on(today)).toMatchObject({ unitStatus: 'AVAILABLE', bookingId: null, tenantUserId: null, balance: 0 });
    expect(await on(isoDay(-1))).toMatchObject({ bookingId, bookingStatus: 'TERMINATED', tenantUserId: payer.userId, balance: -90_000 });
  });
});

describe('arrears of any invoices', () => {
  /** The model: which column an amount goes to at an age past due (none before it is due). */
  const column = (age: number) => (age <= 0 ? null : age <= 30 ? 'days0To30' : age <= 60 ? 'days31To60' : age <= 90 ? 'days61To90' : 'over90Days');

  it('puts every unpaid amount in the column of its age and runs the statement balance through them', async () => {
    const propertyId = await createProperty(t, owner, 'Résidence Bonapriso');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ age: fc.integer({ min: -10, max: 200 }), amount: fc.integer({ min: 1, max: 10_000_000 }) }), { minLength: 1, maxLength: 6 }), async (invoices) => {
        const unitId = await createUnit(t, owner, propertyId, `P${++run}`);
        const tenantUserId = randomUUID();
        const bookingId = await createBooking(t, manager, { unitId, tenantUserId, startDate: isoDay(-400), endDate: isoDay(400) });
        for (const { age, amount } of invoices) await invoiceDue(bookingId, age, amount);

        const expected = { days0To30: 0, days31To60: 0, days61To90: 0, over90Days: 0, total: 0, invoiceCount: 0 };
        for (const { age, amount } of invoices) {
          const at = column(age);
          if (!at) continue;
          expected[at] += amount;
          expected.total += amount;
          expected.invoiceCount += 1;
        }
        const { arrearsReport } = await data(t.graphql(ArrearsDoc, { asOf: today }, manager));
        const line = arrearsReport.lines.find((candidate) => candidate.unitId === unitId);
        if (expected.invoiceCount === 0) expect(line).toBeUndefined();
        else expect(line).toMatchObject({ ...expected, tenantUserId });

        const from = isoDay(-100);
        const { tenantStatement } = await data(t.graphql(StatementDoc, { input: { tenantUserId, from, to: isoDay(11) } }, manager));
        const [account] = tenantStatement.accounts;
        const before = invoices.filter(({ age }) => isoDay(-age) < from);
        expect(account!.openingBalance).toBe(before.reduce((sum, { amount }) => sum + amount, 0));
        expect(account!.lines).toHaveLength(invoices.length - before.length);
        let balance = account!.openingBalance;
        for (const statementLine of account!.lines) expect(statementLine.balance).toBe((balance += statementLine.amount));
        expect(account!.closingBalance).toBe(invoices.reduce((sum, { amount }) => sum + amount, 0));
      }),
      { numRuns: 12 },
    );
  });
});
