import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '../db/entities/invoice.js';
import { purgeEndedWindows } from '../db/rate-limits.js';
import { todayIn } from '../domain/dates.js';
import { type BillingPlace, type BillingRun, billOrg, orgsWithBillingDue } from './rent/billing.js';
import { withinServiceScope } from './context.js';
import { forgetOldEvents, orgsWithOldEvents, recordEvents } from './events/events.js';
import { purgeExpiredIdempotencyKeys } from './idempotency.js';
import { expireAwaitedUploads, purgeAbandonedUploads } from './media/media.js';
import { forgetOldNotifications, orgsWithOldNotifications } from './people/notifications.js';

/**
 * The periodic housekeeping ("the sweep"), as units of work the job runner
 * (src/jobs) runs one org at a time, each in its own transaction within a
 * row budget: billing (src/services/rent/billing.ts billOrg), ISSUED invoices past
 * their due date made OVERDUE in the table (reads already show them so),
 * events and the email delivery log's rows older than their retention
 * forgotten, and, for every org at once, in batches,
 * expired idempotency answers, ended rate-limit windows, uploads whose process
 * died and declared media objects whose upload window passed (their quota given back).
 */

/** How long events (and their webhook deliveries) are kept, by default. */
export const DEFAULT_EVENT_RETENTION_DAYS = 30;

/** How long the email delivery log keeps a finished row, by default (NOTIFICATION_RETENTION_DAYS). */
export const DEFAULT_NOTIFICATION_RETENTION_DAYS = 365;

/** Rows one job writes or deletes at most: a unit of work stays well inside the statement timeout and commits in moments. */
export const ROWS_PER_JOB = 500;

/**
 * Rows a job records events for at most (invoices billed, made overdue): each row's event is built in the process,
 * so this bounds the job's longest stretch of the event loop. At 500, a ten-year backlog's jobs held it 40-55 ms
 * at a time, and another org's reads waited behind them (docs/performance.md, "Tenancy").
 */
export const EVENT_ROWS_PER_JOB = 100;

/** Past this, a job starts no further booking (and is reported as overrunning). */
export const JOB_TIME_BUDGET_MS = 10_000;

/** The orgs with work due, by kind: what the sweep's cron task fans out as jobs. */
export interface DueWork {
  billing: string[];
  overdue: string[];
  oldEvents: string[];
  oldNotifications: string[];
  /** The kinds whose orgs could not be looked for this time (their statement failed), and why. */
  failed: FailedSearch[];
}

export interface FailedSearch {
  kind: string;
  error: unknown;
}

/**
 * Looks for each kind of work on its own (each read its own transaction): a
 * search that fails (an outage, or a statement past its timeout over one
 * org's rows) leaves the other kinds' orgs found and their work queued, and
 * is reported for the caller to raise. One search failing took every other
 * kind's work, for every org, with it.
 */
export function searchesOf(failed: FailedSearch[]) {
  return async (kind: string, find: () => Promise<string[]>): Promise<string[]> => {
    try {
      return await find();
    } catch (error) {
      failed.push({ kind, error });
      return [];
    }
  };
}

/** Why a sweep's searches failed, as one message. */
export const failedSearchesMessage = (failed: readonly FailedSearch[]) =>
  `The sweep could not look for ${failed.map(({ kind, error }) => `${kind} (${error instanceof Error ? error.message : String(error)})`).join('; ')}; the rest of the work found was queued.`;

/** How long rows are kept, in days: events (EVENT_RETENTION_DAYS), the email delivery log (NOTIFICATION_RETENTION_DAYS). */
export interface Retention {
  eventDays: number;
  notificationDays: number;
}

export const DEFAULT_RETENTION: Retention = { eventDays: DEFAULT_EVENT_RETENTION_DAYS, notificationDays: DEFAULT_NOTIFICATION_RETENTION_DAYS };

export async function dueWork(em: EntityManager, timeZone: string, now: Date, retention: Retention): Promise<DueWork> {
  const failed: FailedSearch[] = [];
  const search = searchesOf(failed);
  return {
    billing: await search('billing', () => orgsWithBillingDue(em, timeZone, now)),
    overdue: await search('overdue invoices', () => orgsWithOverdueInvoices(em, timeZone, now)),
    oldEvents: await search('old events', () => orgsWithOldEvents(em, retention.eventDays, now)),
    oldNotifications: await search('old notifications', () => orgsWithOldNotifications(em, retention.notificationDays, now)),
    failed,
  };
}

/** The orgs with an ISSUED invoice past its due date (a plain read across orgs); each is then marked by markOverdue. */
async function orgsWithOverdueInvoices(em: EntityManager, timeZone: string, now: Date): Promise<string[]> {
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string }[]>(`select distinct org_id from invoice where status = 'ISSUED' and due_date < ?`, [todayIn(timeZone, now)]),
  );
  return rows.map((row) => row.org_id).sort();
}

/**
 * Makes up to `limit` of an org's ISSUED invoices past due OVERDUE, each with
 * its 'invoice.overdue' event, in one transaction on the org's rows.
 * Answers how many; `limit` of them means there may be more.
 */
export async function markOverdue(em: EntityManager, orgId: string, timeZone: string, now: Date, limit: number): Promise<number> {
  return withinServiceScope(em, async (tx) => {
    const today = todayIn(timeZone, now);
    const made = await tx.execute<{ id: string }[]>(
      `update invoice set status = 'OVERDUE'
        where org_id = ? and status = 'ISSUED' and due_date < ?
          and id in (select id from invoice where org_id = ? and status = 'ISSUED' and due_date < ? order by id limit ?)
        returning id`,
      [orgId, today, orgId, today, limit],
    );
    if (!made.length) return 0;
    const overdue = await tx.find(Invoice, { orgId, id: { $in: made.map((row) => row.id) } }, { filters: false, orderBy: { id: 'asc' } });
    await recordEvents(tx, { orgId, actorUserId: null }, overdue.map((invoice) => ({ type: 'invoice.overdue' as const, subject: invoice })));
    return made.length;
  });
}

/**
 * Expired rows one purge statement deletes at most, per kind: a million expired idempotency answers in one
 * statement took 1.2 s, and some four million would pass the statement timeout on every run, never purged again.
 * A thousand are each looked up by key; at 5,000 the planner hashed them and read the whole table each batch.
 */
export const EXPIRED_ROWS_PER_PURGE = 1000;

/** Abandoned uploads one purge forgets at most: each takes its staged chunks with it (up to MEDIA_MAX_BYTES of them). */
const ABANDONED_UPLOADS_PER_PURGE = 50;

/** Declared media objects one purge expires at most (one small row each, grouped by org). */
const AWAITED_UPLOADS_PER_PURGE = 500;

export interface PurgeRun {
  expiredIdempotencyKeys: number;
  endedRateLimitWindows: number;
  abandonedUploads: number;
  expiredUploadWindows: number;
  /** A kind filled its batch: there may be more, for the next purge. */
  more: boolean;
}

/**
 * One batch of each purge, every org's at once, each batch its own transaction: expired idempotency answers,
 * ended rate-limit windows and uploads whose process died (lease lapsed). A full batch means more may be left.
 */
export async function purgeExpired(em: EntityManager, now: Date): Promise<PurgeRun> {
  const expiredIdempotencyKeys = await withinServiceScope(em, (tx) => purgeExpiredIdempotencyKeys(tx, now, EXPIRED_ROWS_PER_PURGE));
  const endedRateLimitWindows = await purgeEndedWindows(em, EXPIRED_ROWS_PER_PURGE);
  const abandonedUploads = await withinServiceScope(em, (tx) => purgeAbandonedUploads(tx, ABANDONED_UPLOADS_PER_PURGE));
  const expiredUploadWindows = await expireAwaitedUploads(em, AWAITED_UPLOADS_PER_PURGE);
  const more =
    expiredIdempotencyKeys === EXPIRED_ROWS_PER_PURGE ||
    endedRateLimitWindows === EXPIRED_ROWS_PER_PURGE ||
    abandonedUploads === ABANDONED_UPLOADS_PER_PURGE ||
    expiredUploadWindows === AWAITED_UPLOADS_PER_PURGE;
  return { expiredIdempotencyKeys, endedRateLimitWindows, abandonedUploads, expiredUploadWindows, more };
}

export interface SweepResult extends BillingRun {
  overdueInvoices: number;
  expiredIdempotencyKeys: number;
  abandonedUploads: number;
  expiredUploadWindows: number;
  endedRateLimitWindows: number;
  expiredEvents: number;
  expiredNotifications: number;
}

/**
 * The sweep's whole work done here and now, to the end, through the same
 * units of work as the jobs (each org's in its own transactions): for the
 * demo seed and the tests. The server never calls this; its jobs do the work.
 */
export async function sweep(em: EntityManager, timeZone: string, now = new Date(), retention: Partial<Retention> = {}): Promise<SweepResult> {
  const kept = { ...DEFAULT_RETENTION, ...retention };
  const result: SweepResult = {
    generatedInvoices: 0,
    lateFees: 0,
    overdueInvoices: 0,
    expiredIdempotencyKeys: 0,
    endedRateLimitWindows: 0,
    abandonedUploads: 0,
    expiredUploadWindows: 0,
    expiredEvents: 0,
    expiredNotifications: 0,
  };
  for (const orgId of await orgsWithBillingDue(em, timeZone, now)) {
    let next: BillingPlace | null = { after: null, lateFeesAfter: null };
    while (next) {
      const run = await billOrg(em, orgId, timeZone, now, { maxInvoices: ROWS_PER_JOB, timeMs: JOB_TIME_BUDGET_MS, ...next });
      result.generatedInvoices += run.generatedInvoices;
      result.lateFees += run.lateFees;
      next = run.next;
    }
  }
  // After billing, so that invoices it just wrote past their due date (a plan set late) are made OVERDUE too.
  const due = await dueWork(em, timeZone, now, kept);
  if (due.failed.length) throw new Error(failedSearchesMessage(due.failed));
  for (const orgId of due.overdue) {
    let made: number;
    do {
      made = await markOverdue(em, orgId, timeZone, now, ROWS_PER_JOB);
      result.overdueInvoices += made;
    } while (made === ROWS_PER_JOB);
  }
  for (const orgId of due.oldEvents) {
    let gone: number;
    do {
      gone = await withinServiceScope(em, (tx) => forgetOldEvents(tx, orgId, kept.eventDays, now, ROWS_PER_JOB));
      result.expiredEvents += gone;
    } while (gone === ROWS_PER_JOB);
  }
  for (const orgId of due.oldNotifications) {
    let gone: number;
    do {
      gone = await withinServiceScope(em, (tx) => forgetOldNotifications(tx, orgId, kept.notificationDays, now, ROWS_PER_JOB));
      result.expiredNotifications += gone;
    } while (gone === ROWS_PER_JOB);
  }
  let purge: PurgeRun;
  do {
    purge = await purgeExpired(em, now);
    result.expiredIdempotencyKeys += purge.expiredIdempotencyKeys;
    result.endedRateLimitWindows += purge.endedRateLimitWindows;
    result.abandonedUploads += purge.abandonedUploads;
    result.expiredUploadWindows += purge.expiredUploadWindows;
  } while (purge.more);
  return result;
}
