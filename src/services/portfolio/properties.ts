import { Property } from '../../db/entities/property.js';
import { Unit } from '../../db/entities/unit.js';
import { Booking } from '../../db/entities/booking.js';
import { liveBookingStatuses } from '../../domain/portfolio/booking.js';
import {
  assertCanArchive,
  assertCanManageProperty,
  assertCanPublish,
  canReadProperty,
  ownerForNewProperty,
  type PropertyType,
} from '../../domain/portfolio/property.js';
import { managesOrg } from '../../domain/roles.js';
import type { AppError } from '../../domain/errors.js';
import { originOf, recordEvent, recordEvents } from '../events/events.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { inIdOrder, newId } from '../ids.js';
import { hasApprovedPropertyProof, readableProperty } from '../readable.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { type Listing, listingSorted } from '../pagination.js';
import { rowsByIds } from '../rows.js';
import { BY_DISTANCE, BY_RANK, type Distanced, type Near, nearby, type Searched, textSearch } from './search.js';

export interface CreatePropertyInput {
  name: string;
  type: PropertyType;
  ownerUserId?: string | null;
  addressLine?: string | null;
  quartier?: string | null;
  city?: string | null;
  province?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  amenities?: string[] | null;
}

/** What property lists filter and sort on (see list-query.ts); each order has its index (list_queries migration). */
export const propertyFields: FieldTable<Property> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  ownerUserId: { property: 'ownerUserId', kind: 'id', indexed: true },
  status: { property: 'status', kind: 'enum', indexed: true },
  type: { property: 'type', kind: 'enum', indexed: true },
  name: { property: 'name', kind: 'text', indexed: true, sortable: true },
  city: { property: 'city', kind: 'text', indexed: true, nullable: true },
  quartier: { property: 'quartier', kind: 'text', indexed: true, nullable: true },
  latitude: { property: 'latitude', kind: 'number', indexed: true, nullable: true },
  longitude: { property: 'longitude', kind: 'number', indexed: true, nullable: true },
  createdAt: { property: 'createdAt', kind: 'timestamp', indexed: true },
};

/** A property as a list reads it: with its distance in a near query, its rank in a search. */
export type ListedProperty = Property & Distanced & Searched;

export interface PropertyListQuery extends ListQuery {
  search?: string | null;
  near?: Near | null;
}

/** Batch read for loaders: one query, the caller's view of each id (NOT_FOUND when hidden or absent). */
export async function propertiesByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(Property | AppError)[]> {
  const rows = await rowsByIds(ctx.em, Property, ctx.actor.orgId, ids);
  return inIdOrder(ids, rows.filter((row) => canReadProperty(ctx.actor, row)), 'Property');
}

/** Properties the caller sees; in a near query nearest first, in a search best match first, unless orderBy says otherwise. */
export function listProperties(ctx: ServiceContext, query: PropertyListQuery): Listing<ListedProperty> {
  const { actor } = ctx;
  // Drafts and archived properties are listed to their owner and the org's managers only.
  const visible = managesOrg(actor) ? {} : { $or: [{ status: 'PUBLISHED' as const }, { ownerUserId: actor.userId }] };
  const where = whereOf(ctx, propertyFields, query.filter);
  const search = query.search ? textSearch<ListedProperty>(ctx.em, 'property', actor.orgId, query.search) : undefined;
  const near = query.near ? nearby<ListedProperty>(query.near) : undefined;
  const sort = query.orderBy?.length ? sortOf(propertyFields, query.orderBy) : near ? BY_DISTANCE : search ? BY_RANK : sortOf(propertyFields, null);
  const conditions = [where, visible, search?.where ?? {}, near?.where ?? {}];
  return listingSorted<ListedProperty>(ctx.em, Property, ctx.actor.orgId, { $and: conditions }, sort, { ...search?.computed, ...near?.computed });
}

export async function createProperty(ctx: ServiceContext, input: CreatePropertyInput): Promise<Property> {
  const ownerUserId = ownerForNewProperty(ctx.actor, input.ownerUserId);
  return inTransaction(ctx, async (em) =>
    em.create(Property, {
      orgId: ctx.actor.orgId,
      id: newId(),
      ownerUserId,
      name: input.name,
      type: input.type,
      status: 'DRAFT',
      addressLine: input.addressLine ?? null,
      quartier: input.quartier ?? null,
      city: input.city ?? null,
      province: input.province ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      amenities: input.amenities ?? [],
      createdAt: new Date(),
    }),
  );
}

export async function publishProperty(ctx: ServiceContext, id: string): Promise<Property> {
  return inTransaction(ctx, async (em) => {
    const property = await readableProperty(ctx, id, { em, lock: true });
    assertCanManageProperty(ctx.actor, property);
    const unitCount = await em.count(Unit, { propertyId: id });
    assertCanPublish(property, { unitCount, hasApprovedProof: await hasApprovedPropertyProof(em, id) });
    property.status = 'PUBLISHED';
    await recordEvent(em, originOf(ctx), { type: 'property.published', subject: property });
    return property;
  });
}

export async function archiveProperty(ctx: ServiceContext, id: string): Promise<Property> {
  return inTransaction(ctx, async (em) => {
    const property = await readableProperty(ctx, id, { em, lock: true });
    assertCanManageProperty(ctx.actor, property);
    // Bookings being created hold the property FOR SHARE, so this count cannot miss one.
    const liveBookings = await em.count(Booking, { propertyId: id, status: { $in: [...liveBookingStatuses] } });
    assertCanArchive(property, { liveBookings });
    property.status = 'ARCHIVED';
    const units = await em.find(Unit, { propertyId: id, status: { $ne: 'UNAVAILABLE' } });
    for (const unit of units) unit.status = 'UNAVAILABLE';
    await recordEvents(em, originOf(ctx), [
      { type: 'property.archived', subject: property },
      ...units.map((unit) => ({ type: 'unit.status_changed' as const, subject: unit })),
    ]);
    return property;
  });
}
