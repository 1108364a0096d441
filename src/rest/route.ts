import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST';
  /** Path under /api/v1, in Fastify's `:param` syntax. */
  url: string;
  status: 200 | 201;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- routes hold operations of every result type
  operation: TypedDocumentNode<any, any>;
  /** The variable that receives the JSON body; routes without one take no body. */
  body?: string;
  variables(request: RestRequest): Record<string, unknown>;
}

export const defineRoute = (route: RestRoute): RestRoute => route;
