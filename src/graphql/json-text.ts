import { randomUUID } from 'node:crypto';
import type { ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { JsonText } from '../services/json-text.js';

/**
 * Answers holding JSON text written by PostgreSQL (services/json-text.ts): a
 * statement-built answer's whole data (sql-answers.ts) or a JSON field's
 * value (a person's export). Yoga's result processors call the result's
 * `stringify` instead of JSON.stringify: it writes the rest of the answer and
 * puts each text where it stands, never parsed.
 */

/** Stands for a text while the rest of the answer is serialised; a fresh id, so no value of an answer can hold it. */
const MARK = `json-text-${randomUUID()}`;
const QUOTED_MARK = JSON.stringify(MARK);

/** The value with each JsonText replaced by the mark (the texts in `texts`, in the order JSON.stringify meets the marks). */
function marked(value: unknown, texts: string[]): unknown {
  if (value instanceof JsonText) {
    texts.push(value.text);
    return MARK;
  }
  if (Array.isArray(value)) return value.map((item) => marked(item, texts));
  // Objects of the executor (no prototype) and plain ones; a Date (a DateTime's value) and the like serialise themselves.
  if (value === null || typeof value !== 'object' || ![null, Object.prototype].includes(Object.getPrototypeOf(value))) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item, texts)]));
}

/** The answer with its JSON texts spliced in. */
export function stringify(result: ExecutionResult): string {
  const texts: string[] = [];
  const data = marked(result.data, texts);
  const parts = JSON.stringify({ ...result, data }).split(QUOTED_MARK);
  return parts.reduce((text, part, i) => text + texts[i - 1]! + part);
}

/** The answers (contexts) whose data holds a JsonText: only theirs are walked for it. */
const answering = new WeakSet<object>();

/** A JSON field's value as its text: the field's resolver returns this, and the answer splices the text in. */
export function answeredAsText(context: object, value: JsonText): JsonText {
  answering.add(context);
  return value;
}

/** Gives an answer holding a field's JsonText the stringify that splices it in. */
export const jsonTextAnswers: Plugin = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        if (isAsyncIterable(result) || !answering.has(args.contextValue as object)) return;
        setResult({ ...result, stringify } as ExecutionResult);
      },
    };
  },
};
