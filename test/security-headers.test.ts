import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY, startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://app.example, http://localhost:5173' });
});
afterAll(() => t.close());

const PRODUCTION = {
  AUTH_JWKS_URL: 'https://idp.example/jwks.json',
  AUTH_ISSUER: 'https://idp.example',
  AUTH_AUDIENCE: 'rental',
  DATABASE_URL: 'postgres://db.example/rental',
  CURSOR_SIGNING_KEY: 'cursor-signing-key-0123456789abcdef',
};

describe('security headers', () => {
  it('are on every API answer, with a policy that allows nothing to run', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }),
      await t.rest('POST', '/properties/00000000-0000-4000-8000-000000000000/archive'),
      await t.app.inject({ method: 'GET', url: '/no/such/route' }),
      await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: '{"query": ' }),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('let the GraphiQL page run exactly its own inline scripts (by hash, no unsafe-inline scripts)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const scripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    for (const script of scripts) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.body).not.toMatch(/<script[^>]+src=["']https?:/);
  });
});

describe('CORS', () => {
  const preflight = (app: TestApp['app'], url: string, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });

  it('answers preflights from configured origins, on both surfaces', async () => {
    for (const url of ['/graphql', '/api/v1/properties/00000000-0000-4000-8000-000000000000/archive']) {
      const response = await preflight(t.app, url, 'https://app.example');
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/);
    }
    const simple = await t.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'http://localhost:5173' }, payload: { query: '{ __typename }' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(simple.headers['access-control-expose-headers'])).toMatch(/x-request-id/);
  });

  it('gives other origins nothing', async () => {
    const response = await preflight(t.app, '/graphql', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example' }, payload: { query: '{ __typename }' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no origin at all by default', async () => {
    const plain = await startTestApp();
    try {
      for (const url of ['/graphql', '/api/v1/properties/00000000-0000-4000-8000-000000000000/archive']) {
        const response = await preflight(plain.app, url, 'https://app.example');
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
      const simple = await plain.app.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://app.example' }, payload: { query: '{ __typename }' } });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('secrets in logs', () => {
  it('never writes a token, an Authorization header or a signing key, even at trace level', async () => {
    const lines: string[] = [];
    const config = loadConfig({ LOG_LEVEL: 'trace', SANDBOX_SIGNING_KEY: SANDBOX_KEY, DATABASE_URL: t.databaseUrl, RATE_LIMIT_ENABLED: 'false' });
    const app = await buildApp({ config, orm: t.orm, logStream: { write: (line) => lines.push(line) } });
    try {
      const issued = await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId: '00000000-0000-4000-8000-000000000001', roles: ['OWNER'] } });
      const token = issued.json().access_token as string;
      const authorization = { authorization: `Bearer ${token}` };
      await app.inject({ method: 'POST', url: '/graphql', headers: authorization, payload: { query: '{ me { userId } }' } });
      await app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}x` }, payload: { query: '{ me { userId } }' } });
      await app.inject({ method: 'POST', url: '/api/v1/properties/00000000-0000-4000-8000-000000000000/archive', headers: authorization });
      await app.inject({ method: 'GET', url: `/api/v1/nowhere?access_token=${token}&signature=abcdef0123`, headers: authorization });
      await app.inject({ method: 'GET', url: '/graphql', headers: { ...authorization, accept: 'text/html' } });
      await app.inject({ method: 'POST', url: '/graphql', headers: { ...authorization, 'content-type': 'application/json' }, payload: '{"query":' });

      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(log).toContain('incoming request');
      expect(log).not.toContain(token.split('.')[2]!);
      expect(log).not.toContain(token.split('.')[1]!);
      expect(log).not.toContain(SANDBOX_KEY);
      expect(log).not.toMatch(/Bearer /);
      expect(log).not.toContain('abcdef0123');
    } finally {
      await app.close();
    }
  });
});

describe('configuration', () => {
  it('refuses production mode without an upload signing key of 32+ characters', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(/UPLOAD_SIGNING_KEY/);
    expect(() => loadConfig({ ...PRODUCTION, UPLOAD_SIGNING_KEY: 'short' })).toThrow(/UPLOAD_SIGNING_KEY/);
    expect(loadConfig({ ...PRODUCTION, UPLOAD_SIGNING_KEY: 'u'.repeat(32) }).auth.mode).toBe('production');
  });

  it('refuses a sandbox signing key under 32 characters and CORS origins that are not origins', () => {
    expect(() => loadConfig({ SANDBOX_SIGNING_KEY: 'too-short' })).toThrow(/SANDBOX_SIGNING_KEY/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://app.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('has sane defaults', () => {
    const config = loadConfig({});
    expect(config.corsOrigins).toEqual([]);
    expect(config.rateLimit).toEqual({ max: 600, addressMax: 600, windowMs: 60_000 });
    expect(config.graphql).toMatchObject({ introspection: true, fieldSuggestions: true });
    expect(loadConfig({ ...PRODUCTION, UPLOAD_SIGNING_KEY: 'u'.repeat(32) }).graphql).toMatchObject({ introspection: false, fieldSuggestions: false });
    expect(config.database).toEqual({
      poolMax: 10,
      poolMaxPerOrg: undefined,
      queueMax: 500,
      queueMaxPerOrg: undefined,
      acquireTimeoutMs: 3000,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      tenantRole: 'rental_tenant',
    });
  });
});
