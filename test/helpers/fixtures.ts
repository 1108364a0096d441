import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../src/generated/index.js';
import type { Caller, TestApp } from './app.js';

export const CreatePropertyDoc = graphql(`
  mutation TestCreateProperty($input: CreatePropertyInput!) {
    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }
  }
`);

export const CreateUnitDoc = graphql(`
  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {
    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }
  }
`);

/** Creates a DRAFT property as `owner` and returns its id. */
export async function createProperty(t: TestApp, owner: Caller, name = 'Résidence Akwa'): Promise<string> {
  const result = await t.graphql(CreatePropertyDoc, { input: { name, type: 'APARTMENT', city: 'Douala' } }, owner);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createProperty.id;
}

export async function createUnit(t: TestApp, caller: Caller, propertyId: string, label = 'A1'): Promise<string> {
  const result = await t.graphql(CreateUnitDoc, { propertyId, input: { label, rentAmount: 150_000, rentCurrency: 'XAF' } }, caller);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createUnit.id;
}

export const CreateBookingDoc = graphql(`
  mutation TestCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency
      status createdAt activatedAt terminatedAt
    }
  }
`);

export const BookingActionDocs = {
  submit: graphql(`mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }`),
  confirm: graphql(`mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }`),
  cancel: graphql(`mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }`),
  terminate: graphql(`mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }`),
};

export const IssueInvoiceDoc = graphql(`
  mutation TestIssueInvoice($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints
      periodStart periodEnd dueDate status createdAt paidAt
    }
  }
`);

/** A PENDING booking of the unit for `tenantUserId`, made by `manager`. */
export async function createBooking(
  t: TestApp,
  manager: Caller,
  input: { unitId: string; tenantUserId: string; startDate: string; endDate: string },
): Promise<string> {
  const result = await t.graphql(CreateBookingDoc, { input }, manager);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createBooking.id;
}

/** Runs a booking action and fails loudly if it is refused. */
export async function bookingAction(t: TestApp, manager: Caller, action: keyof typeof BookingActionDocs, id: string) {
  const document: TypedDocumentNode<unknown, { id: string }> = BookingActionDocs[action];
  const result = await t.graphql(document, { id }, manager);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

/** An ISSUED invoice of the booking (net = the booking rent unless given). */
export async function issueInvoice(
  t: TestApp,
  manager: Caller,
  input: { bookingId: string; periodStart: string; periodEnd: string; dueDate: string; netAmount?: number; tvaBasisPoints?: number },
): Promise<string> {
  const result = await t.graphql(IssueInvoiceDoc, { input }, manager);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.issueInvoice.id;
}

export const CreateMediaDoc = graphql(`
  mutation TestCreateMediaObject($input: CreateMediaObjectInput!) {
    createMediaObject(input: $input) {
      media { id orgId ownerId ownerType ownerUserId kind filename contentType sizeBytes createdAt uploadedAt }
      uploadUrl
    }
  }
`);

/** PUTs bytes to an upload address as a client would (no bearer token: the signature authorises it). */
export function putUpload(t: TestApp, uploadUrl: string, bytes: Buffer | string, contentType = 'application/pdf') {
  const url = new URL(uploadUrl);
  return t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': contentType }, payload: bytes });
}

/** Creates a media object owned by the caller and uploads its file; returns the media object id. */
export async function uploadedMedia(
  t: TestApp,
  caller: Caller,
  { ownerType = 'USER', ownerId = caller.userId, bytes = Buffer.from('%PDF-1.7 deed') } = {} as {
    ownerType?: 'USER' | 'PROPERTY' | 'UNIT' | 'VERIFICATION';
    ownerId?: string;
    bytes?: Buffer;
  },
): Promise<string> {
  const created = await t.graphql(
    CreateMediaDoc,
    { input: { filename: 'deed.pdf', contentType: 'application/pdf', ownerId, ownerType, kind: 'DOCUMENT', sizeBytes: bytes.length } },
    caller,
  );
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const upload = await putUpload(t, created.data.createMediaObject.uploadUrl, bytes);
  if (upload.statusCode !== 200) throw new Error(upload.body);
  return created.data.createMediaObject.media.id;
}

export const RecordFields = graphql(`
  fragment TestRecord on VerificationRecord {
    id kind proofType status orgId propertyId subjectUserId assignedTo reviewedBy reviewNote reviewedAt submittedAt createdAt
    documents { id mediaObjectId role certificateRef certifiedOn certifyingAuthority documentType expiresOn media { id filename } }
    history { edges { node { fromStatus toStatus changedBy changedAt note } } }
  }
`);

export const CreateProofDoc = graphql(`
  mutation TestCreatePropertyProof($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { ...TestRecord } }
`);
export const CreateKycDoc = graphql(`mutation TestCreateOwnerKyc { createOwnerKyc { ...TestRecord } }`);
export const AddDocumentDoc = graphql(`
  mutation TestAddDocument($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { ...TestRecord } }
`);
export const SubmitDoc = graphql(`mutation TestSubmit($id: UUID!) { submitVerification(id: $id) { ...TestRecord } }`);
export const StartReviewDoc = graphql(`mutation TestStartReview($id: UUID!) { startVerificationReview(id: $id) { ...TestRecord } }`);
export const RequestInfoDoc = graphql(`
  mutation TestRequestInfo($id: UUID!, $note: String!) { requestVerificationInfo(id: $id, note: $note) { ...TestRecord } }
`);
export const ApproveDoc = graphql(`
  mutation TestApprove($id: UUID!, $note: String) { approveVerification(id: $id, note: $note) { ...TestRecord } }
`);
export const RejectDoc = graphql(`
  mutation TestReject($id: UUID!, $note: String!) { rejectVerification(id: $id, note: $note) { ...TestRecord } }
`);
export const RevokeDoc = graphql(`
  mutation TestRevoke($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { ...TestRecord } }
`);

/** A property proof of the given type with the documents it needs, SUBMITTED; returns its id. */
export async function submittedProof(t: TestApp, owner: Caller, propertyId: string, proofType: 'OWNERSHIP' | 'MANDATE' = 'OWNERSHIP') {
  const proof = await t.graphql(CreateProofDoc, { input: { propertyId, proofType } }, owner);
  if (!proof.data) throw new Error(JSON.stringify(proof.errors));
  const id = proof.data.createPropertyProof.id;
  const roles = proofType === 'OWNERSHIP' ? (['PROOF_OF_OWNERSHIP'] as const) : (['OWNER_MANDATE', 'OWNER_ID'] as const);
  for (const role of roles) {
    const mediaObjectId = await uploadedMedia(t, owner, { ownerType: 'VERIFICATION', ownerId: id });
    const added = await t.graphql(AddDocumentDoc, { id, input: { mediaObjectId, role, documentType: 'NATIONAL_ID' } }, owner);
    if (!added.data) throw new Error(JSON.stringify(added.errors));
  }
  const submitted = await t.graphql(SubmitDoc, { id }, owner);
  if (!submitted.data) throw new Error(JSON.stringify(submitted.errors));
  return id;
}

/** The calendar date `offsetDays` from today (UTC), YYYY-MM-DD. */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** An org of its own: its manager, an owner with a unit, and a tenant's booking of it, confirmed (2025-01-01 to 2027-12-31). */
export async function orgWithConfirmedBooking(t: TestApp) {
  const orgId = randomUUID();
  const manager = await t.caller(['MANAGER'], { orgId });
  const owner = await t.caller(['OWNER'], { orgId });
  const tenant = await t.caller(['TENANT'], { orgId });
  const unitId = await createUnit(t, owner, await createProperty(t, owner), 'A1');
  const bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2025-01-01', endDate: '2027-12-31' });
  await bookingAction(t, manager, 'confirm', bookingId);
  return { orgId, manager, owner, tenant, unitId, bookingId };
}
