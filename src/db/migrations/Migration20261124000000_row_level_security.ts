import { Migration } from '@mikro-orm/migrations';

/** Every table that holds an org's rows. */
const TENANT_TABLES = [
  'property',
  'unit',
  'booking',
  'invoice',
  'idempotency_key',
  'media_object',
  'verification_record',
  'verification_document',
  'verification_status_change',
];

/**
 * Row-level security, the second wall behind the ORM's org filter: requests
 * run as the role `rental_tenant` with `app.org_id` set for their transaction,
 * and PostgreSQL itself admits only rows of that org, for reading and writing.
 * The service's own login role (table owner) keeps full access for
 * migrations and cross-org housekeeping such as the overdue sweep.
 */
export class Migration20261124000000_row_level_security extends Migration {
  override up(): void {
    // Roles are shared by every database of the server, so another database may have made it already.
    this.addSql(`
      do $$ begin
        create role rental_tenant nologin;
      exception when duplicate_object then null;
      end $$`);
    this.addSql('grant rental_tenant to current_user');
    this.addSql('grant usage on schema public to rental_tenant');
    for (const table of TENANT_TABLES) {
      this.addSql(`grant select, insert, update, delete on ${table} to rental_tenant`);
      this.addSql(`alter table ${table} enable row level security`);
      this.addSql(`
        create policy ${table}_org_isolation on ${table} to rental_tenant
          using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
          with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid)`);
    }
  }
}
