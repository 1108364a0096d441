import { TenantRoleMigration } from './tenant-tables.js';

/**
 * Email sends per org (docs/notifications.md, "Per-org limit" and "Fairness"):
 * when an org past its hourly limit may send again, so that meanwhile its due
 * emails get no jobs and a backlog waiting for the hour costs nothing (a
 * nullable column, which the previous release never writes); and the indexes
 * by which each send's end finds its org's next due emails and those being sent,
 * without ranking the org's whole backlog.
 */
export class Migration20261202100000_notification_sends_resume extends TenantRoleMigration {
  override up(): void {
    this.addSql('alter table notification_cursor add column sends_resume_at timestamptz(3)');
    this.addSql(`create index notification_org_due_idx on notification (org_id, next_attempt_at, id) where status = 'PENDING'`);
    this.addSql(`create index notification_org_sending_idx on notification (org_id, locked_until) where status = 'PENDING' and locked_until is not null`);
  }
}
