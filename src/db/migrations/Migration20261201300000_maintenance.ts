import { MAINTENANCE_LIMITS, maintenanceCategories, maintenanceChargeTargets, maintenanceStatuses, maintenanceUrgencies } from '../../domain/maintenance/requests.js';
import { MAX_TARGET_HOURS } from '../../domain/maintenance/service-levels.js';
import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

const MAX_AMOUNT = '9007199254740991';
const TABLES = ['maintenance_service_level', 'maintenance_request', 'maintenance_comment'];
const listOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(',');
const hours = (column: string) => `${column} integer not null check (${column} between 1 and ${MAX_TARGET_HOURS})`;

/**
 * Maintenance requests (docs/maintenance.md): the requests of a unit with
 * their comments, the org's service levels per urgency, and MAINTENANCE
 * invoices, which charge a request's cost to the tenant. Each request keeps
 * the due times of the targets it was opened under, so overdue requests are
 * found by an index, whatever the targets become.
 */
export class Migration20261201300000_maintenance extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table maintenance_service_level (
        org_id uuid not null,
        urgency text not null check (urgency in (${listOf(maintenanceUrgencies)})),
        ${hours('response_hours')},
        ${hours('completion_hours')},
        updated_at timestamptz(3) not null default now(),
        primary key (org_id, urgency),
        constraint maintenance_service_level_order check (completion_hours >= response_hours)
      )`);
    this.addSql(`
      create table maintenance_request (
        org_id uuid not null,
        id uuid not null,
        property_id uuid not null,
        unit_id uuid not null,
        opened_by uuid not null,
        category text not null check (category in (${listOf(maintenanceCategories)})),
        urgency text not null check (urgency in (${listOf(maintenanceUrgencies)})),
        description text not null check (char_length(description) between 1 and ${MAINTENANCE_LIMITS.description}),
        media_ids jsonb not null default '[]' check (jsonb_typeof(media_ids) = 'array' and jsonb_array_length(media_ids) <= ${MAINTENANCE_LIMITS.photos}),
        status text not null check (status in (${listOf(maintenanceStatuses)})),
        reject_reason text check (char_length(reject_reason) between 1 and ${MAINTENANCE_LIMITS.reason}),
        scheduled_on date,
        vendor_person_id uuid,
        vendor_name text check (char_length(vendor_name) between 1 and ${MAINTENANCE_LIMITS.vendorName}),
        vendor_phone text check (vendor_phone ~ '^\\+[1-9][0-9]{6,14}$'),
        cost bigint check (cost between 0 and ${MAX_AMOUNT}),
        cost_currency text check (cost_currency ~ '^[A-Z]{3}$'),
        charge_to text check (charge_to in (${listOf(maintenanceChargeTargets)})),
        opened_at timestamptz(3) not null default now(),
        responded_at timestamptz(3),
        scheduled_at timestamptz(3),
        started_at timestamptz(3),
        completed_at timestamptz(3),
        cancelled_at timestamptz(3),
        response_due_at timestamptz(3) not null,
        completion_due_at timestamptz(3) not null,
        primary key (org_id, id),
        constraint maintenance_request_rejected_has_reason check ((status = 'REJECTED') = (reject_reason is not null)),
        constraint maintenance_request_done_has_cost check ((status = 'DONE') = (cost is not null and cost_currency is not null and charge_to is not null)),
        constraint maintenance_request_unit_fk foreign key (org_id, property_id, unit_id) references unit (org_id, property_id, id),
        constraint maintenance_request_vendor_fk foreign key (org_id, vendor_person_id) references person (org_id, id)
      )`);
    this.addSql('create index maintenance_request_property_idx on maintenance_request (org_id, property_id, id)');
    this.addSql('create index maintenance_request_unit_idx on maintenance_request (org_id, unit_id, id)');
    // Led by the foreign keys' columns, so deleting or re-keying a unit or a person checks them through an index.
    this.addSql('create index maintenance_request_unit_fk_idx on maintenance_request (org_id, property_id, unit_id)');
    this.addSql('create index maintenance_request_vendor_idx on maintenance_request (org_id, vendor_person_id) where vendor_person_id is not null');
    this.addSql('create index maintenance_request_opened_by_idx on maintenance_request (org_id, opened_by, id)');
    this.addSql('create index maintenance_request_opened_at_idx on maintenance_request (org_id, opened_at, id)');
    // The overdue ones: unfinished requests by their due times.
    this.addSql(`
      create index maintenance_request_unfinished_idx on maintenance_request (org_id, completion_due_at, id)
        where status in ('OPEN','ACCEPTED','SCHEDULED','IN_PROGRESS')`);
    this.addSql(`
      create table maintenance_comment (
        org_id uuid not null,
        id uuid not null,
        request_id uuid not null,
        author_user_id uuid not null,
        body text not null check (char_length(body) between 1 and ${MAINTENANCE_LIMITS.comment}),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id),
        constraint maintenance_comment_request_fk foreign key (org_id, request_id) references maintenance_request (org_id, id)
      )`);
    this.addSql('create index maintenance_comment_request_idx on maintenance_comment (org_id, request_id, id)');

    for (const table of TABLES) {
      for (const statement of isolateByOrg(table, this.tenantRole)) this.addSql(statement);
      this.addSql(servedByTheService(table, this.tenantRole));
    }
    this.addSql('set local statement_timeout = 0');
    this.addSql(distributeByOrg(TABLES));

    // A request charged to its tenant is billed by an invoice of its own kind, one per request. After distributing:
    // on Citus a distributed table (invoice) may only reference another distributed table. The constraints are not
    // valid, so adding them reads no invoice under this migration's exclusive lock: they hold for new rows at once,
    // and Migration20261202900000_constraints_validated checks the table's rows, blocking no reader or writer.
    this.addSql('alter table invoice add column maintenance_request_id uuid');
    this.addSql('alter table invoice drop constraint invoice_kind_valid');
    this.addSql(`alter table invoice add constraint invoice_kind_valid check (kind in ('RENT','LATE_FEE','MAINTENANCE')) not valid`);
    this.addSql(`alter table invoice add constraint invoice_maintenance_shape check ((kind = 'MAINTENANCE') = (maintenance_request_id is not null)) not valid`);
    this.addSql(`
      alter table invoice add constraint invoice_maintenance_request_fk
        foreign key (org_id, maintenance_request_id) references maintenance_request (org_id, id) not valid`);
    this.addSql('create unique index invoice_one_per_maintenance_request on invoice (org_id, maintenance_request_id) where maintenance_request_id is not null');
  }
}
