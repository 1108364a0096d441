import { randomBytes, randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyAfterCommit } from '../../db/notifications.js';
import { conflict, forbidden, notFound, validationFailed } from '../../domain/errors.js';
import { managesOrg } from '../../domain/roles.js';
import { assertEndpointUrl, assertEventTypes, assertWithin, isLocalHostname, isPrivateAddress, MAX_ROTATION_GRACE_HOURS } from '../../domain/events/webhooks.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { DELIVERIES_DUE, type WebhookEndpointView } from './events.js';
import { type ListKey, type Listing, notACursor, type PageArgs } from '../pagination.js';
import { currentTraceparent } from '../tracing.js';
import { addressesOf } from './webhook-hosts.js';

/**
 * Webhook endpoints of an org (Standard Webhooks): the org's managers and
 * admins register URLs and the event types they want; each gets a `whsec_`
 * secret, shown once, that signs every delivery.
 */

export interface EndpointInput {
  url: string;
  eventTypes?: readonly string[] | null;
  description?: string | null;
}

export interface EndpointRules {
  /** Whether endpoints may point into private networks (tests, private deployments). */
  allowPrivateTargets: boolean;
  /** The most endpoints an org may have. */
  endpointsPerOrg: number;
}

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  createdAt: Date;
}

export interface WebhookAttemptView {
  attemptedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** How long a rotated-out secret keeps signing, so receivers can switch over without a gap. */
export const DEFAULT_ROTATION_GRACE_HOURS = 24;

export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Refuses a URL whose host is, or resolves to, a private, loopback or link-local address (every address is checked). */
export async function assertPublicTarget(url: URL, allowPrivate: boolean, path: string): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLocalHostname(host)) {
    throw validationFailed('The webhook URL points into a private network.', [{ path, message: `${host} names this machine.` }]);
  }
  const addresses = isIP(host) ? [host] : (await addressesOf(host)).map((entry) => entry.address);
  if (!addresses.length) throw validationFailed('The webhook URL does not resolve.', [{ path, message: `${host} has no address, or its nameservers did not answer in time.` }]);
  if (addresses.some(isPrivateAddress)) {
    throw validationFailed('The webhook URL points into a private network.', [{ path, message: 'Private, loopback and link-local addresses are refused.' }]);
  }
}

function assertManagesWebhooks(ctx: ServiceContext): void {
  if (!managesOrg(ctx.actor)) throw forbidden('Only managers and admins manage the webhooks of their org.');
}

interface EndpointRow {
  id: string;
  org_id: string;
  url: string;
  description: string | null;
  event_types: string[];
  status: string;
  disabled_reason: string | null;
  created_at: Date;
}

const ENDPOINT_COLUMNS = 'id, org_id, url, description, event_types, status, disabled_reason, created_at';

export const endpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  orgId: row.org_id,
  url: row.url,
  description: row.description,
  eventTypes: row.event_types,
  status: row.status,
  disabledReason: row.disabled_reason,
  createdAt: new Date(row.created_at),
});

async function endpointRow(em: EntityManager, ctx: ServiceContext, id: string): Promise<EndpointRow> {
  const [row] = await em.execute<EndpointRow[]>(`select ${ENDPOINT_COLUMNS} from webhook_endpoint where org_id = ? and id = ?`, [ctx.actor.orgId, id]);
  if (!row) throw notFound('Webhook endpoint', id);
  return row;
}

async function checkedInput(input: EndpointInput, rules: EndpointRules) {
  const url = assertEndpointUrl(input.url);
  assertEventTypes(input.eventTypes ?? []);
  await assertPublicTarget(url, rules.allowPrivateTargets, 'input.url');
  return { url: url.toString(), eventTypes: [...new Set(input.eventTypes ?? [])], description: input.description ?? null };
}

export async function webhookEndpoint(ctx: ServiceContext, id: string): Promise<WebhookEndpointView> {
  assertManagesWebhooks(ctx);
  return endpointView(await endpointRow(ctx.em, ctx, id));
}

/**
 * The keyset conditions of a page of a list in (created_at, id) order (webhook tables are read in SQL, without
 * entities): a cursor holds the row's timestamp (milliseconds, as the columns keep them) and id. Each
 * condition starts with ` and `; their values are appended to `params`.
 */
function beyondCursors(order: string, descending: boolean, columns: string, { after, before }: PageArgs, params: unknown[]): string {
  const beyond = (argument: 'after' | 'before', key: ListKey | undefined): string => {
    if (key === undefined) return '';
    if (key[0] !== order || key.length !== 3) throw notACursor(argument);
    params.push(new Date(key[1]!), key[2]!);
    return ` and ${columns} ${(argument === 'after') !== descending ? '>' : '<'} (?, ?)`;
  };
  return beyond('after', after) + beyond('before', before);
}

const ENDPOINT_ORDER = 'WebhookEndpoint:created_at,id';
const DELIVERY_ORDER = 'WebhookDelivery:created_at desc,id desc';
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The org's endpoints, oldest first. */
export function webhookEndpoints(ctx: ServiceContext): Listing<WebhookEndpointView> {
  assertManagesWebhooks(ctx);
  const { orgId } = ctx.actor;
  return {
    page: async (page) => {
      const params: unknown[] = [orgId];
      const beyond = beyondCursors(ENDPOINT_ORDER, false, '(created_at, id)', page, params);
      const direction = page.inverted ? 'desc' : 'asc';
      const rows = await ctx.em.execute<EndpointRow[]>(
        `select ${ENDPOINT_COLUMNS} from webhook_endpoint where org_id = ?${beyond} order by created_at ${direction}, id ${direction} limit ?`,
        [...params, page.limit],
      );
      return rows.map(endpointView);
    },
    count: async () => (await ctx.em.execute<{ n: number }[]>('select count(*)::int as n from webhook_endpoint where org_id = ?', [orgId]))[0]!.n,
    keyOf: (row) => [ENDPOINT_ORDER, row.createdAt.toISOString(), row.id],
  };
}

/** `node`/`nodes` lookups: the endpoints among `ids`; none for a caller who does not manage webhooks (NOT_FOUND, as other hidden rows). */
export async function webhookEndpointsByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(WebhookEndpointView | undefined)[]> {
  if (!managesOrg(ctx.actor)) return ids.map(() => undefined);
  const rows = await ctx.em.execute<EndpointRow[]>(`select ${ENDPOINT_COLUMNS} from webhook_endpoint where org_id = ? and id = any(?::uuid[])`, [ctx.actor.orgId, uuidArray(ids)]);
  const byId = new Map(rows.map((row) => [row.id, endpointView(row)]));
  return ids.map((id) => byId.get(id));
}

async function refuseOverEndpointCap(em: EntityManager, orgId: string, cap: number): Promise<void> {
  const [held] = await em.execute<{ count: number }[]>('select count(*)::int as count from webhook_endpoint where org_id = ?', [orgId]);
  if (held!.count >= cap) throw conflict(`An org has at most ${cap} webhook endpoints: delete one it no longer needs first.`);
}

/** At most `rules.endpointsPerOrg` per org: counted under a lock of the org's endpoints, so creates at the same moment cannot pass it together. */
export async function createWebhookEndpoint(
  ctx: ServiceContext,
  input: EndpointInput,
  rules: EndpointRules,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  assertManagesWebhooks(ctx);
  // Before the URL's host is resolved (seconds, for a name whose nameservers do not answer): an org at its cap is refused at once.
  await refuseOverEndpointCap(ctx.em, ctx.actor.orgId, rules.endpointsPerOrg);
  const checked = await checkedInput(input, rules);
  const secret = newSecret();
  return inTransaction(ctx, async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`webhook_endpoint ${ctx.actor.orgId}`]);
    await refuseOverEndpointCap(em, ctx.actor.orgId, rules.endpointsPerOrg);
    const [row] = await em.execute<EndpointRow[]>(
      `insert into webhook_endpoint (org_id, id, url, description, event_types, secret) values (?, ?, ?, ?, ?::text[], ?) returning ${ENDPOINT_COLUMNS}`,
      [ctx.actor.orgId, randomUUID(), checked.url, checked.description, `{${checked.eventTypes.join(',')}}`, secret],
    );
    return { endpoint: endpointView(row!), secret };
  });
}

export async function updateWebhookEndpoint(ctx: ServiceContext, id: string, input: EndpointInput, rules: EndpointRules): Promise<WebhookEndpointView> {
  assertManagesWebhooks(ctx);
  const checked = await checkedInput(input, rules);
  return inTransaction(ctx, async (em) => {
    await endpointRow(em, ctx, id);
    const [row] = await em.execute<EndpointRow[]>(
      `update webhook_endpoint set url = ?, description = ?, event_types = ?::text[] where org_id = ? and id = ? returning ${ENDPOINT_COLUMNS}`,
      [checked.url, checked.description, `{${checked.eventTypes.join(',')}}`, ctx.actor.orgId, id],
    );
    return endpointView(row!);
  });
}

/** Disabled endpoints get no new deliveries and their pending ones wait; enabling resumes them. */
export async function setWebhookEndpointEnabled(ctx: ServiceContext, id: string, enabled: boolean): Promise<WebhookEndpointView> {
  assertManagesWebhooks(ctx);
  return inTransaction(ctx, async (em) => {
    await endpointRow(em, ctx, id);
    const [row] = await em.execute<EndpointRow[]>(
      `update webhook_endpoint set status = ?, disabled_reason = ?, failing_since = null where org_id = ? and id = ? returning ${ENDPOINT_COLUMNS}`,
      [enabled ? 'ENABLED' : 'DISABLED', enabled ? null : 'Disabled by a manager.', ctx.actor.orgId, id],
    );
    return endpointView(row!);
  });
}

export async function deleteWebhookEndpoint(ctx: ServiceContext, id: string): Promise<string> {
  assertManagesWebhooks(ctx);
  return inTransaction(ctx, async (em) => {
    await endpointRow(em, ctx, id);
    await em.execute('delete from webhook_endpoint where org_id = ? and id = ?', [ctx.actor.orgId, id]);
    return id;
  });
}

/** A new secret; the old one keeps signing alongside it (several signatures per delivery) for the grace period. */
export async function rotateWebhookSecret(
  ctx: ServiceContext,
  id: string,
  graceHours = DEFAULT_ROTATION_GRACE_HOURS,
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  assertManagesWebhooks(ctx);
  assertWithin(graceHours, 0, MAX_ROTATION_GRACE_HOURS, 'graceHours');
  const secret = newSecret();
  return inTransaction(ctx, async (em) => {
    await endpointRow(em, ctx, id);
    const [row] = await em.execute<EndpointRow[]>(
      `update webhook_endpoint set previous_secret = secret, previous_secret_expires_at = now() + ? * interval '1 hour', secret = ?
        where org_id = ? and id = ? returning ${ENDPOINT_COLUMNS}`,
      [graceHours, secret, ctx.actor.orgId, id],
    );
    return { endpoint: endpointView(row!), secret };
  });
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  created_at: Date;
}

const deliveryView = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  endpointId: row.endpoint_id,
  eventId: row.event_id,
  eventType: row.type,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at),
  createdAt: new Date(row.created_at),
});

const DELIVERY_SELECT = `select d.id, d.endpoint_id, d.event_id::text as event_id, e.type, d.status, d.attempts, d.next_attempt_at, d.created_at
  from webhook_delivery d join event e on e.org_id = d.org_id and e.id = d.event_id`;

/**
 * The deliveries of many endpoints, newest first, a page of each in one statement (a LATERAL subquery
 * per endpoint walks its index), and their counts in another: the batched reads behind
 * `WebhookEndpoint.deliveries`, as other nested lists have (services/pagination.ts).
 */
export function deliveriesOfEndpoints(ctx: ServiceContext) {
  assertManagesWebhooks(ctx);
  const { orgId } = ctx.actor;
  return {
    page: async (endpointIds: readonly string[], page: PageArgs): Promise<WebhookDeliveryView[][]> => {
      const params: unknown[] = [uuidArray(endpointIds), orgId];
      const beyond = beyondCursors(DELIVERY_ORDER, true, '(d.created_at, d.id)', page, params);
      const direction = page.inverted ? 'asc' : 'desc';
      const rows = await ctx.em.execute<DeliveryRow[]>(
        `select c.* from unnest(?::uuid[]) as p(id) cross join lateral ` +
          `(${DELIVERY_SELECT} where d.org_id = ? and d.endpoint_id = p.id${beyond} order by d.created_at ${direction}, d.id ${direction} limit ?) as c`,
        [...params, page.limit],
      );
      const byEndpoint = new Map(endpointIds.map((id) => [id, [] as WebhookDeliveryView[]]));
      for (const row of rows) byEndpoint.get(row.endpoint_id)?.push(deliveryView(row));
      return endpointIds.map((id) => byEndpoint.get(id)!);
    },
    count: async (endpointIds: readonly string[]): Promise<number[]> => {
      const rows = await ctx.em.execute<{ id: string; n: number }[]>(
        'select p.id, (select count(*)::int from webhook_delivery d where d.org_id = ? and d.endpoint_id = p.id) as n from unnest(?::uuid[]) as p(id)',
        [orgId, uuidArray(endpointIds)],
      );
      const counts = new Map(rows.map((row) => [row.id, row.n]));
      return endpointIds.map((id) => counts.get(id) ?? 0);
    },
    keyOf: (row: WebhookDeliveryView): ListKey => [DELIVERY_ORDER, row.createdAt.toISOString(), row.id],
  };
}

/** `node`/`nodes` lookups: the deliveries among `ids`; none for a caller who does not manage webhooks. */
export async function webhookDeliveriesByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(WebhookDeliveryView | undefined)[]> {
  if (!managesOrg(ctx.actor)) return ids.map(() => undefined);
  const rows = await ctx.em.execute<DeliveryRow[]>(`${DELIVERY_SELECT} where d.org_id = ? and d.id = any(?::uuid[])`, [ctx.actor.orgId, uuidArray(ids)]);
  const byId = new Map(rows.map((row) => [row.id, deliveryView(row)]));
  return ids.map((id) => byId.get(id));
}

/** Every attempt of a delivery, oldest first: when, how long, what the receiver answered. */
export async function attemptsOf(ctx: ServiceContext, deliveryId: string): Promise<WebhookAttemptView[]> {
  const rows = await ctx.em.execute<{ attempted_at: Date; duration_ms: number; response_status: number | null; response_body: string | null; error: string | null }[]>(
    'select attempted_at, duration_ms, response_status, response_body, error from webhook_attempt where org_id = ? and delivery_id = ? order by attempted_at, id',
    [ctx.actor.orgId, deliveryId],
  );
  return rows.map((row) => ({
    attemptedAt: new Date(row.attempted_at),
    durationMs: row.duration_ms,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
  }));
}

/** Sends a delivery's event again, now, as a new delivery (same event, so the same `webhook-id`). */
export async function redeliverWebhook(ctx: ServiceContext, deliveryId: string): Promise<WebhookDeliveryView> {
  assertManagesWebhooks(ctx);
  return inTransaction(ctx, async (em) => {
    const [original] = await em.execute<{ endpoint_id: string; event_id: string }[]>(
      'select endpoint_id, event_id::text as event_id from webhook_delivery where org_id = ? and id = ?',
      [ctx.actor.orgId, deliveryId],
    );
    if (!original) throw notFound('Webhook delivery', deliveryId);
    const id = randomUUID();
    await em.execute('insert into webhook_delivery (org_id, id, endpoint_id, event_id, traceparent) values (?, ?, ?, ?, ?)', [
      ctx.actor.orgId,
      id,
      original.endpoint_id,
      original.event_id,
      currentTraceparent(),
    ]);
    notifyAfterCommit(em, `${ctx.actor.orgId} ${DELIVERIES_DUE}`);
    const [row] = await em.execute<DeliveryRow[]>(`${DELIVERY_SELECT} where d.org_id = ? and d.id = ?`, [ctx.actor.orgId, id]);
    return deliveryView(row!);
  });
}
