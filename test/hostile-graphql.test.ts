import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import {
  type DocumentNode,
  type FieldNode,
  GraphQLError,
  Kind,
  parse,
  type SelectionSetNode,
  specifiedRules,
  validate,
  type ValidationRule,
  visit,
} from 'graphql';
import { compileQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../src/domain/errors.js';
import { subfields } from '../src/graphql/connection.js';
import { expandedFieldCount, limitPlugins, MAX_FIELD_REPEATS, mostRepeatedField, operationCost } from '../src/graphql/limits.js';
import { schema } from '../src/graphql/schema.js';
import { MAX_VARIABLE_OBJECTS, MAX_VARIABLE_VALUES } from '../src/graphql/unstorable-text.js';
import { loadConfig } from '../src/server/config.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

const limits = loadConfig({}).graphql;

/** The attack: each fragment spreads the next one twice, `levels` deep; about 1 KB at 24 levels, 2^24 fields written out. */
const doublingFragments = (levels: number, last = '__typename') => {
  let document = '{ ...F0 }';
  for (let level = 0; level < levels; level++) document += ` fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`;
  return `${document} fragment F${levels} on Query { ${last} }`;
};

/**
 * A copy of `document` that counts how often its selection sets' selections
 * and its fields' names are read: the work any pass over the document does
 * (graphql-js's visitor and rules, graphql-armor's rules, graphql-jit, the
 * service's own walks all read the one to go down and the other to compare).
 */
function instrumented(document: DocumentNode): { document: DocumentNode; reads: () => number } {
  let reads = 0;
  const counting = <T extends object>(node: T, key: keyof T & string): T => {
    const value = node[key];
    const counted = { ...node };
    Object.defineProperty(counted, key, {
      enumerable: true,
      get() {
        reads++;
        return value;
      },
    });
    return counted;
  };
  const copy = visit(document, {
    SelectionSet: { leave: (node: SelectionSetNode) => counting(node, 'selections') },
    Field: { leave: (node: FieldNode) => counting(node, 'name') },
  });
  return {
    document: copy,
    reads: () => {
      const count = reads;
      reads = 0;
      return count;
    },
  };
}

/** AST nodes in the document: its size as written. */
function sizeOf(document: DocumentNode): number {
  let nodes = 0;
  visit(document, { enter: () => void nodes++ });
  return nodes;
}

/** The validation rules the server runs: graphql-js's own, graphql-armor's (depth, aliases, directives) and ours. */
function serverRules(): ValidationRule[] {
  const rules: ValidationRule[] = [...specifiedRules];
  const plugins = limitPlugins(limits, (error) => error as GraphQLError) as Plugin[];
  // As envelop does: a plugin may add others when it starts (graphql-armor's adds one per protection).
  for (const plugin of plugins) {
    const onPluginInit = plugin.onPluginInit as ((payload: object) => void) | undefined;
    onPluginInit?.({ addPlugin: (added: Plugin) => void plugins.push(added) });
  }
  for (const plugin of plugins) {
    const onValidate = plugin.onValidate as ((payload: object) => void) | undefined;
    // The field limit's hook needs the document; the rules are what matters here, so it gets an empty one.
    onValidate?.({
      params: { documentAST: { kind: Kind.DOCUMENT, definitions: [] } },
      addValidationRule: (rule: ValidationRule) => rules.push(rule),
    });
  }
  // graphql-armor's depth, alias and directive rules at least: without them the passes below would see
  // documents the server refuses.
  expect(rules.length).toBeGreaterThanOrEqual(specifiedRules.length + 3);
  return rules;
}

/** Whether the server's validation refuses the document: graphql-armor's rules throw, the others report. */
function validationRefuses(document: DocumentNode): boolean {
  try {
    return validate(schema, document, serverRules()).length > 0;
  } catch (error) {
    if (error instanceof GraphQLError) return true;
    throw error;
  }
}

/**
 * Selections read by each pass the server makes over the document, in its
 * order: a pass runs only when the ones before it accepted the document.
 * `expanded` is the fragment-expanded field count the passes after the field
 * limit may see (at most GRAPHQL_MAX_FIELDS).
 */
function workOfEveryPass(source: string): { size: number; expanded: number; work: Record<string, number> } {
  const { document, reads } = instrumented(parse(source));
  const work: Record<string, number> = {};
  const expanded = expandedFieldCount(document, limits.maxFields + 1);
  const repeats = mostRepeatedField(document, MAX_FIELD_REPEATS + 1).count;
  work.fieldLimits = reads();
  const result = { size: sizeOf(document), expanded: 0, work };
  if (expanded > limits.maxFields || repeats > MAX_FIELD_REPEATS) return result;
  result.expanded = expanded;
  const refused = validationRefuses(document);
  work.validation = reads();
  if (refused) return result;
  operationCost(schema, document, {});
  work.cost = reads();
  compileQuery(schema, document);
  work.compilation = reads();
  // Column projection: the fields under each field of the document, through its fragments.
  const fragments = Object.fromEntries(
    document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])),
  );
  const fields: FieldNode[] = [];
  visit(document, { Field: (field) => void fields.push(field) });
  reads();
  for (const field of fields) subfields([field], fragments);
  work.projection = reads();
  return result;
}

/**
 * Selection reads a pass may spend per AST node of the document, and per
 * field of it written out once the field limit has admitted it: generous for
 * a linear pass, far below any doubling.
 */
const READS_PER_NODE = 40;

const expectLinear = ({ size, expanded, work }: ReturnType<typeof workOfEveryPass>) => {
  for (const [pass, reads] of Object.entries(work)) {
    expect(reads, `${pass} read ${reads} selections of a ${size}-node document (${expanded} fields written out)`).toBeLessThanOrEqual(
      READS_PER_NODE * (size + expanded),
    );
  }
};

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  const propertyId = await createProperty(t, owner);
  await createUnit(t, owner, propertyId, 'A1');
});
afterAll(() => t.close());

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

const post = (query: string, variables: object = {}, caller: Caller | null = null) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    // The media type whose status codes tell a refused request (4xx) from an executed one (200).
    headers: { accept: GRAPHQL_RESPONSE, ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
    payload: { query, variables },
  });

describe('fragments that spread each other', () => {
  it('the 24-level doubling document is refused at once, naming the field limit, signed in or not', async () => {
    const attack = doublingFragments(24);
    expect(attack.length).toBeLessThan(1100);
    for (const caller of [null, owner]) {
      const response = await post(attack, {}, caller);
      expect(response.statusCode, response.body).toBe(400);
      const [error] = response.json().errors;
      expect(error.extensions.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain(`field limit of ${limits.maxFields}`);
    }
  });

  it('measures the written-out size without writing it out', () => {
    const { document, reads } = instrumented(parse(doublingFragments(60)));
    expect(expandedFieldCount(document)).toBe(Number.MAX_SAFE_INTEGER);
    expect(expandedFieldCount(parse(doublingFragments(10)))).toBe(2 ** 10);
    expect(reads()).toBeLessThanOrEqual(62);
  });

  it('is refused by the first pass, which reads it once', () => {
    const refused = workOfEveryPass(doublingFragments(24));
    expect(Object.keys(refused.work)).toEqual(['fieldLimits']);
    expectLinear(refused);
  });

  it('costs validation, the cost rule and column projection work in proportion to the document even past the field limit', () => {
    let nested = '{ properties { edges { node { ...P0 } } } }';
    for (let level = 0; level < 24; level++) nested += ` fragment P${level} on Property { id ...P${level + 1} ...P${level + 1} }`;
    for (const source of [doublingFragments(24), doublingFragments(24, 'me { userId }'), `${nested} fragment P24 on Property { name }`]) {
      const { document, reads } = instrumented(parse(source));
      const size = sizeOf(document);
      validationRefuses(document);
      expect(reads(), 'validation').toBeLessThanOrEqual(READS_PER_NODE * size);
      operationCost(schema, document, {});
      expect(reads(), 'cost').toBeLessThanOrEqual(READS_PER_NODE * size);
      const fragments = Object.fromEntries(
        document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [])),
      );
      const root = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
      visit(root, { Field: (field) => void subfields([field], fragments) });
      subfields([{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'query' }, selectionSet: root.selectionSet }], fragments);
      expect(reads(), 'projection').toBeLessThanOrEqual(READS_PER_NODE * size);
    }
  });

  it('refuses one field selected more than 20 times in one place, which graphql-js would compare pair by pair', async () => {
    const repeated = `{ ${'me { userId } '.repeat(499)}}`;
    const response = await post(repeated, {}, null);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ message: expect.stringContaining('repeat limit of 20'), extensions: { code: 'VALIDATION_FAILED' } });
    // Through fragments too: 30 fragments, each with its own `me`.
    let spread = `{ ${Array.from({ length: 30 }, (_, index) => `...M${index}`).join(' ')} }`;
    for (let index = 0; index < 30; index++) spread += ` fragment M${index} on Query { me { userId } }`;
    expect((await post(spread, {}, null)).json().errors[0].message).toContain('repeat limit of 20');
    expectLinear(workOfEveryPass(repeated));
    expectLinear(workOfEveryPass(`{ ${'me { userId } '.repeat(20)}}`));
  });

  it('lets a document within the limit through, fragments and all', async () => {
    const response = await post(doublingFragments(9, "me { userId }"), {}, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.me.userId).toBe(owner.userId);
  });
});

/** A spread of the next fragment, as it may be written: bare, with a directive, or inside an inline fragment. */
const spreadArb = fc.constantFrom(
  (next: string) => `...${next}`,
  (next: string) => `...${next} @include(if: true)`,
  (next: string) => `...${next} @skip(if: false)`,
  (next: string) => `... on Property { ...${next} }`,
  (next: string) => `... @include(if: true) { ...${next} }`,
  // Deeper fields: the next fragment again on the unit's property.
  (next: string) => `units(first: 2) { edges { node { label property { ...${next} } } } }`,
);

/** A family of documents: fragments on Property, `depth` of them, each spreading the next `width` times in its own ways. */
const hostileDocumentArb = fc
  .record({
    depth: fc.integer({ min: 1, max: 28 }),
    spreads: fc.array(spreadArb, { minLength: 1, maxLength: 4 }),
    aliases: fc.integer({ min: 0, max: 3 }),
    fields: fc.subarray(['id', 'name', 'city', '__typename']),
    repeats: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ depth, spreads, aliases, fields, repeats }) => {
    let document = '{ properties(first: 2) { totalCount edges { node { ...P0 } } } }';
    for (let level = 0; level < depth; level++) {
      const own = [...fields, ...Array.from({ length: aliases }, (_, alias) => `a${alias}: name`), ...Array.from({ length: repeats }, () => 'id')];
      document += ` fragment P${level} on Property { ${[...own, ...spreads.map((spread) => spread(`P${level + 1}`))].join(' ')} }`;
    }
    return `${document} fragment P${depth} on Property { id }`;
  });

describe('property: hostile fragment shapes', () => {
  it('answer 200 or a coded 4xx, never 5xx, and cost every pass linear work', async () => {
    await fc.assert(
      fc.asyncProperty(hostileDocumentArb, async (document) => {
        expectLinear(workOfEveryPass(document));
        const response = await post(document, {}, owner);
        const body = response.json();
        if (response.statusCode === 200 && !body.errors) {
          expect(body.data.properties.totalCount).toBe(1);
          return;
        }
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        for (const error of body.errors) expect(errorStatus[error.extensions.code as keyof typeof errorStatus]).toBe(response.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});

/** Text PostgreSQL cannot store, as the service sees it after parsing. */
const UNSTORABLE = ['x\u0000y', '\u0000', 'a\ud800', '\udfff b', 'tail\ud83d'];

/** A GraphQL string literal for `text`: escapes for NUL and surrogates, a block string otherwise raw. */
const literal = (text: string, block = false) =>
  block && !text.includes('"""') && !text.includes('\\') ? `"""${text}"""` : JSON.stringify(text);

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

describe('a document longer than GRAPHQL_MAX_DOCUMENT_LENGTH', () => {
  const max = limits.maxDocumentLength;
  /** `{ __typename }` and a comment: `length` characters in all, a few tokens. */
  const padded = (length: number) => `{ __typename }\n#${'x'.repeat(length - 16)}`;

  it('is refused 413 before it is parsed, a comment or a string literal, signed in or not; one at the limit runs', async () => {
    for (const caller of [owner, null]) {
      const refused = await post(padded(max + 1), {}, caller);
      expect(refused.statusCode, refused.body).toBe(413);
      expect(refused.json().errors).toEqual([expect.objectContaining({ message: expect.stringContaining(`at most ${max} characters`), extensions: expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE' }) })]);
    }
    expect((await post(`{ properties(filter: {city: "${'y'.repeat(max)}"}) { totalCount } }`, {}, owner)).statusCode).toBe(413);
    const taken = await post(padded(max), {}, owner);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ data: { __typename: 'Query' } });
  });
});

describe('a body without a token', () => {
  it('is refused past 128 KiB or without a declared length, before it is parsed (413; a REST route 401); a caller with a token sends more', async () => {
    const large = { query: 'query ($x: [Int]) { __typename }', variables: { x: Array.from({ length: 40_000 }, (_, n) => n) } };
    const anonymous = await t.app.inject({ method: 'POST', url: '/graphql', headers: { accept: GRAPHQL_RESPONSE }, payload: large });
    expect(anonymous.statusCode, anonymous.body).toBe(413);
    expect(anonymous.body).toContain('without a token sends at most 131072 bytes');
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { accept: GRAPHQL_RESPONSE, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: Readable.from([JSON.stringify({ query: '{ __typename }' })]),
    });
    expect(chunked.statusCode, chunked.body).toBe(413);
    // A REST route always takes a token: 401, as it would answer once the body was read, but without reading it.
    const rest = await t.app.inject({ method: 'POST', url: '/api/v1/people', payload: { name: 'x'.repeat(200_000) } });
    expect([rest.statusCode, rest.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    // A small one runs; the same large body with a token is read (and judged by the variables' own limits).
    expect((await post('{ __typename }')).statusCode).toBe(200);
    const signed = await t.app.inject({ method: 'POST', url: '/graphql', headers: { accept: GRAPHQL_RESPONSE, authorization: `Bearer ${owner.token}` }, payload: large });
    expect(signed.statusCode).not.toBe(413);
  });
});

describe('values checked after parsing', () => {
  let propertyId: string;
  let tenant: Caller;
  beforeAll(async () => {
    propertyId = await createProperty(t, owner, 'Text checks');
    tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  });

  const expectUnstorableRefused = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
  };

  it('refuses a NUL written as an escape inside a string literal, for reads and writes and any role', async () => {
    for (const caller of [owner, tenant, null]) {
      expectUnstorableRefused(await post(`{ properties(filter: {city: "x\\u0000y"}) { totalCount } }`, {}, caller));
      expectUnstorableRefused(await post(`mutation { createUnit(propertyId: "${propertyId}", input: {label: "A\\u0000"}) { id } }`, {}, caller));
    }
    // Raw in a block string, inside a list of an object, and as a variable's default value.
    expectUnstorableRefused(await post(`mutation { createUnit(propertyId: "${propertyId}", input: {label: """A\u0000"""}) { id } }`, {}, owner));
    expectUnstorableRefused(
      await post(`mutation { createProperty(input: {name: "N", type: APARTMENT, amenities: ["wifi", "pool\\u0000"]}) { id } }`, {}, owner),
    );
    expectUnstorableRefused(await post(`query($city: String = "\\u0000") { properties(filter: {city: $city}) { totalCount } }`, {}, owner));
    expect(await t.sql(`select id from property where name = 'N'`)).toEqual([]);
  });

  it('refuses such text in variables, GET query strings and REST bodies', async () => {
    expectUnstorableRefused(await post(`query($f: PropertyFilter) { properties(filter: $f) { totalCount } }`, { f: { city: 'a\ud800' } }, owner));
    const get = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($f: PropertyFilter) { properties(filter: $f) { totalCount } }')}&variables=${encodeURIComponent('{"f":{"city":"x\\u0000"}}')}`,
      headers: { authorization: `Bearer ${owner.token}`, accept: GRAPHQL_RESPONSE },
    });
    expectUnstorableRefused(get);
    const rest = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'B\u0000' } });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json().code).toBe('VALIDATION_FAILED');
  });

  it(`refuses variables nested deeper than 64 levels, on POST, GET and REST, without overflowing the stack`, async () => {
    const deep = (depth: number) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', accept: GRAPHQL_RESPONSE },
        payload: `{"query":"query($x: [Int]) { me { userId } }","variables":{"x":${nested(depth)}}}`,
      });
    for (const depth of [65, 10_000]) {
      const response = await deep(depth);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ message: expect.stringContaining('64 levels'), extensions: { code: 'VALIDATION_FAILED' } });
    }
    // Within the limit (the body adds two levels around the variables: 62 + 2 = 64), the type ([Int]) is what refuses them.
    expect((await deep(62)).json().errors[0].message).not.toContain('64 levels');
    const get = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('query($x: [Int]) { me { userId } }')}&variables=${encodeURIComponent(`{"x":${nested(5000)}}`)}`,
      headers: { authorization: `Bearer ${owner.token}`, accept: GRAPHQL_RESPONSE },
    });
    expect(get.statusCode, get.body).toBe(400);
    expect(get.json().errors[0].message).toContain('64 levels');
    const rest = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: JSON.parse(nested(200, '"A"')) } });
    expect(rest.statusCode, rest.body).toBe(400);
    expect(rest.json().code).toBe('VALIDATION_FAILED');
  });

  it(`refuses variables of more than ${MAX_VARIABLE_OBJECTS} objects or ${MAX_VARIABLE_VALUES} values before graphql-js coerces them, and takes the largest filter the limits allow`, async () => {
    const filtered = (f: object) => post('query($f: PropertyFilter) { properties(filter: $f) { totalCount } }', { f }, owner);
    const refused = async (f: object, message: string) => {
      const response = await filtered(f);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual([{ message, extensions: { code: 'VALIDATION_FAILED' } }]);
    };
    // 20,000 conditions took 150-170 ms to coerce before the filter's own limits refused them.
    await refused({ or: Array.from({ length: 20_000 }, () => ({ city: 'Douala' })) }, `Variables holding more than ${MAX_VARIABLE_OBJECTS} objects are refused.`);
    await refused({ or: Array.from({ length: MAX_VARIABLE_OBJECTS }, () => ({ city: 'Douala' })) }, `Variables holding more than ${MAX_VARIABLE_OBJECTS} objects are refused.`);
    await refused({ id: { in: Array.from({ length: MAX_VARIABLE_VALUES }, () => randomUUID()) } }, `Variables holding more than ${MAX_VARIABLE_VALUES} values are refused.`);
    // The filter's own limits (50 conditions, 100 values an `in`) at their largest: 5,000 ids, 101 objects.
    const largest = await filtered({ or: Array.from({ length: 50 }, () => ({ id: { in: Array.from({ length: 100 }, () => randomUUID()) } })) });
    expect(largest.statusCode, largest.body).toBe(200);
    expect(largest.json().data.properties.totalCount).toBe(0);
  });

  it(`property: variables past ${MAX_VARIABLE_OBJECTS} objects or ${MAX_VARIABLE_VALUES} values, in any shape and under any variable, are a 400 naming the limit`, async () => {
    // Shapes of many objects or many values, nested in lists and objects, under one variable or spread over several.
    const scalarArb = fc.oneof(fc.uuid(), fc.integer(), fc.boolean(), fc.constant(null), fc.string({ maxLength: 8 }));
    const manyObjects = fc.integer({ min: MAX_VARIABLE_OBJECTS, max: 3 * MAX_VARIABLE_OBJECTS }).map((n) => Array.from({ length: n }, (_, i) => ({ [`k${i % 7}`]: i })));
    const manyValues = fc.tuple(fc.integer({ min: MAX_VARIABLE_VALUES, max: 3 * MAX_VARIABLE_VALUES }), scalarArb).map(([n, leaf]) => Array.from({ length: n }, () => leaf));
    const wrapped = (inner: fc.Arbitrary<unknown>) =>
      fc.tuple(inner, fc.array(fc.constantFrom('list', 'object'), { maxLength: 5 })).map(([value, wraps]) => wraps.reduce<unknown>((v, wrap) => (wrap === 'list' ? [v] : { inner: v }), value));
    await fc.assert(
      fc.asyncProperty(fc.oneof(wrapped(manyObjects), wrapped(manyValues)), fc.integer({ min: 1, max: 4 }), async (big, parts) => {
        // Split over `parts` variables when it is a list: no variable alone need pass the limit.
        const variables: Record<string, unknown> = Array.isArray(big) && parts > 1
          ? Object.fromEntries(Array.from({ length: parts }, (_, p) => [`v${p}`, big.filter((_, i) => i % parts === p)]))
          : { v0: big };
        const response = await post('query { me { userId } }', variables, owner);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ message: expect.stringMatching(/^Variables holding more than \d+ (objects|values) are refused\.$/), extensions: { code: 'VALIDATION_FAILED' } });
      }),
      { numRuns: 25 },
    );
  });

  it('property: unstorable text anywhere in literals or variables, and any nesting, is a 400, never a 5xx', async () => {
    const textArb = fc.oneof(
      fc.constantFrom(...UNSTORABLE),
      fc.tuple(fc.string(), fc.constantFrom(...UNSTORABLE), fc.string()).map((parts) => parts.join('')),
    );
    const placeArb = fc.constantFrom(
      (text: string) => ({ query: `{ properties(filter: {city: ${literal(text)}}) { totalCount } }`, variables: {} }),
      (text: string) => ({ query: `{ properties(filter: {city: ${literal(text, true)}}) { totalCount } }`, variables: {} }),
      (text: string) => ({ query: `mutation { createProperty(input: {name: "N", type: APARTMENT, amenities: ["a", ${literal(text)}]}) { id } }`, variables: {} }),
      (text: string) => ({ query: `mutation($i: CreateUnitInput!) { createUnit(propertyId: "${propertyId}", input: $i) { id } }`, variables: { i: { label: text } } }),
      (text: string) => ({ query: `query($f: PropertyFilter) { properties(filter: $f) { totalCount } }`, variables: { f: { [text]: 'x' } } }),
    );
    await fc.assert(
      fc.asyncProperty(textArb, placeArb, fc.constantFrom(owner, tenant), async (text, place, caller) => {
        const { query, variables } = place(text);
        expectUnstorableRefused(await post(query, variables, caller));
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 400 }), async (depth) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', accept: GRAPHQL_RESPONSE },
          payload: `{"query":"query($x: [Int]) { me { userId } }","variables":{"x":${nested(depth)}}}`,
        });
        // An unused variable is refused by validation; only nesting past the limit is refused for its depth.
        expect(response.statusCode, response.body).toBe(400);
        // The body's own two levels count too: the JSON body parser refuses past 64 before the variables are walked.
        expect(response.json().errors?.[0].message.includes('64 levels') ?? false).toBe(depth + 2 > 64);
      }),
      { numRuns: 40 },
    );
    expect(await t.sql(`select id from property where name = 'N'`)).toEqual([]);
  });
});
