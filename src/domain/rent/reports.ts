import { conflict, forbidden, validationFailed } from '../errors.js';
import { type Actor, hasRole, managesOrg } from '../roles.js';

/**
 * The rent ledger the reports read (docs/rent-reports.md): an invoice charges
 * its gross on its due date, a payment credits its amount on the day it was
 * received, and a reversed payment charges it back on the day it was reversed.
 * A balance on a date counts every entry up to and including that date.
 */
export const statementLineKinds = ['INVOICE', 'PAYMENT', 'PAYMENT_REVERSAL'] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

/** Ages past due of the arrears report, in days: 1-30 (the "0-30" column), 31-60, 61-90, over 90. */
export const AGING_LIMITS = [30, 60, 90] as const;

/** Whose invoices a report reads: the whole org, or the properties of one owner. */
export type ReportScope = { kind: 'org' } | { kind: 'owner'; ownerUserId: string };

/** Arrears and the rent roll are the managers' and the owners' (of their own properties); tenants are refused. */
export function portfolioScope(actor: Actor): ReportScope {
  if (managesOrg(actor)) return { kind: 'org' };
  if (hasRole(actor, 'OWNER')) return { kind: 'owner', ownerUserId: actor.userId };
  throw forbidden('Only managers, admins and owners read arrears and rent rolls.');
}

/**
 * Whose lines a tenant statement shows: a manager any tenant's, a tenant its
 * own, an owner a tenant's lines on the owner's own properties only.
 */
export function statementScope(actor: Actor, tenantUserId: string): ReportScope {
  if (managesOrg(actor) || tenantUserId === actor.userId) return { kind: 'org' };
  if (hasRole(actor, 'OWNER')) return { kind: 'owner', ownerUserId: actor.userId };
  throw forbidden('Tenants read only their own statement.');
}

/**
 * The lines a tenant statement holds at most. Each line may bring its invoice and its payment: the process
 * builds and serialises the answer in long stretches of its one event loop (24,000 lines with their invoices
 * held every other org's requests for 3.8 s); past this, the answer is a shorter period.
 */
export const STATEMENT_MAX_LINES = 2000;

/** A tenant statement of `lines` lines is answered only within STATEMENT_MAX_LINES. */
export function assertStatementLines(lines: number): void {
  if (lines <= STATEMENT_MAX_LINES) return;
  throw validationFailed(`The statement has ${lines} lines; it holds at most ${STATEMENT_MAX_LINES}: ask for a shorter period.`, [
    { path: 'to', message: `At most ${STATEMENT_MAX_LINES} lines (this period has ${lines}).` },
  ]);
}

/**
 * The lines an arrears report or a rent roll answers at once: one line per unit (per tenant and currency for
 * arrears), so an org of many thousand units would otherwise get an answer as long as its portfolio, built and
 * serialised in one stretch of the process's event loop. Longer reports are read in pages (`first`, `after`).
 */
export const REPORT_MAX_LINES = 2000;

/** A page size asked for (`first`) is 1 to REPORT_MAX_LINES. */
export function assertReportPageSize(first: number): void {
  if (Number.isInteger(first) && first >= 1 && first <= REPORT_MAX_LINES) return;
  throw validationFailed(`A page of a report holds 1 to ${REPORT_MAX_LINES} lines.`, [{ path: 'first', message: `Must be a whole number from 1 to ${REPORT_MAX_LINES}.` }]);
}

/** A report of `lines` lines asked for whole (no `first`) is answered only within REPORT_MAX_LINES. */
export function assertReportLines(lines: number): void {
  if (lines <= REPORT_MAX_LINES) return;
  throw validationFailed(`The report has ${lines} lines; it answers at most ${REPORT_MAX_LINES} at once: ask for pages (first, after).`, [
    { path: 'first', message: `Required past ${REPORT_MAX_LINES} lines (this report has ${lines}): at most ${REPORT_MAX_LINES} a page.` },
  ]);
}

/** A statement covers [from, to): `to` must come after `from`. */
export function assertStatementPeriod(from: string, to: string): void {
  if (to <= from) throw validationFailed('The statement must end after it starts.', [{ path: 'to', message: `Must be after from (${from}).` }]);
}

/**
 * Every amount is at most 2^53 - 1 minor units, but a report adds them up: two invoices or payouts of the maximum
 * total more than a JSON number carries exactly (GraphQL's SafeInt refuses it). Such a report is refused as the
 * state of the records, not as a fault of the service: no real money comes near it, so it is data made to break.
 */
export const amountsPastSafeRange = () =>
  conflict('A total of this report passes 2^53 - 1 minor units (9 007 199 254 740 991), more than its numbers carry exactly: the records it adds up are not real amounts.');

/** The report itself, when every number in it is within ±(2^53 - 1); otherwise amountsPastSafeRange. */
export function withinSafeAmounts<T>(report: T): T {
  const pending: unknown[] = [report];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) throw amountsPastSafeRange();
    if (value !== null && typeof value === 'object') pending.push(...Object.values(value));
  }
  return report;
}
