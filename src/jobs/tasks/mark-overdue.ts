import type { Task } from 'graphile-worker';
import { markOverdue as mark, EVENT_ROWS_PER_JOB } from '../../services/sweep.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';

/** Makes an org's ISSUED invoices past due OVERDUE, with their events, EVENT_ROWS_PER_JOB per job (a full batch enqueues the next). */
export const markOverdue =
  ({ orm, timeZone }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const made = await mark(orm.em.fork(), orgId, timeZone, new Date(), EVENT_ROWS_PER_JOB);
    if (made === EVENT_ROWS_PER_JOB) await helpers.addJobs([orgJob('mark_overdue', orgId)]);
  };
