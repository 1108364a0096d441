import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { purgeAbandonedUploads } from '../src/services/media/media.js';
import { eventually, pdfBytes, slowPut } from './helpers/uploads.js';

/**
 * A real service process (`node --import tsx src/main.ts`) SIGKILLed while
 * uploads stream into it, then started again: nothing of a partial upload is
 * visible (what it staged is purged, or deleted by the next attempt once its
 * lease has lapsed), and retrying the same signed addresses stores every file whole.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const KiB = 1024;
const CHUNK = 256 * KiB;

let t: TestApp;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestApp(); // only for its database of its own
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t.close();
});

interface Service {
  origin: string;
  token: string;
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** Starts the service as its own process on the test database; its address and an owner's token. */
async function startService(orgId: string, env: Record<string, string> = {}): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: t.databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...SIGNING_KEYS,
      RATE_LIMIT_ENABLED: 'false',
      SWEEP_INTERVAL_SECONDS: '0',
      // Also the lease of an upload's claim: a killed process's uploads may be retried after it.
      MEDIA_UPLOAD_IDLE_SECONDS: '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start: ${stderr}`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; address?: string };
        if (entry.msg === 'listening' && entry.address) {
          clearTimeout(timer);
          resolve(entry.address);
        }
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`service exited ${code}: ${stderr}`)));
  });
  const issued = await fetch(`${origin}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, userId: OWNER, roles: ['OWNER'] }),
  });
  return { origin, token: ((await issued.json()) as { access_token: string }).access_token, child, exited };
}

async function kill(service: Service) {
  service.child.kill('SIGKILL');
  await service.exited;
}

const OWNER = randomUUID();

async function createMedia(service: Service, bytes: Buffer) {
  const created = await fetch(`${service.origin}/api/v1/media`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${service.token}` },
    body: JSON.stringify({ filename: 'scan.pdf', contentType: 'application/pdf', ownerId: OWNER, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length }),
  });
  expect(created.status).toBe(201);
  const body = (await created.json()) as { media: { id: string }; uploadUrl: string };
  const url = new URL(body.uploadUrl);
  return { id: body.media.id, path: `${url.pathname}${url.search}`, bytes };
}

const put = (service: Service, path: string, bytes: Buffer) =>
  fetch(`${service.origin}${path}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });

/**
 * PUTs until the upload is stored (200) or found stored already (409); meanwhile it may be told to come back
 * (503: no free slot) or that the killed process's claim has not lapsed yet (409 "being uploaded").
 */
async function putUntilStored(service: Service, path: string, bytes: Buffer): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const answer = await put(service, path, bytes);
    const detail = answer.status === 200 ? '' : ((await answer.json()) as { detail: string }).detail;
    if (answer.status === 200 || (answer.status === 409 && /uploaded already/.test(detail))) return answer.status;
    expect(answer.status === 503 || /being uploaded/.test(detail), detail).toBe(true);
    expect(attempt).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function read(service: Service, id: string): Promise<Buffer> {
  const response = await fetch(`${service.origin}/media/${id}/content`, { headers: { authorization: `Bearer ${service.token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const stagedFor = async (ids: string[]) =>
  (await t.sql<{ media: number; chunks: number }>(
    'select count(distinct media_id)::int as media, count(*)::int as chunks from media_upload_chunk where media_id = any($1::uuid[])',
    [ids],
  ))[0]!;

const stateOf = async (ids: string[]) =>
  t.sql<{ id: string; uploaded: boolean; chunks: number; bytes: number }>(
    `select m.id, m.uploaded_at is not null as uploaded, count(c.chunk_no)::int as chunks, coalesce(sum(octet_length(c.data)), 0)::int as bytes
       from media_object m left join media_chunk c on c.org_id = m.org_id and c.media_id = m.id
      where m.id = any($1::uuid[]) group by m.id, m.uploaded_at`,
    [ids],
  );

describe('SIGKILL mid-upload', () => {
  it('leaves no trace of the partial upload; after a restart the same address stores the file byte for byte', async () => {
    const orgId = randomUUID();
    const first = await startService(orgId);
    const media = await createMedia(first, pdfBytes(3 * CHUNK + 99));
    let killed = false;
    const upload = slowPut(`${first.origin}${media.path}`, media.bytes, {
      onPiece: async (sent) => {
        if (sent !== CHUNK + 64 * KiB) return;
        // The first chunk is staged: kill the process now.
        expect(await eventually(async () => (await stagedFor([media.id])).chunks === 1)).toBe(true);
        killed = true;
        await kill(first);
      },
    });
    const outcome = await upload.done;
    expect(killed).toBe(true);
    expect(outcome.error).toBe('ECONNRESET');
    // Nothing visible; what was staged waits for its lease to lapse, then the purge deletes it.
    expect(await stateOf([media.id])).toEqual([{ id: media.id, uploaded: false, chunks: 0, bytes: 0 }]);
    expect(await stagedFor([media.id])).toEqual({ media: 1, chunks: 1 });
    expect(await eventually(async () => (await purgeAbandonedUploads(t.orm.em.fork(), 100)) === 1)).toBe(true);
    expect(await stagedFor([media.id])).toEqual({ media: 0, chunks: 0 });
    expect(await t.sql('select count(*)::int as n from media_upload where media_id = $1', [media.id])).toEqual([{ n: 0 }]);
    // The org's media quota counts the declaration, neither more nor less for the killed attempt.
    const usage = [{ bytes: media.bytes.length, objects: 1 }];
    expect(await t.sql('select bytes::int, objects::int from media_usage where org_id = $1', [orgId])).toEqual(usage);

    const second = await startService(orgId);
    try {
      expect((await put(second, media.path, media.bytes)).status).toBe(200);
      expect((await read(second, media.id)).equals(media.bytes)).toBe(true);
      expect(await stateOf([media.id])).toEqual([{ id: media.id, uploaded: true, chunks: 4, bytes: media.bytes.length }]);
      expect(await t.sql('select bytes::int, objects::int from media_usage where org_id = $1', [orgId])).toEqual(usage);
    } finally {
      await kill(second);
    }
  }, 120_000);

  it('leaves none of many concurrent uploads stuck when clients leave and the process dies mid-way', async () => {
    const orgId = randomUUID();
    const first = await startService(orgId, { DB_POOL_MAX: '16', MEDIA_CONCURRENT_UPLOADS: '12', MEDIA_CONCURRENT_UPLOADS_PER_ORG: '12' });
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => createMedia(first, pdfBytes(2 * CHUNK + i * 1000))));
    const ids = all.map((media) => media.id);
    let killedNow: () => void = () => undefined;
    const killed = new Promise<void>((resolve) => (killedNow = resolve));
    const uploads = all.map((media, i) =>
      slowPut(`${first.origin}${media.path}`, media.bytes, {
        pauseMs: 20,
        // After its first chunk, one client in three goes away, one waits there until the kill, one goes on.
        onPiece: async (sent) => {
          if (sent !== CHUNK + 64 * KiB) return;
          if (i % 3 === 0) uploads[i]!.abort();
          if (i % 3 === 1) await killed;
        },
      }),
    );
    // The clients that wait there until the kill have each had their first chunk staged.
    const waiting = ids.filter((_, i) => i % 3 === 1);
    expect(await eventually(async () => (await stagedFor(waiting)).media === waiting.length)).toBe(true);
    await kill(first);
    killedNow();
    const outcomes = uploads.map((upload) => upload.done);
    const firstRound = await Promise.all(outcomes);
    const statuses = firstRound.map((outcome) => outcome.status ?? outcome.error);
    // Each was dropped by the client or by the kill, or stored whole before it.
    for (const status of statuses) expect([200, 'ECONNRESET', 'EPIPE', 'socket hang up']).toContain(status);
    expect(statuses.filter((status) => status !== 200).length).toBeGreaterThanOrEqual(8);
    const before = await stateOf(all.map((media) => media.id));
    for (const row of before) {
      // All or nothing: an upload is either whole or has left no chunk at all.
      const media = all.find((m) => m.id === row.id)!;
      expect(row).toEqual(row.uploaded ? { ...row, bytes: media.bytes.length } : { id: row.id, uploaded: false, chunks: 0, bytes: 0 });
    }

    // Attempts cut by the kill left staged chunks behind, invisible; the retries delete them as they take over.
    expect((await stagedFor(waiting)).media).toBe(waiting.length);
    // 4 uploads may stream at once: the others are told to come back (503), and do.
    const second = await startService(orgId, { DB_POOL_MAX: '8', MEDIA_CONCURRENT_UPLOADS: '4', MEDIA_CONCURRENT_UPLOADS_PER_ORG: '4' });
    try {
      // Every client retries its address until it is answered 200 (or 409: stored before the kill).
      await Promise.all(all.map((media) => putUntilStored(second, media.path, media.bytes)));
      expect(await stagedFor(ids)).toEqual({ media: 0, chunks: 0 });
      const after = await stateOf(all.map((media) => media.id));
      expect(after.filter((row) => !row.uploaded)).toEqual([]);
      for (const media of all) expect((await read(second, media.id)).equals(media.bytes)).toBe(true);
    } finally {
      await kill(second);
    }
  }, 180_000);
});
