import { Migration } from '@mikro-orm/migrations';

/**
 * An index for each field a root list may be filtered or ordered on (services' field tables, `indexed`), leading
 * with org_id as every read here and ending with id, the tie-break of every order. Without one, a dashboard's
 * `maintenanceRequests(filter: { status: OPEN })` or `bookings(filter: { createdAt: { gte } })` read every row of the
 * org, and took the org's costly turn (graphql/limits.ts). Text fields are matched by prefix through fold_text, as
 * a property's name and city are. A maintenance request's description stays without one: a part of a long text is
 * looked for in every request of the org, a costly operation. Nested lists (units, payments) read within their
 * parent's rows and need none. Plain indexes: a table's writes wait while its indexes are built (docs/upgrading.md),
 * so the invoices' `periodEnd`, `createdAt` and `paidAt` stay without one: three builds over millions of invoices
 * would hold a running release's payments for a minute.
 */
export class Migration20261203400000_filter_indexes extends Migration {
  override up(): void {
    const indexes: Record<string, string[]> = {
      booking: ['rent_amount', 'created_at'],
      property: ['quartier', 'longitude', 'created_at'],
      maintenance_request: ['status', 'category', 'urgency', 'scheduled_on', 'response_due_at', 'completion_due_at', 'completed_at'],
      verification_record: ['kind', 'proof_type', 'status', 'submitted_at', 'created_at'],
    };
    for (const [table, columns] of Object.entries(indexes)) {
      for (const column of columns) this.addSql(`create index ${table}_${column}_idx on ${table} (org_id, ${column}, id)`);
    }
    this.addSql('create index property_quartier_folded_idx on property (org_id, fold_text(quartier) text_pattern_ops, id)');
  }
}
