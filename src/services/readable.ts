import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { MediaObject } from '../db/entities/media-object.js';
import { Property } from '../db/entities/property.js';
import { Unit } from '../db/entities/unit.js';
import { VerificationRecord } from '../db/entities/verification.js';
import { notFound } from '../domain/errors.js';
import { canReadMedia } from '../domain/media.js';
import { canReadProperty } from '../domain/property.js';
import { canReadVerification, type VerificationKind } from '../domain/verification.js';
import type { ServiceContext } from './context.js';

/**
 * The read rules the services share: what a caller may load by id. They sit
 * beneath the service files, so no service file needs another.
 */

/**
 * Loads a property the caller may see; anything else, another org's row
 * included, is NOT_FOUND so ids leak nothing. `lock` holds the row for the
 * rest of the transaction, so concurrent actions on one property serialise;
 * `'share'` only keeps it from changing (bookings being created on it, while
 * an archive waits for them).
 */
export async function readableProperty(
  ctx: ServiceContext,
  id: string,
  { em = ctx.em, lock = false }: { em?: EntityManager; lock?: boolean | 'share' } = {},
): Promise<Property> {
  const lockMode = lock === 'share' ? LockMode.PESSIMISTIC_READ : lock ? LockMode.PESSIMISTIC_WRITE : undefined;
  const property = await em.findOne(Property, { id }, lockMode ? { lockMode, refresh: true } : {});
  if (!property || !canReadProperty(ctx.actor, property)) throw notFound('Property', id);
  return property;
}

/** A unit is visible exactly when its property is. */
export async function readableUnit(ctx: ServiceContext, id: string): Promise<Unit> {
  const unit = await ctx.em.findOne(Unit, { id });
  if (!unit) throw notFound('Unit', id);
  await readableProperty(ctx, unit.propertyId).catch(() => {
    throw notFound('Unit', id);
  });
  return unit;
}

interface VerificationLoadOptions {
  em?: EntityManager;
  lock?: boolean;
  /** The legacy property-proof routes take one kind only; a record of another kind is NOT_FOUND there. */
  kind?: VerificationKind | null;
}

/** A record the caller may see (its subject, the org's managers and admins); anything else is NOT_FOUND. */
export async function readableVerification(
  ctx: ServiceContext,
  id: string,
  { em = ctx.em, lock = false, kind }: VerificationLoadOptions = {},
): Promise<VerificationRecord> {
  const record = await em.findOne(VerificationRecord, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!record || !canReadVerification(ctx.actor, record) || (kind && record.kind !== kind)) {
    throw notFound('Verification record', id);
  }
  return record;
}

export async function hasApprovedPropertyProof(em: EntityManager, propertyId: string): Promise<boolean> {
  return (await em.count(VerificationRecord, { propertyId, kind: 'PROPERTY_PROOF', status: 'APPROVED' })) > 0;
}

/** A media object the caller may use by the media rule alone (to attach it to a record, say). */
export async function readableMedia(ctx: ServiceContext, id: string, em: EntityManager = ctx.em): Promise<MediaObject> {
  const media = await em.findOne(MediaObject, { id });
  if (!media || !canReadMedia(ctx.actor, media)) throw notFound('Media object', id);
  return media;
}
