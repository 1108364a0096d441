import type { EntityManager } from '@mikro-orm/postgresql';
import type { MediaObject } from '../../db/entities/media-object.js';
import { quotaReached, type MediaLimits, type MediaUsage } from '../../domain/media/media.js';

/**
 * Each org's media quota (MEDIA_BYTES_PER_ORG, MEDIA_OBJECTS_PER_ORG) in its
 * `media_usage` row: the sizes of its media objects uploaded or awaiting their
 * upload. A declaration adds to it, a deletion and an expired upload window
 * take from it, each in the transaction that makes the change.
 */
export type Quota = Pick<MediaLimits, 'bytesPerOrg' | 'objectsPerOrg'>;

export async function usageOf(em: EntityManager, orgId: string, quota: Quota): Promise<MediaUsage> {
  const [row] = await em.execute<{ bytes: string; objects: string }[]>('select bytes, objects from media_usage where org_id = ?', [orgId]);
  return { bytes: Number(row?.bytes ?? 0), objects: Number(row?.objects ?? 0), maxBytes: quota.bytesPerOrg, maxObjects: quota.objectsPerOrg };
}

/** Whether a media object's size is in its org's usage: uploaded, or awaiting its upload (declared by this release, window open). */
export const isCounted = (media: Pick<MediaObject, 'uploadedAt' | 'uploadExpiresAt' | 'uploadExpired'>) =>
  media.uploadedAt !== null || (media.uploadExpiresAt !== null && !media.uploadExpired);

/**
 * Counts a new media object of `sizeBytes` in its org's usage, within the
 * transaction that declares it, only while the usage stays within the quota
 * (409 otherwise). The update holds the org's usage row until that
 * transaction ends: declarations at the same moment are counted one after
 * the other, so together they never pass the quota. Other orgs' rows are untouched.
 */
export async function countInQuota(em: EntityManager, orgId: string, sizeBytes: number, quota: Quota): Promise<void> {
  await em.execute('insert into media_usage (org_id) values (?) on conflict do nothing', [orgId]);
  const counted = await em.execute<{ bytes: string }[]>(
    'update media_usage set bytes = bytes + ?, objects = objects + 1 where org_id = ? and bytes + ? <= ? and objects + 1 <= ? returning bytes',
    [sizeBytes, orgId, sizeBytes, quota.bytesPerOrg, quota.objectsPerOrg],
  );
  if (!counted.length) throw quotaReached(await usageOf(em, orgId, quota), sizeBytes);
}

/**
 * Counts a media object whose file is now stored although its usage did not count it
 * (declared by the previous release while this one rolled out, or a file of 0.1.0 imported
 * after its window): past the quota or not, as the file is there already.
 */
export async function countStored(em: EntityManager, media: Pick<MediaObject, 'orgId' | 'sizeBytes'>): Promise<void> {
  await em.execute('insert into media_usage (org_id) values (?) on conflict do nothing', [media.orgId]);
  await em.execute('update media_usage set bytes = bytes + ?, objects = objects + 1 where org_id = ?', [media.sizeBytes, media.orgId]);
}

/**
 * Gives media objects' bytes back to their org's usage. Never below zero: an object the
 * previous release declared and uploaded while this one's migration rolled out was never counted.
 */
export async function releaseFromQuota(em: EntityManager, orgId: string, bytes: number, objects: number): Promise<void> {
  await em.execute('update media_usage set bytes = greatest(bytes - ?, 0), objects = greatest(objects - ?, 0) where org_id = ?', [bytes, objects, orgId]);
}
