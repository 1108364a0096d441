import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { notifyAfterCommit } from '../src/db/notifications.js';
import { migrate, openDatabase } from '../src/db/orm.js';
import { withinOrgScope } from '../src/services/context.js';
import { EVENT_CHANNEL } from '../src/services/events/events.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { until } from './helpers/until.js';

/**
 * PostgreSQL takes one lock for the whole database (on its notification queue) at the commit of a transaction that
 * ran NOTIFY, and holds it until that commit has ended, its WAL flush (and a synchronous standby's answer) included.
 * A slow commit of one org that notified is held here for real, on a server of this file's own: its commit waits
 * for a synchronous standby that never answers, as a slow fsync or a lagging standby would make it wait. Another
 * org's write must not wait behind it: a request's transaction notifies nothing, the process notifies after the commit.
 */
let dataDir: string;
let db: EmbeddedDatabase;
let admin: pg.Client;
let service: Instance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rental-commit-notify-pg-'));
  db = await startEmbeddedPostgres(dataDir, { persistent: false });
  const orm = await openDatabase({ url: db.url, poolMax: 2 });
  await migrate(orm);
  await orm.close();
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  // This session's own commits never wait, whenever it sees the reload below (on a loaded machine, after its next
  // statement: its `create table` then waited for the standby for ever, and this hook timed out).
  await admin.query(`set synchronous_commit = 'local'`);
  // Commits wait for a standby only when they ask to (synchronous_commit = on); the service's, at `local`, never do.
  await admin.query(`alter system set synchronous_standby_names = 'never_answers'`);
  await admin.query(`alter system set synchronous_commit = 'local'`);
  await admin.query('select pg_reload_conf()');
  await admin.query('create table slow_write (n int)');
  await until(async () => {
    const probe = new pg.Client({ connectionString: db.url });
    await probe.connect();
    const { rows } = await probe.query<{ synchronous_commit: string }>('show synchronous_commit');
    await probe.end();
    return rows[0]!.synchronous_commit === 'local';
  }, 10_000);
  // No background jobs: graphile-worker's own job inserts notify too, and would wait for the lock beside this file's.
  service = await startInstance(db.url, { WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
}, 120_000);

afterAll(async () => {
  await admin?.query(`select pg_cancel_backend(pid) from pg_stat_activity where wait_event = 'SyncRep'`).catch(() => undefined);
  await service?.close();
  await admin?.end();
  await db?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const tokenFor = async (orgId: string) =>
  (await service.app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles: ['OWNER'] } })).json().access_token as string;

/** The sessions waiting for the notification queue's lock (an object lock on database 0), by application name. */
const waitingForNotifyLock = async () => {
  return (
    await admin.query<{ application_name: string }>(
      `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'object' and l.classid = 'pg_database'::regclass and l.objid = 0 and not l.granted`,
    )
  ).rows.map((row) => row.application_name);
};

/** A session of its own LISTENing on the events' channel: the payloads it heard. */
async function listening() {
  const listener = new pg.Client({ connectionString: db.url });
  listener.on('error', () => undefined);
  await listener.connect();
  const heard: string[] = [];
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.query(`listen ${EVENT_CHANNEL}`);
  return { heard, end: () => listener.end() };
}

describe('an org’s commit held with the NOTIFY lock', () => {
  it('does not hold up another org’s write, whose listeners are woken once that commit ends', async () => {
    const slowOrg = randomUUID();
    const otherOrg = randomUUID();
    const token = await tokenFor(otherOrg);
    const gql = (query: string, variables: object) =>
      service.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${token}` }, payload: { query, variables } });
    const propertyId = (await gql('mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { name: 'Bonapriso', type: 'HOUSE', city: 'Douala' } })).json()
      .data.createProperty.id as string;
    const listener = await listening();
    const { heard } = listener;

    // The slow org's write: it notified, and its commit waits (for the standby) with the lock held.
    const slow = new pg.Client({ connectionString: db.url, application_name: 'slow commit' });
    await slow.connect();
    slow.on('error', () => undefined);
    await slow.query(`begin; set local synchronous_commit = on; insert into slow_write values (1); select pg_notify('${EVENT_CHANNEL}', '${slowOrg}')`);
    const committed = slow.query('commit');
    await until(async () => (await admin.query(`select 1 from pg_stat_activity where wait_event = 'SyncRep'`)).rowCount === 1, 10_000);

    try {
      const started = Date.now();
      // A unit: its event (`unit.created`) is written in the request's transaction.
      const answer = await Promise.race([
        gql('mutation($propertyId: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $propertyId, input: $input) { id } }', {
          propertyId,
          input: { label: 'B1', rentAmount: 90_000, rentCurrency: 'XAF' },
        }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the write waited for the other org’s commit')), 10_000)),
      ]);
      expect(answer.json().errors).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(5000);
      // Committed, and visible to everyone, while the slow commit still holds the lock: only the process's notifying
      // connection waits for it, no request's.
      expect((await admin.query(`select 1 from event where org_id = $1 and type = 'unit.created'`, [otherOrg])).rowCount).toBe(1);
      await until(async () => (await waitingForNotifyLock()).length > 0, 10_000);
      expect(await waitingForNotifyLock()).toEqual(['rental notifications']);
      expect(heard).toEqual([]);
    } finally {
      // The standby's answer, at last: the slow commit ends.
      await admin.query(`select pg_cancel_backend(pid) from pg_stat_activity where wait_event = 'SyncRep'`);
      await committed.catch(() => undefined);
      await slow.end();
    }
    // Then the other org's listeners are woken for its event.
    await until(() => heard.length === 2, 10_000);
    expect(heard).toEqual([slowOrg, otherOrg]);
    await listener.end();
  }, 60_000);
});

describe('a process stopping', () => {
  it('waits for its notifications a moment, not as long as another commit holds the lock', async () => {
    const other = await startInstance(db.url, { WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
    const slow = new pg.Client({ connectionString: db.url });
    slow.on('error', () => undefined);
    await slow.connect();
    await slow.query(`begin; set local synchronous_commit = on; insert into slow_write values (1); select pg_notify('${EVENT_CHANNEL}', 'held')`);
    const committed = slow.query('commit');
    try {
      await until(async () => (await admin.query(`select 1 from pg_stat_activity where wait_event = 'SyncRep'`)).rowCount === 1, 10_000);
      const orgId = randomUUID();
      await withinOrgScope(other.orm.em.fork(), orgId, async (em) => notifyAfterCommit(em, orgId));
      await until(async () => (await waitingForNotifyLock()).length > 0, 10_000);
      const started = Date.now();
      await other.close();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await admin.query(`select pg_cancel_backend(pid) from pg_stat_activity where wait_event = 'SyncRep'`);
      await committed.catch(() => undefined);
      await slow.end();
    }
  }, 30_000);
});

describe('a notification after the commit', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it('goes out when the outermost transaction commits, never from inside it, never after a rollback', async () => {
    const { heard, end } = await listening();
    const [committed, rolledBack] = [randomUUID(), randomUUID()];
    await withinOrgScope(service.orm.em.fork(), committed, async (em) => {
      // In a savepoint: its release commits nothing.
      await em.transactional(async (inner) => notifyAfterCommit(inner, `${committed} deliveries`));
      await settle();
      expect(heard).toEqual([]);
    });
    await until(() => heard.length === 1, 5000);
    await withinOrgScope(service.orm.em.fork(), rolledBack, async (em) => {
      notifyAfterCommit(em, rolledBack);
      throw new Error('rolled back');
    }).catch(() => undefined);
    await settle();
    expect(heard).toEqual([`${committed} deliveries`]);
    await end();
  });

  it('is kept while the process’s connection is down and sent once it is back', async () => {
    const { heard, end } = await listening();
    const orgId = randomUUID();
    const notifying = `select pid from pg_stat_activity where application_name = 'rental notifications'`;
    await admin.query(`select pg_terminate_backend(pid) from (${notifying}) as notifying`);
    await until(async () => (await admin.query(notifying)).rowCount === 0, 5000);
    await withinOrgScope(service.orm.em.fork(), orgId, async (em) => notifyAfterCommit(em, `${orgId} deliveries`));
    await withinOrgScope(service.orm.em.fork(), orgId, async (em) => notifyAfterCommit(em, `${orgId} notifications`));
    // Reconnected a second later, it sends what the commits told (merged when they were waiting together).
    await until(() => new Set(heard.flatMap((payload) => payload.split(' '))).size === 3, 10_000);
    expect(heard.every((payload) => payload.startsWith(orgId))).toBe(true);
    expect((await admin.query(notifying)).rowCount).toBe(1);
    await end();
  });
});
