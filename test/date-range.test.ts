import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/graphql/schema.js';
import { SUPPORTED_DATES, todayIn } from '../src/domain/dates.js';
import { billingCycles, billingPeriods, generationDateOf, lateFeeSteps } from '../src/domain/rent/billing.js';
import { sweep } from '../src/services/sweep.js';
import { expectProblem, startTestApp, type Cast, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay } from './helpers/fixtures.js';
import { startInstance } from './helpers/instance.js';

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
const INSTANT_RANGE_MESSAGE = 'Must be a timestamp from 1900-01-01T00:00:00.000Z through 2199-12-31T23:59:59.999Z.';

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

/** Each refusal of an answer with the field it names: its rule issues, or the one of a type error. */
const issuesOf = (answer: Answer) =>
  (answer.errors ?? []).flatMap((error) => (error.extensions.errors?.length ? error.extensions.errors : [{ path: fieldsNamed({ errors: [error] })[0]!, message: error.message }]));

function expectRefused(answer: Answer, fields: string[], message = RANGE_MESSAGE) {
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors!.every((error) => error.extensions.code === 'VALIDATION_FAILED')).toBe(true);
  expect(fieldsNamed(answer)).toEqual(fields);
  expect(answer.errors!.every((error) => error.message.includes(message))).toBe(true);
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

/**
 * Every argument of every query and mutation that takes a date, a timestamp or a bounded count of days or hours
 * (an Int whose description starts "N to M"), found in the schema, so a field added later is checked too.
 */
interface DateInput {
  operation: 'query' | 'mutation';
  field: string;
  args: readonly GraphQLArgument[];
  /** The argument, then the input fields down to the value; a list's item is [0]. */
  path: (string | 0)[];
  kind: 'Date' | 'DateTime' | { min: number; max: number };
}

function dateInputs(): DateInput[] {
  const found: DateInput[] = [];
  const walk = (base: Omit<DateInput, 'path' | 'kind'>, type: GraphQLInputType, path: DateInput['path'], description: string | null | undefined, seen: Set<string>) => {
    if (isNonNullType(type)) return walk(base, type.ofType, path, description, seen);
    if (isListType(type)) return walk(base, type.ofType, [...path, 0], description, seen);
    if (isScalarType(type)) {
      const bounds = /^(\d+) to (\d+)\b/.exec(description ?? '');
      if (type.name === 'Date' || type.name === 'DateTime') found.push({ ...base, path, kind: type.name });
      else if (type.name === 'Int' && bounds) found.push({ ...base, path, kind: { min: Number(bounds[1]), max: Number(bounds[2]) } });
      return;
    }
    if (!isInputObjectType(type) || seen.has(type.name)) return;
    for (const field of Object.values(type.getFields())) walk(base, field.type, [...path, field.name], field.description, new Set([...seen, type.name]));
  };
  for (const operation of ['query', 'mutation'] as const) {
    const root = operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    for (const field of Object.values(root.getFields())) {
      // Pagination's first and last are the cursors' business (test/pagination.test.ts), not a count of days.
      for (const arg of field.args.filter((one) => one.name !== 'first' && one.name !== 'last')) {
        walk({ operation, field: field.name, args: field.args }, arg.type, [arg.name], arg.description, new Set());
      }
    }
  }
  return found;
}

/** A value of the type that passes its scalars' coercion: the required fields only, unless `path` leads through it to `value`. */
function valueOf(type: GraphQLInputType, path: DateInput['path'] = [], value?: unknown): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, path, value);
  if (!path.length && value !== undefined) return value;
  if (isListType(type)) return path[0] === 0 ? [valueOf(type.ofType, path.slice(1), value)] : [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = { UUID: randomUUID(), Date: '2026-01-01', DateTime: '2026-01-01T00:00:00.000Z', Int: 1, SafeInt: 1, Float: 1, Boolean: false, String: 'x', JSON: {} };
    return samples[type.name];
  }
  if (!isInputObjectType(type)) return undefined;
  const [next, ...rest] = path;
  const fields = Object.values(type.getFields()).filter((field) => field.name === next || (isNonNullType(field.type) && field.defaultValue === undefined));
  return Object.fromEntries(fields.map((field) => [field.name, field.name === next ? valueOf(field.type, rest, value) : valueOf(field.type)]));
}

/** The document that calls the input's field with every argument a variable, and the variables setting the input to `value`. */
function request({ operation, field, args, path: [argName, ...rest] }: DateInput, value: unknown) {
  const returned = getNamedType(schema[operation === 'query' ? 'getQueryType' : 'getMutationType']()!.getFields()[field]!.type);
  const used = args.filter((arg) => arg.name === argName || isNonNullType(arg.type));
  const document = `${operation}(${used.map((arg) => `$${arg.name}: ${arg.type}`).join(', ')}) { ${field}(${used.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})${isLeafType(returned) ? '' : ' { __typename }'} }`;
  const variables = Object.fromEntries(used.map((arg) => [arg.name, arg.name === argName ? valueOf(arg.type, rest, value) : valueOf(arg.type)]));
  return { document, variables };
}

/** The name graphql-js gives the input in its errors: input.from, filter.dueDate.in[0]. */
const pathName = (path: DateInput['path']) => path.map((part, index) => (part === 0 ? '[0]' : index ? `.${part}` : part)).join('');

const DAY = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const [FIRST_TIME, LAST_TIME] = [Date.parse('1900-01-01T00:00:00.000Z'), Date.parse('2199-12-31T23:59:59.999Z')];
/** Every four-digit year, the range's ends and their neighbours most of all. */
const anyTime = fc.oneof(
  fc.constantFrom(FIRST_TIME, FIRST_TIME - 1, FIRST_TIME - DAY, LAST_TIME, LAST_TIME + 1, LAST_TIME + 1 - DAY, Date.parse('0000-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59.999Z')),
  fc.integer({ min: Date.parse('0000-01-01T00:00:00Z'), max: Date.parse('9999-12-31T23:59:59.999Z') }),
);

describe('every date, timestamp and count of days the schema takes', () => {
  const inputs = dateInputs();

  it('is found in the schema: bookings, invoices, payments, billing policies, maintenance, statements, reports, filters, webhooks', () => {
    const named = new Set(inputs.map((input) => `${input.field}:${pathName(input.path)}`));
    for (const expected of [
      'createBooking:input.endDate', 'extendBooking:endDate', 'issueInvoice:input.dueDate', 'recordPayment:input.receivedOn', 'setBillingPlan:input.paymentTermsDays',
      'updateBillingPolicy:input.lateFeeGraceDays', 'updateBillingPolicy:input.invoiceLeadDays', 'scheduleMaintenanceRequest:input.scheduledOn',
      'setMaintenanceServiceLevel:input.completionHours', 'ownerStatement:input.to', 'tenantStatement:input.from', 'recordOwnerPayout:input.paidOn',
      'rotateWebhookSecret:graceHours', 'invoices:filter.dueDate.gte', 'invoices:filter.dueDate.in[0]', 'invoices:filter.createdAt.lt', 'arrearsReport:asOf',
    ]) expect(named).toContain(expected);
  });

  it.each(inputs.filter((input) => input.kind === 'Date' || input.kind === 'DateTime').map((input) => [`${input.field}(${pathName(input.path)})`, input] as const))(
    '%s: inside the range taken, outside it VALIDATION_FAILED naming it',
    async (_name, input) => {
      await fc.assert(
        fc.asyncProperty(anyTime, async (time) => {
          const value = input.kind === 'Date' ? dayOf(time) : new Date(time).toISOString();
          const inside = input.kind === 'Date' ? value >= SUPPORTED_DATES.first && value <= SUPPORTED_DATES.last : time >= FIRST_TIME && time <= LAST_TIME;
          const { document, variables } = request(input, value);
          const answer = await graphql(document, variables);
          const rangeIssues = issuesOf(answer).filter((issue) => issue.message.includes(input.kind === 'Date' ? RANGE_MESSAGE : INSTANT_RANGE_MESSAGE));
          if (inside) {
            // Taken: whatever else the call answers (an unknown id, "to after from"), never the range's refusal nor a fault.
            expect(rangeIssues).toEqual([]);
            expect(answer.errors?.map((error) => error.extensions.code) ?? []).not.toContainEqual(expect.stringMatching(/^(INTERNAL|UNAVAILABLE)$/));
            return;
          }
          expect(answer.data ?? null).toBeNull();
          expect(answer.errors!.every((error) => error.extensions.code === 'VALIDATION_FAILED')).toBe(true);
          expect(rangeIssues.map((issue) => issue.path)).toEqual([pathName(input.path)]);
        }),
        { numRuns: 12, examples: [[FIRST_TIME], [LAST_TIME], [FIRST_TIME - 1], [LAST_TIME + 1]] },
      );
    },
  );

  it.each(inputs.filter((input) => typeof input.kind === 'object').map((input) => [`${input.field}(${pathName(input.path)})`, input] as const))(
    '%s: its bounds taken, past them VALIDATION_FAILED naming it',
    async (_name, input) => {
      const { min, max } = input.kind as { min: number; max: number };
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constantFrom(min, max, min - 1, max + 1, 2 ** 31 - 1, -(2 ** 31)), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })), async (count) => {
          const { document, variables } = request(input, count);
          const answer = await graphql(document, variables);
          const refused = fieldsNamed(answer).includes(pathName(input.path));
          expect(refused).toBe(count < min || count > max);
          if (refused) expect(answer.errors!.every((error) => error.extensions.code === 'VALIDATION_FAILED')).toBe(true);
        }),
        { numRuns: 8 },
      );
    },
  );
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
    // The property tests above leave the org's policy at their last random value.
    expect((await graphql(`mutation { updateBillingPolicy(input: {invoiceLeadDays: 10}) { invoiceLeadDays } }`)).errors).toBeUndefined();
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

describe("the background jobs at the range's ends", () => {
  it("bill an org's leases over the whole range in jobs within their budget, and another org's job does not wait for them", async () => {
    const METRICS_TOKEN = 'date-range-metrics-token-0123456789abcdef';
    const SET_PLAN = `mutation($id: UUID!, $cycle: BillingCycle!) { setBillingPlan(bookingId: $id, input: {cycle: $cycle, paymentTermsDays: 366}) { cycle } }`;
    // The extremes' org: a lease over the whole range per cycle, one on the range's last day, one stored to 9999-12-31 before
    // the range, and a rent invoice issued by hand in 1900 still unpaid, charged a fee every 30 days since (no cap).
    const tenant = await t.caller(['TENANT'], { orgId: cast.manager.orgId });
    const leases: { id: string; startDate: string; endDate: string; cycle: (typeof billingCycles)[number] }[] = [];
    const lease = async (startDate: string, endDate: string, cycle: (typeof billingCycles)[number]) => {
      const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
      const id = await createBooking(t, cast.manager, { unitId, tenantUserId: tenant.userId, startDate, endDate });
      await bookingAction(t, cast.manager, 'confirm', id);
      expect((await graphql(SET_PLAN, { id, cycle })).errors).toBeUndefined();
      leases.push({ id, startDate, endDate, cycle });
    };
    for (const cycle of billingCycles) await lease(SUPPORTED_DATES.first, SUPPORTED_DATES.last, cycle);
    await lease('2199-12-30', SUPPORTED_DATES.last, 'MONTHLY');
    await lease(SUPPORTED_DATES.first, SUPPORTED_DATES.last, 'MONTHLY');
    await t.sql(`update booking set end_date = '9999-12-31' where id = $1`, [leases.at(-1)!.id]);
    leases.at(-1)!.endDate = '9999-12-31';
    expect((await graphql(`mutation { updateBillingPolicy(input: {lateFeeKind: FLAT, lateFeeFlatAmount: 500, lateFeeRecurrence: PER_PERIOD, lateFeeGraceDays: 0, invoiceLeadDays: 10}) { lateFeeKind } }`)).errors).toBeUndefined();
    const [late] = await t.sql<{ id: string }>(
      `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                            period_start, period_end, due_date, status, created_at, kind)
       select org_id, gen_random_uuid(), id, property_id, tenant_user_id, 'XAF', 1000, 0, 0, 1000, '1900-01-01', '1900-01-02', '1900-01-05', 'OVERDUE', '1900-01-01', 'RENT'
         from booking where id = $1 returning id`,
      [leases[4]!.id],
    );
    // The other org: one lease from last month, billed monthly.
    const otherOwner = await t.caller(['OWNER'], { orgId: cast.outsider.orgId });
    const otherTenant = await t.caller(['TENANT'], { orgId: cast.outsider.orgId });
    const otherUnit = await createUnit(t, otherOwner, await createProperty(t, otherOwner));
    const otherLease = await createBooking(t, cast.outsider, { unitId: otherUnit, tenantUserId: otherTenant.userId, startDate: isoDay(-31), endDate: isoDay(300) });
    await bookingAction(t, cast.outsider, 'confirm', otherLease);
    const planned = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${cast.outsider.token}` },
      payload: { query: SET_PLAN, variables: { id: otherLease, cycle: 'MONTHLY' } },
    });
    expect(planned.json().errors).toBeUndefined();

    const today = todayIn('UTC');
    const owed = (booking: (typeof leases)[number]) =>
      billingPeriods({ ...booking, rentAmount: 0 }, booking.cycle, isoDay(10)).filter((period) => generationDateOf(period, 10) <= today).length;
    const total = leases.reduce((sum, booking) => sum + owed(booking), 0);
    const billed = async () => Number((await t.sql<{ n: string }>(`select count(*) as n from invoice where booking_id = any($1) and billing_period_start is not null`, [leases.map((one) => one.id)]))[0]!.n);
    const fees = async () => Number((await t.sql<{ n: string }>(`select count(*) as n from invoice where late_fee_of = $1`, [late!.id]))[0]!.n);

    // One job at a time: the other org's billing comes between two of the extremes' jobs, not after all of them.
    const instance = await startInstance(t.databaseUrl, { SWEEP_INTERVAL_SECONDS: '60', JOB_CONCURRENCY: '1', WEBHOOK_DELIVERY_ENABLED: 'false', METRICS_TOKEN });
    try {
      await expect.poll(async () => (await t.sql(`select 1 from invoice where booking_id = $1`, [otherLease])).length, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0);
      expect(await billed()).toBeLessThan(total);
      await expect.poll(billed, { timeout: 240_000, interval: 500 }).toBe(total);
      const steps = lateFeeSteps(
        { lateFeeKind: 'FLAT', lateFeeFlatAmount: 500, lateFeeBasisPoints: 0, lateFeeGraceDays: 0, lateFeeRecurrence: 'PER_PERIOD' },
        { grossAmount: 1000, dueDate: '1900-01-05' },
        null,
        today,
      );
      expect(steps.length).toBeGreaterThan(1500);
      await expect.poll(fees, { timeout: 300_000, interval: 500 }).toBe(steps.length);
      const scraped = (await instance.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      expect(scraped).toMatch(/^job_runs_total\{task="bill_org",outcome="succeeded"\} ([5-9]|\d\d+)$/m);
      expect(scraped).not.toMatch(/^job_overruns_total\{[^}]*\} [1-9]/m);
      expect(scraped).not.toMatch(/^job_runs_total\{task="[^"]+",outcome="(failed|given_up)"\} [1-9]/m);
    } finally {
      await instance.close();
    }
    // Nothing past the range was billed: each lease's periods end by its end, the range's last day at most.
    expect(await t.sql(`select 1 from invoice where booking_id = any($1) and period_end > '2199-12-31'`, [leases.map((one) => one.id)])).toEqual([]);
  }, 900_000);
});
