import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { JOB_QUEUE_SCHEMA, migrate, openDatabase, type Orm } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SIGNING_KEYS } from './helpers/app.js';
import { sql } from './helpers/databases.js';
import { until } from './helpers/until.js';
import { withDatabase } from './setup/database.js';

/**
 * graphile-worker's own migrations (the job queue's schema) wait for their locks no longer than the
 * service's do (MIGRATION_LOCK_TIMEOUT_MS, MIGRATION_LOCK_ATTEMPTS), in `npm run migrate` and when a
 * process's job runner starts: in a rolling upgrade, a long transaction of the release still serving on
 * a job queue table neither holds the new release up for as long nor queues that release's job queries
 * behind the migration.
 */
const databases: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  for (const database of databases.splice(0)) {
    // The job runner's pool lets its connections go just after it stopped: ended by the drop, they would fail loudly.
    await until(async () => !(await sql(inject('databaseServerUrl'), 'select 1 from pg_stat_activity where datname = $1', [database])).length, 10_000).catch(() => undefined);
    await sql(inject('databaseServerUrl'), `drop database if exists ${database} with (force)`);
  }
});

/**
 * A migrated database whose job queue is at graphile-worker's revision 17, as an earlier graphile-worker left it:
 * revision 18 drops a trigger of the jobs table (so needs that table's exclusive lock), then replaces functions.
 */
async function jobQueueAtRevision17(): Promise<string> {
  const database = `${inject('templateDatabase')}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await sql(inject('databaseServerUrl'), `create database ${database} template ${inject('templateDatabase')}`);
  databases.push(database);
  const url = withDatabase(inject('databaseServerUrl'), database);
  await sql(
    url,
    `create function ${JOB_QUEUE_SCHEMA}.tg_jobs__after_insert() returns trigger language plpgsql as $$ begin return null; end $$;
     create trigger _900_after_insert after insert on ${JOB_QUEUE_SCHEMA}._private_jobs for each statement execute function ${JOB_QUEUE_SCHEMA}.tg_jobs__after_insert();
     delete from ${JOB_QUEUE_SCHEMA}.migrations where id >= 18`,
  );
  return url;
}

const revision = async (url: string) => (await sql<{ id: number }>(url, `select max(id) as id from ${JOB_QUEUE_SCHEMA}.migrations`))[0]!.id;

/** A transaction of the release still serving that enqueued a job and is not over yet: it holds the jobs table. */
async function openJobTransaction(url: string): Promise<{ pid: number; end(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, application_name: 'old release jobs' });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${JOB_QUEUE_SCHEMA}._private_jobs in row exclusive mode`);
  const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await client.query('rollback');
    await client.end();
  };
  cleanups.push(end);
  return { pid, end };
}

/** A read of the job queue as the serving release makes it, timed. */
async function timedJobRead(url: string): Promise<number> {
  const started = Date.now();
  await sql(url, `select count(*) from ${JOB_QUEUE_SCHEMA}._private_jobs`);
  return Date.now() - started;
}

const waitingForJobsTable = async (url: string) =>
  (await sql(url, `select 1 from pg_locks where relation = '${JOB_QUEUE_SCHEMA}._private_jobs'::regclass and not granted`)).length > 0;

describe('graphile-worker’s migrations', () => {
  it('in npm run migrate: give way to a long job transaction and fail naming it; applied once it has ended', async () => {
    const url = await jobQueueAtRevision17();
    const blocker = await openJobTransaction(url);
    const orm: Orm = await openDatabase({ url, poolMax: 2 });
    cleanups.push(() => orm.close());

    const started = Date.now();
    const run = migrate(orm, { lockTimeoutMs: 300, lockAttempts: 3 }).then(
      () => null,
      (error: unknown) => error as Error,
    );
    // While it waits, the serving release's job queries are held up no longer than its lock timeout.
    await until(() => waitingForJobsTable(url), 10_000);
    expect(await timedJobRead(url)).toBeLessThan(2000);
    const failure = await Promise.race([run, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 30_000))]);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(
      new RegExp(`^${JOB_QUEUE_SCHEMA} was not applied: 3 times it waited 300 ms \\(MIGRATION_LOCK_TIMEOUT_MS\\) for a lock held by pid ${blocker.pid} \\(.*application "old release jobs"`),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await revision(url)).toBe(17);

    await blocker.end();
    expect(await migrate(orm, { lockTimeoutMs: 300, lockAttempts: 3 })).toEqual([JOB_QUEUE_SCHEMA]);
    expect(await revision(url)).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('at a process’s start: the service serves and reads degraded while the job runner waits; its jobs start once the transaction ends', async () => {
    const url = await jobQueueAtRevision17();
    const blocker = await openJobTransaction(url);
    const lines: string[] = [];
    const config = loadConfig({
      ...SIGNING_KEYS,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      RATE_LIMIT_ENABLED: 'false',
      MIGRATION_LOCK_TIMEOUT_MS: '300',
      MIGRATION_LOCK_ATTEMPTS: '2',
    });
    const orm = await openDatabase({ url, ...config.database });
    const app: FastifyInstance = await buildApp({ config, orm, logStream: { write: (line) => void lines.push(line) } });
    cleanups.push(async () => {
      await app.close();
      await orm.close();
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    // The HTTP service is up at once, whatever the job runner waits for.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    // Its runner gives up after its attempts (about 1 s here), says whom it waited for, and is tried again later.
    const readiness = await until(async () => {
      const body = (await (await fetch(`${base}/readyz`)).json()) as { status: string; jobs?: string };
      return body.jobs === 'restarting' && body;
    }, 15_000);
    expect(readiness).toEqual({ status: 'degraded', jobs: 'restarting' });
    const logged = lines.map((line) => JSON.parse(line) as { msg: string });
    expect(logged.some(({ msg }) => msg.includes(`background jobs: ${JOB_QUEUE_SCHEMA} gave up waiting for a lock held by pid ${blocker.pid}`))).toBe(true);
    expect(logged.some(({ msg }) => msg.startsWith(`background jobs did not start (${JOB_QUEUE_SCHEMA} was not applied`) && msg.includes(`pid ${blocker.pid}`))).toBe(true);
    // Meanwhile the serving release's job queries go on.
    expect(await timedJobRead(url)).toBeLessThan(2000);

    await blocker.end();
    await until(async () => ((await (await fetch(`${base}/readyz`)).json()) as { status: string }).status === 'ready', 30_000);
    expect(await revision(url)).toBeGreaterThanOrEqual(20);
  }, 60_000);
});
