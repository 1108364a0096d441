import { z } from 'zod';
import type { MediaObject } from '../../db/entities/media-object.js';
import { mediaKinds, mediaOwnerTypes, type MediaUsage as MediaUsageView } from '../../domain/media/media.js';
import { createMediaObject, deleteMediaObject, mediaByIds, mediaForReading, mediaUsage } from '../../services/media/media.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { NodeRef } from './node.js';
import { inputRules, requiredText } from './validators.js';

export const MediaOwnerType = builder.enumType('MediaOwnerType', {
  description: 'What a media object belongs to: ownerId names a property, a unit, a verification record, or the caller (USER).',
  values: mediaOwnerTypes,
});
export const MediaKind = builder.enumType('MediaKind', { values: mediaKinds });

export const MediaObjectRef = builder.loadableObjectRef<MediaObject, string>('MediaObject', {
  load: (ids, ctx) => mediaByIds(ctx.service(), ids),
  sort: (media) => media.id,
});

MediaObjectRef.implement({
  interfaces: [NodeRef],
  description: 'A file record. Its content is uploaded to the signed uploadUrl and read at GET /media/{id}/content.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    ownerId: t.expose('ownerId', { type: 'UUID' }),
    ownerType: t.expose('ownerType', { type: MediaOwnerType }),
    ownerUserId: t.expose('ownerUserId', { type: 'UUID', description: 'The user who created the media object.' }),
    kind: t.expose('kind', { type: MediaKind }),
    filename: t.exposeString('filename'),
    contentType: t.exposeString('contentType'),
    sizeBytes: t.expose('sizeBytes', { type: 'SafeInt' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime', nullable: true, description: 'Null until the file is uploaded.' }),
    sha256: t.exposeString('sha256', { nullable: true, description: 'Hex SHA-256 of the uploaded file, null until it is uploaded.' }),
  }),
});

const MediaUpload = builder.objectRef<{ media: MediaObject; uploadUrl: string }>('MediaUpload').implement({
  description: 'A new media object and where to upload its file.',
  fields: (t) => ({
    media: t.field({ type: MediaObjectRef, resolve: (upload) => upload.media }),
    uploadUrl: t.exposeString('uploadUrl', {
      description: 'Absolute, signed and expiring: PUT the file there with its declared Content-Type and exactly sizeBytes bytes.',
    }),
  }),
});

const CreateMediaObjectInput = builder.inputType('CreateMediaObjectInput', {
  fields: (t) => ({
    filename: t.string({ required: true }),
    contentType: t.string({ required: true, description: 'One of the allowed types (by default JPEG, PNG, WebP images and PDF).' }),
    ownerId: t.field({ type: 'UUID', required: true }),
    ownerType: t.field({ type: MediaOwnerType, required: true }),
    kind: t.field({ type: MediaKind, required: true }),
    sizeBytes: t.field({
      type: 'SafeInt',
      required: true,
      description: 'The exact size of the file, at least 1 byte and at most the configured maximum.',
    }),
  }),
  validate: inputRules({ filename: requiredText(255), contentType: requiredText(255), sizeBytes: z.number().int().min(1) }),
});

builder.queryField('mediaObject', (t) =>
  t.field({
    type: MediaObjectRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => mediaForReading(ctx.service(), id),
  }),
);

builder.mutationField('createMediaObject', (t) =>
  t.field({
    type: MediaUpload,
    description:
      "A media object and the address to upload its file to. Its size counts against the org's media quota (mediaUsage) until it is deleted, " +
      'or until its upload address expires unused; one that would pass the quota is refused with CONFLICT.',
    args: { input: t.arg({ type: CreateMediaObjectInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      const media = await createMediaObject(ctx.service(), input, ctx.media.limits);
      return { media, uploadUrl: ctx.media.uploadUrlFor(media) };
    },
  }),
);

const MediaUsage = builder.objectRef<MediaUsageView>('MediaUsage').implement({
  description:
    "What the org's media objects hold, uploaded or awaiting their upload, against its quota. A media object that would pass either maximum is refused (CONFLICT) until others are deleted or expire.",
  fields: (t) => ({
    bytes: t.expose('bytes', { type: 'SafeInt' }),
    objects: t.expose('objects', { type: 'SafeInt' }),
    maxBytes: t.expose('maxBytes', { type: 'SafeInt', description: 'MEDIA_BYTES_PER_ORG (5 GiB by default).' }),
    maxObjects: t.expose('maxObjects', { type: 'SafeInt', description: 'MEDIA_OBJECTS_PER_ORG (100,000 by default).' }),
  }),
});

builder.queryField('mediaUsage', (t) =>
  t.field({
    type: MediaUsage,
    description: "The org's media usage and quota. MANAGER or ADMIN.",
    resolve: (_, __, ctx) => mediaUsage(ctx.service(), ctx.media.limits),
  }),
);

builder.mutationField('deleteMediaObject', (t) =>
  t.field({
    type: 'UUID',
    description:
      "Deletes a media object and its file, giving its size back to the org's quota; answers its id. Its creator, a MANAGER or an ADMIN. " +
      'One a verification document or a maintenance request names is kept (CONFLICT).',
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => deleteMediaObject(ctx.service(), id, ctx.media.storage),
  }),
);
