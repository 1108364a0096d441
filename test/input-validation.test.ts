import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

/** Input is judged as a whole: one answer names every field at fault, whichever check (type, rule) finds it, on both surfaces. */

let t: TestApp;
let owner: Caller;
let propertyId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  propertyId = await createProperty(t, owner);
});
afterAll(() => t.close());

/** GraphQL answers in application/json are 200 for every well-formed request: the refusal is in the body (SPEC: HTTP status policy). */
const CREATE_UNIT = `mutation($propertyId: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $propertyId, input: $input) { id label } }`;

interface GraphQLAnswer {
  data?: { createUnit: { id: string; label: string } | null } | null;
  errors?: { message: string; extensions: { code: string; errors?: { path: string; message: string }[] } }[];
}

async function graphqlCreateUnit(input: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { query: CREATE_UNIT, variables: { propertyId, input } },
  });
  return { status: response.statusCode, body: response.json() as GraphQLAnswer };
}

/** The fields (under `input`) an answer names: its rule issues, and the variable paths graphql-js names in its type errors. */
function fieldsNamed({ errors = [] }: GraphQLAnswer): string[] {
  const paths = errors.flatMap((error) =>
    error.extensions.errors?.length ? error.extensions.errors.map((issue) => issue.path) : [/ at "([^"]+)"/.exec(error.message)?.[1] ?? error.message],
  );
  return [...new Set(paths.map((path) => path.replace(/^input\./, '')))].sort();
}

const restFieldsNamed = (body: { errors?: { path: string }[] }) => [...new Set((body.errors ?? []).map((issue) => issue.path))].sort();

describe('every field at fault in one answer', () => {
  const input = { label: 'ZZ', rentAmount: -5, rentCurrency: 'xaf', areaSqm: 0 };
  const atFault = ['areaSqm', 'rentAmount', 'rentCurrency'];

  it('GraphQL, from variables and from literals', async () => {
    const { status, body } = await graphqlCreateUnit(input);
    expect(status).toBe(200);
    expect(body.errors![0]!.extensions.code).toBe('VALIDATION_FAILED');
    expect(fieldsNamed(body)).toEqual(atFault);
    const literal = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { query: `mutation { createUnit(propertyId: "${propertyId}", input: {label: "ZZ", rentAmount: -5, rentCurrency: "xaf", areaSqm: 0}) { id } }` },
    });
    expect(fieldsNamed(literal.json())).toEqual(atFault);
    // A literal of the wrong type (refused while validating) and rule errors in the same input.
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { query: `mutation { createUnit(propertyId: "${propertyId}", input: {label: "\u200B", rentAmount: "abc", rentCurrency: "xaf", areaSqm: 0}) { id } }` },
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().errors.map((error: { extensions: { code: string } }) => error.extensions.code)).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED']);
    expect(mixed.json().errors[1].extensions.errors.map((issue: { path: string }) => issue.path)).toEqual(['input.label', 'input.areaSqm', 'input.rentCurrency']);
    expect(mixed.json().errors[0].message).toContain('SafeInt cannot represent');
  });

  it('REST', async () => {
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: input });
    expect(restFieldsNamed(expectProblem(response, 400, 'VALIDATION_FAILED'))).toEqual(atFault);
  });

  it('type errors and rule errors together', async () => {
    const mixed = { label: '\u200B', rentAmount: 'abc', rentCurrency: 'xaf', areaSqm: 0, bedrooms: 1.5 };
    const expected = ['areaSqm', 'bedrooms', 'label', 'rentAmount', 'rentCurrency'];
    const { status, body } = await graphqlCreateUnit(mixed);
    expect(status).toBe(200);
    expect(fieldsNamed(body)).toEqual(expected);
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: mixed });
    expect(restFieldsNamed(expectProblem(response, 400, 'VALIDATION_FAILED'))).toEqual(expected);
    expect(await t.sql(`select id from unit where property_id = $1 and label = 'ZZ'`, [propertyId])).toEqual([]);
  });
});

describe('domain checks join the others', () => {
  it('a booking ending before it starts and a bad rent: both named at once', async () => {
    const unitId = await createUnit(t, owner, propertyId, 'Domain');
    const manager = await t.caller(['MANAGER'], { orgId: owner.orgId });
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${manager.token}` },
      payload: {
        query: `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
        variables: { input: { unitId, tenantUserId: randomUUID(), startDate: '2030-02-01', endDate: '2030-01-01', rentAmount: -1, rentCurrency: 'XAF', depositCurrency: 'eur' } },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(fieldsNamed(response.json())).toEqual(['depositCurrency', 'endDate', 'rentAmount']);
  });
});

describe('text keeps visible content', () => {
  it.each(['\u200B', '\u200B\u200D', ' \u2060 ', '\u3164', '\u00AD', '\u0301', '\uFEFF'])('refuses a label made only of invisible characters (%j), naming it', async (label) => {
    const { status, body } = await graphqlCreateUnit({ label });
    expect(status).toBe(200);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.label', message: 'Must contain visible characters.' }] });
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label } });
    expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors).toEqual([{ path: 'label', message: 'Must contain visible characters.' }]);
  });

  it('stores text NFC-normalised and without invisible ends, so look-alike labels clash', async () => {
    const unitProperty = await createProperty(t, owner, 'Normalised');
    await createUnit(t, owner, unitProperty, 'Café');
    const created = await t.rest('POST', `/properties/${unitProperty}/units`, { caller: owner, body: { label: '\u200BB2\u200B ' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().label).toBe('B2');
    for (const label of ['Cafe\u0301', 'B2\u200B', '\uFEFFb2']) {
      const response = await t.rest('POST', `/properties/${unitProperty}/units`, { caller: owner, body: { label } });
      expectProblem(response, 409, 'CONFLICT');
    }
    const property = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { query: `mutation { createProperty(input: {name: "Villa", type: HOUSE, city: "\u200B", amenities: ["pool", "\u200B"]}) { id } }` },
    });
    expect(property.json().errors[0].extensions.errors).toEqual([{ path: 'input.amenities.1', message: 'Must contain visible characters.' }]);
  });
});

/** One field of a unit's input: a good value, or a bad one of some kind (wrong type, against a rule, invisible text). */
const fieldArb = <T>(good: T, ...bad: unknown[]) => fc.oneof(fc.constant({ value: good as unknown, bad: false }), fc.constantFrom(...bad).map((value) => ({ value, bad: true })));

const unitInputArb = fc.record({
  label: fieldArb('', '', '\u200B', ' ', 5, 'x'.repeat(101)),
  areaSqm: fieldArb(30, 0, -1, 'big', 1.5),
  bedrooms: fieldArb(2, -1, 1001, '2'),
  rentAmount: fieldArb(150_000, -5, 1.5, 'abc'),
  rentCurrency: fieldArb('XAF', 'xaf', 'XA', 7),
});

describe('property: every bad field of an input is named, on both surfaces', () => {
  it('names exactly the bad fields, whichever mix of type and rule errors', async () => {
    await fc.assert(
      fc.asyncProperty(unitInputArb, fc.boolean(), async (fields, rest) => {
        const input = Object.fromEntries(Object.entries(fields).map(([name, { value }]) => [name, value]));
        if (!fields.label.bad) input.label = `U-${randomUUID()}`;
        const expected = Object.entries(fields).flatMap(([name, { bad }]) => (bad ? [name] : [])).sort();
        if (rest) {
          const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: input });
          if (!expected.length) expect(response.statusCode, response.body).toBe(201);
          else expect(restFieldsNamed(expectProblem(response, 400, 'VALIDATION_FAILED'))).toEqual(expected);
        } else {
          const { status, body } = await graphqlCreateUnit(input);
          if (!expected.length) {
            expect(body.data?.createUnit?.id).toBeDefined();
            return;
          }
          expect(status).toBe(200);
          for (const error of body.errors!) expect(error.extensions.code).toBe('VALIDATION_FAILED');
          expect(fieldsNamed(body)).toEqual(expected);
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('each field at fault is named once, and REST names it in the contract\'s words', () => {
  it('a missing required field: once on GraphQL, once on REST as "label is required."', async () => {
    const { body } = await graphqlCreateUnit({ areaSqm: 0 });
    const named = body.errors!.flatMap((error) => error.extensions.errors?.map((issue) => issue.path) ?? [/ at "([^"]+)"/.exec(error.message)?.[1] ?? error.message]);
    expect(named.filter((path) => path.includes('label')).length, JSON.stringify(body.errors)).toBe(1);
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { areaSqm: 0 } });
    const errors = expectProblem(response, 400, 'VALIDATION_FAILED').errors as { path: string; message: string }[];
    expect(errors.filter((issue) => issue.path === 'label')).toEqual([{ path: 'label', message: 'label is required.' }]);
    expect(errors.map((issue) => issue.path).sort()).toEqual(['areaSqm', 'label']);
  });

  it('REST messages speak of fields and JSON values, never of GraphQL variables or types', async () => {
    const unitId = await createUnit(t, owner, propertyId, 'Words');
    const missingDate = await t.rest('POST', `/bookings/${randomUUID()}/extend`, { caller: owner, body: {} });
    expect(expectProblem(missingDate, 400, 'VALIDATION_FAILED').errors).toEqual([{ path: 'endDate', message: 'endDate is required.' }]);
    const cases: [unknown, { path: string; message: string }][] = [
      [{ label: 5 }, { path: 'label', message: 'Must be a string.' }],
      [{ label: 'W2', areaSqm: 'big' }, { path: 'areaSqm', message: 'Must be a whole number.' }],
      [{ label: 'W2', bedrooms: 1.5 }, { path: 'bedrooms', message: 'Must be a whole number.' }],
      [{ label: null }, { path: 'label', message: 'label must not be null.' }],
      [{ label: 'W2', colour: 'red' }, { path: 'colour', message: 'Field "colour" is not part of this request.' }],
    ];
    for (const [body, issue] of cases) {
      const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body });
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors, JSON.stringify(body)).toEqual([issue]);
    }
    const media = { filename: 'a.jpg', contentType: 'image/jpeg', ownerId: unitId, ownerType: 'UNIT', sizeBytes: 10 };
    const kind = await t.rest('POST', '/media', { caller: owner, body: { ...media, kind: 'GONE' } });
    expect(expectProblem(kind, 400, 'VALIDATION_FAILED').errors).toEqual([{ path: 'kind', message: '"GONE" is not one of DOCUMENT, PHOTO.' }]);
    for (const answer of [missingDate, kind]) expect(answer.body).not.toMatch(/Variable|\$|"[A-Z]\w*!"/);
  });

  it('a body in another media type is told to be sent as application/json, on REST and on /graphql', async () => {
    const rest = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: 'label=A', headers: { 'content-type': 'text/plain' } });
    expect(expectProblem(rest, 415, 'UNSUPPORTED_MEDIA_TYPE').detail).toMatch(/^Send the body as application\/json/);
    const graphql = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'text/plain', authorization: `Bearer ${owner.token}` }, payload: '{ me { userId } }' });
    expect(graphql.statusCode).toBe(415);
    expect(graphql.json().errors[0].message).toMatch(/^Send the body as application\/json/);
  });
});
