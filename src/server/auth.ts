import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { AppError } from '../domain/errors.js';
import { type Actor, roles } from '../domain/roles.js';
import type { Config } from './config.js';

/** UUIDs are case-insensitive; the service stores and compares them in lower case. */
const uuid = () => z.uuid().toLowerCase();

const claimsSchema = z.object({
  sub: uuid(),
  org_id: uuid(),
  roles: z.array(z.enum(roles)).min(1),
});

export const sandboxTokenRequest = z.object({
  orgId: uuid(),
  roles: z.array(z.enum(roles)).min(1),
  userId: uuid().optional(),
});
export type SandboxTokenRequest = z.infer<typeof sandboxTokenRequest>;

export interface SandboxToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface Authenticator {
  /** The caller named by an `Authorization` header; null without one; UNAUTHENTICATED when it is not valid. */
  authenticate(authorization: string | null): Promise<Actor | null>;
  /** Present in sandbox mode only: the service signs its own tokens. */
  issueSandboxToken?(request: SandboxTokenRequest): Promise<SandboxToken>;
}

/**
 * Verified tokens kept, so that a client's every request does not verify the
 * same signature again (it showed in the CPU profile of small reads). An
 * entry lives until the token expires, at most a minute: no longer than the
 * JWKS keys themselves are cached, so a withdrawn key stops being honoured as
 * soon as it would have without this.
 */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_TTL_MS = 60_000;

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message);

function bearerToken(authorization: string): string {
  const match = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/i.exec(authorization.trim());
  if (!match?.[1]) throw unauthenticated('The Authorization header must be "Bearer <JWT>".');
  return match[1];
}

function actorFrom(payload: unknown): Actor {
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw unauthenticated('The access token lacks a valid sub, org_id or roles claim.');
  return { userId: claims.data.sub, orgId: claims.data.org_id, roles: [...new Set(claims.data.roles)] };
}

export function createAuthenticator(config: Config['auth'], warn: (message: string) => void): Authenticator {
  let key: Uint8Array | JWTVerifyGetKey;
  let algorithms: string[];
  if (config.mode === 'production') {
    // Keys are fetched once and kept (cacheMaxAge); an unknown `kid` refetches at most every 30 s
    // (cooldown), and a JWKS server that does not answer fails the request after jwksTimeoutMs.
    key = createRemoteJWKSet(new URL(config.jwksUrl), {
      timeoutDuration: config.jwksTimeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: config.jwksCacheMs,
    });
    algorithms = config.algorithms;
  } else {
    if (!config.signingKey) warn('SANDBOX_SIGNING_KEY is not set: sandbox tokens will not survive a restart.');
    key = config.signingKey ? new TextEncoder().encode(config.signingKey) : randomBytes(32);
    algorithms = ['HS256'];
  }
  const verifyOptions = {
    algorithms,
    issuer: config.issuer,
    audience: config.audience,
    requiredClaims: ['exp', 'iat', 'sub'],
    clockTolerance: config.clockTolerance,
  };

  const verified = new Map<string, { actor: Actor; until: number }>();
  const authenticator: Authenticator = {
    async authenticate(authorization) {
      if (authorization === null) return null;
      const token = bearerToken(authorization);
      const known = verified.get(token);
      if (known && Date.now() < known.until) return known.actor;
      verified.delete(token);
      let payload: JWTPayload;
      try {
        ({ payload } = await (typeof key === 'function' ? jwtVerify(token, key, verifyOptions) : jwtVerify(token, key, verifyOptions)));
      } catch (error) {
        // A sandbox token of another key is most often one another process made up a key for (a seed or a
        // server without SANDBOX_SIGNING_KEY on another DATA_DIR): say so, since nothing else would.
        if (config.mode === 'sandbox' && (error as { code?: unknown }).code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
          throw unauthenticated(
            'The access token is signed with another key than this sandbox server\'s: get one from this server (POST /auth/token), or start it with the SANDBOX_SIGNING_KEY the token was made with.',
          );
        }
        throw unauthenticated('The access token is invalid or expired.');
      }
      // jose checks that `iat` is a number, not that it has passed: a token from the future is no token yet.
      if (payload.iat! > Date.now() / 1000 + config.clockTolerance) throw unauthenticated('The access token was issued in the future.');
      const actor = actorFrom(payload);
      // Oldest first out: a Map iterates in insertion order.
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { actor, until: Math.min(payload.exp! * 1000, Date.now() + VERIFIED_TOKEN_TTL_MS) });
      return actor;
    },
  };
  if (config.mode === 'sandbox') {
    const secret = key as Uint8Array;
    authenticator.issueSandboxToken = async ({ orgId, roles: granted, userId }) => ({
      access_token: await new SignJWT({ org_id: orgId, roles: [...new Set(granted)] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId ?? crypto.randomUUID())
        .setIssuer(config.issuer)
        .setAudience(config.audience)
        .setIssuedAt()
        .setExpirationTime(`${config.tokenTtl}s`)
        .sign(secret),
      token_type: 'Bearer',
      expires_in: config.tokenTtl,
    });
  }
  return authenticator;
}
