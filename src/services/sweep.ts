import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '../db/entities/invoice.js';
import { purgeEndedWindows } from '../db/rate-limits.js';
import { todayIn } from '../domain/dates.js';
import { purgeExpiredIdempotencyKeys } from './idempotency.js';

export interface SweepResult {
  overdueInvoices: number;
  expiredIdempotencyKeys: number;
  endedRateLimitWindows: number;
}

/** The advisory lock that lets one process sweep at a time; any constant works, the same in every process. */
export const SWEEP_LOCK = 727_369_002;

/**
 * The periodic housekeeping of every org: ISSUED invoices past their due
 * date become OVERDUE in the table (reads already show them so), expired
 * idempotency answers and ended rate-limit windows are forgotten. One process
 * sweeps at a time: the others find the lock taken and answer null.
 */
export async function sweep(em: EntityManager, timeZone: string, now = new Date()): Promise<SweepResult | null> {
  return em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ taken: boolean }[]>('select pg_try_advisory_xact_lock(?) as taken', [SWEEP_LOCK]);
    if (!lock?.taken) return null;
    const overdueInvoices = await tx.nativeUpdate(
      Invoice,
      { status: 'ISSUED', dueDate: { $lt: todayIn(timeZone, now) } },
      { status: 'OVERDUE' },
      { filters: false },
    );
    const expiredIdempotencyKeys = await purgeExpiredIdempotencyKeys(tx, now);
    const endedRateLimitWindows = await purgeEndedWindows(tx);
    return { overdueInvoices, expiredIdempotencyKeys, endedRateLimitWindows };
  });
}
