import { Migration } from '@mikro-orm/migrations';
import { LEDGER_ENTRY, PAID_OUTSIDE_THE_LEDGER, release010InvoiceTrigger } from './legacy-ledger.js';

const PAYMENT_METHODS = ['CASH', 'MOBILE_MONEY', 'BANK_TRANSFER', 'CARD', 'CHEQUE', 'ONLINE', 'LEGACY'];

/**
 * Upgrades from 0.1.0 keep their money (issue 24). Invoices paid before the
 * payment ledger existed read PAID with paid_amount 0 and no receipt: each gets
 * its LEGACY payment and, org by org in the order they were paid, the next
 * receipt numbers, so balances are 0 and receipts download.
 *
 * Expand for a rolling upgrade: while a 0.1.0 process still serves, an invoice
 * it pays gets the same entry from a trigger, so the new release reads it whole.
 * The next release drops the trigger and its function (contract; docs/upgrading.md).
 * Not on Citus: no 0.1.0 process ever ran there.
 */
export class Migration20261130400000_legacy_payments extends Migration {
  override up(): void {
    this.addSql('set local statement_timeout = 0');
    this.addSql('alter table payment drop constraint payment_method_check');
    this.addSql(`alter table payment add constraint payment_method_check check (method in (${PAYMENT_METHODS.map((method) => `'${method}'`).join(',')}))`);

    // Row by row (a statement per shard on Citus), org by org in the order they were paid.
    this.addSql(`
      do $$
      declare
        paid invoice;
      begin
        for paid in select * from invoice where ${PAID_OUTSIDE_THE_LEDGER('invoice')} order by org_id, paid_at nulls last, id loop
          ${LEDGER_ENTRY('paid')}
          update invoice set paid_amount = paid.paid_amount, receipt_number = paid.receipt_number where org_id = paid.org_id and id = paid.id;
        end loop;
      end $$`);

    for (const sql of release010InvoiceTrigger('invoice_paid_by_release_0_1_0', `old.status <> 'PAID' and ${PAID_OUTSIDE_THE_LEDGER('new')}`, LEDGER_ENTRY('new'))) {
      this.addSql(sql);
    }
  }
}
