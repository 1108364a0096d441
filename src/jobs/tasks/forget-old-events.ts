import type { Task } from 'graphile-worker';
import { withinServiceScope } from '../../services/context.js';
import { forgetOldEvents as forget } from '../../services/events/events.js';
import { ROWS_PER_JOB } from '../../services/sweep.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';

/** Forgets an org's events older than EVENT_RETENTION_DAYS, ROWS_PER_JOB per job (a full batch enqueues the next). */
export const forgetOldEvents =
  ({ orm, eventRetentionDays }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const gone = await withinServiceScope(orm.em.fork(), (em) => forget(em, orgId, eventRetentionDays, new Date(), ROWS_PER_JOB));
    if (gone === ROWS_PER_JOB) await helpers.addJobs([orgJob('forget_old_events', orgId)]);
  };
