import { TenantRoleMigration } from './tenant-tables.js';

/**
 * The delivery log's retention (NOTIFICATION_RETENTION_DAYS,
 * docs/notifications.md): the sweep finds the orgs with rows written before
 * the cutoff by this index, as it finds old events by theirs, rather than by
 * reading the whole table every few minutes.
 */
export class Migration20261201800000_notification_retention extends TenantRoleMigration {
  override up(): void {
    this.addSql('create index notification_created_idx on notification (created_at)');
  }
}
