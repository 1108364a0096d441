import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweep } from '../src/services/sweep.js';
import { expectProblem, startTestApp, type Cast, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay } from './helpers/fixtures.js';

/** Every date input takes 1900-01-01 through 2199-12-31 (docs/rent.md, "Supported dates"); outside it, VALIDATION_FAILED naming the field, on both surfaces. */

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  // No periodic sweep: the one here runs when the test says.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0' });
  cast = await t.cast();
});
afterAll(() => t.close());

const RANGE_MESSAGE = 'Must be a date from 1900-01-01 through 2199-12-31.';

interface Answer {
  data?: unknown;
  errors?: { message: string; extensions: { code: string; errors?: { path: string; message: string }[] } }[];
}

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${cast.manager.token}` }, payload: { query, variables } });
  return response.json();
}

/** The fields an answer names: its rule issues, or the path (or variable) graphql-js names in a type error. */
function fieldsNamed({ errors = [] }: Answer): string[] {
  const paths = errors.flatMap((error) =>
    error.extensions.errors?.length
      ? error.extensions.errors.map((issue) => issue.path)
      : [/ at "([^"]+)"/.exec(error.message)?.[1] ?? /^Variable "\$(\w+)"/.exec(error.message)?.[1] ?? error.message],
  );
  return [...new Set(paths)].sort();
}

function expectRefused(answer: Answer, fields: string[]) {
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors!.every((error) => error.extensions.code === 'VALIDATION_FAILED')).toBe(true);
  expect(fieldsNamed(answer)).toEqual(fields);
  expect(answer.errors!.every((error) => error.message.includes(RANGE_MESSAGE))).toBe(true);
}

const CREATE_BOOKING = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id startDate endDate } }`;

describe('GraphQL', () => {
  it('refuses bookings from 0001-01-01 or to 9999-12-31, naming each field', async () => {
    const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
    const input = { unitId, tenantUserId: cast.tenant.userId, startDate: '0001-01-01', endDate: '9999-12-31' };
    expectRefused(await graphql(CREATE_BOOKING, { input }), ['input.endDate', 'input.startDate']);
    expectRefused(await graphql(CREATE_BOOKING, { input: { ...input, startDate: '2026-01-01' } }), ['input.endDate']);
    expectRefused(await graphql(CREATE_BOOKING, { input: { ...input, startDate: '1899-12-31', endDate: '2026-01-01' } }), ['input.startDate']);
    // With a broken rule on another field: both in one answer.
    const mixed = await graphql(CREATE_BOOKING, { input: { ...input, endDate: '2026-01-01', rentAmount: -1, rentCurrency: 'XAF' } });
    expect(mixed.errors!.map((error) => error.extensions.code)).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED']);
    expect(fieldsNamed(mixed)).toEqual(['input.rentAmount', 'input.startDate']);
    // Written in the document rather than as variables: refused while validating, with the same words.
    const literal = await graphql(`mutation { createBooking(input: {unitId: "${unitId}", tenantUserId: "${cast.tenant.userId}", startDate: "2026-01-01", endDate: "2200-01-01"}) { id } }`);
    expect(literal.errors).toHaveLength(1);
    expect(literal.errors![0]).toMatchObject({ extensions: { code: 'VALIDATION_FAILED' } });
    expect(literal.errors![0]!.message).toContain(RANGE_MESSAGE);
    expect(await t.sql('select 1 from booking where unit_id = $1', [unitId])).toEqual([]);
  });

  it('takes the first and the last day of the range', async () => {
    const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
    const answer = await graphql(CREATE_BOOKING, { input: { unitId, tenantUserId: cast.tenant.userId, startDate: '1900-01-01', endDate: '2199-12-31' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ createBooking: { startDate: '1900-01-01', endDate: '2199-12-31' } });
  });

  it('refuses a payment received on 0001-01-01, invoices, extensions and reports outside the range', async () => {
    const [invoiceId, bookingId] = [randomUUID(), randomUUID()];
    expectRefused(
      await graphql(`mutation($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }`, {
        invoiceId,
        input: { amount: 1000, method: 'CASH', receivedOn: '0001-01-01' },
      }),
      ['input.receivedOn'],
    );
    expectRefused(
      await graphql(`mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }`, {
        input: { bookingId, periodStart: '1899-12-01', periodEnd: '2026-01-01', dueDate: '9999-12-31' },
      }),
      ['input.dueDate', 'input.periodStart'],
    );
    expectRefused(await graphql(`mutation($endDate: Date!) { extendBooking(id: "${bookingId}", endDate: $endDate) { id } }`, { endDate: '2200-01-01' }), ['endDate']);
    expectRefused(await graphql(`query($asOf: Date!) { arrearsReport(asOf: $asOf) { asOf } }`, { asOf: '0001-01-01' }), ['asOf']);
    expectRefused(await graphql(`query($asOf: Date!) { rentRoll(asOf: $asOf) { asOf } }`, { asOf: '9999-12-31' }), ['asOf']);
    expectRefused(
      await graphql(`query($input: TenantStatementInput!) { tenantStatement(input: $input) { from } }`, {
        input: { tenantUserId: cast.tenant.userId, from: '1000-01-01', to: '3000-01-01' },
      }),
      ['input.from', 'input.to'],
    );
  });
});

describe('REST', () => {
  it.each([
    ['POST', `/bookings/${randomUUID()}/extend`, { endDate: '9999-12-31' }, 'endDate'],
    ['POST', `/verification/property-proofs/${randomUUID()}/documents`, { mediaObjectId: randomUUID(), role: 'OTHER', certifiedOn: '0001-01-01' }, 'certifiedOn'],
    ['GET', '/reports/arrears.csv?asOf=0001-01-01', undefined, 'asOf'],
    ['GET', '/reports/rent-roll.csv?asOf=2200-01-01', undefined, 'asOf'],
  ] as const)('%s %s: 400 naming %s', async (method, path, body, field) => {
    const problem = expectProblem(await t.rest(method, path, { caller: cast.manager, body }), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual([{ path: field, message: expect.stringContaining(RANGE_MESSAGE) }]);
  });
});

describe('billing to the end of the range', () => {
  const SET_PLAN = `mutation($bookingId: UUID!) { setBillingPlan(bookingId: $bookingId, input: {cycle: MONTHLY, dueDay: 5}) { cycle } }`;
  const LEAD_DAYS = 10; // the default billing policy's invoiceLeadDays

  /** The periods due by today: the booking's start, then each 1st of month no later than today + lead days (UTC). */
  function duePeriodStarts(startDate: string): string[] {
    const through = isoDay(LEAD_DAYS);
    const starts = [startDate];
    for (let month = new Date(`${startDate.slice(0, 8)}01T00:00:00Z`); ; ) {
      month.setUTCMonth(month.getUTCMonth() + 1);
      const start = month.toISOString().slice(0, 10);
      if (start > through) return starts;
      starts.push(start);
    }
  }

  async function billedBooking(endDate: string | null): Promise<{ id: string; startDate: string }> {
    const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
    const startDate = isoDay(-45);
    const id = await createBooking(t, cast.manager, { unitId, tenantUserId: cast.tenant.userId, startDate, endDate: endDate ?? '2199-12-31' });
    await bookingAction(t, cast.manager, 'confirm', id);
    expect((await graphql(SET_PLAN, { bookingId: id })).errors).toBeUndefined();
    return { id, startDate };
  }

  const billedStarts = async (bookingId: string) =>
    (await t.sql<{ s: string }>(`select period_start::text as s from invoice where booking_id = $1 and kind = 'RENT' order by period_start`, [bookingId])).map((row) => row.s);

  it("a confirmed booking to the range's last day, and one stored to 9999-12-31 before the range, are billed for the due periods only", async () => {
    const last = await billedBooking('2199-12-31');
    // A row from before the range was enforced: the attack's booking, which made the sweep loop for ever.
    const legacy = await billedBooking(null);
    await t.sql(`update booking set end_date = '9999-12-31' where id = $1`, [legacy.id]);
    const result = await sweep(t.orm.em.fork(), 'UTC', new Date());
    expect(result?.generatedInvoices).toBe(2 * duePeriodStarts(last.startDate).length);
    expect(await billedStarts(last.id)).toEqual(duePeriodStarts(last.startDate));
    expect(await billedStarts(legacy.id)).toEqual(duePeriodStarts(legacy.startDate));
  });
});

describe('reports over the whole range', () => {
  it("a tenant's statement and the arrears of a lease from the range's first day, billed monthly to today, answer every line", async () => {
    // 1,500-odd rent invoices: the statement joined its entries back to the invoices in a nested loop (2.3 million
    // rows scanned) and passed the statement timeout, UNAVAILABLE.
    const tenant = await t.caller(['TENANT'], { orgId: cast.manager.orgId });
    const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
    const bookingId = await createBooking(t, cast.manager, { unitId, tenantUserId: tenant.userId, startDate: '1900-01-01', endDate: '2199-12-31' });
    await bookingAction(t, cast.manager, 'confirm', bookingId);
    expect((await graphql(`mutation($id: UUID!) { setBillingPlan(bookingId: $id, input: {cycle: MONTHLY, dueDay: 5}) { cycle } }`, { id: bookingId })).errors).toBeUndefined();
    await sweep(t.orm.em.fork(), 'UTC', new Date());
    const [billed] = await t.sql<{ count: number; gross: string }>(
      `select count(*)::int as count, sum(gross_amount)::text as gross from invoice where booking_id = $1 and kind = 'RENT'`,
      [bookingId],
    );
    expect(billed!.count).toBeGreaterThan(1500);

    const statement = await graphql(
      `query($input: TenantStatementInput!) { tenantStatement(input: $input) { accounts { closingBalance lines { periodStart } } } }`,
      { input: { tenantUserId: tenant.userId, from: '1900-01-01', to: '2199-12-31' } },
    );
    expect(statement.errors).toBeUndefined();
    const [account] = (statement.data as { tenantStatement: { accounts: { closingBalance: number; lines: { periodStart: string }[] }[] } }).tenantStatement.accounts;
    expect(account!.lines).toHaveLength(billed!.count);
    expect(account!.lines[0]!.periodStart).toBe('1900-01-01');
    expect(account!.closingBalance).toBe(Number(billed!.gross));

    const arrears = await graphql(`query { arrearsReport(asOf: "2199-12-30") { lines { tenantUserId total invoiceCount } } }`);
    expect(arrears.errors).toBeUndefined();
    expect((arrears.data as { arrearsReport: { lines: unknown[] } }).arrearsReport.lines).toContainEqual({
      tenantUserId: tenant.userId,
      total: Number(billed!.gross),
      invoiceCount: billed!.count,
    });
  });
});
