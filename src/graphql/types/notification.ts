import type { Notification } from '../../db/entities/notification.js';
import type { Person } from '../../db/entities/person.js';
import { notificationKinds, notificationStatuses } from '../../domain/people/notifications.js';
import { listNotifications, updateNotificationPreferences } from '../../services/people/notifications.js';
import { builder } from '../builder.js';
import { connectionOf, reads } from '../connection.js';
import { NodeRef } from './node.js';
import { PersonRef } from './person.js';

const NotificationKind = builder.enumType('NotificationKind', {
  values: notificationKinds,
  description: 'What an email notification is about (docs/notifications.md).',
});
const NotificationStatus = builder.enumType('NotificationStatus', {
  values: notificationStatuses,
  description: 'PENDING (to send, or retried after a failure), SENT (the mail server took it), FAILED (refused for good, or every attempt failed), SKIPPED (the person opted out or their address is undeliverable).',
});

const NotificationRef = builder.objectRef<Notification>('Notification').implement({
  interfaces: [NodeRef],
  description:
    'One email to one person: its delivery log. At most one per occasion (an event, a date announced), person and kind. MANAGER and ADMIN read the org’s, anyone else their own.',
  fields: (t) => ({
    id: t.exposeID('id'),
    personId: t.expose('personId', { type: 'UUID' }),
    kind: t.expose('kind', { type: NotificationKind }),
    eventId: t.exposeString('eventId', { nullable: true, description: 'The event it was written for; null for a dated notice (reminder, lease ending).' }),
    subjectId: t.expose('subjectId', { type: 'UUID', description: 'The invoice, booking or identity check it is about.' }),
    status: t.expose('status', { type: NotificationStatus }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', description: 'While PENDING: not before then (a retry, or the org\'s hourly limit).' }),
    lastError: t.exposeString('lastError', { nullable: true, description: "The mail server's last refusal or the failure of the last attempt." }),
    email: t.exposeString('email', { nullable: true, description: 'The address it was sent to, once attempted.' }),
    subject: t.exposeString('subject', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});
const NotificationConnection = builder.connectionObject(
  { type: NotificationRef, name: 'NotificationConnection', description: 'A page of notifications, with its cursors and the size of the whole list.' },
  { name: 'NotificationEdge', description: 'A notification in a page, with its cursor.' },
);

const NotificationPreferencesRef = builder.objectRef<Person>('NotificationPreferences').implement({
  description: 'Which emails a person takes.',
  fields: (t) => ({
    emailOptedOut: t.boolean({ description: 'No email at all (their choice, or the link at the foot of every email).', resolve: (person) => person.emailOptedOutAt !== null }),
    mutedKinds: t.field({ type: [NotificationKind], description: 'Kinds they take no email of.', resolve: (person) => person.mutedNotifications }),
    emailUndeliverable: t.boolean({
      description: 'The mail server refused the address for good: nothing is sent until the address changes.',
      resolve: (person) => person.emailUndeliverableAt !== null,
    }),
    emailUndeliverableReason: t.exposeString('emailUndeliverableReason', { nullable: true }),
  }),
});

builder.objectField(PersonRef, 'notificationPreferences', (t) =>
  t.field({
    type: NotificationPreferencesRef,
    extensions: reads<Person>('emailOptedOutAt', 'mutedNotifications', 'emailUndeliverableAt', 'emailUndeliverableReason'),
    resolve: (person) => person,
  }),
);

const NotificationPreferencesInput = builder.inputType('NotificationPreferencesInput', {
  description: 'The choices to change; absent ones keep their value.',
  fields: (t) => ({
    emailOptedOut: t.boolean({ description: 'true: no email at all; false: emails again (of the kinds not muted).' }),
    mutedKinds: t.field({ type: [NotificationKind], description: 'The kinds to take no email of (replaces the list).' }),
  }),
});

builder.queryFields((t) => ({
  notifications: t.connection(
    {
      type: NotificationRef,
      description: "The email delivery log in the order written: MANAGER and ADMIN the org's (or one person's), anyone else their own.",
      args: { personId: t.arg({ type: 'UUID' }) },
      resolve: async (_, args, ctx) => connectionOf(args, await listNotifications(ctx.service(), args.personId ?? null)),
    },
    NotificationConnection,
  ),
}));

builder.mutationFields((t) => ({
  updateNotificationPreferences: t.field({
    type: PersonRef,
    description: 'Changes which emails a person takes: their own, or anyone\'s for MANAGER and ADMIN.',
    args: { personId: t.arg({ type: 'UUID', required: true }), input: t.arg({ type: NotificationPreferencesInput, required: true }) },
    resolve: (_, { personId, input }, ctx) => updateNotificationPreferences(ctx.service(), personId, input),
  }),
}));
