import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../src/domain/errors.js';
import { schema } from '../src/graphql/schema.js';
import { routes } from '../src/rest/routes.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

/**
 * Property-based tests: random and mutated input to every REST route and
 * every mutation. Whatever arrives, the answer is never a 5xx, every refusal
 * carries a known code, and a refused request leaves every table as it was.
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
    ids.push(propertyId, await createUnit(t, owner!, propertyId, `F${i}`));
  }
});
afterAll(() => t.close());

const anyJson = fc.jsonValue({ maxDepth: 3 });
const strings = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', 'null', '2026-02-30', 'XAF', '-1', '1e309', '<script>', "' or 1=1 --", 'a\u0000b', '\ud800'),
);
/** Ids of rows that exist (known once the fixtures are made), random uuids, and strings that are no uuid at all. */
const idArb = () => fc.oneof(fc.constantFrom(...ids), fc.uuid(), strings.filter((s) => s.isWellFormed() && !/[/?#%]/.test(s)));

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

describe('random input to every REST route', () => {
  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            caller: fc.constantFrom(...callers, null),
            params: fc.record(Object.fromEntries(Object.keys(route.params ?? {}).map((name) => [name, idArb()]))),
            query: fc.dictionary(fc.constantFrom(...Object.keys(route.query ?? {}), 'limit', 'cursor', 'x'), strings, { maxKeys: 3 }),
            body: fc.oneof(
              fc.record(
                Object.fromEntries(Object.keys(typeof route.body === 'object' ? route.body : {}).map((field) => [field, fc.oneof(strings, anyJson)])),
                { requiredKeys: [] },
              ),
              anyJson,
              fc.string().map((text) => ({ raw: text })),
            ),
          }),
          async ({ caller, params, query, body }) => {
            const before = await rowCounts();
            const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const raw = typeof body === 'object' && body !== null && 'raw' in body;
            const response = await t.rest(route.method, `${path}${search ? `?${search}` : ''}`, {
              caller,
              ...(route.method === 'POST'
                ? { body: raw ? String((body as { raw: string }).raw) : JSON.stringify(body), headers: { 'content-type': 'application/json' } }
                : {}),
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
