import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { purgeAbandonedUploads } from '../src/services/media/media.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { eventually, LONG_TRANSACTIONS, pdfBytes, slowPut, STAGED_CHUNKS } from './helpers/uploads.js';

/**
 * One org's slow uploads cannot starve the others: uploads are bounded per
 * org as well as in all, a client trickling bytes holds no database
 * transaction, and one slower than the minimum rate is cut (408).
 * Tricklers are real clients over real connections, writing a byte at a time.
 */

/** A media object for `bytes` in the caller's org; its id and the local path of its signed upload address. */
async function mediaFor(app: TestApp, caller: Caller, bytes: Buffer) {
  const created = await app.rest('POST', '/media', {
    caller,
    body: { filename: 'lease.pdf', contentType: 'application/pdf', ownerId: caller.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length },
  });
  expect(created.statusCode, created.body).toBe(201);
  const url = new URL(created.json().uploadUrl as string);
  return { id: created.json().media.id as string, path: `${url.pathname}${url.search}`, bytes };
}

const put = (origin: string, path: string, bytes: Buffer) =>
  fetch(`${origin}${path}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });

/** A client sending one byte every 100 ms (10 bytes/s), over a connection of its own, until it is answered or aborted. */
const trickle = (origin: string, media: { path: string; bytes: Buffer }) => slowPut(`${origin}${media.path}`, media.bytes, { piece: 1, pauseMs: 100 });

const claimsOf = async (app: TestApp, ids: string[]) =>
  (await app.sql<{ n: number }>('select count(*)::int as n from media_upload where media_id = any($1::uuid[])', [ids]))[0]!.n;

describe('uploads of one org trickling bytes', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    // No rate floor here: the tricklers hold their slots for as long as the test needs.
    t = await startTestApp({ MEDIA_CONCURRENT_UPLOADS: '4', MEDIA_CONCURRENT_UPLOADS_PER_ORG: '2', MEDIA_UPLOAD_MIN_BYTES_PER_SECOND: '0' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("take only their org's slots and no database transaction; another org uploads meanwhile", async () => {
    const slowOrg = await t.caller(['OWNER'], { orgId: randomUUID() });
    const otherOrg = await t.caller(['OWNER'], { orgId: randomUUID() });
    const slow = [await mediaFor(t, slowOrg, pdfBytes(5000)), await mediaFor(t, slowOrg, pdfBytes(5000))];
    const third = await mediaFor(t, slowOrg, pdfBytes(5000));
    const tricklers = slow.map((media) => trickle(origin, media));
    try {
      const slowIds = slow.map((media) => media.id);
      // Both have claimed their media objects and have been trickling for over a second.
      expect(
        await eventually(async () => {
          const rows = await t.sql('select 1 from media_upload where media_id = any($1::uuid[]) and started_at < clock_timestamp() - interval \'1.5 seconds\'', [slowIds]);
          return rows.length === 2;
        }),
      ).toBe(true);
      expect(tricklers.every((trickler) => trickler.sent() > 5)).toBe(true);
      // No session of the service sits in a transaction, or idle in one, while they trickle.
      expect(await t.sql(LONG_TRANSACTIONS)).toEqual([]);
      expect(
        await t.sql(`select pid from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'
                       and state_change < clock_timestamp() - interval '200 milliseconds'`),
      ).toEqual([]);

      // The slow org's own third upload waits for one of its slots (503, Retry-After), before any database work.
      const refused = await put(origin, third.path, third.bytes);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(((await refused.json()) as { detail: string }).detail).toBe(
        'This organisation has 2 uploads in progress, its limit (2); try again when one has ended.',
      );
      expect(await claimsOf(t, [third.id])).toBe(0);
      // Their claims' leases run: the purge of abandoned uploads leaves them alone.
      expect(await purgeAbandonedUploads(t.orm.em.fork(), 100)).toBe(0);
      expect(await claimsOf(t, slowIds)).toBe(2);

      // Another org's small upload goes through at once.
      const small = await mediaFor(t, otherOrg, Buffer.from('%PDF-'));
      const stored = await put(origin, small.path, small.bytes);
      expect(stored.status, await stored.clone().text()).toBe(200);
      const read = await fetch(`${origin}/media/${small.id}/content`, { headers: { authorization: `Bearer ${otherOrg.token}` } });
      expect(Buffer.from(await read.arrayBuffer()).equals(small.bytes)).toBe(true);
      expect(tricklers.every((trickler) => trickler.sent() < 5000)).toBe(true);
    } finally {
      for (const trickler of tricklers) trickler.abort();
    }
    // The clients gone, their claims are given back and their slots free: the org's third upload goes through.
    expect(await eventually(async () => (await claimsOf(t, slow.map((media) => media.id))) === 0)).toBe(true);
    expect((await put(origin, third.path, third.bytes)).status).toBe(200);
  });
});

describe('the minimum transfer rate', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    // At least 1000 bytes in each second of waiting; the idle timeout (30 s) is far off.
    t = await startTestApp({ MEDIA_UPLOAD_MIN_BYTES_PER_SECOND: '1000', MEDIA_UPLOAD_RATE_WINDOW_SECONDS: '1', MEDIA_UPLOAD_IDLE_SECONDS: '30' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('cuts an upload that trickles below it (408), keeps nothing of it, and takes the file at speed afterwards', async () => {
    const owner = await t.caller(['OWNER']);
    const media = await mediaFor(t, owner, pdfBytes(300 * 1024));
    const started = Date.now();
    const answer = await trickle(origin, media).done;
    expect(answer.status, answer.body).toBe(408);
    expect(answer.headers?.connection).toBe('close');
    const problem = JSON.parse(answer.body!) as { code: string; detail: string };
    expect(problem.code).toBe('REQUEST_TIMEOUT');
    expect(problem.detail).toMatch(/^The upload is too slow: \d+ bytes arrived in the last 1 s; at least 1000 are needed \(1000 bytes\/s\)\.$/);
    // Cut by the rate, long before the idle timeout could have.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await claimsOf(t, [media.id])).toBe(0);
    expect(await t.sql(STAGED_CHUNKS, [media.id])).toEqual([{ n: 0 }]);
    expect(await t.sql('select uploaded_at from media_object where id = $1', [media.id])).toEqual([{ uploaded_at: null }]);

    // A client at a reasonable pace (64 KiB pieces, 10 ms apart) is not cut, and stages chunks as it goes.
    const fast = await slowPut(`${origin}${media.path}`, media.bytes).done;
    expect(fast.status, fast.body).toBe(200);
    const read = await fetch(`${origin}/media/${media.id}/content`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(Buffer.from(await read.arrayBuffer()).equals(media.bytes)).toBe(true);
  });
});

describe('upload slot settings', () => {
  it('give one org half the uploads by default, never more than all of them', () => {
    expect(loadConfig({}).media).toMatchObject({ concurrentUploads: 5, concurrentUploadsPerOrg: 2 });
    expect(loadConfig({ MEDIA_CONCURRENT_UPLOADS: '1' }).media).toMatchObject({ concurrentUploads: 1, concurrentUploadsPerOrg: 1 });
    expect(loadConfig({ MEDIA_CONCURRENT_UPLOADS: '8', MEDIA_CONCURRENT_UPLOADS_PER_ORG: '20' }).media).toMatchObject({ concurrentUploadsPerOrg: 8 });
    expect(loadConfig({}).media.uploadPace).toEqual({ idleMs: 30_000, minBytesPerSecond: 1024, rateWindowMs: 10_000 });
  });
});
