import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * One legacy route: the GraphQL operation it runs and where each of the
 * operation's variables comes from. The adapter executes it and the OpenAPI
 * document is derived from it, so the two never disagree.
 */
export interface RestRoute {
  method: 'GET' | 'POST';
  /** Path under /api/v1, in Fastify's `:param` syntax. */
  url: string;
  status: 200 | 201;
  summary: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table holds operations of every result type
  operation: TypedDocumentNode<any, any>;
  /** Path parameter -> variable. */
  params?: Record<string, string>;
  /** Query parameter -> variable (values are coerced to the variable's type). */
  query?: Record<string, string>;
  /** The variable that takes the whole JSON body, or body field -> variable. Without it the route takes no body. */
  body?: string | Record<string, string>;
}

export const defineRoute = (route: RestRoute): RestRoute => route;
