import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
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
import { StoredAlready, type MediaStorage } from '../storage/media-storage.js';
import { inTransaction, underArgument, type ServiceContext } from './context.js';
import { inIdOrder, newId } from './ids.js';
import { readableProperty, readableUnit, readableVerification } from './readable.js';

export interface CreateMediaInput {
  filename: string;
  contentType: string;
  ownerId: string;
  ownerType: MediaOwnerType;
  kind: MediaKind;
  sizeBytes: number;
}

const storageKey = (media: Pick<MediaObject, 'orgId' | 'id'>) => `${media.orgId}/${media.id}`;

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
  const documents = await ctx.em.find(VerificationDocument, { mediaObjectId: { $in: closed.map((row) => row.id) } });
  const records = documents.length ? await ctx.em.find(VerificationRecord, { id: { $in: documents.map((document) => document.recordId) } }) : [];
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
  return inIdOrder(ids, await readableAmong(ctx, await ctx.em.find(MediaObject, { id: { $in: [...ids] } })), 'Media object');
}

/** One media object the caller may read (see readableAmong). */
export async function mediaForReading(ctx: ServiceContext, id: string): Promise<MediaObject> {
  const [media] = await mediaByIds(ctx, [id]);
  if (media instanceof AppError) throw media;
  return media!;
}

/** The stored file of a media object the caller may read; NOT_FOUND until it is uploaded. */
export async function mediaContent(ctx: ServiceContext, id: string, storage: MediaStorage) {
  const media = await mediaForReading(ctx, id);
  const content = media.uploadedAt ? await storage.get(storageKey(media)) : null;
  if (!content) throw new AppError('NOT_FOUND', `Media object ${id} has no uploaded content yet.`);
  return { media, content };
}

export interface Upload {
  id: string;
  contentType: string | undefined;
  contentLength: number | undefined;
  body: Readable | undefined;
}

/** Passes the body on while it stays within the declared size, and fails unless it is exactly that size. */
async function* exactly(body: Readable | undefined, size: number): AsyncGenerator<Uint8Array> {
  let received = 0;
  // Leave the request stream open on refusal so the error answer can still be sent on its connection.
  for await (const chunk of body?.iterator({ destroyOnReturn: false }) ?? []) {
    received += (chunk as Uint8Array).length;
    if (received > size) throw new AppError('PAYLOAD_TOO_LARGE', `The upload is larger than the declared ${size} bytes.`);
    yield chunk as Uint8Array;
  }
  if (received !== size) throw validationFailed(`The upload has ${received} bytes; ${size} were declared.`);
}

/**
 * Stores the file of a media object (the signed upload address has already
 * been checked): exactly the declared content type and size, once. `em` sees
 * only the media object's org.
 */
export async function storeUpload(em: EntityManager, storage: MediaStorage, upload: Upload): Promise<MediaObject> {
  const media = await em.findOne(MediaObject, { id: upload.id });
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
  try {
    await storage.put(storageKey(media), exactly(upload.body, media.sizeBytes));
  } catch (error) {
    if (error instanceof StoredAlready) throw conflict('The file of this media object has been uploaded already.');
    // The client went away before the end of its body: its request failed, not our storage nor the database.
    if (!(error instanceof AppError) && upload.body?.errored) throw validationFailed(`The upload ended before its declared ${media.sizeBytes} bytes.`);
    throw error;
  }
  const uploadedAt = new Date();
  const marked = await em.nativeUpdate(MediaObject, { id: media.id, uploadedAt: null }, { uploadedAt }).catch(async (error: unknown) => {
    // A file stored but never recorded would refuse every retry (409): take it back, but only when the row
    // certainly says not uploaded, since the update may have committed before its answer was lost.
    const recorded = await em.findOne(MediaObject, { id: media.id }, { refresh: true }).then(
      (row) => row?.uploadedAt ?? null,
      () => undefined,
    );
    if (recorded === null) await storage.remove(storageKey(media)).catch(() => undefined);
    throw error;
  });
  if (!marked) throw conflict('The file of this media object has been uploaded already.');
  media.uploadedAt = uploadedAt;
  return media;
}

/**
 * The media objects of verification documents. Whoever may read a record may
 * see what its documents are (a reviewer, the subject), whoever uploaded them;
 * reading the files themselves still follows the media rule.
 */
export async function mediaOfDocuments(ctx: ServiceContext, ids: readonly string[]): Promise<(MediaObject | AppError)[]> {
  return inIdOrder(ids, await ctx.em.find(MediaObject, { id: { $in: [...ids] } }), 'Media object');
}
