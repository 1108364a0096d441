import { TenantRoleMigration } from './tenant-tables.js';
import { distributeByOrg } from './citus.js';

/**
 * Scale-out on Citus (a no-op on plain PostgreSQL): every tenant table is
 * distributed by `org_id`, co-located. The shards on the workers are reached
 * as the role running the query, so `rental_tenant`, which requests switch to
 * for row-level security, must be able to log in there (Citus propagates the
 * change to every node; workers' authentication still decides who may connect).
 */
export class Migration20261127000000_distribute_on_citus extends TenantRoleMigration {
  override up(): void {
    // Creating every shard on every node takes longer than a request may.
    this.addSql('set local statement_timeout = 0');
    this.addSql(
      distributeByOrg([
        'property',
        'unit',
        'booking',
        'invoice',
        'media_object',
        'media_chunk',
        'verification_record',
        'verification_document',
        'verification_status_change',
        'idempotency_key',
      ]),
    );
    this.addSql(`
      do $$ begin
        if exists (select 1 from pg_extension where extname = 'citus') then
          alter role ${this.tenantRole} login;
        end if;
      end $$`);
  }
}
