import { serviceScope, TenantRoleMigration } from './tenant-tables.js';

/**
 * The serving role reached every org's rows whenever it had not switched to
 * the tenant role: a direct connection as it, or a request path that forgot
 * its scope, read everything. Its policies now admit it only within the
 * service's own scope (`app.scope = 'service'`, which the sweep and the
 * webhook worker set for their transactions), so a connection as the
 * serving role that has set no scope reads no tenant row. On Citus the
 * policies change on every shard.
 */
export class Migration20261130500001_service_scope extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      do $$
      declare policy record;
      begin
        for policy in
          select tablename from pg_policies where schemaname = current_schema() and policyname = tablename || '_service'
        loop
          execute format('drop policy %I on %I', policy.tablename || '_service', policy.tablename);
          execute format('create policy %I on %I using (%s) with check (%s)', policy.tablename || '_service', policy.tablename, $scope$${serviceScope(this.tenantRole)}$scope$, $scope$${serviceScope(this.tenantRole)}$scope$);
        end loop;
      end $$`);
  }
}
