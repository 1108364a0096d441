import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking } from '../../db/entities/booking.js';
import type { Invoice } from '../../db/entities/invoice.js';
import type { MaintenanceComment, MaintenanceRequest } from '../../db/entities/maintenance.js';
import type { MediaObject } from '../../db/entities/media-object.js';
import type { OwnerPayout } from '../../db/entities/owner-payout.js';
import type { Payment } from '../../db/entities/payment.js';
import type { Property } from '../../db/entities/property.js';
import type { Unit } from '../../db/entities/unit.js';
import { VerificationDocument, type VerificationRecord } from '../../db/entities/verification.js';
import { notifyAfterCommit } from '../../db/notifications.js';
import type { Orm } from '../../db/orm.js';
import { canReadBooking } from '../../domain/portfolio/booking.js';
import { type EventType, subjectKindOf } from '../../domain/events/events.js';
import { canReadMaintenanceRequest } from '../../domain/maintenance/requests.js';
import { notifyingEvents } from '../../domain/people/notifications.js';
import { canReadProperty, type PropertyStatus } from '../../domain/portfolio/property.js';
import { type Actor, managesOrg } from '../../domain/roles.js';
import { type ServiceContext, withinServiceScope } from '../context.js';
import { newId } from '../ids.js';
import { currentTraceparent } from '../tracing.js';

/**
 * The transactional outbox. Every state change writes its event here, in the
 * transaction of the change: committed together or not at all.
 *
 * Ids and resuming: an event's id is a number per org, taken from the org's
 * `event_counter` row, which the writing transaction then holds (row lock)
 * until it ends. So an org's events commit in id order: the transaction
 * holding N+1 got its number only after N's transaction had committed (or
 * rolled back, giving N back). A reader that sees N has therefore seen every
 * event below N, and "every event after N" never skips one that commits
 * later. (A global sequence would not give this: ids are drawn at insert and
 * commit in any order.) The price is that an org's event-writing transactions
 * serialise on that row from their first event to their commit; the services
 * write their events last, after their own locks and flush.
 */

/** The channel a committed event wakes listeners on (notified after its commit, with the org id: src/db/notifications.ts). */
export const EVENT_CHANNEL = 'rental_events';

/**
 * The word an event's notification carries after the org id when it made
 * webhook deliveries: only then are the delivery jobs woken (src/jobs: a job
 * enqueues one per due delivery; a cron finds any missed), so an org without
 * endpoints costs them nothing per write.
 */
export const DELIVERIES_DUE = 'deliveries';

/** The word an event's notification carries when it may notify someone by email (domain/people/notifications.ts): the notification jobs wake. */
export const NOTIFICATIONS_DUE = 'notifications';

/** A webhook endpoint as events show it (never its secret). */
export interface WebhookEndpointView {
  id: string;
  orgId: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  status: string;
  disabledReason: string | null;
  createdAt: Date;
}

/**
 * A person as their events show them: which record, and whether erased. Never their name, contact details or
 * user: an export or an erasure is logged without the personal data it concerns.
 */
export interface PersonEventView {
  id: string;
  orgId: string;
  erasedAt: Date | null;
}

/** A payment with what its events need of its invoice: whom it concerns, and the currency of its amount. */
export type PaymentOfInvoice = Payment & Pick<Invoice, 'propertyId' | 'tenantUserId' | 'currency'>;

/** A comment with what its events need of its request: the property and whoever opened it. */
export type CommentOfRequest = MaintenanceComment & Pick<MaintenanceRequest, 'propertyId' | 'openedBy'>;

interface Subjects {
  property: Property;
  unit: Unit;
  booking: Booking;
  invoice: Invoice;
  payment: PaymentOfInvoice;
  verification: VerificationRecord;
  media: MediaObject;
  maintenance_request: MaintenanceRequest;
  maintenance_comment: CommentOfRequest;
  owner_payout: OwnerPayout;
  person: PersonEventView;
  webhook_endpoint: WebhookEndpointView;
}
type KindOf<T extends string> = T extends `${infer K}.${string}` ? K & keyof Subjects : never;

/** One state change: its type and the row after the change. */
export type Change = { [T in EventType]: { type: T; subject: Subjects[KindOf<T>] } }[EventType];

/** Who made the changes, and in which org. The sweep's jobs and webhook delivery act for nobody. */
export interface EventOrigin {
  orgId: string;
  actorUserId: string | null;
}

export const originOf = (ctx: ServiceContext): EventOrigin => ({ orgId: ctx.actor.orgId, actorUserId: ctx.actor.userId });

const pick = <T, K extends keyof T>(row: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

/** The fields of the contract's REST shapes (src/rest/shapes.ts), field for field. */
const restFields = {
  property: ['id', 'orgId', 'ownerUserId', 'name', 'type', 'status', 'addressLine', 'quartier', 'city', 'province', 'latitude', 'longitude', 'amenities', 'createdAt'],
  unit: ['id', 'propertyId', 'label', 'areaSqm', 'bathrooms', 'bedrooms', 'rentAmount', 'rentCurrency', 'status'],
  booking: ['id', 'orgId', 'unitId', 'tenantUserId', 'startDate', 'endDate', 'rentAmount', 'rentCurrency', 'depositAmount', 'depositCurrency', 'status', 'createdAt', 'activatedAt', 'terminatedAt'],
  invoice: ['id', 'orgId', 'bookingId', 'tenantUserId', 'currency', 'grossAmount', 'netAmount', 'tvaAmount', 'tvaBasisPoints', 'periodStart', 'periodEnd', 'dueDate', 'status', 'createdAt', 'paidAt'],
  // Payments have no legacy REST shape: the GraphQL Payment's fields, with the invoice's currency.
  payment: ['id', 'orgId', 'invoiceId', 'amount', 'currency', 'method', 'reference', 'receivedOn', 'recordedBy', 'recordedAt', 'reversedAt', 'reversedBy', 'reversalReason'],
  verification: ['id', 'kind', 'proofType', 'status', 'orgId', 'propertyId', 'subjectUserId', 'assignedTo', 'reviewedBy', 'reviewNote', 'reviewedAt', 'submittedAt', 'createdAt'],
  media: ['id', 'orgId', 'ownerId', 'ownerUserId', 'filename', 'contentType', 'sizeBytes', 'createdAt'],
  // Maintenance requests came after the contract: the REST shape of the /maintenance-requests routes.
  maintenance_request: [
    'id', 'orgId', 'propertyId', 'unitId', 'openedBy', 'category', 'urgency', 'description', 'mediaIds', 'status', 'rejectReason',
    'scheduledOn', 'vendorPersonId', 'vendorName', 'vendorPhone', 'cost', 'costCurrency', 'chargeTo', 'openedAt', 'respondedAt',
    'scheduledAt', 'startedAt', 'completedAt', 'cancelledAt', 'responseDueAt', 'completionDueAt',
  ],
  maintenance_comment: ['id', 'orgId', 'requestId', 'authorUserId', 'body', 'createdAt'],
  owner_payout: ['id', 'orgId', 'ownerUserId', 'currency', 'amount', 'paidOn', 'reference', 'recordedAt', 'recordedBy'],
  // No REST shape: the record and whether it is erased, nothing personal (PersonEventView).
  person: ['id', 'orgId', 'erasedAt'],
  webhook_endpoint: ['id', 'url', 'description', 'eventTypes', 'status', 'disabledReason', 'createdAt'],
} as const satisfies { [K in keyof Subjects]: readonly (keyof Subjects[K])[] };

const DOCUMENT_FIELDS = ['id', 'mediaObjectId', 'certificateRef', 'certifiedOn', 'expiresOn'] as const;

/** What the event row keeps to decide who may read it: the property it hangs off and the person it concerns. */
function audienceOf(change: Change): { propertyId: string | null; userId: string | null } {
  switch (change.type.slice(0, change.type.indexOf('.'))) {
    case 'property': {
      const property = change.subject as Property;
      return { propertyId: property.id, userId: property.ownerUserId };
    }
    case 'unit':
      return { propertyId: (change.subject as Unit).propertyId, userId: null };
    case 'booking':
    case 'invoice':
    case 'payment': {
      const row = change.subject as Booking | Invoice | PaymentOfInvoice;
      return { propertyId: row.propertyId, userId: row.tenantUserId };
    }
    case 'verification':
      return { propertyId: null, userId: (change.subject as VerificationRecord).subjectUserId };
    case 'media':
      return { propertyId: null, userId: (change.subject as MediaObject).ownerUserId };
    case 'maintenance_request':
    case 'maintenance_comment': {
      const row = change.subject as MaintenanceRequest | CommentOfRequest;
      return { propertyId: row.propertyId, userId: row.openedBy };
    }
    case 'owner_payout':
      return { propertyId: null, userId: (change.subject as OwnerPayout).ownerUserId };
    // A person's events keep no user either (they say nothing of who the person is): managers read them, and they notify no one.
    default:
      return { propertyId: null, userId: null };
  }
}

async function restShapeOf(em: EntityManager, change: Change): Promise<Record<string, unknown>> {
  const kind = subjectKindOf(change.type);
  const shape: Record<string, unknown> = pick(change.subject as unknown as Record<string, unknown>, restFields[kind] as readonly string[]);
  if (kind === 'verification') {
    const record = change.subject as VerificationRecord;
    const documents = await em.find(VerificationDocument, { orgId: record.orgId, recordId: record.id }, { orderBy: { id: 'asc' }, filters: false });
    shape.documents = documents.map((document) => pick(document, DOCUMENT_FIELDS));
  }
  return shape;
}

/**
 * ORMs (by their configuration, which every EntityManager forked from one
 * shares) whose writes record no events. For bench/events.ts alone, which
 * measures what the outbox adds to a write by running the same write with and
 * without it on one database in one process. Deliberately not a setting: only
 * code holding the ORM instance can add one, nothing in the environment or
 * the configuration reaches it, and the service never calls it.
 */
const benchmarkedWithoutEvents = new WeakSet<object>();

/** For bench/events.ts only: `orm`'s writes stop recording events; they flush exactly as before. */
export function benchmarkWithoutEvents(orm: Orm): void {
  benchmarkedWithoutEvents.add(orm.config);
}

/**
 * Writes the events of changes made in `em`'s transaction, and the webhook
 * deliveries they are due to, in that transaction. Flushes first, so that the
 * org's event counter is the last row the transaction locks (and a failing
 * write never leaves an event behind). Every listener of EVENT_CHANNEL is
 * woken after the transaction commits.
 */
export async function recordEvents(em: EntityManager, origin: EventOrigin, changes: readonly Change[]): Promise<void> {
  if (!changes.length) return;
  await em.flush();
  if (benchmarkedWithoutEvents.has(em.config)) return;
  const rows = await Promise.all(changes.map(async (change) => ({ change, data: await restShapeOf(em, change), ...audienceOf(change) })));
  let wanted = false;
  // A thousand events a statement: one bound value each of six would pass PostgreSQL's 65,535 past 10,900 events
  // (a booking cancelled with as many open invoices could never be cancelled).
  for (let from = 0; from < rows.length; from += EVENTS_PER_STATEMENT) {
    wanted = (await recordEventRows(em, origin, rows.slice(from, from + EVENTS_PER_STATEMENT))) || wanted;
  }
  // Listeners are woken once the transaction has committed, from a connection of the process's own (notifyAfterCommit).
  const wake = [origin.orgId, ...(wanted ? [DELIVERIES_DUE] : []), ...(changes.some((change) => notifyingEvents[change.type]) ? [NOTIFICATIONS_DUE] : [])];
  notifyAfterCommit(em, wake.join(' '));
}

/** Events written by one statement at most, and webhook deliveries by one statement. */
const EVENTS_PER_STATEMENT = 1000;
const DELIVERIES_PER_STATEMENT = 1000;

/** A change with what its event stores: its REST shape and who may read it. */
interface ChangeRow {
  change: Change;
  data: Record<string, unknown>;
  propertyId: string | null;
  userId: string | null;
}

/** Writes events and their deliveries (see recordEvents); answers whether an enabled endpoint wants one of them. */
async function recordEventRows(em: EntityManager, origin: EventOrigin, rows: readonly ChangeRow[]): Promise<boolean> {
  // Few statements, so the org's counter row is held briefly (see above: every other event-writing transaction of the
  // org waits meanwhile): the counter, the events and the endpoints to deliver to in one. (On Citus this shape, with the final
  // select reading `written`, runs; reading `counter` there instead makes Citus copy the rows in, which row-level
  // security refuses.)
  const [counter] = await em.execute<{ last_id: string; endpoints: { id: string; eventTypes: string[] }[]; wanted: boolean }[]>(
    `with counter as (
       insert into event_counter (org_id, last_id) values (?, ?)
         on conflict (org_id) do update set last_id = event_counter.last_id + excluded.last_id
         returning last_id
     ), written as (
       insert into event (org_id, id, type, actor_user_id, subject_id, property_id, user_id, data)
       select ?::uuid, counter.last_id - ? + change.ordinal, change.type, ?::uuid, change.subject_id, change.property_id, change.user_id, change.data
         from counter, (values ${rows.map(() => '(?::int, ?, ?::uuid, ?::uuid, ?::uuid, ?::jsonb)').join(', ')})
              as change (ordinal, type, subject_id, property_id, user_id, data)
       returning id
     )
     select (select max(id) from written)::text as last_id, endpoints.list as endpoints, endpoints.wanted
       from (select coalesce(json_agg(json_build_object('id', endpoint.id, 'eventTypes', endpoint.event_types)), '[]') as list,
                    coalesce(bool_or(cardinality(endpoint.event_types) = 0 or endpoint.event_types && ?::text[]), false) as wanted
               from webhook_endpoint endpoint where endpoint.org_id = ? and endpoint.status = 'ENABLED') as endpoints`,
    [
      origin.orgId,
      rows.length,
      origin.orgId,
      rows.length,
      origin.actorUserId,
      ...rows.flatMap((row, index) => [index + 1, row.change.type, row.change.subject.id, row.propertyId, row.userId, JSON.stringify(row.data)]),
      `{${[...new Set(rows.map((row) => row.change.type))].join(',')}}`,
      origin.orgId,
    ],
  );
  const first = BigInt(counter!.last_id) - BigInt(rows.length) + 1n;
  // Stripe-style fan-out: each enabled endpoint of the org that wants the type gets a delivery, in this same
  // transaction. Ids are made here: an INSERT ... SELECT calling gen_random_uuid() is one Citus cannot push down to
  // the shard, and the copy it makes instead is refused under row-level security.
  // A delivery continues the trace of the operation that made it (null when tracing is off).
  const traceparent = currentTraceparent();
  const deliveries = counter!.endpoints.flatMap((endpoint) =>
    rows.flatMap((row, index) =>
      endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(row.change.type)
        ? [[origin.orgId, newId(), endpoint.id, String(first + BigInt(index)), traceparent]]
        : [],
    ),
  );
  for (let from = 0; from < deliveries.length; from += DELIVERIES_PER_STATEMENT) {
    const batch = deliveries.slice(from, from + DELIVERIES_PER_STATEMENT);
    await em.execute(`insert into webhook_delivery (org_id, id, endpoint_id, event_id, traceparent) values ${batch.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, batch.flat());
  }
  return counter!.wanted;
}

/** Writes one change's event (see recordEvents). */
export const recordEvent = (em: EntityManager, origin: EventOrigin, change: Change) => recordEvents(em, origin, [change]);

/** One `?` per value (the driver binds parameters one value each). */
const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** An event as read back from the outbox. */
export interface StoredEvent {
  id: string;
  type: EventType;
  occurredAt: Date;
  actorUserId: string | null;
  data: Record<string, unknown>;
  propertyId: string | null;
  userId: string | null;
}

interface EventRow {
  id: string;
  type: EventType;
  occurred_at: Date;
  actor_user_id: string | null;
  property_id: string | null;
  user_id: string | null;
  data: Record<string, unknown>;
}

/** The org's events after id `after`, oldest first, at most `limit`, optionally of some types only. */
export async function eventsAfter(
  em: EntityManager,
  orgId: string,
  after: string,
  { limit, types }: { limit: number; types?: readonly string[] | null },
): Promise<StoredEvent[]> {
  const rows = await em.execute<EventRow[]>(
    `select id::text as id, type, occurred_at, actor_user_id, property_id, user_id, data from event
      where org_id = ? and id > ?${types?.length ? ` and type in (${placeholders(types)})` : ''} order by event.id limit ?`,
    [orgId, after, ...(types ?? []), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    occurredAt: new Date(row.occurred_at),
    actorUserId: row.actor_user_id,
    data: row.data,
    propertyId: row.property_id,
    userId: row.user_id,
  }));
}

/** The id of the org's latest committed event ("0" before the first): where a subscriber without a resume point starts. */
export async function latestEventId(em: EntityManager, orgId: string): Promise<string> {
  const [row] = await em.execute<{ id: string }[]>('select coalesce(max(id), 0)::text as id from event where org_id = ?', [orgId]);
  return row!.id;
}

/** What readability needs of the properties a batch of events hangs off: their owner and status, now. */
export type EventProperties = ReadonlyMap<string, { ownerUserId: string; status: PropertyStatus }>;

/** The properties `events` hang off, in one statement: read once per batch, whoever reads it. */
export async function propertiesOfEvents(em: EntityManager, orgId: string, events: readonly StoredEvent[]): Promise<EventProperties> {
  const propertyIds = [...new Set(events.map((event) => event.propertyId).filter((id): id is string => id !== null))];
  if (!propertyIds.length) return new Map();
  const rows = await em.execute<{ id: string; owner_user_id: string; status: PropertyStatus }[]>(
    `select id, owner_user_id, status from property where org_id = ? and id in (${placeholders(propertyIds)})`,
    [orgId, ...propertyIds],
  );
  return new Map(rows.map((row) => [row.id, { ownerUserId: row.owner_user_id, status: row.status }]));
}

/**
 * Whether the actor may read the event, by the read rules of its subject:
 * managers every one; a tenant the bookings, invoices (and their payments),
 * identity checks, files and maintenance requests that are its own; an owner
 * also those on its properties, and the payouts made to it; properties and units as their property is
 * readable now.
 * A person's exports and erasures, and webhook endpoints, are the managers' alone.
 */
export function mayReadEvent(actor: Actor, event: StoredEvent, properties: EventProperties): boolean {
  if (managesOrg(actor)) return true;
  const property = event.propertyId ? properties.get(event.propertyId) : undefined;
  switch (subjectKindOf(event.type)) {
    case 'property':
    case 'unit':
      return property !== undefined && canReadProperty(actor, property);
    case 'booking':
    case 'invoice':
    case 'payment':
      return canReadBooking(actor, { tenantUserId: event.userId ?? '' }, property?.ownerUserId ?? '');
    case 'verification':
    case 'media':
    case 'owner_payout':
      return event.userId === actor.userId;
    // By the event alone: whoever opened the request and the property's owner (the unit's other tenants read the request itself).
    case 'maintenance_request':
    case 'maintenance_comment':
      return canReadMaintenanceRequest(actor, { openedBy: event.userId ?? '' }, { propertyOwnerUserId: property?.ownerUserId ?? '', tenantOfUnit: false });
    default:
      return false;
  }
}

/** The events the actor may read (see mayReadEvent). */
export async function readableEvents(em: EntityManager, actor: Actor, events: readonly StoredEvent[]): Promise<StoredEvent[]> {
  if (managesOrg(actor)) return [...events];
  const properties = await propertiesOfEvents(em, actor.orgId, events);
  return events.filter((event) => mayReadEvent(actor, event, properties));
}

/** The orgs with events older than the retention (plain read across orgs); each is purged by forgetOldEvents. */
export async function orgsWithOldEvents(em: EntityManager, retentionDays: number, now = new Date()): Promise<string[]> {
  const rows = await withinServiceScope(em, (scoped) =>
    scoped.execute<{ org_id: string }[]>('select distinct org_id from event where occurred_at < ?', [retentionCutoff(retentionDays, now)]),
  );
  return rows.map((row) => row.org_id).sort();
}

const retentionCutoff = (retentionDays: number, now: Date) => new Date(now.getTime() - retentionDays * 86_400_000);

/**
 * Forgets up to `limit` of an org's events older than the retention (their
 * webhook deliveries go with them), in one statement on the org's rows.
 * Answers how many; `limit` of them means there may be more.
 */
export async function forgetOldEvents(em: EntityManager, orgId: string, retentionDays: number, now: Date, limit: number): Promise<number> {
  const rows = await em.execute<{ count: string }[]>(
    `with gone as (
       delete from event where org_id = ? and id in (select id from event where org_id = ? and occurred_at < ? order by id limit ?) returning 1
     ) select count(*)::text as count from gone`,
    [orgId, orgId, retentionCutoff(retentionDays, now), limit],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Wakes a reader when an org's events may have changed (see src/db/notifications.ts). */
export interface EventWakeups {
  next(orgId: string | null, timeoutMs: number, signal?: AbortSignal): Promise<void>;
}
