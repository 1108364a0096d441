import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  getNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  isAbstractType,
  isLeafType,
  isObjectType,
  getOperationAST,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLList,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type NamedTypeNode,
  typeFromAST,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../src/domain/errors.js';
import { schema } from '../src/graphql/schema.js';
import { queryParameters } from '../src/rest/route.js';
import { routes } from '../src/rest/routes.js';
import { nestsDeeperThan } from '../src/server/json-body.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, CreateKycDoc, isoDay, issueInvoice, uploadedMedia } from './helpers/fixtures.js';

/**
 * Property-based tests: random and mutated input to every REST route and
 * every mutation. The generators produce classes of hostile input, not
 * samples: JSON nested past the parser's limit, Object.prototype member names
 * as keys at any level and as query parameters, arrays and strings where
 * objects and numbers go, numbers beyond every range (1e400, 2^64, -0), text
 * with NUL, lone surrogates, only invisible characters or 200,000 characters,
 * path parameters in upper case or not decodable, each with and without a
 * token. Whatever arrives, the answer is never a 5xx, every refusal is a
 * problem with a known code, and a refused request leaves every table as it was.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// A refusal must be one of the client errors of the error model: never INTERNAL or UNAVAILABLE.
const knownCodes = new Set(Object.keys(errorStatus).filter((code) => code !== 'INTERNAL' && code !== 'UNAVAILABLE'));

let t: TestApp;
let callers: Caller[];
const ids: string[] = [];
/** The rows of the org the fixtures make: no answer to the stranger (an ADMIN and MANAGER of another org) may hold one. */
const rowIds: string[] = [];

/** One statement counting the rows of every table a request could write (built once, in beforeAll). */
let countEveryTable: string;

async function rowCounts(): Promise<Record<string, number>> {
  return (await t.sql<Record<string, number>>(countEveryTable))[0]!;
}

beforeAll(async () => {
  // No background work: the checks below compare every table's rows before and after a request, and a billing
  // sweep (its cron, every 5 minutes) or a notification written meanwhile is no write of that request's.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', NOTIFICATIONS_ENABLED: 'false' });
  const tables = await t.sql<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name <> 'mikro_orm_migrations' and table_name not like '%idempotency%'`,
  );
  countEveryTable = `select ${tables.map(({ table_name: name }) => `(select count(*)::int from "${name}") as "${name}"`).join(', ')}`;
  const orgId = randomUUID();
  const [owner, manager, tenant, admin] = await Promise.all(
    (['OWNER', 'MANAGER', 'TENANT', 'ADMIN'] as const).map((role) => t.caller([role], { orgId })),
  );
  const stranger = await t.caller(['ADMIN', 'MANAGER'], { orgId: randomUUID() });
  callers = [owner!, manager!, tenant!, admin!, stranger];
  for (let i = 0; i < 3; i++) {
    const propertyId = await createProperty(t, owner!, `Fuzz ${i}`);
    const unitId = await createUnit(t, owner!, propertyId, `F${i}`);
    const bookingId = await createBooking(t, manager!, { unitId, tenantUserId: tenant!.userId, startDate: isoDay(-10 - 100 * i), endDate: isoDay(50 - 100 * i) });
    ids.push(propertyId, unitId, bookingId);
    if (i === 0) {
      await bookingAction(t, manager!, 'confirm', bookingId);
      ids.push(await issueInvoice(t, manager!, { bookingId, periodStart: isoDay(-10), periodEnd: isoDay(0), dueDate: isoDay(5) }));
    }
  }
  const kyc = await t.graphql(CreateKycDoc, {}, owner!);
  ids.push(kyc.data!.createOwnerKyc.id);
  // The newer records: a positioned property (near), a person, a maintenance request with a comment, a payment, a payout, a paid invoice (its receipt), a file.
  const [propertyId, unitId, bookingId] = ids as [string, string, string];
  const located = await created(owner!, 'mutation { createProperty(input: { name: "Villa Palmiers", type: APARTMENT, city: "Douala", latitude: 4.05, longitude: 9.7 }) { id } }');
  const person = await created(manager!, 'mutation { createPerson(input: { name: "Ɛbɔŋ Fuzz", email: "fuzz@example.com", phone: "+237 6 99 00 00 00" }) { id } }');
  const request = await created(manager!, `mutation { openMaintenanceRequest(input: { unitId: "${unitId}", category: PLUMBING, urgency: URGENT, description: "Fuite sous l'évier" }) { id } }`);
  await created(manager!, `mutation { commentOnMaintenanceRequest(id: "${request}", body: "Plombier prévenu") { id } }`);
  const payment = await created(manager!, `mutation { recordPayment(invoiceId: "${ids[3]}", input: { amount: 1000, method: CASH, receivedOn: "${isoDay(-1)}" }) { id } }`);
  const payout = await created(manager!, `mutation { recordOwnerPayout(input: { ownerUserId: "${owner!.userId}", amount: 500, currency: "XAF", paidOn: "${isoDay(-1)}" }) { id } }`);
  const paidInvoice = await issueInvoice(t, manager!, { bookingId, periodStart: isoDay(0), periodEnd: isoDay(10), dueDate: isoDay(5) });
  await created(tenant!, `mutation { payInvoice(id: "${paidInvoice}") { id } }`);
  ids.push(located, person, request, payment, payout, paidInvoice);
  ids.push(await uploadedMedia(t, owner!, { ownerType: 'PROPERTY', ownerId: propertyId, bytes: Buffer.from('%PDF-1.7 '.padEnd(4096, 'x')) }));
  // A stranger seeing any of these rows in an answer is a leak; the user ids below may be echoed from its own arguments.
  rowIds.push(...ids);
  ids.push(owner!.userId, tenant!.userId);
  // Cursors of every list, in its default order and in others (a search's rank, a near query's distance, an orderBy).
  const lists = await run(
    admin!,
    `{ properties { edges { cursor node { units(first: 1) { edges { cursor } } verificationRecords(first: 1) { edges { cursor } } } } }
       searched: properties(search: "palmiers") { edges { cursor } } near: properties(near: { latitude: 4, longitude: 9.7, radiusKm: 50 }) { edges { cursor } }
       byName: properties(orderBy: { field: NAME, direction: DESC }) { edges { cursor } }
       bookings(first: 1) { edges { cursor node { invoices(first: 1) { edges { cursor } } } } } invoices(first: 1) { edges { cursor } }
       maintenanceRequests { edges { cursor node { comments { edges { cursor } } } } } people(first: 1) { edges { cursor } }
       notifications(first: 1) { edges { cursor } } verificationQueue(first: 1) { edges { cursor } } }`,
  );
  const owned = await run(owner!, '{ myKyc { edges { cursor node { history { edges { cursor } } } } } }');
  const collect = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, member] of Object.entries(value)) if (key === 'cursor') cursors.push(member as string); else collect(member);
  };
  collect([lists, owned]);
});

/** Runs a GraphQL document as the caller and answers its data; fixtures only (any error fails the suite's setup). */
async function run(caller: Caller, query: string): Promise<unknown> {
  const result = (await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query } })).json();
  if (result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The id of what a one-field mutation made. */
const created = async (caller: Caller, mutation: string) => (Object.values((await run(caller, mutation)) as object)[0] as { id: string }).id;

const anyJson = fc.jsonValue({ maxDepth: 3 });
/** Text that breaks naive handling: NUL, lone surrogates, invisible-only, very long, markup, SQL, numbers as text. */
const strings = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', 'null', '2026-02-30', 'XAF', '-1', '1e309', '<script>', "' or 1=1 --", 'a\u0000b', '\u0000', '\ud800', 'x\udfffy'),
  fc.constantFrom('\u200b', '\u200b\u2060\ufeff', '\u00a0\u3000', '\u202e', 'e\u0301'),
  fc.integer({ min: 1000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);
/** Ids of rows that exist (known once the fixtures are made), in upper case too, random uuids, and strings that are no uuid at all. */
const idArb = () =>
  fc.oneof(
    fc.constantFrom(...ids),
    fc.constantFrom(...ids).map((id) => id.toUpperCase()),
    fc.uuid(),
    strings.filter((s) => s.isWellFormed() && !/[/?#%]/.test(s)),
  );

/** Names of Object.prototype members: a lookup keyed by client input must not find them. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', '__lookupSetter__'];
/** JSON numbers at and beyond what JavaScript, GraphQL Int and PostgreSQL hold. */
const EDGE_NUMBERS = ['1e308', '-1e308', '1e400', '-1e400', '1e-400', '18446744073709551616', '9007199254740993', '2147483648', '-2147483649', '-0', '0.5', '1E2'];

/** A JSON text (not a value: so that "__proto__" and repeated keys reach the server as sent) with keys from `keys`. */
function jsonText(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, ...keys), fc.string({ maxLength: 8 }));
  const leaf = fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS, 'true', 'false', 'null', '{}', '[]'),
    fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map((n) => JSON.stringify(n)),
    fc.oneof(strings, idArb()).map((text) => JSON.stringify(text)),
  );
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(',')}]`),
    object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((members) => `{${members.map(([name, member]) => `${JSON.stringify(name)}:${member}`).join(',')}}`),
  }));
  return value;
}

/** Arrays and objects nested from a few levels to far past the parser's limit of 64. */
const deepJson = fc
  .tuple(fc.integer({ min: 2, max: 12_000 }), fc.constantFrom('[', '{"a":', '{"__proto__":', '[{"constructor":'), fc.constantFrom('1', '"x"', '{}', '[]', 'null'))
  .map(([levels, open, leaf]) => {
    const close = open.startsWith('[{') ? '}]' : open.startsWith('{') ? '}' : ']';
    return open.repeat(levels) + leaf + close.repeat(levels);
  });

/** The GraphQL input type of each of a route's variables. */
function variableTypes(route: (typeof routes)[number]): Map<string, GraphQLInputType> {
  const operation = getOperationAST(route.operation);
  return new Map((operation?.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, typeFromAST(schema, definition.type as NamedTypeNode) as GraphQLInputType]));
}

/** A body for a route: usually of the route's shape, often subtly or grossly wrong, or none at all. */
function bodyFor(route: (typeof routes)[number]): fc.Arbitrary<string | undefined> {
  const types = variableTypes(route);
  const fields = typeof route.body === 'object' ? route.body : {};
  const typed =
    typeof route.body === 'string'
      ? valueFor(types.get(route.body)!).map((value) => JSON.stringify(value))
      : fc.record(Object.fromEntries(Object.entries(fields).map(([field, variable]) => [field, valueFor(types.get(variable)!)])), { requiredKeys: [] }).map((value) => JSON.stringify(value));
  const fieldNames = typeof route.body === 'string' ? Object.keys((getNamedType(types.get(route.body)!) as GraphQLInputObjectType).getFields()) : Object.keys(fields);
  return fc.oneof(
    { weight: 3, arbitrary: typed },
    { weight: 3, arbitrary: jsonText(fieldNames) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '{}') },
  );
}

/** Path parameters: ids (upper case too), garbage, and percent-escapes that decode to nothing valid. */
const pathParam = () =>
  fc.oneof(
  { weight: 4, arbitrary: idArb().map((id) => encodeURIComponent(id)) },
  { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%00', '%', '%zz', '..', '%2F', '%2e%2e', 'a'.repeat(101), '%F0%9F%98%80') },
);

/** Query parameters as pairs (a name may repeat), named by the route, by Object.prototype, or anything. */
function queryFor(route: (typeof routes)[number]): fc.Arbitrary<[string, string][]> {
  const name = fc.oneof(fc.constantFrom(...Object.keys(queryParameters(route)), 'limit', 'cursor'), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 8 }));
  const value = fc.oneof(strings.filter((s) => s.length < 5000), idArb(), fc.constantFrom(...EDGE_NUMBERS, '1', '500', '501', '0'));
  return fc.array(fc.tuple(name, value), { maxLength: 3 });
}

/** Calendar dates at and past every bound: the supported range's ends, leap days, impossible days, years of 5 digits, other formats. */
const dates = fc.oneof(
  { weight: 3, arbitrary: fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('1900-01-01', '1899-12-31', '2199-12-31', '2200-01-01', '0000-01-01', '0001-01-01', '9999-12-31', '+010000-01-01', '-000001-01-01', '2024-02-29', '2026-02-29', '2026-13-01', '2026-04-31', '2026-1-1', '2026-01-01T00:00:00Z', '20260101', '١٢٣٤-٠١-٠١'),
  },
  { weight: 1, arbitrary: strings },
);
/** Timestamps likewise: the ends of what JavaScript's Date and PostgreSQL hold, time zones, leap seconds. */
const timestamps = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-06-30T23:59:60Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '4714-11-24T00:00:00Z', '2026-01-01T00:00:00+14:00', '2026-01-01', 'now', 'infinity'),
  strings,
);
/** Floats at and past every bound (latitudes, longitudes, radii): poles, antimeridian, a hair beyond, -0, subnormals, infinities (sent as 1e400). */
const floats = fc.oneof(
  fc.double(),
  fc.constantFrom(90, -90, 90.000000001, -90.000000001, 180, -180, 180.000000001, 0, -0, 5e-324, 1e-9, 500, 500.000000001, 1e308, -1e308, 4.05, 9.7, Infinity, -Infinity, NaN),
);
/** Page sizes at and past their bounds (0 to 500), and past Int. */
const pageSizes = fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constantFrom(499, 500, 501, 2147483647, -2147483648), fc.integer());
/** Text a search box might get: its own syntax unbalanced, stop words only, combining marks, emoji, right-to-left, at and past 200 characters. */
const searchText = fc.oneof(
  strings.filter((s) => s.length < 1000),
  fc.constantFrom('"', '""', '"unterminated', '-', '- -', '-"a b"', 'or', 'OR or or', 'le la les de', '!', ':*', '&|!()', '<->', '\\', "'", '%', '_', 'villa:*', 'a & b | !c'),
  fc.constantFrom('\u0301', '\u{1F600}', '\u05D0\u05D1', 'İstanbul', 'STRASSE ß', 'ﬁ', 'Ⅻ', '\ufffd', 'Yaoundé', 'x'.repeat(200), 'x'.repeat(201), 'é'.repeat(200), '\u{1F600}'.repeat(100), '\u{1F600}'.repeat(101), 'e\u0301'.repeat(100)),
  fc.array(fc.constantFrom('"', '-', 'or', 'villa', 'palmier', '(', ')', '&', '|', '!', ':', '*', '\u200b', 'douala'), { maxLength: 12 }).map((words) => words.join(' ')),
);

/** Cursors: real ones of every list (filled in beforeAll), cut, joined, re-signed over odd keys, and text that is no cursor. */
const cursors: string[] = [];
const cursorArb = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...cursors) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...cursors), fc.integer({ min: 1, max: 30 })).map(([cursor, cut]) => cursor.slice(0, -cut)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...cursors), fc.constantFrom(...cursors)).map(([a, b]) => a.slice(0, 10) + b.slice(10)) },
    { weight: 1, arbitrary: fc.constantFrom(...cursors).map((cursor) => cursor.toUpperCase()) },
    { weight: 1, arbitrary: strings.filter((s) => s.length < 2000) },
  );

/** Overrides by argument or field name, where the name says more than the type. */
function namedValue(name: string | undefined, type: GraphQLInputType): fc.Arbitrary<unknown> | undefined {
  const named = getNamedType(type).name;
  if ((name === 'after' || name === 'before') && named === 'String') return cursorArb();
  if ((name === 'first' || name === 'last') && named === 'Int') return pageSizes;
  if (name === 'search' || name === 'contains' || name === 'startsWith') return searchText;
  return undefined;
}

/** A filter nested `levels` deep in and/or/not (past its limit of 4 too), around one condition. */
function nestedFilter(type: GraphQLInputObjectType): fc.Arbitrary<unknown> {
  const leafFields = Object.values(type.getFields()).filter((field) => !['and', 'or', 'not'].includes(field.name));
  const leaf = fc.constantFrom(...leafFields).chain((field) => valueFor(field.type, 4, field.name, true).map((value) => ({ [field.name]: value })));
  // Lists of one condition at any depth; of two, at most 2^8 leaves, the JSON of which stays small.
  const levels = (width: number, maxLength: number) => fc.tuple(fc.constant(width), fc.array(fc.constantFrom('and', 'or', 'not'), { minLength: 1, maxLength }));
  return fc
    .tuple(leaf, fc.oneof(levels(1, 40), levels(2, 8)))
    .map(([condition, [width, nesting]]) => nesting.reduce<unknown>((inner, level) => ({ [level]: level === 'not' ? inner : Array<unknown>(width).fill(inner) }), condition));
}

/**
 * A value for a GraphQL input type: usually of the right shape, often subtly wrong; `typed`, always of
 * its type (so that a field with many arguments gets past validation to its resolver), its values still at and past every bound.
 */
function valueFor(type: GraphQLInputType, depth = 0, name?: string, typed = false): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const wrong = depth > 2 ? anyJson : fc.oneof(anyJson, strings, fc.integer(), fc.double());
  let right: fc.Arbitrary<unknown>;
  if (isListType(type) || (isNonNullType(type) && isListType(type.ofType))) {
    const item = valueFor(isNonNullType(type) ? (type.ofType as GraphQLList<GraphQLInputType>).ofType : (type as GraphQLList<GraphQLInputType>).ofType, depth + 1, undefined, typed);
    right = fc.oneof(
      { weight: 4, arbitrary: fc.array(item, { maxLength: 4 }) },
      // orderBy past its 3 terms, `in` past its 100 values, and far past: the same value repeated, so that building it costs nothing.
      { weight: 1, arbitrary: fc.tuple(isLeafType(named) ? item.filter((value) => jsonOf(value).length < 100) : item, fc.constantFrom(3, 4, 12, ...(isLeafType(named) ? [100, 101, 5000] : []))).map(([value, length]) => Array<unknown>(length).fill(value)) },
    );
  } else if (isEnumType(named)) right = fc.constantFrom(...named.getValues().map((value) => value.name));
  else if (isInputObjectType(named)) {
    // Recursive inputs (a filter's and/or/not) stop at a few levels here; nestedFilter goes past the limit on purpose.
    const fields = Object.values(named.getFields()).filter((field) => depth < 4 || !isInputObjectType(getNamedType(field.type)));
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1, field.name, typed)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
    right = 'and' in named.getFields() && depth < 4 ? fc.oneof({ weight: 3, arbitrary: record }, { weight: 1, arbitrary: nestedFilter(named) }) : record;
  } else {
    right =
      namedValue(name, type) ??
      {
        UUID: idArb(),
        ID: idArb(),
        Date: dates,
        DateTime: timestamps,
        Int: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.integer()),
        SafeInt: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeInteger(), fc.double()),
        Float: floats,
        Boolean: fc.boolean(),
      }[named.name] ??
      strings;
  }
  if (typed) return isNonNullType(type) ? right : fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) });
}

/** JSON text of a value, with what JSON cannot spell spelt as a parser reads it: infinities as 1e400 (JSON.parse gives Infinity), -0 as -0, NaN as null. */
function jsonOf(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'null' : !Number.isFinite(value) ? `${value > 0 ? '' : '-'}1e400` : Object.is(value, -0) ? '-0' : String(value);
  if (Array.isArray(value)) return `[${value.map(jsonOf).join(',')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.entries(value).map(([key, member]) => `${JSON.stringify(key)}:${jsonOf(member)}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The same value written into the document as a GraphQL literal (enum values bare, infinities as 1e400), where parseLiteral reads it rather than parseValue. */
function literalOf(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return Number.isNaN(value) ? 'null' : Number.isFinite(value) ? String(value) : value > 0 ? '1e400' : '-1e400';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return isEnumType(named) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) {
    const item = isListType(type) ? type.ofType : isNonNullType(type) && isListType(type.ofType) ? type.ofType.ofType : type;
    return `[${value.map((member) => literalOf(member, item as GraphQLInputType)).join(', ')}]`;
  }
  const fields = isInputObjectType(named) ? named.getFields() : {};
  return `{${Object.entries(value as object)
    .filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key))
    .map(([key, member]) => `${key}: ${literalOf(member, fields[key]?.type ?? named)}`)
    .join(', ')}}`;
}

function expectRefusalShape(status: number, contentType: string, body: string) {
  expect(status, body).toBeLessThan(500);
  if (status < 400) return;
  expect(contentType).toContain('application/problem+json');
  const problem = JSON.parse(body);
  expect(knownCodes.has(problem.code), body).toBe(true);
  expect(problem.status).toBe(status);
}

describe('random input to every REST route, with and without a token', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            caller: fc.constantFrom<Caller | null>(...callers, null),
            params: fc.record(Object.fromEntries(Object.keys(route.params ?? {}).map((name) => [name, pathParam()]))),
            query: queryFor(route),
            body: bodyFor(route),
            idempotencyKey: fc.option(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 })),
          }),
          async ({ caller, params, query, body, idempotencyKey }) => {
            const before = await rowCounts();
            const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(params[name]));
            const search = new URLSearchParams(query).toString();
            const withBody = route.method === 'POST' && body !== undefined;
            const response = await t.rest(route.method, `${path}${search ? `?${search}` : ''}`, {
              caller,
              headers: { ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }), ...(withBody ? { 'content-type': 'application/json' } : {}) },
              ...(withBody ? { body } : {}),
            });
            expectRefusalShape(response.statusCode, String(response.headers['content-type']), response.body);
            if (response.statusCode >= 400) expect(await rowCounts()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('random JSON to the other JSON routes', () => {
  for (const url of ['/graphql', '/auth/token']) {
    it(`POST ${url} never fails on the server's side`, async () => {
      const body = fc.oneof(jsonText(['query', 'variables', 'operationName', 'orgId', 'roles', 'userId']), deepJson);
      await fc.assert(
        fc.asyncProperty(body, fc.constantFrom<Caller | null>(...callers, null), async (payload, caller) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
            payload,
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('the nesting pre-scan agrees with the depth JSON.parse finds, brackets and escapes inside strings included', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    const bracketyText = fc.constantFrom('[', ']', '{', '}', '"', '\\', ':', ',', 'a');
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8, stringUnit: bracketyText }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });
});

describe('random variables to every mutation', () => {
  const mutations = Object.values(schema.getMutationType()!.getFields());
  for (const field of mutations) {
    it(field.name, async () => {
      const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const returned = getNamedType(field.type);
      const selection = 'getFields' in returned && 'id' in returned.getFields() ? '{ id }' : '{ __typename }';
      const query = `mutation Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), { requiredKeys: [] }),
          async (caller, variables) => {
            const before = await rowCounts();
            const response = await t.app.inject({
              method: 'POST',
              url: '/graphql',
              headers: { authorization: `Bearer ${caller.token}` },
              payload: { query, variables },
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            const result = response.json();
            for (const error of result.errors ?? []) expect(knownCodes.has(error.extensions?.code), response.body).toBe(true);
            if (result.errors?.length) expect(await rowCounts()).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

/** Longer than this is a stall, not an answer: every request here reads a few rows (generous, for a loaded CI machine). */
const STALL_MS = 10_000;

/** POSTs a GraphQL request and checks what every answer must be: no 5xx, known codes only, in time, nothing of the org for the stranger. */
async function graphqlAnswer(caller: Caller | null, payload: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(caller ? { authorization: `Bearer ${caller.token}` } : {}), ...headers },
    payload,
  });
  expect(performance.now() - started, payload.slice(0, 2000)).toBeLessThan(STALL_MS);
  expect(response.statusCode, response.body.slice(0, 2000)).toBeLessThan(500);
  // Incremental answers are several JSON parts: their codes are read from the text.
  for (const [, code] of response.body.matchAll(/"code":"([A-Z_]+)"/g)) expect(knownCodes.has(code!), `${payload.slice(0, 2000)}\n${response.body.slice(0, 4000)}`).toBe(true);
  if (caller === callers[4]) {
    // Messages may echo the ids asked; data may not hold a row of another org.
    const answered = response.body.replace(/"message":"(?:[^"\\]|\\.)*"/g, '').toLowerCase();
    const asked = payload.toLowerCase();
    for (const id of rowIds) expect(answered.includes(id) && !asked.includes(id), `leak of ${id}: ${payload.slice(0, 2000)}\n${response.body.slice(0, 2000)}`).toBe(false);
  }
  return response;
}

/** How a query reaches each object type: the shortest chain of fields from Query that need no argument (through `... on` for interfaces and unions). */
function pathsToTypes(): Map<GraphQLObjectType, (inner: string) => string> {
  const query = schema.getQueryType()!;
  const reach = new Map<GraphQLObjectType, (inner: string) => string>([[query, (inner) => inner]]);
  const queue = [query];
  for (let type = queue.shift(); type; type = queue.shift()) {
    const wrap = reach.get(type)!;
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
      const target = getNamedType(field.type);
      const objects = isObjectType(target) ? [target] : isAbstractType(target) ? schema.getPossibleTypes(target) : [];
      for (const object of objects.filter((object) => !reach.has(object))) {
        reach.set(object, (inner) => wrap(`${field.name} { ${object === target ? inner : `... on ${object.name} { ${inner} }`} }`));
        queue.push(object);
      }
    }
  }
  return reach;
}

/** The fields of a field's answer worth reading: its scalars, and a connection's edges with their cursors and nodes' scalars. */
function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return isAbstractType(named) ? '{ __typename }' : '';
  const fields = named.getFields();
  const leaves = Object.values(fields).filter((field) => !field.args.length && isLeafType(getNamedType(field.type))).map((field) => field.name);
  const edges = fields.edges && fields.pageInfo ? ` edges { cursor node ${selectionOf((getNamedType(fields.edges.type) as GraphQLObjectType).getFields().node!.type)} } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }` : '';
  return `{ __typename ${leaves.join(' ')}${edges} }`;
}

describe('random arguments to every query field that takes any', () => {
  for (const [type, wrap] of pathsToTypes()) {
    for (const field of Object.values(type.getFields()).filter((field) => field.args.length)) {
      it(`${type.name}.${field.name}`, async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...callers),
            fc.boolean().chain((typed) => fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type, 0, arg.name, typed)])), { requiredKeys: typed ? field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name) : [] })),
            fc.boolean(),
            async (caller, values, inline) => {
              // As variables (parseValue reads them) or written into the document (parseLiteral does).
              const given = field.args.filter((arg) => arg.name in values);
              const args = given.map((arg) => `${arg.name}: ${inline ? literalOf(values[arg.name], arg.type) : `$${arg.name}`}`).join(', ');
              const definitions = inline ? '' : given.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
              const query = `query Fuzz${definitions ? `(${definitions})` : ''} { ${wrap(`${field.name}${args ? `(${args})` : ''} ${selectionOf(field.type)}`)} }`;
              const before = await rowCounts();
              await graphqlAnswer(caller, `{"query":${JSON.stringify(query)},"variables":${inline ? '{}' : jsonOf(values)}}`);
              expect(await rowCounts()).toEqual(before);
            },
          ),
          { numRuns: RUNS },
        );
      });
    }
  }
});

describe('persisted documents named by odd hashes', () => {
  const manifest = Object.entries(JSON.parse(readFileSync(new URL('../src/generated/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>);
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const hash = fc.oneof(
    fc.constantFrom(...manifest.map(([known]) => known)),
    fc.constantFrom(...manifest.map(([known]) => known)).map((known) => known.toUpperCase()),
    fc.constantFrom(...manifest.map(([known]) => known)).map((known) => `sha256:${known}`),
    fc.constantFrom(...manifest.map(([known]) => known)).map((known) => known.slice(0, 63)),
    fc.string().map(sha256),
    fc.oneof(anyJson, strings, fc.constantFrom('', '0'.repeat(64), 'g'.repeat(64), '__proto__', 'constructor')),
  );
  const persistedQuery = fc.record({ version: fc.oneof(fc.constantFrom(1, 2, 0, '1', null), anyJson), sha256Hash: hash }, { requiredKeys: [] });
  const extensions = fc.oneof({ weight: 4, arbitrary: fc.record({ persistedQuery: fc.oneof(persistedQuery, anyJson) }) }, { weight: 1, arbitrary: anyJson });
  // The manifest's document, another one, a new one (its hash then learnt), or none.
  const query = fc.option(fc.oneof(fc.constantFrom(...manifest.map(([, text]) => text)), fc.constantFrom('{ me { userId } }', `{ __typename ${'a: __typename '.repeat(2000)}}`), strings), { nil: undefined });

  const askEach = (app: () => TestApp) =>
    fc.asyncProperty(fc.record({ query, extensions, variables: fc.option(anyJson, { nil: undefined }) }, { requiredKeys: [] }), fc.constantFrom<Caller | null>(...callers), fc.boolean(), async (body, caller, viaGet) => {
      const headers = caller ? { authorization: `Bearer ${caller.token}` } : {};
      const before = await rowCounts();
      const started = performance.now();
      const response = viaGet
        ? await app().app.inject({ method: 'GET', url: `/graphql?${new URLSearchParams(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)])).toString()}`, headers })
        : await app().app.inject({ method: 'POST', url: '/graphql', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
      expect(performance.now() - started).toBeLessThan(STALL_MS);
      expect(response.statusCode, response.body).toBeLessThan(500);
      for (const [, code] of response.body.matchAll(/"code":"([A-Z_]+)"/g)) expect(knownCodes.has(code!), response.body).toBe(true);
      expect(await rowCounts()).toEqual(before);
    });

  it('with automatic persisted queries (the default)', async () => {
    await fc.assert(askEach(() => t), { numRuns: RUNS * 4 });
  });

  describe('with only the manifest’s documents', () => {
    let only: TestApp;
    beforeAll(async () => {
      only = await startTestApp({ PERSISTED_DOCUMENTS_FILE: fileURLToPath(new URL('../src/generated/persisted-documents.json', import.meta.url)), PERSISTED_DOCUMENTS_ONLY: 'true' });
    });
    afterAll(() => only.close());
    it('refuses or runs, never a 5xx', async () => {
      // Its own database: the callers' tokens still verify (one sandbox key), and rowCounts reads the suite's (unchanged by it).
      await fc.assert(askEach(() => only), { numRuns: RUNS * 2 });
    });
  });
});

describe('the file routes: odd ids, ranges and headers', () => {
  /** Headers a download may carry: ranges of every shape, conditions, languages and media types past reason. */
  const headers = fc.record(
    {
      range: fc.oneof(fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=0-', 'bytes=5-1', 'bytes=999999999999999999999-', 'bytes=-0', 'bytes=0-1,2-3', `bytes=${'0-0,'.repeat(1000)}0-0`, 'items=0-1', 'bytes=', 'bytes=a-b'), strings.filter((s) => [...s].every((c) => c >= ' ' && c <= '~'))),
      'if-range': fc.constantFrom('"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', 'garbage'),
      'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"', ''),
      'if-modified-since': fc.constantFrom('Wed, 21 Oct 2015 07:28:00 GMT', 'yesterday', '0'),
      'accept-language': fc.constantFrom('en', 'fr-CM,fr;q=0.9,en;q=0.8', '*', 'en;q=NaN', 'en;q=1e400', 'zz', `${'en,'.repeat(2000)}fr`, ''),
      accept: fc.constantFrom('application/pdf', 'text/csv', 'application/json', '*/*', 'image/*', 'text/html;q=0', ''),
    },
    { requiredKeys: [] },
  );
  const query = (names: string[]) =>
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names, 'lang'), fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ maxLength: 8 })), fc.oneof(dates, fc.constantFrom('fr', 'en', 'FR', 'de', ''), strings.filter((s) => s.length < 5000))), { maxLength: 4 });
  const downloads = [
    { path: (id: string) => `/api/v1/invoices/${id}/receipt`, names: [] as string[] },
    { path: (id: string) => `/api/v1/owners/${id}/statement.pdf`, names: ['from', 'to'] },
    { path: (id: string) => `/api/v1/owners/${id}/statement.csv`, names: ['from', 'to'] },
    { path: (id: string) => `/media/${id}/content`, names: [] as string[] },
  ];
  for (const download of downloads) {
    it(`GET ${download.path(':id')}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom<Caller | null>(...callers, null), pathParam(), query(download.names), headers, async (caller, id, pairs, sent) => {
          const started = performance.now();
          const response = await t.app.inject({
            method: 'GET',
            url: `${download.path(id)}${pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''}`,
            headers: { ...sent, ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
          });
          expect(performance.now() - started).toBeLessThan(STALL_MS);
          expectRefusalShape(response.statusCode, String(response.headers['content-type']), response.body);
          if (caller === callers[4] && response.statusCode < 300) for (const rowId of rowIds) expect(response.body.toLowerCase().includes(rowId), `leak of ${rowId}`).toBe(false);
        }),
        { numRuns: RUNS * 2 },
      );
    });
  }
});
describe('@defer and @stream with odd arguments, in odd places', () => {
  const count = fc.oneof(fc.constant(''), fc.constantFrom('initialCount: 0', 'initialCount: 1', 'initialCount: -1', 'initialCount: 500', 'initialCount: 501', 'initialCount: 2147483647', 'initialCount: -2147483648', 'initialCount: 1.5', 'initialCount: "1"', 'initialCount: null', 'initialCount: $count'));
  const label = fc.oneof(fc.constant(''), fc.constantFrom('label: "a"', 'label: ""', 'label: null', 'label: $label', `label: "${'x'.repeat(10_000)}"`, 'label: "\\u0000"'));
  const condition = fc.constantFrom('', 'if: true', 'if: false', 'if: null', 'if: $flag', 'if: "yes"');
  const directive = (name: string, ...parts: fc.Arbitrary<string>[]) =>
    fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 4, arbitrary: fc.tuple(...parts).map((args) => `@${name}${args.some(Boolean) ? `(${args.filter(Boolean).join(', ')})` : ''}`) });
  const stream = directive('stream', count, label, condition);
  const defer = directive('defer', label, condition);
  const documents = fc.oneof(
    fc.tuple(stream, defer, stream).map(([outer, deferred, inner]) => `query { properties(first: 3) { edges ${outer} { node { id ... ${deferred} { name units { edges ${inner} { node { id label } } } } } } } }`),
    fc.tuple(stream, defer).map(([streamed, deferred]) => `query { nodes(ids: ${JSON.stringify(rowIds)}) ${streamed} { id ... on Property ${deferred} { name } } }`),
    fc.tuple(stream, defer).map(([streamed, deferred]) => `query { ...Requests ${deferred} ...Requests ${deferred} } fragment Requests on Query { maintenanceRequests { edges ${streamed} { node { id comments { edges { node { body } } } } } } }`),
    fc.tuple(defer, defer).map(([a, b]) => `query { ... ${a} { ownerStatement(input: { from: "2026-01-01", to: "2026-02-01" }) { __typename } } ... ${b} { ... ${b} { me { userId } } } }`),
    fc.tuple(stream, defer).map(([streamed, deferred]) => `query { me ${streamed} { userId } maintenanceServiceLevels ${streamed} { __typename } ... ${deferred} { billingPolicy { __typename } } }`),
    fc.tuple(stream, defer).map(([streamed, deferred]) => `mutation { createOwnerKyc { ... ${deferred} { id history { edges ${streamed} { node { __typename } } } } } }`),
  );
  const variables = fc.record(
    { count: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 501, 1.5, '1', true)), label: fc.oneof(strings, fc.constant(null)), flag: fc.oneof(fc.boolean(), fc.constantFrom(null, 'yes', 0)) },
    { requiredKeys: [] },
  );
  const declared = { count: '$count: Int = 1', label: '$label: String', flag: '$flag: Boolean = true' };

  it('answer in parts or refuse, never a 5xx, a stall, or a write with a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(
        documents,
        variables,
        fc.constantFrom<Caller | null>(...callers),
        fc.constantFrom('multipart/mixed', 'text/event-stream', 'application/json', 'application/graphql-response+json', 'multipart/mixed; deferSpec=20220824', '*/*'),
        async (document, values, caller, accept) => {
          // Variables are declared where the document uses them (an unused one is a validation error that would hide the rest).
          const used = (Object.keys(declared) as (keyof typeof declared)[]).filter((name) => document.includes(`$${name}`));
          const query = used.length ? document.replace(/^(query|mutation)/, `$1 (${used.map((name) => declared[name]).join(', ')})`) : document;
          const before = await rowCounts();
          const response = await graphqlAnswer(caller, `{"query":${JSON.stringify(query)},"variables":${jsonOf(values)}}`, { accept });
          if (response.body.includes('"errors"')) expect(await rowCounts()).toEqual(before);
          // A part-delivered answer's scope ends with its last part: no connection is left in a transaction.
          const held = await t.sql<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
          expect(held[0]!.n, `${query} ${JSON.stringify(values)} ${accept}\n${response.body.slice(0, 1500)}`).toBe(0);
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });
});

