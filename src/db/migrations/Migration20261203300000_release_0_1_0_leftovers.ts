import { release010InvoiceTrigger, sqlText } from './legacy-ledger.js';
import { TenantRoleMigration } from './tenant-tables.js';

/**
 * What release 0.1.0 leaves behind that later releases would not have.
 *
 * A booking cancelled or terminated in 0.1.0 kept its open invoices for periods not begun (since 0.2.0 the cancel or
 * termination voids them): after an upgrade they went OVERDUE, drew late fees and counted as arrears. Each open
 * invoice of such a booking for a period that begins after today (the business day of the migration: 0.1.0 kept no
 * day of the cancel, and no period already begun is voided) is CANCELLED, with the open late fees charged on it.
 * No event is written: they are history, as 0.1.0's writes have none. An invoice with money received (a later
 * release's payment on it, or on one of its late fees) is left open, and so are its fees: cancelled, the tenant's money sat on a void invoice with
 * nothing to say so; open, it shows in the arrears for a manager to settle (docs/upgrading.md).
 *
 * A 0.1.0 process still serving marks invoices OVERDUE in its sweep, with no event, and no webhook or email ever
 * followed: this release marks ISSUED invoices only, each with its event. A trigger keeps such an invoice ISSUED
 * (every read shows it OVERDUE all the same, as it does any ISSUED invoice past due) until this release's sweep marks
 * it. Only that sweep makes an invoice OVERDUE, in the service's own scope (`app.scope`), as every release since
 * 0.2.0 does. Plain PostgreSQL only: 0.1.0 never ran on Citus.
 */
export class Migration20261203300000_release_0_1_0_leftovers extends TenantRoleMigration {
  override up(): void {
    const today = `(now() at time zone ${sqlText(this.businessTimeZone)})::date`;
    this.addSql('set local statement_timeout = 0');
    // The fees first, while their rent invoices are still open; each a statement on co-located rows (Citus runs it per shard).
    const leftOver = (invoice: string) => `${invoice}.kind = 'RENT' and ${invoice}.status in ('ISSUED', 'OVERDUE') and ${invoice}.paid_amount = 0
      and not exists (select 1 from invoice f where f.org_id = ${invoice}.org_id and f.late_fee_of = ${invoice}.id and f.paid_amount > 0)
      and ${invoice}.period_start > ${today}
      and exists (select 1 from booking b where b.org_id = ${invoice}.org_id and b.id = ${invoice}.booking_id and b.status in ('CANCELLED', 'TERMINATED'))`;
    this.addSql(`
      update invoice fee set status = 'CANCELLED'
       where fee.late_fee_of is not null and fee.status in ('ISSUED', 'OVERDUE') and fee.paid_amount = 0
         and exists (select 1 from invoice r where r.org_id = fee.org_id and r.id = fee.late_fee_of and ${leftOver('r')})`);
    this.addSql(`update invoice i set status = 'CANCELLED' where ${leftOver('i')}`);
    const written = `old.status = 'ISSUED' and new.status = 'OVERDUE' and current_setting('app.scope', true) is distinct from 'service'`;
    for (const sql of release010InvoiceTrigger('invoice_overdue_by_release_0_1_0', written, 'new.status := old.status;')) this.addSql(sql);
  }
}
