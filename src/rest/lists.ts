import { z } from 'zod';
import { validationFailed } from '../domain/errors.js';
import type { RestRequest, RestResponse } from './route.js';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().min(1).max(200).optional(),
});

/** `limit` (1..500, default 100) and `cursor` of a REST list route (SPEC.md section 6), as connection variables. */
export function pageVariables(query: RestRequest['query']): { limit: number; cursor?: string } {
  const parsed = pageQuery.safeParse({ limit: query.limit, cursor: query.cursor });
  if (parsed.success) return parsed.data;
  throw validationFailed(
    'The query string is not valid.',
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

interface Connection<T> {
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** A connection as the contract's JSON array, the next page's address in a `Link: <...>; rel="next"` header. */
export function arrayPage<T>(connection: Connection<T>, request: RestRequest): RestResponse {
  const body = connection.edges.map((edge) => edge.node);
  const { hasNextPage, endCursor } = connection.pageInfo;
  if (!hasNextPage || !endCursor) return { body };
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (typeof value === 'string' && name !== 'cursor') next.set(name, value);
  }
  next.set('cursor', endCursor);
  return { body, headers: { link: `<${request.path}?${next}>; rel="next"` } };
}
