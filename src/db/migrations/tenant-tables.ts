import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TENANT_ROLE } from '../tenant-role.js';

/**
 * A migration whose SQL names the tenant role: the role of the database it
 * migrates (DATABASE_TENANT_ROLE), which `migrate` gives each migration.
 * Existing deployments have the default name, the only one there was.
 * `migrate` gives it the service's business time zone (BUSINESS_TIMEZONE) too,
 * for a migration that turns a time into the business day it fell on.
 */
export abstract class TenantRoleMigration extends Migration {
  tenantRole = DEFAULT_TENANT_ROLE;
  businessTimeZone = 'UTC';
}

/**
 * Row-level security of a table holding an org's rows: requests run as
 * the tenant role with their org in `app.org_id` and see only that org's rows.
 */
export function isolateByOrg(table: string, tenantRole: string): string[] {
  return [
    `grant select, insert, update, delete on ${table} to ${tenantRole}`,
    `alter table ${table} enable row level security`,
    `
      create policy ${table}_org_isolation on ${table} to ${tenantRole}
        using (org_id = nullif(current_setting('app.org_id', true), '')::uuid)
        with check (org_id = nullif(current_setting('app.org_id', true), '')::uuid)`,
  ];
}

/**
 * What the service's own role (not the table's owner: sweep, delivery worker) reaches of every org:
 * every row, but only within the service's scope (`app.scope`, SERVICE_SCOPE in services/context.ts).
 * See Migration20261126100000_serving_role and Migration20261130500001_service_scope.
 */
export const serviceScope = (tenantRole: string) => `current_user <> '${tenantRole}' and current_setting('app.scope', true) = 'service'`;

export const servedByTheService = (table: string, tenantRole: string) => `
      create policy ${table}_service on ${table}
        using (${serviceScope(tenantRole)}) with check (${serviceScope(tenantRole)})`;
