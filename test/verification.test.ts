import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import {
  AddDocumentDoc,
  ApproveDoc,
  CreateKycDoc,
  CreateProofDoc,
  createProperty,
  createUnit,
  RejectDoc,
  RequestInfoDoc,
  RevokeDoc,
  StartReviewDoc,
  SubmitDoc,
  submittedProof,
  uploadedMedia,
} from './helpers/fixtures.js';

const PublishDoc = graphql(`mutation TestVerificationPublish($id: UUID!) { publishProperty(id: $id) { id status } }`);
const RecordDoc = graphql(`query TestVerificationRecord($id: UUID!) { verificationRecord(id: $id) { ...TestRecord property { id name } } }`);
const QueueDoc = graphql(`
  query TestQueue($kind: VerificationKind, $first: Int, $after: String) {
    verificationQueue(kind: $kind, first: $first, after: $after) {
      totalCount edges { node { id kind status submittedAt } } pageInfo { hasNextPage endCursor }
    }
  }
`);
const MyKycDoc = graphql(`query TestMyKyc { myKyc(first: 10) { totalCount edges { node { id status subjectUserId } } } }`);
const PropertyProofsDoc = graphql(`
  query TestPropertyProofs($id: UUID!) {
    property(id: $id) { verificationRecords(first: 10) { totalCount edges { node { id status documents { role media { id } } } } } }
  }
`);

let t: TestApp;
let owner: Caller;
let admin: Caller;
let otherAdmin: Caller;
let manager: Caller;
let tenant: Caller;
let outsiderAdmin: Caller;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  otherAdmin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  manager = await t.caller(['MANAGER'], { orgId: owner.orgId });
  tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  outsiderAdmin = await t.caller(['ADMIN'], { orgId: randomUUID() });
});
afterAll(() => t.close());

const code = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;
const count = async (table: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('the whole property proof flow', () => {
  it('goes from media upload to a published property, and back to DRAFT on revocation, with its audit trail', async () => {
    const propertyId = await createProperty(t, owner, 'Villa Bonapriso');
    await createUnit(t, owner, propertyId);
    const created = await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner);
    const proof = created.data!.createPropertyProof;
    expect(proof).toMatchObject({ kind: 'PROPERTY_PROOF', proofType: 'OWNERSHIP', status: 'DRAFT', propertyId, subjectUserId: owner.userId, documents: [] });

    const mediaObjectId = await uploadedMedia(t, owner, { ownerType: 'VERIFICATION', ownerId: proof.id });
    const added = await t.graphql(
      AddDocumentDoc,
      { id: proof.id, input: { mediaObjectId, role: 'PROOF_OF_OWNERSHIP', certificateRef: 'TF-1234', certifiedOn: '2025-01-10', certifyingAuthority: 'NOTARY' } },
      owner,
    );
    expect(added.data?.addVerificationDocument.documents).toEqual([
      expect.objectContaining({ mediaObjectId, role: 'PROOF_OF_OWNERSHIP', certificateRef: 'TF-1234', certifiedOn: '2025-01-10', media: { id: mediaObjectId, filename: 'deed.pdf' } }),
    ]);

    const submitted = await t.graphql(SubmitDoc, { id: proof.id }, owner);
    expect(submitted.data?.submitVerification).toMatchObject({ status: 'SUBMITTED', submittedAt: expect.any(String) });

    const queue = await t.graphql(QueueDoc, { kind: 'PROPERTY_PROOF' }, admin);
    expect(queue.data?.verificationQueue.edges.map((edge) => edge.node.id)).toContain(proof.id);

    const started = await t.graphql(StartReviewDoc, { id: proof.id }, admin);
    expect(started.data?.startVerificationReview).toMatchObject({ status: 'UNDER_REVIEW', assignedTo: admin.userId });

    const approved = await t.graphql(ApproveDoc, { id: proof.id, note: 'Deed checked' }, admin);
    expect(approved.data?.approveVerification).toMatchObject({
      status: 'APPROVED',
      reviewedBy: admin.userId,
      reviewNote: 'Deed checked',
      reviewedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });

    expect((await t.graphql(PublishDoc, { id: propertyId }, owner)).data?.publishProperty.status).toBe('PUBLISHED');

    const revoked = await t.graphql(RevokeDoc, { id: proof.id, reason: 'Deed forged' }, otherAdmin);
    expect(revoked.data?.revokeVerification).toMatchObject({ status: 'REVOKED', reviewNote: 'Deed forged', reviewedBy: otherAdmin.userId });
    expect(await t.sql('select status from property where id = $1', [propertyId])).toEqual([{ status: 'DRAFT' }]);

    const read = await t.graphql(RecordDoc, { id: proof.id }, owner);
    expect(read.data?.verificationRecord?.property).toEqual({ id: propertyId, name: 'Villa Bonapriso' });
    expect(read.data?.verificationRecord?.history.edges.map(({ node: change }) => [change.fromStatus, change.toStatus, change.changedBy, change.note])).toEqual([
      [null, 'DRAFT', owner.userId, null],
      ['DRAFT', 'SUBMITTED', owner.userId, null],
      ['SUBMITTED', 'UNDER_REVIEW', admin.userId, null],
      ['UNDER_REVIEW', 'APPROVED', admin.userId, 'Deed checked'],
      ['APPROVED', 'REVOKED', otherAdmin.userId, 'Deed forged'],
    ]);

    const edges = await t.graphql(PropertyProofsDoc, { id: propertyId }, owner);
    expect(edges.data?.property?.verificationRecords).toMatchObject({
      totalCount: 1,
      edges: [{ node: { id: proof.id, status: 'REVOKED', documents: [{ role: 'PROOF_OF_OWNERSHIP', media: { id: mediaObjectId } }] } }],
    });
    // A revoked proof is final: the owner may start a new one.
    expect((await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'MANDATE' } }, owner)).data?.createPropertyProof.status).toBe('DRAFT');
  });

  it('keeps a property published when another approved proof still backs it', async () => {
    const propertyId = await createProperty(t, owner);
    await createUnit(t, owner, propertyId);
    const first = await submittedProof(t, owner, propertyId);
    await t.graphql(ApproveDoc, { id: first }, admin);
    const second = await submittedProof(t, owner, propertyId, 'MANDATE');
    await t.graphql(ApproveDoc, { id: second }, admin);
    await t.graphql(PublishDoc, { id: propertyId }, owner);
    await t.graphql(RevokeDoc, { id: first, reason: 'superseded' }, admin);
    expect(await t.sql('select status from property where id = $1', [propertyId])).toEqual([{ status: 'PUBLISHED' }]);
  });

  it('sends a record back for more information, takes new documents, and resubmits; rejects are final', async () => {
    const propertyId = await createProperty(t, owner);
    const id = await submittedProof(t, owner, propertyId);
    const asked = await t.graphql(RequestInfoDoc, { id, note: 'Page 2 is missing' }, admin);
    expect(asked.data?.requestVerificationInfo).toMatchObject({ status: 'MORE_INFO_REQUESTED', reviewNote: 'Page 2 is missing' });
    const mediaObjectId = await uploadedMedia(t, owner);
    expect((await t.graphql(AddDocumentDoc, { id, input: { mediaObjectId, role: 'OTHER' } }, owner)).data?.addVerificationDocument.documents).toHaveLength(2);
    expect((await t.graphql(SubmitDoc, { id }, owner)).data?.submitVerification.status).toBe('SUBMITTED');
    const rejected = await t.graphql(RejectDoc, { id, note: 'Not the owner' }, admin);
    expect(rejected.data?.rejectVerification).toMatchObject({ status: 'REJECTED', reviewedBy: admin.userId, reviewNote: 'Not the owner' });
    expect(code(await t.graphql(ApproveDoc, { id }, admin))).toBe('INVALID_TRANSITION');
    expect(code(await t.graphql(RevokeDoc, { id, reason: 'x' }, admin))).toBe('INVALID_TRANSITION');
  });
});

describe('refusals', () => {
  it('allows one open proof per property and one open KYC per user (409)', async () => {
    const propertyId = await createProperty(t, owner);
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner))).toBeUndefined();
    const before = await count('verification_record');
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'MANDATE' } }, manager))).toBe('CONFLICT');
    const kycOwner = await t.caller(['TENANT'], { orgId: owner.orgId });
    expect((await t.graphql(CreateKycDoc, {}, kycOwner)).data?.createOwnerKyc).toMatchObject({ kind: 'OWNER_KYC', subjectUserId: kycOwner.userId, propertyId: null, proofType: null });
    expect(code(await t.graphql(CreateKycDoc, {}, kycOwner))).toBe('CONFLICT');
    expect(await count('verification_record')).toBe(before + 1);
  });

  it('serialises concurrent creations: exactly one open proof wins', async () => {
    const propertyId = await createProperty(t, owner);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner)),
    );
    expect(results.filter((result) => result.data).length).toBe(1);
    expect(results.filter((result) => code(result) === 'CONFLICT').length).toBe(4);
  });

  it('creates property proofs for the owner or a manager only', async () => {
    const propertyId = await createProperty(t, owner);
    const otherOwner = await t.caller(['OWNER'], { orgId: owner.orgId });
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, otherOwner))).toBe('NOT_FOUND');
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, outsiderAdmin))).toBe('NOT_FOUND');
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId: randomUUID(), proofType: 'OWNERSHIP' } }, owner))).toBe('NOT_FOUND');
    expect(code(await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'LEASE' as never } }, owner))).toBe('VALIDATION_FAILED');
    const byManager = await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, manager);
    expect(byManager.data?.createPropertyProof.subjectUserId).toBe(owner.userId);
  });

  it('refuses documents that break the rules, writing nothing', async () => {
    const propertyId = await createProperty(t, owner);
    const id = (await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner)).data!.createPropertyProof.id;
    const uploaded = await uploadedMedia(t, owner);
    const pending = (await t.graphql(
      graphql(`mutation TestPendingMedia($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }`),
      { input: { filename: 'x.pdf', contentType: 'application/pdf', ownerId: owner.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: 3 } },
      owner,
    )).data!.createMediaObject.media.id;
    const foreignOwner = await t.caller(['OWNER'], { orgId: randomUUID() });
    const foreign = await uploadedMedia(t, foreignOwner);
    const before = await count('verification_document');
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ mediaObjectId: uploaded, role: 'OWNER_ID' }, 'VALIDATION_FAILED', 'input.documentType'],
      [{ mediaObjectId: uploaded, role: 'OTHER', expiresOn: '2020-01-01' }, 'VALIDATION_FAILED', 'input.expiresOn'],
      [{ mediaObjectId: uploaded, role: 'OTHER', certifiedOn: '2025-05-01', expiresOn: '2025-05-01' }, 'VALIDATION_FAILED', 'input.expiresOn'],
      [{ mediaObjectId: uploaded, role: 'OTHER', certifiedOn: '2199-01-01' }, 'VALIDATION_FAILED', 'input.certifiedOn'],
      [{ mediaObjectId: uploaded, role: 'OTHER', certifiedOn: '2026-02-30' }, 'VALIDATION_FAILED'],
      [{ mediaObjectId: uploaded, role: 'DEED' }, 'VALIDATION_FAILED'],
      [{ mediaObjectId: pending, role: 'OTHER' }, 'CONFLICT'],
      [{ mediaObjectId: foreign, role: 'OTHER' }, 'NOT_FOUND'],
      [{ mediaObjectId: randomUUID(), role: 'OTHER' }, 'NOT_FOUND'],
    ];
    for (const [input, expected, path] of cases) {
      const result = await t.graphql(AddDocumentDoc, { id, input: input as never }, owner);
      expect(code(result), JSON.stringify(input)).toBe(expected);
      if (path) expect(result.errors?.[0]?.extensions?.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
    expect(await count('verification_document')).toBe(before);
    expect(code(await t.graphql(SubmitDoc, { id }, owner))).toBe('INVALID_TRANSITION');
    expect(await t.sql('select status from verification_record where id = $1', [id])).toEqual([{ status: 'DRAFT' }]);
  });

  it('keeps reviews for admins, never on their own record, and other orgs out', async () => {
    const propertyId = await createProperty(t, owner);
    const id = await submittedProof(t, owner, propertyId);
    expect(code(await t.graphql(StartReviewDoc, { id }, owner))).toBe('FORBIDDEN');
    expect(code(await t.graphql(ApproveDoc, { id }, manager))).toBe('FORBIDDEN');
    expect(code(await t.graphql(ApproveDoc, { id }, outsiderAdmin))).toBe('NOT_FOUND');
    expect(code(await t.graphql(QueueDoc, {}, manager))).toBe('FORBIDDEN');
    const adminOwner = await t.caller(['ADMIN', 'OWNER'], { orgId: owner.orgId });
    const own = await submittedProof(t, adminOwner, await createProperty(t, adminOwner));
    expect(code(await t.graphql(StartReviewDoc, { id: own }, adminOwner))).toBe('FORBIDDEN');
    expect(code(await t.graphql(ApproveDoc, { id: own }, adminOwner))).toBe('FORBIDDEN');
    expect(code(await t.graphql(RejectDoc, { id: own, note: 'no' }, adminOwner))).toBe('FORBIDDEN');
    expect(code(await t.graphql(RejectDoc, { id, note: '   ' }, admin))).toBe('VALIDATION_FAILED');
    expect(code(await t.graphql(RequestInfoDoc, { id, note: '' }, admin))).toBe('VALIDATION_FAILED');
    expect(await t.sql('select status from verification_record where id = any($1)', [[id, own]])).toEqual([{ status: 'SUBMITTED' }, { status: 'SUBMITTED' }]);
    expect(code(await t.graphql(RecordDoc, { id }, tenant))).toBe('NOT_FOUND');
    expect(code(await t.graphql(RecordDoc, { id }, outsiderAdmin))).toBe('NOT_FOUND');
  });
});

describe('queues and lists', () => {
  it('lists the queue oldest submission first, pages it, and filters by kind', async () => {
    const reviewer = await t.caller(['ADMIN'], { orgId: randomUUID() });
    const orgOwner = await t.caller(['OWNER'], { orgId: reviewer.orgId });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await submittedProof(t, orgOwner, await createProperty(t, orgOwner)));
    const kyc = (await t.graphql(CreateKycDoc, {}, orgOwner)).data!.createOwnerKyc.id;
    await t.graphql(AddDocumentDoc, { id: kyc, input: { mediaObjectId: await uploadedMedia(t, orgOwner), role: 'SELF_ID', documentType: 'PASSPORT' } }, orgOwner);
    await t.graphql(SubmitDoc, { id: kyc }, orgOwner);
    // Taking the oldest into review keeps it in the queue; resubmitting the second moves it to the end.
    await t.graphql(StartReviewDoc, { id: ids[0]! }, reviewer);
    await t.graphql(RequestInfoDoc, { id: ids[1]!, note: 'more' }, reviewer);
    await t.graphql(SubmitDoc, { id: ids[1]! }, orgOwner);

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await t.graphql(QueueDoc, { first: 2, after }, reviewer);
      expect(page.data?.verificationQueue.totalCount).toBe(4);
      seen.push(...page.data!.verificationQueue.edges.map((edge) => edge.node.id));
      after = page.data!.verificationQueue.pageInfo.hasNextPage ? page.data!.verificationQueue.pageInfo.endCursor! : undefined;
    } while (after);
    expect(seen).toEqual([ids[0], ids[2], kyc, ids[1]]);
    const kycOnly = await t.graphql(QueueDoc, { kind: 'OWNER_KYC' }, reviewer);
    expect(kycOnly.data?.verificationQueue.edges.map((edge) => edge.node.id)).toEqual([kyc]);
    expect(code(await t.graphql(QueueDoc, { first: 2, after: randomUUID() }, reviewer))).toBe('VALIDATION_FAILED');
  });

  it('lists the caller’s own KYC records newest first', async () => {
    const person = await t.caller(['TENANT'], { orgId: owner.orgId });
    const first = (await t.graphql(CreateKycDoc, {}, person)).data!.createOwnerKyc.id;
    await t.graphql(AddDocumentDoc, { id: first, input: { mediaObjectId: await uploadedMedia(t, person), role: 'SELF_ID', documentType: 'NATIONAL_ID' } }, person);
    await t.graphql(SubmitDoc, { id: first }, person);
    await t.graphql(RejectDoc, { id: first, note: 'blurred' }, admin);
    const second = (await t.graphql(CreateKycDoc, {}, person)).data!.createOwnerKyc.id;
    const mine = await t.graphql(MyKycDoc, {}, person);
    expect(mine.data?.myKyc.edges.map((edge) => edge.node)).toEqual([
      { id: second, status: 'DRAFT', subjectUserId: person.userId },
      { id: first, status: 'REJECTED', subjectUserId: person.userId },
    ]);
    expect((await t.graphql(MyKycDoc, {}, owner)).data?.myKyc.edges.every((edge) => edge.node.subjectUserId === owner.userId)).toBe(true);
  });
});
