import { Migration } from '@mikro-orm/migrations';

/**
 * The trace a webhook delivery belongs to (W3C `traceparent`, when tracing is
 * on): its jobs and the request to the receiver continue the trace of the
 * operation that made it.
 */
export class Migration20261201100000_delivery_traceparent extends Migration {
  override up(): void {
    // Column and check apart: Citus wants every constraint named.
    this.addSql('alter table webhook_delivery add column traceparent text');
    // Not valid: it holds for new rows at once, and Migration20261202900000_constraints_validated checks the
    // table's rows without blocking readers or writers, as adding it valid would under this migration's lock.
    this.addSql('alter table webhook_delivery add constraint webhook_delivery_traceparent_length check (char_length(traceparent) <= 55) not valid');
  }
}
