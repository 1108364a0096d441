import { type Actor, managesOrg } from './roles.js';
import { validationFailed, type FieldIssue } from './errors.js';

export const mediaOwnerTypes = ['PROPERTY', 'UNIT', 'VERIFICATION', 'USER'] as const;
export type MediaOwnerType = (typeof mediaOwnerTypes)[number];

export const mediaKinds = ['PHOTO', 'DOCUMENT'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export interface MediaLimits {
  maxBytes: number;
  /** Allowed content types, lower case. */
  contentTypes: readonly string[];
}

interface MediaFacts {
  ownerUserId: string;
  kind: MediaKind;
}

/** `image/PNG; charset=x` and `image/png` name the same type: compare the lower-case essence. */
export function contentTypeEssence(value: string): string {
  return value.split(';')[0]!.trim().toLowerCase();
}

export function assertMediaRequestAllowed(request: { contentType: string; sizeBytes: number }, limits: MediaLimits): void {
  const issues: FieldIssue[] = [];
  if (!limits.contentTypes.includes(contentTypeEssence(request.contentType))) {
    issues.push({ path: 'contentType', message: `Must be one of ${limits.contentTypes.join(', ')}.` });
  }
  if (request.sizeBytes > limits.maxBytes) {
    issues.push({ path: 'sizeBytes', message: `Must be at most ${limits.maxBytes} bytes.` });
  }
  if (issues.length) throw validationFailed('The media object is not valid.', issues);
}

/**
 * Photos are for everyone in the org; documents (identity papers, deeds) only
 * for whoever uploaded them and the org's managers and admins.
 */
export function canReadMedia(actor: Actor, media: MediaFacts): boolean {
  return media.kind === 'PHOTO' || media.ownerUserId === actor.userId || managesOrg(actor);
}
