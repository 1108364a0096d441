import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { readEvents, writeDatedNotices } from '../../services/people/notifications.js';
import { ROWS_PER_JOB } from '../../services/sweep.js';
import { type JobSettings, orgJob, orgPayload } from '../settings.js';
import { addOrgSends } from './send-notification.js';

/** Reads an org's new events into notifications (src/services/people/notifications.ts), sent by jobs of their own up to the org's share; a full batch enqueues the next. */
export const notifyOrg =
  (settings: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId } = orgPayload.parse(raw);
    const { made, more } = await readEvents(settings.orm, orgId);
    if (more) await helpers.addJobs([orgJob('notify_org', orgId)]);
    if (made.length) await addOrgSends(settings, orgId, helpers);
  };

const datesPayload = orgPayload.extend({ after: z.object({ kind: z.enum(['DUE_REMINDER', 'LEASE_ENDING']), id: z.guid() }).nullish() });

/** An org's dated notices (invoice reminders, leases ending), from the sweep, ROWS_PER_JOB per job (a full batch enqueues the next, from where it ended). */
export const notifyDates =
  (settings: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId, after } = datesPayload.parse(raw);
    const { made, next } = await writeDatedNotices(settings.orm, orgId, settings.timeZone, new Date(), { limit: ROWS_PER_JOB, after });
    if (next) await helpers.addJobs([orgJob('notify_dates', orgId, { after: next })]);
    if (made.length) await addOrgSends(settings, orgId, helpers);
  };
