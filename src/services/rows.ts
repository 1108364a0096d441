import type { EntityManager, EntityMetadata, EntityName, FilterQuery } from '@mikro-orm/postgresql';

/**
 * Reads that only answer (GraphQL loaders, list pages, counts) as plain
 * read-only objects in the entities' shape, by SQL put together from the
 * ORM's metadata: the by-id statement once per entity, a list's statement
 * from the shape of its condition by string concatenation.
 *
 * Managed entities cost every small read most of its CPU: the query builder
 * compiling the same conditions again per request, hydration with
 * change-tracking accessors and the identity map, and on the request's commit
 * a diff of each entity. What only answers needs none of it. Code that then
 * changes a row loads it as a managed entity, locked (see readable.ts).
 *
 * The statements run through the EntityManager (`em.execute`), so in its
 * transaction under row-level security, with the ORM's statement hooks and
 * logs; they carry the org condition the ORM filter adds, as before. Values
 * are `?` in the text: the ORM inlines them, escaped, as it does for its own
 * queries, so what PostgreSQL receives is a simple query as before.
 */

/** A condition over an entity's properties, in the ORM's query language (the part of it the services use). */
export type Where<T> = FilterQuery<T>;

/** One entity's table as plain reads see it. */
export interface Table<T> {
  readonly className: string;
  /** The quoted table name. */
  readonly name: string;
  /** The column of a property as rows name it; a name the entity does not have is a programming error. */
  field(property: string): string;
  /** Whether the entity has a column for the property (not a value only some reads compute, such as a distance). */
  hasColumn(property: string): boolean;
  /** The same, quoted for SQL. */
  column(property: string): string;
  /** A value of a property as the database takes it (custom types such as bigint amounts converted). */
  toDatabase(property: string, value: unknown): unknown;
  /** A row as PostgreSQL returns it, turned into the entity's shape (property names, custom types such as bigint amounts). */
  read(row: Record<string, unknown>): T;
  /**
   * The entity's columns, quoted and prefixed, as a select list: what a read
   * takes of a row (never `*`, which would bring the columns the database
   * keeps for itself too: the stored search documents).
   */
  columns(prefix?: string): string;
  /** The entity's columns of the rows with the given ids, in the org: the by-id loaders' statement. */
  readonly byIds: string;
  /** Values a read computes beside the columns (withComputed). */
  readonly computed?: Computed;
}

/**
 * Values a read computes from a row's columns, by the property rows carry
 * them in (a search rank, a distance): SQL over the columns of the alias
 * `prefix` names, its values inlined (quoted as the ORM quotes `?` values).
 * Conditions and orders take them as any property.
 */
export type Computed = Readonly<Record<string, (prefix: string) => string>>;

/** The table read with `computed` values beside its columns. */
export function withComputed<T>(table: Table<T>, computed: Computed | undefined): Table<T> {
  if (!computed) return table;
  return Object.assign(Object.create(table) as Table<T>, {
    computed,
    read: (row: Record<string, unknown>) => {
      const data = table.read(row) as Record<string, unknown>;
      for (const property of Object.keys(computed)) data[property] = row[property];
      return data as T;
    },
  });
}

/** A property in SQL: its column, or what the read computes. */
function columnSql<T>(table: Table<T>, property: string, prefix: string): string {
  const computed = table.computed?.[property];
  return computed ? `(${computed(prefix)})` : `${prefix}${table.column(property)}`;
}

/** The computed values as select-list items (nothing when there are none). */
export function computedSelect<T>(table: Table<T>, prefix = ''): string {
  return Object.entries(table.computed ?? {})
    .map(([property, sql]) => `, (${sql(prefix)}) as ${quoted(property)}`)
    .join('');
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const tables = new WeakMap<EntityMetadata, Table<object>>();

/** The entity's table, described once per ORM metadata (tests run several ORMs in one process). */
export function tableOf<T extends object>(em: EntityManager, entity: EntityName<T>): Table<T> {
  const meta = em.getMetadata().get(entity as never) as EntityMetadata;
  let table = tables.get(meta) as Table<T> | undefined;
  if (table) return table;
  const driver = em.getDriver();
  const platform = em.getPlatform();
  const fields = new Map(meta.props.map((prop) => [prop.name as string, prop.fieldNames[0]!]));
  const converted = meta.props.filter((prop) => prop.customType);
  const types = new Map(converted.map((prop) => [prop.name as string, prop.customType!]));
  const name = quoted(meta.tableName);
  const field = (property: string) => {
    const found = fields.get(property);
    if (!found) throw new Error(`${meta.className} has no property "${property}"`);
    return found;
  };
  const column = (property: string) => quoted(field(property));
  const columnNames = meta.props.flatMap((prop) => prop.fieldNames).map(quoted);
  const columns = (prefix = '') => columnNames.map((name) => prefix + name).join(', ');
  let byIds: string | undefined;
  table = {
    className: meta.className,
    name,
    field,
    hasColumn: (property) => fields.has(property),
    column,
    columns,
    read: (row) => {
      const data = driver.mapResult(row as never, meta) as Record<string, unknown>;
      for (const prop of converted) {
        if (data[prop.name] != null) data[prop.name] = prop.customType!.convertToJSValue(data[prop.name], platform);
      }
      return data as T;
    },
    toDatabase: (property, value) => {
      const type = types.get(property);
      return type && value != null ? type.convertToDatabaseValue(value, platform) : value;
    },
    // Built on first use: not every entity is keyed by an id (a billing plan is its booking's).
    get byIds() {
      return (byIds ??= `select ${columns()} from ${name} where ${column('orgId')} = ? and ${column('id')} in (?)`);
    },
  };
  tables.set(meta, table as unknown as Table<object>);
  return table;
}

/** The rows of `entity` with these ids in the org (in no order; absent and other orgs' ids are left out), as plain read-only objects. */
export async function rowsByIds<T extends object>(em: EntityManager, entity: EntityName<T>, orgId: string, ids: readonly string[]): Promise<T[]> {
  if (!ids.length) return [];
  const table = tableOf(em, entity);
  const rows = await em.execute<Record<string, unknown>[]>(table.byIds, [orgId, [...ids]]);
  return rows.map(table.read);
}

/** `$like` takes a LIKE pattern whose % and _ the caller escaped (backslash) where they are meant literally. */
const comparisons: Record<string, string> = { $eq: '=', $ne: '<>', $gt: '>', $gte: '>=', $lt: '<', $lte: '<=', $like: 'like' };

/**
 * `where` as SQL over the table's columns (`prefix` is the table's alias, with
 * its dot), its values appended to `params`, to be bound by the ORM as its own
 * query builder binds them. Equality, null, `$in`/`$nin`, comparisons, `$like`, `$and`
 * and `$or`, as the services write their conditions; anything else is a
 * programming error, caught by the tests of the list it belongs to. Also
 * `$not` and `$folded` (not the ORM's: see list-query.ts), the table's
 * computed values, and `$sql`: a condition as SQL over the columns of the
 * alias it is given, its values inlined (search.ts).
 */
export function sqlOf<T extends object>(table: Table<T>, where: Where<T>, params: unknown[], prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key === '$and' || key === '$or') {
      const bound = params.length;
      const operands = (value as Where<T>[]).map((operand) => sqlOf(table, operand, params, prefix)).filter((sql) => sql !== 'true');
      if (key === '$or' && operands.length < (value as unknown[]).length) {
        // One operand always holds: the others' values are not in the text either.
        params.length = bound;
        continue;
      }
      if (!operands.length) {
        if (key === '$or') parts.push('false');
        continue;
      }
      parts.push(operands.length === 1 ? operands[0]! : `(${operands.join(key === '$and' ? ' and ' : ' or ')})`);
    } else if (key === '$not') {
      parts.push(`not (${sqlOf(table, value as Where<T>, params, prefix)})`);
    } else if (key === '$sql') {
      parts.push((value as (prefix: string) => string)(prefix));
    } else {
      parts.push(...conditionsOn(table, key, value, params, prefix));
    }
  }
  return parts.length ? parts.join(' and ') : 'true';
}

function conditionsOn<T extends object>(table: Table<T>, property: string, value: unknown, params: unknown[], prefix: string): string[] {
  const column = columnSql(table, property, prefix);
  const bind = (given: unknown) => {
    params.push(table.toDatabase(property, given));
    return '?';
  };
  const bindAll = (given: unknown[]) => {
    params.push(given.map((one) => table.toDatabase(property, one)));
    return '(?)';
  };
  if (value === null) return [`${column} is null`];
  if (Array.isArray(value)) return [value.length ? `${column} in ${bindAll(value)}` : 'false'];
  if (typeof value !== 'object' || value instanceof Date) return [`${column} = ${bind(value)}`];
  return Object.entries(value as Record<string, unknown>).map(([operator, operand]) => {
    if (operator === '$in') return (operand as unknown[]).length ? `${column} in ${bindAll(operand as unknown[])}` : 'false';
    if (operator === '$nin') return (operand as unknown[]).length ? `${column} not in ${bindAll(operand as unknown[])}` : 'true';
    if (operand === null && (operator === '$eq' || operator === '$ne')) return `${column} is ${operator === '$ne' ? 'not ' : ''}null`;
    // A LIKE pattern matched ignoring case and accents (list-query.ts's contains and startsWith), as the fold_text indexes hold it.
    if (operator === '$folded') return `fold_text(${column}) like fold_text(${bind(operand)})`;
    const comparison = comparisons[operator];
    if (!comparison) throw new Error(`Plain reads do not support ${operator} (on ${table.className}.${property})`);
    return `${column} ${comparison} ${bind(operand)}`;
  });
}

/** `from <table> where <org> and <where>`, the org's id and the condition's values appended to `params`. */
function fromInOrg<T extends object>(table: Table<T>, orgId: string, where: Where<T>, params: unknown[]): string {
  params.push(orgId);
  return `from ${table.name} where ${table.column('orgId')} = ? and ${sqlOf(table, where, params)}`;
}

/** How rows are ordered: properties, each ascending or descending, nulls where the third says (PostgreSQL's default when absent). */
export type Order<T> = readonly (readonly [keyof T & string, 'asc' | 'desc', ('first' | 'last')?])[];

/** `order by ...` of `orderBy` (nothing when empty), columns prefixed with `prefix`. */
export function orderSql<T extends object>(table: Table<T>, orderBy: Order<T>, prefix = ''): string {
  if (!orderBy.length) return '';
  const terms = orderBy.map(([property, direction, nulls]) => `${columnSql(table, property, prefix)} ${direction}${nulls ? ` nulls ${nulls}` : ''}`);
  return ` order by ${terms.join(', ')}`;
}

/**
 * The select list of a read that needs only `properties` of its rows (every column when undefined), with the row's
 * keys `always` (the org, the id, the order's): a page of invoices read all 28 columns of each for the 5 a list
 * showed, and reading rows was a tenth of a list's CPU. Values a read computes come with computedSelect; a value
 * this read does not compute (a distance outside a near query) is absent.
 */
export function columnsOf<T>(table: Table<T>, properties: readonly string[] | undefined, always: readonly string[], prefix = ''): string {
  if (!properties) return table.columns(prefix);
  return [...new Set([...always, ...properties])]
    .filter((property) => table.hasColumn(property) && !table.computed?.[property])
    .map((property) => `${prefix}${table.column(property)}`)
    .join(', ');
}

/** The rows of `entity` in the org that satisfy `where`, as plain read-only objects: in `orderBy`, at most `limit` of them. */
export async function rowsWhere<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  where: Where<T>,
  { orderBy = [], limit, computed, properties }: { orderBy?: Order<T>; limit?: number; computed?: Computed; properties?: readonly string[] } = {},
): Promise<T[]> {
  const table = withComputed(tableOf(em, entity), computed);
  const params: unknown[] = [];
  const columns = columnsOf(table, properties, ['orgId', 'id', ...orderBy.map(([property]) => property)]);
  let sql = `select ${columns}${computedSelect(table)} ${fromInOrg(table, orgId, where, params)}`;
  sql += orderSql(table, orderBy);
  if (limit !== undefined) {
    sql += ' limit ?';
    params.push(limit);
  }
  const rows = await em.execute<Record<string, unknown>[]>(sql, params);
  return rows.map(table.read);
}

/** How many rows of `entity` in the org satisfy `where`. */
export async function countWhere<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  orgId: string,
  where: Where<T>,
  computed?: Computed,
): Promise<number> {
  const table = withComputed(tableOf(em, entity), computed);
  const params: unknown[] = [];
  const [row] = await em.execute<{ n: string | number }[]>(`select count(*) as n ${fromInOrg(table, orgId, where, params)}`, params);
  return Number(row!.n);
}
