import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { run } from './helpers/process.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_JWKS_URL: 'https://idp.example/.well-known/jwks.json',
  AUTH_ISSUER: 'https://idp.example',
  AUTH_AUDIENCE: 'rental-api',
  DATABASE_URL: 'postgres://rental@db.example/rental',
  UPLOAD_SIGNING_KEY: 'u'.repeat(32),
  CURSOR_SIGNING_KEY: 'c'.repeat(32),
};

describe('production fails closed', () => {
  it('refuses to start under NODE_ENV=production without its settings: one JSON line naming all of them, exit 1, no stack', async () => {
    const result = await run(['npm', 'start'], { NODE_ENV: 'production' });
    expect(result.code).not.toBe(0);
    expect(result.logs).toHaveLength(1);
    const [line] = result.logs;
    expect(line!.level).toBe(60);
    for (const name of ['AUTH_JWKS_URL', 'AUTH_ISSUER', 'AUTH_AUDIENCE', 'DATABASE_URL', 'UPLOAD_SIGNING_KEY', 'CURSOR_SIGNING_KEY']) expect(line!.msg).toContain(name);
    expect(line).not.toHaveProperty('err');
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('refuses a sandbox on DATABASE_URL that would make its own keys up: processes sharing a database must agree', async () => {
    const result = await run(['npm', 'start'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none', SANDBOX_SIGNING_KEY: 's'.repeat(32) });
    expect(result.code).toBe(1);
    expect(result.logs).toHaveLength(1);
    expect(result.logs[0]!.msg).toMatch(/must share their keys: set UPLOAD_SIGNING_KEY, CURSOR_SIGNING_KEY \(32\+ characters each\)\.$/);
  }, 60_000);

  it('is production under NODE_ENV=production, and production means no sandbox anything', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.mode).toBe('production');
    expect(config.auth.mode).toBe('production');
    expect(config.auth).not.toHaveProperty('signingKey');
    expect(config.graphql).toMatchObject({ introspection: false, fieldSuggestions: false });
    expect(config.host).toBe('0.0.0.0');
  });

  it('refuses an AUTH_ALGORITHMS name that is not an asymmetric algorithm, misspelt ones included, in either mode', () => {
    expect(() => loadConfig({ ...PRODUCTION, AUTH_ALGORITHMS: 'RS256,RS265' })).toThrow(
      'Invalid configuration: AUTH_ALGORITHMS allows only asymmetric algorithms (RS256, RS384, RS512, PS256, PS384, PS512, ES256, ES384, ES512, EdDSA, Ed25519); refused: RS265.',
    );
    expect(() => loadConfig({ ...PRODUCTION, AUTH_ALGORITHMS: 'HS256,none' })).toThrow(/refused: HS256, none\.$/);
    expect(() => loadConfig({ ...PRODUCTION, AUTH_ALGORITHMS: ' , ' })).toThrow(/refused: an empty list\.$/);
    expect(() => loadConfig({ AUTH_ALGORITHMS: 'ES256K' })).toThrow(/refused: ES256K\.$/);
    expect(loadConfig({ ...PRODUCTION, AUTH_ALGORITHMS: 'ES384, Ed25519' }).auth).toMatchObject({ algorithms: ['ES384', 'Ed25519'] });
  });

  it('refuses an unknown AUTH_ALGORITHMS at start: one JSON line, exit 1', async () => {
    const result = await run(['npm', 'start'], { ...PRODUCTION, AUTH_ALGORITHMS: 'RS256,RS265' });
    expect(result.code).toBe(1);
    expect(result.logs).toHaveLength(1);
    expect(result.logs[0]!.msg).toMatch(/AUTH_ALGORITHMS allows only asymmetric algorithms .*; refused: RS265\.$/);
  }, 60_000);

  it('names every missing setting at once, and only those', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: production mode needs AUTH_JWKS_URL, AUTH_ISSUER, AUTH_AUDIENCE, DATABASE_URL, UPLOAD_SIGNING_KEY, CURSOR_SIGNING_KEY (missing).',
    );
    expect(() => loadConfig({ ...PRODUCTION, DATABASE_URL: undefined, AUTH_AUDIENCE: '' })).toThrow(/needs AUTH_AUDIENCE, DATABASE_URL \(missing\)\.$/);
  });

  it('refuses sandbox under NODE_ENV=production, even when asked for', () => {
    expect(() => loadConfig({ ...PRODUCTION, AUTH_MODE: 'sandbox' })).toThrow(/AUTH_MODE=sandbox is refused under NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'sandbox', SANDBOX_SIGNING_KEY: 's'.repeat(32) })).toThrow(/refused/);
  });

  it('is production when asked for, or when an identity provider is configured, outside NODE_ENV=production too', () => {
    const settings = { ...PRODUCTION, NODE_ENV: undefined };
    expect(loadConfig({ ...settings, AUTH_MODE: 'production' }).mode).toBe('production');
    expect(loadConfig(settings).mode).toBe('production');
    expect(() => loadConfig({ AUTH_MODE: 'production' })).toThrow(/production mode needs AUTH_JWKS_URL/);
    expect(() => loadConfig({ AUTH_JWKS_URL: PRODUCTION.AUTH_JWKS_URL })).toThrow(/needs AUTH_ISSUER, AUTH_AUDIENCE, DATABASE_URL, UPLOAD_SIGNING_KEY, CURSOR_SIGNING_KEY/);
  });

  it('is a sandbox only outside production: local by default, with the demo org for GraphiQL', () => {
    const sandbox = loadConfig({});
    expect(sandbox.mode).toBe('sandbox');
    expect(sandbox.host).toBe('127.0.0.1');
    expect(sandbox.auth).toMatchObject({ mode: 'sandbox', orgId: '00000000-0000-4000-8000-00000000d3a0' });
    expect(loadConfig({ NODE_ENV: 'development' }).mode).toBe('sandbox');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'test', AUTH_MODE: 'sandbox' }).mode).toBe('sandbox');
  });

  it('keeps metrics off unless a port or a token is given', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
