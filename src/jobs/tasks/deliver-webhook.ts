import type { AddJobsJobSpec, Task } from 'graphile-worker';
import { z } from 'zod';
import { attemptDelivery, type DueDelivery, dueDeliveries } from '../../services/events/webhook-delivery.js';
import type { JobSettings } from '../settings.js';

const payload = z.object({ orgId: z.guid(), deliveryId: z.guid(), traceparent: z.string().nullish() });

/**
 * The job of a delivery's next attempt, one per delivery (its key), at `runAt`.
 * Its priority is the attempts it has had (graphile-worker runs lower first): a
 * failing endpoint's retries never hold back another delivery's first attempt.
 * It carries the delivery's trace (`traceparent`), which its run continues (runner.ts).
 * A delivery leased now gets a job of another key, at its lease's end (should
 * its worker have died): adding one of the running job's key would rewrite that
 * job's row, which deadlocks with graphile-worker recording several jobs' ends at once.
 */
export const deliveryJob = ({ orgId, deliveryId, runAt, attempts, traceparent, leased }: DueDelivery): AddJobsJobSpec => ({
  identifier: 'deliver_webhook',
  payload: { orgId, deliveryId, ...(traceparent ? { traceparent } : {}) },
  jobKey: `deliver_webhook:${deliveryId}${leased ? ':after-lease' : ''}`,
  runAt,
  priority: Math.min(attempts, 100),
});

/**
 * Jobs in the order of their keys: processes adding overlapping keys at once
 * lock them in one order (graphile-worker's add_jobs), never deadlocking.
 */
export const inKeyOrder = (jobs: AddJobsJobSpec[]) => jobs.toSorted((a, b) => (a.jobKey! < b.jobKey! ? -1 : a.jobKey! > b.jobKey! ? 1 : 0));

/**
 * One attempt of one webhook delivery (src/services/events/webhook-delivery.ts): a
 * failed attempt enqueues the next at the delivery's retry time
 * (WEBHOOK_RETRY_BASE_MS backoff), until it succeeds, is given up
 * (WEBHOOK_MAX_ATTEMPTS) or its endpoint is disabled. An org has at most
 * WEBHOOK_DELIVERIES_PER_ORG attempts in flight; the end of one enqueues the
 * org's next due deliveries, so one org's silent receivers hold only its own
 * share of the job slots.
 */
export const deliverWebhook =
  ({ orm, webhooks }: JobSettings): Task =>
  async (raw, helpers) => {
    const { orgId, deliveryId, traceparent } = payload.parse(raw);
    const next = await attemptDelivery(orm, orgId, deliveryId, webhooks);
    const waiting = await dueDeliveries(orm.em.fork(), webhooks.deliveriesPerOrg, webhooks.deliveriesPerOrg, orgId);
    // The org's deliveries in flight are their own jobs' to end.
    const jobs = [
      ...(next ? [deliveryJob({ orgId, deliveryId, runAt: next.at, attempts: next.attempts, traceparent: traceparent ?? null, leased: false })] : []),
      ...waiting.filter((due) => due.deliveryId !== deliveryId && !due.leased).map(deliveryJob),
    ];
    // One job per statement: two of the org's attempts ending at once would add the same jobs, and a statement that
    // adds several can deadlock with another doing the same (seen under load: the job failed and was retried).
    for (const job of inKeyOrder(jobs)) await helpers.addJobs([job]);
  };
