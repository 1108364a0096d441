import { LockMode } from '@mikro-orm/postgresql';
import { Unit } from '../../db/entities/unit.js';
import { Property } from '../../db/entities/property.js';
import { assertCanManageProperty, assertTakesNewUnits, canReadProperty } from '../../domain/portfolio/property.js';
import { assertManualUnitStatusChange, type UnitStatus } from '../../domain/portfolio/unit.js';
import { type AppError, notFound } from '../../domain/errors.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { originOf, recordEvent } from '../events/events.js';
import { inIdOrder, newId } from '../ids.js';
import { readableProperty } from '../readable.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { childrenOf } from '../pagination.js';
import { rowsByIds } from '../rows.js';
import { BY_RANK, type Searched, textSearch } from './search.js';

export interface CreateUnitInput {
  label: string;
  areaSqm?: number | null;
  bathrooms?: number | null;
  bedrooms?: number | null;
  rentAmount?: number | null;
  rentCurrency?: string | null;
}

export async function unitsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(Unit | AppError)[]> {
  const units = await rowsByIds(ctx.em, Unit, ctx.actor.orgId, ids);
  const properties = await rowsByIds(ctx.em, Property, ctx.actor.orgId, [...new Set(units.map((unit) => unit.propertyId))]);
  const readable = new Set(properties.filter((p) => canReadProperty(ctx.actor, p)).map((p) => p.id));
  return inIdOrder(ids, units.filter((unit) => readable.has(unit.propertyId)), 'Unit');
}

/** What unit lists filter and sort on (see list-query.ts); a property's units are sorted in the few rows it has. */
export const unitFields: FieldTable<Unit> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  status: { property: 'status', kind: 'enum' },
  label: { property: 'label', kind: 'text' },
  bedrooms: { property: 'bedrooms', kind: 'integer', nullable: true, sortable: true },
  bathrooms: { property: 'bathrooms', kind: 'integer', nullable: true },
  areaSqm: { property: 'areaSqm', kind: 'integer', nullable: true },
  rentAmount: { property: 'rentAmount', kind: 'amount', nullable: true, sortable: true },
  createdAt: { property: 'createdAt', kind: 'timestamp', sortable: true },
};

/** Units of properties the caller already sees (a unit is visible with its property), by property; in a search best match first unless orderBy says otherwise. */
export function unitsOfProperties(ctx: ServiceContext, query: ListQuery & { search?: string | null }) {
  const where = whereOf(ctx, unitFields, query.filter);
  const search = query.search ? textSearch<Unit & Searched>(ctx.em, 'unit', ctx.actor.orgId, query.search) : undefined;
  const sort = search && !query.orderBy?.length ? BY_RANK : sortOf(unitFields, query.orderBy);
  return childrenOf<Unit & Searched>(ctx.em, Unit, ctx.actor.orgId, 'propertyId', () => (search ? { $and: [where, search.where] } : where), sort, search?.computed);
}

export async function createUnit(ctx: ServiceContext, propertyId: string, input: CreateUnitInput): Promise<Unit> {
  return inTransaction(ctx, async (em) => {
    const property = await readableProperty(ctx, propertyId, { em, lock: true });
    assertCanManageProperty(ctx.actor, property);
    assertTakesNewUnits(property);
    const unit = em.create(Unit, {
      orgId: ctx.actor.orgId,
      id: newId(),
      propertyId,
      label: input.label,
      areaSqm: input.areaSqm ?? null,
      bathrooms: input.bathrooms ?? null,
      bedrooms: input.bedrooms ?? null,
      rentAmount: input.rentAmount ?? null,
      rentCurrency: input.rentCurrency ?? null,
      status: 'AVAILABLE',
      createdAt: new Date(),
    });
    await recordEvent(em, originOf(ctx), { type: 'unit.created', subject: unit });
    return unit;
  });
}

export async function setUnitStatus(ctx: ServiceContext, id: string, status: UnitStatus): Promise<Unit> {
  return inTransaction(ctx, async (em) => {
    const unit = await em.findOne(Unit, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!unit) throw notFound('Unit', id);
    const property = await readableProperty(ctx, unit.propertyId, { em }).catch(() => {
      throw notFound('Unit', id);
    });
    assertCanManageProperty(ctx.actor, property);
    assertManualUnitStatusChange(unit.status, status, property.status === 'ARCHIVED');
    unit.status = status;
    await recordEvent(em, originOf(ctx), { type: 'unit.status_changed', subject: unit });
    return unit;
  });
}
