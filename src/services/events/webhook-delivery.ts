import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { context, propagation, SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import { Webhook } from 'standardwebhooks';
import { retryDelayMs } from '../../domain/events/events.js';
import { isLocalHostname, isPrivateAddress } from '../../domain/events/webhooks.js';
import type { Orm } from '../../db/orm.js';
import { recordEvent } from './events.js';
import { withinServiceScope } from '../context.js';
import { databaseOf } from '../../db/begin.js';
import { orgsWithDue } from '../../db/due-orgs.js';
import { tracer } from '../tracing.js';
import { publicOnlyLookup } from './webhook-hosts.js';
import { endpointView } from './webhooks.js';

export interface DeliverySettings {
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  disableAfterMs: number;
  allowPrivateTargets: boolean;
  /** Attempts of one org in flight at once, across every process: an org whose receivers never answer holds no more job slots. */
  deliveriesPerOrg: number;
}

/** Receivers' answers are kept up to this many bytes in the delivery log; no more of an answer is read. */
const RESPONSE_BODY_LIMIT = 1024;

/** The kept bytes as text: a character cut at the limit is dropped, and NUL (which PostgreSQL text cannot hold) shown as U+FFFD. */
const storedBody = (bytes: Buffer) => new TextDecoder().decode(bytes, { stream: true }).replaceAll('\0', '\uFFFD');

interface Attempt {
  durationMs: number;
  status: number | null;
  body: string | null;
  error: string | null;
}

/** One POST of a signed message; never throws: every outcome is an attempt for the log. */
async function post(target: string, headers: Record<string, string>, body: string, settings: DeliverySettings): Promise<Attempt> {
  const started = performance.now();
  const finish = (result: Omit<Attempt, 'durationMs'>): Attempt => ({ ...result, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(target);
    // An address literal is connected to without a lookup, and a local name needs none: check them here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!settings.allowPrivateTargets && (isLocalHostname(host) || (isIP(host) && isPrivateAddress(host)))) {
      return finish({ status: null, body: null, error: 'The target is a private address.' });
    }
  } catch {
    return finish({ status: null, body: null, error: 'The endpoint URL is not valid.' });
  }
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'rental-webhooks/1' },
        timeout: settings.timeoutMs,
        ...(settings.allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const kept: Buffer[] = [];
        let keptBytes = 0;
        const answered = (error: string | null) => resolve(finish({ status: response.statusCode ?? null, body: storedBody(Buffer.concat(kept)), error }));
        response.on('data', (chunk: Buffer) => {
          kept.push(chunk.subarray(0, RESPONSE_BODY_LIMIT - keptBytes));
          keptBytes = Math.min(keptBytes + chunk.length, RESPONSE_BODY_LIMIT);
          if (keptBytes < RESPONSE_BODY_LIMIT) return;
          // All that is kept has come: the rest, however long (or endless), is not read.
          answered(null);
          request.destroy();
        });
        response.on('end', () => answered(null));
        response.on('error', (error) => answered(error.message));
      },
    );
    // The whole attempt, not only idle time, is bounded.
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${settings.timeoutMs} ms.`)), settings.timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`No answer within ${settings.timeoutMs} ms.`)));
    request.on('error', (error) => resolve(finish({ status: null, body: null, error: error.message })));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}

/**
 * `post` as a client span of the delivery's job, whose context the receiver
 * gets (`traceparent`). Its attributes name the receiver's host, never the
 * endpoint's path or query, which may hold a credential.
 */
function tracedPost(delivery: ClaimedDelivery, headers: Record<string, string>, body: string, settings: DeliverySettings): Promise<Attempt> {
  // An address that does not parse is post's to refuse, as an attempt.
  const target = URL.parse(delivery.url);
  const attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: 'POST',
    'webhook.endpoint_id': delivery.endpoint_id,
    'webhook.delivery_id': delivery.id,
    'webhook.attempt': delivery.attempts,
    ...(target ? { [ATTR_URL_SCHEME]: target.protocol.slice(0, -1), [ATTR_SERVER_ADDRESS]: target.hostname.replace(/^\[|\]$/g, ''), [ATTR_SERVER_PORT]: Number(target.port) || (target.protocol === 'https:' ? 443 : 80) } : {}),
  };
  return tracer.startActiveSpan('POST', { kind: SpanKind.CLIENT, attributes }, async (span) => {
    propagation.inject(context.active(), headers);
    const attempt = await post(delivery.url, headers, body, settings);
    if (attempt.status !== null) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, attempt.status);
    if (attempt.error !== null || attempt.status === null || attempt.status >= 400) {
      span.setStatus({ code: SpanStatusCode.ERROR, ...(attempt.error ? { message: attempt.error } : {}) });
      span.setAttribute(ATTR_ERROR_TYPE, attempt.status === null ? 'no_response' : String(attempt.status));
    }
    span.end();
    return attempt;
  });
}

interface ClaimedDelivery {
  org_id: string;
  id: string;
  endpoint_id: string;
  event_id: string;
  attempts: number;
  locked_until: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  type: string;
  occurred_at: Date;
  data: unknown;
}

/**
 * Claims one delivery when it is due: a single statement marks it leased
 * (`locked_until`) and counts the attempt, unless another worker is claiming
 * it at that moment (SKIP LOCKED) or holds a lease on it. No transaction
 * stays open while the receiver is called; a worker that dies mid-delivery
 * leaves a lease that simply expires, and another worker sends again (at
 * least once). One org's rows only (a single shard on Citus).
 */
async function claim(em: EntityManager, orgId: string, deliveryId: string, leaseMs: number, perOrg: number): Promise<ClaimedDelivery | undefined> {
  const [claimed] = await withinServiceScope(em, (scoped) => scoped.execute<ClaimedDelivery[]>(
    `with due as (
       select d.org_id, d.id from webhook_delivery d
        where d.org_id = ? and d.id = ? and d.status = 'PENDING' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
          and exists (select 1 from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id and e.status = 'ENABLED')
          and (select count(*) from webhook_delivery l where l.org_id = ? and l.status = 'PENDING' and l.locked_until >= now()) < ?
        for update of d skip locked
     ), claimed as (
       update webhook_delivery d set locked_until = now() + ? * interval '1 millisecond', attempts = d.attempts + 1
         from due where d.org_id = due.org_id and d.id = due.id
       returning d.org_id, d.id, d.endpoint_id, d.event_id, d.attempts, d.locked_until
     )
     select claimed.org_id, claimed.id, claimed.endpoint_id, claimed.event_id::text as event_id, claimed.attempts, claimed.locked_until,
            endpoint.url, endpoint.secret,
            case when endpoint.previous_secret_expires_at > now() then endpoint.previous_secret end as previous_secret,
            event.type, event.occurred_at, event.data
       from claimed
       join webhook_endpoint endpoint on endpoint.org_id = claimed.org_id and endpoint.id = claimed.endpoint_id
       join event on event.org_id = claimed.org_id and event.id = claimed.event_id`,
    [orgId, deliveryId, orgId, perOrg, leaseMs],
  ));
  return claimed;
}

/** A delivery to attempt, and when: its next attempt, or the end of the lease another worker holds on it. */
export interface DueDelivery {
  orgId: string;
  deliveryId: string;
  runAt: Date;
  /** Whether a worker holds it now (due again when its lease ends, should that worker have died). */
  leased: boolean;
  /** Attempts made so far. */
  attempts: number;
  /** The trace of the operation that made the delivery (null without one). */
  traceparent: string | null;
}

/** A delivery's endpoint is enabled (`d` the delivery). */
const TO_ENABLED = `exists (select 1 from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id and e.status = 'ENABLED')`;

/**
 * Due deliveries of an org one look reads at most, on plain PostgreSQL. Those of a disabled endpoint stay due
 * (enabling resumes them) and are passed over one by one: a million of them, read at every look, made the catch-up's
 * statement every org's timeout. Past this many, the org's deliveries behind them wait for its own backlog to be sent
 * or forgotten. Citus runs no correlated subquery over a subquery in FROM: there every due row is read as before.
 */
const DUE_WALK = 1000;

/** TO_ENABLED as a value looked up for each row in the walk's order: as a join, the planner may read the whole walk to sort it. */
const ENABLED_ROW_BY_ROW = `(select e.status from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id) = 'ENABLED'`;

/** An org's due deliveries not leased (`org`: the SQL naming it), read at most DUE_WALK at a time where the database allows. */
const dueWalk = (org: string, bounded: boolean) => {
  const due = `d.org_id = ${org} and d.status = 'PENDING' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())`;
  return bounded
    ? `(select * from webhook_delivery d where ${due} order by d.next_attempt_at, d.id limit ${DUE_WALK}) d where ${ENABLED_ROW_BY_ROW}`
    : `webhook_delivery d where ${due} and ${TO_ENABLED}`;
};

/**
 * An org's (`org`: the SQL naming it) first deliveries due now to an enabled endpoint, up to `perOrg` (a parameter
 * after the org's): those leased now first (due again when their lease ends, should their worker have died), then
 * the next due. Each part an ordered walk of its own index (webhook_delivery_org_sending_idx, _org_due_idx), so an
 * org's backlog of 100,000 is not ranked at each look (130 ms each).
 */
const orgDue = (org: string, bounded: boolean) => `
  select * from (
    (select d.org_id, d.id, d.attempts, d.traceparent, d.locked_until as run_at, true as leased from webhook_delivery d
      where d.org_id = ${org} and d.status = 'PENDING' and d.locked_until >= now() and d.next_attempt_at <= now() and ${TO_ENABLED}
      order by d.locked_until limit ?)
    union all
    (select d.org_id, d.id, d.attempts, d.traceparent, greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at)), false
       from ${dueWalk(org, bounded)}
      order by d.next_attempt_at, d.id limit ?)
  ) org_due order by leased desc, run_at limit ?`;

/**
 * Deliveries due now, to an enabled endpoint, earliest first, each org's
 * only up to its share of attempts in flight (`perOrg`): those leased now
 * (due again when their lease ends, should their worker have died) and then
 * the next due. What the delivery jobs catch up with after an event, an
 * attempt, a lost wake-up or a crash. Every org's (each org with deliveries
 * due, then its first by orgDue), or one org's (`orgId`). A plain read.
 */
export async function dueDeliveries(em: EntityManager, limit: number, perOrg: number, orgId?: string): Promise<DueDelivery[]> {
  const share = [perOrg, perOrg, perOrg];
  const bounded = databaseOf(em.getConnection().getKnex().client).citus === false;
  const rows = await withinServiceScope(em, (scoped) => scoped.execute<{ org_id: string; id: string; run_at: Date; leased: boolean; attempts: number; traceparent: string | null }[]>(
    orgId
      ? `select * from (${orgDue('?', bounded)}) due order by run_at limit ?`
      : `select due.* from (${orgsWithDue('webhook_delivery', !bounded)}) o
           cross join lateral (${orgDue('o.org_id', bounded)}) due
          order by run_at limit ?`,
    orgId ? [orgId, perOrg, orgId, perOrg, perOrg, limit] : [...share, limit],
  ));
  return rows.map((row) => ({ orgId: row.org_id, deliveryId: row.id, runAt: new Date(row.run_at), leased: row.leased, attempts: row.attempts, traceparent: row.traceparent }));
}

/** The message id receivers deduplicate by: one per event, the same on every attempt and redelivery. */
export const messageIdOf = (orgId: string, eventId: string) => `evt_${orgId.replaceAll('-', '')}_${eventId}`;

/** Standard Webhooks headers; during a rotation both secrets sign (space-separated signatures). */
export function signedHeaders(messageId: string, timestamp: Date, body: string, secrets: readonly string[]): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(' '),
  };
}

/** When a delivery wants its next attempt, and how many it has had. */
export interface NextAttempt {
  at: Date;
  attempts: number;
}

/** Sends one claimed delivery and logs the attempt; answers when to try again (null: succeeded or given up). */
async function deliver(orm: Orm, delivery: ClaimedDelivery, settings: DeliverySettings): Promise<NextAttempt | null> {
  const occurredAt = new Date(delivery.occurred_at);
  const body = JSON.stringify({ type: delivery.type, timestamp: occurredAt.toISOString(), data: delivery.data });
  const attemptedAt = new Date();
  const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
  const attempt = await tracedPost(delivery, signedHeaders(messageIdOf(delivery.org_id, delivery.event_id), attemptedAt, body, secrets), body, settings);
  const succeeded = attempt.error === null && attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const finalFailure = !succeeded && delivery.attempts >= settings.maxAttempts;
  const retryAt = new Date(Date.now() + retryDelayMs(delivery.attempts, settings.retryBaseMs));

  return withinServiceScope(orm.em.fork(), async (em) => {
    // The endpoint first, as deleting it locks it before its deliveries: the other order deadlocks with that delete.
    const [endpoint] = await em.execute<{ id: string }[]>('select id from webhook_endpoint where org_id = ? and id = ? for no key update', [
      delivery.org_id,
      delivery.endpoint_id,
    ]);
    if (!endpoint) return null;
    await em.execute(
      `insert into webhook_attempt (org_id, id, delivery_id, attempted_at, duration_ms, response_status, response_body, error)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [delivery.org_id, randomUUID(), delivery.id, attemptedAt, attempt.durationMs, attempt.status, attempt.body, attempt.error],
    );
    // Only while the lease is still this worker's: after it expired another worker owns the delivery.
    await em.execute(
      `update webhook_delivery set status = ?, next_attempt_at = ?, locked_until = null
        where org_id = ? and id = ? and locked_until = ?`,
      [succeeded ? 'SUCCEEDED' : finalFailure ? 'FAILED' : 'PENDING', retryAt, delivery.org_id, delivery.id, new Date(delivery.locked_until)],
    );
    if (succeeded) {
      await em.execute('update webhook_endpoint set failing_since = null where org_id = ? and id = ?', [delivery.org_id, delivery.endpoint_id]);
      return null;
    }
    // Times come from here, not now(): Citus refuses a non-immutable function inside CASE or COALESCE of an UPDATE.
    const now = new Date();
    const [failing] = await em.execute<{ failing_since: Date }[]>(
      `update webhook_endpoint set failing_since = coalesce(failing_since, ?::timestamptz)
        where org_id = ? and id = ? and status = 'ENABLED' returning failing_since`,
      [now, delivery.org_id, delivery.endpoint_id],
    );
    const since = failing && new Date(failing.failing_since);
    const [disabled] =
      since && since.getTime() <= now.getTime() - settings.disableAfterMs
        ? await em.execute<{ id: string; org_id: string; url: string; description: string | null; event_types: string[]; status: string; disabled_reason: string | null; created_at: Date }[]>(
            `update webhook_endpoint set status = 'DISABLED', disabled_reason = ?
              where org_id = ? and id = ? and status = 'ENABLED'
              returning id, org_id, url, description, event_types, status, disabled_reason, created_at`,
            [`Every delivery failed since ${since.toISOString().slice(0, 19)}Z`, delivery.org_id, delivery.endpoint_id],
          )
        : [];
    if (disabled?.status === 'DISABLED') {
      await recordEvent(em, { orgId: delivery.org_id, actorUserId: null }, { type: 'webhook_endpoint.disabled', subject: endpointView(disabled) });
      return null;
    }
    return finalFailure ? null : { at: retryAt, attempts: delivery.attempts };
  });
}

/**
 * One delivery's attempt, when it is due (a delivery job): answers when the
 * delivery wants its next job, for a retry or because another worker holds
 * its lease (null: nothing more to do). Several processes' jobs may ask for
 * the same delivery; the lease keeps them from sending one attempt twice.
 */
export async function attemptDelivery(orm: Orm, orgId: string, deliveryId: string, settings: DeliverySettings): Promise<NextAttempt | null> {
  // The lease outlives the longest attempt, so a live worker never loses its delivery to another.
  const leaseMs = settings.timeoutMs * 2 + 5000;
  const claimed = await claim(orm.em.fork(), orgId, deliveryId, leaseMs, settings.deliveriesPerOrg);
  if (claimed) return deliver(orm, claimed, settings);
  // Not claimable now: not yet due, leased by another worker, its org's share in flight, or done with (sent, given up,
  // endpoint disabled, event forgotten).
  const [later] = await withinServiceScope(orm.em.fork(), (scoped) => scoped.execute<{ run_at: Date; attempts: number; due: boolean }[]>(
    `select d.attempts, greatest(d.next_attempt_at, coalesce(d.locked_until, d.next_attempt_at)) as run_at,
            d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now()) as due
       from webhook_delivery d
      where d.org_id = ? and d.id = ? and d.status = 'PENDING'
        and exists (select 1 from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id and e.status = 'ENABLED')`,
    [orgId, deliveryId],
  ));
  // Due but its org's share is in flight: it waits, without a job, for the org's next attempt to end (which enqueues its
  // org's next due deliveries), or for the minute's catch-up after a crash.
  if (!later || later.due) return null;
  return { at: new Date(later.run_at), attempts: later.attempts };
}
