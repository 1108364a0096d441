import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Webhook } from 'standardwebhooks';
import { retryDelayMs } from '../domain/events.js';
import { isLocalHostname, isPrivateAddress } from '../domain/webhooks.js';
import type { Orm } from '../db/orm.js';
import { DELIVERIES_DUE, type EventWakeups, recordEvent } from './events.js';
import { endpointView } from './webhooks.js';

export interface DeliverySettings {
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  disableAfterMs: number;
  pollMs: number;
  allowPrivateTargets: boolean;
}

/** Receivers' answers are kept up to this many bytes in the delivery log; no more of an answer is read. */
const RESPONSE_BODY_LIMIT = 1024;
const CLAIM_BATCH = 10;

/**
 * The connection's own name resolution refuses private addresses too, so a
 * host that resolves differently at delivery time (DNS rebinding) is still
 * refused: the address checked is the address connected to.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }).then(
    (addresses) => {
      const refused = addresses.find((entry) => isPrivateAddress(entry.address));
      if (refused) return callback(new Error(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (error: null, all: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
};

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
 * Claims due deliveries for one pass: a single statement marks them leased
 * (`locked_until`) and counts the attempt, skipping rows another worker is
 * claiming at that moment (SKIP LOCKED) or holds a lease on. No transaction
 * stays open while the receiver is called; a worker that dies mid-delivery
 * leaves a lease that simply expires, and another worker sends again (at
 * least once).
 */
async function claimDue(em: EntityManager, leaseMs: number): Promise<ClaimedDelivery[]> {
  // Org by org: each claim stays within one org's rows (one shard group on Citus, where a locking query across shards is refused).
  const orgs = await em.execute<{ org_id: string }[]>(
    `select d.org_id from webhook_delivery d
      where d.status = 'PENDING' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
        and exists (select 1 from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id and e.status = 'ENABLED')
      group by d.org_id order by min(d.next_attempt_at) limit ?`,
    [CLAIM_BATCH],
  );
  const claimed: ClaimedDelivery[] = [];
  for (const { org_id: orgId } of orgs) {
    if (claimed.length >= CLAIM_BATCH) break;
    claimed.push(...(await claimDueOf(em, orgId, CLAIM_BATCH - claimed.length, leaseMs)));
  }
  return claimed;
}

async function claimDueOf(em: EntityManager, orgId: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  return em.execute<ClaimedDelivery[]>(
    `with due as (
       select d.org_id, d.id from webhook_delivery d
        where d.org_id = ? and d.status = 'PENDING' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
          and exists (select 1 from webhook_endpoint e where e.org_id = d.org_id and e.id = d.endpoint_id and e.status = 'ENABLED')
        order by d.next_attempt_at limit ? for update of d skip locked
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
    [orgId, limit, leaseMs],
  );
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

async function deliver(orm: Orm, delivery: ClaimedDelivery, settings: DeliverySettings): Promise<void> {
  const occurredAt = new Date(delivery.occurred_at);
  const body = JSON.stringify({ type: delivery.type, timestamp: occurredAt.toISOString(), data: delivery.data });
  const attemptedAt = new Date();
  const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
  const attempt = await post(delivery.url, signedHeaders(messageIdOf(delivery.org_id, delivery.event_id), attemptedAt, body, secrets), body, settings);
  const succeeded = attempt.error === null && attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
  const finalFailure = !succeeded && delivery.attempts >= settings.maxAttempts;
  const retryAt = new Date(Date.now() + retryDelayMs(delivery.attempts, settings.retryBaseMs));

  await orm.em.fork().transactional(async (em) => {
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
      return;
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
    }
  });
}

/**
 * The delivery loop of one process: claims due deliveries, sends them, and
 * waits for the next event that made deliveries (any org) or `pollMs`. Several processes run it
 * side by side; the leases keep them from sending one attempt twice.
 */
export function startWebhookDelivery(orm: Orm, settings: DeliverySettings, wakeups: EventWakeups, log: (error: unknown) => void) {
  const stopping = new AbortController();
  // The lease outlives the longest attempt, so a live worker never loses its delivery to another.
  const leaseMs = settings.timeoutMs * 2 + 5000;
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const woken = wakeups.next(DELIVERIES_DUE, settings.pollMs, stopping.signal);
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await claimDue(orm.em.fork(), leaseMs);
        await Promise.all(claimed.map((delivery) => deliver(orm, delivery, settings).catch(log)));
      } catch (error) {
        log(error);
      }
      if (claimed.length < CLAIM_BATCH) await woken;
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}
