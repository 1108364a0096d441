/**
 * The background work as jobs (src/jobs): a backlog of billing does not hold
 * back start-up, is billed to the end by many small jobs, survives a SIGKILL
 * in the middle, is shared by processes, and one org's failing job neither
 * stops the others nor goes unreported.
 *
 * Against the test server by default; with CITUS_DATABASE_URL (a coordinator
 * migrated by test/two-processes.test.ts or `npm run migrate`) on Citus, the
 * job queue's tables local to the coordinator.
 */
import { randomUUID } from 'node:crypto';
import { quickAddJob } from 'graphile-worker';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/orm.js';
import { addDays, billingPeriods, generationDateOf } from '../src/domain/rent/billing.js';
import { todayIn } from '../src/domain/dates.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { startInstance } from './helpers/instance.js';
import { gone, startService } from './helpers/process.js';
import { type Receiver, startReceiver } from './helpers/receiver.js';

const METRICS_TOKEN = 'jobs-metrics-token-0123456789abcdef0123';
/** Back-dated leases with no end (9999-12-31), billed monthly from this many months ago. */
const MONTHS_BACK = 72;

const citusUrl = process.env.CITUS_DATABASE_URL;
let t: TestApp | undefined;
let databaseUrl: string;
let pool: pg.Pool;
const sql = async <T extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]) => (await pool.query<T>(text, values)).rows;

beforeAll(async () => {
  // Only for a database of its own: no background work in it.
  if (!citusUrl) t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
  databaseUrl = citusUrl ?? t!.databaseUrl;
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
});
afterAll(async () => {
  await pool.end();
  await t?.close();
});

const today = () => todayIn('UTC');
const firstOfMonthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
};

/** The rent invoices a MONTHLY lease from `startDate` owes today (invoices 10 days ahead, the default lead). */
const owedFrom = (startDate: string) =>
  billingPeriods({ startDate, endDate: addDays(today(), 400), rentAmount: 150_000 }, 'MONTHLY').filter((period) => generationDateOf(period, 10) <= today()).length;

/** `bookings` ACTIVE leases with MONTHLY plans in a new org, each on its own unit, written straight to the tables. */
async function backlog(bookings: number, startDate: string): Promise<string> {
  const orgId = randomUUID();
  const propertyId = randomUUID();
  await sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'Backlog', 'HOUSE')`, [orgId, propertyId, randomUUID()]);
  await sql(
    `insert into unit (org_id, id, property_id, label, rent_amount, rent_currency)
     select $1, gen_random_uuid(), $2, 'U' || n, 150000, 'XAF' from generate_series(1, $3) n`,
    [orgId, propertyId, bookings],
  );
  await sql(
    `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
     select org_id, gen_random_uuid(), id, property_id, gen_random_uuid(), $2, '9999-12-31', 150000, 'XAF', 'ACTIVE' from unit where org_id = $1`,
    [orgId, startDate],
  );
  await sql(`insert into billing_plan (org_id, booking_id, cycle, due_day, tva_basis_points) select org_id, id, 'MONTHLY', 5, 0 from booking where org_id = $1`, [orgId]);
  return orgId;
}

const rentCount = async (orgIds: string[]) =>
  Number((await sql<{ n: string }>(`select count(*) as n from invoice where org_id = any($1) and kind = 'RENT'`, [orgIds]))[0]!.n);

/** Exactly one invoice per booking and period, and every booking billed up to today: `owed` each. */
async function expectBilledOnce(orgIds: string[], owed: number) {
  expect(await sql(`select booking_id, billing_period_start from invoice where org_id = any($1) group by 1, 2 having count(*) > 1`, [orgIds])).toEqual([]);
  const perBooking = await sql<{ n: number }>(
    `select count(i.id)::int as n from booking b left join invoice i on i.org_id = b.org_id and i.booking_id = b.id where b.org_id = any($1) group by b.id`,
    [orgIds],
  );
  expect(new Set(perBooking.map((row) => row.n))).toEqual(new Set([owed]));
}

/** The service in this process, sweeping, with its metrics on and its log lines kept; `env` adds settings. */
async function loggedService(env: Record<string, string>) {
  const lines: string[] = [];
  const config = loadConfig({
    ...SIGNING_KEYS,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: 'false',
    SWEEP_INTERVAL_SECONDS: '60',
    WEBHOOK_DELIVERY_ENABLED: 'false',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    ...env,
  });
  const orm = await openDatabase({ url: databaseUrl, ...config.database });
  const app = await buildApp({ config, orm, logStream: { write: (line) => void lines.push(line) } });
  return { lines, orm, app };
}

/** The service in this process (jobs of webhook delivery on unless `env` says otherwise), and an org's OWNER and MANAGER to call it as. */
async function serviceInThisProcess(env: Record<string, string> = {}) {
  const config = loadConfig({
    ...SIGNING_KEYS,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_ENABLED: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    LOG_LEVEL: 'silent',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_POLL_MS: '50',
    ...env,
  });
  const orm = await openDatabase({ url: databaseUrl, ...config.database });
  const app = await buildApp({ config, orm });
  return {
    app,
    /** A GraphQL caller as `roles` of `orgId`: answers `data`, throws on errors. */
    async as(orgId: string, roles = ['OWNER', 'MANAGER']) {
      const bearer = (await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles } })).json<{ access_token: string }>().access_token;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the answers' shapes they asked for
      return async (query: string, variables: object): Promise<any> => {
        const answer = (await app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${bearer}` }, payload: { query, variables } })).json();
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        return answer.data;
      };
    },
    async close() {
      await app.close();
      await orm.close();
    },
  };
}

describe('a billing backlog', () => {
  it('does not delay readiness; jobs bill it to the end across two processes, and a SIGKILL mid-billing then a restart leaves one invoice per booking and period', async () => {
    // The attack: 300 plans back-dated six years, about 22,000 invoices owed, on leases that never end.
    const startDate = firstOfMonthsAgo(MONTHS_BACK);
    const orgIds = await Promise.all([0, 1, 2].map(() => backlog(100, startDate)));
    const owed = owedFrom(startDate);
    const total = owed * 300;
    expect(total).toBeGreaterThan(20_000);

    const env = { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...SIGNING_KEYS, SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false' };
    const first = await startService(env);
    try {
      // Listening before the work is done: start-up waited for none of it.
      expect(await rentCount(orgIds)).toBeLessThan(total);
      await expect.poll(() => rentCount(orgIds), { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    } finally {
      process.kill(first.pid, 'SIGKILL');
      await first.exited;
      await gone(first.pid);
    }
    const billedBeforeKill = await rentCount(orgIds);
    expect(billedBeforeKill).toBeLessThan(total);

    // Two processes on the same database, ready in under 10 s whatever the backlog, share the rest.
    const startedAt = performance.now();
    const instances = await Promise.all([0, 1].map(() => startInstance(databaseUrl, { SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false', JOB_CONCURRENCY: '2', METRICS_TOKEN })));
    try {
      expect(performance.now() - startedAt).toBeLessThan(10_000);
      await expect.poll(() => rentCount(orgIds), { timeout: 240_000, interval: 500 }).toBe(total);
      await expectBilledOnce(orgIds, owed);
      // Each process ran some of the billing jobs.
      for (const instance of instances) {
        const scraped = await instance.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(scraped.body).toMatch(/^job_runs_total\{task="bill_org",outcome="succeeded"\} [1-9]\d*$/m);
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  }, 400_000);
});

describe("an org's failing billing job", () => {
  it('is retried, logged and counted, and stops no other org; billed once the fault is gone', async () => {
    const startDate = firstOfMonthsAgo(3);
    const [broken, ...others] = (await Promise.all([0, 1, 2].map(() => backlog(3, startDate)))) as [string, ...string[]];
    // A real fault: the database refuses every invoice of one org.
    await sql(`alter table invoice add constraint refuse_broken_org check (org_id <> '${broken}') not valid`);
    const lines: string[] = [];
    const config = loadConfig({ ...SIGNING_KEYS, DATABASE_URL: databaseUrl, RATE_LIMIT_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false', LOG_LEVEL: 'info', METRICS_TOKEN });
    const orm = await openDatabase({ url: databaseUrl, ...config.database });
    const app = await buildApp({ config, orm, logStream: { write: (line) => void lines.push(line) } });
    const failures = () =>
      lines
        .map((line) => JSON.parse(line) as { msg: string; task?: string; payload?: { orgId?: string }; attempt?: number; err?: { message?: string } })
        .filter((line) => line.msg === 'job failed' && line.task === 'bill_org' && line.payload?.orgId === broken);
    const metric = async (outcome: string) => {
      const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return Number(new RegExp(`^job_runs_total\\{task="bill_org",outcome="${outcome}"\\} (\\d+)$`, 'm').exec(scraped.body)?.[1] ?? 0);
    };
    try {
      await app.ready();
      const owed = owedFrom(startDate);
      // The other orgs are billed, whatever the broken org's job does.
      await expect.poll(() => rentCount(others), { timeout: 30_000 }).toBe(owed * 6);
      // The broken org's job failed, and was tried again (graphile-worker's backoff): each failure a log line and a count.
      await expect.poll(() => failures().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(failures()[0]!.err?.message).toMatch(/refuse_broken_org/);
      expect(failures().map((line) => line.attempt)).toEqual(expect.arrayContaining([1, 2]));
      expect(await metric('failed')).toBeGreaterThanOrEqual(2);
      expect(await rentCount([broken])).toBe(0);
      // The fault gone, its next retry bills it.
      await sql('alter table invoice drop constraint refuse_broken_org');
      await expect.poll(() => rentCount([broken]), { timeout: 60_000 }).toBe(owed * 3);
      await expectBilledOnce([broken, ...others], owed);
    } finally {
      await app.close();
      await orm.close();
      await sql('alter table invoice drop constraint if exists refuse_broken_org');
    }
  }, 120_000);
});

describe("an org's billing job that always fails", () => {
  it('backs off: a sweep leaves it waiting for its retry, its attempts kept (not run again at every sweep)', async () => {
    const broken = await backlog(2, firstOfMonthsAgo(1));
    await sql(`alter table invoice add constraint refuse_always_failing check (org_id <> '${broken}') not valid`);
    const config = loadConfig({ ...SIGNING_KEYS, DATABASE_URL: databaseUrl, RATE_LIMIT_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false', LOG_LEVEL: 'silent' });
    const orm = await openDatabase({ url: databaseUrl, ...config.database });
    const app = await buildApp({ config, orm });
    const job = async () =>
      (await sql<{ attempts: number; run_at: Date; locked_at: Date | null }>(`select attempts, run_at, locked_at from graphile_worker.jobs where key = $1`, [
        `bill_org:${broken}`,
      ]))[0];
    try {
      await app.ready();
      // Failed three times (graphile-worker's backoff: e, e^2 seconds apart), its next try e^3 (20 s) later.
      await expect.poll(async () => { const row = await job(); return (row?.attempts ?? 0) >= 3 && !row!.locked_at; }, { timeout: 60_000 }).toBe(true);
      const before = (await job())!;
      // Three sweeps now, as the cron's every SWEEP_INTERVAL_SECONDS would be: each finds the org's billing due.
      for (let sweep = 0; sweep < 3; sweep++) {
        await quickAddJob({ connectionString: databaseUrl }, 'sweep', {}, { jobKey: 'sweep', maxAttempts: 1 });
        await expect.poll(async () => (await sql(`select 1 from graphile_worker.jobs where key = 'sweep'`)).length, { timeout: 30_000 }).toBe(0);
      }
      // Added again, its key reset its attempts to 0 and ran it at once, every sweep, for ever.
      expect(await job()).toEqual(before);
    } finally {
      await app.close();
      await orm.close();
      await sql('alter table invoice drop constraint if exists refuse_always_failing');
    }
  }, 120_000);
});

describe('a sweep that cannot look for one kind of work', () => {
  it("queues the other kinds' work, and is reported failing, naming the kind (logged, counted)", async () => {
    // Statements past a second end: the search over the locked table times out, as one over a huge org's rows would.
    const { lines, orm, app } = await loggedService({ DB_STATEMENT_TIMEOUT_MS: '1000' });
    const sweepFailures = () =>
      lines.map((line) => JSON.parse(line) as { msg: string; task?: string; err?: { message?: string } }).filter((line) => line.task === 'sweep' && line.msg.startsWith('job failed'));
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await app.ready();
      // The sweep at start ends first; then the delivery log is locked, and an org's rent falls due.
      await expect.poll(async () => (await sql(`select 1 from graphile_worker.jobs where key = 'sweep'`)).length, { timeout: 30_000 }).toBe(0);
      await locker.query('begin');
      await locker.query('lock table notification in access exclusive mode');
      const startDate = firstOfMonthsAgo(1);
      const org = await backlog(2, startDate);
      await quickAddJob({ connectionString: databaseUrl }, 'sweep', {}, { jobKey: 'sweep', maxAttempts: 1 });
      // Billing was looked for and queued: the org is billed while the search for old notifications cannot run.
      await expect.poll(() => rentCount([org]), { timeout: 30_000 }).toBe(owedFrom(startDate) * 2);
      await expect.poll(() => sweepFailures().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      expect(sweepFailures()[0]!.err?.message).toMatch(/could not look for old notifications \(.*statement timeout.*\); the rest of the work found was queued/s);
      const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(Number(/^job_runs_total\{task="sweep",outcome="given_up"\} (\d+)$/m.exec(scraped.body)?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
      await app.close();
      await orm.close();
    }
  }, 120_000);
});

describe("a job past its time budget", () => {
  it('is logged and counted as an overrun, and still completes', async () => {
    const startDate = firstOfMonthsAgo(1);
    const orgId = await backlog(1, startDate);
    // A real hold-up: another transaction holds the org's booking, which billing locks to bill it, past the job's 10 s budget.
    const holder = await pool.connect();
    await holder.query('begin');
    await holder.query('select id from booking where org_id = $1 for update', [orgId]);
    // The wait is the overrun, not a statement cut short.
    const { lines, orm, app } = await loggedService({ DB_STATEMENT_TIMEOUT_MS: '0' });
    try {
      await app.ready();
      // The org's billing job has started (and waits for the booking): hold it past its budget.
      const running = async () =>
        (await sql(
          `select 1 from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
            where t.identifier = 'bill_org' and j.locked_at is not null and j.payload->>'orgId' = $1`,
          [orgId],
        )).length;
      await expect.poll(running, { timeout: 30_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      expect(await rentCount([orgId])).toBe(0);
      await holder.query('commit');
      await expect.poll(() => rentCount([orgId]), { timeout: 30_000 }).toBe(owedFrom(startDate));
      const overran = () => lines.map((line) => JSON.parse(line) as { msg: string; task?: string; durationMs?: number; budgetMs?: number }).find((line) => line.msg === 'job overran its time budget' && line.task === 'bill_org');
      await expect.poll(overran).toBeDefined();
      expect(overran()!.durationMs).toBeGreaterThan(overran()!.budgetMs!);
      const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraped.body).toMatch(/^job_overruns_total\{task="bill_org"\} [1-9]\d*$/m);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      holder.release();
      await app.close();
      await orm.close();
    }
  }, 120_000);
});

describe('webhook delivery jobs', () => {
  it('send an event to its endpoint, retry while the receiver is down, and log each attempt', async () => {
    const service = await serviceInThisProcess({ WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_TIMEOUT_MS: '1000' });
    const receiver = await startReceiver();
    try {
      const orgId = randomUUID();
      const [owner, manager] = [await service.as(orgId, ['OWNER']), await service.as(orgId, ['MANAGER'])];
      const created = await manager('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }', {
        input: { url: receiver.url, eventTypes: ['unit.created'] },
      });
      receiver.secrets.push(created.createWebhookEndpoint.secret);
      receiver.answer = 503;
      const property = await owner('mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { name: 'Hooked', type: 'HOUSE', city: 'Kribi' } });
      const unit = await owner('mutation($id: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $id, input: $input) { id } }', {
        id: property.createProperty.id,
        input: { label: 'H1' },
      });
      // Other orgs' deliveries may be waiting too (a shared Citus database): bounded generously, not by speed.
      await receiver.waitFor(2, 60_000);
      receiver.answer = 200;
      const attempts = async () =>
        sql<{ status: string; attempts: number; codes: number[] }>(
          `select d.status, d.attempts, array_agg(a.response_status order by a.attempted_at) as codes
             from webhook_delivery d join webhook_attempt a on a.org_id = d.org_id and a.delivery_id = d.id where d.org_id = $1 group by d.org_id, d.id`,
          [orgId],
        );
      await expect.poll(async () => (await attempts())[0]?.status, { timeout: 60_000 }).toBe('SUCCEEDED');
      const [delivery] = await attempts();
      expect(delivery!.codes).toEqual([...Array(delivery!.attempts - 1).fill(503), 200]);
      expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ type: 'unit.created', data: { id: unit.createUnit.id } });
      expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
    } finally {
      await service.close();
      await receiver.close();
    }
  }, 180_000);
});

/**
 * An org with a webhook endpoint to `receiver` for new units and a property with units `labels`, written by a process
 * that does not deliver: their deliveries wait for one that does. Answers the property's id.
 */
async function unitsCreatedWithoutDelivery(receiver: Receiver, orgId: string, labels: string[]): Promise<string> {
  const writer = await serviceInThisProcess({ WEBHOOK_DELIVERY_ENABLED: 'false' });
  try {
    const gql = await writer.as(orgId);
    const created = await gql('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', { input: { url: receiver.url, eventTypes: ['unit.created'] } });
    receiver.secrets.push(created.createWebhookEndpoint.secret);
    const property = await gql('mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { name: 'Hooked', type: 'HOUSE', city: 'Kribi' } });
    for (const label of labels) {
      await gql('mutation($id: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $id, input: $input) { id } }', { id: property.createProperty.id, input: { label } });
    }
    return property.createProperty.id;
  } finally {
    await writer.close();
  }
}

describe("a delivery's job", () => {
  it("adds no job over its org's other deliveries in flight (rewriting a running job's row deadlocks with recording job ends)", async () => {
    const receiver = await startReceiver();
    const orgId = randomUUID();
    // Three deliveries written by a process that does not deliver, then one that does starts: no catch-up meets a running job.
    await unitsCreatedWithoutDelivery(receiver, orgId, ['A', 'B', 'C']);
    receiver.answer = 'hang';
    const deliverer = await serviceInThisProcess({ WEBHOOK_TIMEOUT_MS: '30000', WEBHOOK_DELIVERIES_PER_ORG: '3' });
    try {
      await deliverer.app.ready();
      await receiver.waitFor(3, 60_000);
      // The org's jobs but those waiting for a lease's end (the minute's catch-up may add them).
      const orgJobs = async () =>
        (
          await sql<{ id: string; key: string | null; revision: number; updated_at: Date }>(
            `select j.id, j.key, j.revision, j.updated_at from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
              where t.identifier = 'deliver_webhook' and j.payload->>'orgId' = $1 order by j.id`,
            [orgId],
          )
        ).filter((job) => !job.key?.endsWith(':after-lease'));
      const leased = async () => (await sql(`select 1 from webhook_delivery where org_id = $1 and locked_until > now()`, [orgId])).length;
      await expect.poll(leased, { timeout: 30_000 }).toBe(3);
      const before = await orgJobs();
      expect(before).toHaveLength(3);
      // One attempt ends: its job reads the org's due deliveries, the other two in flight among them.
      receiver.release(200, 1);
      const succeeded = async () => (await sql<{ id: string }>(`select id from webhook_delivery where org_id = $1 and status = 'SUCCEEDED'`, [orgId])).map((row) => row.id);
      await expect.poll(async () => (await succeeded()).length, { timeout: 30_000 }).toBe(1);
      const [delivered] = await succeeded();
      // Its job gone, the other two are as they were: neither rewritten nor doubled.
      await expect.poll(async () => (await orgJobs()).length, { timeout: 30_000 }).toBeLessThan(3);
      expect(await orgJobs()).toEqual(before.filter((job) => job.key !== `deliver_webhook:${delivered}`));
      receiver.release(200);
      await expect.poll(async () => (await succeeded()).length, { timeout: 30_000 }).toBe(3);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await deliverer.close();
      await receiver.close();
    }
  }, 180_000);
});

describe('a job still running at shutdown', () => {
  it('is given back when the process stops, not left locked (graphile-worker would hold it, and its org, for 4 hours)', async () => {
    const receiver = await startReceiver();
    const orgId = randomUUID();
    await unitsCreatedWithoutDelivery(receiver, orgId, ['Stuck']);
    // The receiver never answers and the attempt's deadline is past the shutdown's wait (8 s): the job is cut short.
    receiver.answer = 'hang';
    const service = await serviceInThisProcess({ WEBHOOK_TIMEOUT_MS: '30000' });
    const locked = `select j.id from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
                     where t.identifier = 'deliver_webhook' and j.payload->>'orgId' = $1 and j.locked_at is not null`;
    try {
      await service.app.ready();
      await receiver.waitFor(1, 60_000);
      expect(await sql(locked, [orgId])).toHaveLength(1);
    } finally {
      await service.close();
    }
    try {
      expect(await sql(locked, [orgId])).toEqual([]);
      // Another process takes the delivery once its lease ends, and it goes out once.
      receiver.answer = 200;
      const next = await serviceInThisProcess({ WEBHOOK_TIMEOUT_MS: '30000' });
      try {
        await next.app.ready();
        await expect.poll(async () => (await sql(`select 1 from webhook_delivery where org_id = $1 and status = 'SUCCEEDED'`, [orgId])).length, { timeout: 90_000 }).toBe(1);
      } finally {
        await next.close();
      }
    } finally {
      await receiver.close();
    }
  }, 180_000);
});

describe('a job runner stopped by a failure', () => {
  it("starts again (readiness degraded meanwhile), gives back the dead pool's jobs, and runs later jobs", async () => {
    const receiver = await startReceiver();
    const orgId = randomUUID();
    // The first delivery written by a process that does not deliver: its one job is made when the next starts.
    const propertyId = await unitsCreatedWithoutDelivery(receiver, orgId, ['First']);
    // A delivery in flight (the receiver holds it); its job's row locked, so that recording the job's end waits.
    receiver.answer = 'hang';
    const service = await serviceInThisProcess({ WEBHOOK_TIMEOUT_MS: '30000' });
    const { app } = service;
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await app.ready();
      const gql = await service.as(orgId);
      const orgJobs = `select j.id from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
                        where t.identifier = 'deliver_webhook' and j.payload->>'orgId' = $1`;
      await receiver.waitFor(1, 60_000);
      await locker.query('begin');
      // The job running it (a catch-up that found the delivery leased may have added one for its lease's end, not running).
      expect((await locker.query(`${orgJobs} and j.locked_at is not null for update`, [orgId])).rows).toHaveLength(1);
      receiver.release(200);
      // Recording the end fails (its connection ended, as in a failover): graphile-worker shuts the pool down.
      const waiting = `select pid from pg_stat_activity where wait_event_type = 'Lock' and query like '%delete from%_private_jobs%'`;
      await expect.poll(async () => (await sql<{ pid: number }>(waiting)).length, { timeout: 30_000 }).toBe(1);
      await sql(`select pg_terminate_backend(pid) from (${waiting}) w`);
      await locker.query('rollback');
      const readiness = async () => (await app.inject({ method: 'GET', url: '/readyz' })).json();
      await expect.poll(readiness, { timeout: 30_000 }).toEqual({ status: 'degraded', jobs: 'restarting' });
      await expect.poll(readiness, { timeout: 30_000 }).toEqual({ status: 'ready' });

      // Started again: a new delivery goes out, and the dead pool's job (its delivery done) ran again without sending it twice.
      // (Jobs due later may remain: a delivery's catch-up job that found it leased waits for the lease's end.)
      receiver.answer = 200;
      await gql('mutation($id: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $id, input: $input) { id } }', { id: propertyId, input: { label: 'Second' } });
      await receiver.waitFor(2, 60_000);
      // No job is left locked by the pool that died (graphile-worker would leave it so for 4 hours).
      await expect.poll(async () => (await sql(`${orgJobs} and j.locked_at is not null`, [orgId])).length, { timeout: 30_000 }).toBe(0);
      const deliveries = await sql<{ status: string; attempts: number }>('select status, attempts from webhook_delivery where org_id = $1', [orgId]);
      expect(deliveries).toEqual([
        { status: 'SUCCEEDED', attempts: 1 },
        { status: 'SUCCEEDED', attempts: 1 },
      ]);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await locker.end();
      await service.close();
      await receiver.close();
    }
  }, 180_000);
});
