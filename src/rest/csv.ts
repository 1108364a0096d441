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
  /**
   * The report is read in pages: the operation takes `$first` and `$after` and selects `pageInfo { hasNextPage
   * endCursor }` on its root field. The route takes `limit` (1..REPORT_MAX_LINES; without it the whole report,
   * refused past that many lines) and `cursor`, and links the next page in `Link: <...>; rel="next"`.
   */
  paged?: true;
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
 * A cell a spreadsheet may evaluate: one that begins with a formula sign
 * (= + - @, after any spaces or quotes), a tab or a carriage return.
 */
const DANGEROUS_START = /^(?:[\t\r]|[\s"]*[=+\-@])/;
/**
 * A place inside a cell where a part a spreadsheet may split off begins with a
 * formula sign: after any separator some locale uses (, ; tab |), a line
 * break or a quote, and any spaces or quotes after it. A spreadsheet opening
 * the file with another separator than the comma (a `;` locale) may split
 * there, quotes or not.
 */
const DANGEROUS_PART = /([,;\t|\r\n"][\s"]*)(?=[=+\-@])/g;

/**
 * A text cell as a spreadsheet shows it and never runs it (OWASP CSV
 * injection): a dangerous start is prefixed with ', and so is every part
 * that begins with a formula sign after a separator.
 */
export function neutralisedCell(text: string): string {
  const parts = text.replace(DANGEROUS_PART, "$1'");
  return DANGEROUS_START.test(parts) ? `'${parts}` : parts;
}

/**
 * RFC 4180 text (CRLF line ends) with a header row, every field quoted, so a
 * separator or line break inside a cell never splits it for a reader that
 * honours quotes. Text cells are neutralised (neutralisedCell) for those that
 * do not, whatever separator they split at. Numbers (amounts are whole minor
 * units) are written as they are, negative ones included: a cell that is
 * only an integer is read as that number and nothing else, so `-60000` stays
 * a number a spreadsheet sums. Null is an empty cell.
 */
export function csvOf(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(rows as Record<string, unknown>[], {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    quoted: true,
    cast: { string: neutralisedCell },
  });
}
