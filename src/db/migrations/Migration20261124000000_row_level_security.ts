import { isolateByOrg, TenantRoleMigration } from './tenant-tables.js';

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
 * run as the tenant role (`rental_tenant` unless DATABASE_TENANT_ROLE) with `app.org_id` set for their transaction,
 * and PostgreSQL itself admits only rows of that org, for reading and writing.
 * The service's own login role keeps full access for cross-org housekeeping
 * such as the overdue sweep: as table owner here, and as a role with data
 * rights only through the policies of Migration20261126000000_serving_role.
 */
export class Migration20261124000000_row_level_security extends TenantRoleMigration {
  override up(): void {
    const role = this.tenantRole;
    // Roles are shared by every database of the server: another database, or an administrator
    // (so that migrating needs no CREATEROLE), may have made it already.
    this.addSql(`
      do $$ begin
        if not exists (select from pg_roles where rolname = '${role}') then
          create role ${role} nologin;
        end if;
      exception when insufficient_privilege then
        raise exception 'role ${role} does not exist and % may not create it', current_user
          using hint = 'Run CREATE ROLE ${role} NOLOGIN as an administrator, or migrate as a role with CREATEROLE.';
      end $$`);
    // A role that migrates and also serves (a sandbox) switches to the tenant role. A migrating role
    // that may not grant it serves through another role, which the administrator makes a member.
    this.addSql(`
      do $$ begin
        if not pg_has_role(current_user, '${role}', 'member') then
          grant ${role} to current_user;
        end if;
      exception when insufficient_privilege then null;
      end $$`);
    this.addSql(`grant usage on schema public to ${role}`);
    for (const table of TENANT_TABLES) for (const statement of isolateByOrg(table, role)) this.addSql(statement);
  }
}
