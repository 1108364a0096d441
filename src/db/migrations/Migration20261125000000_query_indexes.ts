import { Migration } from '@mikro-orm/migrations';

/**
 * The status filters of the booking and invoice lists (`bookings(filter:
 * {status})`, `invoices(filter: {status})`) had no index of their own: a page
 * walked the org's primary key and a totalCount read the org's whole table.
 * Like every index here they lead with org_id, and end with id, the keyset
 * order of the lists.
 */
export class Migration20261125000000_query_indexes extends Migration {
  override up(): void {
    this.addSql('create index booking_status_idx on booking (org_id, status, id)');
    this.addSql('create index invoice_status_idx on invoice (org_id, status, id)');
  }
}
