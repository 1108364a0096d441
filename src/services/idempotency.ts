import { createHash } from 'node:crypto';
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql';
import { IdempotencyKey } from '../db/entities/idempotency-key.js';
import { AppError, conflict, type ErrorCode, type FieldIssue, validationFailed } from '../domain/errors.js';
import { inTransaction, type ServiceContext, translateDatabaseError } from './context.js';

/** How long a key's first answer is kept (the IETF draft and Stripe keep at least a day). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** What is stored under a key: the action's result, or the product error it ended with. */
type Outcome = { data: unknown } | { error: { code: ErrorCode; message: string; issues: FieldIssue[] } };

/** The request a key stands for: the action's name and its arguments. */
export interface IdempotentRequest {
  operation: string;
  arguments: unknown;
}

/** JSON with sorted keys and without null members, so `{a:1,b:null}` and `{a:1}` are one request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== null && member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonical(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The request and the authority it was made with: the same user under other
 * roles (another token) may not be answered what the first one was allowed.
 */
const fingerprintOf = (request: IdempotentRequest, roles: readonly string[]) =>
  createHash('sha256').update(canonical({ ...request, roles: [...roles].sort() })).digest('hex');

/**
 * The fingerprint release 0.1.0 stored, of the request alone: its keys, retried on this release within their day
 * (an upgrade), are answered as 0.1.0 answered them. Refused as "reused", a client retrying under a new key
 * would have done the action twice (a second invoice for the same period).
 */
const fingerprintOfRelease010 = (request: IdempotentRequest) => createHash('sha256').update(canonical(request)).digest('hex');

/** Timestamps are the `...At` fields; they come back from JSON as Date again. */
const reviveTimestamps = (name: string, value: unknown) =>
  name.endsWith('At') && typeof value === 'string' ? new Date(value) : value;

function replay<T>(outcome: Outcome): T {
  if ('error' in outcome) throw new AppError(outcome.error.code, outcome.error.message, outcome.error.issues);
  return JSON.parse(JSON.stringify(outcome.data), reviveTimestamps) as T;
}

/**
 * Runs a mutation at most once per `Idempotency-Key` (IETF draft
 * "The Idempotency-Key HTTP Header Field", Stripe's semantics), scoped to
 * the caller (org and user):
 * - a repeat with the same request and roles gets the first answer again, result or error;
 * - the same key with a different request, or with other roles, is IDEMPOTENCY_KEY_REUSED (422);
 * - a repeat while the first is still running is CONFLICT (409).
 * The claim, the action and the stored answer share one transaction, so a
 * crash leaves no half-claimed key; the action runs in a savepoint so its
 * product error is stored while its writes are undone. Without a key the
 * action simply runs in its own transaction.
 */
export async function idempotently<T>(
  ctx: ServiceContext,
  request: IdempotentRequest,
  action: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const key = ctx.idempotencyKey;
  if (key === undefined || key === null) return inTransaction(ctx, action);
  if (!KEY_FORMAT.test(key)) {
    throw validationFailed('The Idempotency-Key header is not valid.', [
      { path: 'Idempotency-Key', message: 'Must be 1 to 255 visible ASCII characters.' },
    ]);
  }
  const { orgId, userId, roles } = ctx.actor;
  const fingerprint = fingerprintOf(request, roles);

  const answer = await inTransaction(ctx, async (em): Promise<{ fresh: T } | { stored: Outcome }> => {
    // Held until commit: a duplicate arriving meanwhile is told so at once instead of waiting.
    const [claim] = await em.execute<{ claimed: boolean }[]>(
      'select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as claimed',
      [`idempotency/${orgId}/${userId}/${key}`],
    );
    if (!claim?.claimed) throw conflict('A request with this Idempotency-Key is still in progress; retry when it has finished.');

    const existing = await em.findOne(IdempotencyKey, { userId, key });
    if (existing && existing.expiresAt > new Date()) {
      if (existing.fingerprint !== fingerprint && existing.fingerprint !== fingerprintOfRelease010(request)) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request, or with other roles.');
      }
      return { stored: existing.outcome as Outcome };
    }

    let result: { fresh: T } | { stored: Outcome };
    let outcome: Outcome;
    try {
      const fresh = await em.transactional(action);
      result = { fresh };
      outcome = { data: JSON.parse(JSON.stringify(fresh)) };
    } catch (error) {
      const refusal = translateDatabaseError(error);
      if (!(refusal instanceof AppError)) throw refusal;
      outcome = { error: { code: refusal.code, message: refusal.message, issues: refusal.issues } };
      result = { stored: outcome };
    }
    const now = new Date();
    const record = { fingerprint, outcome, createdAt: now, expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS) };
    // An expired answer not yet purged is simply replaced.
    if (existing) em.assign(existing, record);
    else em.create(IdempotencyKey, { orgId, userId, key, ...record });
    return result;
  });
  return 'fresh' in answer ? answer.fresh : replay<T>(answer.stored);
}

/**
 * Forgets up to `limit` answers older than their time to live, every org's (the sweep's purge); answers how many.
 * By primary key, not ctid: Citus refuses a ctid in a distributed table's DELETE. The oldest first, by the expiry
 * index: a plain scan would walk past the rows the previous batches deleted, a little longer each batch.
 */
export async function purgeExpiredIdempotencyKeys(em: EntityManager, now: Date, limit: number): Promise<number> {
  const { affectedRows } = await em.execute<QueryResult>(
    `delete from idempotency_key where (org_id, user_id, key) in
       (select org_id, user_id, key from idempotency_key where expires_at <= ? order by expires_at limit ?)`,
    [now, limit],
    'run',
  );
  return affectedRows;
}
