import { OwnerPayout } from '../../db/entities/owner-payout.js';
import { notFound } from '../../domain/errors.js';
import {
  assertCanReadOwnerStatement,
  assertCanRecordPayouts,
  assertPaidBy,
  isRentLine,
  managementFeeOn,
  netOf,
  type OwnerStatementLineKind,
} from '../../domain/rent/owner-statements.js';
import { addressLines } from '../../domain/people/people.js';
import type { ReceiptLanguage } from '../../domain/rent/receipt.js';
import { amountsPastSafeRange, assertStatementLines, assertStatementPeriod, withinSafeAmounts } from '../../domain/rent/reports.js';
import { policyOf } from './billing.js';
import { type ServiceContext, today, underArgument, withinTenantScope } from '../context.js';
import { originOf, recordEvents } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { newId } from '../ids.js';
import { money, run, SNAPSHOT, sql, type Sql } from './reports.js';

export interface OwnerStatementLine {
  currency: string;
  date: string;
  kind: OwnerStatementLineKind;
  /** Signed: rent collected adds to what the org holds for the owner; reversals, costs and payouts take off. */
  amount: number;
  managementFee: number;
  managementFeeTva: number;
  net: number;
  paymentId: string | null;
  invoiceId: string | null;
  propertyId: string | null;
  propertyName: string | null;
  unitLabel: string | null;
  tenantUserId: string | null;
  tenantName: string | null;
  maintenanceRequestId: string | null;
  payoutId: string | null;
  reference: string | null;
}

export interface OwnerStatementAccount {
  currency: string;
  openingBalance: number;
  rentCollected: number;
  managementFee: number;
  managementFeeTva: number;
  maintenanceCosts: number;
  payouts: number;
  closingBalance: number;
  lines: OwnerStatementLine[];
}

export interface OwnerStatement {
  ownerUserId: string;
  ownerName: string | null;
  ownerAddress: string[];
  from: string;
  to: string;
  managementFeeBasisPoints: number;
  managementFeeTvaBasisPoints: number;
  accounts: OwnerStatementAccount[];
}

export interface OwnerStatementInput {
  ownerUserId?: string | null;
  from: string;
  to: string;
}

/**
 * Every entry of an owner's statement, signed: payments on the rent and late-fee invoices of the owner's
 * properties on the day received, their reversals on the day reversed, maintenance costs charged to the owner
 * on the day the request was completed, payouts on the day paid. `rank` orders a day's entries.
 */
function ownerEntries(ctx: ServiceContext, ownerUserId: string): Sql {
  const org = ctx.actor.orgId;
  const tz = ctx.timeZone;
  const owned = sql`(select pr.id from property pr where pr.org_id = ${org} and pr.owner_user_id = ${ownerUserId})`;
  const rentPayments = sql`
    invoice i join payment p on p.org_id = ${org} and p.invoice_id = i.id join booking b on b.org_id = ${org} and b.id = i.booking_id
    where i.org_id = ${org} and i.property_id in ${owned} and i.kind in ('RENT', 'LATE_FEE')`;
  return sql`entry as (
    select i.currency, p.received_on as on_date, 0 as rank, p.recorded_at as at, 'RENT_COLLECTED' as kind, p.amount, p.id as id,
           p.id as payment_id, i.id as invoice_id, i.property_id, b.unit_id, i.tenant_user_id, null::uuid as maintenance_request_id,
           null::uuid as payout_id, p.reference
    from ${rentPayments}
    union all
    select i.currency, (p.reversed_at at time zone ${tz})::date, 1, p.reversed_at, 'RENT_REVERSED', -p.amount, p.id,
           p.id, i.id, i.property_id, b.unit_id, i.tenant_user_id, null, null, p.reference
    from ${rentPayments} and p.reversed_at is not null
    union all
    select m.cost_currency, (m.completed_at at time zone ${tz})::date, 2, m.completed_at, 'MAINTENANCE_COST', -m.cost, m.id,
           null, null, m.property_id, m.unit_id, null, m.id, null, null
    from maintenance_request m
    where m.org_id = ${org} and m.property_id in ${owned} and m.status = 'DONE' and m.charge_to = 'OWNER'
    union all
    select o.currency, o.paid_on, 3, o.recorded_at, 'PAYOUT', -o.amount, o.id, null, null, null, null, null, null, o.id, o.reference
    from owner_payout o
    where o.org_id = ${org} and o.owner_user_id = ${ownerUserId})`;
}

/**
 * An owner's statement over [from, to), per currency. The fee of each rent line is the domain's
 * (managementFeeOn) at the policy's rates when read; the opening balance applies it to the earlier
 * lines grouped by amount, so it is the sum of every earlier statement's lines.
 */
export function ownerStatement(ctx: ServiceContext, input: OwnerStatementInput): Promise<OwnerStatement> {
  const ownerUserId = input.ownerUserId ?? ctx.actor.userId;
  assertCanReadOwnerStatement(ctx.actor, ownerUserId);
  underArgument('input', () => assertStatementPeriod(input.from, input.to));
  const { from, to } = input;
  const org = ctx.actor.orgId;
  return withinTenantScope(ctx, async ({ em }) => {
    const policy = await policyOf(em, org);
    const feeOn = (amount: number) => managementFeeOn(amount, policy.managementFeeBasisPoints, policy.managementFeeTvaBasisPoints);
    const entries = ownerEntries(ctx, ownerUserId);
    const earlier = await run<{ currency: string; kind: OwnerStatementLineKind; amount: string; count: string }>(
      em,
      sql`with ${entries}
        select currency, kind, amount, count(*) as count from entry where on_date < ${from}::date group by currency, kind, amount`,
    );
    // Counted before they are read: a period of more lines than a statement holds is refused, not built.
    const [period] = await run<{ lines: string }>(em, sql`with ${entries} select count(*) as lines from entry where on_date >= ${from}::date and on_date < ${to}::date`);
    underArgument('input', () => assertStatementLines(Number(period!.lines)));
    const rows = await run<Omit<OwnerStatementLine, 'amount' | 'managementFee' | 'managementFeeTva' | 'net'> & { amount: string }>(
      em,
      sql`with ${entries}
        select e.currency, e.on_date::text as date, e.kind, e.amount, e.payment_id as "paymentId", e.invoice_id as "invoiceId",
               e.property_id as "propertyId", pr.name as "propertyName", un.label as "unitLabel", e.tenant_user_id as "tenantUserId",
               pe.name as "tenantName", e.maintenance_request_id as "maintenanceRequestId", e.payout_id as "payoutId", e.reference
        from entry e
        left join property pr on pr.org_id = ${org} and pr.id = e.property_id
        left join unit un on un.org_id = ${org} and un.id = e.unit_id
        left join person pe on pe.org_id = ${org} and pe.user_id = e.tenant_user_id
        where e.on_date >= ${from}::date and e.on_date < ${to}::date
        order by e.currency, e.on_date, e.rank, e.at, e.id`,
    );
    const [person] = await run<{ name: string; addressLine: string | null; quartier: string | null; city: string | null; province: string | null }>(
      em,
      sql`select name, address_line as "addressLine", quartier, city, province from person where org_id = ${org} and user_id = ${ownerUserId}`,
    );

    const opening = new Map<string, number>();
    for (const group of earlier) {
      const amount = money(group.amount);
      const sum = (opening.get(group.currency) ?? 0) + Number(group.count) * netOf(group.kind, amount, feeOn(amount));
      if (!Number.isSafeInteger(sum)) throw amountsPastSafeRange();
      opening.set(group.currency, sum);
    }
    const lines = rows.map((row): OwnerStatementLine => {
      const amount = money(row.amount);
      const fee = isRentLine(row.kind) ? feeOn(amount) : { fee: 0, feeTva: 0 };
      return { ...row, amount, managementFee: fee.fee, managementFeeTva: fee.feeTva, net: netOf(row.kind, amount, fee) };
    });
    const currencies = [...new Set([...opening.keys(), ...lines.map((line) => line.currency)])].sort();
    const accounts = currencies
      .map((currency) => {
        const own = lines.filter((line) => line.currency === currency);
        const sum = (pick: (line: OwnerStatementLine) => number, only: (line: OwnerStatementLine) => boolean = () => true) =>
          own.filter(only).reduce((total, line) => total + pick(line), 0);
        const openingBalance = opening.get(currency) ?? 0;
        return {
          currency,
          openingBalance,
          rentCollected: sum((line) => line.amount, (line) => isRentLine(line.kind)),
          managementFee: sum((line) => line.managementFee),
          managementFeeTva: sum((line) => line.managementFeeTva),
          maintenanceCosts: sum((line) => line.amount, (line) => line.kind === 'MAINTENANCE_COST'),
          payouts: sum((line) => line.amount, (line) => line.kind === 'PAYOUT'),
          closingBalance: openingBalance + sum((line) => line.net),
          lines: own,
        };
      })
      .filter((account) => account.openingBalance !== 0 || account.lines.length > 0);
    // The totals and balances add lines up: each within 2^53, their sums not always.
    return withinSafeAmounts({
      ownerUserId,
      ownerName: person?.name ?? null,
      ownerAddress: person ? addressLines(person) : [],
      from,
      to,
      managementFeeBasisPoints: policy.managementFeeBasisPoints,
      managementFeeTvaBasisPoints: policy.managementFeeTvaBasisPoints,
      accounts,
    });
  }, SNAPSHOT);
}

export interface RecordOwnerPayoutInput {
  ownerUserId: string;
  currency: string;
  amount: number;
  paidOn: string;
  reference?: string | null;
}

/** A payout made to an owner of a property of the org; it comes off the owner's balance on the day paid. */
export function recordOwnerPayout(ctx: ServiceContext, input: RecordOwnerPayoutInput): Promise<OwnerPayout> {
  assertCanRecordPayouts(ctx.actor);
  return idempotently(ctx, { operation: 'recordOwnerPayout', arguments: { input } }, async (em) => {
    underArgument('input', () => assertPaidBy(input.paidOn, today(ctx)));
    const [owns] = await em.execute<{ id: string }[]>('select id from property where org_id = ? and owner_user_id = ? limit 1', [ctx.actor.orgId, input.ownerUserId]);
    if (!owns) throw notFound('Owner', input.ownerUserId);
    const payout = em.create(OwnerPayout, {
      orgId: ctx.actor.orgId,
      id: newId(),
      ownerUserId: input.ownerUserId,
      currency: input.currency,
      amount: input.amount,
      paidOn: input.paidOn,
      reference: input.reference || null,
      recordedAt: new Date(),
      recordedBy: ctx.actor.userId,
    });
    await recordEvents(em, originOf(ctx), [{ type: 'owner_payout.recorded', subject: payout }]);
    return payout;
  });
}

/**
 * The statement as a PDF in the language asked for (the same reading rules as ownerStatement: at most
 * STATEMENT_MAX_LINES lines, about 2.5 ms of the process's CPU each to lay out).
 */
export async function ownerStatementPdf(
  ctx: ServiceContext,
  input: OwnerStatementInput,
  language: ReceiptLanguage,
  giveWay?: () => Promise<unknown>,
): Promise<Buffer> {
  const statement = await ownerStatement(ctx, input);
  // pdfkit and its fonts load with the first PDF, not with every process.
  const { renderOwnerStatement } = await import('./owner-statement-pdf.js');
  return renderOwnerStatement(statement, language, giveWay);
}
