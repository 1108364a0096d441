import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/roles.js';
import {
  assertCanPrepareVerification,
  assertCanReview,
  assertDocumentValid,
  assertSubmittable,
  assertTakesDocuments,
  canReadVerification,
  MAX_DOCUMENTS,
  nextVerificationStatus,
  verificationStatuses,
  type VerificationAction,
  type VerificationFacts,
  type VerificationStatus,
} from '../../src/domain/verification/verification.js';
import { assertMediaRequestAllowed, canReadMedia } from '../../src/domain/media/media.js';

const actions: VerificationAction[] = ['submit', 'startReview', 'requestInfo', 'approve', 'reject', 'revoke'];

/** The allowed moves, written out independently of the implementation's table. */
const allowed: [VerificationStatus, VerificationAction, VerificationStatus][] = [
  ['DRAFT', 'submit', 'SUBMITTED'],
  ['MORE_INFO_REQUESTED', 'submit', 'SUBMITTED'],
  ['SUBMITTED', 'startReview', 'UNDER_REVIEW'],
  ['SUBMITTED', 'requestInfo', 'MORE_INFO_REQUESTED'],
  ['UNDER_REVIEW', 'requestInfo', 'MORE_INFO_REQUESTED'],
  ['SUBMITTED', 'approve', 'APPROVED'],
  ['UNDER_REVIEW', 'approve', 'APPROVED'],
  ['SUBMITTED', 'reject', 'REJECTED'],
  ['UNDER_REVIEW', 'reject', 'REJECTED'],
  ['APPROVED', 'revoke', 'REVOKED'],
];

const records: VerificationFacts[] = [
  { kind: 'OWNER_KYC', proofType: null, status: 'DRAFT', subjectUserId: 'subject' },
  { kind: 'PROPERTY_PROOF', proofType: 'OWNERSHIP', status: 'DRAFT', subjectUserId: 'subject' },
  { kind: 'PROPERTY_PROOF', proofType: 'MANDATE', status: 'DRAFT', subjectUserId: 'subject' },
];
/** Documents that satisfy each record above. */
const complete = { OWNER_KYC: ['SELF_ID'], OWNERSHIP: ['PROOF_OF_OWNERSHIP'], MANDATE: ['OWNER_MANDATE', 'OWNER_ID'] } as const;
const completeFor = (record: VerificationFacts) => complete[record.proofType ?? 'OWNER_KYC'];

describe.each(records)('verification state machine for $kind $proofType', (record) => {
  for (const status of verificationStatuses) {
    for (const action of actions) {
      const move = allowed.find(([from, act]) => from === status && act === action);
      if (move) {
        it(`${status} --${action}--> ${move[2]}`, () => {
          expect(nextVerificationStatus(status, action)).toBe(move[2]);
          if (action === 'submit') expect(assertSubmittable({ ...record, status }, completeFor(record))).toBe('SUBMITTED');
        });
      } else {
        it(`refuses ${action} from ${status}`, () => {
          expect(() => nextVerificationStatus(status, action)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
          if (action === 'submit') {
            expect(() => assertSubmittable({ ...record, status }, completeFor(record))).toThrow(
              expect.objectContaining({ code: 'INVALID_TRANSITION' }),
            );
          }
        });
      }
    }
    const editable = status === 'DRAFT' || status === 'MORE_INFO_REQUESTED';
    it(`${editable ? 'takes' : 'refuses'} documents when ${status}`, () => {
      const check = () => assertTakesDocuments({ ...record, status }, 0);
      if (editable) expect(check).not.toThrow();
      else expect(check).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    });
  }

  it('refuses to submit without the documents its kind needs', () => {
    const needed: readonly string[] = completeFor(record);
    expect(() => assertSubmittable(record, [])).toThrow(new RegExp(needed[0]!));
    expect(() => assertSubmittable(record, ['OTHER', 'ATTESTATION'])).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    if (needed.length > 1) expect(() => assertSubmittable(record, [completeFor(record)[0]])).toThrow(new RegExp(needed[1]!));
  });
});

describe('documents', () => {
  const today = '2026-06-15';
  it('accepts a valid document and caps their number', () => {
    expect(() => assertDocumentValid({ role: 'PROOF_OF_OWNERSHIP', certifiedOn: '2026-01-01', expiresOn: '2026-06-15' }, today)).not.toThrow();
    expect(() => assertTakesDocuments(records[0]!, MAX_DOCUMENTS)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
  });
  it.each([
    [{ role: 'SELF_ID' as const }, 'documentType'],
    [{ role: 'OWNER_ID' as const }, 'documentType'],
    [{ role: 'OTHER' as const, expiresOn: '2026-06-14' }, 'expiresOn'],
    [{ role: 'OTHER' as const, certifiedOn: '2026-06-15', expiresOn: '2026-06-15' }, 'expiresOn'],
    [{ role: 'OTHER' as const, certifiedOn: '2026-06-16' }, 'certifiedOn'],
  ])('refuses %j at %s', (document, path) => {
    expect(() => assertDocumentValid(document, today)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', issues: [expect.objectContaining({ path })] }),
    );
  });
});

describe('who may do what', () => {
  const subject: Actor = { userId: 'subject', orgId: 'org', roles: ['OWNER'] };
  const admin: Actor = { userId: 'admin', orgId: 'org', roles: ['ADMIN'] };
  const manager: Actor = { userId: 'manager', orgId: 'org', roles: ['MANAGER'] };
  const tenant: Actor = { userId: 'tenant', orgId: 'org', roles: ['TENANT'] };
  const [kyc, proof] = records as [VerificationFacts, VerificationFacts];

  it('shows a record to its subject, managers and admins only', () => {
    expect(canReadVerification(subject, kyc)).toBe(true);
    expect(canReadVerification(admin, kyc)).toBe(true);
    expect(canReadVerification(manager, kyc)).toBe(true);
    expect(canReadVerification(tenant, kyc)).toBe(false);
  });
  it('lets the subject prepare a record, and managers a property proof', () => {
    expect(() => assertCanPrepareVerification(subject, kyc)).not.toThrow();
    expect(() => assertCanPrepareVerification(manager, proof)).not.toThrow();
    expect(() => assertCanPrepareVerification(manager, kyc)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });
  it('lets admins review, never their own record', () => {
    expect(() => assertCanReview(admin, kyc)).not.toThrow();
    expect(() => assertCanReview(manager, kyc)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => assertCanReview({ ...admin, userId: 'subject' }, kyc)).toThrow(/about themselves/);
  });
  it('shows photos to the org, documents to their uploader and managers', () => {
    expect(canReadMedia(tenant, { kind: 'PHOTO', ownerUserId: 'subject' })).toBe(true);
    expect(canReadMedia(tenant, { kind: 'DOCUMENT', ownerUserId: 'subject' })).toBe(false);
    expect(canReadMedia(subject, { kind: 'DOCUMENT', ownerUserId: 'subject' })).toBe(true);
    expect(canReadMedia(manager, { kind: 'DOCUMENT', ownerUserId: 'subject' })).toBe(true);
  });
  it('allows listed content types up to the maximum size', () => {
    const limits = { maxBytes: 100, contentTypes: ['image/png'] };
    expect(() => assertMediaRequestAllowed({ contentType: 'Image/PNG', sizeBytes: 100 }, limits)).not.toThrow();
    expect(() => assertMediaRequestAllowed({ contentType: 'image/gif', sizeBytes: 101 }, limits)).toThrow(
      expect.objectContaining({ issues: [expect.objectContaining({ path: 'contentType' }), expect.objectContaining({ path: 'sizeBytes' })] }),
    );
  });
});
