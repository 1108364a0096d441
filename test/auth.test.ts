import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, exportJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { SANDBOX_KEY, startTestApp, type TestApp } from './helpers/app.js';

const MeDoc = graphql(`
  query TestMe { me { userId orgId roles } }
`);

const secret = new TextEncoder().encode(SANDBOX_KEY);
const claims = { org_id: randomUUID(), roles: ['OWNER'] };

function sandboxToken(overrides: { claims?: object; subject?: string; expiresIn?: string; issuer?: string; audience?: string; issuedAt?: number } = {}) {
  return new SignJWT({ ...claims, ...overrides.claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(overrides.subject ?? randomUUID())
    .setIssuer(overrides.issuer ?? 'rental-sandbox')
    .setAudience(overrides.audience ?? 'rental-api')
    .setIssuedAt(overrides.issuedAt)
    .setExpirationTime(overrides.expiresIn ?? '1h')
    .sign(secret);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function archiveWith(authorization?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/properties/${randomUUID()}/archive`,
    headers: authorization === undefined ? {} : { authorization },
  });
}

describe('sandbox tokens', () => {
  it('issues a token whose claims the service accepts', async () => {
    const userId = randomUUID();
    const orgId = randomUUID();
    const response = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles: ['TENANT', 'OWNER'], userId } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    const me = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${body.access_token}` },
      payload: { query: '{ me { userId orgId roles } }' },
    });
    expect(me.json().data.me).toEqual({ userId, orgId, roles: ['TENANT', 'OWNER'] });
  });

  it('gives a fresh user id when none is asked for', async () => {
    const caller = await t.caller(['TENANT']);
    const result = await t.graphql(MeDoc, {}, caller);
    expect(result.data?.me.userId).toBe(caller.userId);
    const response = await t.app.inject({ method: 'POST', url: '/auth/token', payload: { orgId: randomUUID(), roles: ['TENANT'] } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [{}, 'orgId'],
    [{ orgId: 'not-a-uuid', roles: ['OWNER'] }, 'orgId'],
    [{ orgId: randomUUID(), roles: [] }, 'roles'],
    [{ orgId: randomUUID(), roles: ['ROOT'] }, 'roles.0'],
    [{ orgId: randomUUID(), roles: ['OWNER'], userId: 42 }, 'userId'],
  ])('refuses the request %j with 400 naming %s', async (payload, path) => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/token', payload });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, errors: expect.arrayContaining([expect.objectContaining({ path })]) });
  });

  it('is not served in production mode', async () => {
    const production = await startTestApp({
      AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
      AUTH_ISSUER: 'https://idp.example',
      AUTH_AUDIENCE: 'rental',
      UPLOAD_SIGNING_KEY: 'upload-signing-key-0123456789abcdef',
      CURSOR_SIGNING_KEY: 'cursor-signing-key-0123456789abcdef',
    });
    try {
      const response = await production.app.inject({ method: 'POST', url: '/auth/token', payload: { orgId: randomUUID(), roles: ['ADMIN'] } });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('bearer token verification', () => {
  const expectUnauthenticated = async (authorization?: string) => {
    const response = await archiveWith(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  };

  it('refuses a request without a token', () => expectUnauthenticated());
  it('refuses a header that is not a bearer JWT', () => expectUnauthenticated('Basic dXNlcjpwYXNz'));
  it('refuses garbage', () => expectUnauthenticated('Bearer not.a.jwt'));
  it('refuses an expired token', async () => expectUnauthenticated(`Bearer ${await sandboxToken({ expiresIn: '-1m' })}`));
  it('refuses a wrong issuer', async () => expectUnauthenticated(`Bearer ${await sandboxToken({ issuer: 'someone-else' })}`));
  it('refuses a wrong audience', async () => expectUnauthenticated(`Bearer ${await sandboxToken({ audience: 'other-api' })}`));

  it('refuses a token issued in the future beyond the clock tolerance (5 s), and takes one within it', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectUnauthenticated(`Bearer ${await sandboxToken({ issuedAt: now + 60, expiresIn: '2h' })}`);
    await expectUnauthenticated(`Bearer ${await sandboxToken({ issuedAt: now + 86_400 * 365, expiresIn: '2y' })}`);
    const withinTolerance = await archiveWith(`Bearer ${await sandboxToken({ issuedAt: now + 2 })}`);
    expect(withinTolerance.statusCode, withinTolerance.body).toBe(404);
  });

  it('reads upper-case uuids in claims as the lower-case ids they are', async () => {
    const userId = randomUUID();
    const orgId = randomUUID();
    const token = await sandboxToken({ subject: userId.toUpperCase(), claims: { org_id: orgId.toUpperCase() } });
    const me = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ me { userId orgId } }' } });
    expect(me.json().data.me).toEqual({ userId, orgId });
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = (await sandboxToken()).split('.');
    const forged = base64url({ ...claims, sub: randomUUID(), roles: ['ADMIN'], exp: Math.floor(Date.now() / 1000) + 3600, iat: 1, iss: 'rental-sandbox', aud: 'rental-api' });
    await expectUnauthenticated(`Bearer ${header}.${forged}.${signature}`);
  });

  it('refuses alg: none', async () => {
    const payload = base64url({ ...claims, sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600, iat: 1, iss: 'rental-sandbox', aud: 'rental-api' });
    await expectUnauthenticated(`Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses a token signed with another key', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuer('rental-sandbox')
      .setAudience('rental-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key!!'));
    await expectUnauthenticated(`Bearer ${token}`);
  });

  it('refuses an asymmetric token in sandbox mode (algorithm pinned)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    expect(await exportJWK(publicKey)).toHaveProperty('n');
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(randomUUID())
      .setIssuer('rental-sandbox')
      .setAudience('rental-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expectUnauthenticated(`Bearer ${token}`);
  });

  it.each([
    [{ org_id: 'acme' }],
    [{ roles: ['ROOT'] }],
    [{ roles: [] }],
    [{ roles: 'ADMIN' }],
  ])('refuses malformed claims %j', async (bad) => expectUnauthenticated(`Bearer ${await sandboxToken({ claims: bad })}`));

  it('answers GraphQL with UNAUTHENTICATED too', async () => {
    const anonymous = await t.graphql(MeDoc, {}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const expired = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${await sandboxToken({ expiresIn: '-1m' })}` },
      payload: { query: '{ me { userId } }' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
