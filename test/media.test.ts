import { once } from 'node:events';
import { connect } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_IMAGE } from '../src/demo/files.js';
import { graphql } from '../src/generated/index.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { AddDocumentDoc, CreateKycDoc, CreateProofDoc, createProperty, createUnit, putUpload, uploadedMedia } from './helpers/fixtures.js';

const MediaDoc = graphql(`query TestMediaObject($id: UUID!) { mediaObject(id: $id) { id kind uploadedAt sha256 } }`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_BASE_URL: 'https://rent.example.com/', MEDIA_MAX_BYTES: '1000' });
  owner = await t.caller(['OWNER']);
  manager = await t.caller(['MANAGER'], { orgId: owner.orgId });
  tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  outsider = await t.caller(['ADMIN'], { orgId: randomUUID() });
});
afterAll(() => t.close());


const mediaCount = async () => (await t.sql<{ n: number }>('select count(*)::int as n from media_object'))[0]!.n;
const pdf = Buffer.from('%PDF-1.7 title deed of plot 42');
const photo = PNG_IMAGE;

async function createMedia(caller: Caller, body: Record<string, unknown>) {
  return t.rest('POST', '/media', { caller, body });
}

const mediaRequest = (caller: Caller, extra: Record<string, unknown> = {}) => ({
  filename: 'plan.png',
  contentType: 'image/png',
  ownerId: caller.userId,
  ownerType: 'USER',
  kind: 'PHOTO',
  sizeBytes: photo.length,
  ...extra,
});

const content = (id: string, caller?: Caller) =>
  t.app.inject({ method: 'GET', url: `/media/${id}/content`, headers: caller ? { authorization: `Bearer ${caller.token}` } : {} });

describe('POST /api/v1/media (route 14)', () => {
  it('answers 201 with exactly the contract media object and an absolute signed upload address', async () => {
    const propertyId = await createProperty(t, owner);
    const response = await createMedia(owner, mediaRequest(owner, { ownerType: 'PROPERTY', ownerId: propertyId, contentType: 'Image/PNG' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['media', 'uploadUrl']);
    expect(body.media).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgId: owner.orgId,
      ownerId: propertyId,
      ownerUserId: owner.userId,
      filename: 'plan.png',
      contentType: 'image/png',
      sizeBytes: photo.length,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const url = new URL(body.uploadUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`https://rent.example.com/media/${body.media.id}/upload`);
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'org', 'signature']);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(await t.sql('select owner_type, kind, uploaded_at from media_object where id = $1', [body.media.id])).toEqual([
      { owner_type: 'PROPERTY', kind: 'PHOTO', uploaded_at: null },
    ]);
  });

  it('attaches media to a unit and a verification record the caller may change', async () => {
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId);
    expect((await createMedia(owner, mediaRequest(owner, { ownerType: 'UNIT', ownerId: unitId }))).statusCode).toBe(201);
    const kyc = (await t.graphql(CreateKycDoc, {}, tenant)).data!.createOwnerKyc.id;
    expect((await createMedia(tenant, mediaRequest(tenant, { ownerType: 'VERIFICATION', ownerId: kyc, kind: 'DOCUMENT' }))).statusCode).toBe(201);
    expectProblem(await createMedia(owner, mediaRequest(owner, { ownerType: 'VERIFICATION', ownerId: kyc })), 404, 'NOT_FOUND');
    expectProblem(await createMedia(manager, mediaRequest(manager, { ownerType: 'VERIFICATION', ownerId: kyc })), 403, 'FORBIDDEN');
  });

  it.each([
    [{ filename: '' }, 'filename'],
    [{ filename: undefined }, 'filename'],
    [{ contentType: 'image/gif' }, 'contentType'],
    [{ contentType: undefined }, 'contentType'],
    [{ ownerId: 'not-a-uuid' }, 'ownerId'],
    [{ ownerId: undefined }, 'ownerId'],
    [{ ownerType: 'HOUSE' }, 'ownerType'],
    [{ ownerType: undefined }, 'ownerType'],
    [{ kind: 'VIDEO' }, 'kind'],
    [{ kind: undefined }, 'kind'],
    [{ sizeBytes: 0 }, 'sizeBytes'],
    [{ sizeBytes: 1.5 }, 'sizeBytes'],
    [{ sizeBytes: '12' }, 'sizeBytes'],
    [{ sizeBytes: 1001 }, 'sizeBytes'],
    [{ sizeBytes: undefined }, 'sizeBytes'],
    [{ colour: 'red' }, 'colour'],
  ])('refuses %j with 400 naming %s, writing nothing', async (extra, path) => {
    const before = await mediaCount();
    const problem = expectProblem(await createMedia(owner, mediaRequest(owner, extra)), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await mediaCount()).toBe(before);
  });

  it('answers 404 for an owner that does not exist in the org, 403 for USER media of someone else, 401 without a token', async () => {
    const before = await mediaCount();
    const foreignProperty = await createProperty(t, await t.caller(['OWNER'], { orgId: randomUUID() }));
    expectProblem(await createMedia(owner, mediaRequest(owner, { ownerType: 'PROPERTY', ownerId: foreignProperty })), 404, 'NOT_FOUND');
    expectProblem(await createMedia(owner, mediaRequest(owner, { ownerType: 'UNIT', ownerId: randomUUID() })), 404, 'NOT_FOUND');
    expectProblem(await createMedia(owner, mediaRequest(owner, { ownerType: 'VERIFICATION', ownerId: randomUUID() })), 404, 'NOT_FOUND');
    expectProblem(await createMedia(owner, mediaRequest(owner, { ownerId: tenant.userId })), 403, 'FORBIDDEN');
    const draft = await createProperty(t, owner);
    expectProblem(await createMedia(tenant, mediaRequest(tenant, { ownerType: 'PROPERTY', ownerId: draft })), 404, 'NOT_FOUND');
    const response = await t.rest('POST', '/media', { body: mediaRequest(owner) });
    expectProblem(response, 401, 'UNAUTHENTICATED');
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(await mediaCount()).toBe(before);
  });
});

describe('uploads', () => {
  async function created(caller: Caller, extra: Record<string, unknown> = {}) {
    const body = (await createMedia(caller, mediaRequest(caller, extra))).json();
    return { id: body.media.id as string, uploadUrl: body.uploadUrl as string };
  }

  it('stores exactly the declared bytes once, and serves them back to the org with their content type', async () => {
    const { id, uploadUrl } = await created(owner);
    const upload = await putUpload(t, uploadUrl, photo, 'image/png');
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ id, sizeBytes: photo.length, uploadedAt: expect.any(String) });
    expect((await t.graphql(MediaDoc, { id }, owner)).data?.mediaObject).toMatchObject({
      uploadedAt: expect.any(String),
      sha256: createHash('sha256').update(photo).digest('hex'),
    });

    for (const reader of [owner, tenant, manager]) {
      const read = await content(id, reader);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(read.rawPayload.equals(photo)).toBe(true);
    }
    expectProblem(await putUpload(t, uploadUrl, photo, 'image/png'), 409, 'CONFLICT');
  });

  it('keeps none of the content when the database fails to record the upload, so a retry can store it', async () => {
    const { id, uploadUrl } = await created(owner);
    // The database going away after the content is written, as the upload is recorded (57P01: admin shutdown).
    await t.sql(`create function refuse_upload() returns trigger language plpgsql as $$
                 begin raise exception 'going away' using errcode = '57P01'; end $$`);
    await t.sql(`create trigger refuse_upload before update of uploaded_at on media_object
                 for each row when (new.id = '${id}') execute function refuse_upload()`);
    try {
      const refused = await putUpload(t, uploadUrl, photo, 'image/png');
      expect(expectProblem(refused, 503, 'UNAVAILABLE').detail).not.toContain('going away');
      expect(refused.headers['retry-after']).toBe('5');
    } finally {
      await t.sql('drop trigger refuse_upload on media_object');
      await t.sql('drop function refuse_upload');
    }
    expectProblem(await content(id, owner), 404, 'NOT_FOUND');
    expect(await t.sql('select count(*)::int as n from media_chunk where media_id = $1', [id])).toEqual([{ n: 0 }]);
    expect((await putUpload(t, uploadUrl, photo, 'image/png')).statusCode).toBe(200);
    expect((await content(id, owner)).rawPayload.equals(photo)).toBe(true);
  });

  it('refuses a wrong size (413 larger, 400 smaller), a wrong type (415), and stores nothing', async () => {
    const { id, uploadUrl } = await created(owner);
    expectProblem(await putUpload(t, uploadUrl, Buffer.concat([photo, Buffer.from('x')]), 'image/png'), 413, 'PAYLOAD_TOO_LARGE');
    expectProblem(await putUpload(t, uploadUrl, photo.subarray(1), 'image/png'), 400, 'VALIDATION_FAILED');
    expectProblem(await putUpload(t, uploadUrl, Buffer.alloc(0), 'image/png'), 400, 'VALIDATION_FAILED');
    expectProblem(await putUpload(t, uploadUrl, photo, 'image/jpeg'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const url = new URL(uploadUrl);
    expectProblem(await t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, payload: photo }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await t.sql('select uploaded_at from media_object where id = $1', [id])).toEqual([{ uploaded_at: null }]);
    expectProblem(await content(id, owner), 404, 'NOT_FOUND');
    // The address still works for a correct upload afterwards.
    expect((await putUpload(t, uploadUrl, photo, 'image/png')).statusCode).toBe(200);
  });

  it('refuses content that is not of the declared type (415), keeps nothing of it, and takes the right file afterwards', async () => {
    const stateOf = async (id: string) =>
      (
        await t.sql<{ uploaded: boolean; chunks: number; staged: number }>(
          `select m.uploaded_at is not null as uploaded,
                  (select count(*)::int from media_chunk c where c.media_id = m.id) as chunks,
                  (select count(*)::int from media_upload u where u.media_id = m.id) as staged
             from media_object m where m.id = $1`,
          [id],
        )
      )[0];
    // A PNG declared as a PDF, and bytes of no recognisable type declared as a PDF.
    const deed = await created(owner, { filename: 'deed.pdf', contentType: 'application/pdf', kind: 'DOCUMENT' });
    const pngAsPdf = expectProblem(await putUpload(t, deed.uploadUrl, photo, 'application/pdf'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(pngAsPdf.detail).toBe("The upload's content is image/png, not application/pdf, the declared type.");
    const unrecognisable = expectProblem(await putUpload(t, deed.uploadUrl, Buffer.alloc(photo.length, 'x'), 'application/pdf'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(unrecognisable.detail).toBe("The upload's content is not recognisably application/pdf, the declared type.");
    // A Windows executable declared as a PNG.
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const plan = await created(owner, { sizeBytes: program.length });
    const exeAsPng = expectProblem(await putUpload(t, plan.uploadUrl, program, 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(exeAsPng.detail).toBe("The upload's content is application/x-msdownload, not image/png, the declared type.");
    for (const { id } of [deed, plan]) {
      expect(await stateOf(id)).toEqual({ uploaded: false, chunks: 0, staged: 0 });
      expectProblem(await content(id, owner), 404, 'NOT_FOUND');
    }
    const realPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(photo.length - 9, ' ')]);
    expect((await putUpload(t, deed.uploadUrl, realPdf, 'application/pdf')).statusCode).toBe(200);
    expect((await content(deed.id, owner)).rawPayload.equals(realPdf)).toBe(true);
  });

  it('takes a text type that content sniffing cannot recognise as declared, unless the bytes are recognisably something else', async () => {
    const texts = await startTestApp({ MEDIA_CONTENT_TYPES: 'text/csv,image/png' });
    try {
      const caller = await texts.caller(['OWNER']);
      const csv = Buffer.from('unit,rent\nA1,1200\nB2,950\n');
      const upload = async (bytes: Buffer) => {
        const body = (await texts.rest('POST', '/media', { caller, body: mediaRequest(caller, { filename: 'rents.csv', contentType: 'text/csv', kind: 'DOCUMENT', sizeBytes: bytes.length }) })).json();
        return putUpload(texts, body.uploadUrl as string, bytes, 'text/csv');
      };
      expect((await upload(csv)).statusCode).toBe(200);
      const pdfAsCsv = expectProblem(await upload(pdf), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(pdfAsCsv.detail).toBe("The upload's content is application/pdf, not text/csv, the declared type.");
    } finally {
      await texts.close();
    }
  });

  it('counts streamed bytes when no Content-Length is sent', async () => {
    const { uploadUrl } = await created(owner);
    const url = new URL(uploadUrl);
    const { Readable } = await import('node:stream');
    const chunked = (bytes: Buffer) =>
      t.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'image/png' }, payload: Readable.from([bytes]) });
    expectProblem(await chunked(Buffer.concat([photo, photo])), 413, 'PAYLOAD_TOO_LARGE');
    expect((await chunked(photo)).statusCode).toBe(200);
  });

  it('refuses tampered and expired addresses with 403', async () => {
    const { id, uploadUrl } = await created(owner);
    const other = await created(owner);
    const url = new URL(uploadUrl);
    const variants: ((u: URL) => void)[] = [
      // Always a different character (writing 'AA' over the end left the signatures that end in 'AA' unchanged).
      (u) => u.searchParams.set('signature', u.searchParams.get('signature')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))),
      (u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
      (u) => u.searchParams.set('org', outsider.orgId),
      (u) => u.searchParams.delete('signature'),
      (u) => (u.pathname = `/media/${other.id}/upload`),
    ];
    for (const tamper of variants) {
      const changed = new URL(url);
      tamper(changed);
      expectProblem(await putUpload(t, changed.toString(), photo, 'image/png'), 403, 'FORBIDDEN');
    }
    expect(await t.sql('select uploaded_at from media_object where id = $1', [id])).toEqual([{ uploaded_at: null }]);
  });

  it('refuses an address once it has expired', async () => {
    const shortLived = await startTestApp({ UPLOAD_URL_TTL_SECONDS: '60' });
    try {
      const caller = await shortLived.caller(['OWNER']);
      const body = (await shortLived.rest('POST', '/media', { caller, body: mediaRequest(caller) })).json();
      const url = new URL(body.uploadUrl);
      // Signed with the same key, an hour in the past: only the expiry differs from a valid address.
      const { createUploadUrls } = await import('../src/server/upload-urls.js');
      const { loadConfig } = await import('../src/server/config.js');
      const { UPLOAD_KEY } = await import('./helpers/app.js');
      const signer = createUploadUrls(loadConfig({ UPLOAD_SIGNING_KEY: UPLOAD_KEY, UPLOAD_URL_TTL_SECONDS: '60' }).media, () => {});
      const expired = new URL(signer.urlFor({ orgId: caller.orgId, id: body.media.id }, new Date(Date.now() - 3_600_000)));
      const response = await putUpload(shortLived, expired.toString(), photo, 'image/png');
      expectProblem(response, 403, 'FORBIDDEN');
      expect(response.json().detail).toMatch(/expired/);
      expect((await putUpload(shortLived, url.toString(), photo, 'image/png')).statusCode).toBe(200);
    } finally {
      await shortLived.close();
    }
  });

  it('lets exactly one of two racing uploads win', async () => {
    const { uploadUrl } = await created(owner);
    const results = await Promise.all([putUpload(t, uploadUrl, photo, 'image/png'), putUpload(t, uploadUrl, photo, 'image/png')]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reading media', () => {
  it('keeps documents to their uploader and managers, and every file to its org', async () => {
    const documentId = await uploadedMedia(t, owner, { bytes: pdf });
    expect((await content(documentId, owner)).rawPayload.equals(pdf)).toBe(true);
    expect((await content(documentId, manager)).statusCode).toBe(200);
    expectProblem(await content(documentId, tenant), 404, 'NOT_FOUND');
    expectProblem(await content(documentId, outsider), 404, 'NOT_FOUND');
    expectProblem(await content(documentId), 401, 'UNAUTHENTICATED');
    expectProblem(await content('not-a-uuid', owner), 400, 'VALIDATION_FAILED');
    expectProblem(await content(randomUUID(), owner), 404, 'NOT_FOUND');
    expect((await t.graphql(MediaDoc, { id: documentId }, owner)).data?.mediaObject).toMatchObject({ id: documentId, kind: 'DOCUMENT' });
    expect((await t.graphql(MediaDoc, { id: documentId }, tenant)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(MediaDoc, { id: documentId }, outsider)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("opens a document a manager uploaded to a proof to the proof's subject, and to no one else", async () => {
    const propertyId = await createProperty(t, owner);
    const proof = await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner);
    const proofId = proof.data!.createPropertyProof.id;
    const deedId = await uploadedMedia(t, manager, { ownerType: 'VERIFICATION', ownerId: proofId, bytes: pdf });
    expectProblem(await content(deedId, owner), 404, 'NOT_FOUND');
    const added = await t.graphql(AddDocumentDoc, { id: proofId, input: { mediaObjectId: deedId, role: 'PROOF_OF_OWNERSHIP' } }, manager);
    expect(added.errors).toBeUndefined();
    expect((await content(deedId, owner)).rawPayload.equals(pdf)).toBe(true);
    expect((await t.graphql(MediaDoc, { id: deedId }, owner)).data?.mediaObject).toMatchObject({ id: deedId, kind: 'DOCUMENT' });
    const otherOwner = await t.caller(['OWNER'], { orgId: owner.orgId });
    for (const caller of [otherOwner, tenant, outsider]) {
      expectProblem(await content(deedId, caller), 404, 'NOT_FOUND');
      expect((await t.graphql(MediaDoc, { id: deedId }, caller)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    // A file uploaded for something else (a tenant's own ID scan) stays closed, even attached to the proof.
    const tenantScan = await uploadedMedia(t, tenant, { bytes: pdf });
    const attached = await t.graphql(AddDocumentDoc, { id: proofId, input: { mediaObjectId: tenantScan, role: 'OTHER' } }, manager);
    expect(attached.errors).toBeUndefined();
    expectProblem(await content(tenantScan, owner), 404, 'NOT_FOUND');
    expect((await content(tenantScan, tenant)).statusCode).toBe(200);
  });
});

describe('uploads over a real connection', () => {
  it("takes a client leaving mid-upload as the client's failure, not the database's, and stores nothing", async () => {
    const lines: string[] = [];
    const served = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const address = new URL(await served.app.listen({ port: 0, host: '127.0.0.1' }));
      const caller = await served.caller(['OWNER']);
      const url = new URL((await served.rest('POST', '/media', { caller, body: mediaRequest(caller) })).json().uploadUrl);
      const socket = connect(Number(address.port), '127.0.0.1');
      await once(socket, 'connect');
      socket.write(`PUT ${url.pathname}${url.search} HTTP/1.1\r\nhost: ${address.host}\r\ncontent-type: image/png\r\ncontent-length: ${photo.length}\r\n\r\n`);
      socket.write(photo.subarray(0, 4));
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 50);
      expect(errors).toEqual([]);
      const stored = await fetch(`${address.origin}${url.pathname}${url.search}`, { method: 'PUT', body: photo, headers: { 'content-type': 'image/png' } });
      expect(stored.status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('answers a refused streaming upload at once and closes the connection instead of reusing it', async () => {
    const served = await startTestApp();
    try {
      const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
      const caller = await served.caller(['OWNER']);
      const body = (await served.rest('POST', '/media', { caller, body: mediaRequest(caller) })).json();
      const url = new URL(body.uploadUrl);
      const chunks = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(100_000));
          controller.close();
        },
      });
      const refused = await fetch(`${address}${url.pathname}${url.search}`, {
        method: 'PUT',
        body: chunks,
        headers: { 'content-type': 'image/png' },
        duplex: 'half',
      } as RequestInit);
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
      expect((await refused.json()).code).toBe('PAYLOAD_TOO_LARGE');
      const stored = await fetch(`${address}${url.pathname}${url.search}`, { method: 'PUT', body: photo, headers: { 'content-type': 'image/png' } });
      expect(stored.status).toBe(200);
    } finally {
      // A connection left half-read would keep the server from closing, and this test would time out.
      await served.close();
    }
  });
});
