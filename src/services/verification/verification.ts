import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Property } from '../../db/entities/property.js';
import { VerificationDocument, VerificationRecord, VerificationStatusChange } from '../../db/entities/verification.js';
import { assertCanManageProperty } from '../../domain/portfolio/property.js';
import {
  assertCanPrepareVerification,
  assertCanReview,
  assertCanReviewVerifications,
  assertDocumentValid,
  assertSubmittable,
  assertTakesDocuments,
  canReadVerification,
  nextVerificationStatus,
  type CertifyingAuthority,
  type DocumentRole,
  type IdentityDocumentType,
  type ProofType,
  type VerificationAction,
  type VerificationKind,
  type VerificationStatus,
} from '../../domain/verification/verification.js';
import { type AppError, conflict } from '../../domain/errors.js';
import { inTransaction, today, underArgument, type ServiceContext } from '../context.js';
import { type Change, originOf, recordEvent, recordEvents } from '../events/events.js';
import { groupedBy, inIdOrder, newId } from '../ids.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { childrenOf, type Listing, listingInOrder, listingSorted } from '../pagination.js';
import { managesOrg } from '../../domain/roles.js';
import { hasApprovedPropertyProof, readableMedia, readableProperty, readableVerification } from '../readable.js';
import { rowsByIds, rowsWhere, type Where } from '../rows.js';

export interface AddDocumentInput {
  mediaObjectId: string;
  role: DocumentRole;
  certificateRef?: string | null;
  certifiedOn?: string | null;
  certifyingAuthority?: CertifyingAuthority | null;
  documentType?: IdentityDocumentType | null;
  expiresOn?: string | null;
}

export async function verificationsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(VerificationRecord | AppError)[]> {
  const rows = await rowsByIds(ctx.em, VerificationRecord, ctx.actor.orgId, ids);
  return inIdOrder(ids, rows.filter((row) => canReadVerification(ctx.actor, row)), 'Verification record');
}

export async function documentsOfRecords(ctx: ServiceContext, recordIds: readonly string[]): Promise<VerificationDocument[][]> {
  const rows = await rowsWhere(ctx.em, VerificationDocument, ctx.actor.orgId, { recordId: { $in: [...recordIds] } }, { orderBy: [['id', 'asc']] });
  return groupedBy(recordIds, rows, 'recordId');
}

/** The status changes of records the caller already reads, by record, oldest first (ids are UUIDv7). */
export function historyOfRecords(ctx: ServiceContext) {
  return childrenOf<VerificationStatusChange>(ctx.em, VerificationStatusChange, ctx.actor.orgId, 'recordId');
}

/** What lists of verification records filter and sort on (see list-query.ts); a property's records are sorted in the few rows it has. */
export const verificationFields: FieldTable<VerificationRecord> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  kind: { property: 'kind', kind: 'enum', indexed: true },
  proofType: { property: 'proofType', kind: 'enum', indexed: true, nullable: true },
  status: { property: 'status', kind: 'enum', indexed: true },
  submittedAt: { property: 'submittedAt', kind: 'timestamp', indexed: true, nullable: true, sortable: true },
  createdAt: { property: 'createdAt', kind: 'timestamp', indexed: true, sortable: true },
};

/** Verification records of properties the caller already sees, limited to the records it may read (see canReadVerification). */
export function verificationsOfProperties(ctx: ServiceContext, query: ListQuery) {
  const where = whereOf(ctx, verificationFields, query.filter);
  return childrenOf<VerificationRecord>(
    ctx.em,
    VerificationRecord,
    ctx.actor.orgId,
    'propertyId',
    () => ({ $and: [where, managesOrg(ctx.actor) ? {} : { subjectUserId: ctx.actor.userId }] }) as Where<VerificationRecord>,
    sortOf(verificationFields, query.orderBy),
  );
}

/** The review queue: SUBMITTED and UNDER_REVIEW records, oldest submission first unless orderBy says otherwise. Admins only. */
export function verificationQueue(ctx: ServiceContext, kind: VerificationKind | null | undefined, query: ListQuery = {}): Listing<VerificationRecord> {
  assertCanReviewVerifications(ctx.actor);
  const where = { status: { $in: ['SUBMITTED', 'UNDER_REVIEW'] as VerificationStatus[] }, ...(kind ? { kind } : {}) };
  return verificationsListed(ctx, where, query, { field: 'submittedAt' });
}

/** The caller's own identity checks, newest first unless orderBy says otherwise. */
export function myKyc(ctx: ServiceContext, query: ListQuery = {}): Listing<VerificationRecord> {
  const where = { kind: 'OWNER_KYC' as const, subjectUserId: ctx.actor.userId };
  return verificationsListed(ctx, where, query, { field: 'createdAt', descending: true });
}

/** A list of records under `where` and the client's filter, in its own order (whose cursors REST clients hold) unless orderBy says otherwise. */
function verificationsListed(
  ctx: ServiceContext,
  where: Where<VerificationRecord>,
  query: ListQuery,
  order: { field: 'submittedAt' | 'createdAt'; descending?: boolean },
): Listing<VerificationRecord> {
  const filtered = { $and: [where, whereOf(ctx, verificationFields, query.filter)] } as Where<VerificationRecord>;
  return query.orderBy?.length
    ? listingSorted(ctx.em, VerificationRecord, ctx.actor.orgId, filtered, sortOf(verificationFields, query.orderBy))
    : listingInOrder(ctx.em, VerificationRecord, ctx.actor.orgId, filtered, order);
}

/** Every status change goes through here, so the audit trail misses none (creation is a change from nothing to DRAFT). */
function recordStatus(
  ctx: ServiceContext,
  em: EntityManager,
  record: VerificationRecord,
  toStatus: VerificationStatus,
  note: string | null = null,
  fromStatus: VerificationStatus | null = record.status,
): void {
  em.create(VerificationStatusChange, {
    orgId: record.orgId,
    id: newId(),
    recordId: record.id,
    fromStatus,
    toStatus,
    changedBy: ctx.actor.userId,
    changedAt: new Date(),
    note,
  });
  record.status = toStatus;
}

function newRecord(
  ctx: ServiceContext,
  em: EntityManager,
  fields: Pick<VerificationRecord, 'kind' | 'proofType' | 'propertyId' | 'subjectUserId'>,
): VerificationRecord {
  const record = em.create(VerificationRecord, {
    orgId: ctx.actor.orgId,
    id: newId(),
    ...fields,
    status: 'DRAFT',
    assignedTo: null,
    reviewedBy: null,
    reviewNote: null,
    reviewedAt: null,
    submittedAt: null,
    createdAt: new Date(),
  });
  recordStatus(ctx, em, record, 'DRAFT', null, null);
  return record;
}

/** A property proof for a property the caller manages; its subject is the property's owner. */
export async function createPropertyProof(
  ctx: ServiceContext,
  input: { propertyId: string; proofType: ProofType },
): Promise<VerificationRecord> {
  return inTransaction(ctx, async (em) => {
    const property = await readableProperty(ctx, input.propertyId, { em, lock: true });
    assertCanManageProperty(ctx.actor, property);
    return newRecord(ctx, em, {
      kind: 'PROPERTY_PROOF',
      proofType: input.proofType,
      propertyId: property.id,
      subjectUserId: property.ownerUserId,
    });
  });
}

/** Anyone may check their own identity (owners to publish, tenants to rent). */
export async function createOwnerKyc(ctx: ServiceContext): Promise<VerificationRecord> {
  return inTransaction(ctx, async (em) =>
    newRecord(ctx, em, { kind: 'OWNER_KYC', proofType: null, propertyId: null, subjectUserId: ctx.actor.userId }),
  );
}

export async function addVerificationDocument(
  ctx: ServiceContext,
  id: string,
  input: AddDocumentInput,
  kind?: VerificationKind | null,
): Promise<VerificationRecord> {
  return inTransaction(ctx, async (em) => {
    const record = await readableVerification(ctx, id, { em, lock: true, kind });
    assertCanPrepareVerification(ctx.actor, record);
    assertTakesDocuments(record, await em.count(VerificationDocument, { recordId: id }));
    underArgument('input', () => assertDocumentValid(input, today(ctx)));
    const media = await readableMedia(ctx, input.mediaObjectId, em);
    if (!media.uploadedAt) throw conflict(`Media object ${media.id} has no uploaded file yet; upload it first.`);
    em.create(VerificationDocument, {
      orgId: record.orgId,
      id: newId(),
      recordId: id,
      mediaObjectId: media.id,
      role: input.role,
      certificateRef: input.certificateRef ?? null,
      certifiedOn: input.certifiedOn ?? null,
      certifyingAuthority: input.certifyingAuthority ?? null,
      documentType: input.documentType ?? null,
      expiresOn: input.expiresOn ?? null,
      createdAt: new Date(),
    });
    return record;
  });
}

export async function submitVerification(ctx: ServiceContext, id: string, kind?: VerificationKind | null): Promise<VerificationRecord> {
  return inTransaction(ctx, async (em) => {
    const record = await readableVerification(ctx, id, { em, lock: true, kind });
    assertCanPrepareVerification(ctx.actor, record);
    const documents = await em.find(VerificationDocument, { recordId: id });
    const next = assertSubmittable(record, documents.map((document) => document.role));
    recordStatus(ctx, em, record, next);
    record.submittedAt = new Date();
    await recordEvent(em, originOf(ctx), { type: 'verification.submitted', subject: record });
    return record;
  });
}

const reviewEvents = {
  submit: 'verification.submitted',
  startReview: 'verification.review_started',
  requestInfo: 'verification.info_requested',
  approve: 'verification.approved',
  reject: 'verification.rejected',
  revoke: 'verification.revoked',
} as const satisfies Record<VerificationAction, Change['type']>;

/** A reviewer's move on a record: admins only, never on a record about themselves. */
async function review(
  ctx: ServiceContext,
  id: string,
  action: VerificationAction,
  note: string | null,
  apply: (record: VerificationRecord, em: EntityManager) => Promise<Change[] | void> | Change[] | void,
): Promise<VerificationRecord> {
  assertCanReviewVerifications(ctx.actor);
  return inTransaction(ctx, async (em) => {
    const record = await readableVerification(ctx, id, { em, lock: true });
    assertCanReview(ctx.actor, record);
    recordStatus(ctx, em, record, nextVerificationStatus(record.status, action), note);
    const consequences = (await apply(record, em)) ?? [];
    await recordEvents(em, originOf(ctx), [{ type: reviewEvents[action], subject: record }, ...consequences]);
    return record;
  });
}

function decide(ctx: ServiceContext, record: VerificationRecord, note: string | null): void {
  record.reviewedBy = ctx.actor.userId;
  record.reviewedAt = new Date();
  record.reviewNote = note;
}

export const startVerificationReview = (ctx: ServiceContext, id: string) =>
  review(ctx, id, 'startReview', null, (record) => {
    record.assignedTo = ctx.actor.userId;
  });

/** The note tells the subject what is missing, so it is also the record's reviewNote. */
export const requestVerificationInfo = (ctx: ServiceContext, id: string, note: string) =>
  review(ctx, id, 'requestInfo', note, (record) => {
    record.reviewNote = note;
  });

export const approveVerification = (ctx: ServiceContext, id: string, note: string | null | undefined) =>
  review(ctx, id, 'approve', note ?? null, (record) => decide(ctx, record, note ?? null));

export const rejectVerification = (ctx: ServiceContext, id: string, note: string) =>
  review(ctx, id, 'reject', note, (record) => decide(ctx, record, note));

/**
 * APPROVED -> REVOKED. A revoked property proof no longer backs a published
 * property: it goes back to DRAFT unless another approved proof remains.
 */
export const revokeVerification = (ctx: ServiceContext, id: string, reason: string) =>
  review(ctx, id, 'revoke', reason, async (record, em) => {
    decide(ctx, record, reason);
    if (record.kind !== 'PROPERTY_PROOF' || !record.propertyId) return [];
    const property = await em.findOne(Property, { id: record.propertyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // The record is already REVOKED in this unit of work; flush so the count below no longer sees it APPROVED.
    await em.flush();
    if (property?.status !== 'PUBLISHED' || (await hasApprovedPropertyProof(em, property.id))) return [];
    property.status = 'DRAFT';
    return [{ type: 'property.unpublished', subject: property }];
  });
