/**
 * One org's data or traffic must not wedge, starve or delay another org's
 * background work: a backlog of one org's emails, an org past its hourly email
 * limit, a purge of millions of expired rows, an org's dated notices by the
 * ten thousand, a late-fee sweep over thousands of overdue invoices. Each
 * against the real database, with the jobs running as the service runs them.
 */
import { randomUUID } from 'node:crypto';
import { quickAddJob } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { Mailbox } from './helpers/mailbox.js';

const METRICS_TOKEN = 'fairness-metrics-token-0123456789abcdef01';

let t: TestApp;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  // The test app runs no background work: each test starts the service whose jobs it measures.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.stop();
});

/** The service in this process with its email jobs on (the mailbox as its mail server) and `env`; its log lines in `lines`. */
async function sender(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const config = loadConfig({
    ...SIGNING_KEYS,
    DATABASE_URL: t.databaseUrl,
    RATE_LIMIT_ENABLED: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    WEBHOOK_DELIVERY_ENABLED: 'false',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_FROM: 'Gestion Locative <loyers@example.test>',
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    ...env,
  });
  const orm = await openDatabase({ url: t.databaseUrl, ...config.database });
  const app = await buildApp({ config, orm, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  return {
    lines,
    /** The runs of `task`'s jobs so far, whatever their outcome. */
    async runs(task: string) {
      const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const counts = [...scraped.body.matchAll(new RegExp(`^job_runs_total\\{task="${task}",outcome="[a-z_]+"\\} (\\d+)$`, 'gm'))];
      return counts.reduce((sum, match) => sum + Number(match[1]), 0);
    },
    async close() {
      await app.close();
      await orm.close();
    },
  };
}

/**
 * A new org with `count` people, each with an email due now about the org's one booking (its confirmation),
 * written straight to the tables as a month billed at once or a mail server's outage would leave them.
 * Answers the org and the addresses (`<prefix>-<n>@example.test`).
 */
async function orgWithEmailsDue(count: number, prefix: string): Promise<{ orgId: string; addresses: string[] }> {
  const orgId = randomUUID();
  const [propertyId, unitId, bookingId] = [randomUUID(), randomUUID(), randomUUID()];
  await t.sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'Résidence', 'HOUSE')`, [orgId, propertyId, randomUUID()]);
  await t.sql(`insert into unit (org_id, id, property_id, label, rent_amount, rent_currency) values ($1, $2, $3, 'A1', 150000, 'XAF')`, [orgId, unitId, propertyId]);
  await t.sql(
    `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
     values ($1, $2, $3, $4, $5, '2026-01-01', '2027-01-01', 150000, 'XAF', 'ACTIVE')`,
    [orgId, bookingId, unitId, propertyId, randomUUID()],
  );
  await t.sql(
    `insert into person (org_id, id, user_id, name, name_key, email)
     select $1, gen_random_uuid(), gen_random_uuid(), 'Tenant ' || n, 'tenant ' || n, $3 || '-' || n || '@example.test' from generate_series(1, $2) n`,
    [orgId, count, prefix],
  );
  await t.sql(
    `insert into notification (org_id, id, person_id, kind, occasion, subject_id)
     select org_id, gen_random_uuid(), id, 'BOOKING_CONFIRMED', 'event:' || row_number() over (order by id), $2 from person where org_id = $1`,
    [orgId, bookingId],
  );
  return { orgId, addresses: Array.from({ length: count }, (_, n) => `${prefix}-${n + 1}@example.test`) };
}

const sentTo = (address: string) => mailbox.to(address).length > 0;

/** Milliseconds from now until `check` holds (polled every 20 ms), failing past `ms`. */
async function timeUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

describe("one org's email backlog", () => {
  it("delays another org's email by moments, not by the backlog", async () => {
    // Found due when the sender starts, the backlog first (as a month billed at once, or a mail server back after an outage).
    const noisy = await orgWithEmailsDue(400, 'noisy');
    const quiet = await orgWithEmailsDue(1, 'quiet');
    const service = await sender({ NOTIFICATIONS_PER_ORG_PER_HOUR: '1000000' });
    try {
      const quietMs = await timeUntil(() => sentTo(quiet.addresses[0]!), 120_000);
      const noisySent = noisy.addresses.filter(sentTo).length;
      console.log(`quiet org's email after ${Math.round(quietMs)} ms; the noisy org's sent meanwhile: ${noisySent} of 400`);
      // Behind the whole backlog it came after 12 s (60 s behind 2,000).
      expect(quietMs).toBeLessThan(5_000);
      // The backlog is still sent, to the end, each once.
      await timeUntil(() => noisy.addresses.every(sentTo), 240_000);
      expect(noisy.addresses.filter((address) => mailbox.to(address).length > 1)).toEqual([]);
    } finally {
      await service.close();
    }
  }, 300_000);
});

describe('an org past its hourly email limit', () => {
  it("has its share of jobs, not one per waiting email run again at each freed slot; another org's email goes out at once", async () => {
    const limit = 5;
    const noisy = await orgWithEmailsDue(300, 'limited');
    // Its hour is full: five sent in the last hour, the first leaving the window 3 s from now, then one a second.
    await t.sql(
      `update notification set status = 'SENT', sent_at = now() - interval '1 hour' + (3 + s.n) * interval '1 second'
         from (select id, row_number() over (order by id) - 1 as n from notification where org_id = $1 order by id limit $2) s
        where notification.org_id = $1 and notification.id = s.id`,
      [noisy.orgId, limit],
    );
    const quiet = await orgWithEmailsDue(1, 'quiet-limited');
    const service = await sender({ NOTIFICATIONS_PER_ORG_PER_HOUR: String(limit) });
    try {
      const quietMs = await timeUntil(() => sentTo(quiet.addresses[0]!), 60_000);
      // Past the five slots freeing (3 to 7 s from the start).
      await new Promise((resolve) => setTimeout(resolve, 12_000 - quietMs));
      const runs = await service.runs('send_notification');
      const sent = noisy.addresses.filter(sentTo).length;
      console.log(`quiet org's email after ${Math.round(quietMs)} ms; the limited org: ${sent} sent, ${runs} send jobs run in 12 s`);
      expect(quietMs).toBeLessThan(5_000);
      // At most the slots that freed (a slot freeing just as the 12 s end may still be on its way).
      expect(sent).toBeLessThanOrEqual(limit);
      expect(sent).toBeGreaterThanOrEqual(limit - 1);
      // Each job that found the hour full runs again at the next freed slot: a few per slot, never the backlog.
      expect(runs).toBeLessThan(60);
      const waiting = await t.sql<{ n: number }>(`select count(*)::int as n from notification where org_id = $1 and status = 'PENDING'`, [noisy.orgId]);
      expect(waiting[0]!.n).toBe(300 - limit - sent);
    } finally {
      await service.close();
    }
  }, 120_000);
});

describe("an org's dated notices by the ten thousand", () => {
  it('are written in jobs of 500, each its own transaction, to the last', async () => {
    const leases = 20_000;
    const orgId = randomUUID();
    const propertyId = randomUUID();
    await t.sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'Cité', 'HOUSE')`, [orgId, propertyId, randomUUID()]);
    await t.sql(
      `insert into unit (org_id, id, property_id, label, rent_amount, rent_currency)
       select $1, gen_random_uuid(), $2, 'U' || n, 150000, 'XAF' from generate_series(1, $3) n`,
      [orgId, propertyId, leases],
    );
    // Annual leases all ending within the notice period (30 days), each tenant with an address.
    await t.sql(
      `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       select org_id, gen_random_uuid(), id, property_id, gen_random_uuid(), current_date - 340, current_date + 20, 150000, 'XAF', 'ACTIVE' from unit where org_id = $1`,
      [orgId],
    );
    await t.sql(
      `insert into person (org_id, id, user_id, name, name_key, email)
       select org_id, gen_random_uuid(), tenant_user_id, 'Tenant', 'tenant', 'lease-' || id || '@example.test' from booking where org_id = $1`,
      [orgId],
    );
    // One email an hour: the notices are written, not sent, within the test.
    const service = await sender({ NOTIFICATIONS_PER_ORG_PER_HOUR: '1' });
    try {
      await quickAddJob({ connectionString: t.databaseUrl }, 'notify_dates', { orgId }, { jobKey: `notify_dates:${orgId}`, maxAttempts: 8 });
      const written = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from notification where org_id = $1 and kind = 'LEASE_ENDING'`, [orgId]))[0]!.n;
      const ms = await timeUntil(async () => (await written()) === leases, 120_000);
      // Each job its 500 (one job for all of them held its transaction, and its process's event loop, for tens of seconds).
      await timeUntil(async () => (await service.runs('notify_dates')) >= leases / 500, 30_000);
      console.log(`${leases} lease-ending notices written in ${Math.round(ms)} ms by ${await service.runs('notify_dates')} jobs`);
      expect(service.lines.filter((line) => /"msg":"job (failed|overran)/.test(line))).toEqual([]);
    } finally {
      await service.close();
    }
  }, 180_000);
});

describe('expired rows by the million', () => {
  it('are purged in batches, each its own job and transaction, to the last; unexpired rows are kept', async () => {
    // PURGE_BACKLOG=1000000 for the figures of docs/performance.md.
    const expired = Number(process.env.PURGE_BACKLOG ?? 12_000);
    const orgs = Array.from({ length: 20 }, () => randomUUID());
    await t.sql(
      `insert into idempotency_key (org_id, user_id, key, fingerprint, outcome, created_at, expires_at)
       select ($2::uuid[])[1 + n % 20], gen_random_uuid(), 'k' || n, 'f', '{}', now() - interval '2 days', now() - interval '1 day' from generate_series(1, $1) n`,
      [expired, orgs],
    );
    await t.sql(
      `insert into idempotency_key (org_id, user_id, key, fingerprint, outcome, expires_at)
       select ($1::uuid[])[n], gen_random_uuid(), 'live', 'f', '{}', now() + interval '1 day' from generate_series(1, 20) n`,
      [orgs],
    );
    await t.sql(`insert into rate_limit_bucket (key, hits, resets_at) select 'ended-' || n, 1, now() - interval '1 minute' from generate_series(1, $1) n`, [7_000]);
    await t.sql(`insert into rate_limit_bucket (key, hits, resets_at) select 'running-' || n, 1, now() + interval '1 hour' from generate_series(1, 5) n`);
    const count = async (where: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from ${where}`))[0]!.n;
    // The sweep a process runs when it starts enqueues the purge.
    const service = await sender({ SWEEP_INTERVAL_SECONDS: '3600' });
    try {
      const ms = await timeUntil(
        async () => (await count(`idempotency_key where expires_at <= now()`)) === 0 && (await count(`rate_limit_bucket where key like 'ended-%'`)) === 0,
        600_000,
      );
      // 1,000 rows a statement: one job could not do them all (a million in one statement took 1.2 s; four would pass the timeout).
      await timeUntil(async () => (await service.runs('purge_expired')) >= Math.ceil(expired / 1000), 30_000);
      console.log(`${expired} expired idempotency answers and 7000 ended windows purged in ${Math.round(ms)} ms by ${await service.runs('purge_expired')} jobs`);
      expect(await count(`idempotency_key where key = 'live' and org_id = any('{${orgs.join(',')}}')`)).toBe(20);
      expect(await count(`rate_limit_bucket where key like 'running-%'`)).toBe(5);
      expect(service.lines.filter((line) => /"msg":"job (failed|overran)/.test(line))).toEqual([]);
    } finally {
      await service.close();
    }
  }, 900_000);
});

describe("an org's late invoices by the hundred thousand", () => {
  it('are read a thousand a job, from where the last job stopped: its rent is billed in the first, every fee owed charged once', async () => {
    // LATE_INVOICES=300000 for the figures of docs/performance.md.
    const late = Number(process.env.LATE_INVOICES ?? 3_000);
    const orgId = randomUUID();
    const [propertyId, unitId, bookingId, tenant] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await t.sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'Tour', 'HOUSE')`, [orgId, propertyId, randomUUID()]);
    await t.sql(`insert into unit (org_id, id, property_id, label, rent_amount, rent_currency) values ($1, $2, $3, 'A1', 150000, 'XAF')`, [orgId, unitId, propertyId]);
    await t.sql(
      `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       values ($1, $2, $3, $4, $5, '2000-01-01', '9999-12-31', 150000, 'XAF', 'ACTIVE')`,
      [orgId, bookingId, unitId, propertyId, tenant],
    );
    await t.sql(`insert into billing_policy (org_id, late_fee_kind, late_fee_flat_amount) values ($1, 'FLAT', 5000)`, [orgId]);
    // Unpaid rent invoices issued by hand, over the past 25 years; all but one in ten (a period of one day) already charged their one fee.
    await t.sql(
      `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                            period_start, period_end, due_date, status, created_at, kind)
       select $1, gen_random_uuid(), $2, $3, $4, 'XAF', 150000, 0, 0, 150000, d, d + 1 + n % 10, d, 'OVERDUE', d, 'RENT'
         from (select n, current_date - 1 - n % 9000 as d from generate_series(0, $5 - 1) n) days`,
      [orgId, bookingId, propertyId, tenant, late],
    );
    await t.sql(
      `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                            period_start, period_end, due_date, status, kind, late_fee_of, late_fee_sequence)
       select org_id, gen_random_uuid(), booking_id, property_id, tenant_user_id, 'XAF', 5000, 0, 0, 5000, period_start, period_end, current_date, 'ISSUED', 'LATE_FEE', id, 1
         from invoice where org_id = $1 and kind = 'RENT' and period_end - period_start > 1`,
      [orgId],
    );
    // And a lease from today whose first month's rent is owed (due in a week) by its billing plan.
    const [newUnit, lease] = [randomUUID(), randomUUID()];
    await t.sql(`insert into unit (org_id, id, property_id, label, rent_amount, rent_currency) values ($1, $2, $3, 'B1', 150000, 'XAF')`, [orgId, newUnit, propertyId]);
    await t.sql(
      `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
       values ($1, $2, $3, $4, $5, current_date, '9999-12-31', 150000, 'XAF', 'ACTIVE')`,
      [orgId, lease, newUnit, propertyId, randomUUID()],
    );
    await t.sql(`insert into billing_plan (org_id, booking_id, cycle, payment_terms_days, tva_basis_points) values ($1, $2, 'MONTHLY', 7, 0)`, [orgId, lease]);
    const count = async (where: string) => (await t.sql<{ n: number }>(`select count(*)::int as n from invoice where org_id = $1 and ${where}`, [orgId]))[0]!.n;
    const service = await sender({ SWEEP_INTERVAL_SECONDS: '3600', NOTIFICATIONS_ENABLED: 'false' });
    try {
      const rentMs = await timeUntil(async () => (await count(`booking_id = '${lease}'`)) > 0, 120_000);
      // One fee for each late invoice: the one in ten not charged yet too.
      const ms = await timeUntil(async () => (await count(`kind = 'LATE_FEE'`)) === late, 600_000);
      await timeUntil(async () => (await service.runs('bill_org')) >= Math.ceil(late / 1000), 30_000);
      console.log(
        `${late} late invoices: rent billed after ${Math.round(rentMs)} ms; ${late / 10} fees owed charged in ${Math.round(ms)} ms by ${await service.runs('bill_org')} jobs`,
      );
      // Each fee once.
      expect(await t.sql(`select late_fee_of from invoice where org_id = $1 and kind = 'LATE_FEE' group by 1 having count(*) > 1`, [orgId])).toEqual([]);
      expect(service.lines.filter((line) => /"msg":"job (failed|overran)/.test(line))).toEqual([]);
    } finally {
      await service.close();
    }
  }, 900_000);
});
