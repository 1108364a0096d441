import { Migration } from '@mikro-orm/migrations';
import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService } from './tenant-tables.js';

const TABLES = ['media_upload', 'media_upload_chunk'];

/**
 * Uploads in progress, so that no transaction stays open while a client
 * sends its body. `media_upload` is a media object's claim by one upload
 * attempt, held by a lease the uploading process renews: a second upload is
 * refused while it runs, and one whose process died is taken over once the
 * lease has lapsed. `media_upload_chunk` holds the attempt's content, each
 * chunk written in a short transaction of its own; the attempt is published
 * in one short transaction that moves its chunks to `media_chunk` and marks
 * the media object uploaded. Deleting a claim (failure, takeover, purge of
 * lapsed ones) deletes its chunks. Keys lead with org_id (Citus: distributed
 * by org, co-located), with the row-level security of every tenant table.
 */
export class Migration20261130200000_upload_staging extends Migration {
  override up(): void {
    this.addSql('set local statement_timeout = 0');
    this.addSql(`
      create table media_upload (
        org_id uuid not null,
        media_id uuid not null,
        attempt_id uuid not null,
        started_at timestamptz(3) not null default now(),
        lease_until timestamptz(3) not null,
        primary key (org_id, media_id),
        constraint media_upload_attempt_unique unique (org_id, media_id, attempt_id),
        constraint media_upload_media_fk foreign key (org_id, media_id) references media_object (org_id, id) on delete cascade
      )`);
    this.addSql('create index media_upload_lease_idx on media_upload (lease_until)');
    this.addSql(`
      create table media_upload_chunk (
        org_id uuid not null,
        media_id uuid not null,
        attempt_id uuid not null,
        chunk_no integer not null check (chunk_no >= 0),
        data bytea not null,
        primary key (org_id, media_id, attempt_id, chunk_no),
        constraint media_upload_chunk_upload_fk foreign key (org_id, media_id, attempt_id)
          references media_upload (org_id, media_id, attempt_id) on delete cascade
      )`);
    // As in media_chunk: the files are compressed already.
    this.addSql('alter table media_upload_chunk alter column data set storage external');
    for (const table of TABLES) {
      for (const statement of isolateByOrg(table)) this.addSql(statement);
      this.addSql(servedByTheService(table));
    }
    this.addSql(distributeByOrg(TABLES));
  }
}
