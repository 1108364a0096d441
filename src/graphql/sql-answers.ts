import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getOperationAST,
  getVariableValues,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isEnumType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../db/entities/booking.js';
import { Invoice } from '../db/entities/invoice.js';
import { Property } from '../db/entities/property.js';
import { Unit } from '../db/entities/unit.js';
import { hasRole, managesOrg } from '../domain/roles.js';
import { today } from '../services/context.js';
import { JsonText } from '../services/json-text.js';
import { visibleBookingSql, visiblePropertySql } from '../services/readable.js';
import { type Table, tableOf } from '../services/rows.js';
import { NESTED_PAGE_SIZE, PAGE_SIZE } from './connection.js';
import type { GraphQLContext } from './context.js';
import { precedenceForForeground } from './foreground.js';
import { stringify } from './json-text.js';

/**
 * Answers built by PostgreSQL: a query whose whole selection only reads
 * columns (the portfolio: properties -> units -> bookings -> invoices) is one
 * statement that writes the answer's JSON text, which the service sends
 * without parsing it. No resolver, DataLoader, row object or JSON.stringify
 * of the data runs in Node: a nested portfolio's CPU in Node was about 13
 * times the statement's (docs/performance.md, "Answers built by PostgreSQL").
 *
 * The statement reads what the resolvers read, in their order, under the same
 * rules: properties as listProperties shows them, a property's units, the
 * bookings visibleToCaller admits, a booking's invoices, each page in id order
 * of first (or the default page) rows; every table named with the org as a
 * constant (one shard on Citus), in the request's tenant scope. Its text is
 * the resolvers' byte for byte: keys in selection order, no spaces, values as
 * the scalars serialise them. Anything else (cursors, counts, arguments other
 * than first, directives, computed fields, other root fields) runs the
 * executor, as does every request whose variables the executor would refuse.
 */

/** A list the statement can page: its rows' entity, the column naming the parent, and whose rows the caller may see. */
interface ListSpec {
  table(em: EntityManager): Table<object>;
  /** The children's property naming their parent; none for a root list. */
  parent?: string;
  visibility: 'all' | 'properties' | 'bookings';
}

/** The records by id the statement answers (`invoice(id:)`), by `Type.field`: the rules of readableProperty and readableWithBooking. */
const RECORDS: Record<string, ListSpec> = {
  'Query.property': { table: (em) => tableOf(em, Property), visibility: 'properties' },
  'Query.booking': { table: (em) => tableOf(em, Booking), visibility: 'bookings' },
  'Query.invoice': { table: (em) => tableOf(em, Invoice), visibility: 'bookings' },
};

/** The lists the statement answers, by `Type.field`. */
const LISTS: Record<string, ListSpec> = {
  'Query.properties': { table: (em) => tableOf(em, Property), visibility: 'properties' },
  'Property.units': { table: (em) => tableOf(em, Unit), parent: 'propertyId', visibility: 'all' },
  'Unit.bookings': { table: (em) => tableOf(em, Booking), parent: 'unitId', visibility: 'bookings' },
  'Booking.invoices': { table: (em) => tableOf(em, Invoice), parent: 'bookingId', visibility: 'all' },
};

/** Scalars whose JSON PostgreSQL writes exactly as the scalar serialises the column (floats and timestamps differ in digits). */
const TEXT_SCALARS = new Set(['ID', 'UUID', 'String']);
const NUMBER_SCALARS = new Set(['Int', 'SafeInt']);

/** What a request supplies to a statement: the caller, today, the variables (coerced as the executor coerces them). */
interface Values {
  orgId: string;
  userId: string;
  manager: boolean;
  owner: boolean;
  today: string;
  variables: Record<string, unknown>;
}

/** A value the statement takes as `?` (the ORM inlines it, quoted): the caller's, or a page size from a variable. */
type Slot = (values: Values) => unknown;

/** A page size: a literal's, or a variable's (null: the default page). */
type PageSize = { literal: number } | { variable: string; nested: boolean };

class Unsupported extends Error {}
const unsupported = (): never => {
  throw new Unsupported();
};

/** SQL text of a JSON object from its keys (GraphQL names: nothing to escape) and the SQL text of their values. */
const objectOf = (entries: readonly (readonly [string, string])[]) =>
  entries.map(([key, value], i) => `'${i ? ',' : '{'}"${key}":' || ${value}`).join(' || ') + ` || '}'`;

const jsonString = (text: string) => `'${JSON.stringify(text)}'`;

class Planner {
  readonly slots: Slot[] = [];
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly em: EntityManager,
    private readonly fragments: Record<string, FragmentDefinitionNode>,
  ) {}

  /** The variables giving page sizes, checked on each request (0 to the largest page, or null). */
  readonly pageVariables = new Set<string>();

  /** Lists planned: a document with none (a record by id and its columns) gains nothing here (see planOf). */
  lists = 0;

  /** A `?` taking the slot's value. */
  private param(slot: Slot, cast: string): string {
    this.slots.push(slot);
    return `?::${cast}`;
  }

  /** The fields of a selection on `type`, fragments flattened, one per response key in first-seen order. */
  private fieldsOf(selectionSet: SelectionSetNode, type: GraphQLObjectType): FieldNode[] {
    const fields = new Map<string, FieldNode>();
    const visit = (set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.directives?.length) unsupported();
        if (selection.kind === Kind.FIELD) {
          const key = (selection.alias ?? selection.name).value;
          const seen = fields.get(key);
          // graphql-js merges same-keyed leaves (validation made them the same field); merging lists is the executor's.
          if (seen && (seen.selectionSet || selection.selectionSet || seen.name.value !== selection.name.value)) unsupported();
          if (!seen) fields.set(key, selection);
          continue;
        }
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : this.fragments[selection.name.value];
        if (!fragment || fragment.directives?.length) unsupported();
        if (fragment!.typeCondition && fragment!.typeCondition.name.value !== type.name) unsupported();
        visit(fragment!.selectionSet);
      }
    };
    visit(selectionSet);
    return [...fields.values()];
  }

  /** The whole answer's data: `select <text> as answer`. */
  root(selectionSet: SelectionSetNode): string {
    const query = this.schema.getQueryType()!;
    const entries = this.fieldsOf(selectionSet, query).map((field) => {
      const key = (field.alias ?? field.name).value;
      if (field.name.value === '__typename') return [key, jsonString(query.name)] as const;
      if (RECORDS[`${query.name}.${field.name.value}`]) return [key, this.record(query, field)] as const;
      return [key, this.list(query, field, undefined)] as const;
    });
    return `select ${objectOf(entries)} as answer`;
  }

  /** The page size a list's `first` asks for; any other argument is the executor's. */
  private pageSize(field: FieldNode, nested: boolean): PageSize {
    let size: PageSize = { literal: nested ? NESTED_PAGE_SIZE : PAGE_SIZE.defaultSize };
    for (const argument of field.arguments ?? []) {
      if (argument.name.value !== 'first') unsupported();
      size = this.sizeOf(argument.value, nested);
    }
    return size;
  }

  private sizeOf(value: ValueNode, nested: boolean): PageSize {
    if (value.kind === Kind.NULL) return { literal: nested ? NESTED_PAGE_SIZE : PAGE_SIZE.defaultSize };
    if (value.kind === Kind.INT) {
      // Outside 0 to the largest page, the argument's rule refuses it (builder.ts): the executor's answer.
      const first = Number(value.value);
      if (first < 0 || first > PAGE_SIZE.maxSize) unsupported();
      return { literal: first };
    }
    if (value.kind === Kind.VARIABLE) {
      this.pageVariables.add(value.name.value);
      return { variable: value.name.value, nested };
    }
    return unsupported();
  }

  /**
   * A record by id: its text, or NULL when the caller may not see it, which
   * makes the whole answer NULL and the executor answer (null, NOT_FOUND).
   */
  private record(on: GraphQLObjectType, field: FieldNode): string {
    const spec = RECORDS[`${on.name}.${field.name.value}`]!;
    const definition = on.getFields()[field.name.value]!;
    const [argument, ...others] = field.arguments ?? [];
    if (argument?.name.value !== 'id' || others.length) unsupported();
    const type = definition.args.find((arg) => arg.name === 'id')!.type;
    const table = spec.table(this.em);
    const row = 'r0';
    // The values in the order of their `?` in the text: the record's (and its lists'), then the conditions'.
    const node = this.node(getNamedType(definition.type) as GraphQLObjectType, field.selectionSet!, row, table);
    const org = this.param((values) => values.orgId, 'uuid');
    const id = this.argument(argument!.value, type);
    const conditions = [`${row}.${table.column('orgId')} = ${org}`, `${row}.id = ${id}`, ...this.visibility(spec, row)];
    return `(select ${node} from ${table.name} ${row} where ${conditions.join(' and ')})`;
  }

  /** An argument's value as a `?`: a literal coerced as the executor coerces it, or a variable's coerced value. */
  private argument(value: ValueNode, type: GraphQLInputType): string {
    if (value.kind === Kind.VARIABLE) {
      const name = value.name.value;
      return this.param((values) => values.variables[name], 'uuid');
    }
    let literal: unknown;
    try {
      literal = valueFromAST(value, type);
    } catch {
      unsupported();
    }
    // Refused (undefined): the executor says why.
    if (typeof literal !== 'string') unsupported();
    return this.param(() => literal, 'uuid');
  }

  /** A connection field's text: `{"edges":[...]}` over one page of `LISTS` rows, under its parent row `parent`. */
  private list(on: GraphQLObjectType, field: FieldNode, parent: string | undefined): string {
    const spec = LISTS[`${on.name}.${field.name.value}`] ?? unsupported();
    this.lists++;
    const depth = parent === undefined ? 0 : Number(parent.slice(1)) + 1;
    const row = `r${depth}`;
    const size = this.pageSize(field, depth > 0);
    const connection = getNamedType(on.getFields()[field.name.value]!.type) as GraphQLObjectType;
    const edge = getNamedType(connection.getFields().edges!.type) as GraphQLObjectType;
    const node = getNamedType(edge.getFields().node!.type) as GraphQLObjectType;
    const entries = this.fieldsOf(field.selectionSet!, connection).map((connectionField) => {
      const key = (connectionField.alias ?? connectionField.name).value;
      if (connectionField.name.value === '__typename') return [key, jsonString(connection.name)] as const;
      if (connectionField.name.value !== 'edges') unsupported();
      const edgeEntries = this.fieldsOf(connectionField.selectionSet!, edge).map((edgeField) => {
        const edgeKey = (edgeField.alias ?? edgeField.name).value;
        if (edgeField.name.value === '__typename') return [edgeKey, jsonString(edge.name)] as const;
        if (edgeField.name.value !== 'node') unsupported();
        return [edgeKey, this.node(node, edgeField.selectionSet!, row, spec.table(this.em))] as const;
      });
      return [key, `coalesce('[' || string_agg(${objectOf(edgeEntries)}, ',' order by ${row}.id) || ']', '[]')`] as const;
    });
    const table = spec.table(this.em);
    // After the entries' values: their `?` come first in the text (the select list), then the conditions'.
    const org = this.param((values) => values.orgId, 'uuid');
    const conditions = [`${row}.${table.column('orgId')} = ${org}`];
    if (spec.parent) conditions.push(`${row}.${table.column(spec.parent)} = ${parent}.id`);
    conditions.push(...this.visibility(spec, row));
    const limit = 'literal' in size ? String(size.literal) : this.param((values) => pageOf(values.variables[size.variable], size.nested), 'int');
    return `(select ${objectOf(entries)} from (select ${row}.* from ${table.name} ${row} where ${conditions.join(' and ')} order by ${row}.id limit ${limit}) ${row})`;
  }

  /** What listProperties and visibleToCaller add for a caller who does not manage the org. */
  private visibility(spec: ListSpec, row: string): string[] {
    // The services' read rules (services/readable.ts), the caller as parameters in the order the SQL names them.
    if (spec.visibility === 'properties') {
      const manager = this.param((values) => values.manager, 'boolean');
      const user = this.param((values) => values.userId, 'uuid');
      return [visiblePropertySql(row, { manager, user })];
    }
    if (spec.visibility === 'bookings') {
      const manager = this.param((values) => values.manager, 'boolean');
      const tenant = this.param((values) => values.userId, 'uuid');
      const owner = this.param((values) => values.owner, 'boolean');
      const org = this.param((values) => values.orgId, 'uuid');
      const user = this.param((values) => values.userId, 'uuid');
      return [visibleBookingSql(row, { manager, tenant, owner, org, user })];
    }
    return [];
  }

  /** A record's text: its plain columns, Invoice.status as the resolver judges it, its nested lists. */
  private node(type: GraphQLObjectType, selectionSet: SelectionSetNode, row: string, table: Table<object>): string {
    const entries = this.fieldsOf(selectionSet, type).map((field) => {
      const key = (field.alias ?? field.name).value;
      const name = field.name.value;
      if (name === '__typename') return [key, jsonString(type.name)] as const;
      const definition = type.getFields()[name]!;
      if (LISTS[`${type.name}.${name}`]) return [key, this.list(type, field, row)] as const;
      if (field.arguments?.length || field.selectionSet) unsupported();
      if (type.name === 'Invoice' && name === 'status') {
        const day = this.param((values) => values.today, 'date');
        const status = table.column('status');
        const dueDate = table.column('dueDate');
        return [key, `'"' || (case when ${row}.${status} = 'ISSUED' and ${row}.${dueDate} < ${day} then 'OVERDUE' else ${row}.${status}::text end) || '"'`] as const;
      }
      return [key, this.column(definition, `${row}.${table.column(columnOf(definition))}`)] as const;
    });
    return objectOf(entries);
  }

  /** A plain column as its scalar serialises it; null as null. */
  private column(definition: GraphQLField<unknown, unknown>, column: string): string {
    const scalar = getNamedType(definition.type);
    const text = isEnumType(scalar)
      ? `'"' || ${column}::text || '"'`
      : TEXT_SCALARS.has(scalar.name)
        ? `to_json(${column})::text`
        : NUMBER_SCALARS.has(scalar.name) || scalar.name === 'Boolean'
          ? `${column}::text`
          : scalar.name === 'Date'
            ? `to_json(${column})::text`
            : scalar.name === 'DateTime'
              ? // Date.toISOString of the column's milliseconds (timestamp(3) columns: nothing finer to round).
                `'"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`
              : unsupported();
    if (definition.type.toString().startsWith('[')) unsupported();
    return isNonNullType(definition.type) ? text : `coalesce(${text}, 'null')`;
  }
}

/** The row property a field exposes unchanged (Pothos's expose), or the executor's. */
function columnOf(definition: GraphQLField<unknown, unknown>): string {
  const exposed = (definition.extensions as { pothosExposedField?: string } | undefined)?.pothosExposedField;
  return exposed ?? unsupported();
}

/** A page size from a variable's value (checked by variablesOf), as the connection reads `first`: null for the default. */
function pageOf(value: unknown, nested: boolean): number {
  if (value === null || value === undefined) return nested ? NESTED_PAGE_SIZE : PAGE_SIZE.defaultSize;
  return value as number;
}

/** A planned operation: the statement's text, its values, and the variables giving page sizes. */
interface Plan {
  sql: string;
  slots: Slot[];
  operation: OperationDefinitionNode;
  pageVariables: ReadonlySet<string>;
}

function planOf(schema: GraphQLSchema, em: EntityManager, document: DocumentNode, operationName: string | null): Plan | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query' || operation.directives?.length) return null;
  if (operation.variableDefinitions?.some((definition) => definition.directives?.length)) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const planner = new Planner(schema, em, fragments);
  try {
    const sql = planner.root(operation.selectionSet);
    // A record by id with its columns only is one row either way, and the resolvers answered it as fast or faster
    // (invoice by id, A/B of 2026-11-27 in docs/performance.md): the statement pays where it replaces pages of rows.
    if (!planner.lists) return null;
    return { sql, slots: planner.slots, operation, pageVariables: planner.pageVariables };
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** The variables as the executor coerces them, or null when it would refuse them or a page size (it then says why). */
function variablesOf(schema: GraphQLSchema, plan: Plan, given: Record<string, unknown>): Record<string, unknown> | null {
  const { coerced } = getVariableValues(schema, plan.operation.variableDefinitions ?? [], given);
  if (!coerced) return null;
  for (const name of plan.pageVariables) {
    const value = coerced[name];
    // Outside 0 to the largest page, the argument's rule refuses it (builder.ts).
    if (value !== undefined && value !== null && ((value as number) < 0 || (value as number) > PAGE_SIZE.maxSize)) return null;
  }
  return coerced;
}

/** The answer's data from PostgreSQL, when the whole operation is a read of plain columns; `enabled` false leaves every operation to the executor. */
export function sqlAnswers(enabled: boolean): Plugin<GraphQLContext> {
  const plans = new WeakMap<DocumentNode, Map<string | null, Plan | null>>();
  const planFor = (args: ExecutionArgs, em: EntityManager) => {
    let operations = plans.get(args.document);
    if (!operations) plans.set(args.document, (operations = new Map()));
    const name = args.operationName ?? null;
    let plan = operations.get(name);
    if (plan === undefined) operations.set(name, (plan = planOf(args.schema, em, args.document, name)));
    return plan;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      if (!enabled) return;
      const context = args.contextValue as GraphQLContext & { inProcess?: unknown };
      // REST routes take the result as objects (yoga.ts, answerInProcess); without a caller, the executor refuses.
      if (!context.actor || context.inProcess) return;
      const plan = planFor(args, context.service().em);
      const variables = plan && variablesOf(args.schema, plan, (args.variableValues ?? {}) as Record<string, unknown>);
      if (!plan || !variables) return;
      setExecuteFn(async (run) => {
        const service = context.service();
        const { actor } = service;
        const values: Values = { orgId: actor.orgId, userId: actor.userId, manager: managesOrg(actor), owner: hasRole(actor, 'OWNER'), today: today(service), variables };
        // One step of a costly operation: the foreground goes first before and after it, as before a batch of the executor's.
        await precedenceForForeground(context);
        const [row] = await service.em.execute<{ answer: string }[]>(plan.sql, plan.slots.map((slot) => slot(values)));
        await precedenceForForeground(context);
        // No row, or a record by id the caller may not see: the executor's answer (null and NOT_FOUND).
        if (!row?.answer) return executeFn(run);
        return { data: new JsonText(row.answer), stringify } as unknown as ExecutionResult;
      });
    },
  };
}
