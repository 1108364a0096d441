import { stringify } from 'csv-stringify/sync';
import { getOperationAST, Kind, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * A route that answers a table as CSV rather than JSON: the rows are the list
 * at field `rows` of the operation's root field, one column per field the
 * operation selects on them, named as selected, in that order.
 */
export interface CsvDownload {
  rows: string;
  /** The file name offered to save it under, from the operation's variables. */
  filename: (variables: Record<string, unknown>) => string;
}

const fieldsOf = (selections: SelectionSetNode | undefined): FieldNode[] =>
  (selections?.selections ?? []).filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);

/** The row field's selection: the columns of the table, each with the GraphQL field it shows. */
export function csvColumns(operation: DocumentNode, download: CsvDownload): { column: string; field: string }[] {
  const [root] = fieldsOf(getOperationAST(operation)?.selectionSet);
  const rows = fieldsOf(root?.selectionSet).find((field) => (field.alias ?? field.name).value === download.rows);
  const columns = fieldsOf(rows?.selectionSet).map((field) => ({ column: (field.alias ?? field.name).value, field: field.name.value }));
  if (!columns.length) throw new Error(`A CSV route's operation must select the fields of "${download.rows}" on its root field.`);
  return columns;
}

/**
 * RFC 4180 text (CRLF line ends, quoting where a cell needs it) with a header
 * row. A cell that a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) is prefixed with ' so it shows as text; numbers
 * are left as they are, negative ones included. Null is an empty cell.
 */
export function csvOf(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(rows as Record<string, unknown>[], { header: true, columns: [...columns], record_delimiter: 'windows', escape_formulas: true });
}
