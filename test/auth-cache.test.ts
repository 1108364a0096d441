import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthenticator } from '../src/server/auth.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY } from './helpers/app.js';

/** Verified tokens are kept (src/server/auth.ts), never past their expiry nor past a minute. */
describe('verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  const authenticator = () => {
    const config = loadConfig({ SANDBOX_SIGNING_KEY: SANDBOX_KEY, SANDBOX_TOKEN_TTL_SECONDS: '120', AUTH_CLOCK_TOLERANCE_SECONDS: '0' });
    return createAuthenticator(config.auth, () => undefined);
  };

  it('are answered again the same, and refused once expired although verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const auth = authenticator();
    const orgId = randomUUID();
    const { access_token: token } = await auth.issueSandboxToken!({ orgId, roles: ['OWNER'] });
    const first = await auth.authenticate(`Bearer ${token}`);
    expect(first).toMatchObject({ orgId, roles: ['OWNER'] });
    vi.setSystemTime(Date.now() + 50_000);
    expect(await auth.authenticate(`Bearer ${token}`)).toEqual(first);
    vi.setSystemTime(Date.now() + 80_000);
    await expect(auth.authenticate(`Bearer ${token}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuse a token signed by another key whether or not a valid one was seen', async () => {
    const auth = authenticator();
    const other = createAuthenticator(loadConfig({ SANDBOX_SIGNING_KEY: 'another-sandbox-signing-key-0123456789abcdef' }).auth, () => undefined);
    const { access_token: good } = await auth.issueSandboxToken!({ orgId: randomUUID(), roles: ['OWNER'] });
    const { access_token: forged } = await other.issueSandboxToken!({ orgId: randomUUID(), roles: ['ADMIN'] });
    await auth.authenticate(`Bearer ${good}`);
    await expect(auth.authenticate(`Bearer ${forged}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
