import type { Task } from 'graphile-worker';
import { readEvents, writeDatedNotices } from '../../services/people/notifications.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';
import { sendJob } from './send-notification.js';

/** Reads an org's new events into notifications (src/services/people/notifications.ts), each sent by its own job; a full batch enqueues the next. */
export const notifyOrg =
  ({ orm }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const { made, more } = await readEvents(orm, orgId);
    await helpers.addJobs([...made.map(sendJob), ...(more ? [orgJob('notify_org', orgId)] : [])]);
  };

/** An org's dated notices (invoice reminders, leases ending), from the sweep. */
export const notifyDates =
  ({ orm, timeZone }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const made = await writeDatedNotices(orm, orgId, timeZone, new Date());
    if (made.length) await helpers.addJobs(made.map(sendJob));
  };
