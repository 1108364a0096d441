import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.js';
import { JOB_QUEUE_SCHEMA, migrate, openDatabase } from '../src/db/orm.js';
import { withDatabase } from './setup/database.js';
import { citusDatabase, onDatabase, sql } from './helpers/databases.js';
import { type LogLine, plainEnv, root, run } from './helpers/process.js';
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
const migrateToRelease020 = (url: string) => migrateUpTo(url, RELEASE_0_2_0);

/** Applies the migrations up to `last`, that one included. */
async function migrateUpTo(url: string, last: string): Promise<void> {
  const orm = await openDatabase({ url, poolMax: 2 });
  try {
    const released = migrations.slice(0, migrations.findIndex(({ name }) => name === last) + 1);
    const migrationsList = await Promise.all(released.map(async ({ name, load }) => ({ name, class: (await load())[name]! })));
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    await new Migrator(orm.em).up();
  } finally {
    await orm.close();
  }
}

/** A database of its own at release 0.2.0's schema, or at the migration `last`. */
async function atRelease020(last = RELEASE_0_2_0): Promise<string> {
  const database = newDatabase();
  await sql(inject('databaseServerUrl'), `create database ${database}`);
  databases.push(database);
  const url = withDatabase(inject('databaseServerUrl'), database);
  await migrateUpTo(url, last);
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

/**
 * A migration waits for a lock at most MIGRATION_LOCK_TIMEOUT_MS (docs/upgrading.md, "While the migrations run"): while
 * it waits, every later request for that table queues behind it, so a long transaction of the release still serving
 * (a report, a client idle in its transaction) would otherwise stop that table for every org until it ended.
 */
/** The first migration after 0.2.0 that waits for a reader of property: it adds a column to it. */
const STORED_SEARCH = 'Migration20261201950000_stored_search_documents';
const beforeStoredSearch = migrations.slice(0, migrations.findIndex(({ name }) => name === STORED_SEARCH)).map(({ name }) => name);

/** A long report of the release still serving: its transaction stays open, holding what it read (`table`, property by default). */
async function longReport(url: string, table = 'property'): Promise<{ client: pg.Client; pid: number }> {
  const client = new pg.Client({ connectionString: url, application_name: 'long report' });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  await client.query('begin');
  await client.query(`select count(*) from ${table}`);
  return { client, pid: rows[0]!.pid };
}

const hasSearchDocument = async (url: string) =>
  (await sql(url, `select 1 from information_schema.columns where table_name = 'property' and column_name = 'search_document'`)).length > 0;

/** `npm run migrate`, each lock waited for at most 500 ms, twice. */
const migrateGivingUp = (url: string) =>
  run(['node', '--import', 'tsx', 'src/migrate.ts'], { DATABASE_URL: url, MIGRATION_LOCK_TIMEOUT_MS: '500', MIGRATION_LOCK_ATTEMPTS: '2' });

const fatalLine = (logs: LogLine[]) => logs.find(({ level }) => level === 60)?.msg;

describe('a migration behind a long transaction gives way', () => {
  const LOCK_TIMEOUT_MS = 1000;

  /** How long a read and a write of property by another session took (each given 15 s, far more than the lock timeout). */
  async function probe(url: string): Promise<number[]> {
    return Promise.all(
      ['select id from property limit 1', 'update property set org_id = org_id where false'].map(async (statement) => {
        const client = new pg.Client({ connectionString: url, statement_timeout: 15_000 });
        await client.connect();
        try {
          const started = performance.now();
          await client.query(statement);
          return performance.now() - started;
        } finally {
          await client.end();
        }
      }),
    );
  }

  const waitingForProperty = async (url: string, blocker: number) =>
    (await sql(url, `select 1 from pg_locks where relation = 'property'::regclass and not granted and pid <> $1`, [blocker])).length > 0;

  it('while it retries, other sessions read and write its table within about the lock timeout; once the transaction ends, it is applied', async () => {
    const url = await atRelease020();
    const report = await longReport(url);
    const migrating = run(['node', '--import', 'tsx', 'src/migrate.ts'], {
      DATABASE_URL: url,
      MIGRATION_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      MIGRATION_LOCK_ATTEMPTS: '100',
    });
    const waits: number[] = [];
    try {
      // Three of its waits, each met by a read and a write queued behind it: none waits for the report.
      for (let round = 0; round < 3; round++) {
        await until(() => waitingForProperty(url, report.pid));
        waits.push(...(await probe(url)));
        await until(async () => !(await waitingForProperty(url, report.pid)));
      }
      expect(await hasSearchDocument(url)).toBe(false);
    } finally {
      await report.client.query('rollback');
      await report.client.end();
    }
    expect(Math.max(...waits)).toBeLessThan(LOCK_TIMEOUT_MS + 4000);
    const { code, stdout, stderr, logs } = await migrating;
    expect(code, stdout + stderr).toBe(0);
    // Each retry said whom it waited for.
    const retries = logs.filter(({ migration }) => migration === STORED_SEARCH);
    expect(retries.length).toBeGreaterThanOrEqual(3);
    expect(retries[0]!.msg).toContain(`pid ${report.pid} (user postgres, application "long report", idle in transaction`);
    expect(await recorded(url)).toEqual(migrations.map(({ name }) => name));
    expect(await hasSearchDocument(url)).toBe(true);
  }, 120_000);

  it('with a transaction that never ends, the run fails naming the migration and that session, and leaves the schema at the last migration committed', async () => {
    const url = await atRelease020();
    const report = await longReport(url);
    try {
      const { code, stdout, logs } = await migrateGivingUp(url);
      expect(code, stdout).toBe(1);
      const failure = fatalLine(logs);
      expect(failure).toContain(`migration failed: ${STORED_SEARCH} was not applied: 2 times it waited 500 ms (MIGRATION_LOCK_TIMEOUT_MS) for a lock held by pid ${report.pid}`);
      expect(failure).toContain('statement: "select count(*) from property"');
      // Applied: every migration before it; of it, nothing.
      expect(await recorded(url)).toEqual(beforeStoredSearch);
      expect(await hasSearchDocument(url)).toBe(false);
    } finally {
      await report.client.query('rollback');
      await report.client.end();
    }
  }, 120_000);
});

describe('the filter indexes', () => {
  it('are built each in a migration of its own: waiting for one table, the run holds no lock on the tables before it', async () => {
    const first = migrations.findIndex(({ name }) => name.startsWith('Migration20261203400000_'));
    const url = await atRelease020(migrations[first - 1]!.name);
    // The release still serving writes a verification record, its transaction open: the run waits at that table's first index.
    const release = new pg.Client({ connectionString: url });
    await release.connect();
    await release.query('begin');
    await release.query('lock table verification_record in row exclusive mode');
    const migrating = run(['node', '--import', 'tsx', 'src/migrate.ts'], { DATABASE_URL: url, MIGRATION_LOCK_TIMEOUT_MS: '500', MIGRATION_LOCK_ATTEMPTS: '100' });
    try {
      const waiting = async () =>
        (await sql<{ pid: number }>(url, `select pid from pg_locks where relation = 'verification_record'::regclass and not granted`))[0]?.pid;
      await until(async () => (await waiting()) !== undefined);
      const pid = (await waiting())!;
      const held = await sql<{ relation: string }>(
        url,
        `select relation::regclass::text as relation from pg_locks where pid = $1 and granted and relation::regclass::text in ('booking', 'property', 'maintenance_request')`,
        [pid],
      );
      expect(held).toEqual([]);
      // And the tables before it serve the release's writes meanwhile.
      for (const table of ['booking', 'property', 'maintenance_request']) await asServingRelease(url, `update ${table} set org_id = org_id where false`);
      expect((await recorded(url)).filter((name) => name.startsWith('Migration202612034'))).toHaveLength(13);
    } finally {
      await release.query('rollback');
      await release.end();
    }
    const { code, stdout } = await migrating;
    expect(code, stdout).toBe(0);
    expect(await recorded(url)).toEqual(migrations.map(({ name }) => name));
  }, 120_000);
});

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('on Citus, from release 0.2.0', () => {
  const database = `rental_migration_locks_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let cluster: Awaited<ReturnType<typeof citusDatabase>> | undefined;
  let url: string;

  // A cluster of its own: the coordinator's and each worker's database, as an operator's at 0.2.0.
  beforeAll(async () => {
    cluster = await citusDatabase(citusUrl!, database);
    url = cluster.url;
    await migrateToRelease020(url);
  }, 120_000);
  afterAll(async () => {
    await cluster?.drop();
  }, 60_000);

  it('a migration waiting for a shard a worker holds gives way (lock_timeout reaches the workers), naming the session there', async () => {
    // Citus passes the migration's SET LOCAL lock_timeout to its workers only with citus.propagate_set_commands = 'local':
    // without it, the shard's ALTER TABLE waited on the worker for as long as the transaction there lasted.
    const [shard] = await sql<{ name: string; host: string; port: number }>(
      url,
      `select shard_name('property'::regclass, s.shardid) as name, n.nodename as host, n.nodeport as port
         from pg_dist_shard s join pg_dist_placement p using (shardid) join pg_dist_node n using (groupid)
        where s.logicalrelid = 'property'::regclass and n.groupid <> 0 and n.noderole = 'primary' limit 1`,
    );
    const report = await longReport(onDatabase(`postgres://postgres@${shard!.host}:${shard!.port}/postgres`, database), shard!.name);
    try {
      const { code, stdout, logs } = await migrateGivingUp(url);
      expect(code, stdout).toBe(1);
      expect(fatalLine(logs)).toContain(`${STORED_SEARCH} was not applied: 2 times it waited 500 ms (MIGRATION_LOCK_TIMEOUT_MS) for a lock held by pid ${report.pid} on ${shard!.host}:${shard!.port}`);
      expect(await recorded(url)).toEqual(beforeStoredSearch);
      expect(await hasSearchDocument(url)).toBe(false);
    } finally {
      await report.client.query('rollback');
      await report.client.end();
    }
  }, 120_000);

  it('each migration in its own transaction: those that change shards and then create a function run, and the checks end valid on every shard', async () => {
    const orm = await openDatabase({ url, poolMax: 2 });
    try {
      // From the migration the test before gave up on.
      expect((await migrate(orm)).filter((name) => name !== JOB_QUEUE_SCHEMA)).toEqual(after020.slice(after020.indexOf(STORED_SEARCH)));
    } finally {
      await orm.close();
    }
    expect(await sql(url, `select conname from pg_constraint where not convalidated and connamespace = 'public'::regnamespace`)).toEqual([]);
    const [shards] = await sql<{ result: string }>(url, `select string_agg(result, ',') as result from run_command_on_workers($$select count(*) from pg_constraint where not convalidated$$)`);
    expect(shards!.result.split(',').every((count) => count === '0')).toBe(true);
  }, 120_000);
});
