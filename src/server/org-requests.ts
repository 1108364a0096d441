import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OrgTurns } from '../db/admission.js';
import { AppError } from '../domain/errors.js';
import type { Foreground } from '../graphql/foreground.js';

export interface OrgRequestLimits {
  /** Requests of one org this process works on at once. */
  perOrg: number;
  /** Requests of one org that may wait for their turn; one more is refused at once. */
  queuePerOrg: number;
}

/** Why a request's signal aborts: one reason for all, since `abort()` without one builds a DOMException (and its stack) per request, 4 % of a small read's CPU. */
const ANSWERED_OR_GONE = new Error('The request was answered, or its client left.');

/**
 * One org's share of this process's work. The connection pool's queue
 * (src/db/admission.ts) shares the database, but a request's CPU (parsing,
 * resolving, serialising a large answer) is spent after its connections are
 * given back: one org's hundreds of heavy reads at once, each admitted in
 * turn, fill the event loop and every other org's request waits behind them.
 * So an org's requests are worked on `perOrg` at a time; the next wait in the
 * org's line, `queuePerOrg` at most (one more is refused at once: 503,
 * Retry-After), and leave it when their client goes. Only requests of a
 * verified caller count. A subscription takes its turn like any request and
 * gives it back once its stream opens (the function returned: an open
 * stream for as long as it lasts, bounded by SUBSCRIPTIONS_PER_ORG): a
 * request's Accept header decides nothing, or any request saying
 * `text/event-stream` would pass every org's line.
 */
export function shareRequestsByOrg(
  app: FastifyInstance,
  limits: OrgRequestLimits,
  orgOf: (request: FastifyRequest) => string | undefined,
  foreground: Foreground,
): (request: FastifyRequest) => void {
  const turns = new OrgTurns({ perOrg: limits.perOrg, queuePerOrg: limits.queuePerOrg, waitingFor: 'their turn' });
  // Gives back a request's turn, once: at its end, or when it turns out to be an open stream (a subscription).
  const turnsHeld = new WeakMap<object, () => void>();
  // The response's close (sent, or its client gone), one listener per request: its signal tells the rest.
  const closedOf = new WeakMap<object, AbortSignal>();
  // Every request is foreground from its arrival to its answer (an event stream's answer is its opening), except
  // while it waits for its org's turn, and unless it is a costly operation (src/graphql/costly-operations.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const work = request.raw;
    const closed = new AbortController();
    closedOf.set(work, closed.signal);
    foreground.begin(work);
    reply.raw.once('close', () => {
      foreground.end(work);
      closed.abort(ANSWERED_OR_GONE);
    });
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    foreground.end(request.raw);
    done(null, payload);
  });
  app.addHook('preParsing', async (request, reply) => {
    const orgId = orgOf(request);
    if (orgId === undefined) return;
    // Its client gone before this hook ran (a request that waited long to be read): no close is coming, no turn is taken.
    const closed = closedOf.get(request.raw);
    if (reply.raw.closed || !closed) throw new AppError('UNAVAILABLE', 'The client left before the request had its turn.');
    foreground.end(request.raw);
    // A waiting request whose client leaves leaves the line.
    await turns.take(orgId, closed);
    if (closed.aborted) return turns.giveBack(orgId);
    foreground.begin(request.raw);
    let held = true;
    const giveBack = () => {
      if (held) turns.giveBack(orgId);
      held = false;
    };
    turnsHeld.set(request.raw, giveBack);
    closed.addEventListener('abort', giveBack, { once: true });
  });
  return (request) => turnsHeld.get(request.raw)?.();
}
