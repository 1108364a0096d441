import { Migration } from '@mikro-orm/migrations';

/**
 * An index for each field a root list may be filtered or ordered on (services' field tables, `indexed`), leading
 * with org_id as every read here and ending with id, the tie-break of every order. Without one, a dashboard's
 * `maintenanceRequests(filter: { status: OPEN })` or `bookings(filter: { createdAt: { gte } })` read every row of the
 * org, and took the org's costly turn (graphql/limits.ts). Text fields are matched by prefix through fold_text, as
 * a property's name and city are. A maintenance request's description stays without one: a part of a long text is
 * looked for in every request of the org, a costly operation. Nested lists (units, payments) read within their
 * parent's rows and need none.
 *
 * Each index is a migration of its own, so each commits on its own: a table's writes wait for one build (1.5-5.5 s
 * per million rows on two busy cores), never for the builds of the tables after it. Built in one migration, a running
 * release's booking writes waited for the seven maintenance request indexes after them (33 s at a million requests),
 * and for every retry of the run behind a long transaction. The invoices' `periodEnd`, `createdAt` and `paidAt` stay
 * without one: three builds over millions of invoices would hold a running release's payments for a minute.
 */
const filterIndex = (table: string, key: string, name = `${table}_${key}_idx`) =>
  class extends Migration {
    override up(): void {
      this.addSql(`create index ${name} on ${table} (org_id, ${key}, id)`);
    }
  };

export const Migration20261203400000_booking_rent_amount_index = filterIndex('booking', 'rent_amount');
export const Migration20261203400001_booking_created_at_index = filterIndex('booking', 'created_at');
export const Migration20261203400002_property_quartier_index = filterIndex('property', 'quartier');
export const Migration20261203400003_property_quartier_folded_index = filterIndex('property', 'fold_text(quartier) text_pattern_ops', 'property_quartier_folded_idx');
export const Migration20261203400004_property_longitude_index = filterIndex('property', 'longitude');
export const Migration20261203400005_property_created_at_index = filterIndex('property', 'created_at');
export const Migration20261203400006_maintenance_request_status_index = filterIndex('maintenance_request', 'status');
export const Migration20261203400007_maintenance_request_category_index = filterIndex('maintenance_request', 'category');
export const Migration20261203400008_maintenance_request_urgency_index = filterIndex('maintenance_request', 'urgency');
export const Migration20261203400009_maintenance_request_scheduled_on_index = filterIndex('maintenance_request', 'scheduled_on');
export const Migration20261203400010_maintenance_request_response_due_at_index = filterIndex('maintenance_request', 'response_due_at');
export const Migration20261203400011_maintenance_request_completion_due_at_index = filterIndex('maintenance_request', 'completion_due_at');
export const Migration20261203400012_maintenance_request_completed_at_index = filterIndex('maintenance_request', 'completed_at');
export const Migration20261203400013_verification_record_kind_index = filterIndex('verification_record', 'kind');
export const Migration20261203400014_verification_record_proof_type_index = filterIndex('verification_record', 'proof_type');
export const Migration20261203400015_verification_record_status_index = filterIndex('verification_record', 'status');
export const Migration20261203400016_verification_record_submitted_at_index = filterIndex('verification_record', 'submitted_at');
export const Migration20261203400017_verification_record_created_at_index = filterIndex('verification_record', 'created_at');
