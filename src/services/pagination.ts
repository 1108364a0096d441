import type { EntityManager, EntityName } from '@mikro-orm/postgresql';
import { validationFailed } from '../domain/errors.js';
import type { SortTerm } from './list-query.js';
import { columnsOf, type Computed, computedSelect, countWhere, type Order, orderSql, rowsWhere, sqlOf, type Table, tableOf, type Where, withComputed } from './rows.js';

/**
 * A row's place in a list, as its cursor carries it: the list's order, then
 * the row's values of the columns the list is sorted by (the id last). The
 * next page starts from these values alone, so a cursor never makes the
 * service look a row up (which would tell whether it exists).
 */
export type ListKey = readonly (string | null)[];

/** One page request, as the Relay connection helpers hand it over (cursors decoded to keys). */
export interface PageArgs {
  after?: ListKey;
  before?: ListKey;
  limit: number;
  inverted: boolean;
  /** The row properties the query reads of the page's rows (undefined: whole rows); the list's own keys are read anyway. */
  properties?: readonly string[];
}

export const notACursor = (argument: 'after' | 'before') =>
  validationFailed('The cursor is not valid.', [{ path: argument, message: 'Not a cursor this list gave out.' }]);

/** A list the caller may read: a page of it, its size on demand, and where a row of it sits. */
export interface Listing<T> {
  page(args: PageArgs): Promise<T[]>;
  count(): Promise<number>;
  keyOf(row: T): ListKey;
}

/** A list's order as keys name it (`Booking:id`, `Invoice:dueDate desc,id desc`), so that the key of one list is refused by another. */
const orderOf = <T extends object>(em: EntityManager, entity: EntityName<T>, sort: readonly SortTerm[]) =>
  `${em.getMetadata().get(entity as never).className}:${sort.map((term) => `${term.property}${term.descending ? ' desc' : ''}`).join(',')}`;

/** The order of a list in id order (UUIDv7: creation order). */
const BY_ID: readonly SortTerm[] = [{ property: 'id', descending: false, nullable: false, kind: 'id' }];

/** The sort values a key holds for a list of `order`; a key of another list (or none) is not a cursor of this one. */
function positionIn(order: string, argument: 'after' | 'before', key: ListKey | undefined, values: number): readonly (string | null)[] | undefined {
  if (key === undefined) return undefined;
  if (key[0] !== order || key.length !== values + 1) throw notACursor(argument);
  return key.slice(1);
}

/** A sort value as a key holds it: text (timestamps in ISO 8601, numbers in decimal, exactly as JavaScript reads them back), or null. */
function keyValue(term: SortTerm, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** A key's sort value as the rows hold it; a null in a column without nulls is not a cursor of this list. */
function rowValue(term: SortTerm, value: string | null, argument: 'after' | 'before'): unknown {
  if (value === null) {
    if (!term.nullable) throw notACursor(argument);
    return null;
  }
  if (term.kind === 'timestamp') return new Date(value);
  if (term.kind === 'amount' || term.kind === 'integer' || term.kind === 'number') return Number(value);
  return value;
}

/**
 * The rows strictly after (or before) the position `values` in the order
 * `sort`, nulls last in either direction. Written as "at or after the first
 * term, and (after it, or at it and after on the rest)", so that the first
 * term bounds the index range the page walks.
 */
function beyondPosition(sort: readonly SortTerm[], values: readonly unknown[], after: boolean): object {
  const [term, ...rest] = sort;
  const value = values[0];
  const { property, descending, nullable } = term!;
  const upward = after !== descending;
  const on = (condition: unknown) => ({ [property]: condition });
  let strict: object;
  let weak: object | undefined; // undefined: every row
  if (value === null) {
    // Nulls sort last: no value comes after them on this term, every value before them.
    strict = after ? { $or: [] } : on({ $ne: null });
    weak = after ? on(null) : undefined;
  } else {
    strict = on({ [upward ? '$gt' : '$lt']: value });
    weak = on({ [upward ? '$gte' : '$lte']: value });
    if (after && nullable) {
      strict = { $or: [strict, on(null)] };
      weak = { $or: [weak, on(null)] };
    }
  }
  if (!rest.length) return strict;
  const inner = { $or: [strict, beyondPosition(rest, values.slice(1), after)] };
  return weak ? { $and: [weak, inner] } : inner;
}

/** What a page of a list sorted by `sort` must satisfy beyond its keys, and its order in SQL terms. */
function keyset<T extends { id: string }>(order: string, sort: readonly SortTerm[], { after, before, inverted }: PageArgs) {
  const bounds: object[] = [];
  for (const [argument, key] of [['after', after], ['before', before]] as const) {
    const position = positionIn(order, argument, key, sort.length);
    if (position) bounds.push(beyondPosition(sort, sort.map((term, i) => rowValue(term, position[i]!, argument)), argument === 'after'));
  }
  return { bounds, orderBy: sqlOrderOf<T>(sort, inverted) };
}

/** `sort` as SQL orders it: nulls last in the list's order; read backwards (`inverted`, a page asked with `last`), the same order the other way. */
export const sqlOrderOf = <T>(sort: readonly SortTerm[], inverted = false): Order<T> =>
  sort.map(({ property, descending, nullable }) => [
    property as keyof T & string,
    descending !== inverted ? 'desc' : 'asc',
    ...(nullable ? [inverted ? 'first' : 'last'] : []),
  ] as const) as unknown as Order<T>;

const keyOfRow = (order: string, sort: readonly SortTerm[]) => (row: object): ListKey => [
  order,
  ...sort.map((term) => keyValue(term, (row as Record<string, unknown>)[term.property])),
];

/**
 * Keyset pagination in the order `sort` (its last term the id, see
 * sortOf): a page is "beyond the key it starts from" in that order, never an
 * OFFSET, so rows inserted meanwhile neither repeat nor shift pages, and a
 * key holds the row's sort values, so the next page needs no read of the row
 * it starts after. Rows are plain read-only objects (rows.ts), of the org
 * `orgId` (which row-level security holds the statements to as well), with
 * the `computed` values the condition and the order may use.
 */
export function listingSorted<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  where: Where<T>,
  sort: readonly SortTerm[] = BY_ID,
  computed?: Computed,
): Listing<T> {
  const order = orderOf(em, entity, sort);
  return {
    page: (args) => {
      const { bounds, orderBy } = keyset<T>(order, sort, args);
      return rowsWhere(em, entity, orgId, { $and: [where, ...bounds] } as Where<T>, { orderBy, limit: args.limit, computed, properties: args.properties });
    },
    count: () => countWhere(em, entity, orgId, where, computed),
    keyOf: keyOfRow(order, sort),
  };
}

/** Keyset pagination on the row id (UUIDv7, so ids sort by creation). */
export function listingByKey<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, orgId: string, where: Where<T>): Listing<T> {
  return listingSorted(em, entity, orgId, where);
}

interface ChildScope<T> {
  orgId: string;
  /** The children's property naming their parent. */
  parent: keyof T & string;
  parentIds: readonly string[];
  /** What else a child must satisfy (status filters, what the caller may see). */
  where?: Where<T>;
  sort: readonly SortTerm[];
  computed?: Computed;
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
  const table = withComputed(tableOf(em, entity), scope.computed);
  const { bounds, orderBy } = keyset<T>(orderOf(em, entity, scope.sort), scope.sort, page);
  const keys = ['orgId', 'id', scope.parent, ...scope.sort.map((term) => term.property)];
  const columns = columnsOf(table, properties, keys, '"c".') + computedSelect(table, '"c".');
  const params: unknown[] = [parentArray(scope.parentIds)];
  const condition = childCondition(table, scope, params, { $and: bounds });
  params.push(page.limit);
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${columns} from unnest(?::uuid[]) as p(id) cross join lateral ` +
      `(select * from ${table.name} as "c" where ${condition}${orderSql(table, orderBy, '"c".')} limit ?) as "c"`,
    params,
  );
  const parentColumn = table.field(scope.parent);
  const byParent = new Map<string, T[]>(scope.parentIds.map((id) => [id, []]));
  for (const row of rows) byParent.get(row[parentColumn] as string)?.push(table.read(row));
  return scope.parentIds.map((id) => byParent.get(id)!);
}

/** How many children each parent has (with the same conditions), in one statement. */
async function childCounts<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>): Promise<number[]> {
  const table = withComputed(tableOf(em, entity), scope.computed);
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
  sort: readonly SortTerm[] = BY_ID,
  computed?: Computed,
) {
  const scope = async (parentIds: readonly string[]): Promise<ChildScope<T>> => ({ orgId, parent, parentIds, where: await where(), sort, computed });
  return {
    page: async (parentIds: readonly string[], page: PageArgs, properties?: readonly string[]) =>
      childPages(em, entity, await scope(parentIds), page, properties),
    count: async (parentIds: readonly string[]) => childCounts(em, entity, await scope(parentIds)),
    keyOf: keyOfRow(orderOf(em, entity, sort), sort) as (row: T) => ListKey,
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

/** Keyset pagination in the order of a non-null timestamp column, ties broken by id. */
export function listingInOrder<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  where: Where<T>,
  sortedBy: { field: TimestampOf<T>; descending?: boolean },
): Listing<T> {
  const { field, descending = false } = sortedBy;
  return listingSorted(em, entity, orgId, where, [
    { property: field, descending, nullable: false, kind: 'timestamp' },
    { property: 'id', descending, nullable: false, kind: 'id' },
  ]);
}
