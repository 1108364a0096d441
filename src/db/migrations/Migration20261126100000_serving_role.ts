import { TenantRoleMigration } from './tenant-tables.js';

/**
 * The service may serve as a role with data rights only (not the tables'
 * owner, which row-level security does not restrict). Such a role is
 * refused every row of a table under row-level security unless a policy
 * admits it; this one admits every role except the tenant role, which keeps
 * only its org's rows. Who can reach the tables at all is still decided by
 * the table grants (the owner, the tenant role, and the roles an administrator
 * grants data rights to, as README's production set-up does).
 */
export class Migration20261126100000_serving_role extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      do $$
      declare tenant_table record;
      begin
        for tenant_table in
          select c.relname from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relrowsecurity
        loop
          execute format(
            'create policy %I on %I using (current_user <> %L) with check (current_user <> %L)',
            tenant_table.relname || '_service', tenant_table.relname, '${this.tenantRole}', '${this.tenantRole}');
        end loop;
      end $$`);
  }
}
