import { forbidden } from '../errors.js';
import { type Actor, managesOrg } from '../roles.js';
import { type MaintenanceStatus, type MaintenanceUrgency, maintenanceUrgencies, unfinishedMaintenanceStatuses } from './requests.js';

/**
 * Service levels: per urgency, how soon a request gets its first answer
 * (accepted or rejected) and how soon it is done, in hours from opening.
 * A request keeps the targets it was opened under.
 */
export interface ServiceLevelTargets {
  responseHours: number;
  completionHours: number;
}

/** The targets of an org that has set none. */
export const defaultServiceLevels: Record<MaintenanceUrgency, ServiceLevelTargets> = {
  EMERGENCY: { responseHours: 4, completionHours: 24 },
  URGENT: { responseHours: 24, completionHours: 72 },
  NORMAL: { responseHours: 72, completionHours: 14 * 24 },
  LOW: { responseHours: 7 * 24, completionHours: 30 * 24 },
};

/** The longest target: a year. */
export const MAX_TARGET_HOURS = 366 * 24;

const HOUR_MS = 3_600_000;

/** When a request opened at `openedAt` is due an answer and due done. */
export function dueTimesOf(openedAt: Date, targets: ServiceLevelTargets): { responseDueAt: Date; completionDueAt: Date } {
  return {
    responseDueAt: new Date(openedAt.getTime() + targets.responseHours * HOUR_MS),
    completionDueAt: new Date(openedAt.getTime() + targets.completionHours * HOUR_MS),
  };
}

interface Timing {
  status: MaintenanceStatus;
  responseDueAt: Date;
  completionDueAt: Date;
}

/** Still OPEN past its response target. */
export const responseOverdue = (request: Timing, now: Date) => request.status === 'OPEN' && request.responseDueAt < now;

/** Not finished (DONE, REJECTED, CANCELLED) past its completion target. */
export const completionOverdue = (request: Timing, now: Date) =>
  (unfinishedMaintenanceStatuses as readonly MaintenanceStatus[]).includes(request.status) && request.completionDueAt < now;

/** Past either target while still waiting for it. */
export const isOverdue = (request: Timing, now: Date) => responseOverdue(request, now) || completionOverdue(request, now);

/** The targets in urgency order, the org's where it set them and the defaults elsewhere. */
export function serviceLevelsOf(set: readonly ({ urgency: MaintenanceUrgency } & ServiceLevelTargets)[]) {
  return maintenanceUrgencies.map((urgency) => ({ urgency, ...(set.find((level) => level.urgency === urgency) ?? defaultServiceLevels[urgency]) }));
}

/** Only managers and admins set the org's service levels. */
export function assertCanSetServiceLevels(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins set maintenance service levels.');
}

/** Ages of open requests in the report, in days since opening: under 1, 1-7, 8-30, over 30. */
export const maintenanceAgeBuckets = ['UNDER_1_DAY', 'DAYS_1_TO_7', 'DAYS_8_TO_30', 'OVER_30_DAYS'] as const;
export type MaintenanceAgeBucket = (typeof maintenanceAgeBuckets)[number];

/** Where each bucket but the last ends, in days since opening. */
const AGE_BUCKET_ENDS = [1, 8, 31] as const;

export function ageBucketOf(openedAt: Date, now: Date): MaintenanceAgeBucket {
  const days = (now.getTime() - openedAt.getTime()) / (24 * HOUR_MS);
  const index = AGE_BUCKET_ENDS.findIndex((end) => days < end);
  return maintenanceAgeBuckets[index === -1 ? AGE_BUCKET_ENDS.length : index]!;
}

/** Requests opened after the i-th of these times are younger than the end of the i-th bucket (ageBucketOf, for SQL counts). */
export const ageBucketEndsAt = (now: Date): Date[] => AGE_BUCKET_ENDS.map((end) => new Date(now.getTime() - end * 24 * HOUR_MS));
