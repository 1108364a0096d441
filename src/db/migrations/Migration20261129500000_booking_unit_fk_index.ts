import { Migration } from '@mikro-orm/migrations';

/**
 * Foreign keys without an index leading with their columns on the
 * referencing side: deleting or re-keying the referenced row made PostgreSQL
 * read the org's whole referencing table to check (or cascade) it. The
 * booking -> unit key; media -> its verification documents; and an event ->
 * its webhook deliveries, which the retention sweep deletes by cascade.
 */
export class Migration20261129500000_booking_unit_fk_index extends Migration {
  override up(): void {
    this.addSql('create index booking_unit_fk_idx on booking (org_id, property_id, unit_id)');
    this.addSql('create index verification_document_media_idx on verification_document (org_id, media_object_id)');
    this.addSql('create index webhook_delivery_event_idx on webhook_delivery (org_id, event_id)');
  }
}
