import { type EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import type { BookingStatus } from '../../domain/portfolio/booking.js';
import type { PaymentMethod } from '../../domain/rent/payment.js';
import { addressLines } from '../../domain/people/people.js';
import {
  AGING_LIMITS,
  amountsPastSafeRange,
  assertStatementLines,
  assertStatementPeriod,
  portfolioScope,
  type ReportScope,
  statementScope,
  type StatementLineKind,
  withinSafeAmounts,
} from '../../domain/rent/reports.js';
import type { UnitStatus } from '../../domain/portfolio/unit.js';
import { type ServiceContext, underArgument, withinTenantScope } from '../context.js';
import { pageOf, pageSql, type ReportOrder, type ReportPage, type ReportPageRequest } from '../report-pages.js';

/**
 * Statements and reports (docs/rent-reports.md), each one read in one
 * transaction in the caller's org scope. Every table is read with
 * `org_id = <the org>` (a constant, so the planner uses the org-leading
 * indexes), so on Citus a report runs on that org's shard alone; row-level
 * security admits nothing else anyway.
 */

/** A piece of SQL with its values, `?` where each value goes (MikroORM's placeholders). */
export interface Sql {
  text: string;
  values: unknown[];
}

/** `sql\`... ${value} ...\``: values become placeholders, nested Sql pieces are spliced in. */
export function sql(strings: TemplateStringsArray, ...parts: unknown[]): Sql {
  let text = strings[0]!;
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    if (isSql(part)) {
      text += part.text;
      values.push(...part.values);
    } else {
      text += '?';
      values.push(part);
    }
    text += strings[index + 1]!;
  });
  return { text, values };
}
const isSql = (part: unknown): part is Sql => typeof part === 'object' && part !== null && 'text' in part && 'values' in part;

/**
 * A report's queries read one snapshot: a payment committed between two of them cannot make them disagree.
 * Not READ ONLY: Citus writes a CTE's intermediate results even for a read, which a read-only transaction refuses.
 */
export const SNAPSHOT = { readOnly: true, isolationLevel: IsolationLevel.REPEATABLE_READ };

export const run = <T>(em: EntityManager, query: Sql) => em.execute<T[]>(query.text, query.values);

/** PostgreSQL answers bigint sums as text; a report's money is whole minor units within 2^53 (else 409, amountsPastSafeRange). */
export function money(value: string | number | null): number {
  const amount = Number(value ?? 0);
  if (!Number.isSafeInteger(amount)) throw amountsPastSafeRange();
  return amount;
}

/** Invoices of the scope: an owner's properties only. */
function scopedInvoices(ctx: ServiceContext, scope: ReportScope, where: Sql): Sql {
  const org = ctx.actor.orgId;
  const owner =
    scope.kind === 'owner'
      ? sql`and i.property_id in (select pr.id from property pr where pr.org_id = ${org} and pr.owner_user_id = ${scope.ownerUserId})`
      : sql``;
  return sql`
    select i.id, i.booking_id, i.property_id, i.tenant_user_id, i.currency, i.gross_amount, i.paid_amount,
           i.status, i.paid_at, i.created_at, i.due_date, i.period_start, i.period_end
    from invoice i
    where i.org_id = ${org} ${owner} ${where}`;
}

/**
 * The ledger entries of the invoices in `scoped_invoice`, signed (positive: owed). A CANCELLED
 * invoice charges nothing, but money received on it stays received: a credit. An invoice PAID
 * without recorded payments (paid before payments were recorded) is settled on the day it was paid.
 */
function ledgerEntries(ctx: ServiceContext): Sql {
  const org = ctx.actor.orgId;
  const tz = ctx.timeZone;
  return sql`
    select i.id as invoice_id, i.booking_id, i.currency, i.due_date as on_date, 0 as rank, i.created_at as at, 'INVOICE' as kind,
           null::uuid as payment_id, null as method, null as reference, i.gross_amount as amount, i.period_start, i.period_end
    from scoped_invoice i
    where i.status <> 'CANCELLED'
    union all
    select i.id, i.booking_id, i.currency, p.received_on, 1, p.recorded_at, 'PAYMENT', p.id, p.method, p.reference, -p.amount, i.period_start, i.period_end
    from scoped_invoice i join payment p on p.org_id = ${org} and p.invoice_id = i.id
    union all
    select i.id, i.booking_id, i.currency, (p.reversed_at at time zone ${tz})::date, 2, p.reversed_at, 'PAYMENT_REVERSAL', p.id, p.method, p.reference, p.amount, i.period_start, i.period_end
    from scoped_invoice i join payment p on p.org_id = ${org} and p.invoice_id = i.id
    where p.reversed_at is not null
    union all
    select i.id, i.booking_id, i.currency, (i.paid_at at time zone ${tz})::date, 1, i.paid_at, 'PAYMENT', null, null, null, -(i.gross_amount - i.paid_amount), i.period_start, i.period_end
    from scoped_invoice i
    where i.status = 'PAID' and i.paid_amount < i.gross_amount`;
}

const ledger = (ctx: ServiceContext, scope: ReportScope, where: Sql) =>
  sql`scoped_invoice as (${scopedInvoices(ctx, scope, where)}), entry as (${ledgerEntries(ctx)})`;

// ---------------------------------------------------------------- tenant statement

export interface StatementLine {
  date: string;
  kind: StatementLineKind;
  invoiceId: string;
  periodStart: string;
  periodEnd: string;
  paymentId: string | null;
  method: PaymentMethod | null;
  reference: string | null;
  /** Signed: an invoice or a reversal adds to what is owed, a payment takes it off. */
  amount: number;
  /** What is owed after this line (negative: the tenant is in credit). */
  balance: number;
}

export interface StatementAccount {
  currency: string;
  openingBalance: number;
  closingBalance: number;
  lines: StatementLine[];
}

export interface TenantStatement {
  tenantUserId: string;
  /** The tenant's name and address lines as the directory knows them (null and empty when it does not). */
  tenantName: string | null;
  tenantAddress: string[];
  from: string;
  to: string;
  accounts: StatementAccount[];
}

export interface StatementInput {
  tenantUserId?: string | null;
  from: string;
  to: string;
}

/** A tenant's invoices, payments and reversals over [from, to), per currency, with the balance before and after each line. */
export function tenantStatement(ctx: ServiceContext, input: StatementInput): Promise<TenantStatement> {
  const tenantUserId = input.tenantUserId ?? ctx.actor.userId;
  const scope = statementScope(ctx.actor, tenantUserId);
  underArgument('input', () => assertStatementPeriod(input.from, input.to));
  const { from, to } = input;
  return withinTenantScope(ctx, async ({ em }) => {
    const entries = ledger(ctx, scope, sql`and i.tenant_user_id = ${tenantUserId}`);
    const totals = await run<{ currency: string; opening: string; closing: string; lines: string }>(
      em,
      sql`with ${entries}
        select currency, coalesce(sum(amount) filter (where on_date < ${from}::date), 0) as opening, sum(amount) as closing,
               count(*) filter (where on_date >= ${from}::date) as lines
        from entry where on_date < ${to}::date
        group by currency order by currency`,
    );
    // Counted before they are read: a period of more lines is refused, not built.
    underArgument('input', () => assertStatementLines(totals.reduce((sum, total) => sum + Number(total.lines), 0)));
    // The running sum of the period's lines; each account's opening balance (above, same snapshot) is added to it.
    const rows = await run<Omit<StatementLine, 'amount' | 'balance'> & { currency: string; amount: string; running: string }>(
      em,
      sql`with ${entries}
        select e.currency, e.on_date::text as date, e.kind, e.invoice_id as "invoiceId",
               e.period_start::text as "periodStart", e.period_end::text as "periodEnd", e.payment_id as "paymentId", e.method, e.reference, e.amount,
               sum(e.amount) over (partition by e.currency order by e.on_date, e.rank, e.at, e.invoice_id, e.payment_id rows unbounded preceding) as running
        from entry e
        where e.on_date >= ${from}::date and e.on_date < ${to}::date
        order by e.currency, e.on_date, e.rank, e.at, e.invoice_id, e.payment_id`,
    );
    const [person] = await run<{ name: string; addressLine: string | null; quartier: string | null; city: string | null; province: string | null }>(
      em,
      sql`select name, address_line as "addressLine", quartier, city, province from person where org_id = ${ctx.actor.orgId} and user_id = ${tenantUserId}`,
    );
    const accounts = totals
      .filter((total) => money(total.opening) !== 0 || Number(total.lines) > 0)
      .map((total) => {
        const openingBalance = money(total.opening);
        const lines = rows
          .filter((row) => row.currency === total.currency)
          .map(({ currency: _currency, running, ...row }) => ({ ...row, amount: money(row.amount), balance: openingBalance + money(running) }));
        return { currency: total.currency, openingBalance, closingBalance: money(total.closing), lines };
      });
    // The lines' balances add an opening balance to a running sum: each within 2^53, their sum not always.
    return withinSafeAmounts({ tenantUserId, tenantName: person?.name ?? null, tenantAddress: person ? addressLines(person) : [], from, to, accounts });
  }, SNAPSHOT);
}

// ---------------------------------------------------------------- arrears

export interface ArrearsLine {
  propertyId: string;
  propertyName: string;
  unitId: string;
  unitLabel: string;
  tenantUserId: string;
  /** As the directory knows them; null when it does not. */
  tenantName: string | null;
  currency: string;
  /** Unpaid on invoices 1 to 30 days past due (the "0-30" column). */
  days0To30: number;
  days31To60: number;
  days61To90: number;
  over90Days: number;
  total: number;
  oldestDueDate: string;
  invoiceCount: number;
}

export type ArrearsTotals = Pick<ArrearsLine, 'currency' | 'days0To30' | 'days31To60' | 'days61To90' | 'over90Days' | 'total' | 'invoiceCount'>;

export interface ArrearsReport extends ReportPage<ArrearsLine> {
  asOf: string;
  /** Of the whole report, whichever page this is. */
  totals: ArrearsTotals[];
}

const [AGE_1, AGE_2, AGE_3] = AGING_LIMITS;

const ARREARS_ORDER: ReportOrder<ArrearsLine> = {
  name: 'ArrearsReport:propertyName,propertyId,unitLabel,unitId,tenantUserId,currency',
  columns: [
    { sql: 'pr.name', type: 'text', of: (line) => line.propertyName },
    { sql: 'l.property_id', type: 'uuid', of: (line) => line.propertyId },
    { sql: 'un.label', type: 'text', of: (line) => line.unitLabel },
    { sql: 'l.unit_id', type: 'uuid', of: (line) => line.unitId },
    { sql: 'l.tenant_user_id', type: 'uuid', of: (line) => line.tenantUserId },
    { sql: 'l.currency', type: 'text', of: (line) => line.currency },
  ],
};

/**
 * What is unpaid at the end of `asOf` on invoices already past due that day
 * (due before it: OVERDUE as effectiveInvoiceStatus says), per property, unit,
 * tenant and currency, by age past due: the page of lines asked for, and the
 * totals of every line.
 */
export function arrearsReport(ctx: ServiceContext, asOf: string, page: ReportPageRequest = {}): Promise<ArrearsReport> {
  const scope = portfolioScope(ctx.actor);
  const org = ctx.actor.orgId;
  // Neither a CANCELLED invoice nor one PAID by the end of asOf owes anything then (a PAID one's payments
  // were all received by the time the last one was recorded). Summed by ids: names are joined to a page's lines only.
  const lines = sql`${ledger(ctx, scope, sql`and i.due_date < ${asOf}::date and i.status <> 'CANCELLED' and (i.status <> 'PAID' or (i.paid_at at time zone ${ctx.timeZone})::date > ${asOf}::date)`)},
    unpaid as (
      select e.invoice_id, sum(e.amount) as amount from entry e where e.on_date <= ${asOf}::date group by e.invoice_id having sum(e.amount) > 0),
    aged as (
      select i.property_id, b.unit_id, i.tenant_user_id, i.currency, i.due_date, u.amount, ${asOf}::date - i.due_date as age
      from unpaid u join invoice i on i.org_id = ${org} and i.id = u.invoice_id join booking b on b.org_id = ${org} and b.id = i.booking_id),
    line as (
      select property_id, unit_id, tenant_user_id, currency,
             coalesce(sum(amount) filter (where age <= ${AGE_1}), 0) as d1,
             coalesce(sum(amount) filter (where age > ${AGE_1} and age <= ${AGE_2}), 0) as d2,
             coalesce(sum(amount) filter (where age > ${AGE_2} and age <= ${AGE_3}), 0) as d3,
             coalesce(sum(amount) filter (where age > ${AGE_3}), 0) as d4,
             sum(amount) as total, min(due_date) as oldest, count(*) as invoices
      from aged group by property_id, unit_id, tenant_user_id, currency)`;
  return withinTenantScope(ctx, async ({ em }) => {
    // The totals of every line and their count, before any line is read; `largest` finds a line past 2^53 on any page.
    const sums = await run<Record<'currency' | 'd1' | 'd2' | 'd3' | 'd4' | 'total' | 'largest' | 'invoices' | 'lines', string>>(
      em,
      sql`with ${lines}
        select currency, sum(d1) as d1, sum(d2) as d2, sum(d3) as d3, sum(d4) as d4, sum(total) as total, max(total) as largest,
               sum(invoices) as invoices, count(*) as lines
        from line group by currency order by currency`,
    );
    const totals = sums.map((sum): ArrearsTotals => {
      money(sum.largest);
      return {
        currency: sum.currency,
        days0To30: money(sum.d1),
        days31To60: money(sum.d2),
        days61To90: money(sum.d3),
        over90Days: money(sum.d4),
        total: money(sum.total),
        invoiceCount: Number(sum.invoices),
      };
    });
    const lineCount = sums.reduce((count, sum) => count + Number(sum.lines), 0);
    const { after, limit } = pageSql(ARREARS_ORDER, page, lineCount);
    const rows = await run<Record<keyof ArrearsLine, string>>(
      em,
      sql`with ${lines}
        select l.property_id as "propertyId", pr.name as "propertyName", l.unit_id as "unitId", un.label as "unitLabel",
               l.tenant_user_id as "tenantUserId", pe.name as "tenantName", l.currency, l.d1 as "days0To30", l.d2 as "days31To60", l.d3 as "days61To90",
               l.d4 as "over90Days", l.total, l.oldest::text as "oldestDueDate", l.invoices as "invoiceCount"
        from line l
        join unit un on un.org_id = ${org} and un.id = l.unit_id
        join property pr on pr.org_id = ${org} and pr.id = l.property_id
        left join person pe on pe.org_id = ${org} and pe.user_id = l.tenant_user_id
        where true${after}
        order by pr.name, l.property_id, un.label, l.unit_id, l.tenant_user_id, l.currency
        ${limit}`,
    );
    const pageLines = rows.map((row) => ({
      ...row,
      days0To30: money(row.days0To30),
      days31To60: money(row.days31To60),
      days61To90: money(row.days61To90),
      over90Days: money(row.over90Days),
      total: money(row.total),
      invoiceCount: Number(row.invoiceCount),
    }));
    return withinSafeAmounts({ asOf, totals, ...pageOf(ARREARS_ORDER, page, pageLines, lineCount) });
  }, SNAPSHOT);
}

// ---------------------------------------------------------------- rent roll

export interface RentRollLine {
  propertyId: string;
  propertyName: string;
  unitId: string;
  unitLabel: string;
  /** The unit's status now (unit statuses keep no history). */
  unitStatus: UnitStatus;
  /** The booking live on the date, if any: vacant units have none. */
  bookingId: string | null;
  bookingStatus: BookingStatus | null;
  tenantUserId: string | null;
  /** The booking's tenant as the directory knows them; null when vacant or unknown. */
  tenantName: string | null;
  startDate: string | null;
  endDate: string | null;
  /** The booking's monthly rent, or the unit's asking rent when vacant. */
  rentAmount: number | null;
  rentCurrency: string | null;
  /** What the booking's tenant owes on it at the end of the date (negative: in credit); 0 when vacant. */
  balance: number;
}

export interface RentRollTotals {
  currency: string;
  occupiedUnits: number;
  rentAmount: number;
  balance: number;
}

export interface RentRoll extends ReportPage<RentRollLine> {
  asOf: string;
  /** Of the whole roll, whichever page this is: every unit (lineCount), the occupied ones, and their totals. */
  unitCount: number;
  occupiedUnits: number;
  /** Occupied units' rent and balances by currency. */
  totals: RentRollTotals[];
}

const RENT_ROLL_ORDER: ReportOrder<RentRollLine> = {
  name: 'RentRoll:propertyName,propertyId,unitLabel,unitId',
  columns: [
    { sql: 'pr.name', type: 'text', of: (line) => line.propertyName },
    { sql: 'pr.id', type: 'uuid', of: (line) => line.propertyId },
    { sql: 'un.label', type: 'text', of: (line) => line.unitLabel },
    { sql: 'un.id', type: 'uuid', of: (line) => line.unitId },
  ],
};

/**
 * Every unit of the scope with the booking live on `asOf`: PENDING or ACTIVE
 * covering the date, or TERMINATED covering it and terminated after it. The
 * page of lines asked for, and the counts and totals of every unit.
 */
export function rentRoll(ctx: ServiceContext, asOf: string, page: ReportPageRequest = {}): Promise<RentRoll> {
  const scope = portfolioScope(ctx.actor);
  const org = ctx.actor.orgId;
  const owned = scope.kind === 'owner' ? sql`and pr.owner_user_id = ${scope.ownerUserId}` : sql``;
  const live = sql`live as (
      select distinct on (b.unit_id) b.*
      from booking b
      where b.org_id = ${org} and b.start_date <= ${asOf}::date and b.end_date > ${asOf}::date
        and (b.status in ('PENDING', 'ACTIVE') or (b.status = 'TERMINATED' and (b.terminated_at at time zone ${ctx.timeZone})::date > ${asOf}::date))
      order by b.unit_id, b.start_date desc),
    ${ledger(ctx, scope, sql`and i.booking_id in (select id from live)`)},
    owed as (
      select e.booking_id, sum(e.amount) as balance from entry e where e.on_date <= ${asOf}::date group by e.booking_id)`;
  const units = sql`from unit un
    join property pr on pr.org_id = ${org} and pr.id = un.property_id
    left join live l on l.unit_id = un.id
    left join owed o on o.booking_id = l.id`;
  const scoped = sql`where un.org_id = ${org} ${owned}`;
  return withinTenantScope(ctx, async ({ em }) => {
    // Counts and totals of every unit before any line is read; `largest` finds a balance past 2^53 on any page.
    const sums = await run<{ currency: string; occupied: boolean; units: string; rent: string | null; balance: string; largest: string }>(
      em,
      sql`with ${live}
        select case when l.id is null then un.rent_currency else l.rent_currency end as currency, l.id is not null as occupied, count(*) as units,
               sum(l.rent_amount) as rent, coalesce(sum(o.balance), 0) as balance, coalesce(max(abs(o.balance)), 0) as largest
        ${units} ${scoped}
        group by 1, 2 order by 1`,
    );
    const totals: RentRollTotals[] = [];
    for (const sum of sums) {
      money(sum.largest);
      if (sum.occupied) totals.push({ currency: sum.currency, occupiedUnits: Number(sum.units), rentAmount: money(sum.rent), balance: money(sum.balance) });
    }
    const lineCount = sums.reduce((count, sum) => count + Number(sum.units), 0);
    const { after, limit } = pageSql(RENT_ROLL_ORDER, page, lineCount);
    const rows = await run<Record<keyof RentRollLine, string | null>>(
      em,
      sql`with ${live}
        select pr.id as "propertyId", pr.name as "propertyName", un.id as "unitId", un.label as "unitLabel", un.status as "unitStatus",
               l.id as "bookingId", l.status as "bookingStatus", l.tenant_user_id as "tenantUserId", pe.name as "tenantName",
               l.start_date::text as "startDate", l.end_date::text as "endDate",
               coalesce(l.rent_amount, un.rent_amount) as "rentAmount", case when l.id is null then un.rent_currency else l.rent_currency end as "rentCurrency",
               coalesce(o.balance, 0) as balance
        ${units}
        left join person pe on pe.org_id = ${org} and pe.user_id = l.tenant_user_id
        ${scoped}${after}
        order by pr.name, pr.id, un.label, un.id
        ${limit}`,
    );
    const pageLines = rows.map(
      (row) =>
        ({
          ...row,
          rentAmount: row.rentAmount === null ? null : money(row.rentAmount),
          balance: money(row.balance),
        }) as RentRollLine,
    );
    return withinSafeAmounts({
      asOf,
      unitCount: lineCount,
      occupiedUnits: totals.reduce((count, total) => count + total.occupiedUnits, 0),
      totals,
      ...pageOf(RENT_ROLL_ORDER, page, pageLines, lineCount),
    });
  }, SNAPSHOT);
}
