import { createContextCache } from '@pothos/core';
import { resolveCursorConnection, type DefaultConnectionArguments, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import type { Listing, PageArgs } from '../services/pagination.js';
import type { GraphQLContext } from './context.js';

export const PAGE_SIZE = { defaultSize: 50, maxSize: 500 };

/**
 * Cursors are opaque to clients (base64url of a versioned key), so the keyset
 * behind them can change without breaking anyone; a string that does not
 * decode to a key reaches the listing as garbage and is refused there.
 */
export const encodeCursor = (id: string) => Buffer.from(`v1:${id}`).toString('base64url');
const decodeCursor = (cursor: string | undefined) =>
  cursor === undefined ? undefined : Buffer.from(cursor, 'base64url').toString('utf8').replace(/^v1:/, '');

/** A Relay connection over a service listing: keyset pages, opaque cursors, lazy totalCount. */
export async function connectionOf<T extends { id: string }>(args: DefaultConnectionArguments, listing: Listing<T>) {
  const connection = await resolveCursorConnection(
    { args, toCursor: (row: T) => encodeCursor(row.id), ...PAGE_SIZE },
    (page: ResolveCursorConnectionArgs) => listing.page({ ...page, after: decodeCursor(page.after), before: decodeCursor(page.before) }),
  );
  return { ...connection, totalCount: () => listing.count() };
}

const requestLoaders = createContextCache((_ctx: GraphQLContext) => new Map<string, DataLoader<string, unknown>>());

function loaderFor<V>(ctx: GraphQLContext, name: string, batch: (ids: readonly string[]) => Promise<V[]>): DataLoader<string, V> {
  const loaders = requestLoaders(ctx);
  let loader = loaders.get(name) as DataLoader<string, V> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V>(batch);
    loaders.set(name, loader as DataLoader<string, unknown>);
  }
  return loader;
}

/**
 * One parent's slice of a nested list. Every parent in the request asking
 * the same page of the same list (`key` names the field and its filters)
 * shares one batched query, so a nested query costs one statement per level,
 * whatever the number of parents.
 */
export function childListing<T>(
  ctx: GraphQLContext,
  key: string,
  parentId: string,
  load: { page(parentIds: readonly string[], page: PageArgs): Promise<T[][]>; count(parentIds: readonly string[]): Promise<number[]> },
): Listing<T> {
  return {
    page: (page) => loaderFor(ctx, `${key}:page:${JSON.stringify(page)}`, (ids) => load.page(ids, page)).load(parentId),
    count: () => loaderFor(ctx, `${key}:count`, (ids) => load.count(ids)).load(parentId),
  };
}
