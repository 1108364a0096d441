import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/rest/routes.js';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the table with its parameters, body, success and problem+json errors', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
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
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(document.components.responses.validationFailed.content).toHaveProperty(['application/problem+json']);
  });

  it('states the contract limits, such as a unit label of at least one character', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.components.schemas.CreateUnitInput.properties.label).toMatchObject({ type: 'string', minLength: 1 });
    expect(document.components.schemas.CreateUnitInput.required).toEqual(['label']);
    expect(document.components.schemas.Unit.properties.rentAmount).toMatchObject({ format: 'int64' });
  });
});

describe('API reference page', () => {
  it('is served at /api/v1/docs from local assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(unpkg|cdn|cdnjs|jsdelivr)/);
    const script = await t.app.inject({ method: 'GET', url: '/api/v1/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
