import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { notificationKinds, notificationStatuses } from '../../domain/people/notifications.js';
import { orgFilter } from './org-filter.js';

/** One email to one person about one occasion (an event, a date to announce): its delivery log. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    personId: p.uuid(),
    kind: p.enum([...notificationKinds]),
    /** What it is about, unique with the person and kind: `event:<id>`, or a row and the date it announces. */
    occasion: p.string(),
    eventId: p.bigint('string').nullable(),
    /** The invoice, booking or identity check it is about. */
    subjectId: p.uuid(),
    status: p.enum([...notificationStatuses]),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    lastError: p.string().nullable(),
    /** The address it was sent to, and its subject line, once attempted. */
    email: p.string().nullable(),
    subject: p.string().nullable(),
    /** The message itself, kept by a sandbox without SMTP_URL for its mail page. */
    textBody: p.text().nullable().lazy(),
    htmlBody: p.text().nullable().lazy(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type Notification = InferEntity<typeof Notification>;
