import { type Actor, hasRole, managesOrg } from '../roles.js';
import { conflict, forbidden, invalidTransition, validationFailed } from '../errors.js';

export const verificationKinds = ['OWNER_KYC', 'PROPERTY_PROOF'] as const;
export type VerificationKind = (typeof verificationKinds)[number];

export const proofTypes = ['OWNERSHIP', 'MANDATE'] as const;
export type ProofType = (typeof proofTypes)[number];

export const verificationStatuses = [
  'DRAFT',
  'SUBMITTED',
  'UNDER_REVIEW',
  'MORE_INFO_REQUESTED',
  'APPROVED',
  'REJECTED',
  'REVOKED',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const documentRoles = ['SELF_ID', 'PROOF_OF_OWNERSHIP', 'ATTESTATION', 'OWNER_MANDATE', 'OWNER_ID', 'OTHER'] as const;
export type DocumentRole = (typeof documentRoles)[number];

export const certifyingAuthorities = ['POLICE', 'MAIRIE', 'NOTARY', 'NONE'] as const;
export type CertifyingAuthority = (typeof certifyingAuthorities)[number];

export const identityDocumentTypes = ['NATIONAL_ID', 'PASSPORT', 'RESIDENCE_PERMIT', 'DRIVER_LICENSE'] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

/** A record holds at most this many documents (the contract's `documents` is a bounded array). */
export const MAX_DOCUMENTS = 20;

export type VerificationAction = 'submit' | 'startReview' | 'requestInfo' | 'approve' | 'reject' | 'revoke';

/** Every move the state machine allows (SPEC.md section 4); anything else is INVALID_TRANSITION. */
const moves: Record<VerificationAction, { from: readonly VerificationStatus[]; to: VerificationStatus }> = {
  submit: { from: ['DRAFT', 'MORE_INFO_REQUESTED'], to: 'SUBMITTED' },
  startReview: { from: ['SUBMITTED'], to: 'UNDER_REVIEW' },
  requestInfo: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'MORE_INFO_REQUESTED' },
  approve: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'APPROVED' },
  reject: { from: ['SUBMITTED', 'UNDER_REVIEW'], to: 'REJECTED' },
  revoke: { from: ['APPROVED'], to: 'REVOKED' },
};

/** Statuses in which documents may be added. */
const editableStatuses: readonly VerificationStatus[] = ['DRAFT', 'MORE_INFO_REQUESTED'];

export interface VerificationFacts {
  kind: VerificationKind;
  proofType?: ProofType | null;
  status: VerificationStatus;
  subjectUserId: string;
}

export function nextVerificationStatus(status: VerificationStatus, action: VerificationAction): VerificationStatus {
  const move = moves[action];
  if (!move.from.includes(status)) {
    throw invalidTransition(`A ${status} verification record cannot ${actionWords[action]}; only ${move.from.join(' or ')} can.`);
  }
  return move.to;
}

const actionWords: Record<VerificationAction, string> = {
  submit: 'be submitted',
  startReview: 'be taken into review',
  requestInfo: 'be sent back for more information',
  approve: 'be approved',
  reject: 'be rejected',
  revoke: 'be revoked',
};

export function assertTakesDocuments(record: VerificationFacts, documentCount: number): void {
  if (!editableStatuses.includes(record.status)) {
    throw invalidTransition(`Documents can be added to DRAFT or MORE_INFO_REQUESTED records only; this one is ${record.status}.`);
  }
  if (documentCount >= MAX_DOCUMENTS) throw conflict(`A verification record holds at most ${MAX_DOCUMENTS} documents.`);
}

/** The document roles a submission needs, per kind and proof type. */
function requiredDocumentRoles(record: Pick<VerificationFacts, 'kind' | 'proofType'>): DocumentRole[] {
  if (record.kind === 'OWNER_KYC') return ['SELF_ID'];
  return record.proofType === 'MANDATE' ? ['OWNER_MANDATE', 'OWNER_ID'] : ['PROOF_OF_OWNERSHIP'];
}

/** Submit: DRAFT|MORE_INFO_REQUESTED -> SUBMITTED, once the documents the kind needs are there. */
export function assertSubmittable(record: VerificationFacts, documentRolesPresent: readonly DocumentRole[]): VerificationStatus {
  const next = nextVerificationStatus(record.status, 'submit');
  const missing = requiredDocumentRoles(record).filter((role) => !documentRolesPresent.includes(role));
  if (missing.length) throw invalidTransition(`The record needs a ${missing.join(' and a ')} document before it is submitted.`);
  return next;
}

export interface DocumentFacts {
  role: DocumentRole;
  documentType?: IdentityDocumentType | null;
  certifiedOn?: string | null;
  expiresOn?: string | null;
}

/** Field rules of a document; dates are `YYYY-MM-DD`, so string order is calendar order. */
export function assertDocumentValid(document: DocumentFacts, today: string): void {
  const issues = [];
  if ((document.role === 'SELF_ID' || document.role === 'OWNER_ID') && !document.documentType) {
    issues.push({ path: 'documentType', message: `documentType is required for a ${document.role} document.` });
  }
  if (document.certifiedOn && document.certifiedOn > today) {
    issues.push({ path: 'certifiedOn', message: 'certifiedOn cannot be in the future.' });
  }
  if (document.expiresOn && document.expiresOn < today) {
    issues.push({ path: 'expiresOn', message: 'The document has expired.' });
  }
  if (document.expiresOn && document.certifiedOn && document.expiresOn <= document.certifiedOn) {
    issues.push({ path: 'expiresOn', message: 'expiresOn must be after certifiedOn.' });
  }
  if (issues.length) throw validationFailed('The document is not valid.', issues);
}

/** The subject and the org's managers and admins see a record; nobody else. */
export function canReadVerification(actor: Actor, record: Pick<VerificationFacts, 'subjectUserId'>): boolean {
  return managesOrg(actor) || record.subjectUserId === actor.userId;
}

/**
 * Adding documents and submitting: the KYC subject for its own KYC; for a
 * property proof the property owner (its subject) or a manager.
 */
export function assertCanPrepareVerification(actor: Actor, record: VerificationFacts): void {
  if (record.subjectUserId === actor.userId) return;
  if (record.kind === 'PROPERTY_PROOF' && managesOrg(actor)) return;
  throw forbidden('Only the subject of this verification record may change it.');
}

/** Reviews are for admins, and never of a record about themselves. */
export function assertCanReviewVerifications(actor: Actor): void {
  if (!hasRole(actor, 'ADMIN')) throw forbidden('Only administrators review verification records.');
}

export function assertCanReview(actor: Actor, record: Pick<VerificationFacts, 'subjectUserId'>): void {
  assertCanReviewVerifications(actor);
  if (record.subjectUserId === actor.userId) throw forbidden('Administrators never review a verification record about themselves.');
}

