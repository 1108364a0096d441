import { createContextCache } from '@pothos/core';
import { type DefaultConnectionArguments, parseCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { type FieldNode, getNamedType, type GraphQLObjectType, type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ListKey, type Listing, notACursor, type PageArgs } from '../services/pagination.js';
import type { GraphQLContext } from './context.js';
import { precedenceForForeground } from './foreground.js';

export const PAGE_SIZE = { defaultSize: 50, maxSize: 500 };
/**
 * The page size of a list nested in a record (a property's units, a unit's
 * bookings...) when the query gives no first/last: small enough that the
 * natural portfolio query, properties -> units -> bookings -> invoices, fits
 * the cost limit without a single `first` (50 x 10 x 10 x 10 pages).
 */
export const NESTED_PAGE_SIZE = 10;
export const TOP_PAGES = `Pages of ${PAGE_SIZE.defaultSize} when neither first nor last is given, at most ${PAGE_SIZE.maxSize}.`;
export const NESTED_PAGES = `Pages of ${NESTED_PAGE_SIZE} when neither first nor last is given, at most ${PAGE_SIZE.maxSize}.`;

/** A KeyObject, not bytes: Node turns bytes into a key again on every HMAC, which cost 15 µs a cursor on Node 24. */
let cursorKey: KeyObject = createSecretKey(randomBytes(32));

/**
 * The key cursors are signed with (CURSOR_SIGNING_KEY): one per process, like
 * the schema that hands the cursors out. Without it, a random one, and cursors
 * do not survive a restart or reach another instance.
 */
export function useCursorSigningKey(key: string): void {
  cursorKey = createSecretKey(Buffer.from(key));
}

/** The cursor's HMAC: 128 bits, 22 base64url characters at its end. */
const SIGNATURE_LENGTH = 22;
const signatureOf = (payload: string) => createHmac('sha256', cursorKey).update(`cursor\n${payload}`).digest().subarray(0, 16).toString('base64url');

/**
 * A cursor is the row's key in its list (the list's order and the row's sort
 * values, see ListKey), base64url-encoded and followed by its HMAC: opaque to
 * clients, tamper-evident, and enough to start the next page from without
 * reading any row.
 */
export const encodeCursor = (key: ListKey): string => {
  const payload = Buffer.from(JSON.stringify(key)).toString('base64url');
  return `${payload}${signatureOf(payload)}`;
};

/** The key a cursor carries; a cursor this service did not sign is refused before anything is read. */
function decodeCursor(cursor: string | undefined, argument: 'after' | 'before'): ListKey | undefined {
  if (cursor === undefined) return undefined;
  const payload = cursor.slice(0, -SIGNATURE_LENGTH);
  const given = Buffer.from(cursor.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(signatureOf(payload));
  if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected)) throw notACursor(argument);
  const key: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!Array.isArray(key) || typeof key[0] !== 'string' || !key.every((value) => typeof value === 'string' || value === null)) throw notACursor(argument);
  return key;
}

/** An edge whose cursor is encoded only when a query asks for it: nested pages bring thousands of edges, and most queries never do. */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly keyOf: (row: T) => ListKey,
  ) {}
  get cursor(): string {
    return encodeCursor(this.keyOf(this.node));
  }
}

class PageInfo {
  constructor(
    private readonly edges: readonly { readonly cursor: string }[],
    /** An empty page has no cursors of its own: the one it was asked from stands for both ends. */
    private readonly askedFrom: string,
    readonly hasPreviousPage: boolean,
    readonly hasNextPage: boolean,
  ) {}
  get startCursor(): string {
    return this.edges[0]?.cursor ?? this.askedFrom;
  }
  get endCursor(): string {
    return this.edges.at(-1)?.cursor ?? this.askedFrom;
  }
}

/**
 * A Relay connection over a service listing: keyset pages, opaque cursors,
 * lazy totalCount. Pothos's own argument rules (first/last/after/before, the
 * page-size cap); the edges and page info encode their cursors on demand.
 * Given the field's `info`, a top-level page reads only the columns its
 * nodes' selection needs, as nested pages do (childListing).
 */
export async function connectionOf<T>(args: DefaultConnectionArguments, listing: Listing<T> & { nested?: boolean }, info?: GraphQLResolveInfo) {
  const sizes = { ...PAGE_SIZE, defaultSize: listing.nested ? NESTED_PAGE_SIZE : PAGE_SIZE.defaultSize };
  const { before, after, limit, inverted, expectedSize, hasPreviousPage, hasNextPage } = parseCursorConnectionArgs({ args, ...sizes });
  const properties = info && !listing.nested ? nodePropertiesRead(info).properties : undefined;
  const rows = await listing.page({ limit, inverted, after: decodeCursor(after, 'after'), before: decodeCursor(before, 'before'), ...(properties && { properties }) });
  const page = rows.slice(0, expectedSize);
  if (inverted) page.reverse();
  const keyOf = (row: T) => listing.keyOf(row);
  const edges = page.map((node) => new Edge(node, keyOf));
  return {
    edges,
    pageInfo: new PageInfo(edges, after ?? before ?? '', hasPreviousPage(rows.length), hasNextPage(rows.length)),
    totalCount: () => listing.count(),
  };
}

/** The key a cursor given as `after` carries: a list that pages by key itself (a report's lines) starts there. */
export const keyAfter = (cursor: string | null | undefined): ListKey | undefined => decodeCursor(cursor ?? undefined, 'after');

/** The page info of lines paged by key (a report's), their cursors encoded when asked for. */
export function pageInfoOf<T>(page: { lines: readonly T[]; keyOf(line: T): ListKey; hasPreviousPage: boolean; hasNextPage: boolean }, after: string | null | undefined) {
  const ends = [page.lines[0], page.lines.at(-1)].filter((line) => line !== undefined).map((line) => new Edge(line, (row: T) => page.keyOf(row)));
  return new PageInfo(ends, after ?? '', page.hasPreviousPage, page.hasNextPage);
}

const requestLoaders = createContextCache((_ctx: GraphQLContext) => new Map<string, DataLoader<string, unknown>>());

/** The request's DataLoader called `name`, made with `batch` on first use: one batched query per name and request (an Error in the batch rejects its load). */
export function loaderFor<V>(ctx: GraphQLContext, name: string, batch: (ids: readonly string[]) => Promise<readonly (V | Error)[]>): DataLoader<string, V> {
  const loaders = requestLoaders(ctx);
  let loader = loaders.get(name) as DataLoader<string, V> | undefined;
  if (!loader) {
    // Async, so that a batch refusing its input (a filter past its limits) rejects its loads with that error; DataLoader reports a synchronous throw as its own TypeError.
    // A costly operation's reads are its steps: the foreground goes first before and after each (costly-operations.ts).
    loader = new DataLoader<string, V>(async (ids) => {
      await precedenceForForeground(ctx);
      const values = await batch(ids);
      await precedenceForForeground(ctx);
      return values;
    });
    loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/**
 * The extensions of a computed field naming the row properties its resolver
 * reads, so that nested pages fetch only the columns a query needs. Exposed
 * fields need none (Pothos records the property they expose); a computed
 * field without them makes its type's nested pages read whole rows.
 */
export const reads = <T>(...properties: (keyof T & string)[]) => ({ reads: properties });

type Fragments = GraphQLResolveInfo['fragments'];

/**
 * The fields selected inside `nodes`, through fragments; @skip and @include are not evaluated, which can only select more.
 * A fragment's fields are taken once however often it is spread, so a document whose fragments spread each other twice
 * per level costs one pass over it, not one per path through the spreads.
 */
export function subfields(nodes: readonly FieldNode[], fragments: Fragments, named?: string): FieldNode[] {
  const fields: FieldNode[] = [];
  const spread = new Set<string>();
  const visit = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet.selections);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        visit(fragments[selection.name.value]?.selectionSet.selections ?? []);
      }
    }
  };
  for (const node of nodes) visit(node.selectionSet?.selections ?? []);
  return named ? fields.filter((field) => field.name.value === named) : fields;
}

/** The properties a connection field's nodes read (undefined: whole rows), and their name in its loaders' keys. */
interface NodeReads {
  properties: readonly string[] | undefined;
  label: string;
}

const propertiesReadByField = new WeakMap<readonly FieldNode[], NodeReads>();

/**
 * The row properties a connection field's query reads of its nodes
 * (`edges { node { ... } }`), `properties` undefined when some selected field needs the
 * whole row. Computed once per field of a document: the compiled executor
 * hands every parent the same field nodes.
 */
function nodePropertiesRead(info: GraphQLResolveInfo): NodeReads {
  const known = propertiesReadByField.get(info.fieldNodes);
  if (known) return known;
  const fieldType = (type: GraphQLObjectType, name: string) => getNamedType(type.getFields()[name]!.type) as GraphQLObjectType;
  const nodeType = fieldType(fieldType(getNamedType(info.returnType) as GraphQLObjectType, 'edges'), 'node');
  const nodes = subfields(subfields(info.fieldNodes, info.fragments, 'edges'), info.fragments, 'node');
  const properties = new Set<string>();
  let wholeRow = false;
  for (const { name } of subfields(nodes, info.fragments)) {
    if (name.value === '__typename') continue;
    const extensions = nodeType.getFields()[name.value]?.extensions as { pothosExposedField?: string; reads?: string[] } | undefined;
    const read = extensions?.pothosExposedField ? [extensions.pothosExposedField] : extensions?.reads;
    if (!read) wholeRow = true;
    for (const property of read ?? []) properties.add(property);
  }
  const read = wholeRow ? undefined : [...properties].sort();
  const answer = { properties: read, label: read?.join(',') ?? '*' };
  propertiesReadByField.set(info.fieldNodes, answer);
  return answer;
}

/**
 * One parent's slice of a nested list. Every parent in the request asking
 * the same page of the same list (`key` names the field and its filters)
 * shares one batched query, so a nested query costs one statement per level,
 * whatever the number of parents; the query reads only the columns the
 * selection needs.
 */
export function childListing<T>(
  ctx: GraphQLContext,
  info: GraphQLResolveInfo,
  key: string,
  parentId: string,
  /** The service's batched reads; called once per list and request, not once per parent. */
  children: () => {
    page(parentIds: readonly string[], page: PageArgs, properties?: readonly string[]): Promise<T[][]>;
    count(parentIds: readonly string[]): Promise<number[]>;
    keyOf(row: T): ListKey;
  },
): Listing<T> & { nested: true } {
  // Once per field of a document, not per parent: a depth-4 portfolio has a thousand parents.
  const { properties, label } = nodePropertiesRead(info);
  let keyed: ReturnType<typeof children> | undefined;
  return {
    page: (page) =>
      loaderFor(ctx, `${key}:page:${JSON.stringify(page)}:${label}`, (ids) => children().page(ids, page, properties)).load(parentId),
    count: () => loaderFor(ctx, `${key}:count`, (ids) => children().count(ids)).load(parentId),
    keyOf: (row) => (keyed ??= children()).keyOf(row),
    nested: true,
  };
}
