import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import {
  BREAK,
  type DirectiveNode,
  type DocumentNode,
  getDirectiveValues,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationRule,
  visit,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { AppError } from '../domain/errors.js';
import { PAGE_SIZE } from './connection.js';
import { oncePerDocument } from './per-document.js';

const INCREMENTAL = new Set(['defer', 'stream']);

/** Whether a document asks for incremental delivery anywhere (`@defer` or `@stream`, whatever their `if`). */
export const isIncremental = oncePerDocument((document: DocumentNode): boolean => {
  let found = false;
  visit(document, {
    Directive(directive) {
      if (!INCREMENTAL.has(directive.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
});

/**
 * `@defer` and `@stream` in queries only. A mutation's answer is committed, or
 * rolled back whole, once it is known (yoga.ts, mustRollBack): parts sent
 * before the rest is known would report writes that may yet be undone.
 */
const IncrementalInQueriesOnly: ValidationRule = (context) => {
  const refuse = (operation: OperationDefinitionNode, directive: DirectiveNode) =>
    context.reportError(new GraphQLError(`@${directive.name.value} is allowed in queries only, not in a ${operation.operation}.`, { nodes: [directive] }));
  return {
    OperationDefinition(operation) {
      if (operation.operation === OperationTypeNode.QUERY) return;
      const directives = (selectionSet: SelectionSetNode, seen: Set<string>): void => {
        for (const selection of selectionSet.selections) {
          for (const directive of selection.directives ?? []) if (INCREMENTAL.has(directive.name.value)) refuse(operation, directive);
          if (selection.kind === Kind.FRAGMENT_SPREAD) {
            const fragment = context.getFragment(selection.name.value);
            if (fragment && !seen.has(fragment.name.value)) directives(fragment.selectionSet, seen.add(fragment.name.value));
          } else if (selection.selectionSet) directives(selection.selectionSet, seen);
        }
      };
      directives(operation.selectionSet, new Set());
    },
  };
};

/**
 * Incremental delivery: `@defer` on fragments and `@stream` on lists (a
 * connection's `edges`, cut to its page like any other), answered as
 * multipart/mixed or text/event-stream as the client's Accept asks. The
 * directives are in the schema (schema.ts); yoga's plugin adds their
 * validation rules. What a deferred or streamed part costs is counted with the
 * rest of the operation (limits.ts), before anything runs.
 */
export function incrementalDelivery(toPublic: (error: unknown) => GraphQLError): Plugin[] {
  return [
    useDeferStream() as Plugin,
    {
      onValidate({ params, addValidationRule }) {
        if (isIncremental(params.documentAST)) addValidationRule(IncrementalInQueriesOnly);
      },
      onExecute({ args, setResultAndStopExecution }) {
        if (!isIncremental(args.document)) return;
        const refusal = initialCountRefusal(args.schema, args.document, args.variableValues);
        if (refusal) {
          setResultAndStopExecution({ errors: [toPublic(new GraphQLError(refusal, { originalError: new AppError('VALIDATION_FAILED', refusal) }))] });
          return;
        }
        // An answer in parts its client cannot take is refused before anything runs (yoga refuses it, 406 with no
        // body, once the result is there: the deferred parts' reads have started and run on after the answer).
        const accept = (args.contextValue as { request?: Request }).request?.headers.get('accept') ?? null;
        if (!acceptsParts(accept) && deliveredInParts(args.schema, args.document, args.variableValues)) {
          const message = `This operation's answer comes in parts (@defer, @stream): send Accept: multipart/mixed or text/event-stream, or leave them out (Accept: ${accept}).`;
          setResultAndStopExecution({ errors: [new GraphQLError(message, { extensions: { code: 'VALIDATION_FAILED', http: { status: 406 } } })] });
          return;
        }
        // The later parts' errors, which yoga's masking and the answer's coding (yoga.ts) see only in the first part.
        return {
          onExecuteDone: ({ result }) =>
            isAsyncIterable(result)
              ? {
                  onNext: ({ result: part, setResult }) => {
                    const { incremental } = part as { incremental?: { errors?: readonly unknown[] }[] };
                    if (incremental?.some((increment) => increment.errors?.length)) {
                      setResult({ ...part, incremental: incremental.map((increment) => (increment.errors ? { ...increment, errors: increment.errors.map(toPublic) } : increment)) } as typeof part);
                    }
                  },
                }
              : undefined,
        };
      },
    },
  ];
}

/** The media ranges an answer in parts is sent as (multipart/mixed, text/event-stream); no Accept takes any answer. */
const PARTS_ACCEPTED = new Set(['*/*', 'multipart/*', 'multipart/mixed', 'text/*', 'text/event-stream']);
const acceptsParts = (accept: string | null): boolean =>
  !accept?.trim() || accept.split(',').some((range) => PARTS_ACCEPTED.has(range.split(';')[0]!.trim().toLowerCase()));

/** Whether any `@defer` or `@stream` of the document is on with these variables (its `if` not false). */
function deliveredInParts(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined): boolean {
  let on = false;
  visit(document, {
    Directive(directive) {
      const definition = INCREMENTAL.has(directive.name.value) ? schema.getDirective(directive.name.value) : undefined;
      if (!definition || getDirectiveValues(definition, { directives: [directive] }, variables ?? {})?.if === false) return undefined;
      on = true;
      return BREAK;
    },
  });
  return on;
}

/**
 * `@stream(initialCount:)` within a page (0 to PAGE_SIZE's 500), with the variables: the executor would
 * answer a negative or null one with an internal error, and a larger one asks for more than any list holds.
 */
function initialCountRefusal(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | null | undefined): string | undefined {
  const stream = schema.getDirective('stream');
  if (!stream) return undefined;
  let refusal: string | undefined;
  visit(document, {
    Field(field) {
      const values = getDirectiveValues(stream, field, variables ?? undefined);
      if (!values) return undefined;
      // Null too (written, or a variable's), which the executor would also answer with an internal error.
      const { initialCount } = values;
      if (typeof initialCount === 'number' && initialCount >= 0 && initialCount <= PAGE_SIZE.maxSize) return undefined;
      refusal = `@stream's initialCount must be from 0 to ${PAGE_SIZE.maxSize}, the largest page; got ${initialCount}.`;
      return BREAK;
    },
  });
  return refusal;
}

/**
 * An incremental answer's payloads, with `release` called once it is over: read to its end, or
 * given up (the client went away). Its deferred and streamed parts run while it is read.
 */
/**
 * The parts of an answer in parts, made as fast as the executor makes them,
 * whatever the client reads: `made` is called once the last is made (or the
 * making failed, or the client left), and the parts wait in order for the
 * client. yoga makes the next part only when the client asks for it: a client
 * reading at a trickle held the operation's transaction, and its connection,
 * for as long as it read (two orgs' slow readers took the whole pool). The
 * parts held are at most the answer, which a whole answer holds too.
 */
export function madeAhead<T>(source: AsyncIterable<T>, made: () => void): AsyncIterableIterator<T> {
  const inner = source[Symbol.asyncIterator]();
  const parts: T[] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;
  let left = false;
  let wake: (() => void) | undefined;
  const woken = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  void (async () => {
    try {
      while (!left) {
        const step = await inner.next();
        if (step.done) break;
        parts.push(step.value);
        woken();
      }
    } catch (error) {
      failure = { error };
    } finally {
      ended = true;
      made();
      woken();
    }
  })();
  return {
    async next(): Promise<IteratorResult<T>> {
      while (!parts.length && !ended) await new Promise<void>((resolve) => (wake = resolve));
      if (parts.length) return { done: false, value: parts.shift()! };
      if (failure) throw failure.error;
      return { done: true, value: undefined };
    },
    async return(): Promise<IteratorResult<T>> {
      // The client left: nothing more is made (the part being made ends first), nothing kept.
      left = true;
      parts.length = 0;
      if (!ended) await inner.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export function releasedAtEnd<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const inner = source[Symbol.asyncIterator]();
  return {
    async next() {
      try {
        const step = await inner.next();
        if (step.done) release();
        return step;
      } catch (error) {
        release();
        throw error;
      }
    },
    async return(value?: unknown) {
      try {
        return (await inner.return?.(value)) ?? { done: true, value: undefined };
      } finally {
        release();
      }
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
