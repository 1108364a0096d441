import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { NotificationKind } from '../../domain/people/notifications.js';
import { personLanguages } from '../../domain/people/people.js';
import { orgFilter } from './org-filter.js';

/** Someone in the org's directory: a tenant, an owner, a manager, with or without a user to sign in as. */
export const Person = defineEntity({
  name: 'Person',
  tableName: 'person',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    /** The identity-provider user this person signs in as; one person per user and org. */
    userId: p.uuid().nullable(),
    name: p.string(),
    /** The name without accents, in lower case: what `people(filter: { name })` searches. */
    nameKey: p.string(),
    email: p.string().nullable(),
    phone: p.string().nullable(),
    language: p.enum([...personLanguages]),
    addressLine: p.string().nullable(),
    quartier: p.string().nullable(),
    city: p.string().nullable(),
    province: p.string().nullable(),
    /** Since when they want no email at all (the unsubscribe link, or their preferences). */
    emailOptedOutAt: p.datetime().nullable(),
    /** The kinds of notification they want no email of. */
    mutedNotifications: p.array<NotificationKind>(),
    /** Since when the mail server refuses their address for good (5xx): nothing more is sent until it changes. */
    emailUndeliverableAt: p.datetime().nullable(),
    emailUndeliverableReason: p.string().nullable(),
    /** When an administrator erased them: contact details gone, the name a pseudonym; the record no longer changes. */
    erasedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type Person = InferEntity<typeof Person>;

/** The org itself as a landlord: its legal name and address, for a property owned by a company. One row per org, or none. */
export const OrgProfile = defineEntity({
  name: 'OrgProfile',
  tableName: 'org_profile',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    legalName: p.string().nullable(),
    addressLine: p.string().nullable(),
    quartier: p.string().nullable(),
    city: p.string().nullable(),
    province: p.string().nullable(),
    updatedAt: p.datetime(),
  },
});
export type OrgProfile = InferEntity<typeof OrgProfile>;
