import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parse, validate } from 'graphql';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus, type ErrorCode } from '../src/domain/errors.js';
import { schema } from '../src/graphql/schema.js';
import type { GraphQLServer, InProcessAnswer } from '../src/graphql/yoga.js';
import { registerRestRoutes } from '../src/rest/adapter.js';
import { openApiDocument } from '../src/rest/openapi.js';
import { deprecationHeaders, type RestRoute } from '../src/rest/route.js';
import { routes } from '../src/rest/routes.js';
import { apiDocument } from '../src/server/api-docs.js';
import {
  BASELINE_DIR,
  breakingGraphQLChanges,
  breakingOpenApiChanges,
  currentContract,
  lintApiDocument,
  unacceptedBreakingChanges,
  undatedDeprecations,
  writeBaseline,
  type Json,
} from '../api/contract.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createBooking, createProperty, createUnit } from './helpers/fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed JSON document, walked freely
type Document = any;

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await startTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = (doc: Document) =>
  Object.entries(doc.paths as Record<string, Record<string, Document>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
const resolve = (doc: Document, value: Document) => (value?.$ref ? value.$ref.replace('#/', '').split('/').reduce((at: Document, key: string) => at[key], doc) : value);

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, the one the lint script checks', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document).toEqual(JSON.parse(JSON.stringify(apiDocument())));
  });

  it('lists every route of the table with its parameters, body, success and problem+json errors', async () => {
    for (const route of routes) {
      const path = `/api/v1${route.url.replace(/:(\w+)/g, '{$1}')}`;
      const operation = document.paths[path][route.method.toLowerCase()];
      expect(operation, path).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining([String(route.status), '400', '401', '429']));
      for (const name of Object.keys(route.params ?? {})) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      expect(Boolean(operation.requestBody)).toBe(Boolean(route.body));
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(document.components.responses.validationFailed.content).toHaveProperty(['application/problem+json']);
  });

  it('puts every operation under one tag that the document describes', () => {
    const described = new Map((document.tags as { name: string; description: string }[]).map((tag) => [tag.name, tag.description]));
    for (const { path, method, operation } of operations(document)) {
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(described.get(operation.tags[0]), `${method} ${path}`).toEqual(expect.any(String));
    }
    const tagOf = (path: string, method: string) => document.paths[path][method].tags[0];
    expect(tagOf('/api/v1/invoices/{id}/pay', 'post')).toBe('Invoices');
    expect(tagOf('/api/v1/admin/verification/queue', 'get')).toBe('Verification');
    expect(tagOf('/auth/token', 'post')).toBe('Auth');
    expect(new Set(operations(document).map(({ operation }) => operation.tags[0]))).toEqual(new Set(described.keys()));
  });

  it('documents the token, upload and download routes, and where a token comes from', () => {
    const token = document.paths['/auth/token'].post;
    expect(token.summary).toMatch(/sandbox mode only/i);
    expect(token.security).toEqual([]);
    expect(token.requestBody.content['application/json'].schema.required).toEqual(['orgId', 'roles']);
    const upload = document.paths['/media/{id}/upload'].put;
    expect(upload.security).toEqual([]);
    expect(upload.parameters.map((parameter: Document) => parameter.name)).toEqual(['id', 'org', 'expires', 'signature']);
    expect(upload.requestBody.content).toHaveProperty(['*/*']);
    expect(document.paths['/media/{id}/content'].get.security).toBeUndefined();
    expect(document.components.securitySchemes.bearerAuth.description).toContain('POST /auth/token');
  });

  it('gives each error status its own examples, whose codes answer with that status', () => {
    let checked = 0;
    for (const { path, method, operation } of operations(document)) {
      for (const [status, reference] of Object.entries(operation.responses as Record<string, Document>)) {
        if (Number(status) < 400) continue;
        const response = resolve(document, reference);
        if (!response.content) continue; // the token route's 404 outside sandbox mode has no body of ours
        const examples = Object.entries(response.content['application/problem+json'].examples as Record<string, { value: Document }>);
        expect(examples.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const [name, { value }] of examples) {
          expect(value.code).toBe(name);
          expect(value.status, `${method} ${path} ${status} ${name}`).toBe(Number(status));
          expect(errorStatus[value.code as ErrorCode]).toBe(Number(status));
          expect(value.type).toBe(`/api/v1/errors/${value.code}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    const codesOf = (path: string, status: number) =>
      Object.keys(resolve(document, document.paths[path].post.responses[status]).content['application/problem+json'].examples);
    expect(codesOf('/api/v1/invoices/{id}/pay', 409)).toEqual(['CONFLICT', 'INVALID_TRANSITION']);
    expect(codesOf('/api/v1/media', 409)).toEqual(['CONFLICT']);
    expect(resolve(document, document.paths['/api/v1/bookings'].get.responses[429]).headers).toHaveProperty(['Retry-After']);
    expect(resolve(document, document.paths['/api/v1/bookings'].get.responses[503]).headers).toHaveProperty(['Retry-After']);
  });

  it('states the contract limits and formats: labels of one character or more, amounts 0..2^53-1, tvaBasisPoints int64', () => {
    const { schemas } = document.components;
    expect(schemas.CreateUnitInput.properties.label).toMatchObject({ type: 'string', minLength: 1 });
    expect(schemas.CreateUnitInput.required).toEqual(['label']);
    expect(schemas.Unit.properties.rentAmount).toMatchObject({ format: 'int64', minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
    expect(schemas.CreateUnitInput.properties.rentAmount).toMatchObject({ minimum: 0 });
    for (const amount of ['grossAmount', 'netAmount', 'tvaAmount']) expect(schemas.Invoice.properties[amount]).toMatchObject({ format: 'int64', minimum: 0 });
    expect(schemas.Invoice.properties.tvaBasisPoints).toMatchObject({ type: 'integer', format: 'int64' });
    expect(JSON.stringify(document)).not.toContain(String(-Number.MAX_SAFE_INTEGER));
  });

  it('names a licence and a contact', () => {
    expect(document.info.license).toMatchObject({ name: expect.any(String) });
    expect(document.info.contact).toMatchObject({ name: expect.any(String) });
  });

  // About 5 s: both linters run on the served document, as `npm run lint:api` does.
  it('has no Redocly (recommended) or Spectral (spectral:oas) warning, and the lint fails on one', { timeout: 60_000 }, () => {
    const served = lintApiDocument(document);
    expect(served.output).toContain('spectral (exit 0)');
    expect(served.ok, served.output).toBe(true);
    const withoutLicence = { ...document, info: { ...document.info, license: undefined } };
    const refused = lintApiDocument(withoutLicence);
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/info-license/);
  });
});

describe('error pages', () => {
  it('answer a human-readable page for every code, where problem `type` points', async () => {
    for (const code of Object.keys(errorStatus) as ErrorCode[]) {
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/errors/${code}` });
      expect(page.statusCode, code).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`<code>${code}</code>`);
      expect(page.body).toContain(`<dd>${errorStatus[code]}</dd>`);
      expect(page.body).toMatch(/What to do/);
    }
    const index = await t.app.inject({ method: 'GET', url: '/api/v1/errors' });
    expect(index.statusCode).toBe(200);
    for (const code of Object.keys(errorStatus)) expect(index.body).toContain(`href="/api/v1/errors/${code}"`);
  });

  it('are linked from real problems, and an unknown code is a 404 problem', async () => {
    const manager = await t.caller(['MANAGER']);
    const refusal = await t.rest('GET', `/invoices/${crypto.randomUUID()}`, { caller: manager });
    expect(refusal.statusCode).toBe(404);
    const { type } = refusal.json();
    expect(type).toBe('/api/v1/errors/NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: type })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/errors/NO_SUCH_CODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('API reference page', () => {
  it('is served at /api/v1/docs from local assets, under the product name', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs|jsdelivr)/);
    expect(page.body).toContain('<title>Rental property service API reference</title>');
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('deprecated routes', () => {
  const listBookings = routes.find((route) => route.url === '/bookings')!;
  const deprecatedRoutes: RestRoute[] = [{ ...listBookings, deprecated: { since: '2026-11-01', sunset: '2027-05-01', link: '/docs/versioning' } }];
  let legacy: FastifyInstance;

  beforeAll(async () => {
    // The test table runs on the real service's GraphQL endpoint, its result handed to the adapter as yoga hands it (in process).
    const graphqlOverHttp = {
      fetchAPI: { Request },
      fetch: async (request: Request, { inProcess }: { inProcess: InProcessAnswer }) => {
        const headers = Object.fromEntries(request.headers);
        const answer = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: JSON.stringify(await request.json()) });
        inProcess.result = answer.json();
        return new Response(null, { status: 204 });
      },
      // The routes' operations are checked at registration, as yoga would check them.
      getEnveloped: () => ({ parse, validate, schema }),
    } as unknown as GraphQLServer;
    legacy = Fastify();
    await legacy.register(async (api) => registerRestRoutes(api, graphqlOverHttp, deprecatedRoutes), { prefix: '/api/v1' });
  });
  afterAll(() => legacy.close());

  it('answer Deprecation (RFC 9745), Sunset (RFC 8594) and a deprecation link beside the next page', async () => {
    const manager = await t.caller(['MANAGER']);
    const property = await createProperty(t, manager);
    const unitId = await createUnit(t, manager, property);
    for (const [startDate, endDate] of [['2027-01-01', '2027-02-01'], ['2027-03-01', '2027-04-01']]) {
      await createBooking(t, manager, { unitId, tenantUserId: crypto.randomUUID(), startDate: startDate!, endDate: endDate! });
    }
    const page = await legacy.inject({ method: 'GET', url: `/api/v1/bookings?unitId=${unitId}&limit=1`, headers: { authorization: `Bearer ${manager.token}` } });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toHaveLength(1);
    expect(page.headers.deprecation).toBe(`@${Date.UTC(2026, 10, 1) / 1000}`);
    expect(page.headers.sunset).toBe('Sat, 01 May 2027 00:00:00 GMT');
    expect(page.headers.link).toMatch(/^<\/docs\/versioning>; rel="deprecation", <\/api\/v1\/bookings\?[^>]*cursor=[^>]+>; rel="next"$/);

    const current = await t.app.inject({ method: 'GET', url: '/api/v1/bookings', headers: { authorization: `Bearer ${manager.token}` } });
    expect(current.headers).not.toHaveProperty('deprecation');
    expect(current.headers).not.toHaveProperty('sunset');
  });

  it('need real dates, the sunset after the deprecation', () => {
    expect(deprecationHeaders({ since: '2026-12-31', sunset: '2027-06-30' })).toEqual({ Deprecation: '@1798675200', Sunset: 'Wed, 30 Jun 2027 00:00:00 GMT' });
    expect(() => deprecationHeaders({ since: '2026-02-30', sunset: '2027-01-01' })).toThrow(/YYYY-MM-DD/);
    expect(() => deprecationHeaders({ since: '1 May 2026', sunset: '2027-01-01' })).toThrow(/YYYY-MM-DD/);
    expect(() => deprecationHeaders({ since: '2027-01-01', sunset: '2027-01-01' })).toThrow(/after/);
  });

  it('are marked deprecated in the OpenAPI document, with their headers', () => {
    const operation = openApiDocument(schema, deprecatedRoutes).paths!['/api/v1/bookings']!.get!;
    expect(operation.deprecated).toBe(true);
    expect(operation.description).toContain('2027-05-01');
    expect(Object.keys((operation.responses![200] as { headers: object }).headers)).toEqual(['Link', 'Deprecation', 'Sunset']);
    expect(document.paths['/api/v1/bookings'].get.deprecated).toBeUndefined();
  });
});

describe('breaking-change check', () => {
  const sdl = 'type Query { unit(id: ID!): Unit }\ntype Unit { id: ID! label: String! }\n';

  it('finds a removed GraphQL field and lets an added one pass', async () => {
    expect(await breakingGraphQLChanges(sdl, sdl.replace(' label: String!', ''))).toEqual(["GraphQL: Field 'label' was removed from object type 'Unit'"]);
    expect(await breakingGraphQLChanges(sdl, sdl.replace('label: String!', 'label: String! floor: Int'))).toEqual([]);
  });

  it('wants both dates in a GraphQL deprecation reason', () => {
    const deprecated = (reason: string) => sdl.replace('label: String!', `label: String! @deprecated(reason: "${reason}")`);
    expect(undatedDeprecations(deprecated('Use name. Deprecated 2026-11-01; removed on or after 2027-05-01.'))).toEqual([]);
    expect(undatedDeprecations(deprecated('Use name.'))).toEqual(['GraphQL: Unit.label is deprecated without both dates: "Use name."']);
    expect(undatedDeprecations(currentContract().graphql)).toEqual([]);
  });

  it('finds removed OpenAPI operations, response fields and newly refused requests, and lets additions pass', () => {
    const before = document as Json;
    const edit = (change: (copy: Document) => void) => {
      const copy = structuredClone(document);
      change(copy);
      return breakingOpenApiChanges(before, copy);
    };
    expect(edit(() => {})).toEqual([]);
    expect(edit((copy) => delete copy.paths['/api/v1/invoices/{id}'])).toEqual(['OpenAPI: GET /api/v1/invoices/{id}: operation removed']);
    expect(edit((copy) => delete copy.components.schemas.Unit.properties.label)).toEqual(['OpenAPI: POST /api/v1/properties/{id}/units: 201 body.label: field removed']);
    expect(edit((copy) => copy.components.schemas.CreateUnitInput.required.push('bedrooms'))).toEqual([
      'OpenAPI: POST /api/v1/properties/{id}/units: request body.bedrooms: new required field',
    ]);
    expect(edit((copy) => (copy.components.schemas.CreateUnitInput.properties.label.maxLength = 10))).toEqual([
      'OpenAPI: POST /api/v1/properties/{id}/units: request body.label: maxLength lowered to 10',
    ]);
    // Additions: a new operation, a new response field, a new optional request field, a new error status.
    expect(
      edit((copy) => {
        copy.paths['/api/v1/units'] = { get: copy.paths['/api/v1/bookings'].get };
        copy.components.schemas.Unit.properties.floor = { type: 'integer' };
        copy.components.schemas.CreateUnitInput.properties.floor = { type: ['integer', 'null'] };
        copy.paths['/api/v1/invoices/{id}'].get.responses['409'] = { $ref: '#/components/responses/conflict' };
      }),
    ).toEqual([]);
  });

  it('passes on the committed baseline, and fails on a breaking change unless it is accepted', async () => {
    const current = currentContract();
    expect((await unacceptedBreakingChanges(BASELINE_DIR, current)).breaking).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'api-baseline-'));
    try {
      writeBaseline(dir, { graphql: `${current.graphql}\ntype Retired { id: ID! }\n`, openapi: current.openapi });
      const { breaking } = await unacceptedBreakingChanges(dir, current);
      expect(breaking).toEqual(["GraphQL: Type 'Retired' was removed"]);
      writeFileSync(join(dir, 'accepted-breaking-changes.json'), JSON.stringify([{ change: breaking[0], reason: 'unused since 2026-06' }]));
      expect(await unacceptedBreakingChanges(dir, current)).toEqual({ breaking: [], accepted: breaking });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the route table', () => {
  it('is checked against the schema when registered: a route whose operation does not validate stops the start', async () => {
    const listBookings = routes.find((route) => route.url === '/bookings')!;
    const broken: RestRoute = { ...listBookings, operation: parse('query RestListBookings { bookings { edges { node { noSuchField } } } }') as RestRoute['operation'] };
    const served = { getEnveloped: () => ({ parse, validate, schema }) } as unknown as GraphQLServer;
    const api = Fastify();
    await expect(api.register(async (scope) => registerRestRoutes(scope, served, [broken]), { prefix: '/api/v1' }).ready()).rejects.toThrow(
      /The operation of GET \/bookings does not validate: Cannot query field "noSuchField"/,
    );
    await api.close();
  });
});
