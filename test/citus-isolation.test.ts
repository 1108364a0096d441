/**
 * A large tenant isolated on a live Citus cluster (docs/scaling.md): one org moved to a shard of its own
 * (isolate_tenant_to_new_shard; its writes wait while the shard is copied) while a service process answers reads and writes of
 * that org and of another, with every request held to one shard group. Skipped without CITUS_DATABASE_URL
 * (the coordinator of `../shared/citus/cluster.sh up`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrgs } from '../bench/orgs.js';
import { migrate, openDatabase } from '../src/db/orm.js';
import { startService, type RunningService } from './helpers/process.js';

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('a tenant isolated to a shard of its own under load', () => {
  const large = randomUUID();
  const other = randomUUID();
  let db: pg.Client;
  let service: RunningService;

  beforeAll(async () => {
    const orm = await openDatabase({ url: citusUrl!, poolMax: 2 });
    await migrate(orm);
    await orm.close();
    db = new pg.Client({ connectionString: citusUrl });
    await db.connect();
    await loadOrgs(db, [large], { properties: 10, unitsPerProperty: 5 });
    await loadOrgs(db, [other], { properties: 2, unitsPerProperty: 3 });
    const key = randomBytes(32).toString('base64url');
    service = await startService({
      DATABASE_URL: citusUrl!,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SANDBOX_SIGNING_KEY: key,
      UPLOAD_SIGNING_KEY: key,
      CURSOR_SIGNING_KEY: key,
      RATE_LIMIT_MAX: '1000000',
      SWEEP_INTERVAL_SECONDS: '0',
      WEBHOOK_DELIVERY_ENABLED: 'false',
      // A request reaching more than one shard group fails, and the test with it.
      PGOPTIONS: '-c citus.multi_task_query_log_level=error',
    });
  }, 120_000);

  afterAll(async () => {
    if (service) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    await db?.end();
  });

  const tokenFor = async (orgId: string) => {
    const response = await fetch(`${service.address}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId, roles: ['MANAGER'], userId: randomUUID() }),
    });
    return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
  };

  it('answers every read and write of both orgs, with no error, while the org moves to its own shard', async () => {
    const tokens = { [large]: await tokenFor(large), [other]: await tokenFor(other) };
    const graphql = async (orgId: string, query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(`${service.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens[orgId]! },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as { data?: Record<string, { edges?: unknown[]; id?: string }>; errors?: unknown[] } };
    };
    const read = (orgId: string) => graphql(orgId, '{ properties(first: 5) { edges { node { id units(first: 5) { edges { node { id } } } } } } }');
    const write = (orgId: string) => graphql(orgId, 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }', { input: { name: `Locataire ${randomUUID().slice(0, 8)}` } });

    const failures: unknown[] = [];
    let answered = 0;
    let moving = true;
    // Two clients per org, each a read then a write, over and over until the isolation has committed.
    const load = [large, large, other, other].map(async (orgId) => {
      while (moving) {
        for (const answer of [await read(orgId), await write(orgId)]) {
          if (answer.status !== 200 || answer.body.errors) failures.push({ orgId, ...answer });
          answered++;
        }
      }
    });
    const shardOf = async () =>
      (await db.query<{ shard: string }>(`select get_shard_id_for_distribution_column('property', $1::uuid) as shard`, [large])).rows[0]!.shard;
    const before = await shardOf();
    const answeredBefore = answered;
    try {
      await db.query(`select isolate_tenant_to_new_shard('property', $1::uuid, 'CASCADE', shard_transfer_mode => 'block_writes')`, [large]);
    } finally {
      moving = false;
      await Promise.all(load);
    }

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(answeredBefore);
    // The org's shard holds its hash value alone, and every co-located table followed it.
    const after = await shardOf();
    expect(after).not.toBe(before);
    const { rows } = await db.query<{ min: string; max: string; tables: string }>(
      `select min(shardminvalue::int) as min, max(shardmaxvalue::int) as max, count(*) as tables
         from pg_dist_shard where shardid in (select shardid from pg_dist_shard s join pg_dist_partition p using (logicalrelid)
                                              where p.colocationid = (select colocationid from pg_dist_partition where logicalrelid = 'property'::regclass)
                                                and s.shardminvalue::int <= (select shardminvalue::int from pg_dist_shard where shardid = $1)
                                                and s.shardmaxvalue::int >= (select shardmaxvalue::int from pg_dist_shard where shardid = $1))`,
      [after],
    );
    expect(rows[0]!.min).toBe(rows[0]!.max);
    const { rows: [tables] } = await db.query<{ n: string }>(`select count(*) as n from pg_dist_partition where colocationid = (select colocationid from pg_dist_partition where logicalrelid = 'property'::regclass)`);
    expect(rows[0]!.tables).toBe(tables!.n);
    // Both orgs read their own data afterwards, the moved one all of it.
    expect((await read(large)).body.data!.properties!.edges).toHaveLength(5);
    expect((await read(other)).body.data!.properties!.edges).toHaveLength(2);
  }, 90_000);
});
