import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { openMediaStorage } from '../src/storage/media-storage.js';
import { graphql } from '../src/generated/index.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { uploadedMedia } from './helpers/fixtures.js';
import { eventually, LONG_TRANSACTIONS, pdfBytes, slowPut } from './helpers/uploads.js';

/**
 * Media content in an S3-compatible bucket (s3rver: the S3 protocol over HTTP,
 * objects in a directory), addressed path-style on loopback, with credentials
 * from the AWS provider chain (the environment). Uploads stream to the bucket
 * and are recorded in PostgreSQL afterwards; downloads redirect to a presigned address.
 */

const MiB = 1024 * 1024;
const BUCKET = 'media';

type Middleware = (ctx: { method: string; path: string; querystring: string }, next: () => Promise<void>) => Promise<void>;

interface S3Request {
  path: string;
  /** The method and the names of the query parameters (the SDK's informative `x-id` left out): `PUT partNumber,uploadId`. */
  operation: string;
}

/** An S3 server of its own on a free loopback port, storing in a fresh directory; `requests` lists what it was asked. */
async function startS3(): Promise<{ endpoint: string; requests: S3Request[]; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'rental-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const requests: S3Request[] = [];
  // s3rver is a Koa application: a middleware first in line sees every request.
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(async (ctx, next) => {
    const names = [...new URLSearchParams(ctx.querystring).keys()].filter((name) => name !== 'x-id').sort();
    requests.push({ path: ctx.path, operation: `${ctx.method} ${names.join(',')}`.trim() });
    await next();
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const s3Settings = (endpoint: string) => ({
  MEDIA_STORAGE: 's3',
  MEDIA_S3_BUCKET: BUCKET,
  MEDIA_S3_ENDPOINT: endpoint,
  MEDIA_S3_REGION: 'us-east-1',
  MEDIA_S3_FORCE_PATH_STYLE: 'true',
  MEDIA_MAX_BYTES: String(20 * MiB),
});

let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: S3Client;
let t: TestApp;
let origin: string;
let owner: Caller;
let outsider: Caller;

beforeAll(async () => {
  // s3rver's fixed key pair, found by the SDK's default provider chain like any deployment's.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  s3 = await startS3();
  bucket = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true });
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await startTestApp(s3Settings(s3.endpoint));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await t.caller(['OWNER']);
  outsider = await t.caller(['ADMIN'], { orgId: randomUUID() });
});
afterAll(async () => {
  await t?.close();
  bucket?.destroy();
  await s3?.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A media object for `bytes`; its id and the local path of its signed upload address. */
async function mediaFor(caller: Caller, bytes: Buffer) {
  const created = await t.rest('POST', '/media', {
    caller,
    body: { filename: 'title deed.pdf', contentType: 'application/pdf', ownerId: caller.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length },
  });
  expect(created.statusCode, created.body).toBe(201);
  const url = new URL(created.json().uploadUrl as string);
  return { id: created.json().media.id as string, path: `${url.pathname}${url.search}` };
}

const put = (uploadPath: string, bytes: Buffer) =>
  fetch(`${origin}${uploadPath}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });

/** The content route's own answer, redirects not followed. */
const content = (id: string, caller?: Caller) =>
  fetch(`${origin}/media/${id}/content`, { redirect: 'manual', headers: caller ? { authorization: `Bearer ${caller.token}` } : {} });

/** The keys stored in the bucket for a media object of the owner's org. */
async function objectsOf(id: string, orgId = owner.orgId): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${orgId}/${id}` }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

/** The operations on the object of media `id` of the owner's org that the S3 server received while `work` ran. */
async function operationsWhile(id: string, work: () => Promise<unknown>): Promise<string[]> {
  const from = s3.requests.length;
  await work();
  return s3.requests
    .slice(from)
    .filter((request) => request.path === `/${BUCKET}/${owner.orgId}/${id}`)
    .map((request) => request.operation);
}

const rowOf = async (id: string) =>
  (await t.sql<{ uploaded_at: Date | null; sha256: string | null }>('select uploaded_at, sha256 from media_object where id = $1', [id]))[0]!;

/** Makes the database refuse to record the upload of `id` (57P01: the server going away) while `work` runs. */
async function whileRecordingFails<T>(id: string, work: () => Promise<T>): Promise<T> {
  await t.sql(`create function refuse_upload() returns trigger language plpgsql as $$
               begin raise exception 'going away' using errcode = '57P01'; end $$`);
  await t.sql(`create trigger refuse_upload before update of uploaded_at on media_object
               for each row when (new.id = '${id}') execute function refuse_upload()`);
  try {
    return await work();
  } finally {
    await t.sql('drop trigger refuse_upload on media_object');
    await t.sql('drop function refuse_upload');
  }
}

const DeleteMediaDoc = graphql(`mutation TestDeleteStoredMedia($id: UUID!) { deleteMediaObject(id: $id) }`);
const DeleteTwoMediaDoc = graphql(`
  mutation TestDeleteTwoStoredMedia($id: UUID!, $other: UUID!) { first: deleteMediaObject(id: $id) second: deleteMediaObject(id: $other) }
`);

describe('content in an S3 bucket', () => {
  it('removes the object of a deleted media object once the deletion has committed; a deletion rolled back keeps it', async () => {
    const bytes = pdfBytes(100_000);
    const [kept, gone] = [await mediaFor(owner, bytes), await mediaFor(owner, bytes)];
    for (const { path: uploadPath } of [kept, gone]) expect((await put(uploadPath, bytes)).status).toBe(200);
    // The second deletion of the operation fails (no such media object): the whole operation rolls back.
    const refused = await t.graphql(DeleteTwoMediaDoc, { id: kept.id, other: randomUUID() }, owner);
    expect(refused.data).toBeNull();
    expect(await objectsOf(kept.id)).toEqual([`${owner.orgId}/${kept.id}`]);
    expect((await content(kept.id, owner)).status).toBe(302);

    const removed = await operationsWhile(gone.id, async () => {
      expect((await t.graphql(DeleteMediaDoc, { id: gone.id }, owner)).data?.deleteMediaObject).toBe(gone.id);
    });
    expect(removed).toEqual(['DELETE']);
    expect(await objectsOf(gone.id)).toEqual([]);
    expect((await content(gone.id, owner)).status).toBe(404);
  });

  const PART = 'PUT partNumber,uploadId';
  it.each([
    ['a single PUT', 100_000, ['PUT']],
    ['a multipart upload of three parts', 11 * MiB, ['POST uploads', PART, PART, PART, 'POST uploadId']],
  ])('stores a file sent in %s under <org>/<id>, nothing in PostgreSQL, and serves it through a presigned redirect', async (_how, size, operations) => {
    const bytes = pdfBytes(size);
    const { id, path: uploadPath } = await mediaFor(owner, bytes);
    const stored = await operationsWhile(id, async () => {
      const answer = await put(uploadPath, bytes);
      expect(answer.status, await answer.text()).toBe(200);
    });
    expect(stored).toEqual(operations);
    expect(await rowOf(id)).toEqual({ uploaded_at: expect.any(Date), sha256: sha256(bytes) });
    expect(await t.sql('select count(*)::int as n from media_chunk where media_id = $1', [id])).toEqual([{ n: 0 }]);
    expect(await objectsOf(id)).toEqual([`${owner.orgId}/${id}`]);

    const redirect = await content(id, owner);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(redirect.headers.get('location')!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.pathname).toBe(`/${BUCKET}/${owner.orgId}/${id}`);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''title%20deed.pdf");
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    // A client that follows redirects (and drops its bearer token on the way, as fetch does) gets the file itself.
    const followed = await fetch(`${origin}/media/${id}/content`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(followed.status).toBe(200);
    expect(Buffer.from(await followed.arrayBuffer()).equals(bytes)).toBe(true);

    expectProblem(await put(uploadPath, bytes).then(asInjected), 409, 'CONFLICT');
  });

  it('redirects only the org that may read the file: another org gets 404, no token 401, an unuploaded file 404', async () => {
    const bytes = pdfBytes(1000);
    const { id, path: uploadPath } = await mediaFor(owner, bytes);
    expectProblem(await content(id, owner).then(asInjected), 404, 'NOT_FOUND');
    expect((await put(uploadPath, bytes)).status).toBe(200);
    const refused = await content(id, outsider);
    expect(refused.headers.get('location')).toBeNull();
    expectProblem(await asInjected(refused), 404, 'NOT_FOUND');
    expectProblem(await content(id).then(asInjected), 401, 'UNAUTHENTICATED');
  });

  it('completes a retried upload after the database failed to record a stored object (503), overwriting it', async () => {
    const first = pdfBytes(6 * MiB);
    const second = pdfBytes(first.length);
    const { id, path: uploadPath } = await mediaFor(owner, first);
    const refused = await whileRecordingFails(id, () => put(uploadPath, first).then(asInjected));
    expect(expectProblem(refused, 503, 'UNAVAILABLE').detail).not.toContain('going away');
    // Stored but not recorded: in the bucket, yet not served.
    expect(await objectsOf(id)).toEqual([`${owner.orgId}/${id}`]);
    expect(await rowOf(id)).toEqual({ uploaded_at: null, sha256: null });
    expectProblem(await content(id, owner).then(asInjected), 404, 'NOT_FOUND');

    // The same address again (here with other bytes of the declared size): stored over the first, recorded, served.
    expect((await put(uploadPath, second)).status).toBe(200);
    expect((await rowOf(id)).sha256).toBe(sha256(second));
    const file = await fetch((await content(id, owner)).headers.get('location')!);
    expect(Buffer.from(await file.arrayBuffer()).equals(second)).toBe(true);
  });

  it('streams to the bucket with no database transaction held: ending every database session mid-upload does not disturb it', async () => {
    const bytes = pdfBytes(6 * MiB);
    const { id, path: uploadPath } = await mediaFor(owner, bytes);
    let terminated = 0;
    let longTransactions: unknown[] | undefined;
    const upload = slowPut(`${origin}${uploadPath}`, bytes, {
      piece: MiB,
      pauseMs: 20,
      onPiece: async (sent) => {
        if (sent !== 2 * MiB) return;
        // The upload has claimed the media object and streams to the bucket.
        expect(await eventually(async () => (await t.sql('select 1 from media_upload where media_id = $1', [id])).length === 1)).toBe(true);
        longTransactions = await t.sql(LONG_TRANSACTIONS);
        terminated = (
          await t.sql(`select pg_terminate_backend(pid) from pg_stat_activity
                        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`)
        ).length;
      },
    });
    const answer = await upload.done;
    expect(longTransactions).toEqual([]);
    expect(terminated).toBeGreaterThan(0);
    expect(answer.status, answer.body).toBe(200);
    expect((await rowOf(id)).sha256).toBe(sha256(bytes));
    const file = await fetch((await content(id, owner)).headers.get('location')!);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['single-PUT', 100_000, false],
    ['multipart', 6 * MiB, true],
  ])('leaves no object for a %s upload that is too long (413) or too short (400), and the address still works', async (_how, size, multipart) => {
    const bytes = pdfBytes(size);
    const { id, path: uploadPath } = await mediaFor(owner, bytes);
    const chunked = (body: Buffer) =>
      fetch(`${origin}${uploadPath}`, {
        method: 'PUT',
        // Streamed without a Content-Length, so only counting the bytes on the way can tell.
        body: new ReadableStream({
          start(controller) {
            for (let at = 0; at < body.length; at += MiB) controller.enqueue(new Uint8Array(body.subarray(at, at + MiB)));
            controller.close();
          },
        }),
        headers: { 'content-type': 'application/pdf' },
        duplex: 'half',
      } as RequestInit).then(asInjected);
    const tooLong = await operationsWhile(id, async () =>
      expectProblem(await chunked(Buffer.concat([bytes, Buffer.from('x')])), 413, 'PAYLOAD_TOO_LARGE'),
    );
    // Never completed; a multipart upload begun is aborted (parts of 5 MiB: the multipart one had sent its first).
    expect(tooLong.filter((operation) => operation === 'PUT' || operation === 'POST uploadId')).toEqual([]);
    expect(tooLong.includes('POST uploads')).toBe(multipart);
    expect(tooLong.includes('DELETE uploadId')).toBe(multipart);
    expect(await objectsOf(id)).toEqual([]);
    expectProblem(await chunked(bytes.subarray(0, -1)), 400, 'VALIDATION_FAILED');
    expect(await objectsOf(id)).toEqual([]);
    expect(await rowOf(id)).toEqual({ uploaded_at: null, sha256: null });
    expect((await put(uploadPath, bytes)).status).toBe(200);
    expect(await objectsOf(id)).toEqual([`${owner.orgId}/${id}`]);
  });

  it('refuses a second upload with 409 while the first streams; the first, abandoned mid-way, leaves nothing behind', async () => {
    const bytes = pdfBytes(2 * MiB);
    const { id, path: uploadPath } = await mediaFor(owner, bytes);
    const first = slowPut(`${origin}${uploadPath}`, bytes, { piece: 256 * 1024, pauseMs: 20, stopAt: MiB });
    // The first upload has claimed the media object.
    const holding = () => t.sql('select 1 from media_upload where media_id = $1', [id]).then((rows) => rows.length === 1);
    expect(await eventually(holding)).toBe(true);
    expectProblem(await put(uploadPath, bytes).then(asInjected), 409, 'CONFLICT');
    first.abort();
    expect((await first.done).status ?? 'no answer').not.toBe(200);
    // The first client went away mid-upload: nothing recorded, nothing visible, and the address works again.
    expect(await eventually(async () => !(await holding()))).toBe(true);
    expect(await objectsOf(id)).toEqual([]);
    expect((await put(uploadPath, bytes)).status).toBe(200);
  });
});

describe('settings', () => {
  it('needs a bucket for MEDIA_STORAGE=s3', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow('MEDIA_STORAGE=s3 needs MEDIA_S3_BUCKET');
    expect(loadConfig({ MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: BUCKET }).media.storage).toEqual({
      kind: 's3',
      bucket: BUCKET,
      endpoint: undefined,
      publicEndpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({}).media.storage).toEqual({ kind: 'postgres' });
  });

  it('signs download addresses for MEDIA_S3_PUBLIC_ENDPOINT, the host clients reach the server at', async () => {
    const publicEndpoint = s3.endpoint.replace('127.0.0.1', 'localhost');
    const served = await startTestApp({ ...s3Settings(s3.endpoint), MEDIA_S3_PUBLIC_ENDPOINT: publicEndpoint });
    try {
      const caller = await served.caller(['OWNER']);
      const bytes = pdfBytes(1000);
      const id = await uploadedMedia(served, caller, { bytes });
      const redirect = await served.app.inject({ method: 'GET', url: `/media/${id}/content`, headers: { authorization: `Bearer ${caller.token}` } });
      expect(redirect.statusCode).toBe(302);
      const location = new URL(redirect.headers.location as string);
      expect(location.origin).toBe(publicEndpoint);
      expect(Buffer.from(await (await fetch(location)).arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await served.close();
    }
  });

  it('refuses to start on a bucket that does not exist', async () => {
    const settings = { kind: 's3' as const, bucket: 'no-such-bucket', endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true };
    await expect(openMediaStorage(settings)).rejects.toThrow(/no-such-bucket .*does not exist/);
  });

  it('answers an upload 503 with Retry-After when the bucket has gone away, and records nothing', async () => {
    const own = await startS3();
    const ownBucket = new S3Client({ endpoint: own.endpoint, region: 'us-east-1', forcePathStyle: true });
    await ownBucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
    const served = await startTestApp(s3Settings(own.endpoint));
    try {
      const caller = await served.caller(['OWNER']);
      const bytes = pdfBytes(1000);
      const created = await served.rest('POST', '/media', {
        caller,
        body: { filename: 'a.pdf', contentType: 'application/pdf', ownerId: caller.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length },
      });
      const url = new URL(created.json().uploadUrl as string);
      const upload = () =>
        served.app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/pdf' }, payload: bytes });
      await own.close();
      const refused = await upload();
      expect(expectProblem(refused, 503, 'UNAVAILABLE').detail).toBe('The file store is unavailable; try again shortly.');
      expect(refused.headers['retry-after']).toBe('5');
      expect(await served.sql('select uploaded_at from media_object where id = $1', [created.json().media.id])).toEqual([{ uploaded_at: null }]);
    } finally {
      await served.close();
      ownBucket.destroy();
    }
  });
});

/** A fetch answer in the shape expectProblem reads. */
async function asInjected(response: Response) {
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: () => JSON.parse(body),
  } as unknown as Parameters<typeof expectProblem>[0];
}
