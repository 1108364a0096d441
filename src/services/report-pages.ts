import { assertReportLines, assertReportPageSize } from '../domain/rent/reports.js';
import { type ListKey, notACursor } from './pagination.js';
import type { Sql } from './rent/reports.js';

/**
 * Reports whose lines grow with an org's portfolio (arrears, rent roll, maintenance) are read in pages of at most
 * REPORT_MAX_LINES lines, by key in the report's order; asked for whole, only when they hold that many at most.
 */

/** Which lines of a report (arrears, rent roll, maintenance) to answer: `first` lines after the line `after` (its key); every line without `first`. */
export interface ReportPageRequest {
  first?: number | null;
  after?: ListKey;
}

/** A page of a report's lines, and where it sits in the report. */
export interface ReportPage<Line> {
  lines: Line[];
  /** Lines of the whole report (every page). */
  lineCount: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  /** A line's key, the page after it starts from (the GraphQL layer signs it as a cursor). */
  keyOf(line: Line): ListKey;
}

/** A report's order: the name its keys carry, and its columns (SQL, type, each line's value). */
export interface ReportOrder<Line> {
  name: string;
  columns: readonly { sql: string; type: 'text' | 'uuid' | 'int'; of: (line: Line) => string }[];
}

/**
 * The SQL of a page in `order`: after the line `after` (keyset) and at most one line more than `first`, to
 * know whether another page follows. Without `first` the whole report, when it holds at most REPORT_MAX_LINES
 * lines (counted before any line is read); otherwise VALIDATION_FAILED on `first`.
 */
export function pageSql<Line>(order: ReportOrder<Line>, request: ReportPageRequest, lineCount: number): { after: Sql; limit: Sql } {
  const { first, after } = request;
  if (first === undefined || first === null) assertReportLines(lineCount);
  else assertReportPageSize(first);
  let position: Sql = { text: '', values: [] };
  if (after !== undefined) {
    const values = after.slice(1);
    if (after[0] !== order.name || values.length !== order.columns.length || values.some((value) => value === null)) throw notACursor('after');
    position = {
      text: ` and (${order.columns.map((column) => column.sql).join(', ')}) > (${order.columns.map((column) => `?::${column.type}`).join(', ')})`,
      values,
    };
  }
  return { after: position, limit: first === undefined || first === null ? { text: '', values: [] } : { text: 'limit ?', values: [first + 1] } };
}

export function pageOf<Line>(order: ReportOrder<Line>, request: ReportPageRequest, rows: Line[], lineCount: number): ReportPage<Line> {
  const first = request.first ?? Number.POSITIVE_INFINITY;
  return {
    lines: rows.slice(0, first),
    lineCount,
    hasPreviousPage: request.after !== undefined,
    hasNextPage: rows.length > first,
    keyOf: (line) => [order.name, ...order.columns.map((column) => column.of(line))],
  };
}
