import { DriverException } from '@mikro-orm/postgresql';
import { type SerializedError, stdSerializers } from 'pino';

/**
 * A literal in an SQL statement: a quoted string (with '' inside) or a number.
 * The ORM's database errors carry the failed statement with its parameters
 * inlined, so these are the tenant's data (names, amounts, ids).
 */
const SQL_LITERAL = /'(?:[^']|'')*'|(?<![\w$."])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/g;

const withoutValues = (text: string) => text.replace(SQL_LITERAL, '?');

/** Database error fields that quote row values ("Failing row contains (...)", "Key (label)=(A1) ..."). */
const ROW_VALUE_FIELDS = ['detail', 'where', 'internalQuery', 'parameters'];

/**
 * Pino's error serializer, except that a database error's statement is
 * logged without its values and the fields quoting row values are dropped:
 * logs keep what failed and where, never the tenants' data.
 */
export function errorForLog(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  if (!(error instanceof DriverException)) return serialized;
  const message = withoutValues(error.message);
  const logged: Record<string, unknown> = { ...serialized, message, stack: serialized.stack.replace(error.message, message) };
  for (const field of ROW_VALUE_FIELDS) delete logged[field];
  return logged as SerializedError;
}
