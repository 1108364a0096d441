import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY, UPLOAD_KEY, expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { eventually, LONG_TRANSACTIONS, pdfBytes, slowPut, STAGED_CHUNKS } from './helpers/uploads.js';

/**
 * Media content in PostgreSQL: staged in chunks, each in a short transaction,
 * and published in the transaction that marks the upload, so no transaction
 * waits on a client, and an outage, a full disk or a stalled client
 * mid-upload leaves nothing behind and the same signed address simply works again.
 */

const KiB = 1024;
const CHUNK = 256 * KiB;

let t: TestApp;
let origin: string;
let owner: Caller;

beforeAll(async () => {
  t = await startTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await t.caller(['OWNER']);
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A media object for `bytes`; its id and the local path of its signed upload address. */
async function mediaFor(app: TestApp, caller: Caller, bytes: Buffer) {
  const created = await app.rest('POST', '/media', {
    caller,
    body: { filename: 'deed.pdf', contentType: 'application/pdf', ownerId: caller.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length },
  });
  expect(created.statusCode, created.body).toBe(201);
  const url = new URL(created.json().uploadUrl as string);
  return { id: created.json().media.id as string, path: `${url.pathname}${url.search}` };
}

const put = (path: string, bytes: Buffer, base = origin) =>
  fetch(`${base}${path}`, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': 'application/pdf' } });

async function read(id: string, caller: Caller, base = origin): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${base}/media/${id}/content`, { headers: { authorization: `Bearer ${caller.token}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}

const chunksOf = async (id: string) =>
  (await t.sql<{ n: number; bytes: number }>('select count(*)::int as n, coalesce(sum(octet_length(data)), 0)::int as bytes from media_chunk where media_id = $1', [id]))[0]!;
const stagedOf = async (id: string) => (await t.sql<{ n: number }>(STAGED_CHUNKS, [id]))[0]!.n;
const claimsOf = async (id: string) => (await t.sql<{ n: number }>('select count(*)::int as n from media_upload where media_id = $1', [id]))[0]!.n;
const rowOf = async (id: string) =>
  (await t.sql<{ uploaded_at: Date | null; sha256: string | null }>('select uploaded_at, sha256 from media_object where id = $1', [id]))[0]!;

describe('content in PostgreSQL', () => {
  it('stores a file of several chunks with its SHA-256, and streams it back in order in batches', async () => {
    const bytes = pdfBytes(4 * CHUNK + 123);
    const { id, path } = await mediaFor(t, owner, bytes);
    const stored = await put(path, bytes);
    expect(stored.status).toBe(200);
    expect(await chunksOf(id)).toEqual({ n: 5, bytes: bytes.length });
    expect((await rowOf(id)).sha256).toBe(sha256(bytes));

    const reads = await t.countStatements(async () => {
      const answer = await read(id, owner);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-length')).toBe(String(bytes.length));
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''deed.pdf`);
      expect(answer.bytes.equals(bytes)).toBe(true);
    });
    // Keyset batches of 4 chunks: the 5 chunks take two queries, never one for the whole file.
    const chunkQueries = reads.filter((sql) => sql.includes('from media_chunk'));
    expect(chunkQueries).toHaveLength(2);
    expect(chunkQueries[1]).toMatch(/chunk_no > 3 order by chunk_no limit 4/);
  });

  it('writes and reads chunks as the tenant role of the media object’s org, which no other org can see', async () => {
    await t.sql('create table chunk_writers (who text, org text)');
    await t.sql(`create function note_chunk_writer() returns trigger language plpgsql as $$
                 begin insert into chunk_writers values (current_user, current_setting('app.org_id', true)); return new; end $$`);
    await t.sql('grant insert on chunk_writers to rental_tenant');
    await t.sql('create trigger note_chunk_writer before insert on media_chunk for each row execute function note_chunk_writer()');
    try {
      const bytes = pdfBytes(CHUNK + 1);
      const { id, path } = await mediaFor(t, owner, bytes);
      expect((await put(path, bytes)).status).toBe(200);
      expect(await t.sql('select who, org from chunk_writers')).toEqual([
        { who: 'rental_tenant', org: owner.orgId },
        { who: 'rental_tenant', org: owner.orgId },
      ]);
      // As the tenant role of another org, the chunks are not there.
      const countAs = (orgId: string) =>
        t.orm.em.fork().transactional(async (em) => {
          await em.execute(`select set_config('role', 'rental_tenant', true), set_config('app.org_id', ?, true)`, [orgId]);
          return em.execute<{ n: number }[]>('select count(*)::int as n from media_chunk where media_id = ?', [id]);
        });
      expect(await countAs(owner.orgId)).toEqual([{ n: 2 }]);
      expect(await countAs(randomUUID())).toEqual([{ n: 0 }]);
      // Reading runs as the tenant role too: without its grant, the content cannot be read.
      await t.sql('revoke select on media_chunk from rental_tenant');
      try {
        expect((await read(id, owner)).status).toBe(500);
      } finally {
        await t.sql('grant select on media_chunk to rental_tenant');
      }
      expect((await read(id, owner)).bytes.equals(bytes)).toBe(true);
    } finally {
      await t.sql('drop trigger note_chunk_writer on media_chunk');
      await t.sql('drop function note_chunk_writer');
      await t.sql('drop table chunk_writers');
    }
  });

  it('serves a file uploaded through one service process from another', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SANDBOX_SIGNING_KEY: SANDBOX_KEY,
      UPLOAD_SIGNING_KEY: UPLOAD_KEY,
      DATABASE_URL: t.databaseUrl,
      RATE_LIMIT_ENABLED: 'false',
      SWEEP_INTERVAL_SECONDS: '0',
    });
    const orm = await openDatabase({ url: t.databaseUrl, ...config.database });
    const other = await buildApp({ config, orm });
    try {
      const otherOrigin = await other.listen({ port: 0, host: '127.0.0.1' });
      const bytes = pdfBytes(CHUNK + 7);
      const { id, path } = await mediaFor(t, owner, bytes);
      expect((await put(path, bytes, otherOrigin)).status).toBe(200);
      expect((await read(id, owner)).bytes.equals(bytes)).toBe(true);
      expect((await read(id, owner, otherOrigin)).bytes.equals(bytes)).toBe(true);
    } finally {
      await other.close();
      await orm.close();
    }
  });

  it('matches ids in any case in the file routes', async () => {
    const bytes = pdfBytes(100);
    const { id, path } = await mediaFor(t, owner, bytes);
    const shouting = path.replace(id, id.toUpperCase()).replace(owner.orgId, owner.orgId.toUpperCase());
    expect(shouting).not.toBe(path);
    expect((await put(shouting, bytes)).status).toBe(200);
    const answer = await read(id.toUpperCase(), owner);
    expect(answer.status).toBe(200);
    expect(answer.bytes.equals(bytes)).toBe(true);
  });
});

describe('failures mid-upload leave nothing behind', () => {
  it('holds no transaction while the body arrives: ending every database session mid-upload does not disturb it', async () => {
    const bytes = pdfBytes(4 * CHUNK);
    const { id, path } = await mediaFor(t, owner, bytes);
    let terminated = 0;
    let longTransactions: unknown[] | undefined;
    const upload = slowPut(`${origin}${path}`, bytes, {
      onPiece: async (sent) => {
        if (sent !== CHUNK + 64 * KiB) return;
        // The first chunk is staged; the client is still sending.
        expect(await eventually(async () => (await stagedOf(id)) === 1)).toBe(true);
        longTransactions = await t.sql(LONG_TRANSACTIONS);
        // Every session of the service's pool ended, as a database restart or failover would.
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
    expect((await read(id, owner)).bytes.equals(bytes)).toBe(true);
    expect(await chunksOf(id)).toEqual({ n: 4, bytes: bytes.length });
    expect({ staged: await stagedOf(id), claims: await claimsOf(id) }).toEqual({ staged: 0, claims: 0 });
  });

  it('answers 503 with Retry-After when the database fails as a chunk is staged, keeps nothing, and the retry stores the file byte for byte', async () => {
    const bytes = pdfBytes(4 * CHUNK);
    const { id, path } = await mediaFor(t, owner, bytes);
    // The database going away as the second chunk is staged (57P01: admin shutdown).
    await t.sql(`create function refuse_chunk() returns trigger language plpgsql as $$
                 begin if new.chunk_no = 1 then raise exception 'going away' using errcode = '57P01'; end if; return new; end $$`);
    await t.sql('create trigger refuse_chunk before insert on media_upload_chunk for each row execute function refuse_chunk()');
    let answer;
    try {
      answer = await slowPut(`${origin}${path}`, bytes).done;
    } finally {
      await t.sql('drop trigger refuse_chunk on media_upload_chunk');
      await t.sql('drop function refuse_chunk');
    }
    expect(answer.status).toBe(503);
    expect(answer.headers?.['retry-after']).toBe('5');
    expect(JSON.parse(answer.body!)).toMatchObject({ code: 'UNAVAILABLE', detail: 'The database is unavailable; try again shortly.' });
    expect(await chunksOf(id)).toEqual({ n: 0, bytes: 0 });
    expect({ staged: await stagedOf(id), claims: await claimsOf(id) }).toEqual({ staged: 0, claims: 0 });
    expect(await rowOf(id)).toEqual({ uploaded_at: null, sha256: null });

    expect((await put(path, bytes)).status).toBe(200);
    expect((await read(id, owner)).bytes.equals(bytes)).toBe(true);
    expect(await chunksOf(id)).toEqual({ n: 4, bytes: bytes.length });
  });

  it('answers 507 INSUFFICIENT_STORAGE on a full database disk, keeps nothing, logs it once, and stores the file once there is room', async () => {
    const lines: string[] = [];
    const full = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
    try {
      const caller = await full.caller(['OWNER']);
      const bytes = pdfBytes(2 * CHUNK + 5);
      const { id, path } = await mediaFor(full, caller, bytes);
      // PostgreSQL's own disk_full, raised where a full disk would: writing the second chunk.
      await full.sql(`create function disk_full() returns trigger language plpgsql as $$
                      begin if new.chunk_no = 1 then raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end if;
                      return new; end $$`);
      await full.sql('create trigger disk_full before insert on media_chunk for each row execute function disk_full()');
      const refused = await full.app.inject({ method: 'PUT', url: path, headers: { 'content-type': 'application/pdf' }, payload: bytes });
      expect(expectProblem(refused, 507, 'INSUFFICIENT_STORAGE').detail).not.toMatch(/extend file/);
      const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } }).filter((line) => line.level >= 50);
      expect(logged).toEqual([expect.objectContaining({ msg: 'database disk full: upload refused', err: expect.objectContaining({ code: '53100' }) })]);
      expect(await full.sql('select count(*)::int as n from media_chunk')).toEqual([{ n: 0 }]);
      expect(await full.sql('select count(*)::int as n from media_upload_chunk')).toEqual([{ n: 0 }]);
      expect(await full.sql('select uploaded_at from media_object where id = $1', [id])).toEqual([{ uploaded_at: null }]);

      await full.sql('drop trigger disk_full on media_chunk');
      const stored = await full.app.inject({ method: 'PUT', url: path, headers: { 'content-type': 'application/pdf' }, payload: bytes });
      expect(stored.statusCode).toBe(200);
      const answer = await full.app.inject({ method: 'GET', url: `/media/${id}/content`, headers: { authorization: `Bearer ${caller.token}` } });
      expect(answer.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await full.close();
    }
  });

  it('refuses a second upload of the same media at once (409) while the first streams, and the first still succeeds', async () => {
    const bytes = pdfBytes(2 * CHUNK);
    const { id, path } = await mediaFor(t, owner, bytes);
    let second: Response | undefined;
    const first = slowPut(`${origin}${path}`, bytes, {
      onPiece: async (sent) => {
        if (sent !== CHUNK + 64 * KiB) return;
        expect(await eventually(async () => (await stagedOf(id)) === 1)).toBe(true);
        second = await put(path, bytes);
      },
    });
    expect((await first.done).status).toBe(200);
    expect(second?.status).toBe(409);
    expect(((await second!.json()) as { detail: string }).detail).toMatch(/being uploaded/);
    expect((await put(path, bytes)).status).toBe(409);
    expect((await read(id, owner)).bytes.equals(bytes)).toBe(true);
  });

  it('gives up on a stalled upload (408), releasing its slot, and bounds the uploads streaming at once', async () => {
    const strict = await startTestApp({ MEDIA_UPLOAD_IDLE_SECONDS: '1', MEDIA_CONCURRENT_UPLOADS: '1' });
    try {
      const strictOrigin = await strict.app.listen({ port: 0, host: '127.0.0.1' });
      const caller = await strict.caller(['OWNER']);
      const bytes = pdfBytes(CHUNK + 10);
      const stalledMedia = await mediaFor(strict, caller, bytes);
      const otherMedia = await mediaFor(strict, caller, bytes);
      let meanwhile: Response | undefined;
      // Sends half, then nothing more.
      const stalled = slowPut(`${strictOrigin}${stalledMedia.path}`, bytes, {
        stopAt: CHUNK / 2,
        onPiece: async (sent) => {
          if (sent === CHUNK / 2) meanwhile = await put(otherMedia.path, bytes, strictOrigin);
        },
      });
      const answer = await stalled.done;
      expect(meanwhile?.status).toBe(503);
      expect(meanwhile?.headers.get('retry-after')).toBe('5');
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body!)).toMatchObject({ code: 'REQUEST_TIMEOUT', detail: 'The upload stalled: no bytes arrived for 1 s.' });
      expect((await put(stalledMedia.path, bytes, strictOrigin)).status).toBe(200);
      expect((await put(otherMedia.path, bytes, strictOrigin)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
