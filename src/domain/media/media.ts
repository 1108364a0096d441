import { type Actor, managesOrg } from '../roles.js';
import { AppError, validationFailed, type FieldIssue } from '../errors.js';

export const mediaOwnerTypes = ['PROPERTY', 'UNIT', 'VERIFICATION', 'USER'] as const;
export type MediaOwnerType = (typeof mediaOwnerTypes)[number];

export const mediaKinds = ['PHOTO', 'DOCUMENT'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export interface MediaLimits {
  maxBytes: number;
  /** Allowed content types, lower case. */
  contentTypes: readonly string[];
  /** Each org's quota (MEDIA_BYTES_PER_ORG, MEDIA_OBJECTS_PER_ORG): its media objects uploaded or awaiting their upload. */
  bytesPerOrg: number;
  objectsPerOrg: number;
  /** Seconds a declared media object awaits its upload: its upload address's lifetime (UPLOAD_URL_TTL_SECONDS). */
  uploadUrlTtl: number;
}

/** What an org's media objects hold, uploaded or awaiting their upload, against its quota. */
export interface MediaUsage {
  bytes: number;
  objects: number;
  maxBytes: number;
  maxObjects: number;
}

/** A new media object of `sizeBytes` would take the org past its quota (409: the org's state, not the request, is at fault). */
export function quotaReached(usage: MediaUsage, sizeBytes: number): AppError {
  return new AppError(
    'CONFLICT',
    `The organisation's media quota is reached: its media objects (uploaded or awaiting their upload) hold ${usage.bytes} of its ${usage.maxBytes} bytes ` +
      `and number ${usage.objects} of its ${usage.maxObjects}; this one declares ${sizeBytes} bytes. Delete media objects it no longer needs first.`,
  );
}

/** The uploader, and the org's managers and admins, may delete a media object. */
export const canDeleteMedia = (actor: Actor, media: Pick<MediaFacts, 'ownerUserId'>) => media.ownerUserId === actor.userId || managesOrg(actor);

interface MediaFacts {
  ownerUserId: string;
  kind: MediaKind;
}

/** `image/PNG; charset=x` and `image/png` name the same type: compare the lower-case essence. */
export function contentTypeEssence(value: string): string {
  return value.split(';')[0]!.trim().toLowerCase();
}

export function assertMediaRequestAllowed(request: { contentType: string; sizeBytes: number }, limits: Pick<MediaLimits, 'maxBytes' | 'contentTypes'>): void {
  const issues: FieldIssue[] = [];
  if (!limits.contentTypes.includes(contentTypeEssence(request.contentType))) {
    issues.push({ path: 'contentType', message: `Must be one of ${limits.contentTypes.join(', ')}.` });
  }
  if (request.sizeBytes > limits.maxBytes) {
    issues.push({ path: 'sizeBytes', message: `Must be at most ${limits.maxBytes} bytes.` });
  }
  if (issues.length) throw validationFailed('The media object is not valid.', issues);
}

/** Detected types that are a declared one: an animated PNG is a PNG. */
const detectedAs: Record<string, readonly string[]> = { 'image/png': ['image/png', 'image/apng'] };

/**
 * An upload's content must be of its declared type, as far as its first bytes
 * tell (`detected`, by magic numbers). A type that can be recognised so
 * (`recognisable`: images, PDF, archives, executables) must be recognised as
 * itself; a type that cannot (text formats) is taken as declared unless the
 * bytes are recognisably something else, a PDF sent as text/csv say.
 */
export function assertContentOfDeclaredType(declared: string, detected: string | undefined, recognisable: boolean): void {
  if (detected ? (detectedAs[declared] ?? [declared]).includes(detected) : !recognisable) return;
  const found = detected ? `is ${detected}` : 'is not recognisably';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The upload's content ${found}${detected ? ', not' : ''} ${declared}, the declared type.`);
}

/**
 * Photos are for everyone in the org; documents (identity papers, deeds) only
 * for whoever uploaded them and the org's managers and admins.
 */
export function canReadMedia(actor: Actor, media: MediaFacts): boolean {
  return media.kind === 'PHOTO' || media.ownerUserId === actor.userId || managesOrg(actor);
}
