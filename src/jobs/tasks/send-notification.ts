import type { AddJobsJobSpec, Task } from 'graphile-worker';
import { z } from 'zod';
import { attemptNotification, type DueNotification, dueNotifications, mailTransport } from '../../services/people/notifications.js';
import type { JobSettings } from '../settings.js';
import { inKeyOrder } from './deliver-webhook.js';

const payload = z.object({ orgId: z.guid(), id: z.guid() });

/**
 * The job of a notification's next attempt, one per notification (its key),
 * at `runAt`; its priority is the attempts it has had, so a mail server's
 * outage retried never holds back another org's first attempts. One leased now
 * gets a job of another key (see deliveryJob).
 */
export const sendJob = ({ orgId, id, runAt, attempts, leased }: DueNotification): AddJobsJobSpec => ({
  identifier: 'send_notification',
  payload: { orgId, id },
  jobKey: `send_notification:${id}${leased ? ':after-lease' : ''}`,
  runAt,
  priority: Math.min(attempts, 100),
});

/**
 * Jobs for an org's next due emails, up to its share being sent at once (NOTIFICATION_SENDS_PER_ORG), none while it
 * waits for its hourly limit: what reading its events and a send's end add, so one org's backlog of thousands holds
 * a few job slots, never the queue. One job per statement, in key order (see deliverWebhook).
 */
export async function addOrgSends(settings: JobSettings, orgId: string, helpers: { addJobs(jobs: AddJobsJobSpec[]): Promise<unknown> }, except?: string) {
  const share = settings.notifications!.sendsPerOrg;
  const due = await dueNotifications(settings.orm.em.fork(), share, share, orgId);
  for (const job of inKeyOrder(due.filter((one) => one.id !== except && !one.leased).map(sendJob))) await helpers.addJobs([job]);
}

/** One attempt of one email (src/services/people/notifications.ts): a failed attempt, or one over the org's hourly limit, enqueues the next; its end, the org's next due. */
export const sendNotification = (settings: JobSettings): Task => {
  const { orm, timeZone } = settings;
  const notifications = settings.notifications!;
  // One transport per process, made with the first message.
  let transport: ReturnType<typeof mailTransport> | undefined;
  return async (raw, helpers) => {
    const { orgId, id } = payload.parse(raw);
    const next = await attemptNotification(orm, orgId, id, notifications, await (transport ??= mailTransport(notifications)), timeZone);
    if (next) await helpers.addJobs([sendJob({ orgId, id, runAt: next.at, attempts: next.attempts })]);
    await addOrgSends(settings, orgId, helpers, id);
  };
};
