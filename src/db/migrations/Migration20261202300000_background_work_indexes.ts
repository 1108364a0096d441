import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes by which background jobs read one org's share of a backlog, never the whole of it (docs/performance.md,
 * "Background work"). Each webhook delivery's end, and the minute's catch-up, find an org's next due deliveries and
 * those being sent (as notification_org_due_idx and notification_org_sending_idx do for emails): ranking an org's
 * 100,000 waiting deliveries took 130 ms at each look. A billing job reads an org's open rent invoices from where
 * the previous job stopped, in id order (its late fees): invoice_status_idx walked the org's open late-fee invoices
 * too. Plain indexes: on Citus each is made on every shard.
 */
export class Migration20261202300000_background_work_indexes extends Migration {
  override up(): void {
    this.addSql(`create index webhook_delivery_org_due_idx on webhook_delivery (org_id, next_attempt_at, id) where status = 'PENDING'`);
    this.addSql(`create index webhook_delivery_org_sending_idx on webhook_delivery (org_id, locked_until) where status = 'PENDING' and locked_until is not null`);
    this.addSql(`create index invoice_open_rent_idx on invoice (org_id, id) where kind = 'RENT' and status in ('ISSUED', 'OVERDUE')`);
  }
}
