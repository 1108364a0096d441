import { Migration } from '@mikro-orm/migrations';

/**
 * Media objects, verification records with their documents, and the records'
 * audit trail. Keys, uniques and foreign keys lead with org_id (Citus-ready).
 */
export class Migration20261122020000_verification_and_media extends Migration {
  override up(): void {
    this.addSql(`
      create table media_object (
        org_id uuid not null,
        id uuid not null,
        owner_id uuid not null,
        owner_type text not null check (owner_type in ('PROPERTY','UNIT','VERIFICATION','USER')),
        owner_user_id uuid not null,
        kind text not null check (kind in ('PHOTO','DOCUMENT')),
        filename text not null check (char_length(btrim(filename)) between 1 and 255),
        content_type text not null check (char_length(content_type) between 1 and 255),
        size_bytes bigint not null check (size_bytes between 1 and 9007199254740991),
        created_at timestamptz(3) not null default now(),
        uploaded_at timestamptz(3),
        primary key (org_id, id)
      )`);
    this.addSql('create index media_object_owner_idx on media_object (org_id, owner_type, owner_id, id)');

    this.addSql(`
      create table verification_record (
        org_id uuid not null,
        id uuid not null,
        kind text not null check (kind in ('OWNER_KYC','PROPERTY_PROOF')),
        proof_type text check (proof_type in ('OWNERSHIP','MANDATE')),
        status text not null default 'DRAFT'
          check (status in ('DRAFT','SUBMITTED','UNDER_REVIEW','MORE_INFO_REQUESTED','APPROVED','REJECTED','REVOKED')),
        property_id uuid,
        subject_user_id uuid not null,
        assigned_to text,
        reviewed_by text,
        review_note text check (char_length(review_note) <= 2000),
        reviewed_at timestamptz(3),
        submitted_at timestamptz(3),
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id),
        constraint verification_record_kind_shape check (
          (kind = 'PROPERTY_PROOF' and proof_type is not null and property_id is not null)
          or (kind = 'OWNER_KYC' and proof_type is null and property_id is null)),
        constraint verification_record_submitted check (status in ('DRAFT') or submitted_at is not null),
        constraint verification_record_property_fk foreign key (org_id, property_id) references property (org_id, id)
      )`);
    // One open (not yet decided) record per property proof and per KYC subject; concurrent creations lose with 409.
    this.addSql(`
      create unique index verification_open_property_proof_unique on verification_record (org_id, property_id)
        where kind = 'PROPERTY_PROOF' and status not in ('APPROVED','REJECTED','REVOKED')`);
    this.addSql(`
      create unique index verification_open_kyc_unique on verification_record (org_id, subject_user_id)
        where kind = 'OWNER_KYC' and status not in ('APPROVED','REJECTED','REVOKED')`);
    this.addSql('create index verification_record_property_idx on verification_record (org_id, property_id, id)');
    this.addSql('create index verification_record_subject_idx on verification_record (org_id, subject_user_id, created_at, id)');
    this.addSql(`
      create index verification_record_queue_idx on verification_record (org_id, submitted_at, id)
        where status in ('SUBMITTED','UNDER_REVIEW')`);

    this.addSql(`
      create table verification_document (
        org_id uuid not null,
        id uuid not null,
        record_id uuid not null,
        media_object_id uuid not null,
        role text not null check (role in ('SELF_ID','PROOF_OF_OWNERSHIP','ATTESTATION','OWNER_MANDATE','OWNER_ID','OTHER')),
        certificate_ref text check (char_length(certificate_ref) <= 200),
        certified_on date,
        certifying_authority text check (certifying_authority in ('POLICE','MAIRIE','NOTARY','NONE')),
        document_type text check (document_type in ('NATIONAL_ID','PASSPORT','RESIDENCE_PERMIT','DRIVER_LICENSE')),
        expires_on date,
        created_at timestamptz(3) not null default now(),
        primary key (org_id, id),
        constraint verification_document_dates check (expires_on > certified_on),
        constraint verification_document_identity_type check (role not in ('SELF_ID','OWNER_ID') or document_type is not null),
        constraint verification_document_record_fk foreign key (org_id, record_id) references verification_record (org_id, id),
        constraint verification_document_media_fk foreign key (org_id, media_object_id) references media_object (org_id, id)
      )`);
    this.addSql('create index verification_document_record_idx on verification_document (org_id, record_id, id)');

    this.addSql(`
      create table verification_status_change (
        org_id uuid not null,
        id uuid not null,
        record_id uuid not null,
        from_status text check (from_status in ('DRAFT','SUBMITTED','UNDER_REVIEW','MORE_INFO_REQUESTED','APPROVED','REJECTED','REVOKED')),
        to_status text not null
          check (to_status in ('DRAFT','SUBMITTED','UNDER_REVIEW','MORE_INFO_REQUESTED','APPROVED','REJECTED','REVOKED')),
        changed_by uuid not null,
        changed_at timestamptz(3) not null default now(),
        note text check (char_length(note) <= 2000),
        primary key (org_id, id),
        -- Checked at commit: the ORM inserts a new record and its first change in one flush, in no guaranteed order.
        constraint verification_status_change_record_fk foreign key (org_id, record_id) references verification_record (org_id, id)
          deferrable initially deferred
      )`);
    this.addSql('create index verification_status_change_record_idx on verification_status_change (org_id, record_id, id)');
  }
}
