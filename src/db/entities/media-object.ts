import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { mediaKinds, mediaOwnerTypes } from '../../domain/media/media.js';
import { orgFilter } from './org-filter.js';

export const MediaObject = defineEntity({
  name: 'MediaObject',
  tableName: 'media_object',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    ownerId: p.uuid(),
    ownerType: p.enum([...mediaOwnerTypes]),
    ownerUserId: p.uuid(),
    kind: p.enum([...mediaKinds]),
    filename: p.string(),
    contentType: p.string(),
    sizeBytes: p.bigint('number'),
    createdAt: p.datetime(),
    uploadedAt: p.datetime().nullable(),
    /** Hex SHA-256 of the content, set with uploadedAt. */
    sha256: p.string().nullable(),
    /** Until when a declared object awaits its upload (its upload address's expiry); null for those the previous release declared while it still served. */
    uploadExpiresAt: p.datetime().nullable(),
    /** Its upload window passed without an upload: its size no longer counts against the org's quota, and it can no longer be uploaded. */
    uploadExpired: p.boolean().default(false),
  },
});
export type MediaObject = InferEntity<typeof MediaObject>;
