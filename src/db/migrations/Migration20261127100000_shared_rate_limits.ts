import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters every service process shares (when no Redis is
 * configured). Unlogged: a count lost in a crash only lets a caller start a
 * window afresh. Not an org's data, so neither row-level security nor
 * distribution: on Citus it stays on the coordinator.
 */
export class Migration20261127100000_shared_rate_limits extends Migration {
  override up(): void {
    this.addSql(`
      create unlogged table rate_limit_bucket (
        key text primary key,
        hits integer not null,
        resets_at timestamptz(3) not null
      )`);
    this.addSql('create index rate_limit_bucket_resets_idx on rate_limit_bucket (resets_at)');
  }
}
