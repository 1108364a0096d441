import { resolveCursorConnection, type DefaultConnectionArguments, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import type { Listing } from '../services/pagination.js';

export const PAGE_SIZE = { defaultSize: 50, maxSize: 500 };

/** A Relay connection over a service listing: keyset pages, opaque cursors, lazy totalCount. */
export async function connectionOf<T extends { id: string }>(args: DefaultConnectionArguments, listing: Listing<T>) {
  const connection = await resolveCursorConnection(
    { args, toCursor: (row: T) => row.id, ...PAGE_SIZE },
    (page: ResolveCursorConnectionArgs) => listing.page(page),
  );
  return { ...connection, totalCount: () => listing.count() };
}
