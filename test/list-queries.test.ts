import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import fc from 'fast-check';
import { parse, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../src/services/list-query.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { insertGraph } from './helpers/graph-sql.js';

let t: TestApp;
let manager: Caller;
let propertyId = '';

async function run(text: string, variables: Record<string, unknown>, caller: Caller = manager): Promise<ExecutionResult<Record<string, unknown>>> {
  return t.graphql(parse(text) as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>, variables, caller);
}
const nodesOf = <N>(connection: unknown): N[] => (connection as { edges: { node: N }[] }).edges.map((edge) => edge.node);
async function data(text: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = await run(text, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A unit as the model sees it. */
interface UnitRow {
  id: string;
  label: string;
  status: string;
  bedrooms: number | null;
  rentAmount: number | null;
  createdAt: string;
}

const STATUSES = ['AVAILABLE', 'OCCUPIED', 'UNAVAILABLE'] as const;
/** Letters that fold together (case, accents) and LIKE's own characters, which must match literally. */
const LETTERS = ['a', 'A', 'à', 'e', 'é', 'É', 'c', 'ç', '%', '_', '\\'];
const INSTANTS = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'];
const anyLabel = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }).map((letters) => letters.join(''));
const anyBedrooms = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
const anyRent = fc.option(fc.constantFrom(100, 200, 300), { nil: null });
const anyUnit = fc.record({
  label: anyLabel,
  status: fc.constantFrom(...STATUSES),
  bedrooms: anyBedrooms,
  rentAmount: anyRent,
  createdAt: fc.constantFrom(...INSTANTS),
});

let labels = 0;
/** Labels are unique in a property: each gets a number after its letters. */
async function insertUnit(unit: Omit<UnitRow, 'id'>): Promise<void> {
  await t.sql(
    `insert into unit (org_id, id, property_id, label, status, bedrooms, rent_amount, rent_currency, created_at)
     values ($1, $2, $3, $4, $5, $6, $7::bigint, case when $7::bigint is null then null else 'XAF' end, $8)`,
    [manager.orgId, randomUUID(), propertyId, `${unit.label}#${++labels}`, unit.status, unit.bedrooms, unit.rentAmount, unit.createdAt],
  );
}

async function unitsNow(): Promise<UnitRow[]> {
  const rows = await t.sql<{ id: string; label: string; status: string; bedrooms: number | null; rent_amount: string | null; created_at: Date }>(
    'select id, label, status, bedrooms, rent_amount, created_at from unit where org_id = $1 and property_id = $2',
    [manager.orgId, propertyId],
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    status: row.status,
    bedrooms: row.bedrooms,
    rentAmount: row.rent_amount === null ? null : Number(row.rent_amount),
    createdAt: row.created_at.toISOString(),
  }));
}

// The model: a filter is a predicate, an order a comparator.
type Ops = Record<string, unknown>;
interface Filter {
  status?: Ops;
  bedrooms?: Ops;
  rentAmount?: Ops;
  label?: Ops;
  createdAt?: Ops;
  and?: Filter[];
  or?: Filter[];
  not?: Filter;
}
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function holds(value: unknown, operator: string, operand: unknown): boolean {
  if (operator === 'isNull') return (value === null) === operand;
  if (value === null) return false; // a comparison with no value never holds
  switch (operator) {
    case 'eq':
      return value === operand;
    case 'ne':
      return value !== operand;
    case 'in':
      return (operand as unknown[]).includes(value);
    case 'notIn':
      return !(operand as unknown[]).includes(value);
    case 'lt':
      return (value as number) < (operand as number);
    case 'lte':
      return (value as number) <= (operand as number);
    case 'gt':
      return (value as number) > (operand as number);
    case 'gte':
      return (value as number) >= (operand as number);
    case 'contains':
      return fold(value as string).includes(fold(operand as string));
    case 'startsWith':
      return fold(value as string).startsWith(fold(operand as string));
  }
  throw new Error(operator);
}

function matches(row: UnitRow, filter: Filter): boolean {
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'and' && !(value as Filter[]).every((inner) => matches(row, inner))) return false;
    if (name === 'or' && !(value as Filter[]).some((inner) => matches(row, inner))) return false;
    if (name === 'not' && matches(row, value as Filter)) return false;
    if (['and', 'or', 'not'].includes(name)) continue;
    for (const [operator, operand] of Object.entries(value as Ops)) {
      if (!holds(row[name as keyof UnitRow], operator, operand)) return false;
    }
  }
  return true;
}

type OrderField = 'BEDROOMS' | 'RENT_AMOUNT' | 'CREATED_AT' | 'ID';
interface Term {
  field: OrderField;
  direction: 'ASC' | 'DESC';
}
const PROPERTY_OF: Record<OrderField, keyof UnitRow> = { BEDROOMS: 'bedrooms', RENT_AMOUNT: 'rentAmount', CREATED_AT: 'createdAt', ID: 'id' };

/** The order the API promises: the terms, nulls last in either direction, then the id in the direction of the term before it. */
function sorted(rows: UnitRow[], terms: Term[]): UnitRow[] {
  const cut = terms.findIndex((term) => term.field === 'ID');
  const used = cut >= 0 ? terms.slice(0, cut + 1) : [...terms, { field: 'ID' as const, direction: terms.at(-1)?.direction ?? 'ASC' }];
  const compare = (a: UnitRow, b: UnitRow) => {
    for (const { field, direction } of used) {
      const [x, y] = [a[PROPERTY_OF[field]], b[PROPERTY_OF[field]]];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (direction === 'DESC' ? -1 : 1);
    }
    return 0;
  };
  return [...rows].sort(compare);
}

const operatorsOn = <V>(values: fc.Arbitrary<V>, ordered: boolean) =>
  fc.record(
    {
      eq: values,
      ne: values,
      in: fc.array(values, { maxLength: 3 }),
      notIn: fc.array(values, { maxLength: 3 }),
      isNull: fc.boolean(),
      ...(ordered ? { lt: values, lte: values, gt: values, gte: values } : {}),
    },
    { requiredKeys: [] },
  );
const nonNull = <V>(arbitrary: fc.Arbitrary<V | null>) => arbitrary.filter((value): value is V => value !== null);
const anyField = fc.oneof(
  fc.record({ status: operatorsOn(fc.constantFrom(...STATUSES), false) }),
  fc.record({ bedrooms: operatorsOn(nonNull(anyBedrooms), true) }),
  fc.record({ rentAmount: operatorsOn(nonNull(anyRent), true) }),
  fc.record({ createdAt: operatorsOn(fc.constantFrom(...INSTANTS), true) }),
  fc.record({
    label: fc.record(
      { eq: anyLabel, contains: anyLabel, startsWith: anyLabel, in: fc.array(anyLabel, { maxLength: 2 }), isNull: fc.boolean() },
      { requiredKeys: [] },
    ),
  }),
);
const anyFilter: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyField as fc.Arbitrary<Filter>,
    fc.record({ and: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ or: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ not: tie('filter') }),
  ),
})).filter.filter((filter) => depth(filter) <= QUERY_LIMITS.maxNesting && conditions(filter) <= QUERY_LIMITS.maxConditions);
function conditions(filter: Filter): number {
  const own = Object.entries(filter).filter(([name]) => !['and', 'or', 'not'].includes(name));
  const inner = [...(filter.and ?? []), ...(filter.or ?? []), ...(filter.not ? [filter.not] : [])];
  return own.reduce((sum, [, ops]) => sum + Object.keys(ops as Ops).length, 0) + inner.reduce((sum, one) => sum + conditions(one), 0);
}
function depth(filter: Filter): number {
  const inner = [...(filter.and ?? []), ...(filter.or ?? []), ...(filter.not ? [filter.not] : [])];
  return inner.length ? 1 + Math.max(...inner.map(depth)) : 0;
}
const anyOrder = fc.uniqueArray(
  fc.record({ field: fc.constantFrom<OrderField>('BEDROOMS', 'RENT_AMOUNT', 'CREATED_AT', 'ID'), direction: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC') }),
  { maxLength: QUERY_LIMITS.maxOrderTerms, selector: (term) => term.field },
);

const UNITS = `query ($id: UUID!, $filter: UnitFilter, $orderBy: [UnitOrder!], $first: Int, $after: String, $last: Int, $before: String) {
  property(id: $id) {
    units(filter: $filter, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {
      edges { cursor node { id } }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
}`;
interface Page {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
}

/** Every page of the list, forwards or backwards, with `between` run after each page; the ids in the list's order. */
async function walk(filter: Filter, orderBy: Term[], size: number, backwards: boolean, between: () => Promise<void>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const variables = backwards ? { last: size, before: cursor } : { first: size, after: cursor };
    const answer = await data(UNITS, { id: propertyId, filter, orderBy, ...variables });
    const page = (answer.property as { units: Page }).units;
    const got = page.edges.map((edge) => edge.node.id);
    if (backwards) ids.unshift(...got);
    else ids.push(...got);
    const more = backwards ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage;
    if (!more) return ids;
    cursor = backwards ? page.pageInfo.startCursor : page.pageInfo.endCursor;
    await between();
  }
  throw new Error('More than 1000 pages');
}

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  await insertGraph(t, manager.orgId, { ownerUserId: manager.userId, tenantUserId: randomUUID() }, {
    properties: 1,
    unitsPerProperty: 0,
    bookingsPerUnit: 0,
    invoicesPerBooking: 0,
    documentsPerProof: 0,
  });
  const [property] = await t.sql<{ id: string }>('select id from property where org_id = $1', [manager.orgId]);
  propertyId = property!.id;
  for (const unit of fc.sample(anyUnit, { numRuns: 40, seed: 25 })) await insertUnit(unit);
}, 60_000);
afterAll(() => t.close());

describe('filters and orders of a list (units of a property, against a model)', () => {
  it('paging to the end, in either direction, gives exactly the filtered rows in order, once each', async () => {
    await fc.assert(
      fc.asyncProperty(anyFilter, anyOrder, fc.integer({ min: 1, max: 7 }), fc.boolean(), async (filter, orderBy, size, backwards) => {
        const expected = sorted((await unitsNow()).filter((row) => matches(row, filter)), orderBy).map((row) => row.id);
        expect(await walk(filter, orderBy, size, backwards, async () => {})).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  }, 300_000);

  it('rows inserted between pages neither repeat a row nor hide one that was there, and the pages stay in order', async () => {
    await fc.assert(
      fc.asyncProperty(anyFilter, anyOrder, fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.array(anyUnit, { minLength: 3, maxLength: 3 }), async (filter, orderBy, size, backwards, inserts) => {
        const before = sorted((await unitsNow()).filter((row) => matches(row, filter)), orderBy).map((row) => row.id);
        const ids = await walk(filter, orderBy, size, backwards, async () => {
          const next = inserts.shift();
          if (next) await insertUnit(next);
        });
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.filter((id) => before.includes(id))).toEqual(before);
        const now = new Map((await unitsNow()).map((row) => [row.id, row]));
        expect(ids.every((id) => matches(now.get(id)!, filter))).toBe(true);
        expect(ids).toEqual(sorted(ids.map((id) => now.get(id)!), orderBy).map((row) => row.id));
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

describe('the queries of a landlord dashboard', () => {
  it('invoices overdue and due between two dates, by due date; plain equality (status: OVERDUE) beside operators', async () => {
    const owner = manager;
    const [booking] = await t.sql<{ id: string; unit_id: string }>(
      `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       select $1, gen_random_uuid(), u.id, u.property_id, gen_random_uuid(), '2025-01-01', '2027-01-01', 1000, 'XAF', 'ACTIVE'
       from unit u where u.org_id = $1 limit 1 returning id, unit_id`,
      [owner.orgId],
    );
    const dues = ['2025-12-31', '2026-03-01', '2026-01-01', '2026-03-31', '2026-04-01', '2026-02-15'];
    for (const [n, due] of dues.entries()) {
      await t.sql(
        `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount,
                              gross_amount, period_start, period_end, due_date, status)
         select org_id, gen_random_uuid(), id, property_id, tenant_user_id, 'XAF', 1000, 0, 0, 1000, $3::date, $3::date + 1, $3::date, $4
         from booking where org_id = $1 and id = $2`,
        [owner.orgId, booking!.id, due, n === 1 ? 'CANCELLED' : 'ISSUED'],
      );
    }
    const answer = await data(
      `{ invoices(filter: { status: OVERDUE, dueDate: { gte: "2026-01-01", lt: "2026-04-01" } }, orderBy: { field: DUE_DATE, direction: ASC }) {
           edges { node { dueDate status } } } }`,
      {},
    );
    // ISSUED past its due date is OVERDUE; the cancelled one never is.
    const nodes = nodesOf<{ dueDate: string; status: string }>(answer.invoices);
    expect(nodes.map((node) => node.dueDate)).toEqual(nodes.map((node) => node.dueDate).sort());
    expect(nodes.every((node) => node.status === 'OVERDUE' && node.dueDate >= '2026-01-01' && node.dueDate < '2026-04-01')).toBe(true);
    const expected = dues.filter((due, n) => n !== 1 && due >= '2026-01-01' && due < '2026-04-01');
    const today = new Date().toISOString().slice(0, 10);
    expect(nodes.map((node) => node.dueDate)).toEqual(expected.filter((due) => due < today).sort());
  });

  it('units with at least two bedrooms under 200,000 XAF, and properties found by a word of their name ignoring case and accents', async () => {
    await t.sql(`update property set name = 'Résidence Étoile', city = 'Douala' where org_id = $1 and id = $2`, [manager.orgId, propertyId]);
    const answer = await data(
      `{ properties(filter: { city: "Douala", name: { contains: "ETOILE" } }) {
           edges { node { name units(filter: { bedrooms: { gte: 2 }, rentAmount: { lt: 200000 } }, orderBy: [{ field: RENT_AMOUNT }, { field: BEDROOMS, direction: DESC }]) {
             edges { node { bedrooms rentAmount } } } } } } }`,
      {},
    );
    const [property] = nodesOf<{ name: string; units: unknown }>(answer.properties);
    expect(property!.name).toBe('Résidence Étoile');
    const units = nodesOf<{ bedrooms: number; rentAmount: number }>(property!.units);
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((unit) => unit.bedrooms >= 2 && unit.rentAmount < 200_000)).toBe(true);
    const byPrefix = await data(`{ properties(filter: { name: { startsWith: "resid" }, cityWhere: { contains: "OUAL" } }) { edges { node { id } } } }`, {});
    expect(nodesOf<{ id: string }>(byPrefix.properties).map((node) => node.id)).toEqual([propertyId]);
  });
});

describe('verification records of a property', () => {
  it('filter by status and kind (a draft was never submitted), newest submission first, records never submitted last', async () => {
    for (const [status, submitted] of [['REJECTED', '2026-03-01'], ['APPROVED', '2026-02-01'], ['DRAFT', null], ['REJECTED', '2026-01-01']] as const) {
      await t.sql(
        `insert into verification_record (org_id, id, kind, proof_type, status, property_id, subject_user_id, submitted_at)
         values ($1, gen_random_uuid(), 'PROPERTY_PROOF', 'OWNERSHIP', $2, $3, $4, $5)`,
        [manager.orgId, status, propertyId, manager.userId, submitted],
      );
    }
    const answer = await data(
      `query ($id: UUID!) { property(id: $id) { verificationRecords(filter: { status: { in: [REJECTED, DRAFT] }, kind: { in: [PROPERTY_PROOF] } },
         orderBy: { field: SUBMITTED_AT, direction: DESC }) { edges { node { status submittedAt } } } } }`,
      { id: propertyId },
    );
    const records = nodesOf<{ status: string; submittedAt: string | null }>((answer.property as { verificationRecords: unknown }).verificationRecords);
    expect(records.map((record) => record.submittedAt?.slice(0, 10) ?? null)).toEqual(['2026-03-01', '2026-01-01', null]);
  });
});

describe('the review queue and myKyc', () => {
  it('filter and order beside their own conditions; without orderBy, their own order', async () => {
    const admin = await t.caller(['ADMIN'], { orgId: manager.orgId });
    for (const [status, submitted, subject] of [
      ['SUBMITTED', '2026-01-03', admin.userId],
      ['UNDER_REVIEW', '2026-01-01', randomUUID()],
      ['SUBMITTED', '2026-01-02', randomUUID()],
      ['APPROVED', '2026-01-04', admin.userId],
    ] as const) {
      await t.sql(
        `insert into verification_record (org_id, id, kind, status, subject_user_id, submitted_at) values ($1, gen_random_uuid(), 'OWNER_KYC', $2, $3, $4)`,
        [manager.orgId, status, subject, submitted],
      );
    }
    const submittedOn = (connection: unknown) => nodesOf<{ submittedAt: string }>(connection).map((node) => node.submittedAt.slice(0, 10));
    const lists = async (text: string) => {
      const result = await run(text, {}, admin);
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const queue = await lists(`{
      all: verificationQueue(kind: OWNER_KYC) { edges { node { submittedAt } } }
      submitted: verificationQueue(kind: OWNER_KYC, filter: { status: { eq: SUBMITTED } }, orderBy: { field: SUBMITTED_AT, direction: DESC }) { edges { node { submittedAt } } }
      mine: myKyc(filter: { status: { ne: APPROVED } }) { edges { node { submittedAt } } }
      byAge: myKyc(orderBy: { field: SUBMITTED_AT }) { edges { node { submittedAt } } }
    }`);
    expect(submittedOn(queue.all)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(submittedOn(queue.submitted)).toEqual(['2026-01-03', '2026-01-02']);
    expect(submittedOn(queue.mine)).toEqual(['2026-01-03']);
    expect(submittedOn(queue.byAge)).toEqual(['2026-01-03', '2026-01-04']);
  });
});

describe("an invoice's payments", () => {
  it('filter out reversed ones and by method, largest first', async () => {
    const [invoice] = await t.sql<{ id: string }>(
      `with b as (
         insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
         select $1, gen_random_uuid(), u.id, u.property_id, gen_random_uuid(), '2025-01-01', '2027-01-01', 1000, 'XAF', 'ACTIVE'
         from unit u where u.org_id = $1 and not exists (select 1 from booking b where b.org_id = u.org_id and b.unit_id = u.id)
         limit 1 returning org_id, id, property_id, tenant_user_id)
       insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount,
                            gross_amount, period_start, period_end, due_date, status)
       select org_id, gen_random_uuid(), id, property_id, tenant_user_id, 'XAF', 10000, 0, 0, 10000, '2026-01-01', '2026-02-01', '2026-01-05', 'ISSUED'
       from b returning id`,
      [manager.orgId],
    );
    // Recorded a second apart: recorded_at keeps milliseconds, and rows recorded within one would tie (then by their random ids).
    const payments = [[300, 'CASH', false], [500, 'MOBILE_MONEY', true], [200, 'MOBILE_MONEY', false], [400, 'CASH', false]] as const;
    for (const [index, [amount, method, reversed]] of payments.entries()) {
      await t.sql(
        `insert into payment (org_id, id, invoice_id, amount, method, received_on, recorded_by, recorded_at, reversed_at, reversed_by, reversal_reason)
         values ($1, gen_random_uuid(), $2, $3, $4, '2026-01-05', $5, '2026-01-05T10:00:00Z'::timestamptz + make_interval(secs => $7),
                 case when $6 then now() end, case when $6 then $5::uuid end, case when $6 then 'erreur' end)`,
        [manager.orgId, invoice!.id, amount, method, manager.userId, reversed, index],
      );
    }
    const answer = await data(
      `query ($id: UUID!) { invoice(id: $id) {
         standing: payments(filter: { reversedAt: { isNull: true } }, orderBy: { field: AMOUNT, direction: DESC }) { amount }
         cash: payments(filter: { method: { eq: CASH } }) { amount }
         all: payments { amount } } }`,
      { id: invoice!.id },
    );
    const amounts = (list: unknown) => (list as { amount: number }[]).map((payment) => payment.amount);
    const { standing, cash, all } = answer.invoice as Record<string, unknown>;
    expect(amounts(standing)).toEqual([400, 300, 200]);
    expect(amounts(cash)).toEqual([300, 400]);
    expect(amounts(all)).toEqual([300, 500, 200, 400]);
  });
});

describe('filters given as variables', () => {
  it('run every time, also once the document is compiled (graphql-jit cannot parse a recursive input type)', async () => {
    const text = 'query ($filter: BookingFilter, $invoices: InvoiceFilter) { bookings(filter: $filter) { totalCount } invoices(filter: $invoices) { totalCount } }';
    for (let run = 0; run < 3; run++) {
      const answer = await data(text, { filter: { or: [{ status: 'ACTIVE' }, { not: { endDate: { lt: '2026-01-01' } } }] }, invoices: { and: [{ status: 'OVERDUE' }] } });
      expect(answer.bookings).toEqual({ totalCount: expect.any(Number) });
    }
  });
});

describe('bounds', () => {
  const refusal = async (text: string) => {
    const result = await run(text, {});
    expect(result.data?.properties ?? null).toBeNull();
    return result.errors![0]!.extensions as { code: string; errors?: { path: string; message: string }[] };
  };

  it(`refuses more than ${QUERY_LIMITS.maxNesting} levels of and/or/not, naming where`, async () => {
    const deep = `{ properties(filter: { not: { not: { and: [{ or: [{ not: { id: { eq: "${randomUUID()}" } } }] }] } } }) { edges { node { id } } } }`;
    const error = await refusal(deep);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors![0]!.path).toBe('filter.not.not.and.0.or.0.not');
  });

  it(`refuses an in list longer than ${QUERY_LIMITS.maxListLength} values an order of more than ${QUERY_LIMITS.maxOrderTerms} terms, and a field twice in one order`, async () => {
    const ids = Array.from({ length: QUERY_LIMITS.maxListLength + 1 }, () => `"${randomUUID()}"`).join(',');
    const long = await refusal(`{ properties(filter: { id: { in: [${ids}] } }) { edges { node { id } } } }`);
    expect(long.code).toBe('VALIDATION_FAILED');
    expect(long.errors![0]!.path).toBe('filter.id.in');
    const terms = Array.from({ length: QUERY_LIMITS.maxOrderTerms + 1 }, () => '{ field: NAME }').join(',');
    const order = await refusal(`{ properties(orderBy: [${terms}]) { edges { node { id } } } }`);
    expect(order.code).toBe('VALIDATION_FAILED');
    expect(order.errors![0]!.path).toBe('orderBy');
    const twice = await refusal(`{ properties(orderBy: [{ field: NAME }, { field: NAME, direction: DESC }]) { edges { node { id } } } }`);
    expect(twice.errors![0]).toEqual({ path: 'orderBy.1', message: 'Each field at most once.' });
  });

  it(`refuses a text of more than ${QUERY_LIMITS.maxTextLength} characters in any text condition, and takes one of that many`, async () => {
    const over = 'é'.repeat(QUERY_LIMITS.maxTextLength + 1);
    for (const [condition, path] of [
      [`name: { contains: "${over}" }`, 'filter.name.contains'],
      [`name: { startsWith: "${over}" }`, 'filter.name.startsWith'],
      [`city: "${over}"`, 'filter.city.eq'],
      [`or: [{ name: { in: ["a", "${over}"] } }]`, 'filter.or.0.name.in'],
    ] as const) {
      const error = await refusal(`{ properties(filter: { ${condition} }) { edges { node { id } } } }`);
      expect([condition.slice(0, 20), error.code, error.errors![0]]).toEqual([condition.slice(0, 20), 'VALIDATION_FAILED', { path, message: `At most ${QUERY_LIMITS.maxTextLength} characters.` }]);
    }
    const most = 'é'.repeat(QUERY_LIMITS.maxTextLength);
    expect(await data(`{ properties(filter: { name: { contains: "${most}" } }) { edges { node { id } } } }`, {})).toEqual({ properties: { edges: [] } });
  });

  it(`refuses more than ${QUERY_LIMITS.maxConditions} conditions, at the root and nested in a record`, async () => {
    const conditions = Array.from({ length: QUERY_LIMITS.maxConditions + 1 }, (_, n) => `{ bedrooms: { ne: ${n} } }`).join(',');
    const nested = await run(`query ($id: UUID!) { property(id: $id) { units(filter: { or: [${conditions}] }) { edges { node { id } } } } }`, { id: propertyId });
    expect(nested.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'filter.or.50' }] });
    const root = await refusal(`{ properties(filter: { or: [${conditions.replaceAll('bedrooms', 'id').replace(/ne: (\d+)/g, `ne: "${randomUUID()}"`)}] }) { edges { node { id } } } }`);
    expect(root.code).toBe('VALIDATION_FAILED');
  });

  it('a cursor of one order is refused by another', async () => {
    const first = await data(`{ properties(first: 1, orderBy: { field: NAME }) { pageInfo { endCursor } } }`, {});
    const cursor = (first.properties as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    const result = await run(`query ($after: String) { properties(first: 1, after: $after) { edges { node { id } } } }`, { after: cursor });
    expect(result.errors![0]!.extensions!.code).toBe('VALIDATION_FAILED');
  });
});

describe('safe defaults', () => {
  it('the portfolio query without first (properties -> units -> bookings -> invoices) runs, and reports its cost', async () => {
    const result = await run(
      `{ properties { edges { node { id units { edges { node { id bookings { edges { node { id invoices { edges { node { id dueDate } } } } } } } } } } } } }`,
      {},
    );
    expect(result.errors).toBeUndefined();
    // 50 properties x (1 + 10 units x (1 + 10 bookings x (1 + 10 invoices))).
    expect(result.extensions!.cost).toEqual({ requested: 50 * (1 + 10 * (1 + 10 * (1 + 10))), limit: 100_000 });
    const property = nodesOf<{ id: string; units: unknown }>(result.data!.properties).find((node) => node.id === propertyId)!;
    expect(nodesOf(property.units)).toHaveLength(10);
  });

  it('a refused query reports its cost in the answer too', async () => {
    const result = await run(`{ properties(first: 500) { edges { node { units(first: 500) { edges { node { id } } } } } } }`, {});
    expect(result.errors![0]!.extensions!.code).toBe('QUERY_TOO_COSTLY');
    expect(result.extensions!.cost).toEqual({ requested: 500 * (1 + 500), limit: 100_000 });
  });
});
