import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import RelayPlugin from '@pothos/plugin-relay';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError, type GraphQLScalarType, Kind } from 'graphql';
import { DateTimeResolver, LocalDateResolver, SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import { isCalendarDate, isSupportedDate, SUPPORTED_DATES } from '../domain/dates.js';
import { validationFailed } from '../domain/errors.js';
import { PAGE_SIZE } from './connection.js';
import type { GraphQLContext } from './context.js';
import { count } from './types/validators.js';

const PAGE_SIZE_RULE = `0 to ${PAGE_SIZE.maxSize}; ${PAGE_SIZE.defaultSize} when neither first nor last is given.`;
const pageSize = count(0, PAGE_SIZE.maxSize);

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    UUID: { Input: string; Output: string };
    Date: { Input: string; Output: string };
    // Output: what resolvers return (a Date) and the text it is answered as (serialize).
    DateTime: { Input: Date; Output: Date | string };
    SafeInt: { Input: number; Output: number };
    JSON: { Input: unknown; Output: unknown };
  };
  Connection: { totalCount: () => Promise<number> };
  DefaultFieldNullability: false;
}>({
  plugins: [RelayPlugin, DataloaderPlugin, ValidationPlugin],
  defaultFieldNullability: false,
  relay: {
    // Ids are the REST uuids (SPEC.md section 6), so no global Node ids.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    clientMutationId: 'omit',
    cursorType: 'String',
    pageInfoTypeOptions: { description: 'Where a page sits in its list: the cursors to ask for the pages around it.' },
    // A page size past the cap is refused, not cut: the client learns its page is not what it asked for.
    firstArgOptions: { description: PAGE_SIZE_RULE, validate: pageSize },
    lastArgOptions: { description: PAGE_SIZE_RULE, validate: pageSize },
  },
  validation: {
    validationError: (result) =>
      validationFailed(
        'The input is not valid.',
        result.issues.map((issue) => ({
          path: (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)).join('.'),
          message: issue.message,
        })),
      ),
  },
});

/**
 * A scalar's input check that refuses every bad value as bad input.
 * graphql-scalars interpolates the value into its messages, which throws a
 * TypeError for JSON such as {"toString": null}; graphql-js would report
 * that as a fault of ours (500) rather than of the request.
 */
const checkedInput = <T>(scalar: GraphQLScalarType<T>) => ({
  parseValue: (value: unknown): T => {
    try {
      return scalar.parseValue(value);
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      throw new GraphQLError(`Value is not a valid ${scalar.name}.`);
    }
  },
});

// UUIDs are case-insensitive (RFC 9562) and stored in lower case: input is lowered before anything compares it.
const uuidInput = checkedInput(UUIDResolver);
builder.addScalarType('UUID', UUIDResolver, {
  parseValue: (value) => uuidInput.parseValue(value).toLowerCase(),
  // One parameter: a UUID literal holds no variables, and graphql-jit logs an error for every document compiled
  // against a parseLiteral that declares a second one.
  parseLiteral: (node) => (UUIDResolver.parseLiteral(node, undefined) as string).toLowerCase(),
  // Output ids come from PostgreSQL uuid columns, canonical already: the check of each (a regular expression)
  // showed in the bench's profile of a page of bookings. Anything but a string still gets it.
  serialize: (value) => (typeof value === 'string' ? value : UUIDResolver.serialize(value)),
});
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const { first: FIRST_DATE, last: LAST_DATE } = SUPPORTED_DATES;
/** Every date the API takes passes here, so one range holds on every field and both surfaces (REST runs these operations). */
function dateInput(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) throw new GraphQLError('Must be a calendar date, YYYY-MM-DD.');
  if (!isSupportedDate(value)) throw new GraphQLError(`Must be a date from ${FIRST_DATE} through ${LAST_DATE}.`);
  return value;
}
builder.addScalarType('Date', LocalDateResolver, {
  description: `A calendar date, YYYY-MM-DD, from ${FIRST_DATE} through ${LAST_DATE} (the range every date input takes; docs/rent.md).`,
  parseValue: dateInput,
  // One parameter, as for UUID: graphql-jit logs an error for a parseLiteral that declares a second one.
  parseLiteral: (node) => dateInput(node.kind === Kind.STRING ? node.value : undefined),
  // Output dates come from PostgreSQL date columns, real dates already: the full check (a Date built per value)
  // showed in the bench's profile of a page of invoices. Anything else still gets it.
  serialize: (value) => (typeof value === 'string' && DATE_SHAPE.test(value) ? value : LocalDateResolver.serialize(value)),
});
const [FIRST_INSTANT, LAST_INSTANT] = [`${FIRST_DATE}T00:00:00.000Z`, `${LAST_DATE}T23:59:59.999Z`];
const [FIRST_TIME, LAST_TIME] = [Date.parse(FIRST_INSTANT), Date.parse(LAST_INSTANT)];
const dateTimeInputs = checkedInput(DateTimeResolver);
/** The instants of the supported dates' days (UTC): year 0000, which JavaScript takes and PostgreSQL does not, failed the query as INTERNAL. */
function dateTimeInput(value: Date): Date {
  if (!(value.getTime() >= FIRST_TIME && value.getTime() <= LAST_TIME)) throw new GraphQLError(`Must be a timestamp from ${FIRST_INSTANT} through ${LAST_INSTANT}.`);
  return value;
}
builder.addScalarType('DateTime', DateTimeResolver, {
  description: `An ISO 8601 timestamp with milliseconds, answered in UTC; as input, from ${FIRST_INSTANT} through ${LAST_INSTANT}.`,
  parseValue: (value) => dateTimeInput(dateTimeInputs.parseValue(value)),
  // One parameter, as for UUID (graphql-jit).
  parseLiteral: (node) => dateTimeInput(DateTimeResolver.parseLiteral(node, undefined)),
  // Its text, where graphql-scalars answers a Date: JSON.stringify writes the same text, but an answer holding Dates
  // took twice as long to stringify (0.44 ms for a REST page of 100 bookings, 0.13 as plain values).
  serialize: (value) => {
    const serialised = DateTimeResolver.serialize(value) as Date | string;
    return serialised instanceof Date ? serialised.toISOString() : serialised;
  },
});
builder.addScalarType('SafeInt', SafeIntResolver, {
  description: 'An integer between -(2^53-1) and 2^53-1, exact in JSON. Amounts are in the currency minor unit.',
  // Typed number | string by graphql-scalars; its parseValue refuses strings.
  ...checkedInput(SafeIntResolver as GraphQLScalarType<number>),
});

builder.queryType({ description: 'Reads: the caller, records by id (`node`, `nodes` and one field per type), and pages of each list.' });
builder.mutationType({ description: 'Writes: each answers the record it created or changed.' });

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    description: 'Rows in the whole list, counted only when asked for (of a root list, a costly operation: it reads every matching row).',
    // A root list's count reads every matching row of the org (graphql/limits.ts).
    extensions: { scansRecords: true },
    resolve: (connection) => connection.totalCount(),
  }),
);

/**
 * A root field that looks one record up by id is nullable: an unknown id, or
 * one of another org, answers null for that field with a NOT_FOUND error, and
 * the rest of the query still answers (GitHub's convention).
 */
export const NULL_WHEN_MISSING = 'Null, with a NOT_FOUND error, when no record with this id is visible to the caller.';
