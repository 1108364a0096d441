import { isolateByOrg, TenantRoleMigration } from './tenant-tables.js';

/**
 * Media content moves into the database, the one state every service process
 * shares: `media_chunk` holds each file in numbered chunks, written in the same
 * transaction that sets the media object's `uploaded_at` (all or nothing), and
 * `media_object.sha256` the checksum computed while it streamed in. Keys lead
 * with org_id (Citus-ready: distributed and colocated by org_id), and the table
 * gets the same row-level security as every tenant table.
 */
export class Migration20261126000000_media_content extends TenantRoleMigration {
  override up(): void {
    this.addSql(`
      create table media_chunk (
        org_id uuid not null,
        media_id uuid not null,
        chunk_no integer not null check (chunk_no >= 0),
        data bytea not null,
        primary key (org_id, media_id, chunk_no),
        constraint media_chunk_media_fk foreign key (org_id, media_id) references media_object (org_id, id) on delete cascade
      )`);
    // Photos and PDFs are compressed already: keep chunks out of line without trying to compress them again.
    this.addSql('alter table media_chunk alter column data set storage external');

    this.addSql(`alter table media_object add column sha256 text check (sha256 ~ '^[0-9a-f]{64}$')`);
    // Files uploaded before this migration stay in release 0.1.0's media directory, and their objects stay
    // uploaded: uploaded without a checksum means "read from that directory until imported" (services/media/legacy-media.ts).

    for (const statement of isolateByOrg('media_chunk', this.tenantRole)) this.addSql(statement);
  }
}
