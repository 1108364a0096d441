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

interface ChildScope<T> {
  orgId: string;
  /** The children's property naming their parent. */
  parent: keyof T & string;
  parentIds: readonly string[];
  /** Equality filters on the children (property -> value; null or undefined is ignored). */
  equal?: Partial<Record<keyof T & string, unknown>>;
}

/** Table and column names of the children, and the shared where clause (parent `p.id` from the caller's FROM). */
function childSql<T>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>) {
  const meta = em.getMetadata().get(entity as never) as unknown as { tableName: string; properties: Record<string, { fieldNames: string[] }> };
  const column = (property: string) => meta.properties[property]!.fieldNames[0]!;
  const conditions = [`c.org_id = ?`, `c.${column(scope.parent)} = p.id`];
  const params: unknown[] = [scope.orgId];
  for (const [property, value] of Object.entries(scope.equal ?? {})) {
    if (value === undefined || value === null) continue;
    conditions.push(`c.${column(property)} = ?`);
    params.push(value);
  }
  return { table: meta.tableName, parentColumn: column(scope.parent), conditions, params, parents: `{${scope.parentIds.join(',')}}` };
}

/**
 * One page of children for each of many parents, in one statement: a LATERAL
 * subquery per parent walks the (org_id, parent, id) index, so the cost
 * follows the page size, never the length of the lists.
 */
export async function childPages<T extends { id: string }>(
  em: EntityManager,
  entity: EntityName<T>,
  scope: ChildScope<T>,
  { after, before, limit, inverted }: PageArgs,
): Promise<T[][]> {
  for (const cursor of [after, before]) {
    if (cursor !== undefined && !isUuid(cursor)) throw validationFailed('The cursor is not valid.');
  }
  const { table, parentColumn, conditions, params, parents } = childSql(em, entity, scope);
  if (after) {
    conditions.push('c.id > ?');
    params.push(after);
  }
  if (before) {
    conditions.push('c.id < ?');
    params.push(before);
  }
  const rows = await em.execute<Record<string, unknown>[]>(
    `select c.* from unnest(?::uuid[]) as p(id) cross join lateral (
       select * from ${table} c where ${conditions.join(' and ')}
       order by c.id ${inverted ? 'desc' : 'asc'} limit ?) c`,
    [parents, ...params, limit],
  );
  const byParent = new Map<string, T[]>(scope.parentIds.map((id) => [id, []]));
  for (const row of rows) byParent.get(row[parentColumn] as string)?.push(em.map(entity, row as never) as T);
  return scope.parentIds.map((id) => byParent.get(id)!);
}

/** How many children each parent has (with the same filters), in one statement. */
export async function childCounts<T extends { id: string }>(em: EntityManager, entity: EntityName<T>, scope: ChildScope<T>): Promise<number[]> {
  const { table, conditions, params, parents } = childSql(em, entity, scope);
  const rows = await em.execute<{ id: string; n: number }[]>(
    `select p.id, (select count(*)::int from ${table} c where ${conditions.join(' and ')}) as n from unnest(?::uuid[]) as p(id)`,
    [...params, parents],
  );
  const counts = new Map(rows.map((row) => [row.id, row.n]));
  return scope.parentIds.map((id) => counts.get(id) ?? 0);
}
