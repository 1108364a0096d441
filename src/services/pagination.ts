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

/** Cursors are row ids; anything else was not handed out by this service. */
function assertCursors(...cursors: (string | undefined)[]): void {
  if (cursors.some((cursor) => cursor !== undefined && !isUuid(cursor))) {
    throw validationFailed('The cursor is not valid.', [{ path: 'after', message: 'Not a cursor this list gave out.' }]);
  }
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
      assertCursors(after, before);
      const key: Record<string, string> = {};
      if (after) key.$gt = after;
      if (before) key.$lt = before;
      const keyed = Object.keys(key).length ? ({ $and: [where, { id: key }] } as FilterQuery<T>) : where;
      return em.find(entity, keyed, { orderBy: { id: inverted ? 'desc' : 'asc' } as never, limit }) as Promise<T[]>;
    },
    count: () => em.count(entity, where),
  };
}

interface ChildScope<T> {
  orgId: string;
  /** The children's property naming their parent. */
  parent: keyof T & string;
  parentIds: readonly string[];
  /** What else a child must satisfy (status filters, what the caller may see). */
  where?: FilterQuery<T>;
}

/** The column of an entity's property; a name the entity does not have is a programming error. */
function columnOf<T extends object>(em: EntityManager, entity: EntityName<T>, property: string): string {
  const meta = em.getMetadata().get(entity as never);
  const column = meta.properties[property as never]?.fieldNames[0];
  if (!column) throw new Error(`${meta.className} has no property "${property}"`);
  return column;
}

/** The children query for one parent `p.id`, as a knex builder to nest in a LATERAL join. */
function childQuery<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>, key: object = {}) {
  const parentColumn = columnOf(em, entity, scope.parent);
  const where = { $and: [{ orgId: scope.orgId }, scope.where ?? {}, key] } as FilterQuery<T>;
  return { parentColumn, query: em.createQueryBuilder(entity, 'c').where(where).getKnexQuery().whereRaw(`c.${parentColumn} = p.id`) };
}

const parentArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Turns raw rows into the entities' shape (property names, custom types such
 * as bigint amounts) as plain read-only objects. A nested page brings
 * thousands of rows only to be read: as managed entities each would get
 * change-tracking accessors and be diffed on the request's commit, which the
 * bench's profile showed dominating the nested query.
 */
function readOnlyRows<T extends object>(em: EntityManager, entity: EntityName<T>): (row: Record<string, unknown>) => T {
  const meta = em.getMetadata().get(entity as never);
  const driver = em.getDriver();
  const platform = em.getPlatform();
  const converted = meta.props.filter((prop) => prop.customType);
  return (row) => {
    const data = driver.mapResult(row as never, meta) as Record<string, unknown>;
    for (const prop of converted) {
      if (data[prop.name] != null) data[prop.name] = prop.customType!.convertToJSValue(data[prop.name], platform);
    }
    return data as T;
  };
}

/**
 * One page of children for each of many parents, in one statement: a LATERAL
 * subquery per parent walks the (org_id, parent, id) index, so the cost
 * follows the page size, never the length of the lists.
 *
 * `properties` narrows the columns read to what the caller will use (with the
 * keys always): a nested page can bring thousands of rows, and parsing columns
 * nobody reads was most of the nested portfolio's cost. The rows are then
 * partial, which is why they are plain read-only objects.
 */
async function childPages<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  scope: ChildScope<T>,
  { after, before, limit, inverted }: PageArgs,
  properties?: readonly string[],
): Promise<T[][]> {
  assertCursors(after, before);
  const key = { id: { ...(after ? { $gt: after } : {}), ...(before ? { $lt: before } : {}) } };
  const { parentColumn, query } = childQuery(em, entity, scope, after || before ? key : {});
  query.orderBy('c.id', inverted ? 'desc' : 'asc').limit(limit);
  const knex = em.getKnex();
  const columns = properties
    ? [...new Set(['orgId', 'id', scope.parent, ...properties].map((property) => `c.${columnOf(em, entity, property)}`))]
    : ['c.*'];
  const rows = await em.execute<Record<string, unknown>[]>(
    knex.raw(`select ${columns.map(() => '??').join(', ')} from unnest(?::uuid[]) as p(id) cross join lateral (?) as c`, [
      ...columns,
      parentArray(scope.parentIds),
      query,
    ]),
  );
  const byParent = new Map<string, T[]>(scope.parentIds.map((id) => [id, []]));
  const read = readOnlyRows(em, entity);
  for (const row of rows) byParent.get(row[parentColumn] as string)?.push(read(row));
  return scope.parentIds.map((id) => byParent.get(id)!);
}

/** How many children each parent has (with the same conditions), in one statement. */
async function childCounts<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>): Promise<number[]> {
  const { query } = childQuery(em, entity, scope);
  query.clearSelect().count('* as n');
  const knex = em.getKnex();
  const rows = await em.execute<{ id: string; n: string | number }[]>(
    knex.raw('select p.id, (?) as n from unnest(?::uuid[]) as p(id)', [query, parentArray(scope.parentIds)]),
  );
  const counts = new Map(rows.map((row) => [row.id, Number(row.n)]));
  return scope.parentIds.map((id) => counts.get(id) ?? 0);
}

/**
 * The batched reads behind a nested list: pages and counts of `entity` rows
 * for many parents at once, each under `where` (which may need a query of
 * its own first, such as what the caller may see).
 */
export function childrenOf<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  parent: keyof T & string,
  where: () => FilterQuery<T> | Promise<FilterQuery<T>> = () => ({}) as FilterQuery<T>,
) {
  const scope = async (parentIds: readonly string[]): Promise<ChildScope<T>> => ({ orgId, parent, parentIds, where: await where() });
  return {
    page: async (parentIds: readonly string[], page: PageArgs, properties?: readonly string[]) =>
      childPages(em, entity, await scope(parentIds), page, properties),
    count: async (parentIds: readonly string[]) => childCounts(em, entity, await scope(parentIds)),
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
