import { notificationKinds, notificationStatuses, DEFAULT_LEASE_ENDING_NOTICE_DAYS, DEFAULT_REMINDER_DAYS_BEFORE_DUE } from '../../domain/people/notifications.js';
import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

const TABLES = ['notification_cursor', 'notification'];
const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(',');

/**
 * Email notifications: one row per (occasion, person, kind), unique, so an
 * event or a daily notice makes at most one email per person however often
 * it is read; the outbox's read position per org; people's preferences and
 * undeliverable addresses; the billing policy's notice periods. Orgs that
 * have events already start reading after them (no email for the past).
 */
export class Migration20261201200000_notifications extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table notification_cursor (
        org_id uuid not null primary key,
        last_event_id bigint not null
      )`);
    this.addSql('insert into notification_cursor (org_id, last_event_id) select org_id, last_id from event_counter');
    this.addSql(`
      create table notification (
        org_id uuid not null,
        id uuid not null,
        person_id uuid not null,
        kind text not null check (kind in (${listOf(notificationKinds)})),
        occasion text not null check (char_length(occasion) <= 100),
        event_id bigint,
        subject_id uuid not null,
        status text not null default 'PENDING' check (status in (${listOf(notificationStatuses)})),
        attempts integer not null default 0,
        next_attempt_at timestamptz(3) not null default now(),
        locked_until timestamptz(3),
        last_error text check (char_length(last_error) <= 1000),
        email text,
        subject text,
        -- The message as sent, kept by a sandbox without SMTP_URL (its mail page).
        text_body text,
        html_body text,
        created_at timestamptz(3) not null default now(),
        sent_at timestamptz(3),
        primary key (org_id, id),
        unique (org_id, occasion, person_id, kind),
        foreign key (org_id, person_id) references person (org_id, id) on delete cascade
      )`);
    this.addSql(`create index notification_pending_idx on notification (next_attempt_at) where status = 'PENDING'`);
    this.addSql('create index notification_sent_idx on notification (org_id, sent_at) where sent_at is not null');
    this.addSql('create index notification_person_idx on notification (org_id, person_id, id)');
    this.addSql(`
      alter table person
        add column email_opted_out_at timestamptz(3),
        add column muted_notifications text[] not null default '{}',
        add column email_undeliverable_at timestamptz(3),
        add column email_undeliverable_reason text`);
    // Columns first, then their checks, named: Citus wants every constraint named.
    // Not valid: person's rows are checked by Migration20261202900000_constraints_validated, blocking no one.
    this.addSql('alter table person add constraint person_email_undeliverable_reason_length check (char_length(email_undeliverable_reason) <= 1000) not valid');
    this.addSql(`
      alter table billing_policy
        add column reminder_days_before_due integer not null default ${DEFAULT_REMINDER_DAYS_BEFORE_DUE},
        add column lease_ending_notice_days integer not null default ${DEFAULT_LEASE_ENDING_NOTICE_DAYS}`);
    this.addSql('alter table billing_policy add constraint billing_policy_reminder_days_range check (reminder_days_before_due between 0 and 366)');
    this.addSql('alter table billing_policy add constraint billing_policy_lease_ending_days_range check (lease_ending_notice_days between 0 and 366)');
    for (const table of TABLES) {
      for (const statement of isolateByOrg(table, this.tenantRole)) this.addSql(statement);
      this.addSql(servedByTheService(table, this.tenantRole));
    }
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(TABLES));
  }
}
