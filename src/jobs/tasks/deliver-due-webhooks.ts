import type { Task } from 'graphile-worker';
import { dueDeliveries } from '../../services/events/webhook-delivery.js';
import type { JobSettings } from '../settings.js';
import { deliveryJob, inKeyOrder } from './deliver-webhook.js';

/** Deliveries one pass enqueues at most; a full pass enqueues the next. */
const BATCH = 500;

/**
 * A job per webhook delivery due, each org's up to its share in flight: run when an event made deliveries (the
 * event's notification), every minute (cron: retries whose job was lost with
 * a process, notifications missed) and when a process starts.
 */
export const deliverDueWebhooks =
  ({ orm, webhooks }: JobSettings): Task =>
  async (_payload, helpers) => {
    const due = await dueDeliveries(orm.em.fork(), BATCH, webhooks.deliveriesPerOrg);
    if (due.length) await helpers.addJobs(inKeyOrder(due.map(deliveryJob)));
    if (due.length === BATCH) await helpers.addJobs([{ identifier: 'deliver_due_webhooks', payload: {}, jobKey: 'deliver_due_webhooks' }]);
  };
