import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { validationFailed } from '../domain/errors.js';
import { countWhere, rowsWhere, sqlOf, type Table, tableOf, type Where } from './rows.js';

/**
 * A row's place in a list, as its cursor carries it: the list's order, then
 * the row's values of the columns the list is sorted by (the id last). The
 * next page starts from these values alone, so a cursor never makes the
 * service look a row up (which would tell whether it exists).
 */
export type ListKey = readonly string[];

/** One page request, as the Relay connection helpers hand it over (cursors decoded to keys). */
export interface PageArgs {
  after?: ListKey;
  before?: ListKey;
  limit: number;
  inverted: boolean;
}

export const notACursor = (argument: 'after' | 'before') =>
  validationFailed('The cursor is not valid.', [{ path: argument, message: 'Not a cursor this list gave out.' }]);

/** A list the caller may read: a page of it, its size on demand, and where a row of it sits. */
export interface Listing<T> {
  page(args: PageArgs): Promise<T[]>;
  count(): Promise<number>;
  keyOf(row: T): ListKey;
}

/** A list's order as keys name it (`Booking:id`), so that the key of one list is refused by another. */
const orderOf = <T extends object>(em: EntityManager, entity: EntityName<T>, columns: string) =>
  `${em.getMetadata().get(entity as never).className}:${columns}`;

/** The sort values a key holds for a list of `order`; a key of another list (or none) is not a cursor of this one. */
function positionIn(order: string, argument: 'after' | 'before', key: ListKey | undefined, values: number): readonly string[] | undefined {
  if (key === undefined) return undefined;
  if (key[0] !== order || key.length !== values + 1) throw notACursor(argument);
  return key.slice(1);
}

/** `id > after` and `id < before`, for the keys given: pages in id order. */
function idBounds(order: string, { after, before }: PageArgs): { $gt?: string; $lt?: string } | undefined {
  const [afterId] = positionIn(order, 'after', after, 1) ?? [];
  const [beforeId] = positionIn(order, 'before', before, 1) ?? [];
  if (afterId === undefined && beforeId === undefined) return undefined;
  return { ...(afterId === undefined ? {} : { $gt: afterId }), ...(beforeId === undefined ? {} : { $lt: beforeId }) };
}

/**
 * Keyset pagination on the row id (UUIDv7, so ids sort by creation): a page
 * is `id > after` in id order, never an OFFSET, so rows inserted meanwhile
 * neither repeat nor shift pages. Rows are plain read-only objects (rows.ts),
 * of the org `orgId` (which row-level security holds the statements to as well).
 */
export function listingByKey<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, orgId: string, where: Where<T>): Listing<T> {
  const order = orderOf(em, entity, 'id');
  return {
    page: (args) => {
      const bounds = idBounds(order, args);
      const keyed = bounds ? ({ $and: [where, { id: bounds }] } as Where<T>) : where;
      return rowsWhere(em, entity, orgId, keyed, { orderBy: [['id', args.inverted ? 'desc' : 'asc']], limit: args.limit });
    },
    count: () => countWhere(em, entity, orgId, where),
    keyOf: (row) => [order, row.id],
  };
}

interface ChildScope<T> {
  orgId: string;
  /** The children's property naming their parent. */
  parent: keyof T & string;
  parentIds: readonly string[];
  /** What else a child must satisfy (status filters, what the caller may see). */
  where?: Where<T>;
}

/** The children of one parent `p.id` under `scope` and `key`, as the condition of a subquery on `c` (its values appended to `params`). */
function childCondition<T extends object>(table: Table<T>, scope: ChildScope<T>, params: unknown[], key: object = {}): string {
  params.push(scope.orgId);
  const condition = sqlOf(table, { $and: [scope.where ?? {}, key] } as Where<T>, params, '"c".');
  return `"c".${table.column('orgId')} = ? and ${condition} and "c".${table.column(scope.parent)} = p.id`;
}

const parentArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * One page of children for each of many parents, in one statement: a LATERAL
 * subquery per parent walks the (org_id, parent, id) index, so the cost
 * follows the page size, never the length of the lists.
 *
 * `properties` narrows the columns read to what the caller will use (with the
 * keys always): a nested page can bring thousands of rows, and parsing columns
 * nobody reads was most of the nested portfolio's cost. The rows are then
 * partial, which is one more reason they are plain read-only objects.
 */
async function childPages<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  scope: ChildScope<T>,
  page: PageArgs,
  properties?: readonly string[],
): Promise<T[][]> {
  const table = tableOf(em, entity);
  const bounds = idBounds(orderOf(em, entity, 'id'), page);
  const columns = properties
    ? [...new Set(['orgId', 'id', scope.parent, ...properties].map((property) => `"c".${table.column(property)}`))].join(', ')
    : '"c".*';
  const params: unknown[] = [parentArray(scope.parentIds)];
  const condition = childCondition(table, scope, params, bounds ? { id: bounds } : {});
  params.push(page.limit);
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${columns} from unnest(?::uuid[]) as p(id) cross join lateral ` +
      `(select * from ${table.name} as "c" where ${condition} order by "c".${table.column('id')} ${page.inverted ? 'desc' : 'asc'} limit ?) as "c"`,
    params,
  );
  const parentColumn = table.field(scope.parent);
  const byParent = new Map<string, T[]>(scope.parentIds.map((id) => [id, []]));
  for (const row of rows) byParent.get(row[parentColumn] as string)?.push(table.read(row));
  return scope.parentIds.map((id) => byParent.get(id)!);
}

/** How many children each parent has (with the same conditions), in one statement. */
async function childCounts<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>): Promise<number[]> {
  const table = tableOf(em, entity);
  const params: unknown[] = [];
  const condition = childCondition(table, scope, params);
  params.push(parentArray(scope.parentIds));
  const rows = await em.execute<{ id: string; n: string | number }[]>(
    `select p.id, (select count(*) from ${table.name} as "c" where ${condition}) as n from unnest(?::uuid[]) as p(id)`,
    params,
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
  where: () => Where<T> | Promise<Where<T>> = () => ({}) as Where<T>,
) {
  const scope = async (parentIds: readonly string[]): Promise<ChildScope<T>> => ({ orgId, parent, parentIds, where: await where() });
  const order = orderOf(em, entity, 'id');
  return {
    page: async (parentIds: readonly string[], page: PageArgs, properties?: readonly string[]) =>
      childPages(em, entity, await scope(parentIds), page, properties),
    count: async (parentIds: readonly string[]) => childCounts(em, entity, await scope(parentIds)),
    keyOf: (row: T): ListKey => [order, row.id],
  };
}

/** A listing whose condition needs a query first (such as the caller's own properties); built once, on first use. */
export function deferredListing<T>(make: () => Promise<Listing<T>>): Listing<T> {
  let listing: Promise<Listing<T>> | undefined;
  let made: Listing<T> | undefined;
  const built = () => (listing ??= make().then((done) => (made = done)));
  return {
    page: async (args) => (await built()).page(args),
    count: async () => (await built()).count(),
    // Only rows of a page are keyed, and a page is read from the built listing.
    keyOf: (row) => made!.keyOf(row),
  };
}

/** The properties of T that hold a timestamp. */
type TimestampOf<T> = { [K in keyof T & string]: T[K] extends Date | null | undefined ? K : never }[keyof T & string];

/**
 * Keyset pagination in the order of a non-null timestamp column, ties broken
 * by id: a key holds the row's timestamp and id, so the next page needs no
 * read of the row it starts after.
 */
export function listingInOrder<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  where: Where<T>,
  sortedBy: { field: TimestampOf<T>; descending?: boolean },
): Listing<T> {
  const { field, descending = false } = sortedBy;
  const order = orderOf(em, entity, descending ? `${field} desc,id desc` : `${field},id`);
  const beyond = (argument: 'after' | 'before', key: ListKey | undefined) => {
    const position = positionIn(order, argument, key, 2);
    if (!position) return [];
    const [at, id] = [new Date(position[0]!), position[1]!];
    const op = (argument === 'after') !== descending ? '$gt' : '$lt';
    return [{ $or: [{ [field]: { [op]: at } }, { [field]: at, id: { [op]: id } }] }];
  };
  return {
    page: async ({ after, before, limit, inverted }) => {
      const keys = [where, ...beyond('after', after), ...beyond('before', before)];
      const direction = descending !== inverted ? 'desc' : 'asc';
      return rowsWhere(em, entity, orgId, { $and: keys } as Where<T>, { orderBy: [[field, direction], ['id', direction]], limit });
    },
    count: () => countWhere(em, entity, orgId, where),
    keyOf: (row) => [order, (row[field] as Date).toISOString(), row.id],
  };
}
