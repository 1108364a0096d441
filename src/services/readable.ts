import { LockMode, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/postgresql';
import { Booking } from '../db/entities/booking.js';
import { Invoice } from '../db/entities/invoice.js';
import { MediaObject } from '../db/entities/media-object.js';
import { Property } from '../db/entities/property.js';
import { Unit } from '../db/entities/unit.js';
import { VerificationRecord } from '../db/entities/verification.js';
import { canReadBooking } from '../domain/portfolio/booking.js';
import { type AppError, notFound } from '../domain/errors.js';
import { canReadMedia } from '../domain/media/media.js';
import { canReadProperty } from '../domain/portfolio/property.js';
import { type Actor, hasRole, managesOrg } from '../domain/roles.js';
import { canReadVerification, type VerificationKind } from '../domain/verification/verification.js';
import type { ServiceContext } from './context.js';
import { inIdOrder } from './ids.js';
import { rowsByIds, rowsWhere } from './rows.js';

/**
 * The read rules the services share: what a caller may load by id. They sit
 * beneath the service files, so no service file needs another.
 *
 * What only answers (GraphQL loaders, lookups by id, checks before a change)
 * reads plain read-only rows (rows.ts); a change loads its rows again as
 * managed entities, locked (`lock`, `invoiceForChange`, `em.findOneOrFail(...,
 * { lockMode, refresh: true })` after the check), and changes only those.
 */

/**
 * Loads a property the caller may see; anything else, another org's row
 * included, is NOT_FOUND so ids leak nothing. `lock` holds the row for the
 * rest of the transaction, so concurrent actions on one property serialise;
 * `'share'` only keeps it from changing (bookings being created on it, while
 * an archive waits for them). A locked property is a managed entity, to be
 * changed; without a lock it is a plain read-only row.
 */
export async function readableProperty(
  ctx: ServiceContext,
  id: string,
  { em = ctx.em, lock = false }: { em?: EntityManager; lock?: boolean | 'share' } = {},
): Promise<Property> {
  const lockMode = lock === 'share' ? LockMode.PESSIMISTIC_READ : lock ? LockMode.PESSIMISTIC_WRITE : undefined;
  const [property] = lockMode
    ? [await em.findOne(Property, { id }, { lockMode, refresh: true })]
    : await rowsByIds(em, Property, ctx.actor.orgId, [id]);
  if (!property || !canReadProperty(ctx.actor, property)) throw notFound('Property', id);
  return property;
}

/** A unit is visible exactly when its property is. */
export async function readableUnit(ctx: ServiceContext, id: string): Promise<Unit> {
  const [unit] = await rowsByIds(ctx.em, Unit, ctx.actor.orgId, [id]);
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

/**
 * A record the caller may see (its subject, the org's managers and admins); anything else is NOT_FOUND.
 * Locked, a managed entity to change; otherwise a plain read-only row.
 */
export async function readableVerification(
  ctx: ServiceContext,
  id: string,
  { em = ctx.em, lock = false, kind }: VerificationLoadOptions = {},
): Promise<VerificationRecord> {
  const [record] = lock
    ? [await em.findOne(VerificationRecord, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })]
    : await rowsByIds(em, VerificationRecord, ctx.actor.orgId, [id]);
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

/**
 * The same read rules as SQL over a row `row` of `property` (listProperties) or of `booking`/`invoice`
 * (visibleToCaller), for a statement that writes its answer itself (src/graphql/sql-answers.ts); the
 * caller comes as SQL parameters: whether it manages the org, is an OWNER, its user and org.
 */
export const visiblePropertySql = (row: string, caller: { manager: string; user: string }): string =>
  `(${caller.manager} or ${row}.status = 'PUBLISHED' or ${row}.owner_user_id = ${caller.user})`;

export const visibleBookingSql = (row: string, caller: { manager: string; owner: string; tenant: string; user: string; org: string }): string =>
  `(${caller.manager} or ${row}.tenant_user_id = ${caller.tenant} or (${caller.owner} and ${row}.property_id in ` +
  `(select owned.id from property owned where owned.org_id = ${caller.org} and owned.owner_user_id = ${caller.user})))`;

/**
 * Which bookings (or invoices) the caller may see, as a query condition:
 * managers all of the org's; otherwise its own as tenant and, for an owner,
 * those on its properties.
 */
export async function visibleToCaller<T extends { tenantUserId: string; propertyId: string }>(
  ctx: ServiceContext,
  em: EntityManager = ctx.em,
): Promise<FilterQuery<T>> {
  const { actor } = ctx;
  if (managesOrg(actor)) return {};
  const owned = hasRole(actor, 'OWNER')
    ? (await rowsWhere(em, Property, actor.orgId, { ownerUserId: actor.userId })).map((property) => property.id)
    : [];
  return { $or: [{ tenantUserId: actor.userId }, ...(owned.length ? [{ propertyId: { $in: owned } }] : [])] } as FilterQuery<T>;
}

/**
 * The owners of the properties the bookings are on, for the read rule. Only
 * an owner reading another tenant's rows needs them, so managers and tenants
 * (every batch of a nested query) skip the query.
 */
async function ownersOf(
  em: EntityManager,
  actor: Actor,
  rows: readonly { propertyId: string; tenantUserId: string }[],
): Promise<Map<string, string>> {
  if (managesOrg(actor) || !hasRole(actor, 'OWNER')) return new Map();
  const needed = new Set(rows.filter((row) => row.tenantUserId !== actor.userId).map((row) => row.propertyId));
  if (!needed.size) return new Map();
  const properties = await rowsByIds(em, Property, actor.orgId, [...needed]);
  return new Map(properties.map((property) => [property.id, property.ownerUserId]));
}

/**
 * Batch read for loaders of bookings and of what hangs off them (invoices):
 * one query per table, the caller's view of each id under the booking read
 * rule (the tenant, the property's owner, the org's managers).
 */
export async function readableWithBooking<T extends { id: string; propertyId: string; tenantUserId: string }>(
  ctx: ServiceContext,
  em: EntityManager,
  entity: EntityName<T>,
  what: string,
  ids: readonly string[],
): Promise<(T | AppError)[]> {
  const rows = await rowsByIds(em, entity, ctx.actor.orgId, ids);
  const owners = await ownersOf(em, ctx.actor, rows);
  return inIdOrder(ids, rows.filter((row) => canReadBooking(ctx.actor, row, owners.get(row.propertyId) ?? '')), what);
}

/** A booking the caller may see (a plain read-only row); another org's or a hidden one is NOT_FOUND. */
export async function readableBooking(ctx: ServiceContext, id: string, em: EntityManager = ctx.em): Promise<Booking> {
  const [booking] = await bookingsByIds(ctx, [id], em);
  if (!booking || booking instanceof Error) throw booking ?? notFound('Booking', id);
  return booking;
}

export const bookingsByIds = (ctx: ServiceContext, ids: readonly string[], em: EntityManager = ctx.em) =>
  readableWithBooking<Booking>(ctx, em, Booking, 'Booking', ids);

/** Batch read for loaders: an invoice is readable by whoever may read its booking. */
export const invoicesByIds = (ctx: ServiceContext, ids: readonly string[], em: EntityManager = ctx.em) =>
  readableWithBooking<Invoice>(ctx, em, Invoice, 'Invoice', ids);

/** An invoice the caller may see (a plain read-only row); another org's or a hidden one is NOT_FOUND. */
export async function readableInvoice(ctx: ServiceContext, id: string, em: EntityManager = ctx.em): Promise<Invoice> {
  const [invoice] = await invoicesByIds(ctx, [id], em);
  if (!invoice || invoice instanceof Error) throw invoice ?? notFound('Invoice', id);
  return invoice;
}

/**
 * Loads an invoice the caller may read and locks it, as a managed entity to change: concurrent pays, payments,
 * reversals and cancels of one invoice serialise.
 */
export async function invoiceForChange(ctx: ServiceContext, em: EntityManager, id: string): Promise<Invoice> {
  await readableInvoice(ctx, id, em);
  return em.findOneOrFail(Invoice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}
