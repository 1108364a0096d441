import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';
import { distributeByOrg } from './citus.js';

const TABLES = ['event_counter', 'event', 'webhook_endpoint', 'webhook_delivery', 'webhook_attempt'];

/**
 * The transactional outbox of events and the webhook deliveries fed from it.
 *
 * Event ids are numbers per org, handed out by the org's `event_counter` row:
 * the transaction that takes number N holds that row until it commits or
 * rolls back, so the org's events commit in id order and a reader that has
 * seen N can never later find a committed event below N (see
 * src/services/events/events.ts). Keys lead with org_id (Citus: distributed by org,
 * co-located), with the row-level security of every tenant table.
 */
export class Migration20261128000000_events extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table event_counter (
        org_id uuid not null primary key,
        last_id bigint not null check (last_id > 0)
      )`);
    this.addSql(`
      create table event (
        org_id uuid not null,
        id bigint not null,
        type text not null,
        occurred_at timestamptz(3) not null default now(),
        actor_user_id uuid,
        subject_id uuid not null,
        -- Who may read it besides the org's managers: the property it hangs off and the person it concerns.
        property_id uuid,
        user_id uuid,
        data jsonb not null,
        primary key (org_id, id)
      )`);
    this.addSql('create index event_occurred_idx on event (occurred_at)');

    this.addSql(`
      create table webhook_endpoint (
        org_id uuid not null,
        id uuid not null,
        url text not null check (char_length(url) <= 2000),
        description text check (char_length(description) <= 500),
        event_types text[] not null default '{}',
        secret text not null,
        previous_secret text,
        previous_secret_expires_at timestamptz(3),
        status text not null default 'ENABLED' check (status in ('ENABLED','DISABLED')),
        disabled_reason text,
        failing_since timestamptz(3),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id)
      )`);
    this.addSql(`
      create table webhook_delivery (
        org_id uuid not null,
        id uuid not null,
        endpoint_id uuid not null,
        event_id bigint not null,
        status text not null default 'PENDING' check (status in ('PENDING','SUCCEEDED','FAILED')),
        attempts integer not null default 0,
        next_attempt_at timestamptz(3) not null default now(),
        -- A worker's lease: it is sending until then; after that another worker may (at least once).
        locked_until timestamptz(3),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id),
        constraint webhook_delivery_endpoint_fk foreign key (org_id, endpoint_id) references webhook_endpoint (org_id, id) on delete cascade,
        constraint webhook_delivery_event_fk foreign key (org_id, event_id) references event (org_id, id) on delete cascade
      )`);
    this.addSql(`create index webhook_delivery_due_idx on webhook_delivery (next_attempt_at) where status = 'PENDING'`);
    this.addSql('create index webhook_delivery_endpoint_idx on webhook_delivery (org_id, endpoint_id, created_at)');
    this.addSql(`
      create table webhook_attempt (
        org_id uuid not null,
        id uuid not null,
        delivery_id uuid not null,
        attempted_at timestamptz(3) not null,
        duration_ms integer not null,
        response_status integer,
        response_body text,
        error text,
        primary key (org_id, id),
        constraint webhook_attempt_delivery_fk foreign key (org_id, delivery_id) references webhook_delivery (org_id, id) on delete cascade
      )`);
    this.addSql('create index webhook_attempt_delivery_idx on webhook_attempt (org_id, delivery_id, attempted_at)');

    for (const table of TABLES) {
      for (const statement of isolateByOrg(table, this.tenantRole)) this.addSql(statement);
      this.addSql(servedByTheService(table, this.tenantRole));
    }
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(TABLES));
  }
}
