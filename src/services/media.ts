import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { MediaObject } from '../db/entities/media-object.js';
import { VerificationDocument, VerificationRecord } from '../db/entities/verification.js';
import {
  assertMediaRequestAllowed,
  canReadMedia,
  contentTypeEssence,
  type MediaKind,
  type MediaLimits,
  type MediaOwnerType,
} from '../domain/media.js';
import { assertCanManageProperty } from '../domain/property.js';
import { assertCanPrepareVerification, canReadVerification } from '../domain/verification.js';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../domain/errors.js';
import type { MediaContent, MediaKey, MediaStorage, OrgScope } from '../storage/media-storage.js';
import { inTransaction, underArgument, withinOrgScope, withinTenantScope, type ServiceContext } from './context.js';
import { recordEvent } from './events.js';
import { inIdOrder, newId } from './ids.js';
import { isLegacyUpload, legacyMediaContent } from './legacy-media.js';
import { readableProperty, readableUnit, readableVerification } from './readable.js';
import { rowsByIds, rowsWhere } from './rows.js';

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
  return inTransaction(ctx, async (em) =>
    em.create(MediaObject, {
      orgId: ctx.actor.orgId,
      id: newId(),
      ownerId: input.ownerId,
      ownerType: input.ownerType,
      ownerUserId: ctx.actor.userId,
      kind: input.kind,
      filename: input.filename,
      contentType: contentTypeEssence(input.contentType),
      sizeBytes: input.sizeBytes,
      createdAt: new Date(),
      uploadedAt: null,
    }),
  );
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

export interface Upload {
  /** The org and the media object the signed upload address names. */
  orgId: string;
  id: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable | undefined;
  /** The longest wait for the next bytes of the body: a stalled client must not hold its transaction open. */
  idleMs: number;
}

/** The pieces of the body, failing when none arrives for `idleMs`. */
async function* piecesOf(body: Readable | undefined, idleMs: number): AsyncGenerator<Uint8Array> {
  if (!body) return;
  // Leave the request stream open on refusal so the error answer can still be sent on its connection.
  const pieces = body.iterator({ destroyOnReturn: false });
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(validationFailed(`The upload stalled: no bytes arrived for ${idleMs / 1000} s.`)), idleMs);
    });
    const next = await Promise.race([pieces.next(), stalled]).finally(() => clearTimeout(timer));
    if (next.done) return;
    yield next.value as Uint8Array;
  }
}

/**
 * Passes the body on while it stays within the declared size, and fails
 * unless it is exactly that size; `digest` has its SHA-256 once it is whole.
 */
async function* exactly(upload: Upload, size: number, digest: Hash): AsyncGenerator<Uint8Array> {
  let received = 0;
  for await (const piece of piecesOf(upload.body, upload.idleMs)) {
    received += piece.length;
    if (received > size) throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than the declared ${size} bytes.`);
    digest.update(piece);
    yield piece;
  }
  if (received !== size) throw validationFailed(`The upload has ${received} bytes; ${size} were declared.`);
}

/** PostgreSQL's disk_full. */
const DISK_FULL = '53100';
/** PostgreSQL's lock_not_available: another upload of the same media object holds its row. */
const LOCK_NOT_AVAILABLE = '55P03';

/** What a failed upload tells its client; the database's own faults (503) pass unchanged. */
function uploadRefusal(error: unknown, upload: Upload): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === LOCK_NOT_AVAILABLE) return conflict('The file of this media object is being uploaded by another request.');
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
 * Stores the file of a media object (the signed upload address has already
 * been checked): exactly the declared content type and size, once. One
 * transaction under the org's row-level security scope holds the media
 * object's row, writes the content and sets `uploaded_at` with the checksum:
 * until that commits the upload does not count, so after a failure or a crash
 * anywhere the same address can simply be tried again (storage outside the
 * database is written again, whole). A second upload while one is streaming
 * is refused (409) at once rather than queued behind the row lock.
 */
export async function storeUpload(em: EntityManager, storage: MediaStorage, upload: Upload): Promise<MediaObject> {
  try {
    return await withinOrgScope(em, upload.orgId, async (scoped) => {
      const media = await scoped.findOne(MediaObject, { id: upload.id }, { lockMode: LockMode.PESSIMISTIC_WRITE_OR_FAIL, refresh: true });
      if (!media) throw notFound('Media object', upload.id);
      if (media.uploadedAt) throw conflict('The file of this media object has been uploaded already.');
      if (contentTypeEssence(upload.contentType ?? '') !== media.contentType) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The upload must be sent with Content-Type ${media.contentType}.`);
      }
      if (upload.contentLength !== undefined && upload.contentLength > media.sizeBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than the declared ${media.sizeBytes} bytes.`);
      }
      if (upload.contentLength !== undefined && upload.contentLength < media.sizeBytes) {
        throw validationFailed(`The upload has ${upload.contentLength} bytes; ${media.sizeBytes} were declared.`);
      }
      const digest = createHash('sha256');
      await storage.write(scoped, keyOf(media), exactly(upload, media.sizeBytes, digest));
      media.uploadedAt = new Date();
      media.sha256 = digest.digest('hex');
      // Whoever holds the signed upload address uploads: the event names no actor.
      await recordEvent(scoped, { orgId: media.orgId, actorUserId: null }, { type: 'media.uploaded', subject: media });
      return media;
    });
  } catch (error) {
    throw uploadRefusal(error, upload);
  }
}

/**
 * The media objects of verification documents. Whoever may read a record may
 * see what its documents are (a reviewer, the subject), whoever uploaded them;
 * reading the files themselves still follows the media rule.
 */
export async function mediaOfDocuments(ctx: ServiceContext, ids: readonly string[]): Promise<(MediaObject | AppError)[]> {
  return inIdOrder(ids, await rowsByIds(ctx.em, MediaObject, ctx.actor.orgId, ids), 'Media object');
}
