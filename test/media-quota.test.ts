/**
 * Each org's media quota (MEDIA_BYTES_PER_ORG, MEDIA_OBJECTS_PER_ORG): what its media
 * objects hold, uploaded or awaiting their upload, counted in `media_usage` with each
 * declaration in its transaction; given back when one is deleted or its upload window
 * passes; backfilled by the migration from the rows already there. Real PostgreSQL,
 * through HTTP; on Citus too when CITUS_DATABASE_URL names a cluster.
 */
import { randomUUID } from 'node:crypto';
import { Migrator } from '@mikro-orm/migrations';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { migrations } from '../src/db/migrations/index.js';
import { migrate, openDatabase } from '../src/db/orm.js';
import { expireAwaitedUploads } from '../src/services/media/media.js';
import { purgeExpired } from '../src/services/sweep.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { citusDatabase, dropDatabase, sql } from './helpers/databases.js';
import { AddDocumentDoc, CreateMediaDoc, CreateProofDoc, createProperty, putUpload } from './helpers/fixtures.js';
import { ONE_SHARD_GROUP_ONLY, serviceEnv, startService, type RunningService } from './helpers/process.js';
import { withDatabase } from './setup/database.js';

const UsageDoc = graphql(`query TestMediaUsage { mediaUsage { bytes objects maxBytes maxObjects } }`);
const DeleteMediaDoc = graphql(`mutation TestDeleteMediaObject($id: UUID!) { deleteMediaObject(id: $id) }`);

const QUOTA_BYTES = 3000;
const QUOTA_OBJECTS = 6;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7 '), Buffer.alloc(size - 9, 'x')]);
const declaration = (caller: Caller, sizeBytes: number) => ({
  filename: 'deed.pdf',
  contentType: 'application/pdf',
  ownerId: caller.userId,
  ownerType: 'USER' as const,
  kind: 'DOCUMENT' as const,
  sizeBytes,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    MEDIA_MAX_BYTES: '1000',
    MEDIA_BYTES_PER_ORG: String(QUOTA_BYTES),
    MEDIA_OBJECTS_PER_ORG: String(QUOTA_OBJECTS),
    // Twenty declarations of one org at once all reach the database: none is turned away for its turn.
    REQUESTS_PER_ORG: '32',
    DB_POOL_MAX: '24',
    DB_POOL_MAX_PER_ORG: '24',
  });
});
afterAll(() => t.close());

const declare = (caller: Caller, sizeBytes: number) => t.graphql(CreateMediaDoc, { input: declaration(caller, sizeBytes) }, caller);
const usageRow = async (orgId: string) =>
  (await t.sql<{ bytes: number; objects: number }>('select bytes::int, objects::int from media_usage where org_id = $1', [orgId]))[0] ?? { bytes: 0, objects: 0 };
/** What the org's rows say it holds: the figure media_usage must always equal. */
const counted = async (orgId: string) =>
  (
    await t.sql<{ bytes: number; objects: number }>(
      'select coalesce(sum(size_bytes), 0)::int as bytes, count(*)::int as objects from media_object where org_id = $1 and (uploaded_at is not null or not upload_expired)',
      [orgId],
    )
  )[0]!;

describe('the quota on both surfaces', () => {
  it('refuses the declaration that would pass the bytes quota with 409 CONFLICT naming the quota and the usage, GraphQL and REST; another org declares meanwhile', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const other = await t.caller(['MANAGER'], { orgId: randomUUID() });
    for (const size of [1000, 1000, 900]) expect((await declare(manager, size)).errors).toBeUndefined();

    const refused = await declare(manager, 101);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('hold 2900 of its 3000 bytes and number 3 of its 6; this one declares 101 bytes');
    const problem = expectProblem(await t.rest('POST', '/media', { caller: manager, body: declaration(manager, 101) }), 409, 'CONFLICT');
    expect(problem.detail).toContain('hold 2900 of its 3000 bytes');
    // What still fits, fits.
    expect((await t.rest('POST', '/media', { caller: manager, body: declaration(manager, 100) })).statusCode).toBe(201);
    expect((await t.graphql(UsageDoc, {}, manager)).data?.mediaUsage).toEqual({ bytes: 3000, objects: 4, maxBytes: QUOTA_BYTES, maxObjects: QUOTA_OBJECTS });

    expect((await declare(other, 1000)).errors).toBeUndefined();
    expect((await t.graphql(UsageDoc, {}, other)).data?.mediaUsage).toMatchObject({ bytes: 1000, objects: 1 });
    expect(await usageRow(manager.orgId)).toEqual(await counted(manager.orgId));
  });

  it('refuses the media object past the objects quota', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    for (let i = 0; i < QUOTA_OBJECTS; i++) expect((await declare(manager, 10)).errors).toBeUndefined();
    const refused = await declare(manager, 10);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain('number 6 of its 6');
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 60, objects: 6 });
  });

  it('shows the usage to managers and admins only', async () => {
    const orgId = randomUUID();
    for (const roles of [['TENANT'], ['OWNER']] as const) {
      const refused = await t.graphql(UsageDoc, {}, await t.caller([...roles], { orgId }));
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await t.graphql(UsageDoc, {}, await t.caller(['ADMIN'], { orgId }))).data?.mediaUsage).toEqual({
      bytes: 0,
      objects: 0,
      maxBytes: QUOTA_BYTES,
      maxObjects: QUOTA_OBJECTS,
    });
  });
});

describe('declarations at the same moment', () => {
  it('twenty at once from one org never pass the quota, and every one refused would have (random sizes)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 20, maxLength: 20 }), async (sizes) => {
        const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
        const answers = await Promise.all(sizes.map((size) => declare(manager, size)));
        const accepted = sizes.filter((_, i) => !answers[i]!.errors);
        const refused = sizes.filter((_, i) => answers[i]!.errors);
        expect(answers.filter((answer) => answer.errors).map((answer) => answer.errors![0]!.extensions!.code)).toEqual(refused.map(() => 'CONFLICT'));
        const used = accepted.reduce((sum, size) => sum + size, 0);
        expect(used).toBeLessThanOrEqual(QUOTA_BYTES);
        expect(accepted.length).toBeLessThanOrEqual(QUOTA_OBJECTS);
        // Usage only grows while they run: one refused would not fit even beside what was finally accepted.
        for (const size of refused) expect(used + size > QUOTA_BYTES || accepted.length + 1 > QUOTA_OBJECTS).toBe(true);
        expect(await usageRow(manager.orgId)).toEqual({ bytes: used, objects: accepted.length });
        expect(await counted(manager.orgId)).toEqual({ bytes: used, objects: accepted.length });
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});

describe('what gives the quota back', () => {
  it('deleting a media object: its file and its size go, so another fits; a failed upload changes nothing', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const full = await declare(manager, 1000);
    await declare(manager, 1000);
    await declare(manager, 1000);
    const { media, uploadUrl } = full.data!.createMediaObject;
    // A failed upload (a byte short) leaves the declaration counted, as it awaits its upload still.
    expect((await putUpload(t, uploadUrl, pdf(999))).statusCode).toBe(400);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 3000, objects: 3 });
    expect((await putUpload(t, uploadUrl, pdf(1000))).statusCode).toBe(200);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 3000, objects: 3 });
    expect((await declare(manager, 1)).errors?.[0]?.extensions?.code).toBe('CONFLICT');

    expect((await t.graphql(DeleteMediaDoc, { id: media.id }, manager)).data?.deleteMediaObject).toBe(media.id);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 2000, objects: 2 });
    expect(await t.sql('select 1 from media_chunk where org_id = $1 and media_id = $2', [manager.orgId, media.id])).toEqual([]);
    expect(await t.sql(`select type from event where org_id = $1 and type = 'media.deleted'`, [manager.orgId])).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/media/${media.id}/content`, headers: { authorization: `Bearer ${manager.token}` } })).statusCode).toBe(404);
    expect((await declare(manager, 1000)).errors).toBeUndefined();
    // Deleted once: again is NOT_FOUND, and the usage stays.
    expect((await t.graphql(DeleteMediaDoc, { id: media.id }, manager)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await usageRow(manager.orgId)).toEqual(await counted(manager.orgId));
  });

  it('deletes only what the caller may: its own or, for a manager, any; not while it is being uploaded; keeps one a verification record stands on', async () => {
    const orgId = randomUUID();
    const owner = await t.caller(['OWNER'], { orgId });
    const manager = await t.caller(['MANAGER'], { orgId });
    const tenant = await t.caller(['TENANT'], { orgId });
    const photo = (await t.graphql(CreateMediaDoc, { input: { ...declaration(owner, 20), kind: 'PHOTO', contentType: 'application/pdf' } }, owner)).data!.createMediaObject.media.id;
    // A tenant reads a photo but may not delete it; another org's caller does not see it.
    expect((await t.graphql(DeleteMediaDoc, { id: photo }, tenant)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(DeleteMediaDoc, { id: photo }, await t.caller(['ADMIN']))).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Not while an upload of it streams (its claim's lease running): the file would be stored after the deletion.
    await t.sql(`insert into media_upload (org_id, media_id, attempt_id, lease_until) values ($1, $2, $3, now() + interval '1 minute')`, [orgId, photo, randomUUID()]);
    const streaming = await t.graphql(DeleteMediaDoc, { id: photo }, manager);
    expect(streaming.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(streaming.errors?.[0]?.message).toBe('The file of this media object is being uploaded by another request.');
    await t.sql('update media_upload set lease_until = now() - interval \'1 second\' where media_id = $1', [photo]);
    expect((await t.graphql(DeleteMediaDoc, { id: photo }, manager)).data?.deleteMediaObject).toBe(photo);

    const propertyId = await createProperty(t, owner);
    const proof = (await t.graphql(CreateProofDoc, { input: { propertyId, proofType: 'OWNERSHIP' } }, owner)).data!.createPropertyProof;
    const deed = await t.graphql(CreateMediaDoc, { input: { ...declaration(owner, 100), ownerType: 'VERIFICATION', ownerId: proof.id } }, owner);
    const { media, uploadUrl } = deed.data!.createMediaObject;
    expect((await putUpload(t, uploadUrl, pdf(100))).statusCode).toBe(200);
    const added = await t.graphql(AddDocumentDoc, { id: proof.id, input: { mediaObjectId: media.id, role: 'PROOF_OF_OWNERSHIP' } }, owner);
    expect(added.errors).toBeUndefined();
    const kept = await t.graphql(DeleteMediaDoc, { id: media.id }, owner);
    expect(kept.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(kept.errors?.[0]?.message).toContain('still attached to a verification record');
    expect(await usageRow(orgId)).toEqual({ bytes: 100, objects: 1 });
  });

  it('an upload window passed: the sweep gives the size back, and the address uploads no more; one being uploaded is left alone', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const [lapsed, uploading, waiting] = await Promise.all([declare(manager, 1000), declare(manager, 1000), declare(manager, 1000)]);
    const idOf = (answer: typeof lapsed) => answer.data!.createMediaObject.media.id;
    // Their windows passed (an address lives UPLOAD_URL_TTL_SECONDS, at least a minute): the sweep sees what the database says.
    await t.sql(`update media_object set upload_expires_at = now() - interval '1 second' where org_id = $1 and id = any($2)`, [
      manager.orgId,
      [idOf(lapsed), idOf(uploading)],
    ]);
    await t.sql(`insert into media_upload (org_id, media_id, attempt_id, lease_until) values ($1, $2, $3, now() + interval '1 minute')`, [
      manager.orgId,
      idOf(uploading),
      randomUUID(),
    ]);
    expect((await purgeExpired(t.orm.em.fork(), new Date())).expiredUploadWindows).toBe(1);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 2000, objects: 2 });
    expect(await counted(manager.orgId)).toEqual({ bytes: 2000, objects: 2 });
    const late = await putUpload(t, lapsed.data!.createMediaObject.uploadUrl, pdf(1000));
    expectProblem(late, 403, 'FORBIDDEN');
    expect(late.json().detail).toBe('The upload address of this media object has expired; create the media object again.');
    // Expired once: a second sweep gives nothing back again.
    expect(await expireAwaitedUploads(t.orm.em.fork(), 100)).toBe(0);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 2000, objects: 2 });
    // Deleting an expired declaration gives nothing back either: it was no longer counted.
    expect((await t.graphql(DeleteMediaDoc, { id: idOf(lapsed) }, manager)).errors).toBeUndefined();
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 2000, objects: 2 });
    expect((await putUpload(t, waiting.data!.createMediaObject.uploadUrl, pdf(1000))).statusCode).toBe(200);
    expect(await usageRow(manager.orgId)).toEqual(await counted(manager.orgId));
  });
});

describe('a rolling upgrade', () => {
  it('counts the file of a media object the previous release declared (uncounted) once it is stored', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const { media, uploadUrl } = (await declare(manager, 500)).data!.createMediaObject;
    // As the previous release wrote it while this one's migration rolled out: no window, not in the usage.
    await t.sql('update media_object set upload_expires_at = null where id = $1', [media.id]);
    await t.sql('update media_usage set bytes = 0, objects = 0 where org_id = $1', [manager.orgId]);
    expect((await putUpload(t, uploadUrl, pdf(500))).statusCode).toBe(200);
    expect(await usageRow(manager.orgId)).toEqual({ bytes: 500, objects: 1 });
    expect(await counted(manager.orgId)).toEqual({ bytes: 500, objects: 1 });
  });
});

/** The schema just before the quota's migration, and its rows: what an upgraded deployment starts from. */
const QUOTA_MIGRATION = 'Migration20261203000000_media_quota';

async function migrateToBeforeQuota(url: string): Promise<void> {
  const orm = await openDatabase({ url, poolMax: 2 });
  try {
    const earlier = migrations.slice(0, migrations.findIndex(({ name }) => name === QUOTA_MIGRATION));
    const migrationsList = await Promise.all(earlier.map(async ({ name, load }) => ({ name, class: (await load())[name]! })));
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    await new Migrator(orm.em).up();
  } finally {
    await orm.close();
  }
}

/** Media objects as the previous release wrote them: uploaded, declared a moment ago, declared an hour ago (its window long passed). */
async function seedEarlierMedia(url: string, orgId: string, uploaded: number[], declaredNow: number[], declaredLongAgo: number[]): Promise<void> {
  const rows = [
    ...uploaded.map((size) => [size, `now() - interval '2 hours'`, 'now()']),
    ...declaredNow.map((size) => [size, 'now()', 'null']),
    ...declaredLongAgo.map((size) => [size, `now() - interval '1 hour'`, 'null']),
  ];
  for (const [size, createdAt, uploadedAt] of rows) {
    await sql(
      url,
      `insert into media_object (org_id, id, owner_id, owner_type, owner_user_id, kind, filename, content_type, size_bytes, created_at, uploaded_at)
       values ($1, gen_random_uuid(), $2, 'USER', $2, 'DOCUMENT', 'deed.pdf', 'application/pdf', $3, ${createdAt}, ${uploadedAt})`,
      [orgId, randomUUID(), size],
    );
  }
}

const usageAt = async (url: string) =>
  Object.fromEntries(
    (await sql<{ org_id: string; bytes: number; objects: number }>(url, 'select org_id, bytes::int, objects::int from media_usage')).map((row) => [
      row.org_id,
      { bytes: row.bytes, objects: row.objects },
    ]),
  );

interface GraphQLAnswer {
  data?: Record<string, unknown>;
  errors?: { message: string; extensions: { code: string } }[];
}

/** A manager of `orgId` calling a service process over HTTP. */
async function managerOf(service: RunningService, orgId: string, userId = randomUUID()) {
  const token = (
    (await (
      await fetch(`${service.address}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId, roles: ['MANAGER'], userId }),
      })
    ).json()) as { access_token: string }
  ).access_token;
  const gql = async (query: string, variables: object = {}) =>
    (await (
      await fetch(`${service.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as GraphQLAnswer;
  return { userId, gql };
}

const CREATE = 'mutation($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }';
const DELETE = 'mutation($id: UUID!) { deleteMediaObject(id: $id) }';
const USAGE = 'query { mediaUsage { bytes objects maxBytes } }';
const input = (userId: string, sizeBytes: number) => ({ filename: 'deed.pdf', contentType: 'application/pdf', ownerId: userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes });

describe('the migration', () => {
  const databases: string[] = [];
  afterEach(async () => {
    for (const database of databases.splice(0)) await dropDatabase(inject('databaseServerUrl'), database);
  });

  it("backfills every org's usage from its rows; an org already past the quota keeps its files, may delete, may not add", async () => {
    const database = `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await sql(inject('databaseServerUrl'), `create database ${database}`);
    databases.push(database);
    const url = withDatabase(inject('databaseServerUrl'), database);
    await migrateToBeforeQuota(url);
    const [big, small] = [randomUUID(), randomUUID()];
    await seedEarlierMedia(url, big, [2000, 2000], [500], [700]);
    await seedEarlierMedia(url, small, [10], [], [20]);
    const orm = await openDatabase({ url, poolMax: 2 });
    expect(await migrate(orm)).toContain(QUOTA_MIGRATION);
    await orm.close();
    expect(await usageAt(url)).toEqual({ [big]: { bytes: 4500, objects: 3 }, [small]: { bytes: 10, objects: 1 } });
    // The declaration of an hour ago is expired (not counted, not uploadable); the one of a moment ago awaits its upload.
    expect(await sql(url, 'select size_bytes::int, upload_expired from media_object where uploaded_at is null order by size_bytes')).toEqual([
      { size_bytes: 20, upload_expired: true },
      { size_bytes: 500, upload_expired: false },
      { size_bytes: 700, upload_expired: true },
    ]);

    const service = await startService(serviceEnv(url, { MEDIA_MAX_BYTES: '5000', MEDIA_BYTES_PER_ORG: String(QUOTA_BYTES) }));
    try {
      const manager = await managerOf(service, big);
      const refused = await manager.gql(CREATE, { input: input(manager.userId, 1) });
      expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(refused.errors?.[0]?.message).toContain('hold 4500 of its 3000 bytes');
      const [first] = await sql<{ id: string }>(url, 'select id from media_object where org_id = $1 and uploaded_at is not null limit 1', [big]);
      expect((await manager.gql(DELETE, { id: first!.id })).errors).toBeUndefined();
      expect((await manager.gql(USAGE)).data).toEqual({ mediaUsage: { bytes: 2500, objects: 2, maxBytes: QUOTA_BYTES } });
      expect((await manager.gql(CREATE, { input: input(manager.userId, 500) })).errors).toBeUndefined();
      const neighbour = await managerOf(service, small);
      expect((await neighbour.gql(CREATE, { input: input(neighbour.userId, 2990) })).errors).toBeUndefined();
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
    }
  }, 60_000);
});

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('on Citus', () => {
  const database = `rental_media_quota_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let cluster: Awaited<ReturnType<typeof citusDatabase>> | undefined;
  let url: string;
  let service: RunningService | undefined;

  beforeAll(async () => {
    cluster = await citusDatabase(citusUrl!, database);
    url = cluster.url;
    await migrateToBeforeQuota(url);
  }, 180_000);
  afterAll(async () => {
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await cluster?.drop();
  }, 60_000);

  it('backfills on the shards, then counts each declaration on its org’s shard only: twenty at once stay within the quota, the sweep gives expired ones back', async () => {
    const [big, small] = [randomUUID(), randomUUID()];
    await seedEarlierMedia(url, big, [1000, 1500], [200], [700]);
    await seedEarlierMedia(url, small, [10], [], []);
    const orm = await openDatabase({ url, poolMax: 2 });
    try {
      expect(await migrate(orm)).toContain(QUOTA_MIGRATION);
      expect(await sql(url, `select distribution_column from citus_tables where table_name = 'media_usage'::regclass`)).toEqual([{ distribution_column: 'org_id' }]);
      expect(await usageAt(url)).toEqual({ [big]: { bytes: 2700, objects: 3 }, [small]: { bytes: 10, objects: 1 } });

      // Every request on one shard group (a statement across shards fails its request).
      service = await startService(serviceEnv(url, { ...ONE_SHARD_GROUP_ONLY, MEDIA_MAX_BYTES: '1000', MEDIA_BYTES_PER_ORG: String(QUOTA_BYTES), REQUESTS_PER_ORG: '32', DB_POOL_MAX: '24', DB_POOL_MAX_PER_ORG: '24' }));
      const orgId = randomUUID();
      const manager = await managerOf(service, orgId);
      const sizes = Array.from({ length: 20 }, (_, i) => 150 + ((i * 37) % 300));
      const answers = await Promise.all(sizes.map((size) => manager.gql(CREATE, { input: input(manager.userId, size) })));
      const accepted = sizes.filter((_, i) => !answers[i]!.errors);
      expect(answers.flatMap((answer) => answer.errors ?? []).map((error) => error.extensions.code).every((code) => code === 'CONFLICT')).toBe(true);
      const used = accepted.reduce((sum, size) => sum + size, 0);
      expect(used).toBeLessThanOrEqual(QUOTA_BYTES);
      for (const size of sizes.filter((_, i) => answers[i]!.errors)) expect(used + size).toBeGreaterThan(QUOTA_BYTES);
      expect(await usageAt(url)).toMatchObject({ [orgId]: { bytes: used, objects: accepted.length } });

      const ofBig = await managerOf(service, big);
      const refused = await ofBig.gql(CREATE, { input: input(ofBig.userId, 400) });
      expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(refused.errors?.[0]?.message).toContain('hold 2700 of its 3000 bytes');
      expect((await ofBig.gql(USAGE)).data).toEqual({ mediaUsage: { bytes: 2700, objects: 3, maxBytes: QUOTA_BYTES } });

      // The declaration of a moment ago before the migration: its window passes, the sweep (every org's, across shards) gives it back.
      await sql(url, `update media_object set upload_expires_at = now() - interval '1 second' where org_id = $1 and uploaded_at is null and not upload_expired`, [big]);
      expect(await expireAwaitedUploads(orm.em.fork(), 100)).toBe(1);
      expect(await usageAt(url)).toMatchObject({ [big]: { bytes: 2500, objects: 2 }, [small]: { bytes: 10, objects: 1 } });
      const [uploaded] = await sql<{ id: string }>(url, 'select id from media_object where org_id = $1 and uploaded_at is not null order by size_bytes limit 1', [big]);
      expect((await ofBig.gql(DELETE, { id: uploaded!.id })).errors).toBeUndefined();
      expect(await usageAt(url)).toMatchObject({ [big]: { bytes: 1500, objects: 1 } });
    } finally {
      await orm.close();
    }
  }, 180_000);
});
