import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { billOrg as bill } from '../../services/rent/billing.js';
import { JOB_TIME_BUDGET_MS, EVENT_ROWS_PER_JOB } from '../../services/sweep.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';

const payload = orgPayload.extend({ after: z.guid().nullish(), lateFeesAfter: z.guid().nullish() });

/**
 * One org's billing within a budget (EVENT_ROWS_PER_JOB invoices, JOB_TIME_BUDGET_MS),
 * in one transaction; when the budget cuts it short it enqueues the org's
 * next billing job, which goes on from where this one committed.
 */
export const billOrg =
  ({ orm, timeZone }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId, after, lateFeesAfter } = payload.parse(raw);
    const run = await bill(orm.em.fork(), orgId, timeZone, new Date(), { maxInvoices: EVENT_ROWS_PER_JOB, timeMs: JOB_TIME_BUDGET_MS, after, lateFeesAfter });
    if (run.generatedInvoices || run.lateFees) helpers.logger.info('billed', { orgId, generatedInvoices: run.generatedInvoices, lateFees: run.lateFees });
    if (run.next) await helpers.addJobs([orgJob('bill_org', orgId, { ...run.next })]);
  };
