import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { JOB_QUEUE_SCHEMA, migrate, openDatabase } from '../src/db/orm.js';
import { withDatabase } from './setup/database.js';
import { dropDatabase, sql } from './helpers/databases.js';
import { plainEnv, root } from './helpers/process.js';
import { until } from './helpers/until.js';

/**
 * Migrations commit one by one (docs/upgrading.md, "While the migrations run"): a release still serving
 * during a rolling upgrade waits for the locks of the migration running, never for those of every
 * migration since the run began, and a run stopped anywhere, even by SIGKILL, keeps what it committed
 * and resumes at the first migration not recorded.
 */

/** Release 0.2.0's last migration: the database is at its schema when this is the last applied. */
const RELEASE_0_2_0 = 'Migration20261130700000_people';
const after020 = migrations.slice(migrations.findIndex(({ name }) => name === RELEASE_0_2_0) + 1).map(({ name }) => name);

const databases: string[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await sql(inject('databaseServerUrl'), `drop database if exists ${database} with (force)`);
});
const newDatabase = () => `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** Brings the database at `url` to release 0.2.0's schema (HEAD's copies of its migrations, which do the same). */
async function migrateToRelease020(url: string): Promise<void> {
  const orm = await openDatabase({ url, poolMax: 2 });
  try {
    const released = migrations.slice(0, migrations.length - after020.length);
    const migrationsList = await Promise.all(released.map(async ({ name, load }) => ({ name, class: (await load())[name]! })));
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    await new Migrator(orm.em).up();
  } finally {
    await orm.close();
  }
}

/** A database of its own at release 0.2.0's schema. */
async function atRelease020(): Promise<string> {
  const database = newDatabase();
  await sql(inject('databaseServerUrl'), `create database ${database}`);
  databases.push(database);
  const url = withDatabase(inject('databaseServerUrl'), database);
  await migrateToRelease020(url);
  return url;
}

const recorded = async (url: string) => (await sql<{ name: string }>(url, 'select name from mikro_orm_migrations order by id')).map(({ name }) => name);

/** A statement as a release still serving runs it: its own transaction, given at most `ms` to get its locks. */
async function asServingRelease(url: string, statement: string, ms = 2000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = ${ms}`);
    await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** What the search migration made first (before the index on property it then builds). */
const searchFunctions = async (url: string) =>
  (await sql<{ proname: string }>(url, `select proname from pg_proc where proname like '%search%' and pronamespace = 'public'::regnamespace order by proname`)).map(({ proname }) => proname);

describe('each migration commits on its own', () => {
  it('while a migration waits, the tables of those before it serve reads and writes; SIGKILL keeps them, and the next run resumes', async () => {
    const url = await atRelease020();
    // A write to a property by the release still serving, its transaction open: the run waits at the first migration
    // that locks property against writes (search, building an index on it).
    const release = new pg.Client({ connectionString: url });
    await release.connect();
    await release.query('begin');
    await release.query('lock table property in row exclusive mode');

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/migrate.ts'], { cwd: root, env: plainEnv({ DATABASE_URL: url }), stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    let done: string[] = [];
    try {
      await until(async () => (await sql(url, `select 1 from pg_locks where relation = 'property'::regclass and not granted`)).length > 0);
      done = await recorded(url);
      // Committed before it: maintenance changed invoice and unit, notifications person, delivery_traceparent webhook_delivery.
      expect(done.slice(-3)).toEqual(after020.slice(0, after020.indexOf('Migration20261201400000_search')));
      for (const table of ['invoice', 'unit', 'person', 'webhook_delivery', 'billing_policy']) {
        await asServingRelease(url, `select * from ${table} limit 1`);
        await asServingRelease(url, `update ${table} set org_id = org_id where false`);
      }
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
    } finally {
      child.kill('SIGKILL');
      await release.query('rollback');
      await release.end();
    }
    // What committed stays recorded; of the migration it was in, nothing.
    expect(await recorded(url)).toEqual(done);
    expect(await searchFunctions(url)).toEqual([]);

    const orm = await openDatabase({ url, poolMax: 2 });
    try {
      const applied = await migrate(orm);
      expect(applied.filter((name) => name !== JOB_QUEUE_SCHEMA)).toEqual(after020.filter((name) => !done.includes(name)));
    } finally {
      await orm.close();
    }
    expect(await recorded(url)).toEqual(migrations.map(({ name }) => name));
    expect(await searchFunctions(url)).toEqual(['property_search_document', 'property_search_matches', 'unit_search_document', 'unit_search_matches']);
  }, 60_000);

  it('a migration that fails leaves those before it applied and recorded; the next run starts at it', async () => {
    const url = await atRelease020();
    // What makes the maintenance migration fail: its first table is there already.
    await sql(url, 'create table maintenance_service_level (id int)');
    const orm = await openDatabase({ url, poolMax: 2 });
    try {
      await expect(migrate(orm)).rejects.toThrow(/maintenance_service_level" already exists/);
      const before = after020.slice(0, after020.indexOf('Migration20261201300000_maintenance'));
      expect(await recorded(url)).toEqual([...migrations.slice(0, migrations.length - after020.length).map(({ name }) => name), ...before]);
      expect(await sql(url, `select 1 from information_schema.columns where table_name = 'webhook_delivery' and column_name = 'traceparent'`)).toHaveLength(1);

      await sql(url, 'drop table maintenance_service_level');
      expect((await migrate(orm)).filter((name) => name !== JOB_QUEUE_SCHEMA)).toEqual(after020.slice(before.length));
    } finally {
      await orm.close();
    }
    // The checks added not valid are validated by the end of the run, as they were when added valid.
    const unvalidated = await sql(url, `select conname from pg_constraint where not convalidated and connamespace = 'public'::regnamespace`);
    expect(unvalidated).toEqual([]);
  }, 60_000);
});

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('on Citus, from release 0.2.0', () => {
  const database = `rental_migration_locks_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const nodeUrl = (url: string, db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
  let nodes: string[] = [];
  let url: string;

  // A cluster of its own: the coordinator's and each worker's database, as an operator's at 0.2.0.
  beforeAll(async () => {
    const workers = await sql<{ host: string; port: number }>(citusUrl!, `select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary'`);
    nodes = [citusUrl!, ...workers.map(({ host, port }) => `postgres://postgres@${host}:${port}/postgres`)];
    for (const node of nodes) {
      await sql(nodeUrl(node, 'postgres'), `create database ${database}`);
      await sql(nodeUrl(node, database), 'create extension citus');
    }
    url = nodeUrl(citusUrl!, database);
    const coordinator = new URL(citusUrl!);
    await sql(url, 'select citus_set_coordinator_host($1, $2)', [coordinator.hostname, Number(coordinator.port)]);
    for (const { host, port } of workers) await sql(url, 'select citus_add_node($1, $2)', [host, port]);
    await migrateToRelease020(url);
  }, 120_000);
  afterAll(async () => {
    for (const node of nodes.toReversed()) await dropDatabase(nodeUrl(node, 'postgres'), database);
  }, 60_000);

  it('each migration in its own transaction: those that change shards and then create a function run, and the checks end valid on every shard', async () => {
    const orm = await openDatabase({ url, poolMax: 2 });
    try {
      expect((await migrate(orm)).filter((name) => name !== JOB_QUEUE_SCHEMA)).toEqual(after020);
    } finally {
      await orm.close();
    }
    expect(await sql(url, `select conname from pg_constraint where not convalidated and connamespace = 'public'::regnamespace`)).toEqual([]);
    const [shards] = await sql<{ result: string }>(url, `select string_agg(result, ',') as result from run_command_on_workers($$select count(*) from pg_constraint where not convalidated$$)`);
    expect(shards!.result.split(',').every((count) => count === '0')).toBe(true);
  }, 120_000);
});
