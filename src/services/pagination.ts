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

/** A listing whose condition needs a query first (such as the caller's own properties); built once, on first use. */
export function deferredListing<T>(make: () => Promise<Listing<T>>): Listing<T> {
  let listing: Promise<Listing<T>> | undefined;
  const built = () => (listing ??= make());
  return {
    page: async (args) => (await built()).page(args),
    count: async () => (await built()).count(),
  };
}
