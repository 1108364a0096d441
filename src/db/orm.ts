import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Admission, admitThrough } from './admission.js';
import { beginStatementsThrough, databaseOf, oneConnectionPerReadScope, prepareConnection, type PoolDatabase } from './begin.js';
import { oneQueryAtATime } from './one-query-at-a-time.js';
import * as entities from './entities/index.js';
import { DEFAULT_LOCK_TIMEOUT_MS, lockTimeoutStatement, type MigrationBackend, type MigrationLockOptions, withLockRetries } from './migration-locks.js';
import { migrations } from './migrations/index.js';
import { notifyingAfterCommit } from './notifications.js';
import { DEFAULT_TENANT_ROLE } from './tenant-role.js';

export type Orm = MikroORM;
type MigrationClass = MigrationObject['class'];
export type { EntityManager };

export interface DatabaseOptions {
  url: string;
  poolMax?: number;
  /** Requests that may wait for a pooled connection (see admission.ts); one more is refused at once (503). */
  queueMax?: number;
  /** Connections one org's requests may hold at a time (admission.ts); by default the pool less a fifth, at least 1. */
  poolMaxPerOrg?: number;
  /** Requests of one org that may wait (admission.ts); by default a fifth of the queue, at least 1. */
  queueMaxPerOrg?: number;
  /** Longest time the waiters wait for the pool to release any connection; past it they fail (503) instead of queueing forever. */
  acquireTimeoutMs?: number;
  /** Longest wait for a new connection to the server (also bounds each TCP/TLS connect). */
  connectTimeoutMs?: number;
  /** PostgreSQL `statement_timeout` of every statement, in ms (SET LOCAL by each transaction, see begin.ts); 0 turns it off. */
  statementTimeoutMs?: number;
  /** The role requests switch to for row-level security, which migrations create and grant (DATABASE_TENANT_ROLE). */
  tenantRole?: string;
  debug?: boolean;
  /** Sees every SQL statement and its parameters before it runs (the tests and the benchmark count and explain them). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
}

export async function openDatabase({
  url,
  poolMax = 10,
  queueMax = 500,
  poolMaxPerOrg = Math.max(1, poolMax - Math.ceil(poolMax / 5)),
  queueMaxPerOrg = Math.max(1, Math.ceil(queueMax / 5)),
  acquireTimeoutMs = 3000,
  connectTimeoutMs = 3000,
  statementTimeoutMs = 5000,
  tenantRole = DEFAULT_TENANT_ROLE,
  debug = false,
  onQuery,
}: DatabaseOptions): Promise<Orm> {
  // Each transaction and statement sets its timeout (begin.ts), as PgBouncer refuses it as a startup parameter.
  const database: PoolDatabase = { tenantRole, ...(statementTimeoutMs > 0 ? { timeouts: `set local statement_timeout = ${statementTimeoutMs}` } : {}) };
  const orm = await MikroORM.init({
    clientUrl: url,
    entities: Object.values(entities),
    // Silent: callers log what was applied in their own format (JSON lines from the service).
    migrations: { transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // A stopped database or a stuck pool must answer quickly (UNAVAILABLE), never hang: the
    // admission queue lets a request in only when a connection is free, so acquiring waits
    // acquireTimeoutMs only when connections are held outside it; a failed connect fails the
    // acquire at once (knex's propagateCreateError), and idle connections the server dropped are replaced.
    pool: {
      min: 0,
      max: poolMax,
      acquireTimeoutMillis: acquireTimeoutMs,
      createTimeoutMillis: connectTimeoutMs,
      idleTimeoutMillis: 10_000,
      afterCreate: (connection: Parameters<typeof oneQueryAtATime>[0], done: (error: Error | null, connection: unknown) => void) => {
        oneQueryAtATime(connection);
        prepareConnection(database, connection as never, (error) => done(error, connection));
      },
    },
    driverOptions: {
      acquireConnectionTimeout: acquireTimeoutMs,
      connection: { connectionTimeoutMillis: connectTimeoutMs },
    },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    subscribers: [notifyingAfterCommit],
    debug,
    ...(onQuery ? { onQuery: (sql: string, params: unknown[]) => (onQuery(sql, params), sql) } : {}),
    discovery: { warnWhenNoEntities: false },
  });
  const { client } = orm.em.getConnection().getKnex();
  admitThrough(client, new Admission({ permits: poolMax, queueMax, permitsPerOrg: poolMaxPerOrg, queueMaxPerOrg, stallMs: acquireTimeoutMs }));
  beginStatementsThrough(client as never, database);
  // After admission: a read scope is admitted once, for the connection it keeps.
  oneConnectionPerReadScope(client);
  return orm;
}

// Any constant works; it only has to be the same in every process of the service.
const MIGRATION_LOCK = 727_369_001;

export interface MigrateOptions extends MigrationLockOptions {
  businessTimeZone?: string;
}

/**
 * Applies pending migrations under an advisory lock, so several processes
 * starting together against one database migrate it exactly once. Returns
 * the names of those it applied.
 *
 * Each migration commits on its own, with the row that records it: the locks
 * it takes end with it, so a release still serving during a rolling upgrade
 * waits for one migration at most, never for the whole run
 * (docs/upgrading.md). A run stopped anywhere (even by SIGKILL) leaves every
 * migration either applied and recorded or not at all, and the next run
 * resumes at the first not recorded. The lock is held by a transaction of
 * its own for the whole run (a transaction lock: PgBouncer's transaction
 * pooling keeps no session lock).
 *
 * No migration waits longer than `lockTimeoutMs` for a lock (and so queues the
 * requests behind it no longer); it rolls back and is tried again (migration-locks.ts).
 */
export async function migrate(
  orm: Orm,
  { businessTimeZone = 'UTC', lockTimeoutMs = DEFAULT_LOCK_TIMEOUT_MS, ...lockOptions }: MigrateOptions = {},
): Promise<string[]> {
  // Loaded here, not with the ORM: a process that only serves never migrates, and the migrator
  // (umzug, its command line, the migration classes) would take several MB of its memory.
  // Each migration is given the tenant role of this database (its SQL names it) and the business time zone.
  const database = databaseOf(orm.em.getConnection().getKnex().client);
  const tenantRole = database.tenantRole ?? DEFAULT_TENANT_ROLE;
  const url = orm.config.get('clientUrl') as string;
  return withLockRetries(url, { ...lockOptions, lockTimeoutMs }, async (apply, watchBackend) => {
    // Each migration runs without a statement timeout (the pool's is for requests): rewriting or checking a large
    // table takes what it takes, as in the one transaction all migrations shared before, after the first that turned it off.
    // Its lock waits are bounded instead; on Citus, the SET LOCALs that follow reach the workers' transactions too
    // (a shard's lock is waited for there). Over one connection per node: a migration that changes shards, then creates
    // a function or an extension (distributed objects), fails in parallel mode ("there was a parallel operation on a distributed table").
    const forThisRole = (migration: MigrationClass): MigrationClass =>
      class extends (migration as unknown as new (...args: never[]) => {
        tenantRole: string;
        businessTimeZone?: string;
        addSql(sql: string): void;
        execute(sql: string): Promise<MigrationBackend[]>;
        up(): void | Promise<void>;
      }) {
        override tenantRole = tenantRole;
        override businessTimeZone = businessTimeZone;
        override async up(): Promise<void> {
          // Its backend, in its transaction, for whoever looks for the sessions it waits for.
          watchBackend((await this.execute(`select pg_backend_pid() as pid${database.citus ? ', citus_backend_gpid() as gpid' : ''}`))[0]!);
          if (database.citus) this.addSql(`set local citus.propagate_set_commands to 'local'`);
          this.addSql('set local statement_timeout = 0');
          this.addSql(lockTimeoutStatement(lockTimeoutMs));
          if (database.citus) this.addSql(`set local citus.multi_shard_modify_mode to 'sequential'`);
          await super.up();
        }
      } as unknown as MigrationClass;
    const [{ Migrator }, migrationsList] = await Promise.all([
      import('@mikro-orm/migrations'),
      Promise.all(migrations.map(async ({ name, load }) => ({ name, class: forThisRole((await load())[name]!) }))),
    ]);
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    const migrator = new Migrator(orm.em);
    const applied = await orm.em.fork().transactional(async (em) => {
      // Held as long as the run takes, which a process starting meanwhile waits for.
      await em.execute('set local statement_timeout = 0; set local idle_in_transaction_session_timeout = 0');
      await em.execute('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
      const names: string[] = [];
      // Without the lock's transaction: up to each one, in a transaction of its own (allOrNothing: the migration and its record).
      for (const { name } of await migrator.getPendingMigrations()) {
        await apply(name, async () => void (await migrator.up({ to: name })));
        names.push(name);
      }
      return names;
    });
    return [...applied, ...(await migrateJobQueue(orm, tenantRole, (attempt) => apply(JOB_QUEUE_SCHEMA, () => onLockBoundedSession(url, lockTimeoutMs, watchBackend, attempt))))];
  });
}

/** The schema of the job queue (graphile-worker's tables, functions and migrations), apart from the service's. */
export const JOB_QUEUE_SCHEMA = 'graphile_worker';

/** Whether the job queue's schema is installed, read from the catalog (a serving role need not see its tables to know). */
async function jobQueueInstalled(orm: Orm): Promise<boolean> {
  const [row] = await orm.em.getConnection().execute<{ installed: boolean }[]>(
    `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ? and c.relname = 'migrations') as installed`,
    [JOB_QUEUE_SCHEMA],
  );
  return row?.installed ?? false;
}

/** The job queue schema's latest migration (null: not installed). */
async function jobQueueRevision(orm: Orm): Promise<number | null> {
  if (!(await jobQueueInstalled(orm))) return null;
  const [row] = await orm.em.getConnection().execute<{ revision: number | null }[]>(`select max(id) as revision from ${JOB_QUEUE_SCHEMA}.migrations`);
  return row?.revision ?? null;
}

/**
 * Runs `work` on a pool of one connection whose every transaction waits at most `lockTimeoutMs` for a lock
 * (graphile-worker's migrations each begin one: its BEGIN carries the SET LOCAL, so nothing of it outlives the
 * transaction on a connection a pooler hands to others), its backend watched for whoever holds what it waits for
 * (migration-locks.ts). Outside those transactions graphile-worker only reads its own tables, or creates them
 * where there were none (no release can be using them then).
 */
async function onLockBoundedSession(url: string, lockTimeoutMs: number, watchBackend: (backend: MigrationBackend) => void, work: (pool: pg.Pool) => Promise<void>) {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'rental migrate: job queue' });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => query(...(args[0] === 'begin' ? [`begin; ${lockTimeoutStatement(lockTimeoutMs)}`, ...args.slice(1)] : args))) as typeof client.query;
    void client.query<{ pid: number }>('select pg_backend_pid() as pid').then((result) => watchBackend(result.rows[0]!), () => undefined);
  });
  try {
    await work(pool);
  } finally {
    await pool.end();
  }
}

/** graphile-worker's own migrations (they serialise themselves) on the pool given. */
async function runJobQueueMigrations(pool: pg.Pool): Promise<void> {
  const { Logger, runMigrations } = await import('graphile-worker');
  // Its log lines are debug-only chatter; a failure is thrown, and reported by the caller.
  await runMigrations({ pgPool: pool, schema: JOB_QUEUE_SCHEMA, logger: new Logger(() => () => undefined) });
}

/**
 * The job queue's schema brought to this release's graphile-worker, each migration waiting at most
 * `lockTimeoutMs` for a lock and tried again as the service's are (migration-locks.ts). A job runner
 * starting runs this first: graphile-worker's own start migrates too, waiting for a lock as long as it
 * takes (a long transaction of the release still serving would hold the runner's start, and queue that
 * release's job queries behind the migration), and then finds nothing left to do.
 */
export async function migrateJobQueueSchema(url: string, { lockTimeoutMs = DEFAULT_LOCK_TIMEOUT_MS, ...options }: MigrationLockOptions): Promise<void> {
  await withLockRetries(url, { ...options, lockTimeoutMs }, (apply, watchBackend) =>
    apply(JOB_QUEUE_SCHEMA, () => onLockBoundedSession(url, lockTimeoutMs, watchBackend, runJobQueueMigrations)),
  );
}

/**
 * Installs or upgrades the job queue's schema with graphile-worker's own
 * migrations, so that serving processes, which may not change the schema, only
 * use it; `bounded` runs them and the policies (see onLockBoundedSession). Answers
 * `graphile_worker` when it changed anything.
 */
async function migrateJobQueue(orm: Orm, tenantRole: string, bounded: (work: (pool: pg.Pool) => Promise<void>) => Promise<void>): Promise<string[]> {
  const before = await jobQueueRevision(orm);
  // graphile-worker turns row-level security on for its tables, with no policy: only their owner (this role) would see a row.
  // The serving role runs the jobs too, so each gets the policy the service's own tables have (Migration20261126100000_serving_role).
  await bounded(async (pool) => {
    await runJobQueueMigrations(pool);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`
    do $$
    declare queue_table record;
    begin
      for queue_table in
        select c.relname from pg_class c
        where c.relnamespace = '${JOB_QUEUE_SCHEMA}'::regnamespace and c.relkind = 'r' and c.relrowsecurity
          and not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = c.relname || '_service')
      loop
        execute format(
          'create policy %I on ${JOB_QUEUE_SCHEMA}.%I using (current_user <> %L) with check (current_user <> %L)',
          queue_table.relname || '_service', queue_table.relname, '${tenantRole}', '${tenantRole}');
      end loop;
    end $$`);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  return (await jobQueueRevision(orm)) === before ? [] : [JOB_QUEUE_SCHEMA];
}

/**
 * The known migrations not yet applied, read without writing anything (the
 * migrator's own check would create its table, which a serving role may not).
 */
export async function pendingMigrations(orm: Orm): Promise<string[]> {
  const connection = orm.em.getConnection();
  const [table] = await connection.execute<{ name: string | null }[]>(`select to_regclass('mikro_orm_migrations')::text as name`);
  const applied = new Set<string>();
  if (table?.name) {
    const rows = await connection.execute<{ name: string }[]>('select name from mikro_orm_migrations');
    // MikroORM records names with or without the file extension depending on how they ran.
    for (const { name } of rows) applied.add(name.replace(/\.[jt]s$/, ''));
  }
  const pending = migrations.map(({ name }) => name).filter((name) => !applied.has(name));
  return (await jobQueueInstalled(orm)) ? pending : [...pending, JOB_QUEUE_SCHEMA];
}

/** True when every known migration has been applied. */
export async function migrationsApplied(orm: Orm): Promise<boolean> {
  return (await pendingMigrations(orm)).length === 0;
}
