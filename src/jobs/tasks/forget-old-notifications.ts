import type { Task } from 'graphile-worker';
import { withinServiceScope } from '../../services/context.js';
import { forgetOldNotifications as forget } from '../../services/people/notifications.js';
import { ROWS_PER_JOB } from '../../services/sweep.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';

/** Forgets an org's delivery log rows older than NOTIFICATION_RETENTION_DAYS, ROWS_PER_JOB per job (a full batch enqueues the next). */
export const forgetOldNotifications =
  ({ orm, notificationRetentionDays }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const gone = await withinServiceScope(orm.em.fork(), (em) => forget(em, orgId, notificationRetentionDays, new Date(), ROWS_PER_JOB));
    if (gone === ROWS_PER_JOB) await helpers.addJobs([orgJob('forget_old_notifications', orgId)]);
  };
