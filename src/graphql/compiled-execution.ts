import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  getNamedType,
  GraphQLError,
  type GraphQLInputObjectType,
  type GraphQLSchema,
  isInputObjectType,
  Kind,
  type Source,
  type SourceLocation,
  typeFromAST,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { type CompiledQuery, compileQuery, isCompiledQuery } from 'graphql-jit';
import type { ErrorLogger } from './errors.js';
import { isIncremental } from './incremental-delivery.js';
import type { DocumentWork, SenderOf } from './new-documents.js';

/** The offset in `body` of a line and column, as graphql-js counts them (from 1; \r\n, \n and \r end a line). */
function positionOf(body: string, { line, column }: SourceLocation): number {
  const lineBreak = /\r\n|[\n\r]/g;
  let lineStart = 0;
  for (let current = 1; current < line; current++) {
    const found = lineBreak.exec(body);
    if (!found) break;
    lineStart = found.index + found[0].length;
  }
  return lineStart + column - 1;
}

/**
 * graphql-jit reports errors with their locations already resolved and no
 * extensions; rebuilt as graphql-js errors over the document's source, they
 * keep their locations through masking and yoga's serialisation, as the
 * standard executor's do.
 */
function asGraphQLError(error: GraphQLError, source: Source | undefined): GraphQLError {
  return new GraphQLError(error.message, {
    source,
    positions: source && error.locations?.map((location) => positionOf(source.body, location)),
    path: error.path,
    originalError: error.originalError,
  });
}

/** The answer with graphql-js errors, keys in graphql-js's order too: a replayed answer (Idempotency-Key) is the same bytes whichever executor ran. */
async function withGraphQLErrors(result: ExecutionResult | Promise<ExecutionResult>, document: DocumentNode): Promise<ExecutionResult> {
  const { errors, data, ...rest } = await result;
  if (!errors?.length) return { data, ...rest };
  return { errors: errors.map((error) => asGraphQLError(error, document.loc?.source)), data, ...rest };
}

const containsItself = new WeakMap<GraphQLInputObjectType, boolean>();

/** Whether an input type holds itself somewhere inside (a list filter's and/or/not). */
function isRecursive(type: GraphQLInputObjectType): boolean {
  let known = containsItself.get(type);
  if (known !== undefined) return known;
  const reaches = (current: GraphQLInputObjectType, path: Set<GraphQLInputObjectType>): boolean =>
    Object.values(current.getFields()).some((field) => {
      const inner = getNamedType(field.type);
      if (!isInputObjectType(inner)) return false;
      return path.has(inner) || reaches(inner, new Set([...path, inner]));
    });
  known = reaches(type, new Set([type]));
  containsItself.set(type, known);
  return known;
}

/**
 * Whether a variable of the operation has a recursive input type: graphql-jit
 * writes the parsing of a variable out field by field, and for such a type
 * it never stops (graphql-jit issue 81), so these run on the standard executor.
 */
function hasRecursiveVariable(schema: GraphQLSchema, document: DocumentNode, operationName: string | null): boolean {
  return document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === null || definition.name?.value === operationName) &&
      (definition.variableDefinitions ?? []).some((variable) => {
        const type = typeFromAST(schema, variable.type as never);
        const named = type && getNamedType(type);
        return named !== undefined && isInputObjectType(named) && isRecursive(named);
      }),
  );
}

/** A document runs this many times with the standard executor before it is compiled. */
const RUNS_BEFORE_COMPILING = 1;

/**
 * Operations run as code compiled once per document by graphql-jit: a nested
 * portfolio resolves tens of thousands of fields, which the compiled form does
 * several times faster than the interpreting executor. Compiling costs a few
 * milliseconds, more than running a small query once, so a document is
 * compiled on its second run: the queries of an application repeat, one-off
 * queries (GraphiQL, probes) never pay for it. A request whose variables the
 * compiled query refuses (it coerces them first, running nothing) is answered
 * by the standard executor, whose errors name the variable and the path
 * inside it (`input.label`) where graphql-jit's do not; so is a document
 * graphql-jit cannot compile, and one asking for incremental delivery.
 * Compiling counts in the time a sender's new documents may take: past it,
 * the sender's documents wait on the standard executor for their compilation.
 */
export function compiledExecution(logger: ErrorLogger, newDocuments?: { work: DocumentWork; senderOf: SenderOf }): Plugin {
  // Documents come from yoga's parse cache, so the same query text is the same object.
  const documents = new WeakMap<DocumentNode, Map<string | null, { runs: number; compiled?: CompiledQuery | null }>>();
  const compiledFor = ({ schema, document, operationName, contextValue }: ExecutionArgs) => {
    let operations = documents.get(document);
    if (!operations) documents.set(document, (operations = new Map()));
    const name = operationName ?? null;
    const entry = operations.get(name) ?? { runs: 0 };
    operations.set(name, entry);
    if (entry.runs++ < RUNS_BEFORE_COMPILING) return null;
    // graphql-jit answers in one payload: @defer and @stream are the standard executor's.
    if (entry.compiled === undefined && (isIncremental(document) || hasRecursiveVariable(schema, document, name))) entry.compiled = null;
    // A compilation is counted in the time its sender's new documents may take (new-documents.ts); past it, later.
    const sender = newDocuments?.senderOf(contextValue as object);
    if (entry.compiled === undefined && sender !== undefined && newDocuments!.work.secondsToWait(sender) > 0) return null;
    if (entry.compiled === undefined) {
      const began = performance.now();
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (sender !== undefined) newDocuments!.work.charge(sender, performance.now() - began);
      if (!isCompiledQuery(result)) logger.error({ errors: result.errors }, 'graphql-jit could not compile an operation');
      entry.compiled = isCompiledQuery(result) ? result : null;
    }
    return entry.compiled;
  };
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const query = compiledFor(args);
      if (!query) return;
      setExecuteFn(async (run) => {
        const result = await query.query(run.rootValue, run.contextValue, run.variableValues);
        // No data: the variables were refused before anything ran; the standard executor says why, naming the path.
        if (!('data' in result)) return executeFn(run);
        return withGraphQLErrors(result, run.document);
      });
    },
  };
}
