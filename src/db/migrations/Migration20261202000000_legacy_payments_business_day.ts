import { LEDGER_ENTRY, sqlText } from './legacy-ledger.js';
import { TenantRoleMigration } from './tenant-tables.js';

/**
 * Invoices paid in release 0.1.0 were received on the business day they were
 * paid, as a payment through payInvoice is (`today` in BUSINESS_TIMEZONE), not
 * on the UTC date Migration20261130400000_legacy_payments gave their LEGACY
 * payment: east of UTC a late-evening payment was dated the day before, west
 * of it an early-morning one the day after, so its receipt, the tenant's
 * statement and the owner's statement put it on another day, and on a
 * month's edge in another month. Each LEGACY payment gets the business day of
 * its `recorded_at` (the time its invoice was paid); nothing else ever writes
 * that method. The trigger that gives an invoice a 0.1.0 process still pays
 * its LEGACY payment takes the business day from now on too (its function
 * exists everywhere, its trigger only on plain PostgreSQL). A business time
 * zone of UTC changes nothing.
 */
export class Migration20261202000000_legacy_payments_business_day extends TenantRoleMigration {
  override up(): void {
    const zone = sqlText(this.businessTimeZone);
    this.addSql('set local statement_timeout = 0');
    // Immutable (timezone(text, timestamptz)): Citus runs it on each shard.
    this.addSql(`
      update payment set received_on = (recorded_at at time zone ${zone})::date
       where method = 'LEGACY' and received_on <> (recorded_at at time zone ${zone})::date`);
    this.addSql(`
      create or replace function invoice_paid_by_release_0_1_0() returns trigger language plpgsql as $$
      begin
        ${LEDGER_ENTRY('new', this.businessTimeZone)}
        return new;
      end $$`);
  }
}
