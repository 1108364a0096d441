import type { Task } from 'graphile-worker';
import { orgsWithDatedNotices } from '../../services/people/notifications.js';
import { dueWork } from '../../services/sweep.js';
import { type JobSettings, orgJob, SWEEP_JOB_ATTEMPTS } from '../settings.js';

/**
 * The sweep (cron, and once when a process starts): one job per org with
 * work due, per kind (billing, overdue invoices, old events, the delivery
 * log's old rows, dated email notices), and one for
 * the purges of every org. The jobs run in any process, each on its own.
 */
export const sweep =
  ({ orm, timeZone, eventRetentionDays, notificationRetentionDays, notifications }: JobSettings): Task =>
  async (_payload, helpers) => {
    const due = await dueWork(orm.em.fork(), timeZone, new Date(), { eventDays: eventRetentionDays, notificationDays: notificationRetentionDays });
    // Dated notices only where emails are sent: a process without them leaves no job nobody runs.
    const notices = notifications ? await orgsWithDatedNotices(orm.em.fork(), timeZone, new Date()) : [];
    await helpers.addJobs([
      ...notices.map((orgId) => orgJob('notify_dates', orgId)),
      ...due.billing.map((orgId) => orgJob('bill_org', orgId)),
      ...due.overdue.map((orgId) => orgJob('mark_overdue', orgId)),
      ...due.oldEvents.map((orgId) => orgJob('forget_old_events', orgId)),
      ...due.oldNotifications.map((orgId) => orgJob('forget_old_notifications', orgId)),
      { identifier: 'purge_expired', payload: {}, jobKey: 'purge_expired', maxAttempts: SWEEP_JOB_ATTEMPTS },
    ]);
    if (due.billing.length || due.overdue.length || due.oldEvents.length || due.oldNotifications.length) {
      helpers.logger.info('sweep', {
        billingOrgs: due.billing.length,
        overdueOrgs: due.overdue.length,
        oldEventOrgs: due.oldEvents.length,
        oldNotificationOrgs: due.oldNotifications.length,
      });
    }
  };
