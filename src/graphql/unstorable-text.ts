import { BREAK, type DocumentNode, visit } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { oncePerDocument } from './per-document.js';

/** Deepest nesting of lists and objects accepted in a request's variables (REST bodies and query strings arrive as variables). */
export const MAX_VARIABLE_DEPTH = 64;

/**
 * Most objects, and most values of any kind (objects, lists, members, items),
 * in a request's variables. graphql-js coerces each object against every field
 * of its input type before any rule of the service sees it: a filter of 20,000
 * `or` conditions (0.4 MB) took 150-170 ms of the event loop every org shares
 * to be refused, 25,000 ids 20-96 ms. The largest the schema takes is a filter
 * of 50 conditions (QUERY_LIMITS), each `in` 100 values: about 150 objects and
 * 5,300 values.
 */
export const MAX_VARIABLE_OBJECTS = 500;
export const MAX_VARIABLE_VALUES = 6000;

/** PostgreSQL text cannot hold U+0000 nor a lone surrogate. */
const storable = (text: string) => text.isWellFormed() && !text.includes('\u0000');

const refusal = (message: string) => createGraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });

const UNSTORABLE = 'Text must be well-formed Unicode without NUL (U+0000) characters.';

/**
 * What is wrong with a request's variables, if anything: text that cannot be
 * stored (in values or member names), nesting deeper than MAX_VARIABLE_DEPTH,
 * or more than MAX_VARIABLE_OBJECTS objects or MAX_VARIABLE_VALUES values.
 * Walked with a stack of its own, so no nesting can overflow the call stack;
 * the walk stops at the first problem.
 */
export function variablesProblem(variables: unknown): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: variables, depth: 0 }];
  let objects = 0;
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (++values > MAX_VARIABLE_VALUES) return `Variables holding more than ${MAX_VARIABLE_VALUES} values are refused.`;
    if (typeof value === 'string') {
      if (!storable(value)) return UNSTORABLE;
    } else if (value !== null && typeof value === 'object') {
      // The variables object itself is level 0: `{"input": {"label": "A1"}}` nests 1.
      if (depth > MAX_VARIABLE_DEPTH) return `Variables nested deeper than ${MAX_VARIABLE_DEPTH} levels are refused.`;
      if (!Array.isArray(value) && ++objects > MAX_VARIABLE_OBJECTS) return `Variables holding more than ${MAX_VARIABLE_OBJECTS} objects are refused.`;
      for (const [name, member] of Object.entries(value)) {
        if (!storable(name)) return UNSTORABLE;
        pending.push({ value: member, depth: depth + 1 });
      }
    }
  }
  return undefined;
}

/** True when every string literal of the document (escapes decoded, block strings, inside lists and objects, defaults) can be stored. */
export const literalsStorable = oncePerDocument((document: DocumentNode): boolean => {
  let ok = true;
  visit(document, {
    StringValue(node) {
      if (storable(node.value)) return undefined;
      ok = false;
      return BREAK;
    },
  });
  return ok;
});

/**
 * Values are checked as the service will see them, after parsing: a NUL
 * written as `\u0000` inside a string literal is a NUL by then. Such text,
 * and variables nested deeper than anything the schema takes, are refused up
 * front as VALIDATION_FAILED rather than failing later in the database (or
 * in a walk over them).
 */
export const refuseUnstorableText: Plugin = {
  onParams({ params }) {
    const problem = variablesProblem(params.variables);
    if (problem) throw refusal(problem);
  },
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (result && !(result instanceof Error) && !literalsStorable(result as DocumentNode)) replaceParseResult(refusal(UNSTORABLE));
    };
  },
};
