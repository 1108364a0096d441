import type { AddJobsJobSpec, Task } from 'graphile-worker';
import { z } from 'zod';
import { attemptNotification, type DueNotification, mailTransport } from '../../services/people/notifications.js';
import type { JobSettings } from '../settings.js';

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

/** One attempt of one email (src/services/people/notifications.ts): a failed attempt, or one over the org's hourly limit, enqueues the next. */
export const sendNotification = ({ orm, timeZone, notifications }: JobSettings): Task => {
  const settings = notifications!;
  // One transport per process, made with the first message.
  let transport: ReturnType<typeof mailTransport> | undefined;
  return async (raw, helpers) => {
    const { orgId, id } = payload.parse(raw);
    const next = await attemptNotification(orm, orgId, id, settings, await (transport ??= mailTransport(settings)), timeZone);
    if (next) await helpers.addJobs([sendJob({ orgId, id, runAt: next.at, attempts: next.attempts })]);
  };
};
