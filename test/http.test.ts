import { randomUUID } from 'node:crypto';
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

  it('checks the database for readiness at most once a second, however many probes arrive', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const statements = await t.countStatements(async () => {
      const answers = await Promise.all(Array.from({ length: 600 }, () => t.app.inject({ method: 'GET', url: '/readyz' })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(600).fill(200));
    });
    // One check: its statements (the migrations table, then the job queue's), not 600 of them in the pool's queue.
    expect(statements.filter((statement) => statement.includes('mikro_orm_migrations')).length).toBeLessThanOrEqual(2);
    expect(statements.length).toBeLessThanOrEqual(8);
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

  it('answers malformed URLs (bad percent-escapes, over-long path parameters) with problem+json like any refusal', async () => {
    for (const url of ['/api/v1/invoices/%ED%A0%80', `/api/v1/invoices/${'x'.repeat(150)}`, '/media/%ff/content']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('makes its own request id when the given one is not 1-100 letters, digits, dots, dashes or underscores', async () => {
    for (const given of ['x'.repeat(3000), 'a b', 'quote"d', "it's", 'x'.repeat(101), 'ünïcode', '']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json().requestId).toBe(response.headers['x-request-id']);
    }
    const longest = 'a.B_c-9'.repeat(14).slice(0, 100);
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(longest);
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

describe('deeply nested JSON bodies', () => {
  const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);
  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' }, payload });

  it('are refused with VALIDATION_FAILED naming the limit of 64 levels, on REST, GraphQL and the token route', async () => {
    const rest = await post(`/api/v1/properties/${randomUUID()}/units`, `{"label": ${nested(6000)}}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.headers['content-type']).toContain('application/problem+json');
    expect(rest.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringContaining('64 levels') });

    const graphqlAnswer = await post('/graphql', `{"query": "{ me { userId } }", "variables": {"x": ${nested(10_000)}}}`);
    expect(graphqlAnswer.statusCode).toBe(400);
    expect(graphqlAnswer.json().errors[0]).toMatchObject({ message: expect.stringContaining('64 levels'), extensions: { code: 'VALIDATION_FAILED' } });

    const token = await post('/auth/token', `{"orgId": ${nested(100_000)}}`);
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('up to 64 levels, and brackets inside strings, are parsed as usual', async () => {
    // 64 levels in all: the body object, then 63 arrays.
    const deepest = await post('/graphql', `{"query": "{ me { userId } }", "variables": {"x": ${nested(62)}}}`);
    expect(deepest.statusCode, deepest.body).toBe(200);
    const tooDeep = await post('/graphql', `{"query": "{ me { userId } }", "variables": {"x": ${nested(63)}}}`);
    expect(tooDeep.statusCode).toBe(400);
    const bracketsInText = await post('/graphql', JSON.stringify({ query: `{ me { userId } } # ${'['.repeat(5000)} \\" ${'{'.repeat(5000)}` }));
    expect(bracketsInText.statusCode, bracketsInText.body).toBe(200);
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

  it('are logged with the failed statement but without its values, which are tenant data', async () => {
    const lines: string[] = [];
    const isolated = await startTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const caller = await isolated.caller(['OWNER']);
      const propertyId = await createProperty(isolated, caller);
      await isolated.sql(`create function refuse_units() returns trigger language plpgsql as $$ begin raise exception 'units are refused'; end $$`);
      await isolated.sql('create trigger refuse_units before insert on unit for each row execute function refuse_units()');
      const rest = await isolated.rest('POST', `/properties/${propertyId}/units`, { caller, body: { label: 'Chambre-Ngono-4471', rentAmount: 918_273, rentCurrency: 'XAF' } });
      expect(rest.statusCode).toBe(500);
      const graphqlAnswer = await isolated.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${caller.token}` },
        payload: { query: `mutation { createUnit(propertyId: "${propertyId}", input: { label: "Studio-Mbarga-5582" }) { id } }` },
      });
      expect(graphqlAnswer.json().errors[0].extensions.code).toBe('INTERNAL');
      const log = lines.join('');
      // The failure is logged, with its statement and the database's message...
      expect(log).toMatch(/insert into .*unit/);
      expect(log).toContain('units are refused');
      // ...but not the values it was given.
      for (const value of ['Chambre-Ngono-4471', '918273', 'Studio-Mbarga-5582', propertyId, caller.orgId]) expect(log).not.toContain(value);
    } finally {
      await isolated.close();
    }
  });
});
