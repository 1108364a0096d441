import { REPORT_MAX_LINES, STATEMENT_MAX_LINES, statementLineKinds } from '../../domain/rent/reports.js';
import {
  arrearsReport,
  type ArrearsLine,
  type ArrearsReport,
  type ArrearsTotals,
  rentRoll,
  type RentRoll,
  type RentRollLine,
  type RentRollTotals,
  type StatementAccount,
  type StatementLine,
  tenantStatement,
  type TenantStatement,
} from '../../services/rent/reports.js';
import { builder } from '../builder.js';
import { keyAfter, pageInfoOf } from '../connection.js';
import { BookingStatus } from './booking.js';
import { InvoiceRef } from './invoice.js';
import { PaymentMethod, PaymentRef } from './payment.js';
import { UnitStatus } from './unit.js';

const SIGNED = 'Signed minor units: positive is owed by the tenant, negative is a credit.';
export const REPORT_LINES =
  `At most ${REPORT_MAX_LINES} at once: a report of more lines asked for without first is VALIDATION_FAILED on first. ` +
  `Counted at ${REPORT_MAX_LINES} by the cost whatever first asks: a report is a costly operation.`;
export const REPORT_PAGE_INFO = "Where the page sits in the report: when hasNextPage, endCursor is the next page's after.";

/** A page of a report, with the cursor it was asked from (an empty page's both ends). */
type Paged<Report> = Report & { after?: string | null };

const StatementLineKind = builder.enumType('StatementLineKind', {
  values: statementLineKinds,
  description: 'INVOICE charges its gross on its due date; PAYMENT credits money received on its day; PAYMENT_REVERSAL charges a reversed payment back on the day it was reversed.',
});

const StatementLineRef = builder.objectRef<StatementLine>('StatementLine').implement({
  description: 'One entry of a tenant statement, with the balance after it.',
  fields: (t) => ({
    date: t.expose('date', { type: 'Date' }),
    kind: t.expose('kind', { type: StatementLineKind }),
    invoiceId: t.expose('invoiceId', { type: 'UUID' }),
    invoice: t.field({ type: InvoiceRef, description: 'The invoice the entry belongs to.', resolve: (line) => line.invoiceId }),
    periodStart: t.expose('periodStart', { type: 'Date', description: "The invoice's period." }),
    periodEnd: t.expose('periodEnd', { type: 'Date' }),
    paymentId: t.expose('paymentId', { type: 'UUID', nullable: true, description: 'PAYMENT and PAYMENT_REVERSAL: the payment (null for an invoice paid before payments were recorded).' }),
    payment: t.field({ type: PaymentRef, nullable: true, description: 'The payment, for PAYMENT and PAYMENT_REVERSAL lines.', resolve: (line) => line.paymentId }),
    method: t.expose('method', { type: PaymentMethod, nullable: true, description: 'How the payment was received.' }),
    reference: t.exposeString('reference', { nullable: true, description: "The payment's reference, e.g. the mobile-money transaction id." }),
    amount: t.expose('amount', { type: 'SafeInt', description: SIGNED }),
    balance: t.expose('balance', { type: 'SafeInt', description: `The balance after this line. ${SIGNED}` }),
  }),
});

const StatementAccountRef = builder.objectRef<StatementAccount>('StatementAccount').implement({
  description: "A tenant's statement in one currency: closingBalance = openingBalance + the sum of the lines' amounts.",
  fields: (t) => ({
    currency: t.exposeString('currency'),
    openingBalance: t.expose('openingBalance', { type: 'SafeInt', description: `Owed before the period starts. ${SIGNED}` }),
    closingBalance: t.expose('closingBalance', { type: 'SafeInt', description: `Owed at the end of the period. ${SIGNED}` }),
    lines: t.expose('lines', {
      type: [StatementLineRef],
      description: `Oldest first; on one day invoices, then payments, then reversals. At most ${STATEMENT_MAX_LINES} in a statement (VALIDATION_FAILED on input.to past that: ask for a shorter period).`,
      // Counted at its bound by the operation's cost (src/graphql/limits.ts): a statement is a costly operation.
      extensions: { listSize: STATEMENT_MAX_LINES },
    }),
  }),
});

const TenantStatementRef = builder.objectRef<TenantStatement>('TenantStatement').implement({
  description: "A tenant's invoices, payments and reversals over [from, to), one account per currency.",
  fields: (t) => ({
    tenantUserId: t.expose('tenantUserId', { type: 'UUID' }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: "The tenant's name in the directory; null when it knows no one for this user." }),
    tenantAddress: t.exposeStringList('tenantAddress', { description: "The tenant's address lines in the directory (street, quartier, city, province), those known." }),
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date', description: 'The first day after the period (half-open).' }),
    accounts: t.expose('accounts', { type: [StatementAccountRef], description: 'Currencies with a line in the period or an opening balance, in code order.' }),
  }),
});

const agingFields = {
  days0To30: 'Unpaid on invoices 1 to 30 days past due.',
  days31To60: 'Unpaid on invoices 31 to 60 days past due.',
  days61To90: 'Unpaid on invoices 61 to 90 days past due.',
  over90Days: 'Unpaid on invoices more than 90 days past due.',
  total: 'The sum of the four ages.',
} as const;

const ArrearsLineRef = builder.objectRef<ArrearsLine>('ArrearsLine').implement({
  description: 'What one tenant owes on one unit in one currency, by age past due.',
  fields: (t) => ({
    propertyId: t.expose('propertyId', { type: 'UUID' }),
    propertyName: t.exposeString('propertyName'),
    unitId: t.expose('unitId', { type: 'UUID' }),
    unitLabel: t.exposeString('unitLabel'),
    tenantUserId: t.expose('tenantUserId', { type: 'UUID' }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: "The tenant's name in the directory; null when it knows no one for this user." }),
    currency: t.exposeString('currency'),
    ...Object.fromEntries(
      Object.entries(agingFields).map(([name, description]) => [name, t.expose(name as keyof typeof agingFields, { type: 'SafeInt', description })]),
    ),
    oldestDueDate: t.expose('oldestDueDate', { type: 'Date', description: 'The due date of the oldest unpaid invoice.' }),
    invoiceCount: t.exposeInt('invoiceCount', { description: 'Unpaid invoices past due.' }),
  }),
});

const ArrearsTotalsRef = builder.objectRef<ArrearsTotals>('ArrearsTotals').implement({
  description: 'The arrears of one currency.',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    ...Object.fromEntries(
      Object.entries(agingFields).map(([name, description]) => [name, t.expose(name as keyof typeof agingFields, { type: 'SafeInt', description })]),
    ),
    invoiceCount: t.exposeInt('invoiceCount'),
  }),
});

const ArrearsReportRef = builder.objectRef<Paged<ArrearsReport>>('ArrearsReport').implement({
  description:
    'Unpaid invoices past due at the end of asOf (due before it, CANCELLED ones never), per property, unit and tenant. ' +
    'Payments count from the day they were received until the day they were reversed.',
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'Date' }),
    lines: t.expose('lines', {
      type: [ArrearsLineRef],
      description: `By property name, unit label, tenant and currency: the page asked for (first, after), or every line. ${REPORT_LINES}`,
      extensions: { listSize: REPORT_MAX_LINES },
    }),
    lineCount: t.exposeInt('lineCount', { description: 'Lines of the whole report, every page.' }),
    pageInfo: t.field({ type: builder.pageInfoRef(), description: REPORT_PAGE_INFO, resolve: (report) => pageInfoOf(report, report.after) }),
    totals: t.expose('totals', { type: [ArrearsTotalsRef], description: 'One per currency, in code order, of the whole report whichever page this is.' }),
  }),
});

const RentRollLineRef = builder.objectRef<RentRollLine>('RentRollLine').implement({
  description: 'A unit with its tenant on the date, or vacant (no booking).',
  fields: (t) => ({
    propertyId: t.expose('propertyId', { type: 'UUID' }),
    propertyName: t.exposeString('propertyName'),
    unitId: t.expose('unitId', { type: 'UUID' }),
    unitLabel: t.exposeString('unitLabel'),
    unitStatus: t.expose('unitStatus', { type: UnitStatus, description: "The unit's status now." }),
    bookingId: t.expose('bookingId', { type: 'UUID', nullable: true, description: 'The booking live on the date; null when the unit was vacant.' }),
    bookingStatus: t.expose('bookingStatus', { type: BookingStatus, nullable: true }),
    tenantUserId: t.expose('tenantUserId', { type: 'UUID', nullable: true }),
    tenantName: t.exposeString('tenantName', { nullable: true, description: "The tenant's name in the directory; null when vacant or when it knows no one for this user." }),
    startDate: t.expose('startDate', { type: 'Date', nullable: true }),
    endDate: t.expose('endDate', { type: 'Date', nullable: true }),
    rentAmount: t.expose('rentAmount', { type: 'SafeInt', nullable: true, description: "The booking's monthly rent; when vacant, the unit's asking rent." }),
    rentCurrency: t.exposeString('rentCurrency', { nullable: true }),
    balance: t.expose('balance', { type: 'SafeInt', description: `What the tenant owes on the booking at the end of the date; 0 when vacant. ${SIGNED}` }),
  }),
});

const RentRollTotalsRef = builder.objectRef<RentRollTotals>('RentRollTotals').implement({
  description: 'Occupied units of one currency: their count, monthly rent and balances.',
  fields: (t) => ({
    currency: t.exposeString('currency'),
    occupiedUnits: t.exposeInt('occupiedUnits'),
    rentAmount: t.expose('rentAmount', { type: 'SafeInt' }),
    balance: t.expose('balance', { type: 'SafeInt', description: SIGNED }),
  }),
});

const RentRollRef = builder.objectRef<Paged<RentRoll>>('RentRoll').implement({
  description: 'Every unit on a date with the booking live on it (PENDING or ACTIVE, or TERMINATED later), its rent and balance.',
  fields: (t) => ({
    asOf: t.expose('asOf', { type: 'Date' }),
    unitCount: t.exposeInt('unitCount', { description: 'Units of the whole roll (its lines, every page).' }),
    occupiedUnits: t.exposeInt('occupiedUnits', { description: 'Of the whole roll, whichever page this is.' }),
    lines: t.expose('lines', {
      type: [RentRollLineRef],
      description: `By property name and unit label: the page asked for (first, after), or every line. ${REPORT_LINES}`,
      extensions: { listSize: REPORT_MAX_LINES },
    }),
    lineCount: t.exposeInt('lineCount', { description: 'Lines of the whole roll, every page (unitCount).' }),
    pageInfo: t.field({ type: builder.pageInfoRef(), description: REPORT_PAGE_INFO, resolve: (report) => pageInfoOf(report, report.after) }),
    totals: t.expose('totals', { type: [RentRollTotalsRef], description: 'One per currency, in code order, of the whole roll whichever page this is.' }),
  }),
});

const StatementInput = builder.inputType('TenantStatementInput', {
  fields: (t) => ({
    tenantUserId: t.field({ type: 'UUID', description: 'Defaults to the caller.' }),
    from: t.field({ type: 'Date', required: true }),
    to: t.field({ type: 'Date', required: true, description: 'The first day after the period; after from.' }),
  }),
});

/** The arguments of a report read in pages. */
export const reportPageArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  first: t.arg.int({ description: `Lines of the page, 1 to ${REPORT_MAX_LINES}; without it every line, refused past ${REPORT_MAX_LINES}.` }),
  after: t.arg.string({ description: "The previous page's pageInfo.endCursor." }),
});

builder.queryFields((t) => {
  const pageArgs = () => reportPageArgs(t);
  return {
    tenantStatement: t.field({
      type: TenantStatementRef,
      description:
        "A tenant's statement with a running balance. A TENANT reads its own; MANAGER and ADMIN any tenant's; an OWNER a tenant's lines on the owner's own properties.",
      args: { input: t.arg({ type: StatementInput, required: true }) },
      resolve: (_, { input }, ctx) => tenantStatement(ctx.service(), input),
    }),
    arrearsReport: t.field({
      type: ArrearsReportRef,
      description: 'Arrears by age on a date: MANAGER and ADMIN the whole org, an OWNER its own properties; TENANT is FORBIDDEN.',
      // Its line count and totals read every open invoice of the org, whatever is selected: a costly operation.
      extensions: { scansRecords: true },
      args: { asOf: t.arg({ type: 'Date', required: true }), ...pageArgs() },
      resolve: async (_, { asOf, first, after }, ctx) => ({ ...(await arrearsReport(ctx.service(), asOf, { first, after: keyAfter(after) })), after }),
    }),
    rentRoll: t.field({
      type: RentRollRef,
      description: 'The rent roll on a date: MANAGER and ADMIN the whole org, an OWNER its own properties; TENANT is FORBIDDEN.',
      extensions: { scansRecords: true },
      args: { asOf: t.arg({ type: 'Date', required: true }), ...pageArgs() },
      resolve: async (_, { asOf, first, after }, ctx) => ({ ...(await rentRoll(ctx.service(), asOf, { first, after: keyAfter(after) })), after }),
    }),
  };
});
