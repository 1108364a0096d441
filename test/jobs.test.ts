/**
 * The background work as jobs (src/jobs): a backlog of billing does not hold
 * back start-up, is billed to the end by many small jobs, survives a SIGKILL
 * in the middle, is shared by processes, and one org's failing job neither
 * stops the others nor goes unreported.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, billingPeriods, generationDateOf } from '../src/domain/billing.js';
import { todayIn } from '../src/domain/dates.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { startInstance } from './helpers/instance.js';
import { gone, startService } from './helpers/process.js';

const METRICS_TOKEN = 'jobs-metrics-token-0123456789abcdef0123';
/** Back-dated leases with no end (9999-12-31), billed monthly from this many months ago. */
const MONTHS_BACK = 72;

let t: TestApp;
beforeAll(async () => {
  // This app only writes the data: no background work of its own.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false' });
});
afterAll(() => t.close());

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
  await t.sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'Backlog', 'HOUSE')`, [orgId, propertyId, randomUUID()]);
  await t.sql(
    `insert into unit (org_id, id, property_id, label, rent_amount, rent_currency)
     select $1, gen_random_uuid(), $2, 'U' || n, 150000, 'XAF' from generate_series(1, $3) n`,
    [orgId, propertyId, bookings],
  );
  await t.sql(
    `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
     select org_id, gen_random_uuid(), id, property_id, gen_random_uuid(), $2, '9999-12-31', 150000, 'XAF', 'ACTIVE' from unit where org_id = $1`,
    [orgId, startDate],
  );
  await t.sql(`insert into billing_plan (org_id, booking_id, cycle, due_day, tva_basis_points) select org_id, id, 'MONTHLY', 5, 0 from booking where org_id = $1`, [orgId]);
  return orgId;
}

const rentCount = async (orgIds: string[]) =>
  Number((await t.sql<{ n: string }>(`select count(*) as n from invoice where org_id = any($1) and kind = 'RENT'`, [orgIds]))[0]!.n);

/** Exactly one invoice per booking and period, and every booking billed up to today: `owed` each. */
async function expectBilledOnce(orgIds: string[], owed: number) {
  expect(await t.sql(`select booking_id, billing_period_start from invoice where org_id = any($1) group by 1, 2 having count(*) > 1`, [orgIds])).toEqual([]);
  const perBooking = await t.sql<{ n: number }>(
    `select count(i.id)::int as n from booking b left join invoice i on i.org_id = b.org_id and i.booking_id = b.id where b.org_id = any($1) group by b.id`,
    [orgIds],
  );
  expect(new Set(perBooking.map((row) => row.n))).toEqual(new Set([owed]));
}

describe('a billing backlog', () => {
  it('does not delay readiness; jobs bill it to the end across two processes, and a SIGKILL mid-billing then a restart leaves one invoice per booking and period', async () => {
    // The attack: 300 plans back-dated six years, about 22,000 invoices owed, on leases that never end.
    const startDate = firstOfMonthsAgo(MONTHS_BACK);
    const orgIds = await Promise.all([0, 1, 2].map(() => backlog(100, startDate)));
    const owed = owedFrom(startDate);
    const total = owed * 300;
    expect(total).toBeGreaterThan(20_000);

    const env = { DATABASE_URL: t.databaseUrl, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...SIGNING_KEYS, SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false' };
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
    const instances = await Promise.all([0, 1].map(() => startInstance(t.databaseUrl, { SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false', JOB_CONCURRENCY: '2', METRICS_TOKEN })));
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
    await t.sql(`alter table invoice add constraint refuse_broken_org check (org_id <> '${broken}') not valid`);
    const lines: string[] = [];
    const config = loadConfig({ ...SIGNING_KEYS, DATABASE_URL: t.databaseUrl, RATE_LIMIT_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '60', WEBHOOK_DELIVERY_ENABLED: 'false', LOG_LEVEL: 'info', METRICS_TOKEN });
    const app = await buildApp({ config, orm: t.orm, logStream: { write: (line) => void lines.push(line) } });
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
      await t.sql('alter table invoice drop constraint refuse_broken_org');
      await expect.poll(() => rentCount([broken]), { timeout: 60_000 }).toBe(owed * 3);
      await expectBilledOnce([broken, ...others], owed);
    } finally {
      await app.close();
      await t.sql('alter table invoice drop constraint if exists refuse_broken_org');
    }
  }, 120_000);
});
