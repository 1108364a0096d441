import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  certifyingAuthorities,
  documentRoles,
  identityDocumentTypes,
  proofTypes,
  verificationKinds,
  verificationStatuses,
} from '../../domain/verification/verification.js';
import { orgFilter } from './org-filter.js';

export const VerificationRecord = defineEntity({
  name: 'VerificationRecord',
  tableName: 'verification_record',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    kind: p.enum([...verificationKinds]),
    proofType: p.enum([...proofTypes]).nullable(),
    status: p.enum([...verificationStatuses]),
    propertyId: p.uuid().nullable(),
    subjectUserId: p.uuid(),
    assignedTo: p.string().nullable(),
    reviewedBy: p.string().nullable(),
    reviewNote: p.string().nullable(),
    reviewedAt: p.datetime().nullable(),
    submittedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type VerificationRecord = InferEntity<typeof VerificationRecord>;

export const VerificationDocument = defineEntity({
  name: 'VerificationDocument',
  tableName: 'verification_document',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    recordId: p.uuid(),
    mediaObjectId: p.uuid(),
    role: p.enum([...documentRoles]),
    certificateRef: p.string().nullable(),
    certifiedOn: p.date().$type<string>().nullable(),
    certifyingAuthority: p.enum([...certifyingAuthorities]).nullable(),
    documentType: p.enum([...identityDocumentTypes]).nullable(),
    expiresOn: p.date().$type<string>().nullable(),
    createdAt: p.datetime(),
  },
});
export type VerificationDocument = InferEntity<typeof VerificationDocument>;

/** The audit trail: one row per status change of a record, creation included. */
export const VerificationStatusChange = defineEntity({
  name: 'VerificationStatusChange',
  tableName: 'verification_status_change',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    recordId: p.uuid(),
    fromStatus: p.enum([...verificationStatuses]).nullable(),
    toStatus: p.enum([...verificationStatuses]),
    changedBy: p.uuid(),
    changedAt: p.datetime(),
    note: p.string().nullable(),
  },
});
export type VerificationStatusChange = InferEntity<typeof VerificationStatusChange>;
