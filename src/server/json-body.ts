import { validationFailed } from '../domain/errors.js';

/** How deeply a JSON body may nest arrays and objects; no request of either API needs more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass
 * over the characters, without recursion, so that a body of thousands of
 * levels is refused before JSON.parse and the recursive walks after it
 * (serialising, variable coercion) ever see it. Malformed text is left for
 * JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++; // a backslash escapes the next character, quotes included
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

export const tooDeep = () =>
  validationFailed(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`, [
    { path: '', message: `At most ${MAX_JSON_DEPTH} levels of nested arrays and objects.` },
  ]);
