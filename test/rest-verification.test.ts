import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import {
  AddDocumentDoc,
  ApproveDoc,
  CreateKycDoc,
  CreateProofDoc,
  createProperty,
  StartReviewDoc,
  SubmitDoc,
  submittedProof,
  uploadedMedia,
} from './helpers/fixtures.js';

let t: TestApp;
let owner: Caller;
let admin: Caller;
let outsiderAdmin: Caller;

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER']);
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  outsiderAdmin = await t.caller(['ADMIN'], { orgId: randomUUID() });
});
afterAll(() => t.close());


const RECORD_KEYS = [
  'id', 'kind', 'proofType', 'status', 'orgId', 'propertyId', 'subjectUserId', 'assignedTo',
  'reviewedBy', 'reviewNote', 'reviewedAt', 'submittedAt', 'createdAt', 'documents',
].sort();

/** The record and the rows a refused request must leave untouched. */
const snapshot = async (id: string) => ({
  record: await t.sql('select * from verification_record where id = $1', [id]),
  documents: await t.sql('select id from verification_document where record_id = $1', [id]),
  history: await t.sql('select id from verification_status_change where record_id = $1', [id]),
  properties: await t.sql('select id, status from property order by id'),
});

async function draftProof(caller = owner) {
  const propertyId = await createProperty(t, caller);
  const id = (await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, caller)).data!.createPropertyProof.id;
  return { id, propertyId };
}

async function draftKyc(caller: Caller) {
  return (await t.graphql(CreateKycDoc, {}, caller)).data!.createOwnerKyc.id;
}

describe('POST /verification/property-proofs/{id}/documents (route 1)', () => {
  it('answers 200 with the whole record in the contract shape, documents included', async () => {
    const { id, propertyId } = await draftProof();
    const mediaObjectId = await uploadedMedia(t, owner);
    const response = await t.rest('POST', `/verification/property-proofs/${id}/documents`, {
      caller: owner,
      body: { mediaObjectId, role: 'PROOF_OF_OWNERSHIP', certificateRef: 'TF-77', certifiedOn: '2024-03-01', certifyingAuthority: 'MAIRIE', expiresOn: '2099-03-01' },
    });
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(RECORD_KEYS);
    expect(record).toMatchObject({ id, kind: 'PROPERTY_PROOF', proofType: 'OWNERSHIP', status: 'DRAFT', orgId: owner.orgId, propertyId, subjectUserId: owner.userId, assignedTo: null, submittedAt: null });
    expect(record.documents).toEqual([{ id: expect.any(String), mediaObjectId, certificateRef: 'TF-77', certifiedOn: '2024-03-01', expiresOn: '2099-03-01' }]);
  });

  it.each([
    [{}, 'mediaObjectId'],
    [{ role: 'OTHER' }, 'mediaObjectId'],
    [{ mediaObjectId: 'nope', role: 'OTHER' }, 'mediaObjectId'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000' }, 'role'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'DEED' }, 'role'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', certifyingAuthority: 'CHIEF' }, 'certifyingAuthority'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', documentType: 'VISA' }, 'documentType'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', certifiedOn: '2024-02-30' }, 'certifiedOn'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', expiresOn: 'tomorrow' }, 'expiresOn'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', certificateRef: 5 }, 'certificateRef'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OWNER_ID' }, 'documentType'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', expiresOn: '2001-01-01' }, 'expiresOn'],
    [{ mediaObjectId: '00000000-0000-4000-8000-000000000000', role: 'OTHER', pages: 2 }, 'pages'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, path) => {
    const { id } = await draftProof();
    const before = await snapshot(id);
    const problem = expectProblem(await t.rest('POST', `/verification/property-proofs/${id}/documents`, { caller: owner, body }), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers 400 for a bad record id or a non-object body, 404 for other kinds, orgs and media, 409 for unuploaded media or a submitted record', async () => {
    const { id } = await draftProof();
    const mediaObjectId = await uploadedMedia(t, owner);
    const body = { mediaObjectId, role: 'OTHER' };
    const route = (recordId: string) => `/verification/property-proofs/${recordId}/documents`;
    expect(expectProblem(await t.rest('POST', route('nope'), { caller: owner, body }), 400, 'VALIDATION_FAILED').errors[0].path).toBe('id');
    expectProblem(await t.rest('POST', route(id), { caller: owner, body: '[1]', headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', route(id), { caller: owner }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', route(id), { caller: owner, body: 'x', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectProblem(await t.rest('POST', route(await draftKyc(owner)), { caller: owner, body }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', route(randomUUID()), { caller: owner, body }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', route(id), { caller: outsiderAdmin, body: { mediaObjectId: await uploadedMedia(t, outsiderAdmin), role: 'OTHER' } }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', route(id), { caller: owner, body: { mediaObjectId: await uploadedMedia(t, outsiderAdmin), role: 'OTHER' } }), 404, 'NOT_FOUND');
    const pending = (await t.rest('POST', '/media', { caller: owner, body: { filename: 'a.pdf', contentType: 'application/pdf', ownerId: owner.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: 10 } })).json().media.id;
    expectProblem(await t.rest('POST', route(id), { caller: owner, body: { mediaObjectId: pending, role: 'OTHER' } }), 409, 'CONFLICT');
    expectProblem(await t.rest('POST', route(id), { caller: await t.caller(['OWNER'], { orgId: owner.orgId }), body }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', route(id), { body }), 401, 'UNAUTHENTICATED');
    const submitted = await submittedProof(t, owner, await createProperty(t, owner));
    const before = await snapshot(submitted);
    expectProblem(await t.rest('POST', route(submitted), { caller: owner, body }), 409, 'INVALID_TRANSITION');
    expect(await snapshot(submitted)).toEqual(before);
    expect((await snapshot(id)).documents).toEqual([]);
  });
});

describe('POST /verification/property-proofs/{id}/submit (route 2)', () => {
  it('answers 200 with the SUBMITTED record', async () => {
    const { id } = await draftProof();
    await t.graphql(AddDocumentDoc, { id, input: { mediaObjectId: await uploadedMedia(t, owner), role: 'PROOF_OF_OWNERSHIP' } }, owner);
    const response = await t.rest('POST', `/verification/property-proofs/${id}/submit`, { caller: owner });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(RECORD_KEYS);
    expect(response.json()).toMatchObject({ id, status: 'SUBMITTED', submittedAt: expect.any(String) });
  });

  it('answers 409 without the needed documents or twice, 404 for a KYC record or another org, 400 for a bad id', async () => {
    const { id } = await draftProof();
    const before = await snapshot(id);
    const missing = expectProblem(await t.rest('POST', `/verification/property-proofs/${id}/submit`, { caller: owner }), 409, 'INVALID_TRANSITION');
    expect(missing.detail).toMatch(/PROOF_OF_OWNERSHIP/);
    expect(await snapshot(id)).toEqual(before);
    const submitted = await submittedProof(t, owner, await createProperty(t, owner));
    expectProblem(await t.rest('POST', `/verification/property-proofs/${submitted}/submit`, { caller: owner }), 409, 'INVALID_TRANSITION');
    const kyc = await draftKyc(await t.caller(['TENANT'], { orgId: owner.orgId }));
    expectProblem(await t.rest('POST', `/verification/property-proofs/${kyc}/submit`, { caller: admin }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/verification/property-proofs/${id}/submit`, { caller: outsiderAdmin }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/verification/property-proofs/x/submit`, { caller: owner }), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /admin/verification/{id}/approve (route 3)', () => {
  it('approves with or without a note, with or without a body', async () => {
    for (const body of [{ note: 'All good' }, {}, undefined]) {
      const id = await submittedProof(t, owner, await createProperty(t, owner));
      const response = await t.rest('POST', `/admin/verification/${id}/approve`, { caller: admin, ...(body ? { body } : {}) });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(RECORD_KEYS);
      expect(response.json()).toMatchObject({ id, status: 'APPROVED', reviewedBy: admin.userId, reviewNote: body?.note ?? null, reviewedAt: expect.any(String) });
    }
  });

  it('refuses owners (403), admins of another org (404), an admin on their own record (403), bad input (400), and a DRAFT (409), writing nothing', async () => {
    const id = await submittedProof(t, owner, await createProperty(t, owner));
    const adminOwner = await t.caller(['ADMIN', 'OWNER'], { orgId: owner.orgId });
    const own = await submittedProof(t, adminOwner, await createProperty(t, adminOwner));
    const { id: draft } = await draftProof();
    const before = [await snapshot(id), await snapshot(own), await snapshot(draft)];
    const approve = (recordId: string, caller: Caller, body: unknown = {}) => t.rest('POST', `/admin/verification/${recordId}/approve`, { caller, body });
    expectProblem(await approve(id, owner), 403, 'FORBIDDEN');
    expectProblem(await approve(id, outsiderAdmin), 404, 'NOT_FOUND');
    expectProblem(await approve(own, adminOwner), 403, 'FORBIDDEN');
    expectProblem(await approve(randomUUID(), admin), 404, 'NOT_FOUND');
    expect(expectProblem(await approve('123', admin), 400, 'VALIDATION_FAILED').errors[0].path).toBe('id');
    expect(expectProblem(await approve(id, admin, { note: 42 }), 400, 'VALIDATION_FAILED').errors[0].path).toBe('note');
    expect(expectProblem(await approve(id, admin, { note: 'ok', verdict: 'yes' }), 400, 'VALIDATION_FAILED').errors[0].path).toBe('verdict');
    expectProblem(await approve(id, admin, [] as unknown), 400, 'VALIDATION_FAILED');
    expectProblem(await approve(draft, admin), 409, 'INVALID_TRANSITION');
    expect([await snapshot(id), await snapshot(own), await snapshot(draft)]).toEqual(before);
  });
});

describe('POST /admin/verification/{id}/revoke (route 4)', () => {
  it('revokes an approved record with a reason', async () => {
    const id = await submittedProof(t, owner, await createProperty(t, owner));
    await t.graphql(ApproveDoc, { id }, admin);
    const response = await t.rest('POST', `/admin/verification/${id}/revoke`, { caller: admin, body: { reason: 'Mandate withdrawn' } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(RECORD_KEYS);
    expect(response.json()).toMatchObject({ id, status: 'REVOKED', reviewNote: 'Mandate withdrawn' });
  });

  it.each([
    [{}, 'reason'],
    [undefined, 'reason'],
    [{ reason: '' }, 'reason'],
    [{ reason: '   ' }, 'reason'],
    [{ reason: 7 }, 'reason'],
    [{ reason: 'x', extra: 1 }, 'extra'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, path) => {
    const id = await submittedProof(t, owner, await createProperty(t, owner));
    await t.graphql(ApproveDoc, { id }, admin);
    const before = await snapshot(id);
    const problem = expectProblem(await t.rest('POST', `/admin/verification/${id}/revoke`, { caller: admin, ...(body ? { body } : {}) }), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses owners (403), other orgs (404), own records (403), and records not APPROVED (409)', async () => {
    const id = await submittedProof(t, owner, await createProperty(t, owner));
    const body = { reason: 'fraud' };
    const before = await snapshot(id);
    expectProblem(await t.rest('POST', `/admin/verification/${id}/revoke`, { caller: admin, body }), 409, 'INVALID_TRANSITION');
    expect(await snapshot(id)).toEqual(before);
    const adminOwner = await t.caller(['ADMIN', 'OWNER'], { orgId: owner.orgId });
    const own = await submittedProof(t, adminOwner, await createProperty(t, adminOwner));
    await t.graphql(ApproveDoc, { id: own }, admin);
    await t.graphql(ApproveDoc, { id }, admin);
    const approved = await snapshot(id);
    expect(approved.record).not.toEqual(before.record);
    expectProblem(await t.rest('POST', `/admin/verification/${id}/revoke`, { caller: owner, body }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', `/admin/verification/${id}/revoke`, { caller: outsiderAdmin, body }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/admin/verification/${own}/revoke`, { caller: adminOwner, body }), 403, 'FORBIDDEN');
    expect(await snapshot(id)).toEqual(approved);
  });
});

describe('GET /admin/verification/queue (route 5)', () => {
  it('answers an array of records, oldest submission first, filtered by kind, paged with a Link header', async () => {
    const reviewer = await t.caller(['ADMIN'], { orgId: randomUUID() });
    const orgOwner = await t.caller(['OWNER'], { orgId: reviewer.orgId });
    const proofs = [];
    for (let i = 0; i < 3; i++) proofs.push(await submittedProof(t, orgOwner, await createProperty(t, orgOwner)));
    await t.graphql(StartReviewDoc, { id: proofs[1]! }, reviewer);
    const kyc = await draftKyc(orgOwner);
    await t.graphql(AddDocumentDoc, { id: kyc, input: { mediaObjectId: await uploadedMedia(t, orgOwner), role: 'SELF_ID', documentType: 'PASSPORT' } }, orgOwner);
    await t.graphql(SubmitDoc, { id: kyc }, orgOwner);
    await draftProof(orgOwner);

    const all = await t.rest('GET', '/admin/verification/queue', { caller: reviewer });
    expect(all.statusCode).toBe(200);
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json().map((record: { id: string }) => record.id)).toEqual([...proofs, kyc]);
    expect(Object.keys(all.json()[0]).sort()).toEqual(RECORD_KEYS);
    expect(all.headers.link).toBeUndefined();

    const proofsOnly = await t.rest('GET', '/admin/verification/queue?kind=PROPERTY_PROOF&limit=2', { caller: reviewer });
    expect(proofsOnly.json().map((record: { id: string }) => record.id)).toEqual(proofs.slice(0, 2));
    const link = /^<([^>]+)>; rel="next"$/.exec(proofsOnly.headers.link as string)?.[1];
    expect(link).toMatch(/^\/api\/v1\/admin\/verification\/queue\?kind=PROPERTY_PROOF&limit=2&cursor=/);
    const next = await t.app.inject({ method: 'GET', url: link!, headers: { authorization: `Bearer ${reviewer.token}` } });
    expect(next.json().map((record: { id: string }) => record.id)).toEqual([proofs[2]]);
    expect(next.headers.link).toBeUndefined();
    expect((await t.rest('GET', '/admin/verification/queue?kind=OWNER_KYC', { caller: reviewer })).json().map((r: { id: string }) => r.id)).toEqual([kyc]);
  });

  it('refuses a bad kind, limit or cursor (400), non-admins (403) and anonymous callers (401)', async () => {
    for (const query of ['kind=TENANT_CHECK', 'limit=0', 'limit=501', 'limit=ten', 'limit=1&limit=2']) {
      const problem = expectProblem(await t.rest('GET', `/admin/verification/queue?${query}`, { caller: admin }), 400, 'VALIDATION_FAILED');
      expect(problem.errors[0].path).toBe(query.split('=')[0]);
    }
    for (const cursor of [randomUUID(), 'abc']) {
      expect(expectProblem(await t.rest('GET', `/admin/verification/queue?cursor=${cursor}`, { caller: admin }), 400, 'VALIDATION_FAILED').errors[0].message).toMatch(/cursor/);
    }
    expectProblem(await t.rest('GET', '/admin/verification/queue', { caller: owner }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('GET', '/admin/verification/queue', { caller: await t.caller(['MANAGER'], { orgId: owner.orgId }) }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('GET', '/admin/verification/queue'), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /verification/kyc/mine (route 6)', () => {
  it('answers the caller’s KYC records newest first, and nobody else’s', async () => {
    const person = await t.caller(['TENANT'], { orgId: owner.orgId });
    const first = await draftKyc(person);
    await t.graphql(AddDocumentDoc, { id: first, input: { mediaObjectId: await uploadedMedia(t, person), role: 'SELF_ID', documentType: 'RESIDENCE_PERMIT' } }, person);
    await t.graphql(SubmitDoc, { id: first }, person);
    await t.rest('POST', `/admin/verification/${first}/approve`, { caller: admin });
    await t.rest('POST', `/admin/verification/${first}/revoke`, { caller: admin, body: { reason: 'expired permit' } });
    const second = await draftKyc(person);
    await draftKyc(await t.caller(['OWNER'], { orgId: owner.orgId }));

    const response = await t.rest('GET', '/verification/kyc/mine', { caller: person });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((record: { id: string; status: string }) => [record.id, record.status])).toEqual([
      [second, 'DRAFT'],
      [first, 'REVOKED'],
    ]);
    expect(Object.keys(response.json()[0]).sort()).toEqual(RECORD_KEYS);
    const paged = await t.rest('GET', '/verification/kyc/mine?limit=1', { caller: person });
    expect(paged.json().map((record: { id: string }) => record.id)).toEqual([second]);
    expect(paged.headers.link).toMatch(/rel="next"/);
    expect((await t.rest('GET', '/verification/kyc/mine', { caller: await t.caller(['ADMIN']) })).json()).toEqual([]);
  });

  it('refuses a bad limit (400) and anonymous callers (401)', async () => {
    expectProblem(await t.rest('GET', '/verification/kyc/mine?limit=-1', { caller: owner }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('GET', '/verification/kyc/mine'), 401, 'UNAUTHENTICATED');
  });
});
