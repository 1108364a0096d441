import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInputObjectType,
  isListType,
  isObjectType,
  type FieldNode,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  visit,
  valueFromASTUntyped,
  type ArgumentNode,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors.js';
import { NESTED_PAGE_SIZE, PAGE_SIZE } from './connection.js';
import { oncePerDocument } from './per-document.js';
import { JsonText } from '../services/json-text.js';

/** Abuse limits of the GraphQL pipeline (both surfaces: every REST route runs a GraphQL operation). */
export interface GraphQLLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  maxTokens: number;
  /** Characters of a document's text: past them it is refused before it is parsed or remembered. */
  maxDocumentLength: number;
  /** Characters of an answer's JSON text (about): past them it is refused once executed, before it is serialised. */
  maxAnswerLength: number;
  maxDirectives: number;
  /** Fields of a document with every fragment spread written out (`__typename` included). */
  maxFields: number;
  /** Schema introspection (`__schema`, `__type`) allowed. */
  introspection: boolean;
  /** graphql-js "Did you mean ...?" hints kept in error messages. */
  fieldSuggestions: boolean;
  /** From this cost an operation is costly: an org's costly operations take turns (src/graphql/costly-operations.ts). */
  costlyOperationCost: number;
  /** Costly operations of one org run at once in a process. */
  costlyOperationsPerOrg: number;
}

/** What the connections serve (PAGE_SIZE): the cost counts a page as the resolvers will cut it. */
const { defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE } = PAGE_SIZE;
/** Assumed length of a plain (non-connection) list of objects, such as a record's documents. */
const PLAIN_LIST_SIZE = 10;

/** What a field declares it costs itself (`extensions.cost`: a document of every record of a person), 0 when it declares nothing. */
const declaredCostOf = (field: GraphQLField<unknown, unknown> | undefined): number => {
  const declared = field?.extensions?.cost;
  return typeof declared === 'number' ? declared : 0;
};

/**
 * The cost a field of long text declares (`extensions.cost`): one per 250 characters it may hold. The cost counts
 * records, and a record's few short texts weigh little beside it; 100,000 maintenance comments of 4,000 characters
 * (an answer of 465 MB, 9.5 s of the event loop every org shares) cost 100,000 as records alone. At the cost limit
 * long texts now hold at most some 25 million characters, and a page of 100 records with a reviewer's note stays
 * below COSTLY_OPERATION_COST's default.
 */
export const longTextCost = (maxCharacters: number) => Math.ceil(maxCharacters / 250);

/** A plain list's length as counted: its bound when the field declares one (`extensions.listSize`: a statement's lines), else PLAIN_LIST_SIZE. */
const listSizeOf = (field: GraphQLField<unknown, unknown>): number => {
  const declared = field.extensions?.listSize;
  return typeof declared === 'number' ? declared : PLAIN_LIST_SIZE;
};

/**
 * The cost of an operation, computed with its variables: the number of nodes
 * (records: a property, a unit, a booking, an invoice, the caller's `me`...) it
 * may return. Each object-typed field counts 1 per object it may return; scalars
 * are free. A connection (a field with a `first`/`last` argument) is free
 * itself, and so are its edge wrappers and its `pageInfo`: what counts is the
 * nodes of its page, `edges { node }` and `nodes` each counting page size ×
 * (1 + the node's own cost). The page size is the `first`/`last` given, literally
 * or as a variable (when absent, PAGE_SIZE's 50 at the root and NESTED_PAGE_SIZE's
 * 10 in a record, as the resolvers serve them; at most 500, as they cap). A list fetched by id (`nodes(ids:)`) counts one per id; any other list
 * of objects counts 10 elements, or the bound its field declares (`extensions.listSize`: a statement's lines). A field
 * may declare a cost of its own (`extensions.cost`): a scalar whose size grows with the org's records.
 *
 * graphql-armor's own cost rule runs at validation, before variables are
 * known, so it counts `first: $first` as 1; this one runs at execution.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) {
      operation ??= definition;
    }
  }
  if (!operation) return 0;
  const root =
    operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;

  const valueOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.VARIABLE) {
      const given = variables?.[node.name.value];
      if (given !== undefined) return given;
      const declared = operation!.variableDefinitions?.find((definition) => definition.variable.name.value === node.name.value);
      return declared?.defaultValue ? valueOf(declared.defaultValue) : undefined;
    }
    if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
    return undefined;
  };

  const pageSize = (
    field: GraphQLField<unknown, unknown>,
    parent: GraphQLNamedType,
    args: readonly { name: { value: string }; value: ValueNode }[],
  ): number | undefined => {
    if (!field.args.some((arg) => arg.name === 'first' || arg.name === 'last')) return undefined;
    // A connection's (edges, nodes): a report's `first` pages its lines, which count at their declared bound (listSizeOf).
    const type = getNamedType(field.type);
    if (!('getFields' in type) || !(type.getFields().edges || type.getFields().nodes)) return undefined;
    let size: number | undefined;
    for (const arg of args) {
      if (arg.name.value !== 'first' && arg.name.value !== 'last') continue;
      const value = valueOf(arg.value);
      if (typeof value === 'number' && Number.isFinite(value)) size = Math.max(size ?? 0, value);
    }
    // A connection of a record (not of the root) is nested: childListing serves it in smaller default pages.
    return Math.min(Math.max(size ?? (parent === root ? DEFAULT_PAGE_SIZE : NESTED_PAGE_SIZE), 0), MAX_PAGE_SIZE);
  };

  /** The number of records a list fetched by id (`nodes(ids:)`) may return: one per id given. */
  const idsGiven = (args: readonly { name: { value: string }; value: ValueNode }[]): number | undefined => {
    const ids = args.find((arg) => arg.name.value === 'ids');
    if (!ids) return undefined;
    if (ids.value.kind === Kind.LIST) return ids.value.values.length;
    const value = valueOf(ids.value);
    return Array.isArray(value) ? value.length : undefined;
  };

  /** A fragment's cost per page size, computed once: spreading it again costs a lookup, not another walk. */
  const fragmentCosts = new Map<string, number>();
  /** `page`: the page size of the connection whose own fields these are (its `edges`/`nodes` lists hold that many). */
  const costOf = (selectionSet: SelectionSetNode, parent: GraphQLNamedType, page?: number): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        const field = 'getFields' in parent ? (parent.getFields()[selection.name.value] as GraphQLField<unknown, unknown> | undefined) : undefined;
        total += declaredCostOf(field);
        if (!field || !selection.selectionSet) continue;
        const type = getNamedType(field.type);
        const name = selection.name.value;
        const ownPage = pageSize(field, parent, selection.arguments ?? []);
        const isList = isListType(getNullableType(field.type));
        // The connection object, its edge wrappers and its pageInfo are free; the nodes they hold count.
        if (ownPage !== undefined) total += costOf(selection.selectionSet, type, ownPage);
        else if (page !== undefined && isList && name === 'edges') total += page * costOf(selection.selectionSet, type);
        else if (page !== undefined && name === 'pageInfo') total += costOf(selection.selectionSet, type);
        else total += (isList ? (page ?? idsGiven(selection.arguments ?? []) ?? listSizeOf(field)) : 1) * (1 + costOf(selection.selectionSet, type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? (schema.getType(selection.typeCondition.name.value) ?? parent) : parent;
        total += costOf(selection.selectionSet, type, page);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) continue;
        const key = `${fragment.name.value}/${page ?? ''}`;
        let cost = fragmentCosts.get(key);
        if (cost === undefined) {
          // Set before the walk: a fragment cycle is a validation error already, and must never loop here.
          fragmentCosts.set(key, 0);
          cost = costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) ?? parent, page);
          fragmentCosts.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, root);
}

/** Arguments that make a list read every record of the org that may match, whatever the page: ranked text search, distance. */
const SCANNING_ARGUMENTS = new Set(['search', 'near']);
/** A filter operator no index serves: text found anywhere in a value (`startsWith` has its prefix index). */
const SCANNING_OPERATOR = 'contains';

/**
 * True when the document asks a list for a search, a distance or a `contains` filter (literally or by a variable):
 * each reads every record of the org that may match before its page is cut, so its cost in records returned says
 * nothing of its work (one such list of a 300,000-property org took seconds of the database at cost 1).
 * Fragments the operation does not spread count too: at worst an operation takes its org's costly turn needlessly.
 * So does a root list the schema says reads the org whole (rootListsOf): its count, a report, a filter or an order
 * on a field no index leads.
 */
export function scansRecords(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined): boolean {
  const holdsScanningOperator = (value: unknown, depth: number): boolean => {
    if (value === null || typeof value !== 'object' || depth > 32) return false;
    if (Array.isArray(value)) return value.some((item) => holdsScanningOperator(item, depth + 1));
    return Object.entries(value).some(([key, item]) => (key === SCANNING_OPERATOR && item != null) || holdsScanningOperator(item, depth + 1));
  };
  const scanning = argumentsOf(document).some((argument) => {
    const value = valueFromASTUntyped(argument.value, variables ?? undefined);
    return value != null && (SCANNING_ARGUMENTS.has(argument.name.value) || holdsScanningOperator(value, 0));
  });
  if (scanning) return true;
  const root = rootListsOf(schema)(document);
  return root.scans || root.conditions.some(({ argument, keys }) => holdsKey(valueFromASTUntyped(argument.value, variables ?? undefined), keys, 0));
}

/**
 * What the schema declares reads every record of an org it counts or orders, read from the types' extensions:
 * a field (`extensions.scansRecords`: a report, a root list's totalCount), the filter fields and order fields of a
 * list input no index leads (`extensions.scanningKeys`, built from services' field tables, list-inputs.ts).
 */
export interface ScanningExtensions {
  scansRecords?: boolean;
  scanningKeys?: readonly string[];
}

/** True when `value` (a filter or an order, nested in and/or/not and lists) names one of `keys` with a value. */
function holdsKey(value: unknown, keys: ReadonlySet<string>, depth: number): boolean {
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => holdsKey(item, keys, depth + 1));
  return Object.entries(value).some(([key, item]) => item != null && (keys.has(key) || (key === 'field' && keys.has(String(item))) || holdsKey(item, keys, depth + 1)));
}

const scanningOf = (extensions: unknown): ScanningExtensions => (extensions ?? {}) as ScanningExtensions;

/** The fields of a selection set, through fragments (each fragment once). */
function fieldsOf(selectionSet: SelectionSetNode | undefined, fragments: ReadonlyMap<string, FragmentDefinitionNode>, spread = new Set<string>()): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...fieldsOf(selection.selectionSet, fragments, spread));
    else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      fields.push(...fieldsOf(fragments.get(selection.name.value)?.selectionSet, fragments, spread));
    }
  }
  return fields;
}

/**
 * The root lists of a document (fields of the operation's root type) that may read every record of the org: a field
 * the schema says scans (a report), a connection whose totalCount is asked for, and, for the request's variables to
 * decide, their filter and orderBy arguments with the keys no index leads. A nested list reads within its parents'
 * rows (an index on the parent leads), so only root lists count. Once per document and schema.
 */
const rootListsOf = (() => {
  const bySchema = new WeakMap<GraphQLSchema, (document: DocumentNode) => { scans: boolean; conditions: { argument: ArgumentNode; keys: ReadonlySet<string> }[] }>();
  return (schema: GraphQLSchema) => {
    let of = bySchema.get(schema);
    if (of) return of;
    of = oncePerDocument((document) => {
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      let scans = false;
      const conditions: { argument: ArgumentNode; keys: ReadonlySet<string> }[] = [];
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const rootType = schema.getRootType(operation.operation);
        if (!rootType) continue;
        for (const field of fieldsOf(operation.selectionSet, fragments)) {
          const definition = rootType.getFields()[field.name.value];
          if (!definition) continue;
          if (scanningOf(definition.extensions).scansRecords) scans = true;
          const returned = getNamedType(definition.type);
          if (isObjectType(returned)) {
            const counted = fieldsOf(field.selectionSet, fragments).some((sub) => scanningOf(returned.getFields()[sub.name.value]?.extensions).scansRecords);
            if (counted) scans = true;
          }
          for (const argument of field.arguments ?? []) {
            const input = getNamedType(definition.args.find((arg) => arg.name === argument.name.value)?.type);
            const keys = isInputObjectType(input) ? scanningOf(input.extensions).scanningKeys : undefined;
            if (keys?.length) conditions.push({ argument, keys: new Set(keys) });
          }
        }
      }
      return { scans, conditions };
    });
    bySchema.set(schema, of);
    return of;
  };
})();

/** The arguments of a document that may hold a value, walked once per document (literal scalars hold no operator). */
const argumentsOf = oncePerDocument((document) => {
  const found: ArgumentNode[] = [];
  visit(document, {
    Argument(argument) {
      const { kind } = argument.value;
      if (SCANNING_ARGUMENTS.has(argument.name.value) || kind === Kind.OBJECT || kind === Kind.LIST || kind === Kind.VARIABLE) found.push(argument);
    },
  });
  return found;
});

/**
 * The number of fields of a document with every fragment spread written out,
 * summed over its operations, `__typename` included: what the validation and
 * execution passes would see if they expanded fragments. Computed in one walk
 * over the document (each fragment's count is memoised), so a small document
 * whose fragments spread each other twice per level is measured, not expanded.
 * Counts above `cap` stop at `cap` (the exact number can exceed any float).
 */
export function expandedFieldCount(document: DocumentNode, cap = Number.MAX_SAFE_INTEGER): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragmentCounts = new Map<string, number>();
  const countOf = (selectionSet: SelectionSetNode): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) total += 1 + (selection.selectionSet ? countOf(selection.selectionSet) : 0);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += countOf(selection.selectionSet);
      else {
        const name = selection.name.value;
        let count = fragmentCounts.get(name);
        if (count === undefined) {
          // A cycle (a validation error of its own) counts nothing the second time round.
          fragmentCounts.set(name, 0);
          const fragment = fragments.get(name);
          count = fragment ? countOf(fragment.selectionSet) : 0;
          fragmentCounts.set(name, count);
        }
        total += count;
      }
      if (total >= cap) return cap;
    }
    return total;
  };
  let total = 0;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) total = Math.min(cap, total + countOf(definition.selectionSet));
  }
  return total;
}

/** A refusal with the service's code: VALIDATION_FAILED (400), as SPEC.md's error table has it. */
const limitError = (message: string) => new GraphQLError(message, { originalError: new AppError('VALIDATION_FAILED', message) });

/** What every answer reports in `extensions.cost`: the operation's cost (0 when there was no document to measure) and the limit. */
export interface CostReport {
  requested: number;
  limit: number;
}

/** An answer, or one payload of an incremental answer. */
type Answer = { extensions?: Record<string, unknown> | null };

const withCost = <T extends Answer>(result: T, cost: CostReport): T => ({ ...result, extensions: { ...result.extensions, cost } });

/**
 * Cost limit with page sizes from variables (replaces graphql-armor's
 * validation-time cost rule). A refusal is QUERY_TOO_COSTLY with the cost and
 * the limit in its extensions. Every answer reports both in `extensions.cost`,
 * so clients can see how close they are: an operation that ran (in the first
 * payload of an incremental answer, whose deferred and streamed parts the cost
 * counts), one refused at validation (measured on its document), and one
 * refused before it had a document (`requested: 0`; see costOnEveryAnswer).
 */
/** Each operation's cost, by its context, once measured before it runs. */
const operationCosts = new WeakMap<object, number>();

/** The cost of the operation run with `context`, measured as it began (undefined before, or refused earlier). */
export const operationCostOf = (context: object): number | undefined => operationCosts.get(context);

/** The operations (by context) that read every matching record of a list (scansRecords), found as they began. */
const scanningOperations = new WeakSet<object>();

/** True when the operation run with `context` reads every matching record of a list, whatever its cost. */
export const scansRecordsOf = (context: object): boolean => scanningOperations.has(context);

function costLimitPlugin(maxCost: number, toPublic: (error: unknown) => GraphQLError): Plugin {
  let schema: GraphQLSchema | undefined;
  /** Each request's parsed document (by context: a batch's operations have one each), measured if it is refused before it runs. */
  const documents = new WeakMap<object, DocumentNode>();
  return {
    onSchemaChange(payload) {
      schema = payload.schema;
    },
    onParse({ context }) {
      return ({ result }) => {
        if (result && 'kind' in result && result.kind === Kind.DOCUMENT) documents.set(context, result);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const cost = operationCost(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined, args.operationName);
      operationCosts.set(args.contextValue as object, cost);
      if (scansRecords(args.schema, args.document, args.variableValues as Record<string, unknown> | undefined)) scanningOperations.add(args.contextValue as object);
      if (cost > maxCost) {
        const message = `Query cost limit of ${maxCost} exceeded, found ${cost}. Ask for smaller pages (first) or fewer nested lists.`;
        const refusal = toPublic(new GraphQLError(message, { originalError: new AppError('QUERY_TOO_COSTLY', message) }));
        setResultAndStopExecution({
          errors: [new GraphQLError(refusal.message, { extensions: { ...refusal.extensions, cost, limit: maxCost } })],
          extensions: { cost: { requested: cost, limit: maxCost } },
        });
        return;
      }
      const report = { requested: cost, limit: maxCost };
      return {
        onExecuteDone({ result, setResult }) {
          if (!isAsyncIterable(result)) return setResult(withCost(result, report));
          let first = true;
          return {
            onNext({ result: payload, setResult: setPayload }) {
              if (first) setPayload(withCost(payload, report));
              first = false;
            },
          };
        },
      };
    },
    onExecutionResult({ result, setResult, context }) {
      if (!result || isAsyncIterable(result) || result.extensions?.cost) return;
      const document = documents.get(context);
      const { variables, operationName } = (context as { params?: { variables?: Record<string, unknown>; operationName?: string } }).params ?? {};
      const requested = document && schema ? operationCost(schema, document, variables, operationName) : 0;
      setResult(withCost(result, { requested, limit: maxCost }));
    },
  };
}

/**
 * The last word on `extensions.cost`: an answer refused before it had a
 * document to measure (not a GraphQL request, an unknown persisted document,
 * a refused token) reports `requested: 0` and the limit. After the hooks that
 * code the errors, which may rebuild the answer.
 */
export function costOnEveryAnswer(maxCost: number): Plugin {
  const reported = <T extends Answer>(result: T): T => (result.extensions?.cost ? result : withCost(result, { requested: 0, limit: maxCost }));
  return {
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) return;
      setResult(Array.isArray(result) ? result.map(reported) : reported(result));
    },
  };
}

/**
 * Most times one response name (a field or its alias) may be selected in one
 * selection set, fragments merged in. graphql-js's OverlappingFieldsCanBeMerged
 * compares every pair of same-named fields, so 500 repeats of `me { userId }`
 * (about 2,000 tokens) cost it about 125,000 comparisons; 20 cost 190.
 */
export const MAX_FIELD_REPEATS = 20;

/**
 * The response name selected most often in one selection set of the document,
 * and how often; counts stop at `cap`. It counts as graphql-js merges: the
 * fields written in the set (inline fragments included) and those of every
 * fragment spread into it, directly or through other fragments, each fragment
 * once however often it is spread. Each selection set and each fragment is
 * read once; the fragments reachable from each fragment are remembered.
 */
export function mostRepeatedField(document: DocumentNode, cap = Number.MAX_SAFE_INTEGER): { name: string; count: number } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  /** What a selection set writes itself: its fields by response name (inline fragments merged in) and the fragments it spreads. */
  const written = new Map<SelectionSetNode, { fields: Map<string, number>; spreads: Set<string> }>();
  const writtenIn = (selectionSet: SelectionSetNode) => {
    let own = written.get(selectionSet);
    if (own) return own;
    own = { fields: new Map<string, number>(), spreads: new Set<string>() };
    written.set(selectionSet, own);
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = (selection.alias ?? selection.name).value;
        own.fields.set(name, (own.fields.get(name) ?? 0) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const inner = writtenIn(selection.selectionSet);
        inner.fields.forEach((count, name) => own!.fields.set(name, (own!.fields.get(name) ?? 0) + count));
        inner.spreads.forEach((name) => own!.spreads.add(name));
      } else own.spreads.add(selection.name.value);
    }
    return own;
  };
  /** Every fragment a fragment brings in, itself included (a cycle, a validation error of its own, stops where it closes). */
  const reachable = new Map<string, Set<string>>();
  const reachFrom = (name: string): Set<string> => {
    let reach = reachable.get(name);
    if (reach) return reach;
    reach = new Set([name]);
    reachable.set(name, reach);
    const fragment = fragments.get(name);
    if (fragment) for (const spread of writtenIn(fragment.selectionSet).spreads) for (const inner of reachFrom(spread)) reach.add(inner);
    return reach;
  };
  let most = { name: '', count: 0 };
  visit(document, {
    SelectionSet(selectionSet) {
      const own = writtenIn(selectionSet);
      const counts = new Map(own.fields);
      const merged = new Set<string>();
      for (const spread of own.spreads) for (const name of reachFrom(spread)) merged.add(name);
      for (const name of merged) {
        const fragment = fragments.get(name);
        if (!fragment) continue;
        writtenIn(fragment.selectionSet).fields.forEach((count, field) => counts.set(field, Math.min(cap, (counts.get(field) ?? 0) + count)));
      }
      counts.forEach((count, name) => {
        if (count > most.count) most = { name, count: Math.min(cap, count) };
      });
    },
  });
  return most;
}

/**
 * Refuses, before graphql-js validation runs, a document that expands to more
 * than `maxFields` fields or selects one field more than MAX_FIELD_REPEATS
 * times in one place: no later pass (validation, cost, compilation,
 * execution) is then handed an exponential, or a quadratic, amount of work.
 * Thrown, as graphql-armor's rules do: a request refused before it runs (see httpOf for its status).
 */
function expansionLimitsPlugin(maxFields: number, toPublic: (error: unknown) => GraphQLError): Plugin {
  const refusalOf = oncePerDocument((document): string | undefined => {
    if (expandedFieldCount(document, maxFields + 1) > maxFields) {
      return `Query field limit of ${maxFields} exceeded (fragment spreads written out). Spread fragments fewer times or ask for fewer fields.`;
    }
    const most = mostRepeatedField(document, MAX_FIELD_REPEATS + 1);
    if (most.count > MAX_FIELD_REPEATS) return `Query field repeat limit of ${MAX_FIELD_REPEATS} exceeded: "${most.name}" is selected more often in one place.`;
    return undefined;
  });
  return {
    onValidate({ params }) {
      const refusal = refusalOf(params.documentAST);
      if (refusal) throw toPublic(limitError(refusal));
    },
  };
}

/** graphql-armor's messages start with "Syntax Error: " even for limits; keep only the useful part. */
export function cleanLimitMessage(message: string): string {
  return /^Syntax Error: .*limit of \d+ exceeded/.test(message) ? message.slice('Syntax Error: '.length) : message;
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** Removes graphql-js "Did you mean ...?" hints (fields, arguments, enum values, types). */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/**
 * Refuses a document's text longer than `maxLength` characters (413 PAYLOAD_TOO_LARGE) before anything reads it. The
 * parse cache and the list of documents already checked keep a thousand texts each, whatever their size: a document
 * that is mostly a comment or one long string is a few tokens, and a thousand of a megabyte would hold a gigabyte.
 */
export const refuseLongDocuments = (maxLength: number, toPublic: (error: unknown) => GraphQLError): Plugin => ({
  onParams({ params }) {
    if (typeof params.query !== 'string' || params.query.length <= maxLength) return;
    const message = `A GraphQL document has at most ${maxLength} characters; this one has ${params.query.length}. Send its values as variables, or split it.`;
    throw toPublic(new GraphQLError(message, { originalError: new AppError('PAYLOAD_TOO_LARGE', message) }));
  },
});

export function limitPlugins(limits: GraphQLLimits, toPublic: (error: unknown) => GraphQLError): Plugin[] {
  const plugins: Plugin[] = [
    expansionLimitsPlugin(limits.maxFields, toPublic),
    EnvelopArmorPlugin({
      maxDepth: { n: limits.maxDepth, flattenFragments: true },
      maxAliases: { n: limits.maxAliases },
      maxTokens: { n: limits.maxTokens },
      maxDirectives: { n: limits.maxDirectives },
      // Replaced by costLimitPlugin, which also counts page sizes passed as variables.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: !limits.fieldSuggestions, mask: '' },
    }) as Plugin,
    costLimitPlugin(limits.maxCost, toPublic),
  ];
  if (!limits.introspection) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      },
    });
  }
  return plugins;
}

/** Below this cost an answer is not measured: its records' short texts cannot add up to a limit of megabytes. */
const MEASURED_FROM_COST = 1000;

/**
 * About the length of a value's JSON text, in characters (a string's escapes aside), counted until it passes
 * `limit`: a walk over the answer that costs a fraction of serialising it. A JSON text PostgreSQL wrote counts its length.
 */
export function answerLength(value: unknown, limit: number): number {
  let length = 0;
  const walk = (item: unknown): void => {
    if (length > limit) return;
    if (typeof item === 'string') length += item.length + 2;
    else if (item instanceof JsonText) length += item.text.length;
    else if (Array.isArray(item)) {
      length += 2 + item.length;
      for (const element of item) walk(element);
    } else if (item !== null && typeof item === 'object' && !(item instanceof Date)) {
      length += 2;
      for (const key in item) {
        length += key.length + 4;
        walk((item as Record<string, unknown>)[key]);
      }
    } else length += 24;
  };
  walk(value);
  return length;
}

/**
 * Refuses an answer longer than `maxLength` characters once executed, before it is serialised: QUERY_TOO_COSTLY,
 * naming the limit. The cost counts records and the long texts' weight; this bounds what they still
 * allow (many records of short texts at their longest, a person's export), whose serialising and writing in one
 * stretch of the event loop held every org's requests for seconds. An incremental answer's parts are measured each.
 */
export function refuseLongAnswers(maxLength: number, toPublic: (error: unknown) => GraphQLError): Plugin {
  const refusalOf = (result: ExecutionResult & { incremental?: unknown; hasNext?: boolean }): ExecutionResult | undefined => {
    // A later part of an incremental answer carries its records in `incremental`.
    const length = answerLength(result.incremental ?? result.data, maxLength);
    if (length <= maxLength) return undefined;
    const message = `Answer length limit of ${maxLength} characters exceeded: this one holds more than ${maxLength}. Ask for smaller pages (first), fewer fields or fewer long texts.`;
    const errors = [toPublic(new GraphQLError(message, { originalError: new AppError('QUERY_TOO_COSTLY', message) }))];
    return { errors, extensions: result.extensions, ...(result.hasNext === undefined ? {} : { hasNext: result.hasNext }) };
  };
  return {
    onExecute({ args }) {
      if ((operationCostOf(args.contextValue as object) ?? 0) < MEASURED_FROM_COST) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (!isAsyncIterable(result)) {
            const refused = refusalOf(result);
            if (refused) setResult(refused);
            return;
          }
          return {
            onNext({ result: payload, setResult: setPayload }) {
              const refused = refusalOf(payload as ExecutionResult);
              if (refused) setPayload(refused);
            },
          };
        },
      };
    },
  };
}
