import { Migration } from '@mikro-orm/migrations';

/**
 * An index by which billing asks whether a booking is billed up to its horizon: one probe for its rent invoice of the
 * latest period. Without it each plan booking's invoices were walked by id, its whole history: an org of 45,000
 * bookings billed monthly for eleven years (5.9 million invoices) made the sweep's search for orgs with billing due
 * outrun its statement timeout, and no org was billed. A plain index: on Citus it is made on every shard.
 */
export class Migration20261203200000_rent_periods_index extends Migration {
  override up(): void {
    this.addSql(`create index invoice_rent_period_end_idx on invoice (org_id, booking_id, period_end) where kind = 'RENT'`);
  }
}
