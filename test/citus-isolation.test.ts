/**
 * A large org moved to a shard, then a worker, of its own on a live three-node Citus cluster (docs/scaling.md), while
 * two service processes (`npm start`) answer a mixed load of every org's reads and writes, GraphQL and REST:
 * isolate_tenant_to_new_shard, then citus_move_shard_placement of its new shard group to a worker that holds no shard.
 * Both hold the writes to the shards they copy (block_writes): a write held past DB_STATEMENT_TIMEOUT_MS is refused for a
 * retry (503 UNAVAILABLE, Retry-After) and rolled back, the only failure allowed; every other request is answered.
 *
 * CITUS_DATABASE_URL is the coordinator of `../shared/citus/cluster.sh up`; CITUS_EXTRA_WORKER_URL a Citus node of
 * another `cluster.sh up` (its worker), the third node. The file works in a database of its own on every node, where
 * the extra node joins the cluster, with a tenant role of its own: nothing else on either cluster is touched. Skipped
 * without both. The orgs' latencies in each phase are printed, not asserted.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrgs, SMALL_ORG } from '../bench/orgs.js';
import { migrate, openDatabase } from '../src/db/orm.js';
import { dropDatabase, sql } from './helpers/databases.js';
import { ONE_SHARD_GROUP_ONLY, serviceEnv, startService, type RunningService } from './helpers/process.js';

const citusUrl = process.env.CITUS_DATABASE_URL;
const extraWorkerUrl = process.env.CITUS_EXTRA_WORKER_URL;
const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
const database = `rental_move_${suffix}`;
const tenantRole = `rental_tenant_${suffix}`;
/** Seconds of load before the isolation and after the move. */
const QUIET_SECONDS = 3;

interface Node {
  host: string;
  port: number;
}
const nodeOf = (url: string): Node => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });
const urlOn = (node: Node, db: string) => `postgres://postgres@${node.host}:${node.port}/${db}`;

describe.skipIf(!citusUrl || !extraWorkerUrl)('a large org moved to a shard, then a worker, of its own under every org’s load', () => {
  const large = randomUUID();
  /** Small orgs: the first shares the large org's shard until the isolation splits it. */
  const others: string[] = [];
  let nodes: Node[] = [];
  let extra: Node;
  let db: pg.Client;
  let services: RunningService[] = [];

  beforeAll(async () => {
    const coordinator = nodeOf(citusUrl!);
    extra = nodeOf(extraWorkerUrl!);
    const workers = await sql<Node>(citusUrl!, `select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary' order by nodeid`);
    nodes = [coordinator, ...workers, extra];
    for (const node of nodes) {
      await sql(urlOn(node, 'postgres'), `create database ${database}`);
      await sql(urlOn(node, database), 'create extension citus');
    }
    const url = urlOn(coordinator, database);
    await sql(url, 'select citus_set_coordinator_host($1, $2)', [coordinator.host, coordinator.port]);
    for (const worker of workers) await sql(url, 'select citus_add_node($1, $2)', [worker.host, worker.port]);
    const orm = await openDatabase({ url, tenantRole, poolMax: 2 });
    await migrate(orm);
    await orm.close();
    // The third node joins the running cluster, as an operator adds one for a large org: it holds no shard.
    await sql(url, 'select citus_add_node($1, $2)', [extra.host, extra.port]);

    db = new pg.Client({ connectionString: url });
    await db.connect();
    const shardOfLarge = (await db.query<{ shard: string }>(`select get_shard_id_for_distribution_column('property', $1::uuid) as shard`, [large])).rows[0]!.shard;
    const { rows: [neighbour] } = await db.query<{ org: string }>(
      `select org from (select gen_random_uuid() as org from generate_series(1, 10000)) o where get_shard_id_for_distribution_column('property', org) = $1 limit 1`,
      [shardOfLarge],
    );
    others.push(neighbour!.org, randomUUID(), randomUUID(), randomUUID());
    await loadOrgs(db, [large], { properties: 10, unitsPerProperty: 5 });
    await loadOrgs(db, others, SMALL_ORG);
    const env = serviceEnv(url, { DATABASE_TENANT_ROLE: tenantRole, ...ONE_SHARD_GROUP_ONLY });
    services = await Promise.all([startService(env), startService(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(services.map(async (service) => {
      service.child.kill('SIGTERM');
      await service.exited;
    }));
    await db?.end();
    // The coordinator first: its backends hold the connections to the workers' databases.
    for (const node of nodes) await dropDatabase(urlOn(node, 'postgres'), database);
    for (const node of nodes) await sql(urlOn(node, 'postgres'), `drop role if exists ${tenantRole}`);
  }, 120_000);

  it('answers every org’s requests, a write held by the copy past the statement timeout refused for a retry, and leaves the org alone on the new worker', async () => {
    const [a, b] = services as [RunningService, RunningService];
    const orgs = [large, ...others];
    const tokens = new Map<string, string>();
    for (const orgId of orgs) {
      const response = await fetch(`${a.address}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId, roles: ['MANAGER'], userId: randomUUID() }),
      });
      tokens.set(orgId, `Bearer ${((await response.json()) as { access_token: string }).access_token}`);
    }
    const people = async (orgId: string) => Number((await db.query(`select count(*) as n from person where org_id = $1`, [orgId])).rows[0].n);
    const peopleBefore = new Map<string, number>();
    for (const orgId of orgs) peopleBefore.set(orgId, await people(orgId));

    type Phase = 'before' | 'isolating' | 'moving' | 'after';
    let phase: Phase = 'before';
    const spans: Partial<Record<Phase, { from: number; to: number }>> = {};
    /** Every answer: its org, the phase it was sent in, when it was sent and answered, and what a failure said. */
    interface Answer {
      orgId: string;
      kind: string;
      phase: Phase;
      sent: number;
      answered: number;
      ok: boolean;
      status: number;
      retryAfter: string | null;
      code?: string;
    }
    const answers: Answer[] = [];
    const acknowledged = new Map(orgs.map((orgId) => [orgId, 0]));
    let running = true;

    const send = async (orgId: string, service: RunningService, kind: string, path: string, body?: unknown) => {
      const sent = performance.now();
      const sentIn = phase;
      const response = await fetch(`${service.address}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: tokens.get(orgId)!, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { code?: string; errors?: { extensions?: { code?: string } }[] };
      const ok = response.ok && !answer.errors;
      const code = answer.code ?? answer.errors?.[0]?.extensions?.code;
      answers.push({ orgId, kind, phase: sentIn, sent, answered: performance.now(), ok, status: response.status, retryAfter: response.headers.get('retry-after'), code });
      if (ok && kind.endsWith('write')) acknowledged.set(orgId, acknowledged.get(orgId)! + 1);
    };
    const graphql = (query: string, variables: object = {}) => ({ query, variables });
    const name = () => ({ name: `Locataire ${randomUUID().slice(0, 8)}` });
    // Two clients for the large org, one for each other, each through both processes in turn: a read and a write, GraphQL and REST.
    const load = [large, ...orgs].map(async (orgId, client) => {
      for (let turn = client; running; turn++) {
        const service = turn % 2 ? b : a;
        await send(orgId, service, 'GraphQL read', '/graphql', graphql('{ properties(first: 5) { edges { node { id units(first: 5) { edges { node { id } } } } } } }'));
        await send(orgId, service, 'REST write', '/api/v1/people', name());
        await send(orgId, service, 'REST read', '/api/v1/bookings?limit=5');
        await send(orgId, service, 'GraphQL write', '/graphql', graphql('mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }', { input: name() }));
      }
    });
    const during = async (name: Phase, work: () => Promise<unknown>) => {
      phase = name;
      const from = performance.now();
      await work();
      spans[name] = { from, to: performance.now() };
    };
    const placement = async (orgId: string, table = 'property') =>
      (await db.query<{ shard: string; host: string; port: number }>(
        `select shardid as shard, nodename as host, nodeport as port from citus_shards where shardid = get_shard_id_for_distribution_column($1::regclass, $2::uuid)`,
        [table, orgId],
      )).rows[0]!;
    const before = await placement(large);
    // The orgs whose rows share the large org's shard until the isolation splits it (one at least, chosen so).
    const sharing = new Set<string>();
    for (const orgId of others) if ((await placement(orgId)).shard === before.shard) sharing.add(orgId);
    try {
      await during('before', () => new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));
      await during('isolating', () => db.query(`select isolate_tenant_to_new_shard('property', $1::uuid, 'CASCADE', shard_transfer_mode => 'block_writes')`, [large]));
      const isolated = await placement(large);
      await during('moving', () =>
        db.query(`select citus_move_shard_placement($1, $2, $3, $4, $5, shard_transfer_mode => 'block_writes')`, [isolated.shard, isolated.host, isolated.port, extra.host, extra.port]),
      );
      await during('after', () => new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000)));
    } finally {
      running = false;
      await Promise.all(load);
    }

    const overlaps = (answer: Answer, name: Phase) => answer.sent < spans[name]!.to && answer.answered > spans[name]!.from;
    // block_writes holds the writes to the shards it copies: the large org's in both operations, those of the orgs sharing
    // its shard while it is split. A write held past DB_STATEMENT_TIMEOUT_MS (5 s) is refused for a retry, and rolled back.
    const held = (answer: Answer) =>
      answer.kind.endsWith('write') &&
      ((answer.orgId === large && (overlaps(answer, 'isolating') || overlaps(answer, 'moving'))) || (sharing.has(answer.orgId) && overlaps(answer, 'isolating')));
    const refusals = answers.filter((answer) => !answer.ok && held(answer));

    // Each org's latencies in each phase (by when a request was sent): reported, not asserted.
    const percentile = (values: number[], p: number) => (values.length ? values.sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]! : NaN);
    const rows = (['before', 'isolating', 'moving', 'after'] as const).map((name) => {
      const cell = (who: (orgId: string) => boolean) => {
        const ms = answers.filter((answer) => answer.phase === name && who(answer.orgId)).map((answer) => answer.answered - answer.sent);
        return `${ms.length} req, p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms`;
      };
      const span = spans[name]!;
      return `${name.padEnd(9)} ${((span.to - span.from) / 1000).toFixed(1).padStart(5)} s | orgs on other shards: ${cell((orgId) => orgId !== large && !sharing.has(orgId))} | orgs sharing its shard until the split: ${cell((orgId) => sharing.has(orgId))} | the large org: ${cell((orgId) => orgId === large)}`;
    });
    console.log(`three-node Citus, the large org isolated then moved under load (block_writes), ${refusals.length} writes refused for a retry:\n${rows.join('\n')}`);

    expect(answers.filter((answer) => !answer.ok && !held(answer))).toEqual([]);
    // REST answers 503 with Retry-After; a GraphQL mutation that ran answers 200, its error UNAVAILABLE (GraphQL over HTTP).
    for (const refusal of refusals) {
      expect(refusal).toMatchObject(refusal.kind.startsWith('REST') ? { status: 503, code: 'UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) } : { status: 200, code: 'UNAVAILABLE' });
    }
    // Every org whose shard was not being copied had requests answered while each operation ran.
    for (const orgId of others) {
      for (const name of ['isolating', 'moving'] as const) {
        if (sharing.has(orgId) && name === 'isolating') continue;
        expect(answers.some((answer) => answer.orgId === orgId && answer.ok && overlaps(answer, name)), `${orgId} ${name}`).toBe(true);
      }
    }
    // Every acknowledged write is there, once, and nothing else (no refused one).
    for (const orgId of orgs) expect(await people(orgId)).toBe(peopleBefore.get(orgId)! + acknowledged.get(orgId)!);

    // The org's shard holds its hash value alone, and every co-located table's shard of that value moved to the new worker.
    const moved = await placement(large);
    expect(moved.shard).not.toBe(before.shard);
    expect(moved.port).toBe(extra.port);
    const { rows: [range] } = await db.query<{ min: string; max: string }>(`select shardminvalue as min, shardmaxvalue as max from pg_dist_shard where shardid = $1`, [moved.shard]);
    expect(range!.min).toBe(range!.max);
    const { rows: onExtra } = await db.query<{ table: string; shard: string }>(
      `select table_name::text as table, shardid as shard from citus_shards where nodename = $1 and nodeport = $2 order by 1`,
      [extra.host, extra.port],
    );
    const { rows: group } = await db.query<{ table: string }>(
      `select logicalrelid::text as table from pg_dist_partition where colocationid = (select colocationid from pg_dist_partition where logicalrelid = 'property'::regclass) order by 1`,
    );
    expect(onExtra.map((row) => row.table)).toEqual(group.map((row) => row.table));
    for (const { table, shard } of onExtra) expect((await placement(large, table)).shard).toBe(shard);
    // No other org is there; those that shared its shard stayed on its worker.
    for (const orgId of sharing) expect((await placement(orgId)).port).toBe(before.port);
    for (const orgId of others) expect((await placement(orgId)).port).not.toBe(extra.port);
    // The rows themselves are on the new worker, read there directly.
    const personShard = onExtra.find((row) => row.table === 'person')!.shard;
    expect(await sql(urlOn(extra, database), `select count(*)::int as n from person_${personShard} where org_id = $1`, [large])).toEqual([{ n: await people(large) }]);
    // And every org reads its own data afterwards through the service, the moved one all of it.
    const properties = async (orgId: string) => {
      const response = await fetch(`${b.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: tokens.get(orgId)! },
        body: JSON.stringify({ query: '{ properties(first: 20) { edges { node { id } } } }' }),
      });
      return ((await response.json()) as { data: { properties: { edges: unknown[] } } }).data.properties.edges.length;
    };
    expect(await properties(large)).toBe(10);
    for (const orgId of others) expect(await properties(orgId)).toBe(SMALL_ORG.properties);
  }, 150_000);
});
