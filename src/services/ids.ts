import { v7 } from 'uuid';
import { type AppError, notFound } from '../domain/errors.js';

/** New row ids are UUIDv7: unique without coordination, and sorted by creation time. */
export const newId = (): string => v7();

/** A batch read's rows in the order of `ids`: each id's row, or NOT_FOUND where there is none (absent or hidden). */
export function inIdOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[], what: string): (T | AppError)[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? notFound(what, id));
}

/** Rows of several parents (records, properties, invoices) at once, grouped in the order of the keys. */
export function groupedBy<T, K extends keyof T>(keys: readonly T[K][], rows: T[], key: K): T[][] {
  return keys.map((value) => rows.filter((row) => row[key] === value));
}
