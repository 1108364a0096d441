import { randomUUID } from 'node:crypto';
import {
  buildSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  parse,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '../src/domain/events/webhooks.js';
import { MAX_PAYMENTS_PER_INVOICE } from '../src/domain/rent/payment.js';
import { REPORT_MAX_LINES, STATEMENT_MAX_LINES } from '../src/domain/rent/reports.js';
import { PAGE_SIZE } from '../src/graphql/connection.js';
import { toPublicError } from '../src/graphql/errors.js';
import { schema } from '../src/graphql/schema.js';
import { limitPlugins, operationCost, type ScanningExtensions, scansRecords } from '../src/graphql/limits.js';
import { loadConfig } from '../src/server/config.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

const PRODUCTION = {
  AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
  AUTH_ISSUER: 'https://idp.example',
  AUTH_AUDIENCE: 'rental',
  UPLOAD_SIGNING_KEY: 'upload-signing-key-0123456789abcdef',
  CURSOR_SIGNING_KEY: 'cursor-signing-key-0123456789abcdef',
};

/** The portfolio query rich clients send: properties > units > bookings > invoices. */
const FULL_PORTFOLIO = `query Portfolio($first: Int) {
  properties(first: $first) { edges { node { id
    units(first: 10) { edges { node { id
      bookings(first: 10) { edges { node { id
        invoices(first: 10) { edges { node { id grossAmount } } }
      } } }
    } } }
  } } }
}`;

/** A resolver-free schema of the product's connection shape, to run the limit plugins alone. */
const fullSchema = buildSchema(`
  type Query { properties(first: Int, after: String): PropertyConnection }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type PropertyConnection { totalCount: Int! pageInfo: PageInfo! edges: [PropertyEdge!]! }
  type PropertyEdge { cursor: String! node: Property! }
  type Property { id: ID! units(first: Int, after: String): UnitConnection! }
  type UnitConnection { edges: [UnitEdge!]! }
  type UnitEdge { node: Unit! }
  type Unit { id: ID! bookings(first: Int, after: String): BookingConnection! }
  type BookingConnection { edges: [BookingEdge!]! }
  type BookingEdge { node: Booking! }
  type Booking { id: ID! invoices(first: Int, after: String): InvoiceConnection! }
  type InvoiceConnection { edges: [InvoiceEdge!]! }
  type InvoiceEdge { node: Invoice! }
  type Invoice { id: ID! grossAmount: Int! }
`);

/** In application/graphql-response+json, whose status codes tell a refused request (4xx) from an executed one (200). */
const post = (t: TestApp, query: string, variables: object = {}, caller?: Caller | null) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { accept: 'application/graphql-response+json', ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
    payload: { query, variables },
  });

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  const propertyId = await createProperty(t, owner);
  await createUnit(t, owner, propertyId, 'A1');
});
afterAll(() => t.close());

describe('default limits', () => {
  const defaults = loadConfig({}).graphql;

  it('let the nested portfolio query of the finished product through (depth and cost)', async () => {
    expect(defaults.maxDepth).toBeGreaterThanOrEqual(13);
    const cost = operationCost(fullSchema, parse(FULL_PORTFOLIO), { first: 20 });
    // The nodes it may return: 20 properties, 10 units each, 10 bookings each, 10 invoices each.
    expect(cost).toBe(20 + 20 * 10 + 20 * 10 * 10 + 20 * 10 * 10 * 10);
    expect(cost).toBeLessThanOrEqual(defaults.maxCost);

    // The real plugins (armor's depth, alias, token and directive rules, and the cost rule) on that schema.
    const run = async (limits: typeof defaults) => {
      const yoga = createYoga({
        schema: fullSchema,
        plugins: limitPlugins(limits, (error) => toPublicError(error, { error: () => undefined })),
        maskedErrors: false,
      });
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: FULL_PORTFOLIO, variables: { first: 20 } }),
      });
      return response.json();
    };
    // No resolvers behind the stand-in schema: null data, but no error, so no limit refused it.
    expect(await run(defaults)).toEqual({ data: { properties: null }, extensions: { cost: { requested: cost, limit: defaults.maxCost } } });
    // The query is 13 levels deep (the leaf field counts): a limit of 12 refuses it.
    expect((await run({ ...defaults, maxDepth: 12 })).errors[0].message).toMatch(/depth limit of 12 exceeded, found 13/);
  });

  it('count page sizes passed as variables, literal ones, and the default page size', () => {
    const query = (first: string) => parse(`query($first: Int) { properties(first: ${first}) { edges { node { id units(first: 10) { edges { node { id } } } } } } }`);
    const fromVariable = operationCost(fullSchema, query('$first'), { first: 50 });
    expect(fromVariable).toBe(operationCost(fullSchema, query('50'), {}));
    expect(operationCost(fullSchema, query('$first'), {})).toBe(operationCost(fullSchema, query(String(PAGE_SIZE.defaultSize)), {}));
    // Larger pages than the resolvers serve (500) count as 500.
    expect(operationCost(fullSchema, query('$first'), { first: 1_000_000 })).toBe(operationCost(fullSchema, query(String(PAGE_SIZE.maxSize)), {}));
    expect(operationCost(fullSchema, query('$first'), { first: 1_000_000 })).toBeGreaterThan(operationCost(fullSchema, query('499'), {}));
  });

  it("count a list at the bound its field declares, and a field's declared cost: whatever grows with one org's data is costly", () => {
    const cost = (query: string) => operationCost(schema, parse(query), {});
    // A report's page counts its lines at their bound whatever first asks; pageInfo is one record.
    for (const report of ['rentRoll(asOf: "2026-01-01", first: 1)', 'arrearsReport(asOf: "2026-01-01", first: 1)', 'maintenanceReport(first: 1)']) {
      expect(cost(`{ ${report} { lines { propertyId } pageInfo { hasNextPage } } }`)).toBe(1 + REPORT_MAX_LINES + 1);
    }
    expect(cost('{ maintenanceReport { lines { byAge { count } } } }')).toBe(1 + REPORT_MAX_LINES * (1 + 4));
    expect(cost('{ ownerStatement(input: { from: "2026-01-01", to: "2026-02-01" }) { lines { amount } } }')).toBe(1 + STATEMENT_MAX_LINES);
    expect(cost(`{ invoice(id: "${randomUUID()}") { payments { id } } }`)).toBe(1 + MAX_PAYMENTS_PER_INVOICE);
    expect(cost(`{ webhookEndpoint(id: "${randomUUID()}") { deliveries(first: 2) { edges { node { log { attemptedAt } } } } } }`)).toBe(1 + 2 * (1 + MAX_DELIVERY_ATTEMPTS));
    expect(cost(`mutation { exportPerson(id: "${randomUUID()}") { document } }`)).toBe(1 + STATEMENT_MAX_LINES);
  });

  it('tell a list that reads every matching record (search, near, contains; literal or by a variable) from one that does not', () => {
    const scans = (query: string, variables: Record<string, unknown> = {}) => scansRecords(schema, parse(query), variables);
    expect(scans('{ properties(first: 5) { edges { node { id } } } }')).toBe(false);
    expect(scans('query($f: PropertyFilter) { properties(first: 5, filter: $f) { edges { node { id } } } }', { f: { name: { startsWith: 'a' } } })).toBe(false);
    expect(scans('query($f: PropertyFilter) { properties(first: 5, filter: $f) { edges { node { id } } } }', { f: { not: [{ name: { contains: 'a' } }] } })).toBe(true);
    expect(scans('{ properties(filter: { or: [{ city: { contains: "ou" } }] }) { edges { node { id } } } }')).toBe(true);
    expect(scans('{ properties(search: "akwa") { edges { node { id } } } }')).toBe(true);
    expect(scans('query($s: String) { properties(search: $s) { edges { node { id } } } }', {})).toBe(false);
    expect(scans('query($n: NearInput) { properties(near: $n) { edges { node { id } } } }', { n: { latitude: 4, longitude: 9, radiusKm: 1 } })).toBe(true);
  });

  it('tell a root list that reads every record of the org by its count, a report, or a field no index leads (filter or order) from one that does not', () => {
    const scans = (query: string, variables: Record<string, unknown> = {}) => scansRecords(schema, parse(query), variables);
    // A root list's count, directly or through a fragment; a nested list's count reads its parent's rows only.
    expect(scans('{ invoices(first: 1) { totalCount } }')).toBe(true);
    expect(scans('{ invoices(first: 1) { ...C } } fragment C on InvoiceConnection { totalCount }')).toBe(true);
    expect(scans('{ properties(first: 5) { edges { node { units(first: 5) { totalCount } } } } }')).toBe(false);
    // A report reads the org's open invoices whatever is selected of it.
    expect(scans('{ arrearsReport(asOf: "2026-11-28") { lineCount } }')).toBe(true);
    expect(scans('{ rentRoll(asOf: "2026-11-28") { lineCount } }')).toBe(true);
    expect(scans('{ maintenanceReport { lineCount } }')).toBe(true);
    // Filters: on an indexed field (due date, status) not; on one no index leads (created), in a literal, a variable, or nested in and/or/not.
    expect(scans('{ invoices(first: 5, filter: { dueDate: { gte: "2026-01-01" }, status: OVERDUE }) { edges { node { id } } } }')).toBe(false);
    expect(scans('{ invoices(first: 1, filter: { createdAt: { lt: "2000-01-01T00:00:00Z" } }) { edges { node { id } } } }')).toBe(true);
    expect(scans('query($f: InvoiceFilter) { invoices(first: 1, filter: $f) { edges { node { id } } } }', { f: { or: [{ dueDate: { lt: '2026-01-01' } }, { paidAt: { isNull: false } }] } })).toBe(true);
    expect(scans('query($f: InvoiceFilter) { invoices(first: 1, filter: $f) { edges { node { id } } } }', { f: { dueDate: { lt: '2026-01-01' } } })).toBe(false);
    expect(scans('query($f: InvoiceFilter) { invoices(first: 1, filter: $f) { edges { node { id } } } }', { f: { createdAt: null } })).toBe(false);
    // Orders: every order a root list offers has its index.
    expect(scans('{ invoices(first: 5, orderBy: { field: DUE_DATE }) { edges { node { id } } } }')).toBe(false);
    expect(scans('{ maintenanceRequests(first: 5, orderBy: [{ field: COMPLETION_DUE_AT, direction: DESC }]) { edges { node { id } } } }')).toBe(false);
    expect(scans('query($o: [BookingOrder!]) { bookings(first: 5, orderBy: $o) { edges { node { id } } } }', { o: [{ field: 'START_DATE' }] })).toBe(false);
    // An order on a field no index leads (in a schema of its own, as this one has none), literal or a variable.
    const ThingField = new GraphQLEnumType({ name: 'ThingField', values: { ID: {}, CREATED_AT: {} } });
    const ThingOrder = new GraphQLInputObjectType({
      name: 'ThingOrder',
      fields: { field: { type: new GraphQLNonNull(ThingField) } },
      extensions: { scanningKeys: ['CREATED_AT'] } satisfies ScanningExtensions,
    });
    const things = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { things: { type: new GraphQLList(GraphQLInt), args: { orderBy: { type: new GraphQLList(new GraphQLNonNull(ThingOrder)) } } } } }),
    });
    const ordered = (query: string, variables: Record<string, unknown> = {}) => scansRecords(things, parse(query), variables);
    expect(ordered('{ things(orderBy: [{ field: CREATED_AT }]) }')).toBe(true);
    expect(ordered('{ things(orderBy: [{ field: ID }]) }')).toBe(false);
    expect(ordered('query($o: [ThingOrder!]) { things(orderBy: $o) }', { o: [{ field: 'ID' }, { field: 'CREATED_AT' }] })).toBe(true);
    expect(ordered('query($o: [ThingOrder!]) { things(orderBy: $o) }', { o: [{ field: 'ID' }] })).toBe(false);
    // A part of a person's name is looked for in every person of the org; an email is looked up by its index.
    expect(scans('{ people(first: 5, filter: { name: "ngo" }) { edges { node { id } } } }')).toBe(true);
    expect(scans('{ people(first: 5, filter: { email: "a@example.test" }) { edges { node { id } } } }')).toBe(false);
  });

  it('count a long text at one per 250 characters it may hold: 100,000 comments of 4,000 characters are no longer 100,000', () => {
    const cost = (query: string) => operationCost(schema, parse(query), {});
    expect(cost('{ properties(first: 20) { edges { node { name amenities } } } }')).toBe(20 * (1 + 20));
    // The outside pass's answer of 465 MB, at cost 99,699 before.
    expect(cost('{ maintenanceRequests(first: 199) { edges { node { id description comments(first: 500) { edges { node { id body } } } } } } }')).toBe(
      199 * (1 + 16 + 500 * (1 + 16)),
    );
    expect(cost(`{ verificationRecord(id: "${randomUUID()}") { reviewNote history(first: 2) { edges { node { note } } } } }`)).toBe(1 + 8 + 2 * (1 + 8));
  });

  it('count nodes only: connections, edges and pageInfo are free; `nodes` counts as `edges { node }`', () => {
    const cost = (query: string) => operationCost(fullSchema, parse(query), {});
    const bare = cost('{ properties(first: 7) { edges { node { id units(first: 3) { edges { node { id } } } } } } }');
    expect(bare).toBe(7 + 7 * 3);
    const wrapped = cost(`{ properties(first: 7) { totalCount pageInfo { hasNextPage endCursor }
      edges { cursor node { id units(first: 3) { edges { node { id } } } } } } }`);
    expect(wrapped).toBe(bare);
    const withNodes = parse('{ properties(first: 7) { nodes { id } } }');
    const nodesSchema = buildSchema(`type Query { properties(first: Int): C } type C { nodes: [P!]! } type P { id: ID! }`);
    expect(operationCost(nodesSchema, withNodes, {})).toBe(7);
    // A fragment spread in an edge or in a node costs the same as written out.
    expect(cost('{ properties(first: 7) { edges { ...E } } } fragment E on PropertyEdge { node { id units(first: 3) { edges { node { id } } } } }')).toBe(bare);
  });

  it('let the dashboard query through and report its cost: the node count', async () => {
    const dashboard = `query Dashboard {
      me { userId }
      properties(first: 50) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name
        units(first: 20) { totalCount edges { node { id label
          bookings(first: 5) { pageInfo { hasNextPage } edges { node { id status
            invoices(first: 12) { edges { node { id grossAmount status } } }
          } } }
        } } }
      } } }
    }`;
    const nodes = 1 + 50 + 50 * 20 + 50 * 20 * 5 + 50 * 20 * 5 * 12; // me, then each level's page of nodes: 66,051
    expect(operationCost(schema, parse(dashboard), {})).toBe(nodes);
    const response = await post(t, dashboard, {}, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    expect(body.extensions).toEqual({ cost: { requested: nodes, limit: defaults.maxCost } });
  });

  it('answer the real portfolio query with first = 20 from a variable', async () => {
    expect(operationCost(schema, parse(FULL_PORTFOLIO), { first: 20 })).toBeLessThanOrEqual(defaults.maxCost);
    const response = await post(t, FULL_PORTFOLIO, { first: 20 }, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.properties.edges[0].node.units.edges[0].node).toEqual({ id: expect.any(String), bookings: { edges: [] } });
  });
});

describe('each limit answers 400 VALIDATION_FAILED naming the limit', () => {
  const expectRefused = async (response: Awaited<ReturnType<typeof post>>, pattern: RegExp) => {
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(pattern);
    expect(error.message).not.toMatch(/^Syntax Error/);
  };

  it('depth', async () => {
    const small = await startTestApp({ GRAPHQL_MAX_DEPTH: '4' });
    try {
      const caller = await small.caller(['OWNER']);
      await expectRefused(await post(small, '{ properties { edges { node { units { edges { node { id } } } } } } }', {}, caller), /depth limit of 4/i);
      const ok = await post(small, '{ properties { edges { node { id } } } }', {}, caller);
      expect(ok.json().errors).toBeUndefined();
    } finally {
      await small.close();
    }
  });

  it('cost, with the page size taken from a variable: QUERY_TOO_COSTLY with the cost and the limit', async () => {
    const small = await startTestApp({ GRAPHQL_MAX_COST: '1000' });
    try {
      const caller = await small.caller(['OWNER']);
      const query = 'query($first: Int) { properties(first: $first) { edges { node { id units(first: 10) { edges { node { id } } } } } } }';
      const refused = await post(small, query, { first: 100 }, caller);
      expect(refused.statusCode).toBe(400);
      const [error] = refused.json().errors;
      expect(error.extensions).toEqual({ code: 'QUERY_TOO_COSTLY', cost: 100 + 100 * 10, limit: 1000 });
      expect(error.message).toMatch(/cost limit of 1000 exceeded, found 1100/i);
      expect(refused.json().data).toBeUndefined();
      const ok = await post(small, query, { first: 5 }, caller);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().errors).toBeUndefined();
      expect(ok.json().extensions).toEqual({ cost: { requested: 5 + 5 * 10, limit: 1000 } });
    } finally {
      await small.close();
    }
  });

  it('aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: me { userId }`).join(' ');
    await expectRefused(await post(t, `{ ${aliases} }`, {}, owner), /aliases limit of 15/i);
  });

  it('tokens', async () => {
    const fields = Array.from({ length: 700 }, () => 'userId orgId roles').join(' ');
    await expectRefused(await post(t, `{ me { ${fields} } }`, {}, owner), /token limit of 2000/i);
  });

  it('directives', async () => {
    const directives = Array.from({ length: 51 }, () => '@include(if: true)').join(' ');
    await expectRefused(await post(t, `{ me ${directives} { userId } }`, {}, owner), /directives limit of 50/i);
  });

  it('on the REST surface too, as problem+json', async () => {
    const tiny = await startTestApp({ GRAPHQL_MAX_DEPTH: '1' });
    try {
      const caller = await tiny.caller(['OWNER']);
      const response = await tiny.rest('POST', `/properties/${randomUUID()}/archive`, { caller });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
      expect(JSON.stringify(response.json())).toMatch(/depth limit of 1/i);
    } finally {
      await tiny.close();
    }
  });
});

describe('extensions.cost on every answer', () => {
  const cost = (response: { json(): { extensions?: unknown } }) => response.json().extensions;

  it('a refusal at validation (a limit, an unknown field) reports the cost of its document, with its variables', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: properties(first: $first) { edges { node { id } } }`).join(' ');
    const tooManyAliases = await post(t, `query($first: Int) { ${aliases} }`, { first: 3 }, owner);
    expect(tooManyAliases.statusCode).toBe(400);
    expect(cost(tooManyAliases)).toEqual({ cost: { requested: 16 * 3, limit: 100_000 } });
    const unknownField = await post(t, '{ properties(first: 4) { edges { node { id nope } } } }', {}, owner);
    expect(unknownField.statusCode).toBe(400);
    expect(cost(unknownField)).toEqual({ cost: { requested: 4, limit: 100_000 } });
  });

  it('a request refused before it had a document (syntax, no query, a token refused first) reports 0', async () => {
    for (const response of [
      await post(t, '{ properties(first: 4) {', {}, owner),
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { accept: 'application/graphql-response+json' }, payload: { variables: {} } }),
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: 'Bearer junk' }, payload: { query: '{ me { userId } }' } }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(cost(response)).toEqual({ cost: { requested: 0, limit: 100_000 } });
    }
  });

  it('a mutation rolled back reports the cost of what it asked', async () => {
    const rolledBack = await post(t, `mutation { a: archiveProperty(id: "${randomUUID()}") { id } b: archiveProperty(id: "${randomUUID()}") { id } }`, {}, owner);
    expect(rolledBack.json().data).toBeNull();
    expect(cost(rolledBack)).toEqual({ cost: { requested: 2, limit: 100_000 } });
  });
});

describe('introspection and field suggestions', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('sandbox mode: introspection on, suggestions kept', async () => {
    const response = await post(t, introspection);
    expect(response.json().data.__schema.queryType.name).toBe('Query');
    const typo = await post(t, '{ me { userd } }', {}, owner);
    expect(typo.json().errors[0].message).toMatch(/Did you mean "userId"/);
  });

  it('production mode: introspection off, no suggestions (fields or enum values)', async () => {
    const production = await startTestApp(PRODUCTION);
    try {
      const response = await post(production, introspection);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
      expect(response.json().errors[0].message).toMatch(/introspection/i);
      for (const query of ['{ me { userd } }', '{ properties(filter: { status: DRAF }) { totalCount } }']) {
        const typo = await post(production, query);
        expect(typo.statusCode).toBe(400);
        expect(typo.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(typo.json())).not.toMatch(/Did you mean|userId|DRAFT/);
      }
      const variable = await post(production, 'query($s: PropertyStatus) { properties(filter: { status: $s }) { totalCount } }', { s: 'DRAF' });
      expect(variable.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(variable.json())).not.toMatch(/Did you mean|DRAFT/);
    } finally {
      await production.close();
    }
  });

  it('GRAPHQL_INTROSPECTION overrides the mode default both ways', async () => {
    const on = await startTestApp({ ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' });
    const off = await startTestApp({ GRAPHQL_INTROSPECTION: 'false' });
    try {
      expect((await post(on, introspection)).json().data.__schema.queryType.name).toBe('Query');
      expect((await post(off, introspection)).json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    } finally {
      await on.close();
      await off.close();
    }
  });
});

describe('answer length (GRAPHQL_MAX_ANSWER_LENGTH)', () => {
  it('refuses an answer longer than the limit before it is serialised, QUERY_TOO_COSTLY naming the limit; shorter ones pass', async () => {
    const small = await startTestApp({ GRAPHQL_MAX_ANSWER_LENGTH: '100000' });
    try {
      const caller = await small.caller(['OWNER']);
      for (let i = 0; i < 50; i++) await createProperty(small, caller, `Property ${i}`);
      // Amenities of 100 characters each: 40 make about 4,100 characters a property, 10 about 1,050.
      const amenities = (count: number) =>
        small.sql(`update property set amenities = (select jsonb_agg(repeat('a', 99) || n) from generate_series(1, $2::int) n) where org_id = $1`, [caller.orgId, count]);
      // Cost 50 x (1 + 20): measured.
      const ask = () => post(small, '{ properties(first: 50) { edges { node { name amenities } } } }', {}, caller);
      await amenities(40);
      const refused = await ask();
      expect(refused.json()).toMatchObject({
        errors: [{ extensions: { code: 'QUERY_TOO_COSTLY' } }],
        extensions: { cost: { requested: 50 * 21, limit: 100000 } },
      });
      expect(refused.json().data).toBeUndefined();
      expect(refused.json().errors[0].message).toMatch(/Answer length limit of 100000 characters exceeded/);
      await amenities(10);
      const answered = await ask();
      expect(answered.json().errors).toBeUndefined();
      expect(answered.json().data.properties.edges).toHaveLength(50);
      expect(answered.body.length).toBeGreaterThan(50_000);

      // An answer PostgreSQL builds whole (the portfolio's shape: src/graphql/sql-answers.ts) is measured by its text.
      await small.sql(
        `insert into unit (org_id, id, property_id, label, rent_amount, rent_currency, status)
         select p.org_id, gen_random_uuid(), p.id, repeat('u', 96) || n, 150000, 'XAF', 'AVAILABLE' from property p, generate_series(1, 20) n where p.org_id = $1`,
        [caller.orgId],
      );
      const portfolio = (unitFields: string) => post(small, `{ properties(first: 50) { edges { node { id units(first: 20) { edges { node { ${unitFields} } } } } } } }`, {}, caller);
      const statements = await small.countStatements(async () => {
        const whole = await portfolio('id label');
        expect(whole.json()).toMatchObject({ errors: [{ extensions: { code: 'QUERY_TOO_COSTLY' } }], extensions: { cost: { requested: 50 * 21 } } });
      });
      // Built whole by one statement (the process's background jobs may run others meanwhile).
      expect(statements.filter((statement) => statement.startsWith(`select '{"properties":`))).toHaveLength(1);
      // Without the labels: some 60,000 characters.
      expect((await portfolio('id')).json().errors).toBeUndefined();
    } finally {
      await small.close();
    }
  });
});
