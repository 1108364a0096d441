/**
 * The tenant role on a real Citus cluster (CITUS_DATABASE_URL, a coordinator
 * superuser's URL, `../shared/citus/cluster.sh up`) with password
 * authentication: the coordinator reaches the workers' shards as the tenant
 * role, which must log in there, but with a password only Citus knows. A
 * database, a tenant role and a serving role of this file's own, so nothing
 * else on the cluster is touched; pg_hba.conf of every node asks these two
 * roles for a password (scram-sha-256) while the file runs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/orm.js';
import { SERVICE_SCOPE } from '../src/services/context.js';
import { sweep } from '../src/services/sweep.js';
import { SIGNING_KEYS } from './helpers/app.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { dropDatabase, sql } from './helpers/databases.js';
import { run } from './helpers/process.js';

const citusUrl = process.env.CITUS_DATABASE_URL;
const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
const database = `rental_login_${suffix}`;
const tenant = `rental_tenant_${suffix}`;
const app = `rental_app_${suffix}`;
const appPassword = randomBytes(24).toString('hex');

interface Node {
  host: string;
  port: number;
  hbaFile?: string;
  hbaBefore?: string;
}
let nodes: Node[] = [];
let instance: Instance | undefined;

const urlOn = (node: Node, db: string, user = 'postgres', password?: string) =>
  `postgres://${user}${password === undefined ? '' : `:${password}`}@${node.host}:${node.port}/${db}`;

/** Every step is tried on every node; a failure names its step and node (an AggregateError has no message of its own). */
let cleanedUp = false;
async function restoreTheCluster(): Promise<string[]> {
  cleanedUp = true;
  const failures: string[] = [];
  const step = async (name: string, action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      const inner = error instanceof AggregateError ? error.errors : [error];
      failures.push(`${name}: ${inner.map((e) => (e instanceof Error ? `${e.name} ${(e as { code?: string }).code ?? ''} ${e.message}` : String(e))).join('; ')}`);
    }
  };
  await step('closing the instance', async () => instance?.close());
  for (const node of nodes) {
    const where = `${node.host}:${node.port}`;
    if (node.hbaFile && node.hbaBefore !== undefined) await step(`restoring pg_hba.conf on ${where}`, () => writeFile(node.hbaFile!, node.hbaBefore!));
    await step(`reloading ${where}`, () => sql(urlOn(node, 'postgres'), 'select pg_reload_conf()'));
    await step(`dropping the database on ${where}`, () => dropDatabase(urlOn(node, 'postgres'), database));
    await step(`dropping the roles on ${where}`, async () => {
      await sql(urlOn(node, 'postgres'), `drop role if exists ${app}`);
      await sql(urlOn(node, 'postgres'), `drop role if exists ${tenant}`);
    });
  }
  return failures;
}

describe.skipIf(!citusUrl)('on Citus, the tenant role', () => {
  beforeAll(async () => {
    const coordinator = new URL(citusUrl!);
    const workers = await sql<{ nodename: string; nodeport: number }>(citusUrl!, 'select nodename, nodeport from pg_dist_node where groupid <> 0 order by nodeid');
    expect(workers.length).toBeGreaterThan(0);
    nodes = [{ host: coordinator.hostname, port: Number(coordinator.port) }, ...workers.map((w) => ({ host: w.nodename, port: w.nodeport }))];
    // Every node asks these two roles for their password, ahead of the cluster's trust rules.
    for (const node of nodes) {
      const [{ hba_file: hbaFile } = { hba_file: '' }] = await sql<{ hba_file: string }>(urlOn(node, 'postgres'), 'show hba_file');
      node.hbaFile = hbaFile;
      node.hbaBefore = await readFile(hbaFile, 'utf8');
      await writeFile(hbaFile, `host all ${tenant} all scram-sha-256\nhost all ${app} all scram-sha-256\n${node.hbaBefore}`);
      await sql(urlOn(node, 'postgres'), 'select pg_reload_conf()');
      await sql(urlOn(node, 'postgres'), `create database ${database}`);
      await sql(urlOn(node, database), 'create extension citus');
    }
    const [first, ...rest] = nodes;
    await sql(urlOn(first!, database), 'select citus_set_coordinator_host($1, $2)', [first!.host, first!.port]);
    for (const worker of rest) await sql(urlOn(first!, database), 'select citus_add_node($1, $2)', [worker.host, worker.port]);

    const migrated = await run(['node', '--import', 'tsx', 'src/migrate.ts'], { DATABASE_URL: urlOn(first!, database), DATABASE_TENANT_ROLE: tenant });
    expect(migrated.code, migrated.stdout + migrated.stderr).toBe(0);
    // The serving role as docs/configuration.md makes it; its own password for the workers is the operator's to give Citus.
    for (const statement of [
      `create role ${app} login password '${appPassword}'`,
      `grant ${tenant} to ${app}`,
      `grant usage on schema public to ${app}`,
      `grant select, insert, update, delete on all tables in schema public to ${app}`,
      `revoke insert, update, delete on mikro_orm_migrations from ${app}`,
      `insert into pg_dist_authinfo (nodeid, rolename, authinfo) values (0, '${app}', 'password=${appPassword}')`,
    ]) {
      await sql(urlOn(first!, database), statement);
    }
  }, 300_000);

  // A best-effort cleanup when a test above failed before the last one could run it.
  afterAll(async () => {
    if (!cleanedUp) await restoreTheCluster();
  }, 120_000);

  it('serves requests: the coordinator logs in to the workers as the tenant role with the password only it knows', async () => {
    instance = await startInstance(urlOn(nodes[0]!, database, app, appPassword), { ...SIGNING_KEYS, DATABASE_TENANT_ROLE: tenant });
    const orgId = randomUUID();
    const token = ((await (await fetch(`${instance.baseUrl}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orgId, roles: ['OWNER'], userId: randomUUID() }),
    })).json()) as { access_token: string }).access_token;
    const graphql = async (query: string, variables: object = {}) =>
      (await (await fetch(`${instance!.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })).json()) as { data?: unknown; errors?: unknown };
    const created = await graphql('mutation ($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', {
      input: { name: 'Behind a password', type: 'HOUSE', city: 'Limbe' },
    });
    expect(created.errors).toBeUndefined();
    expect((await graphql('{ properties(first: 5) { edges { node { name } } } }')).data).toEqual({ properties: { edges: [{ node: { name: 'Behind a password' } }] } });
    // The row sits on a worker: the request reached it as the tenant role.
    const [placement] = await sql<{ nodeport: number }>(
      urlOn(nodes[0]!, database),
      `select s.nodeport from citus_shards s where s.table_name = 'property'::regclass and s.shardid = get_shard_id_for_distribution_column('property', $1::uuid)`,
      [orgId],
    );
    expect(nodes.slice(1).map((node) => node.port)).toContain(placement!.nodeport);
  }, 120_000);

  it('refuses anyone else a login as the tenant role, on every node: no password, a guessed one', async () => {
    const [{ rolcanlogin } = { rolcanlogin: false }] = await sql<{ rolcanlogin: boolean }>(urlOn(nodes[0]!, database), 'select rolcanlogin from pg_roles where rolname = $1', [tenant]);
    expect(rolcanlogin).toBe(true);
    for (const node of nodes) {
      await expect(sql(urlOn(node, database, tenant, ''), 'select 1')).rejects.toThrow(/password/);
      await expect(sql(urlOn(node, database, tenant, 'rental_tenant'), 'select 1')).rejects.toThrow(/password authentication failed/);
    }
  });

  it('gives the serving role no tenant row outside a scope, on the workers too; the service’s own scope reaches them', async () => {
    const client = new pg.Client({ connectionString: urlOn(nodes[0]!, database, app, appPassword) });
    await client.connect();
    try {
      expect((await client.query('select count(*)::int as n from property')).rows).toEqual([{ n: 0 }]);
      // Each statement on its own: Citus refuses SET LOCALs sharing a distributed query's simple query.
      await client.query('begin');
      for (const statement of SERVICE_SCOPE.split('; ')) await client.query(statement);
      expect((await client.query('select count(*)::int as n from property')).rows).toEqual([{ n: 1 }]);
      await client.query('commit');
    } finally {
      await client.end();
    }
    // The sweep, as the service runs it: across every org, on the workers, as the serving role.
    const orm = await openDatabase({ url: urlOn(nodes[0]!, database, app, appPassword), tenantRole: tenant, poolMax: 2 });
    try {
      expect(await sweep(orm.em.fork(), 'UTC')).toMatchObject({ overdueInvoices: 0 });
    } finally {
      await orm.close();
    }
  });

  it('keeps the password from the serving role: pg_dist_authinfo and pg_authid are the superuser’s', async () => {
    const asApp = urlOn(nodes[0]!, database, app, appPassword);
    await expect(sql(asApp, 'select authinfo from pg_dist_authinfo')).rejects.toThrow(/permission denied/);
    await expect(sql(asApp, 'select rolpassword from pg_authid')).rejects.toThrow(/permission denied/);
    // Nothing reads the password back into a log or an answer: it exists only as authinfo and as a SCRAM verifier.
    const [stored] = await sql<{ authinfo: string }>(urlOn(nodes[0]!, database), 'select authinfo from pg_dist_authinfo where rolename = $1 and nodeid = 0', [tenant]);
    expect(stored!.authinfo).toMatch(/^password=[0-9a-f]{64}$/);
  });

  // A test rather than an afterAll hook: a failing hook's message reaches no report (vitest's JSON has none for a suite).
  it('leaves the cluster as it found it: pg_hba.conf, its database and its roles gone from every node', async () => {
    expect(await restoreTheCluster()).toEqual([]);
  }, 120_000);
});
