import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

const ISSUER = 'https://idp.example';
const AUDIENCE = 'rental-api';
const UPLOAD_SIGNING_KEY = 'upload-signing-key-0123456789abcdef';

let privateKey: CryptoKey;
let publicJwk: JWK;
let publicPem: string;
let jwksServer: Server;
let jwksFetches = 0;
let jwksUrl: string;
let t: TestApp;

const listen = (server: Server | TcpServer) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

const claims = () => ({ org_id: randomUUID(), roles: ['OWNER'] });

function rs256(overrides: { issuer?: string; audience?: string; nbf?: number; exp?: number; kid?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(claims())
    .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'key-1' })
    .setSubject(randomUUID())
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setIssuedAt(now - 10)
    .setExpirationTime(overrides.exp ?? now + 3600);
  if (overrides.nbf !== undefined) jwt.setNotBefore(overrides.nbf);
  return jwt.sign(privateKey);
}

const me = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query: '{ me { userId orgId roles } }' } });

const expectAccepted = async (token: string) => {
  const response = await me(t.app, token);
  expect(response.json().errors).toBeUndefined();
  expect(response.json().data.me.roles).toEqual(['OWNER']);
};
const expectRefused = async (token: string, app = t.app) => {
  const response = await me(app, token);
  expect(response.statusCode).toBe(401);
  expect(response.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  expect(response.headers['www-authenticate']).toBe('Bearer');
};

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  publicPem = await exportSPKI(pair.publicKey);
  jwksServer = createServer((request, response) => {
    if (request.url !== '/.well-known/jwks.json') return void response.writeHead(404).end();
    jwksFetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
  });
  jwksUrl = `http://127.0.0.1:${await listen(jwksServer)}/.well-known/jwks.json`;
  t = await startTestApp({
    AUTH_JWKS_URL: jwksUrl,
    AUTH_ISSUER: ISSUER,
    AUTH_AUDIENCE: AUDIENCE,
    AUTH_CLOCK_TOLERANCE_SECONDS: '30',
    UPLOAD_SIGNING_KEY,
    CURSOR_SIGNING_KEY: 'cursor-signing-key-0123456789abcdef',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe('production mode (JWKS)', () => {
  it('accepts an RS256 token signed by a JWKS key, fetching the key set once and caching it', async () => {
    const before = jwksFetches;
    for (let i = 0; i < 5; i += 1) await expectAccepted(await rs256());
    expect(jwksFetches - before).toBeLessThanOrEqual(1);
    expect(jwksFetches).toBe(1);
  });

  it('checks issuer and audience', async () => {
    await expectRefused(await rs256({ issuer: 'https://other-idp.example' }));
    await expectRefused(await rs256({ audience: 'another-api' }));
  });

  it('refuses HS256 signed with the public key material (algorithm confusion)', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const secret of [publicPem, JSON.stringify(publicJwk), publicJwk.n!]) {
      const forged = await new SignJWT(claims())
        .setProtectedHeader({ alg: 'HS256', kid: 'key-1' })
        .setSubject(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(secret));
      await expectRefused(forged);
    }
  });

  it('refuses alg "none"', async () => {
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = { ...claims(), sub: randomUUID(), iss: ISSUER, aud: AUDIENCE, iat: now, exp: now + 3600 };
    await expectRefused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`);
    await expectRefused(`${encode({ alg: 'none', kid: 'key-1' })}.${encode(payload)}.${'A'.repeat(43)}`);
  });

  it('honours the clock tolerance (30 s here) for nbf and exp, and no more', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await rs256({ nbf: now + 600 }));
    await expectAccepted(await rs256({ nbf: now + 10 }));
    await expectAccepted(await rs256({ exp: now - 10 }));
    await expectRefused(await rs256({ exp: now - 600 }));
  });

  it('refuses a token signed by a key the JWKS does not hold', async () => {
    const stranger = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setSubject(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(stranger.privateKey);
    await expectRefused(token);
  });
});

describe('a JWKS server that never answers', () => {
  let silent: TcpServer;
  const sockets = new Set<Socket>();
  let app: TestApp;

  beforeAll(async () => {
    silent = createTcpServer((socket) => {
      sockets.add(socket); // accepts, reads, never answers
      socket.on('close', () => sockets.delete(socket));
    });
    const port = await listen(silent);
    app = await startTestApp({
      AUTH_JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
      AUTH_ISSUER: ISSUER,
      AUTH_AUDIENCE: AUDIENCE,
      AUTH_JWKS_TIMEOUT_MS: '1000',
      UPLOAD_SIGNING_KEY,
      CURSOR_SIGNING_KEY: 'cursor-signing-key-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 401 quickly instead of hanging', async () => {
    const started = Date.now();
    await expectRefused(await rs256(), app.app);
    expect(Date.now() - started).toBeLessThan(5000);
    // Unauthenticated requests and health checks never wait for the JWKS.
    expect((await app.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
