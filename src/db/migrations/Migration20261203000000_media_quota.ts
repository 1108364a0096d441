import { distributeByOrg } from './citus.js';
import { isolateByOrg, servedByTheService, TenantRoleMigration } from './tenant-tables.js';

/** UPLOAD_URL_TTL_SECONDS's default: the upload window of media objects declared before this release. */
const EARLIER_UPLOAD_WINDOW = "interval '900 seconds'";

/**
 * Each org's media quota (MEDIA_BYTES_PER_ORG, MEDIA_OBJECTS_PER_ORG): `media_usage`
 * holds what the org's media objects hold, uploaded or awaiting their upload, and a
 * declaration adds its size there in its own transaction only while the sum stays
 * within the quota (services/media/media.ts). A declared object awaits its upload
 * until `upload_expires_at` (its upload address's expiry; for one declared before
 * this migration, a window from it); then the sweep marks it `upload_expired` and
 * gives its size back. Backfilled from the rows already there,
 * under the lock the new columns take, so every org starts from its real figures.
 * Distributed by org on Citus, co-located like every tenant table.
 */
export class Migration20261203000000_media_quota extends TenantRoleMigration {
  override up(): void {
    this.addSql('set local statement_timeout = 0');
    this.addSql(`
      create table media_usage (
        org_id uuid primary key,
        bytes bigint not null default 0 check (bytes >= 0),
        objects bigint not null default 0 check (objects >= 0)
      )`);
    for (const statement of isolateByOrg('media_usage', this.tenantRole)) this.addSql(statement);
    this.addSql(servedByTheService('media_usage', this.tenantRole));
    this.addSql(distributeByOrg(['media_usage']));
    // A constant default: no rewrite of the table. The lock taken here holds the previous release's writes until the backfill commits.
    this.addSql('alter table media_object add column upload_expires_at timestamptz(3), add column upload_expired boolean not null default false');
    // Declarations whose address has expired by now, and a window from now for the others (Citus refuses
    // created_at + interval in an UPDATE: a stable function of a column).
    this.addSql(`update media_object set upload_expired = true where uploaded_at is null and created_at <= now() - ${EARLIER_UPLOAD_WINDOW}`);
    this.addSql(`update media_object set upload_expires_at = now() + ${EARLIER_UPLOAD_WINDOW} where uploaded_at is null and not upload_expired`);
    this.addSql(`
      insert into media_usage (org_id, bytes, objects)
      select org_id, sum(size_bytes), count(*) from media_object where uploaded_at is not null or not upload_expired group by org_id`);
    // The sweep's way to the declarations whose upload window has passed: few rows, whatever the table's size.
    this.addSql('create index media_object_awaiting_upload_idx on media_object (upload_expires_at) where uploaded_at is null and not upload_expired');
  }
}
