import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { ServiceContext } from '../services/context.js';
import type { GraphQLContext } from './context.js';

interface EdgeKey<S extends string> {
  parentId: string;
  status: S | null;
}

const cacheKey = <S extends string>({ parentId, status }: EdgeKey<S>) => `${parentId}/${status ?? ''}`;

/**
 * Per request: the children of many parents (bookings of units, invoices of
 * bookings), optionally filtered by status, in one query per distinct status
 * however deep the edge sits in the query.
 */
export function edgeLoader<S extends string, R>(
  load: (ctx: ServiceContext, parentIds: readonly string[], status: S | null) => Promise<R[][]>,
) {
  return createContextCache(
    (ctx: GraphQLContext) =>
      new DataLoader<EdgeKey<S>, R[], string>(
        async (keys) => {
          const found = new Map<string, R[]>();
          for (const status of new Set(keys.map((key) => key.status))) {
            const parentIds = keys.filter((key) => key.status === status).map((key) => key.parentId);
            const rows = await load(ctx.service(), parentIds, status);
            parentIds.forEach((parentId, index) => found.set(cacheKey({ parentId, status }), rows[index] ?? []));
          }
          return keys.map((key) => found.get(cacheKey(key)) ?? []);
        },
        { cacheKeyFn: cacheKey },
      ),
  );
}
