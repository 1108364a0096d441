import type { EntityManager } from '@mikro-orm/postgresql';
import { Invoice } from '../db/entities/invoice.js';
import { todayIn } from '../domain/dates.js';
import { purgeExpiredIdempotencyKeys } from './idempotency.js';

export interface SweepResult {
  overdueInvoices: number;
  expiredIdempotencyKeys: number;
}

/**
 * The periodic housekeeping of every org: ISSUED invoices past their due
 * date become OVERDUE in the table (reads already show them so), and
 * expired idempotency answers are forgotten.
 */
export async function sweep(em: EntityManager, timeZone: string, now = new Date()): Promise<SweepResult> {
  const overdueInvoices = await em.nativeUpdate(
    Invoice,
    { status: 'ISSUED', dueDate: { $lt: todayIn(timeZone, now) } },
    { status: 'OVERDUE' },
    { filters: false },
  );
  const expiredIdempotencyKeys = await purgeExpiredIdempotencyKeys(em, now);
  return { overdueInvoices, expiredIdempotencyKeys };
}
