import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNamedType,
  getOperationAST,
  type GraphQLInputObjectType,
  type GraphQLInputType,
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
import { bookingAction, createBooking, createProperty, createUnit, CreateKycDoc, isoDay, issueInvoice } from './helpers/fixtures.js';

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

/** One statement counting the rows of every table a request could write (built once, in beforeAll). */
let countEveryTable: string;

async function rowCounts(): Promise<Record<string, number>> {
  return (await t.sql<Record<string, number>>(countEveryTable))[0]!;
}

beforeAll(async () => {
  t = await startTestApp();
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
});
afterAll(() => t.close());

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

/** A value for a GraphQL input type: usually of the right shape, often subtly wrong. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  const wrong = depth > 2 ? anyJson : fc.oneof(anyJson, strings, fc.integer(), fc.double());
  let right: fc.Arbitrary<unknown>;
  if (isListType(type) || (isNonNullType(type) && isListType(type.ofType))) right = fc.array(valueFor(named as GraphQLInputType, depth + 1), { maxLength: 4 });
  else if (isEnumType(named)) right = fc.constantFrom(...named.getValues().map((value) => value.name));
  else if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    right = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    });
  } else {
    right = {
      UUID: idArb(),
      Date: fc.oneof(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), strings),
      Int: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.integer()),
      SafeInt: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeInteger(), fc.double()),
      Float: fc.double(),
      Boolean: fc.boolean(),
    }[named.name] ?? strings;
  }
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: fc.constant(null) });
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
