import { z } from 'zod';
import type { RestRequest, RestResponse } from './route.js';

/** The paging parameters of every REST list (SPEC.md section 6): `limit` 1..500, default 100, and an opaque `cursor`. */
export const pageParameters = {
  limit: z
    .string()
    .regex(/^\d+$/, 'Must be a whole number from 1 to 500.')
    .transform(Number)
    .pipe(z.number().int().min(1).max(500))
    .default(100),
  cursor: z.uuid({ message: 'Not a cursor this list gave out.' }).optional(),
};

interface Connection {
  edges: { node: unknown }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/**
 * A GraphQL connection as the contract's JSON array, the next page named in
 * a `Link: <...>; rel="next"` header (RFC 8288) that repeats the request's
 * own parameters with the new cursor.
 */
export function listOf(connection: unknown, request: RestRequest): RestResponse {
  const { edges, pageInfo } = connection as Connection;
  const body = edges.map((edge) => edge.node);
  if (!pageInfo.hasNextPage || !pageInfo.endCursor) return { body };
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (name !== 'cursor' && value !== undefined && value !== null) next.set(name, String(value));
  }
  next.set('cursor', pageInfo.endCursor);
  return { body, headers: { link: `<${request.path}?${next.toString()}>; rel="next"` } };
}
