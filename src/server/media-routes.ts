import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { validate as isUuid } from 'uuid';
import type { Orm } from '../db/orm.js';
import { AppError, tokenRequired, validationFailed } from '../domain/errors.js';
import { orgEntityManager, serviceContextFor } from '../services/context.js';
import { attachmentDisposition, mediaContent, storeUpload } from '../services/media/media.js';
import type { MediaStorage } from '../storage/media-storage.js';
import type { Config } from './config.js';
import type { Authenticator } from './auth.js';
import type { UploadUrls } from './upload-urls.js';
import { lingerAfterAnswer } from './connections.js';

/** The signed upload address's route: its body is paced by the upload itself (MEDIA_UPLOAD_MIN_BYTES_PER_SECOND). */
export const UPLOAD_ROUTE = '/media/:id/upload';
const UPLOAD_PATH = /^\/media\/[^/?]+\/upload(?:\?|$)/;
/** Whether a request, before routing, is an upload to its signed address. */
export const isUpload = (request: { method?: string; url?: string }) => request.method === 'PUT' && UPLOAD_PATH.test(request.url ?? '');

export interface MediaRoutesOptions {
  orm: Orm;
  storage: MediaStorage;
  uploadUrls: UploadUrls;
  authenticator: Authenticator;
  timeZone: string;
  limits: Pick<Config['media'], 'concurrentUploads' | 'concurrentUploadsPerOrg' | 'uploadPace' | 'legacyDir'>;
}

/**
 * The upload surface (SPEC.md section 1): `PUT` to a signed upload address
 * stores a media object's file, `GET /media/{id}/content` reads it back
 * (streamed, or a redirect to the file store's own short-lived address).
 * Registered in a scope of its own, so only here is a body taken as a raw
 * stream of any content type; the service counts it against the declared size
 * while it streams to storage, so nothing large is ever held in memory, and
 * no transaction is held while it arrives. Uploads streaming at once are
 * bounded in all and per org, checked before any database work, so one org's
 * slow uploads cannot keep another's out. Ids
 * are UUIDs, matched in lower case whatever case the path spells them in.
 */
export function registerMediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): void {
  const { orm, storage, uploadUrls, authenticator, timeZone, limits } = options;
  // Each upload holds memory and writes through the pool while it streams; past a limit, refuse (503) rather than queue.
  let uploading = 0;
  const uploadingOf = new Map<string, number>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // An upload refused before its end leaves bytes unread on the connection: close it rather than reuse it, once the
  // client has had the answer (lingerAfterAnswer).
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'PUT' || request.raw.readableEnded) return;
    reply.header('connection', 'close');
    lingerAfterAnswer(request.raw.socket);
  });
  // A full database disk or an unreachable file store needs an operator: say so once per refused request, with the cause.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError) || error.cause === undefined) return;
    if (error.code === 'INSUFFICIENT_STORAGE') request.log.error({ err: error.cause }, 'database disk full: upload refused');
    if (error.code === 'UNAVAILABLE') request.log.error({ err: error.cause }, 'file store unavailable');
  });

  app.put<{ Params: { id: string }; Querystring: Record<string, unknown> }>(UPLOAD_ROUTE, async (request, reply) => {
    const target = uploadUrls.verify(request.params.id, request.query);
    const ofOrg = uploadingOf.get(target.orgId) ?? 0;
    if (ofOrg >= limits.concurrentUploadsPerOrg) {
      throw new AppError('UNAVAILABLE', `This organisation has ${ofOrg} uploads in progress, its limit (${limits.concurrentUploadsPerOrg}); try again when one has ended.`);
    }
    if (uploading >= limits.concurrentUploads) {
      throw new AppError('UNAVAILABLE', `Too many uploads are in progress (at most ${limits.concurrentUploads} at once); try again shortly.`);
    }
    const length = request.headers['content-length'];
    uploading++;
    uploadingOf.set(target.orgId, ofOrg + 1);
    const media = await storeUpload(orgEntityManager(orm, target.orgId), storage, {
      orgId: target.orgId,
      id: target.id,
      contentType: request.headers['content-type'],
      contentLength: length === undefined ? undefined : Number(length),
      body: request.body as Readable | undefined,
      pace: limits.uploadPace,
    }).finally(() => {
      uploading--;
      const left = uploadingOf.get(target.orgId)! - 1;
      if (left) uploadingOf.set(target.orgId, left);
      else uploadingOf.delete(target.orgId);
    });
    return reply.code(200).send({ id: media.id, sizeBytes: media.sizeBytes, uploadedAt: media.uploadedAt });
  });

  app.get<{ Params: { id: string } }>('/media/:id/content', async (request, reply) => {
    const actor = await authenticator.authenticate(request.headers.authorization ?? null);
    if (!actor) throw tokenRequired();
    const id = request.params.id.toLowerCase();
    if (!isUuid(id)) throw validationFailed('The media object id is not valid.', [{ path: 'id', message: 'Invalid UUID' }]);
    const { media, content } = await mediaContent(serviceContextFor(orm, actor, timeZone), id, storage, limits.legacyDir);
    // Private content, and a redirect's address is a credential until it expires: no cache may keep either.
    reply.header('cache-control', 'private, no-store');
    if ('redirectTo' in content) return reply.redirect(content.redirectTo, 302);
    return reply
      .type(media.contentType)
      .header('content-length', String(media.sizeBytes))
      .header('content-disposition', attachmentDisposition(media.filename))
      .header('x-content-type-options', 'nosniff')
      .send(content.stream);
  });
}
