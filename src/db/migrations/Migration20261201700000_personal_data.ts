import { TenantRoleMigration } from './tenant-tables.js';

/**
 * Erasure of a person (docs/people.md, "Personal data"): when they were
 * erased, and a check that an erased person holds no contact details, so no
 * path (an edit, a job, a release that knows nothing of erasure) can put them
 * back. Column first, then its check, named (Citus wants every constraint
 * named, and one ADD CONSTRAINT per statement). No row is erased yet, so the
 * check holds at once; it is added not valid, so no person is read under this
 * migration's exclusive lock, and Migration20261202900000_constraints_validated
 * checks the rows, blocking no reader or writer.
 */
export class Migration20261201700000_personal_data extends TenantRoleMigration {
  override up(): void {
    this.addSql('alter table person add column erased_at timestamptz(3)');
    this.addSql(`
      alter table person add constraint person_erased_without_contact_details check (
        erased_at is null or (email is null and phone is null and address_line is null and quartier is null and city is null
          and province is null and email_undeliverable_reason is null)) not valid`);
  }
}
