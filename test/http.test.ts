import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty } from './helpers/fixtures.js';

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
});
afterAll(() => t.close());

describe('HTTP host', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers unknown routes and methods with 404 problem+json', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['DELETE', '/api/v1/properties/00000000-0000-4000-8000-000000000000/archive'],
      ['GET', '/nowhere'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${owner.token}` } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('echoes a given request id, or makes one, on every answer and in error bodies', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'x-request-id': 'trace-123' } });
    expect(given.headers['x-request-id']).toBe('trace-123');
    expect(given.json().requestId).toBe('trace-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves GraphiQL from local assets, pre-filled with an example query and a sandbox token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toMatch(/unpkg\.com|jsdelivr|cdn\./);
    expect(response.body).toContain('query Portfolio');
    expect(response.body).toMatch(/Authorization[^\n]*Bearer eyJ/);
  });

  it('answers GraphQL syntax errors and unknown fields as VALIDATION_FAILED', async () => {
    for (const query of ['{ me { ', '{ me { shoeSize } }']) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${owner.token}` }, payload: { query } });
      expect(response.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers an oversized or non-JSON GraphQL request with a GraphQL error', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ me { userId } } #${'x'.repeat(1_100_000)}` }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    const malformed = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('unexpected failures', () => {
  it('answer INTERNAL with no stack trace and no SQL, on both surfaces', async () => {
    const isolated = await startTestApp();
    try {
      const caller = await isolated.caller(['OWNER']);
      const propertyId = await createProperty(isolated, caller);
      await isolated.sql('alter table unit rename to unit_moved');
      const rest = await isolated.rest('POST', `/properties/${propertyId}/units`, { caller, body: { label: 'A' } });
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toMatchObject({ code: 'INTERNAL', status: 500, detail: 'An unexpected error occurred.' });
      const graphqlAnswer = await isolated.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${caller.token}` },
        payload: { query: `mutation { createUnit(propertyId: "${propertyId}", input: { label: "B" }) { id } }` },
      });
      expect(graphqlAnswer.json().errors[0]).toMatchObject({ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL' } });
      for (const body of [rest.body, graphqlAnswer.body]) {
        expect(body).not.toMatch(/insert into|select |unit_moved|relation|\.ts:\d+|at .*\(|stack/i);
      }
    } finally {
      await isolated.close();
    }
  });
});
