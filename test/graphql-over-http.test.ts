import { randomUUID } from 'node:crypto';
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';

let t: TestApp;
let owner: Caller;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
});
afterAll(() => t.close());

const post = (query: string, { accept, authorization }: { accept?: string; authorization?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...(accept ? { accept } : {}), ...(authorization ? { authorization } : {}) },
    payload: { query },
  });

describe('the GraphQL-over-HTTP audit (graphql-http serverAudits)', () => {
  it('passes every audit: no failure, no warning, no notice', async () => {
    const audits = serverAudits({ url: () => url });
    const results = await Promise.all(audits.map(async (audit) => ({ ...(await audit.fn()), name: audit.name })));
    const notOk = results.filter((result) => result.status !== 'ok').map((result) => `${result.status} ${result.id} ${result.name}`);
    expect(notOk).toEqual([]);
    expect(results.length).toBe(audits.length);
  });
});

describe('HTTP status of GraphQL answers', () => {
  const tooCostly = '{ properties(first: 500) { edges { node { units(first: 500) { edges { node { id } } } } } } }';
  const unknownInvoice = `{ invoice(id: "${randomUUID()}") { id } }`;

  it('in application/json (asked for, or no Accept): 200 for every well-formed request, the errors in the body', async () => {
    const bearer = `Bearer ${owner.token}`;
    for (const accept of [undefined, 'application/json']) {
      for (const [query, code] of [
        ['{ nope }', 'VALIDATION_FAILED'],
        ['{', 'VALIDATION_FAILED'],
        [tooCostly, 'QUERY_TOO_COSTLY'],
        [unknownInvoice, 'NOT_FOUND'],
      ] as const) {
        const response = await post(query, { accept, authorization: bearer });
        expect(response.statusCode, `${accept} ${query}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.json().errors[0].extensions.code).toBe(code);
      }
    }
  });

  it('in application/graphql-response+json: 400 for a request refused before it runs (no data), 200 once it ran', async () => {
    const bearer = `Bearer ${owner.token}`;
    for (const [query, code] of [
      ['{ nope }', 'VALIDATION_FAILED'],
      ['{', 'VALIDATION_FAILED'],
      [tooCostly, 'QUERY_TOO_COSTLY'],
    ] as const) {
      const response = await post(query, { accept: GRAPHQL_RESPONSE, authorization: bearer });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toBe(`${GRAPHQL_RESPONSE}; charset=utf-8`);
      expect(response.json()).not.toHaveProperty('data');
      expect(response.json().errors[0].extensions.code).toBe(code);
    }
    const ran = await post(unknownInvoice, { accept: GRAPHQL_RESPONSE, authorization: bearer });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toHaveProperty('data');
    expect(ran.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a missing, malformed or invalid token answers alike: 401, WWW-Authenticate, one error and no data, in the media type asked', async () => {
    const unknownKey = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    for (const accept of [undefined, 'application/json', GRAPHQL_RESPONSE]) {
      for (const authorization of [undefined, 'Bearer not-a-token', unknownKey]) {
        for (const query of ['{ me { userId } }', '{ __typename me { userId } }', 'mutation { archiveProperty(id: "00000000-0000-4000-8000-000000000000") { id } }']) {
          const response = await post(query, { accept, authorization });
          const label = `${accept} ${authorization} ${query}`;
          expect(response.statusCode, label).toBe(401);
          expect(response.headers['www-authenticate'], label).toBe('Bearer');
          expect(response.headers['content-type'], label).toBe(`${accept ?? 'application/json'}; charset=utf-8`);
          // The cost as on every answer: measured when the operation ran (a field needed the token), 0 when the token was refused first.
          expect(response.json(), label).toEqual({
            errors: [{ message: expect.any(String), extensions: { code: 'UNAUTHENTICATED' } }],
            extensions: { cost: { requested: authorization ? 0 : 1, limit: 100_000 } },
          });
        }
      }
    }
    // What needs no token still answers without one.
    expect((await post('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' }, extensions: expect.anything() });
  });

  it('what is not a GraphQL-over-HTTP request answers 400 in both media types', async () => {
    for (const accept of [undefined, 'application/json', GRAPHQL_RESPONSE]) {
      for (const payload of ['{}', '{"query": 1}', '{"query": "{ __typename }", "operationName": 7}']) {
        const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) }, payload });
        expect(response.statusCode, `${accept} ${payload}`).toBe(400);
      }
    }
  });

  it('a GET whose variables or extensions are not JSON answers 400 VALIDATION_FAILED, not INTERNAL', async () => {
    for (const accept of [undefined, 'application/json', GRAPHQL_RESPONSE]) {
      for (const parameters of ['variables=undefined', 'extensions=%7B', 'variables=%7B%22a%22%3A1%7D&extensions=nope']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/graphql?query=${encodeURIComponent('{ me { userId } }')}&${parameters}`,
          headers: { authorization: `Bearer ${owner.token}`, ...(accept ? { accept } : {}) },
        });
        expect(response.statusCode, `${accept} ${parameters}`).toBe(400);
        expect(response.json().errors).toEqual([{ message: expect.stringMatching(/JSON/), extensions: { code: 'VALIDATION_FAILED' } }]);
      }
    }
  });
});
