import type { AddJobsJobSpec } from 'graphile-worker';
import { z } from 'zod';
import type { Orm } from '../db/orm.js';
import { currentTraceparent } from '../services/tracing.js';
import type { NotificationSettings } from '../services/people/notifications.js';
import type { DeliverySettings } from '../services/events/webhook-delivery.js';

/** What the tasks work with: the service's database and the settings of the work they do. */
export interface JobSettings {
  orm: Orm;
  timeZone: string;
  eventRetentionDays: number;
  /** Days the email delivery log keeps a finished row (NOTIFICATION_RETENTION_DAYS), whether or not this process sends emails. */
  notificationRetentionDays: number;
  webhooks: DeliverySettings;
  /** Email notifications, when this process sends them (SMTP_URL, or kept by a sandbox). */
  notifications: NotificationSettings | null;
}

/** Attempts of a sweep job before it is given up (the next sweep enqueues its org again), with graphile-worker's exponential backoff. */
export const SWEEP_JOB_ATTEMPTS = 8;

/** The payload of a job about one org. */
export const orgPayload = z.object({ orgId: z.guid() });

/**
 * A job of one org: its key (task and org) collapses the same work asked for
 * twice into one job, and a job asked for while the org's job runs is a new
 * job behind it (graphile-worker's job_key). It carries the trace of the job
 * that asked for it, when tracing is on (`traceparent`, runner.ts).
 */
export const orgJob = (task: string, orgId: string, extra: Record<string, unknown> = {}): AddJobsJobSpec => {
  const traceparent = currentTraceparent();
  return {
    identifier: task,
    payload: { orgId, ...extra, ...(traceparent ? { traceparent } : {}) },
    jobKey: `${task}:${orgId}`,
    maxAttempts: SWEEP_JOB_ATTEMPTS,
  };
};
