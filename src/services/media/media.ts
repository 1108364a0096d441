import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LockMode, type EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { MediaObject } from '../../db/entities/media-object.js';
import { VerificationDocument, VerificationRecord } from '../../db/entities/verification.js';
import {
  assertContentOfDeclaredType,
  assertMediaRequestAllowed,
  canDeleteMedia,
  canReadMedia,
  contentTypeEssence,
  type MediaKind,
  type MediaLimits,
  type MediaOwnerType,
  type MediaUsage,
} from '../../domain/media/media.js';
import { managesOrg } from '../../domain/roles.js';
import { assertCanManageProperty } from '../../domain/portfolio/property.js';
import { assertCanPrepareVerification, canReadVerification } from '../../domain/verification/verification.js';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../domain/errors.js';
import type { MediaContent, MediaKey, MediaStorage, OrgScope } from '../../storage/media-storage.js';
import { inTransaction, underArgument, withinOrgScope, withinServiceScope, withinTenantScope, type ServiceContext } from '../context.js';
import { originOf, recordEvent } from '../events/events.js';
import { inIdOrder, newId } from '../ids.js';
import { isLegacyUpload, legacyMediaContent } from './legacy-media.js';
import { countInQuota, isCounted, countStored, releaseFromQuota, usageOf, type Quota } from './quota.js';
import { readableProperty, readableUnit, readableVerification } from '../readable.js';
import { rowsByIds, rowsWhere } from '../rows.js';

export interface CreateMediaInput {
  filename: string;
  contentType: string;
  ownerId: string;
  ownerType: MediaOwnerType;
  kind: MediaKind;
  sizeBytes: number;
}

const keyOf = (media: Pick<MediaObject, 'orgId' | 'id'>): MediaKey => ({ orgId: media.orgId, mediaId: media.id });

/** What a media object belongs to must exist in the caller's org (404) and be the caller's to change (403). */
async function assertMayAttachTo(ctx: ServiceContext, ownerType: MediaOwnerType, ownerId: string): Promise<void> {
  switch (ownerType) {
    case 'PROPERTY':
      assertCanManageProperty(ctx.actor, await readableProperty(ctx, ownerId));
      return;
    case 'UNIT': {
      const unit = await readableUnit(ctx, ownerId);
      assertCanManageProperty(ctx.actor, await readableProperty(ctx, unit.propertyId));
      return;
    }
    case 'VERIFICATION':
      assertCanPrepareVerification(ctx.actor, await readableVerification(ctx, ownerId));
      return;
    case 'USER':
      if (ownerId !== ctx.actor.userId) throw forbidden('Media of type USER belong to the caller: ownerId must be your own user id.');
  }
}

export async function createMediaObject(ctx: ServiceContext, input: CreateMediaInput, limits: MediaLimits): Promise<MediaObject> {
  underArgument('input', () => assertMediaRequestAllowed(input, limits));
  await assertMayAttachTo(ctx, input.ownerType, input.ownerId);
  return inTransaction(ctx, async (em) => {
    await countInQuota(em, ctx.actor.orgId, input.sizeBytes, limits);
    const createdAt = new Date();
    return em.create(MediaObject, {
      orgId: ctx.actor.orgId,
      id: newId(),
      ownerId: input.ownerId,
      ownerType: input.ownerType,
      ownerUserId: ctx.actor.userId,
      kind: input.kind,
      filename: input.filename,
      contentType: contentTypeEssence(input.contentType),
      sizeBytes: input.sizeBytes,
      createdAt,
      uploadedAt: null,
      uploadExpiresAt: new Date(createdAt.getTime() + limits.uploadUrlTtl * 1000),
      uploadExpired: false,
    });
  });
}

/** The org's media usage against its quota. MANAGER or ADMIN. */
export async function mediaUsage(ctx: ServiceContext, quota: Quota): Promise<MediaUsage> {
  if (!managesOrg(ctx.actor)) throw forbidden("Only managers and admins read the org's media usage.");
  return usageOf(ctx.em, ctx.actor.orgId, quota);
}

/**
 * Deletes a media object, its content with it (media_chunk and any upload in
 * progress go by cascade; a bucket's object once the deletion has committed),
 * and gives its size back to the org's quota. Its
 * uploader, a manager or an admin may; one still named by a verification
 * document or a maintenance request is kept (409): those records stand on it.
 * Answers its id.
 */
export async function deleteMediaObject(ctx: ServiceContext, id: string, storage: MediaStorage): Promise<string> {
  const deleted = await inTransaction(ctx, async (em) => {
    const media = await em.findOne(MediaObject, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!media || !(await readableAmong({ ...ctx, em }, [media])).length) throw notFound('Media object', id);
    if (!canDeleteMedia(ctx.actor, media)) throw forbidden('Only whoever created a media object, or a manager or admin, may delete it.');
    const [use] = await em.execute<{ documents: number; requests: number }[]>(
      `select (select count(*)::int from verification_document where org_id = ? and media_object_id = ?) as documents,
              (select count(*)::int from maintenance_request where org_id = ? and media_ids @> jsonb_build_array(?::text)) as requests`,
      [media.orgId, media.id, media.orgId, media.id],
    );
    if (use!.documents || use!.requests) {
      throw conflict(`Media object ${id} is still attached to ${use!.documents ? 'a verification record' : 'a maintenance request'}; it is kept with it.`);
    }
    // An upload streaming meanwhile would store its file after the deletion, out of every count.
    const [live] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from media_upload where org_id = ? and media_id = ? and lease_until > clock_timestamp()',
      [media.orgId, media.id],
    );
    if (live!.n) throw beingUploaded();
    if (isCounted(media)) await releaseFromQuota(em, media.orgId, media.sizeBytes, 1);
    await recordEvent(em, originOf(ctx), { type: 'media.deleted', subject: media });
    em.remove(media);
    return keyOf(media);
  });
  // A file store's copy goes once the deletion has committed: a rolled-back deletion keeps its file.
  const removal = () => storage.remove(deleted);
  if (ctx.afterCommit) ctx.afterCommit(removal);
  else await removal();
  return deleted.mediaId;
}

/**
 * The media objects among `rows` the caller may read: by the media rule, or
 * as documents of a verification record it may read that were uploaded for
 * that very record, so the subject of a proof can open the deed a manager
 * uploaded to it. Someone else's file attached to the record stays closed.
 */
async function readableAmong(ctx: ServiceContext, rows: MediaObject[]): Promise<MediaObject[]> {
  const open = rows.filter((row) => canReadMedia(ctx.actor, row));
  const closed = rows.filter((row) => !canReadMedia(ctx.actor, row) && row.ownerType === 'VERIFICATION');
  if (!closed.length) return open;
  const documents = await rowsWhere(ctx.em, VerificationDocument, ctx.actor.orgId, { mediaObjectId: { $in: closed.map((row) => row.id) } });
  const records = await rowsByIds(ctx.em, VerificationRecord, ctx.actor.orgId, documents.map((document) => document.recordId));
  const readableRecords = new Set(records.filter((record) => canReadVerification(ctx.actor, record)).map((record) => record.id));
  const ownerOf = new Map(closed.map((row) => [row.id, row.ownerId]));
  const opened = new Set(
    documents
      .filter((document) => readableRecords.has(document.recordId) && ownerOf.get(document.mediaObjectId) === document.recordId)
      .map((document) => document.mediaObjectId),
  );
  return [...open, ...closed.filter((row) => opened.has(row.id))];
}

export async function mediaByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(MediaObject | AppError)[]> {
  return inIdOrder(ids, await readableAmong(ctx, await rowsByIds(ctx.em, MediaObject, ctx.actor.orgId, ids)), 'Media object');
}

/** One media object the caller may read (see readableAmong). */
export async function mediaForReading(ctx: ServiceContext, id: string): Promise<MediaObject> {
  const [media] = await mediaByIds(ctx, [id]);
  if (media instanceof AppError) throw media;
  return media!;
}

/** How a download names the file: an attachment (never rendered in place) under its original name. */
export const attachmentDisposition = (filename: string) => `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * The content of a media object the caller may read, from storage; NOT_FOUND until it is uploaded.
 * Content a 0.1.0 process uploaded is read from its file in `legacyDirectory` until imported (legacy-media.ts).
 */
export async function mediaContent(
  ctx: ServiceContext,
  id: string,
  storage: MediaStorage,
  legacyDirectory: string,
): Promise<{ media: MediaObject; content: MediaContent }> {
  const scope: OrgScope = (work) => withinOrgScope(ctx.em, ctx.actor.orgId, work);
  const media = await withinTenantScope(ctx, (scoped) => mediaForReading(scoped, id));
  if (!media.uploadedAt) throw new AppError('NOT_FOUND', `Media object ${id} has no uploaded content yet.`);
  if (isLegacyUpload(media)) return { media, content: await legacyMediaContent(legacyDirectory, media) };
  const headers = { contentType: media.contentType, contentDisposition: attachmentDisposition(media.filename) };
  return { media, content: await storage.read(keyOf(media), media.sizeBytes, headers, scope) };
}

export interface UploadPace {
  /** The longest wait for the next bytes of the body. */
  idleMs: number;
  /** The slowest a body may arrive, in bytes per second over each window of `rateWindowMs` (the first one a grace); 0: no floor. */
  minBytesPerSecond: number;
  rateWindowMs: number;
}

export interface Upload {
  /** The org and the media object the signed upload address names. */
  orgId: string;
  id: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable | undefined;
  pace: UploadPace;
}

const timedOut = (message: string) => new AppError('REQUEST_TIMEOUT', message);

/**
 * The pieces of the body, failing (408) when none arrives for `idleMs`, or
 * when fewer than the minimum rate's bytes arrive in a window. Windows count
 * only the time spent waiting for the client: while the service stores what
 * came, the client is held back by the connection and is not to blame.
 */
async function* piecesOf(body: Readable | undefined, pace: UploadPace): AsyncGenerator<Uint8Array> {
  if (!body) return;
  // Leave the request stream open on refusal so the error answer can still be sent on its connection.
  const pieces = body.iterator({ destroyOnReturn: false });
  const needed = (pace.minBytesPerSecond * pace.rateWindowMs) / 1000;
  let windowLeft = pace.rateWindowMs;
  let windowBytes = 0;
  for (;;) {
    const next = pieces.next();
    let idleLeft = pace.idleMs;
    let arrived: IteratorResult<unknown> | undefined;
    while (!arrived) {
      const slice = needed > 0 ? Math.min(idleLeft, windowLeft) : idleLeft;
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const elapsed = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), slice)));
      arrived = await Promise.race([next, elapsed]).finally(() => clearTimeout(timer));
      const waited = arrived ? performance.now() - started : slice;
      idleLeft -= waited;
      windowLeft -= waited;
      if (!arrived && idleLeft <= 0) throw timedOut(`The upload stalled: no bytes arrived for ${pace.idleMs / 1000} s.`);
      if (arrived?.done) return;
      if (arrived) windowBytes += (arrived.value as Uint8Array).length;
      if (needed > 0 && windowLeft <= 0) {
        if (windowBytes < needed) {
          throw timedOut(
            `The upload is too slow: ${windowBytes} bytes arrived in the last ${pace.rateWindowMs / 1000} s; at least ${Math.ceil(needed)} are needed (${pace.minBytesPerSecond} bytes/s).`,
          );
        }
        windowBytes = 0;
        windowLeft = pace.rateWindowMs;
      }
    }
    yield arrived.value as Uint8Array;
  }
}

/**
 * Passes the body on while it stays within the declared size, and fails
 * unless it is exactly that size; `digest` has its SHA-256 once it is whole.
 */
async function* exactly(upload: Upload, size: number, digest: Hash): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const piece of piecesOf(upload.body, upload.pace)) {
    received += piece.length;
    if (received > size) throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than the declared ${size} bytes.`);
    digest.update(piece);
    yield piece;
  }
  if (received !== size) throw validationFailed(`The upload has ${received} bytes; ${size} were declared.`);
}

/** The bytes file-type reads to tell most types apart (its reasonableDetectionSizeInBytes). */
const SNIFFED_BYTES = 4100;

/** Holds back the first bytes until they show what the content is, and refuses it unless it is of the declared type (415). */
async function* ofDeclaredType(content: AsyncIterable<Uint8Array>, declared: string): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let checked = false;
  const check = async () => {
    checked = true;
    // Loaded with the first upload: about 10 MB of resident memory an idle process would hold from its start.
    const { fileTypeFromBuffer, supportedMimeTypes } = await import('file-type');
    const detected = await fileTypeFromBuffer(Buffer.concat(held, heldBytes));
    assertContentOfDeclaredType(declared, detected?.mime, supportedMimeTypes.has(declared));
  };
  for await (const piece of content) {
    if (checked) {
      yield piece;
      continue;
    }
    held.push(piece);
    heldBytes += piece.length;
    if (heldBytes < SNIFFED_BYTES) continue;
    await check();
    yield* held;
  }
  if (!checked) {
    await check();
    yield* held;
  }
}

/** PostgreSQL's disk_full. */
const DISK_FULL = '53100';
/** PostgreSQL's lock_not_available: another upload of the same media object holds its row. */
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL's foreign_key_violation: a chunk staged for an attempt whose claim is gone. */
const FOREIGN_KEY_VIOLATION = '23503';

const beingUploaded = () => conflict('The file of this media object is being uploaded by another request.');
const uploadWindowPassed = () => new AppError('FORBIDDEN', 'The upload address of this media object has expired; create the media object again.');

/** What a failed upload tells its client; the database's own faults (503) pass unchanged. */
function uploadRefusal(error: unknown, upload: Upload): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === LOCK_NOT_AVAILABLE || code === FOREIGN_KEY_VIOLATION) return beingUploaded();
  if (code === DISK_FULL) {
    const refusal = new AppError('INSUFFICIENT_STORAGE', 'There is no room to store the file now; try again later.');
    refusal.cause = error;
    return refusal;
  }
  // The client went away before the end of its body: its request failed, not the database.
  if (upload.body?.errored) return validationFailed('The upload ended before all its declared bytes arrived.');
  return error;
}

/**
 * Claims a media object for one upload attempt, in a short transaction: the
 * object must exist (404), not be uploaded yet (409), and not be claimed by
 * an attempt whose lease is still running (409, at once rather than queued).
 * A lapsed claim (its process died) is taken over, its staged chunks deleted with it.
 */
async function claimUpload(em: EntityManager, upload: Upload, attemptId: string, leaseMs: number): Promise<MediaObject> {
  return withinOrgScope(em, upload.orgId, async (scoped) => {
    const media = await scoped.findOne(MediaObject, { id: upload.id }, { lockMode: LockMode.PESSIMISTIC_WRITE_OR_FAIL, refresh: true });
    if (!media) throw notFound('Media object', upload.id);
    if (media.uploadedAt) throw conflict('The file of this media object has been uploaded already.');
    if (media.uploadExpired) throw uploadWindowPassed();
    if (contentTypeEssence(upload.contentType ?? '') !== media.contentType) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The upload must be sent with Content-Type ${media.contentType}.`);
    }
    if (upload.contentLength !== undefined && upload.contentLength > media.sizeBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than the declared ${media.sizeBytes} bytes.`);
    }
    if (upload.contentLength !== undefined && upload.contentLength < media.sizeBytes) {
      throw validationFailed(`The upload has ${upload.contentLength} bytes; ${media.sizeBytes} were declared.`);
    }
    const [live] = await scoped.execute<{ n: number }[]>(
      'select count(*)::int as n from media_upload where org_id = ? and media_id = ? and lease_until > clock_timestamp()',
      [media.orgId, media.id],
    );
    if (live!.n) throw beingUploaded();
    await scoped.execute('delete from media_upload where org_id = ? and media_id = ?', [media.orgId, media.id]);
    await scoped.execute(
      `insert into media_upload (org_id, media_id, attempt_id, lease_until) values (?, ?, ?, clock_timestamp() + ? * interval '1 millisecond')`,
      [media.orgId, media.id, attemptId, leaseMs],
    );
    return media;
  });
}

/**
 * Stores the file of a media object (the signed upload address has already
 * been checked): exactly the declared content type and size, content of
 * that type, once. No transaction stays open while the body arrives: the
 * upload claims the media object (claimUpload), stages the content (chunk
 * by chunk in short transactions, or to the S3 bucket), renewing its claim's
 * lease meanwhile, then publishes it in one short transaction that sets
 * `uploaded_at` with the checksum. Until that commits the upload does not
 * count, so after a failure or a crash anywhere the same address can simply
 * be tried again: at once after a failure (the claim and its staged chunks
 * are deleted), once the lease (`idleMs`) has lapsed after a crash.
 */
export async function storeUpload(em: EntityManager, storage: MediaStorage, upload: Upload): Promise<MediaObject> {
  const attemptId = newId();
  const leaseMs = upload.pace.idleMs;
  let claimed = false;
  let lost = false;
  let renewal: NodeJS.Timeout | undefined;
  // Within a transaction of the caller's (the demo seed), the upload can only be staged in it: nobody else sees its
  // claim before it commits, so there is no lease to renew. Otherwise each write is a transaction of its own.
  const inCallersTransaction = em.isInTransaction();
  const scope: OrgScope = (work) => withinOrgScope(inCallersTransaction ? em : em.fork(), upload.orgId, work);
  const attempt = { orgId: upload.orgId, mediaId: upload.id, attemptId };
  try {
    const media = await claimUpload(em, upload, attemptId, leaseMs);
    claimed = true;
    // The lease outlives a slow chunk write or a stall within idleMs; a renewal that finds the claim gone ends the upload.
    const renewLease = () =>
      void scope((scoped) =>
        scoped.execute<{ n: number }[]>(
          `with renewed as (update media_upload set lease_until = clock_timestamp() + ? * interval '1 millisecond'
                             where org_id = ? and media_id = ? and attempt_id = ? returning 1)
           select count(*)::int as n from renewed`,
          [leaseMs, upload.orgId, upload.id, attemptId],
        ),
      ).then(
        ([renewed]) => (lost ||= renewed!.n === 0),
        // A database fault here shows in the next chunk write or in publishing; the lease covers a short outage.
        () => undefined,
      );
    if (!inCallersTransaction) {
      renewal = setInterval(renewLease, leaseMs / 3);
      renewal.unref();
    }
    async function* unlessLost(content: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
      for await (const piece of content) {
        if (lost) throw beingUploaded();
        yield piece;
      }
    }
    const digest = createHash('sha256');
    await storage.stage(attempt, unlessLost(ofDeclaredType(exactly(upload, media.sizeBytes, digest), media.contentType)), scope);
    clearInterval(renewal);
    const stored = await withinOrgScope(em, upload.orgId, async (scoped) => {
      const current = await scoped.findOne(MediaObject, { id: upload.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const claim = await scoped.execute('select 1 from media_upload where org_id = ? and media_id = ? and attempt_id = ? for update', [
        upload.orgId,
        upload.id,
        attemptId,
      ]);
      if (!current || current.uploadedAt || !claim.length) throw beingUploaded();
      if (current.uploadExpired) throw uploadWindowPassed();
      if (!isCounted(current)) await countStored(scoped, current);
      await storage.publish(scoped, attempt);
      await scoped.execute('delete from media_upload where org_id = ? and media_id = ? and attempt_id = ?', [upload.orgId, upload.id, attemptId]);
      current.uploadedAt = new Date();
      current.sha256 = digest.digest('hex');
      // Whoever holds the signed upload address uploads: the event names no actor.
      await recordEvent(scoped, { orgId: current.orgId, actorUserId: null }, { type: 'media.uploaded', subject: current });
      return current;
    });
    claimed = false;
    return stored;
  } catch (error) {
    throw uploadRefusal(error, upload);
  } finally {
    clearInterval(renewal);
    // A failed attempt gives its claim back at once, and its staged chunks with it; if the database cannot
    // be reached now, the lease lapses and the next attempt (or purgeAbandonedUploads) does it.
    if (claimed) {
      await scope((scoped) =>
        scoped.execute('delete from media_upload where org_id = ? and media_id = ? and attempt_id = ?', [upload.orgId, upload.id, attemptId]),
      ).catch(() => undefined);
    }
  }
}

/**
 * Forgets up to `limit` upload attempts whose lease lapsed (their process died, or lost
 * the database) and everything they staged, in every org; answers how many.
 * A later attempt at the same media object does this for that one anyway;
 * this is for the ones never tried again. Runs as the service's own role.
 */
export async function purgeAbandonedUploads(em: EntityManager, limit: number): Promise<number> {
  // The database's clock, which set the leases: now() (the transaction's start), as Citus refuses a volatile clock in a distributed DELETE.
  const { affectedRows } = await em.execute<QueryResult>(
    'delete from media_upload where (org_id, media_id) in (select org_id, media_id from media_upload where lease_until < now() order by lease_until limit ?)',
    [limit],
    'run',
  );
  return affectedRows;
}

/**
 * Declared media objects whose upload window passed without an upload and with
 * no upload in progress (a live lease): up to `limit` of them, in every org,
 * are marked expired and their sizes given back to their orgs' quotas, each
 * org's in a transaction of its own (one shard on Citus). An upload still
 * running holds its lease, so it is never expired under it; publishing checks
 * the mark under the same row lock. Answers how many. Runs as the service's own role.
 */
export async function expireAwaitedUploads(em: EntityManager, limit: number): Promise<number> {
  const awaited = `uploaded_at is null and not upload_expired and upload_expires_at < now()
    and not exists (select 1 from media_upload u where u.org_id = m.org_id and u.media_id = m.id and u.lease_until > now())`;
  const due = await withinServiceScope(em, (tx) =>
    tx.execute<{ org_id: string; id: string }[]>(`select org_id, id from media_object m where ${awaited} order by upload_expires_at limit ?`, [limit]),
  );
  const byOrg = Map.groupBy(due, (row) => row.org_id);
  let expired = 0;
  for (const [orgId, rows] of byOrg) {
    expired += await withinServiceScope(em, async (tx) => {
      const gone = await tx.execute<{ size_bytes: string }[]>(
        `update media_object m set upload_expired = true where org_id = ? and id in (?) and ${awaited} returning size_bytes`,
        [orgId, rows.map((row) => row.id)],
      );
      if (gone.length) await releaseFromQuota(tx, orgId, gone.reduce((sum, row) => sum + Number(row.size_bytes), 0), gone.length);
      return gone.length;
    });
  }
  return expired;
}

/**
 * The media objects of verification documents. Whoever may read a record may
 * see what its documents are (a reviewer, the subject), whoever uploaded them;
 * reading the files themselves still follows the media rule.
 */
export async function mediaOfDocuments(ctx: ServiceContext, ids: readonly string[]): Promise<(MediaObject | AppError)[]> {
  return inIdOrder(ids, await rowsByIds(ctx.em, MediaObject, ctx.actor.orgId, ids), 'Media object');
}
