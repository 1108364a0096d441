import { validationFailed } from '../domain/errors.js';
import type { ServiceContext } from './context.js';
import type { Where } from './rows.js';

/**
 * What a list may be filtered and sorted on, for any record type: a table of
 * its useful fields, from which the GraphQL layer builds its `<Type>Filter`
 * operators and `<Type>Order` fields and the services translate what a
 * client asks into a condition (the org's is always added by the reads).
 */
export type FieldKind = 'id' | 'enum' | 'date' | 'timestamp' | 'amount' | 'integer' | 'number' | 'text';

export interface FieldSpec<T> {
  property: keyof T & string;
  kind: FieldKind;
  nullable?: boolean;
  /** Offered in orderBy. */
  sortable?: boolean;
  /**
   * An index of the org's rows leads with it: a condition or an order on it reads the matching rows only. Without one,
   * a root list filtered or ordered on it reads every row of the org (a costly operation, graphql/limits.ts).
   */
  indexed?: boolean;
  /** Equality as the list means it, when it is not the column's (an invoice is OVERDUE once its due date has passed). */
  equals?: (value: string, ctx: ServiceContext) => Where<T>;
}

export type FieldTable<T> = Record<string, FieldSpec<T>>;

/** The operators of one field; any subset, all of them holding. */
export interface Operators {
  eq?: unknown;
  ne?: unknown;
  in?: readonly unknown[] | null;
  notIn?: readonly unknown[] | null;
  lt?: unknown;
  lte?: unknown;
  gt?: unknown;
  gte?: unknown;
  isNull?: boolean | null;
  contains?: string | null;
  startsWith?: string | null;
}

/** A filter: operators on fields (all must hold) and `and`, `or`, `not` of other filters. */
export interface ListFilter {
  and?: readonly ListFilter[] | null;
  or?: readonly ListFilter[] | null;
  not?: ListFilter | null;
  /** Operators by field name; a field may come more than once (a client's equality and its operators). */
  fields?: readonly (readonly [string, Operators])[];
}

/** A list request's filter and order. */
export interface ListQuery {
  filter?: ListFilter | null;
  orderBy?: readonly OrderTerm[] | null;
}

export type SortDirection = 'ASC' | 'DESC';
export interface OrderTerm {
  field: string;
  direction?: SortDirection | null;
}

/** The bounds of one filter and order: past them a request is refused before anything is read. */
export const QUERY_LIMITS = {
  /** and/or/not inside one another. */
  maxNesting: 4,
  /** Values of one `in` or `notIn`. */
  maxListLength: 100,
  /** Operators in a whole filter. */
  maxConditions: 50,
  /** Terms of orderBy (the id is always added last). */
  maxOrderTerms: 3,
  /** Characters of a text a filter compares or matches (the longest text column, an address line, holds 500). */
  maxTextLength: 500,
} as const;

const refused = (path: string, message: string) => validationFailed(`The ${path.split('.')[0]} is beyond its limits.`, [{ path, message }]);

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `filter` as a condition over the table's properties. A comparison with a
 * null value never holds (so `ne` and `notIn` leave out rows without a value,
 * and `not` is the exact complement of what it wraps); text matches ignore
 * case and accents.
 */
export function whereOf<T>(ctx: ServiceContext, fields: FieldTable<T>, filter: ListFilter | null | undefined, path = 'filter'): Where<T> {
  let conditions = 0;
  const walk = (given: ListFilter, at: string, depth: number): Where<T> => {
    if (depth > QUERY_LIMITS.maxNesting) throw refused(at, `At most ${QUERY_LIMITS.maxNesting} levels of and/or/not.`);
    const parts: Where<T>[] = [];
    for (const [name, operators] of given.fields ?? []) {
      const spec = fields[name];
      if (!spec) throw new Error(`No filter field "${name}"`);
      for (const [operator, value] of Object.entries(operators) as [keyof Operators, unknown][]) {
        if (value === null || value === undefined) continue;
        if (++conditions > QUERY_LIMITS.maxConditions) throw refused(at, `At most ${QUERY_LIMITS.maxConditions} conditions in one filter.`);
        if (Array.isArray(value) && value.length > QUERY_LIMITS.maxListLength) {
          throw refused(`${at}.${name}.${operator}`, `At most ${QUERY_LIMITS.maxListLength} values.`);
        }
        if ((Array.isArray(value) ? value : [value]).some((one) => typeof one === 'string' && one.length > QUERY_LIMITS.maxTextLength)) {
          throw refused(`${at}.${name}.${operator}`, `At most ${QUERY_LIMITS.maxTextLength} characters.`);
        }
        parts.push(conditionOf(ctx, spec, operator, value));
      }
    }
    given.and?.forEach((inner, i) => parts.push(walk(inner, `${at}.and.${i}`, depth + 1)));
    if (given.or) parts.push({ $or: given.or.map((inner, i) => walk(inner, `${at}.or.${i}`, depth + 1)) } as Where<T>);
    if (given.not) parts.push({ $not: walk(given.not, `${at}.not`, depth + 1) } as Where<T>);
    return (parts.length === 1 ? parts[0]! : { $and: parts }) as Where<T>;
  };
  return filter ? walk(filter, path, 0) : ({} as Where<T>);
}

function conditionOf<T>(ctx: ServiceContext, spec: FieldSpec<T>, operator: keyof Operators, value: unknown): Where<T> {
  const { property, equals } = spec;
  const on = (condition: unknown) => ({ [property]: condition }) as Where<T>;
  const is = (one: unknown) => (equals ? equals(one as string, ctx) : on(one));
  const anyOf = (values: readonly unknown[]) => (equals ? ({ $or: values.map(is) } as Where<T>) : on({ $in: [...values] }));
  if (operator === 'isNull') return on(value ? null : { $ne: null });
  const condition = ((): Where<T> => {
    switch (operator) {
      case 'eq':
        return is(value);
      case 'ne':
        return { $not: is(value) } as Where<T>;
      case 'in':
        return anyOf(value as unknown[]);
      case 'notIn':
        return { $not: anyOf(value as unknown[]) } as Where<T>;
      case 'contains':
        return on({ $folded: `%${literal(value as string)}%` });
      case 'startsWith':
        return on({ $folded: `${literal(value as string)}%` });
      default:
        return on({ [`$${operator}`]: value });
    }
  })();
  // A nullable column's comparisons hold only where it has a value: `not` of them is then their complement.
  return spec.nullable ? ({ $and: [on({ $ne: null }), condition] } as Where<T>) : condition;
}

/** One term of a list's order, as the keyset reads and the SQL sort it. */
export interface SortTerm {
  property: string;
  descending: boolean;
  nullable: boolean;
  kind: FieldKind;
}

/** `orderBy` as sort terms, the id last (in the direction of the term before it) so that every order is total and every key unique. */
export function sortOf<T>(fields: FieldTable<T>, orderBy: readonly OrderTerm[] | null | undefined, path = 'orderBy'): SortTerm[] {
  const terms = orderBy ?? [];
  if (terms.length > QUERY_LIMITS.maxOrderTerms) throw refused(path, `At most ${QUERY_LIMITS.maxOrderTerms} terms.`);
  const sort: SortTerm[] = [];
  for (const [i, { field, direction }] of terms.entries()) {
    const spec = fields[field];
    if (!spec?.sortable) throw new Error(`No order field "${field}"`);
    const term = { property: spec.property, descending: direction === 'DESC', nullable: spec.nullable ?? false, kind: spec.kind };
    // Terms after the id cannot change the order.
    if (term.property === 'id') return [...sort, term];
    if (sort.some((other) => other.property === term.property)) throw refused(`${path}.${i}`, 'Each field at most once.');
    sort.push(term);
  }
  return [...sort, { property: 'id', descending: sort.at(-1)?.descending ?? false, nullable: false, kind: 'id' }];
}
