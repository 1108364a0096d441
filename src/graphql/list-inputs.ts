import type { EnumRef, InputObjectRef } from '@pothos/core';
import {
  type FieldKind,
  type FieldTable,
  type ListFilter,
  type ListQuery,
  type Operators,
  type OrderTerm,
  QUERY_LIMITS,
} from '../services/list-query.js';
import { builder } from './builder.js';
import type { ScanningExtensions } from './limits.js';

/**
 * The filter and order inputs of a list, built from its record type's field
 * table (services/list-query.ts): `<Type>Filter` with an operator input per
 * field and and/or/not, `<Type>Order` with a `<Type>OrderField` enum. One
 * builder for every list, so every list offers the same operators the same way.
 */

const OrderDirection = builder.enumType('OrderDirection', {
  values: { ASC: { description: 'Smallest first; rows without a value last.' }, DESC: { description: 'Largest first; rows without a value last.' } },
});

type Scalar = 'UUID' | 'Date' | 'DateTime' | 'SafeInt' | 'Int' | 'Float' | 'String';
const SCALARS: Record<Exclude<FieldKind, 'enum'>, { scalar: Scalar; name: string }> = {
  id: { scalar: 'UUID', name: 'IdFilter' },
  date: { scalar: 'Date', name: 'DateFilter' },
  timestamp: { scalar: 'DateTime', name: 'DateTimeFilter' },
  amount: { scalar: 'SafeInt', name: 'AmountFilter' },
  integer: { scalar: 'Int', name: 'IntFilter' },
  number: { scalar: 'Float', name: 'FloatFilter' },
  text: { scalar: 'String', name: 'TextFilter' },
};

const OPERATORS: Record<keyof Operators, string> = {
  eq: 'Equal to.',
  ne: 'Not equal to (a field without a value does not match).',
  in: `Equal to one of these (at most ${QUERY_LIMITS.maxListLength}).`,
  notIn: `Equal to none of these (at most ${QUERY_LIMITS.maxListLength}; a field without a value does not match).`,
  lt: 'Less than.',
  lte: 'Less than or equal to.',
  gt: 'Greater than.',
  gte: 'Greater than or equal to.',
  isNull: 'true: the field has no value; false: it has one.',
  contains: 'Contains this text, ignoring case and accents.',
  startsWith: 'Starts with this text, ignoring case and accents.',
};
const operatorsOf = (kind: FieldKind): (keyof Operators)[] =>
  kind === 'text'
    ? ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'isNull']
    : kind === 'id' || kind === 'enum'
      ? ['eq', 'ne', 'in', 'notIn', 'isNull']
      : ['eq', 'ne', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'isNull'];

type AnyEnum = EnumRef<never, string>;
const operatorInputs = new Map<string, InputObjectRef<never, Operators>>();

/** The operator input of a kind of field (`DateFilter`), or of an enum (`InvoiceStatusFilter`); one per name. */
function operatorInput(kind: FieldKind, enumRef?: AnyEnum): InputObjectRef<never, Operators> {
  const { scalar, name } = kind === 'enum' ? { scalar: enumRef!, name: `${enumRef!.name}Filter` } : SCALARS[kind];
  let input = operatorInputs.get(name);
  if (input) return input;
  input = builder.inputType(name, {
    description: 'Conditions on one field; all of those given must hold.',
    fields: (t) =>
      Object.fromEntries(
        operatorsOf(kind).map((operator) => {
          const description = OPERATORS[operator];
          if (operator === 'isNull') return [operator, t.boolean({ description })];
          if (operator === 'in' || operator === 'notIn') return [operator, t.field({ type: [scalar as never], description })];
          if (operator === 'contains' || operator === 'startsWith') return [operator, t.string({ description })];
          return [operator, t.field({ type: scalar as never, description })];
        }),
      ) as never,
  }) as unknown as InputObjectRef<never, Operators>;
  operatorInputs.set(name, input);
  return input;
}

const screaming = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/** The input a client gives: the list's equality fields, operators by field, and/or/not. */
export type FilterInput = Record<string, unknown>;

/**
 * `<type>Filter` and `<type>Order` for a list of `fields`. `equality` names
 * the fields the filter took as plain values before operators existed
 * (`status: OVERDUE`); they stay, and their operators are `<field>Where`.
 */
export function listQueryInputs<T>(
  type: string,
  fields: FieldTable<T>,
  options: { enums?: Record<string, AnyEnum>; equality?: Record<string, { type: Scalar | AnyEnum; description?: string }> } = {},
) {
  const equality = options.equality ?? {};
  const operatorName = (field: string) => (field in equality ? `${field}Where` : field);
  const byOperatorName = new Map(Object.keys(fields).map((field) => [operatorName(field), field]));

  // The filter's keys and the order's fields no index leads: a root list asked for them reads every row of the org.
  const unindexed = Object.entries(fields).filter(([, spec]) => !spec.indexed).map(([field]) => field);
  const Filter = builder.inputRef<FilterInput>(`${type}Filter`);
  Filter.implement({
    extensions: { scanningKeys: unindexed.flatMap((field) => (field in equality ? [field, operatorName(field)] : [field])) } satisfies ScanningExtensions,
    description: `Conditions on ${type} rows; all of those given must hold. At most ${QUERY_LIMITS.maxNesting} levels of and/or/not and ${QUERY_LIMITS.maxConditions} conditions.`,
    fields: (t) => ({
      ...Object.fromEntries(
        Object.entries(equality).map(([field, { type: scalar, description }]) => [field, t.field({ type: scalar as never, description })]),
      ),
      ...Object.fromEntries(
        Object.entries(fields).map(([field, spec]) => [operatorName(field), t.field({ type: operatorInput(spec.kind, options.enums?.[field]) })]),
      ),
      and: t.field({ type: [Filter], description: 'Every one of these holds.' }),
      or: t.field({ type: [Filter], description: 'At least one of these holds.' }),
      not: t.field({ type: Filter, description: 'This does not hold.' }),
    }) as never,
  });

  const sortable = Object.entries(fields).filter(([, spec]) => spec.sortable).map(([field]) => field);
  const OrderField = builder.enumType(`${type}OrderField`, {
    values: Object.fromEntries(sortable.map((field) => [screaming(field), { value: field }])),
  });
  const Order = builder.inputType(`${type}Order`, {
    extensions: { scanningKeys: sortable.filter((field) => !fields[field]!.indexed).map(screaming) } satisfies ScanningExtensions,
    description: `A term of the order of ${type} rows. Ties are broken by id.`,
    fields: (t) => ({
      field: t.field({ type: OrderField, required: true }),
      direction: t.field({ type: OrderDirection, defaultValue: 'ASC' }),
    }),
  });

  /** The client's filter in the services' terms. */
  const toFilter = (input: FilterInput | null | undefined): ListFilter | undefined => {
    if (!input) return undefined;
    const pairs: [string, Operators][] = [];
    for (const [name, value] of Object.entries(input)) {
      if (value === null || value === undefined || name === 'and' || name === 'or' || name === 'not') continue;
      if (name in equality) pairs.push([name, { eq: value }]);
      else pairs.push([byOperatorName.get(name)!, value as Operators]);
    }
    return {
      fields: pairs,
      and: (input.and as FilterInput[] | null | undefined)?.map((inner) => toFilter(inner)!),
      or: (input.or as FilterInput[] | null | undefined)?.map((inner) => toFilter(inner)!),
      not: toFilter(input.not as FilterInput | null | undefined),
    };
  };

  /** A connection's `filter` and `orderBy` (and the plain equality arguments it had before them, such as `status`) as the services take them. */
  const queryOf = (args: { filter?: FilterInput | null; orderBy?: readonly OrderTerm[] | null }, equal: Record<string, unknown> = {}): ListQuery => {
    const filter = toFilter(args.filter);
    const pairs = Object.entries(equal).filter(([, value]) => value !== null && value !== undefined).map(([name, value]): [string, Operators] => [name, { eq: value }]);
    return { filter: pairs.length ? { ...filter, fields: [...(filter?.fields ?? []), ...pairs] } : filter, orderBy: args.orderBy };
  };

  return { Filter, Order, queryOf };
}

/** The description of every `orderBy` argument. */
export const ORDER_BY = `The order, by up to ${QUERY_LIMITS.maxOrderTerms} terms, each of another field; ties broken by id in the direction of the last term. One term may be given without a list. Id order (creation order) when absent.`;
