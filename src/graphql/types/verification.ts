import type { MediaObject } from '../../db/entities/media-object.js';
import type { VerificationDocument, VerificationRecord, VerificationStatusChange } from '../../db/entities/verification.js';
import {
  certifyingAuthorities,
  documentRoles,
  identityDocumentTypes,
  proofTypes,
  verificationKinds,
  verificationStatuses,
} from '../../domain/verification/verification.js';
import { mediaOfDocuments } from '../../services/media/media.js';
import {
  addVerificationDocument,
  approveVerification,
  createOwnerKyc,
  createPropertyProof,
  documentsOfRecords,
  historyOfRecords,
  myKyc,
  rejectVerification,
  requestVerificationInfo,
  revokeVerification,
  startVerificationReview,
  submitVerification,
  verificationQueue,
  verificationsByIds,
  verificationFields,
  verificationsOfProperties,
} from '../../services/verification/verification.js';
import { readableVerification } from '../../services/readable.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { NodeRef } from './node.js';
import { childListing, connectionOf, loaderFor, NESTED_PAGES, reads, TOP_PAGES } from '../connection.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { MediaObjectRef } from './media.js';
import { PropertyRef } from './property.js';
import { longTextCost } from '../limits.js';
import { inputRules, optionalText, requiredText } from './validators.js';

export const VerificationKind = builder.enumType('VerificationKind', { values: verificationKinds });
export const ProofType = builder.enumType('ProofType', { values: proofTypes });
export const VerificationStatus = builder.enumType('VerificationStatus', { values: verificationStatuses });
const verificationQuery = listQueryInputs('VerificationRecord', verificationFields, {
  enums: { kind: VerificationKind, proofType: ProofType, status: VerificationStatus },
});
const DocumentRole = builder.enumType('DocumentRole', { values: documentRoles });
const CertifyingAuthority = builder.enumType('CertifyingAuthority', { values: certifyingAuthorities });
const IdentityDocumentType = builder.enumType('IdentityDocumentType', { values: identityDocumentTypes });

/** A reviewer's note, in characters. */
const NOTE_LENGTH = 2000;
const reviewNote = () => requiredText(NOTE_LENGTH);

export const VerificationRecordRef = builder.loadableObjectRef<VerificationRecord, string>('VerificationRecord', {
  load: (ids, ctx) => verificationsByIds(ctx.service(), ids),
  sort: (record) => record.id,
});
export const VerificationRecordConnection = builder.connectionObject(
  { type: VerificationRecordRef, name: 'VerificationRecordConnection', description: 'A page of verification records, with its cursors and the size of the whole list.' },
  { name: 'VerificationRecordEdge', description: 'A verification record in a page, with its cursor.' },
);

const VerificationDocumentRef = builder.objectRef<VerificationDocument>('VerificationDocument').implement({
  description: 'A file attached to a verification record, and the part it plays.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID' }),
    mediaObjectId: t.expose('mediaObjectId', { type: 'UUID' }),
    role: t.expose('role', { type: DocumentRole }),
    certificateRef: t.exposeString('certificateRef', { nullable: true }),
    certifiedOn: t.expose('certifiedOn', { type: 'Date', nullable: true }),
    certifyingAuthority: t.expose('certifyingAuthority', { type: CertifyingAuthority, nullable: true }),
    documentType: t.expose('documentType', { type: IdentityDocumentType, nullable: true }),
    expiresOn: t.expose('expiresOn', { type: 'Date', nullable: true }),
    media: t.field({
      type: MediaObjectRef,
      resolve: (document, _, ctx) =>
        loaderFor<MediaObject>(ctx, 'VerificationDocument.media', (ids) => mediaOfDocuments(ctx.service(), ids)).load(document.mediaObjectId),
    }),
  }),
});

const VerificationStatusChangeRef = builder.objectRef<VerificationStatusChange>('VerificationStatusChange').implement({
  description: 'One entry of a record’s audit trail.',
  fields: (t) => ({
    id: t.expose('id', { type: 'UUID' }),
    fromStatus: t.expose('fromStatus', { type: VerificationStatus, nullable: true, description: 'Null when the record was created.' }),
    toStatus: t.expose('toStatus', { type: VerificationStatus }),
    changedBy: t.expose('changedBy', { type: 'UUID', description: 'The user who made the change.' }),
    changedAt: t.expose('changedAt', { type: 'DateTime' }),
    note: t.exposeString('note', { nullable: true, description: 'The reviewer’s note or the reason of a revocation.', extensions: { cost: longTextCost(NOTE_LENGTH) } }),
  }),
});
const VerificationStatusChangeConnection = builder.connectionObject(
  { type: VerificationStatusChangeRef, name: 'VerificationStatusChangeConnection', description: 'A page of status changes of a verification record, with its cursors and the size of the whole list.' },
  { name: 'VerificationStatusChangeEdge', description: 'A status change in a page, with its cursor.' },
);

VerificationRecordRef.implement({
  description: 'A proof (of a property) or an owner’s KYC, with its documents and its review history.',
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: VerificationKind }),
    proofType: t.expose('proofType', { type: ProofType, nullable: true }),
    status: t.expose('status', { type: VerificationStatus }),
    orgId: t.expose('orgId', { type: 'UUID' }),
    propertyId: t.expose('propertyId', { type: 'UUID', nullable: true }),
    subjectUserId: t.expose('subjectUserId', { type: 'UUID' }),
    assignedTo: t.exposeString('assignedTo', { nullable: true }),
    reviewedBy: t.exposeString('reviewedBy', { nullable: true }),
    reviewNote: t.exposeString('reviewNote', { nullable: true, extensions: { cost: longTextCost(NOTE_LENGTH) } }),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime', nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    property: t.field({
      type: PropertyRef,
      nullable: true,
      extensions: reads<VerificationRecord>('propertyId'),
      resolve: (record) => record.propertyId,
    }),
    documents: t.field({
      type: [VerificationDocumentRef],
      description: 'The documents of the record, at most 20, so a plain list.',
      extensions: reads<VerificationRecord>('id'),
      resolve: (record, _, ctx) =>
        loaderFor(ctx, 'VerificationRecord.documents', (ids) => documentsOfRecords(ctx.service(), ids)).load(record.id),
    }),
    history: t.connection({
      type: VerificationStatusChangeRef,
      description: 'Every status change, oldest first: a record can go back and forth between review and its subject any number of times.',
      extensions: reads<VerificationRecord>('id'),
      resolve: (record, args, ctx, info) =>
        connectionOf(args, childListing(ctx, info, 'VerificationRecord.history', record.id, () => historyOfRecords(ctx.service()))),
    }, VerificationStatusChangeConnection),
  }),
});

builder.objectField(PropertyRef, 'verificationRecords', (t) =>
  t.connection({
    type: VerificationRecordRef,
    description: `The property proofs of the property the caller may read, oldest first unless orderBy says otherwise. ${NESTED_PAGES}`,
    args: { filter: t.arg({ type: verificationQuery.Filter }), orderBy: t.arg({ type: [verificationQuery.Order], description: ORDER_BY }) },
    resolve: (property, args, ctx, info) => {
      const query = verificationQuery.queryOf(args);
      return connectionOf(args, childListing(ctx, info, `Property.verificationRecords:${JSON.stringify(query)}`, property.id, () => verificationsOfProperties(ctx.service(), query)));
    },
  }, VerificationRecordConnection),
);

const CreatePropertyProofInput = builder.inputType('CreatePropertyProofInput', {
  fields: (t) => ({
    propertyId: t.field({ type: 'UUID', required: true }),
    proofType: t.field({ type: ProofType, required: true }),
  }),
});

const AddVerificationDocumentInput = builder.inputType('AddVerificationDocumentInput', {
  fields: (t) => ({
    mediaObjectId: t.field({ type: 'UUID', required: true, description: 'An uploaded media object of the same org.' }),
    role: t.field({ type: DocumentRole, required: true }),
    certificateRef: t.string(),
    certifiedOn: t.field({ type: 'Date', description: 'Not in the future.' }),
    certifyingAuthority: t.field({ type: CertifyingAuthority }),
    documentType: t.field({ type: IdentityDocumentType, description: 'Required for SELF_ID and OWNER_ID documents.' }),
    expiresOn: t.field({ type: 'Date', description: 'After certifiedOn and not past.' }),
  }),
  validate: inputRules({ certificateRef: optionalText(200) }),
});


builder.queryFields((t) => ({
  verificationRecord: t.field({
    type: VerificationRecordRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => readableVerification(ctx.service(), id),
  }),
  verificationQueue: t.connection({
    type: VerificationRecordRef,
    description: `Admins: SUBMITTED and UNDER_REVIEW records, oldest submission first unless orderBy says otherwise. ${TOP_PAGES}`,
    args: {
      kind: t.arg({ type: VerificationKind }),
      filter: t.arg({ type: verificationQuery.Filter }),
      orderBy: t.arg({ type: [verificationQuery.Order], description: ORDER_BY }),
    },
    resolve: (_, args, ctx) => connectionOf(args, verificationQueue(ctx.service(), args.kind, verificationQuery.queryOf(args))),
  }, VerificationRecordConnection),
  myKyc: t.connection({
    type: VerificationRecordRef,
    description: `The caller’s own OWNER_KYC records, newest first unless orderBy says otherwise. ${TOP_PAGES}`,
    args: { filter: t.arg({ type: verificationQuery.Filter }), orderBy: t.arg({ type: [verificationQuery.Order], description: ORDER_BY }) },
    resolve: (_, args, ctx) => connectionOf(args, myKyc(ctx.service(), verificationQuery.queryOf(args))),
  }, VerificationRecordConnection),
}));

builder.mutationFields((t) => {
  const id = () => t.arg({ type: 'UUID', required: true });
  const onlyKind = () =>
    t.arg({ type: VerificationKind, description: 'When given, a record of another kind answers NOT_FOUND (the legacy property-proof routes).' });
  return {
    createPropertyProof: t.field({
      type: VerificationRecordRef,
      description: 'A DRAFT proof for a property the caller owns or manages; one open proof per property.',
      args: { input: t.arg({ type: CreatePropertyProofInput, required: true }) },
      resolve: (_, { input }, ctx) => createPropertyProof(ctx.service(), input),
    }),
    createOwnerKyc: t.field({
      type: VerificationRecordRef,
      description: 'A DRAFT identity check of the caller; one open check per user.',
      resolve: (_, __, ctx) => createOwnerKyc(ctx.service()),
    }),
    addVerificationDocument: t.field({
      type: VerificationRecordRef,
      description: 'DRAFT or MORE_INFO_REQUESTED records only.',
      args: { id: id(), input: t.arg({ type: AddVerificationDocumentInput, required: true }), kind: onlyKind() },
      resolve: (_, args, ctx) => addVerificationDocument(ctx.service(), args.id, args.input, args.kind),
    }),
    submitVerification: t.field({
      type: VerificationRecordRef,
      description: 'DRAFT|MORE_INFO_REQUESTED -> SUBMITTED, once the documents the kind needs are there.',
      args: { id: id(), kind: onlyKind() },
      resolve: (_, args, ctx) => submitVerification(ctx.service(), args.id, args.kind),
    }),
    startVerificationReview: t.field({
      type: VerificationRecordRef,
      description: 'Admins: SUBMITTED -> UNDER_REVIEW, assigned to the caller.',
      args: { id: id() },
      resolve: (_, args, ctx) => startVerificationReview(ctx.service(), args.id),
    }),
    requestVerificationInfo: t.field({
      type: VerificationRecordRef,
      description: 'Admins: SUBMITTED|UNDER_REVIEW -> MORE_INFO_REQUESTED; the note says what is missing.',
      args: { id: id(), note: t.arg.string({ required: true, validate: reviewNote() }) },
      resolve: (_, args, ctx) => requestVerificationInfo(ctx.service(), args.id, args.note),
    }),
    approveVerification: t.field({
      type: VerificationRecordRef,
      description: 'Admins: SUBMITTED|UNDER_REVIEW -> APPROVED.',
      args: { id: id(), note: t.arg.string({ validate: optionalText(NOTE_LENGTH) }) },
      resolve: (_, args, ctx) => approveVerification(ctx.service(), args.id, args.note || null),
    }),
    rejectVerification: t.field({
      type: VerificationRecordRef,
      description: 'Admins: SUBMITTED|UNDER_REVIEW -> REJECTED.',
      args: { id: id(), note: t.arg.string({ required: true, validate: reviewNote() }) },
      resolve: (_, args, ctx) => rejectVerification(ctx.service(), args.id, args.note),
    }),
    revokeVerification: t.field({
      type: VerificationRecordRef,
      description: 'Admins: APPROVED -> REVOKED; a revoked property proof takes its PUBLISHED property back to DRAFT.',
      args: { id: id(), reason: t.arg.string({ required: true, validate: reviewNote() }) },
      resolve: (_, args, ctx) => revokeVerification(ctx.service(), args.id, args.reason),
    }),
  };
});
