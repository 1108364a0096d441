/**
 * What happened, as integrators and rich clients are told: one event per state
 * change, named `subject.change` (the naming of Stripe's and Standard Webhooks'
 * event types).
 */
export const eventTypes = [
  'property.published',
  'property.archived',
  'property.unpublished',
  'unit.created',
  'unit.status_changed',
  'booking.created',
  'booking.submitted',
  'booking.confirmed',
  'booking.cancelled',
  'booking.extended',
  'booking.terminated',
  'invoice.issued',
  'invoice.overdue',
  'invoice.paid',
  'invoice.cancelled',
  'payment.recorded',
  'payment.reversed',
  'verification.submitted',
  'verification.review_started',
  'verification.info_requested',
  'verification.approved',
  'verification.rejected',
  'verification.revoked',
  'media.uploaded',
  'media.deleted',
  'maintenance_request.opened',
  'maintenance_request.accepted',
  'maintenance_request.rejected',
  'maintenance_request.scheduled',
  'maintenance_request.started',
  'maintenance_request.completed',
  'maintenance_request.cancelled',
  'maintenance_comment.created',
  'owner_payout.recorded',
  'person.exported',
  'person.erased',
  'webhook_endpoint.disabled',
] as const;
export type EventType = (typeof eventTypes)[number];

export const isEventType = (value: string): value is EventType => (eventTypes as readonly string[]).includes(value);

/** The kind of row an event is about: the part of its type before the dot. */
export const subjectKindOf = (type: EventType) => type.slice(0, type.indexOf('.')) as SubjectKind;
export type SubjectKind =
  | 'property'
  | 'unit'
  | 'booking'
  | 'invoice'
  | 'payment'
  | 'verification'
  | 'media'
  | 'maintenance_request'
  | 'maintenance_comment'
  | 'owner_payout'
  | 'person'
  | 'webhook_endpoint';

/** The longest wait between two delivery attempts. */
const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/**
 * The wait before delivery attempt `attempt + 1`: exponential from `baseMs`
 * (doubling per attempt, at most six hours), drawn from the upper half of that
 * so that the retries of one outage spread out (jitter). With a one-minute
 * base, 14 attempts span about a day.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: number = Math.random()): number {
  const ceiling = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}
