import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface RestRequest {
  /** The request path, without the query string. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** What a route answers on success when it is not the operation's payload itself. */
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
  /**
   * The JSON body: a variable name receives the whole body; a list of member
   * names means the body's members are variables of their own (no body counts
   * as `{}`, and other members are refused). Routes without it take no body.
   */
  body?: string | readonly string[];
  /** The operation's variables; may throw a VALIDATION_FAILED AppError for a bad query string. */
  variables(request: RestRequest): Record<string, unknown>;
  /** Turns the operation's payload into the answer; by default the payload is the body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads of every operation
  respond?(payload: any, request: RestRequest): RestResponse;
}

export const defineRoute = (route: RestRoute): RestRoute => route;
