import { Migration } from '@mikro-orm/migrations';

/**
 * The constraints that this release's earlier migrations added not valid,
 * checked against the rows already there. VALIDATE CONSTRAINT takes a lock
 * that lets every reader and writer through (and a row share lock on a
 * foreign key's target), where adding them valid read each table under the
 * exclusive lock of the migration that added them, holding its readers and
 * writers (each of invoice's took 0.1 s at 480,000 invoices, docs/upgrading.md).
 * Each holds already for every row written since it was added. On a database
 * migrated while they were added valid, validating them again does nothing.
 */
export class Migration20261202900000_constraints_validated extends Migration {
  override up(): void {
    for (const [table, constraint] of [
      ['webhook_delivery', 'webhook_delivery_traceparent_length'],
      ['person', 'person_email_undeliverable_reason_length'],
      ['person', 'person_erased_without_contact_details'],
      ['invoice', 'invoice_kind_valid'],
      ['invoice', 'invoice_maintenance_shape'],
      ['invoice', 'invoice_maintenance_request_fk'],
    ]) {
      this.addSql(`alter table ${table} validate constraint ${constraint}`);
    }
  }
}
