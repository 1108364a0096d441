import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { z } from 'zod';

export interface RestRequest {
  /** The request's path, without the query string (for links to other pages). */
  path: string;
  params: Record<string, string>;
  /** The query string, as the route's `query` schema parsed it (raw when the route has none). */
  query: Record<string, unknown>;
  body: unknown;
}

export interface RestResponse {
  body: unknown;
  headers?: Record<string, string>;
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
  /** Or: the body's members, each its own variable; any other member is refused. */
  bodyFields?: readonly string[];
  /** The accepted query parameters; anything else is refused with 400 naming the parameter. */
  query?: z.ZodType<Record<string, unknown>>;
  variables(request: RestRequest): Record<string, unknown>;
  /** Shapes the operation's result into the answer; by default the result is the body. */
  respond?(result: unknown, request: RestRequest): RestResponse;
}

export const defineRoute = (route: RestRoute): RestRoute => route;
