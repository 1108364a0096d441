import type { AddJobsJobSpec, Task } from 'graphile-worker';
import { JOB_QUEUE_SCHEMA } from '../../db/orm.js';
import { orgsWithDatedNotices } from '../../services/people/notifications.js';
import { dueWork, failedSearchesMessage, searchesOf } from '../../services/sweep.js';
import { type JobSettings, orgJob } from '../settings.js';
import { purgeJob } from './purge-expired.js';

/**
 * The sweep (cron, and once when a process starts): one job per org with
 * work due, per kind (billing, overdue invoices, old events, the delivery
 * log's old rows, dated email notices), and one for
 * the purges of every org. The jobs run in any process, each on its own.
 * A job of the same key already waiting is left as it is: added again, its
 * key would reset its attempts and run it at once (a job that always fails
 * would run at every sweep for ever, never backing off) and put back its
 * payload (a continuation's place: a backlog longer than a sweep interval
 * would start again from its first row each time, never reaching its end).
 * One given up (SWEEP_JOB_ATTEMPTS: its eighth failure, about half an hour after its first) is added again, afresh.
 * Each kind is looked for on its own: one search that fails is the sweep's failure, reported once the others' work is queued.
 */
export const sweep =
  ({ orm, timeZone, eventRetentionDays, notificationRetentionDays, notifications }: JobSettings): Task =>
  async (_payload, helpers) => {
    const due = await dueWork(orm.em.fork(), timeZone, new Date(), { eventDays: eventRetentionDays, notificationDays: notificationRetentionDays });
    // Dated notices only where emails are sent: a process without them leaves no job nobody runs.
    const notices = notifications ? await searchesOf(due.failed)('dated notices', () => orgsWithDatedNotices(orm.em.fork(), timeZone, new Date())) : [];
    const jobs: AddJobsJobSpec[] = [
      ...notices.map((orgId) => orgJob('notify_dates', orgId)),
      ...due.billing.map((orgId) => orgJob('bill_org', orgId)),
      ...due.overdue.map((orgId) => orgJob('mark_overdue', orgId)),
      ...due.oldEvents.map((orgId) => orgJob('forget_old_events', orgId)),
      ...due.oldNotifications.map((orgId) => orgJob('forget_old_notifications', orgId)),
      purgeJob,
    ];
    const { rows: queued } = await helpers.query<{ key: string; attempts: number }>(
      `select key, attempts from ${JOB_QUEUE_SCHEMA}.jobs where key = any($1::text[]) and attempts < max_attempts and locked_at is null`,
      [jobs.map((job) => job.jobKey)],
    );
    const waiting = new Set(queued.map((row) => row.key));
    await helpers.addJobs(jobs.filter((job) => !waiting.has(job.jobKey!)));
    const retrying = queued.filter((row) => row.attempts > 0).map((row) => row.key);
    if (due.billing.length || due.overdue.length || due.oldEvents.length || due.oldNotifications.length || retrying.length) {
      helpers.logger.info('sweep', {
        billingOrgs: due.billing.length,
        overdueOrgs: due.overdue.length,
        oldEventOrgs: due.oldEvents.length,
        oldNotificationOrgs: due.oldNotifications.length,
        // Failing jobs waiting for their retry: what an operator looks for when an org's work is late.
        retryingJobs: retrying.sort(),
      });
    }
    // Reported as the sweep's failure (logged, counted in job_runs_total), once what was found is queued.
    if (due.failed.length) throw new Error(failedSearchesMessage(due.failed));
  };
