import { TenantRoleMigration } from './tenant-tables.js';

/**
 * On Citus the coordinator reaches the workers' shards as the role running
 * the query, so the tenant role must log in there (Migration20261127000000):
 * with a trust rule, anyone who reached a node could log in as it and read
 * any org by setting `app.org_id`. It now logs in with a password only
 * Citus's own connections know: random, never shown, kept in
 * `pg_dist_authinfo` (readable by superusers only), from which the
 * coordinator authenticates to every node (node id 0). The nodes' pg_hba.conf
 * must then ask the tenant role for it (scram-sha-256; docs/configuration.md).
 * Recording it needs a superuser of the coordinator. Nothing on plain
 * PostgreSQL, where the role has no LOGIN at all.
 */
export class Migration20261130500000_tenant_login_by_password extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      do $$
      declare secret text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
      begin
        if exists (select 1 from pg_extension where extname = 'citus') then
          execute format('alter role %I login password %L', '${this.tenantRole}', secret);
          insert into pg_dist_authinfo (nodeid, rolename, authinfo) values (0, '${this.tenantRole}', 'password=' || secret)
            on conflict (rolename, nodeid) do update set authinfo = excluded.authinfo;
        end if;
      exception when insufficient_privilege then
        raise exception 'the tenant role ${this.tenantRole} needs a password only Citus knows, and % may not record it', current_user
          using hint = 'Migrate as a superuser of the coordinator (MIGRATION_DATABASE_URL).';
      end $$`);
  }
}
