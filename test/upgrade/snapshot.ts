import type { Api, User } from './api.js';

/**
 * Field-by-field reads of what a release made: each record read through the
 * release's own GraphQL API, every field its schema has (scalars and enums,
 * and the objects under them two levels down), and read again through HEAD
 * with the fields both schemas have. A value the upgrade lost, changed or
 * made unreadable shows as a difference at its path.
 */

/** Fields of a type: the named type of each one read without arguments it requires. */
export type Schema = Record<string, Record<string, { type: string; leaf: boolean }>>;
/** A selection: a leaf (true) or the fields of an object. */
export type Selection = { [field: string]: Selection | true };

export interface Snapshot {
  what: string;
  /** The root field with its arguments, e.g. `invoice(id: "…")`. */
  root: string;
  type: string;
  reader: User;
  selection: Selection;
  value: unknown;
  /** A list that later records join (at its end as read): only its `totalCount` may grow. */
  grows?: boolean;
}

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);

/**
 * Values that are not the record's but the read's: signed addresses made per
 * request, and list cursors (their pages are compared, not their encoding).
 */
const PER_READ = new Set(['uploadUrl', 'downloadUrl', 'cursor', 'pageInfo']);

export async function schemaOf(api: Api, user: User): Promise<Schema> {
  const { __schema } = await api.gql<{ __schema: { types: { name: string; kind: string; fields: { name: string; args: { type: TypeRef }[]; type: TypeRef }[] | null }[] } }>(
    user,
    `{ __schema { types { name kind fields(includeDeprecated: true) { name args { type { ...T } } type { ...T } } } } }
     fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }`,
  );
  const schema: Schema = {};
  for (const type of __schema.types) {
    if (type.kind !== 'OBJECT' || !type.fields || type.name.startsWith('__')) continue;
    schema[type.name] = {};
    for (const field of type.fields) {
      if (field.args.some((arg) => arg.type.kind === 'NON_NULL') || PER_READ.has(field.name)) continue;
      const target = named(field.type);
      if (target.kind === 'INTERFACE' || target.kind === 'UNION') continue;
      schema[type.name]![field.name] = { type: target.name!, leaf: target.kind === 'SCALAR' || target.kind === 'ENUM' };
    }
  }
  return schema;
}

/**
 * Every field of `type` down to `depth` object levels. Connections are left out (their records are read on
 * their own) but for those named in `connections` with their arguments (`{ comments: 'first: 500' }`): the
 * selection's key is then the field with them, `comments(first: 500)`.
 */
export function selectionOf(schema: Schema, type: string, depth = 2, connections: Record<string, string> = {}): Selection {
  const selection: Selection = {};
  for (const [name, field] of Object.entries(schema[type] ?? {})) {
    if (field.leaf) selection[name] = true;
    else if (depth > 0 && (!field.type.endsWith('Connection') || name in connections)) {
      // A connection's records are two levels further down (edges, node).
      const inner = selectionOf(schema, field.type, name in connections ? depth : depth - 1);
      if (Object.keys(inner).length) selection[name in connections ? `${name}(${connections[name]})` : name] = inner;
    }
  }
  return selection;
}

/** The field a selection's key reads (its name without arguments), which is also its key in the answer. */
const fieldOf = (key: string) => key.replace(/\(.*$/s, '');

/** What of `selection` (made from an older schema) HEAD's schema still has. */
export function within(schema: Schema, type: string, selection: Selection): Selection {
  const kept: Selection = {};
  for (const [name, inner] of Object.entries(selection)) {
    const field = schema[type]?.[fieldOf(name)];
    if (!field) continue;
    if (inner === true) {
      if (field.leaf) kept[name] = true;
    } else if (!field.leaf) {
      const nested = within(schema, field.type, inner);
      if (Object.keys(nested).length) kept[name] = nested;
    }
  }
  return kept;
}

export const render = (selection: Selection): string =>
  Object.entries(selection)
    .map(([name, inner]) => (inner === true ? name : `${name} { __typename ${render(inner)} }`))
    .join(' ');

/** The record as the release reads it now, with every field of its schema (and the `connections` named, see selectionOf). */
export async function snapshot(api: Api, schema: Schema, reader: User, what: string, root: string, type: string, connections: Record<string, string> = {}): Promise<Snapshot> {
  const selection = selectionOf(schema, type, 2, connections);
  const data = await api.gql(reader, `{ value: ${root} { __typename ${render(selection)} } }`);
  return { what, root, type, reader, selection, value: data.value };
}

/** `value` with only the fields of `selection` (lists element by element). */
function project(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((element) => project(element, selection));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(selection).map(([key, inner]) => [fieldOf(key), inner === true ? record[fieldOf(key)] : project(record[fieldOf(key)], inner)]),
  );
}

/** Leaf paths where two projected values differ. */
function differences(before: unknown, after: unknown, path: string, found: string[]): void {
  if (before !== null && after !== null && typeof before === 'object' && typeof after === 'object') {
    if (Array.isArray(before) !== Array.isArray(after)) found.push(`${path}: ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
    else if (Array.isArray(before) && Array.isArray(after) && before.length !== after.length) {
      found.push(`${path}: ${after.length} entries, were ${before.length}: ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
    } else for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) differences((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}.${key}`, found);
  } else if (JSON.stringify(before) !== JSON.stringify(after)) found.push(`${path}: ${JSON.stringify(after)}, was ${JSON.stringify(before)}`);
}

/**
 * Reads every snapshot again through HEAD and lists each field whose value
 * differs. `settled(snapshot, path, before, after)` names the differences an
 * upgrade is meant to make (a checksum computed on import, say).
 */
export async function compareWithHead(
  head: Api,
  snapshots: readonly Snapshot[],
  settled: (snapshot: Snapshot, path: string, before: unknown, after: unknown) => boolean,
): Promise<string[]> {
  if (!snapshots.length) return [];
  const schema = await schemaOf(head, snapshots[0]!.reader);
  const problems: string[] = [];
  for (const taken of snapshots) {
    const selection = within(schema, taken.type, taken.selection);
    const data = await head.gql(taken.reader, `{ value: ${taken.root} { __typename ${render(selection)} } }`, {}, true);
    if (!data?.value) {
      problems.push(`${taken.what}: HEAD does not read it (${taken.root})`);
      continue;
    }
    const found: string[] = [];
    differences(project(taken.value, selection), project(data.value, selection), taken.what, found);
    for (const difference of found) {
      const [path] = difference.split(': ', 1);
      const valueAt = (root: unknown) => path!.split('.').slice(1).reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], root);
      if (!settled(taken, path!, valueAt(taken.value), valueAt(data.value))) problems.push(difference);
    }
  }
  return problems;
}
