import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import type { Config } from './config.js';

export interface UploadTarget {
  orgId: string;
  id: string;
}

export interface UploadUrls {
  /** The absolute, signed, expiring address a media object's file is PUT to. */
  urlFor(target: UploadTarget, now?: Date): string;
  /** Checks an upload request's signature and expiry (FORBIDDEN otherwise); answers the target it names, ids in lower case. */
  verify(id: string, query: Record<string, unknown>, now?: Date): UploadTarget;
}

const uploadPath = (id: string) => `/media/${id}/upload`;

/**
 * Upload addresses carry their own authorisation, like a pre-signed object
 * store URL: an HMAC over the media object, its org and the expiry, so the PUT
 * needs no bearer token and cannot be redirected to another object or extended.
 */
export function createUploadUrls(config: Config['media'], warn: (message: string) => void): UploadUrls {
  if (!config.signingKey) warn('UPLOAD_SIGNING_KEY is not set: upload addresses will not survive a restart.');
  const key = config.signingKey ? Buffer.from(config.signingKey) : randomBytes(32);
  const sign = (target: UploadTarget, expires: string) =>
    createHmac('sha256', key).update(`PUT\n${uploadPath(target.id)}\n${target.orgId}\n${expires}`).digest('base64url');
  const refused = () => new AppError('FORBIDDEN', 'The upload address is invalid or has expired; create the media object again.');

  return {
    urlFor(target, now = new Date()) {
      const expires = String(Math.floor(now.getTime() / 1000) + config.uploadUrlTtl);
      const query = new URLSearchParams({ org: target.orgId, expires, signature: sign(target, expires) });
      return `${config.publicBaseUrl}${uploadPath(target.id)}?${query}`;
    },
    verify(id, query, now = new Date()) {
      const { org, expires, signature } = query;
      if (typeof org !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') throw refused();
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now.getTime()) throw refused();
      // Addresses are signed over lower-case UUIDs; a client or proxy may have changed their case.
      const target = { orgId: org.toLowerCase(), id: id.toLowerCase() };
      const expected = Buffer.from(sign(target, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
      return target;
    },
  };
}
