import type { Task } from 'graphile-worker';
import { dueNotifications, orgsWithUnreadEvents } from '../../services/people/notifications.js';
import { type JobSettings, orgJob } from '../settings.js';
import { sendJob } from './send-notification.js';

/** Notifications one pass enqueues at most; a full pass enqueues the next. */
const BATCH = 500;

/**
 * A job per org with events the notifications have not read, and one per
 * notification due, each org's up to its share being sent: run when an event may notify someone (the event's
 * notification), every minute (cron: notifications missed, jobs lost) and
 * when a process starts.
 */
export const notifyDue =
  ({ orm, notifications }: JobSettings): Task =>
  async (_payload, helpers) => {
    const orgs = await orgsWithUnreadEvents(orm.em.fork());
    const due = await dueNotifications(orm.em.fork(), BATCH, notifications!.sendsPerOrg);
    await helpers.addJobs([...orgs.map((orgId) => orgJob('notify_org', orgId)), ...due.map(sendJob)]);
    if (due.length === BATCH) await helpers.addJobs([{ identifier: 'notify_due', payload: {}, jobKey: 'notify_due' }]);
  };
