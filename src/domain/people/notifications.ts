import type { EventType } from '../events/events.js';

/**
 * Emails to people of the org's directory: what each is about, whom it goes
 * to, and when it may be sent. Pure; the texts are in notification-mail.ts.
 */
export const notificationKinds = [
  'INVOICE_ISSUED',
  'DUE_REMINDER',
  'INVOICE_OVERDUE',
  'LATE_FEE_CHARGED',
  'PAYMENT_RECEIVED',
  'BOOKING_CONFIRMED',
  'LEASE_ENDING',
  'VERIFICATION_DECISION',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationStatuses = ['PENDING', 'SENT', 'FAILED', 'SKIPPED'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/**
 * The event types that notify the person the event concerns (its `user_id`:
 * the tenant of an invoice or booking, the subject of an identity check). An
 * issued invoice is a late fee's notice when it is one (its kind decides).
 */
export const notifyingEvents: Partial<Record<EventType, NotificationKind>> = {
  'invoice.issued': 'INVOICE_ISSUED',
  'invoice.overdue': 'INVOICE_OVERDUE',
  'invoice.paid': 'PAYMENT_RECEIVED',
  'booking.confirmed': 'BOOKING_CONFIRMED',
  'verification.approved': 'VERIFICATION_DECISION',
  'verification.rejected': 'VERIFICATION_DECISION',
};

/** The defaults of the org's billing policy: a reminder 3 days before an invoice is due, a notice 30 days before a lease ends. */
export const DEFAULT_REMINDER_DAYS_BEFORE_DUE = 3;
export const DEFAULT_LEASE_ENDING_NOTICE_DAYS = 30;
/** The longest notice a policy may give (billing_policy's checks): no dated notice is further ahead than this. */
export const MAX_NOTICE_DAYS = 366;

/**
 * What an occasion is called in the `notification` table's unique key (with
 * the person and kind): an event, or for the daily notices the row and the
 * date they announce, so a notice is sent once however often the day's job
 * runs, and again only if the date moves.
 */
export const eventOccasion = (eventId: string) => `event:${eventId}`;
export const dateOccasion = (subjectId: string, date: string) => `${subjectId}:${date}`;

/** An SMTP answer that refuses the address for good (5xx), as opposed to a server down or busy (4xx, no answer). */
export const isPermanentRefusal = (responseCode: number | undefined) => responseCode !== undefined && responseCode >= 500 && responseCode < 600;
