import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/postgresql';
import { validate as isUuid } from 'uuid';
import { validationFailed } from '../domain/errors.js';

/** One page request, as the Relay connection helpers hand it over. */
export interface PageArgs {
  after?: string;
  before?: string;
  limit: number;
  inverted: boolean;
}

/** A list the caller may read: a page of it, and its size on demand. */
export interface Listing<T> {
  page(args: PageArgs): Promise<T[]>;
  count(): Promise<number>;
}

/**
 * Keyset pagination on the row id (UUIDv7, so ids sort by creation): a page
 * is `id > after` in id order, never an OFFSET, so rows inserted meanwhile
 * neither repeat nor shift pages.
 */
export function listingByKey<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
): Listing<T> {
  return {
    page: ({ after, before, limit, inverted }) => {
      for (const cursor of [after, before]) {
        if (cursor !== undefined && !isUuid(cursor)) throw validationFailed('The cursor is not valid.');
      }
      const key: Record<string, string> = {};
      if (after) key.$gt = after;
      if (before) key.$lt = before;
      const keyed = Object.keys(key).length ? ({ $and: [where, { id: key }] } as FilterQuery<T>) : where;
      return em.find(entity, keyed, { orderBy: { id: inverted ? 'desc' : 'asc' } as never, limit }) as Promise<T[]>;
    },
    count: () => em.count(entity, where),
  };
}

/** A listing over rows already in memory (sorted by id), paged with the same keyset rules. */
export function listingOfRows<T extends { id: string }>(rows: readonly T[]): Listing<T> {
  return {
    page: async ({ after, before, limit, inverted }) => {
      const inRange = rows.filter((row) => (!after || row.id > after) && (!before || row.id < before));
      return (inverted ? inRange.reverse() : inRange).slice(0, limit);
    },
    count: async () => rows.length,
  };
}

/**
 * Keyset pagination in the order of a non-null column, ties broken by id.
 * Cursors stay plain row ids: the cursor row's own value of the column is
 * the key, so paging by (column, id) needs no extra cursor format.
 */
export function listingInOrder<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  order: { field: keyof T & string; descending?: boolean },
): Listing<T> {
  const { field, descending = false } = order;
  const beyond = async (cursor: string, later: boolean) => {
    if (!isUuid(cursor)) throw validationFailed('The cursor is not valid.');
    const row = (await em.findOne(entity, { id: cursor } as FilterQuery<T>)) as Record<string, unknown> | null;
    if (!row) throw validationFailed('The cursor is not valid.');
    const op = later !== descending ? '$gt' : '$lt';
    return { $or: [{ [field]: { [op]: row[field] } }, { [field]: row[field], id: { [op]: cursor } }] };
  };
  return {
    page: async ({ after, before, limit, inverted }) => {
      const keys = [where, ...(after ? [await beyond(after, true)] : []), ...(before ? [await beyond(before, false)] : [])];
      const direction = descending !== inverted ? 'desc' : 'asc';
      return em.find(entity, { $and: keys } as FilterQuery<T>, { orderBy: { [field]: direction, id: direction } as never, limit }) as Promise<T[]>;
    },
    count: () => em.count(entity, where),
  };
}
