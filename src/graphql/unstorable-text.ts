import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** True when every string inside `value` is well-formed Unicode without U+0000. */
function storable(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed() && !value.includes('\u0000');
  if (Array.isArray(value)) return value.every(storable);
  if (value && typeof value === 'object') return Object.values(value).every(storable);
  return true;
}

/**
 * PostgreSQL text cannot hold U+0000 nor a lone surrogate, so such text
 * anywhere in a request (variables or inline in the query) is refused up
 * front as VALIDATION_FAILED rather than failing later in the database.
 */
export const refuseUnstorableText: Plugin = {
  onParams({ params }) {
    if (storable(params.variables) && storable(params.query)) return;
    throw createGraphQLError('Text must be well-formed Unicode without NUL (U+0000) characters.', {
      extensions: { code: 'VALIDATION_FAILED', http: { status: 400 } },
    });
  },
};
