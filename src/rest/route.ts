import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { PAGE_SIZE } from '../graphql/connection.js';
import { REPORT_MAX_LINES } from '../domain/rent/reports.js';
import type { CsvDownload } from './csv.js';

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
  /** Query parameter -> variable, or a field inside one (`filter.unitId`); numbers are coerced for Int variables. */
  query?: Record<string, string>;
  /** The variable that takes the whole JSON body, or body field -> variable. Without it the route takes no body. */
  body?: string | Record<string, string>;
  /**
   * The operation selects a connection (`edges { node }`, `pageInfo { hasNextPage
   * endCursor }`) with variables `$first` and `$after`: the route answers a JSON
   * array of nodes, takes `limit` (1..500, default 100) and `cursor`, and links
   * the next page in a `Link: <...>; rel="next"` header.
   */
  list?: true;
  /** The route answers the list at one field of the result as a CSV file (text/csv), not JSON. */
  csv?: CsvDownload;
  /** The route answers the JSON at one field of the result as a file to save (`Content-Disposition: attachment`). */
  download?: JsonDownload;
  /** The operation honours an `Idempotency-Key` header (a repeat replays the first answer). */
  idempotent?: true;
  /**
   * The route is on its way out (docs/versioning.md): every answer carries
   * `Deprecation` (RFC 9745) and `Sunset` (RFC 8594) headers, and a `Link` to
   * `link` with rel="deprecation"; the OpenAPI operation is marked deprecated.
   */
  deprecated?: RouteDeprecation;
}

/** A JSON document to save: the value of field `field` of the operation's root field, offered under a file name. */
export interface JsonDownload {
  field: string;
  /** The file name offered to save it under, from the operation's variables. */
  filename: (variables: Record<string, unknown>) => string;
}

export interface RouteDeprecation {
  /** The day it was deprecated, YYYY-MM-DD (UTC). */
  since: string;
  /** The day from which it may be removed, YYYY-MM-DD (UTC); at least 6 months after `since`. */
  sunset: string;
  /** A page that says what to use instead. */
  link?: string;
}

/** The response headers of a deprecated route: `Deprecation: @<epoch seconds>`, `Sunset: <HTTP-date>`, `Link: <...>; rel="deprecation"`. */
export function deprecationHeaders(deprecation: RouteDeprecation): Record<string, string> {
  const day = (date: string) => {
    const value = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(value.getTime()) || value.toISOString().slice(0, 10) !== date) throw new Error(`A deprecation date must be YYYY-MM-DD, not "${date}".`);
    return value;
  };
  const since = day(deprecation.since);
  const sunset = day(deprecation.sunset);
  if (sunset <= since) throw new Error(`A route's sunset (${deprecation.sunset}) must come after its deprecation (${deprecation.since}).`);
  return {
    Deprecation: `@${since.getTime() / 1000}`,
    Sunset: sunset.toUTCString(),
    ...(deprecation.link ? { Link: `<${deprecation.link}>; rel="deprecation"` } : {}),
  };
}

export const defineRoute = (route: RestRoute): RestRoute => route;

/** REST lists page like the GraphQL connections they run: at most as many rows as a connection serves. */
export const LIST_LIMIT = { default: 100, max: PAGE_SIZE.maxSize };

/** A paged report's file (CsvDownload.paged): its lines whole when they fit, else at most this many a page. */
export const REPORT_LIMIT = { max: REPORT_MAX_LINES };

/** The query parameters a route accepts (list routes and paged reports add `limit` and `cursor`), each with its variable path. */
export function queryParameters(route: RestRoute): Record<string, string> {
  return route.list || route.csv?.paged ? { ...route.query, limit: 'first', cursor: 'after' } : { ...route.query };
}
