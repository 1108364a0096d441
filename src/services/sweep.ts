import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '../db/entities/invoice.js';
import { purgeEndedWindows } from '../db/rate-limits.js';
import { todayIn } from '../domain/dates.js';
import { type BillingRun, runBilling } from './billing.js';
import { withinServiceScope } from './context.js';
import { purgeOldEvents, recordEvents } from './events.js';
import { purgeExpiredIdempotencyKeys } from './idempotency.js';

export interface SweepResult extends BillingRun {
  overdueInvoices: number;
  expiredIdempotencyKeys: number;
  endedRateLimitWindows: number;
  expiredEvents: number;
}

/** How long events (and their webhook deliveries) are kept, by default. */
export const DEFAULT_EVENT_RETENTION_DAYS = 30;

/** The advisory lock that lets one process sweep at a time; any constant works, the same in every process. */
export const SWEEP_LOCK = 727_369_002;

/**
 * The periodic housekeeping of every org: billing plans' invoices are
 * generated ahead and late fees charged (src/services/billing.ts), ISSUED
 * invoices past their due date become OVERDUE in the table (reads already
 * show them so), expired idempotency answers, ended rate-limit windows and
 * events older than their retention are forgotten. Each invoice made OVERDUE gets its event. One process
 * sweeps at a time: the others find the lock taken and answer null.
 */
export async function sweep(
  em: EntityManager,
  timeZone: string,
  now = new Date(),
  eventRetentionDays = DEFAULT_EVENT_RETENTION_DAYS,
): Promise<SweepResult | null> {
  return withinServiceScope(em, async (tx) => {
    const [lock] = await tx.execute<{ taken: boolean }[]>('select pg_try_advisory_xact_lock(?) as taken', [SWEEP_LOCK]);
    if (!lock?.taken) return null;
    const billing = await runBilling(tx, timeZone, now);
    // One UPDATE across every org (a multi-shard statement Citus runs, where a locking SELECT across shards is refused).
    const made = await tx.execute<{ id: string }[]>(`update invoice set status = 'OVERDUE' where status = 'ISSUED' and due_date < ? returning id`, [
      todayIn(timeZone, now),
    ]);
    const overdue = made.length ? await tx.find(Invoice, { id: { $in: made.map((row) => row.id) } }, { filters: false }) : [];
    for (const orgId of new Set(overdue.map((invoice) => invoice.orgId))) {
      const ofOrg = overdue.filter((invoice) => invoice.orgId === orgId);
      await recordEvents(tx, { orgId, actorUserId: null }, ofOrg.map((invoice) => ({ type: 'invoice.overdue' as const, subject: invoice })));
    }
    const expiredIdempotencyKeys = await purgeExpiredIdempotencyKeys(tx, now);
    const endedRateLimitWindows = await purgeEndedWindows(tx);
    const expiredEvents = await purgeOldEvents(tx, eventRetentionDays, now);
    return { ...billing, overdueInvoices: overdue.length, expiredIdempotencyKeys, endedRateLimitWindows, expiredEvents };
  });
}
