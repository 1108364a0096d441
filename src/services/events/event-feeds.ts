import type { Orm } from '../../db/orm.js';
import { AppError, validationFailed } from '../../domain/errors.js';
import { isEventType } from '../../domain/events/events.js';
import type { Actor } from '../../domain/roles.js';
import { orgEntityManager, withinOrgScope } from '../context.js';
import {
  type EventProperties,
  eventsAfter,
  type EventWakeups,
  latestEventId,
  mayReadEvent,
  propertiesOfEvents,
  readableEvents,
  type StoredEvent,
} from './events.js';

/**
 * Event subscriptions, served from one outbox reader per org per process.
 *
 * The org's reader reads the events after the last one it has read, a
 * bounded batch at a time until it has caught up, on each wake-up (a
 * committed event's notification) or poll, and hands every batch to all of
 * the org's subscribers: the outbox is read once per batch, not once per
 * subscriber. What a subscriber may read is decided per distinct caller
 * (user and roles), once per batch, from the properties the batch hangs off,
 * read with it (the events and their properties: two statements in one
 * short transaction).
 *
 * Each subscriber keeps its own position (the last event id it was given or
 * skipped). One that starts behind the reader (resuming from an old id), or
 * whose buffer overflowed because it consumed too slowly, reads the outbox
 * itself from its position until it reaches the reader's recent events, then
 * joins the shared feed: ids are in commit order per org (see events.ts), so
 * reading "after my position" and taking only later ids from the feed leaves
 * no gap and repeats nothing. The reader stops when the org's last
 * subscriber leaves.
 */

export interface SubscriptionLimits {
  /** Open subscriptions per access token, in this process. */
  perToken: number;
  /** Open subscriptions per org, in this process. */
  perOrg: number;
  /** Open subscriptions of every org, in this process. */
  total: number;
}

export interface EventFeedOptions extends SubscriptionLimits {
  /** Events a subscriber may have waiting to be sent before it falls back to reading the outbox itself. */
  bufferedEvents?: number;
  /** Events the org's reader keeps after reading them, for subscribers joining just behind it. */
  recentEvents?: number;
}

export interface SubscriptionRequest {
  actor: Actor;
  /** What identifies the access token the subscription was opened with (a hash of it). */
  credential: string;
  after?: string | null;
  types?: readonly string[] | null;
}

export interface EventFeeds {
  /**
   * The events of the actor's org it may read, after `after` (or from now),
   * as they commit, until its `return()` (which ends it at once, even while
   * it waits or before it started) or the service closes. Refuses at once
   * (VALIDATION_FAILED, RATE_LIMITED) before the subscription takes a place.
   */
  subscribe(request: SubscriptionRequest): AsyncIterableIterator<StoredEvent>;
  /** The org's open subscriptions in this process. */
  open(orgId: string): number;
}

const RESUME_POINT = /^\d{1,18}$/;
const BATCH = 100;
/** A reader re-reads this often even without a notification: nothing depends on notifications arriving. */
const POLL_MS = 30_000;
const BUFFERED_EVENTS = 500;
const RECENT_EVENTS = 256;
/**
 * Subscribers of an org reading the outbox themselves at once: the rest wait
 * their turn here, so that many resuming together (say after a restart)
 * queue in their org instead of filling the connection pool's queue, where
 * every other org's requests wait too.
 */
const CATCH_UP_READS = 2;
/**
 * Subscribers woken per turn of the event loop when a batch arrives. Each one
 * woken runs its subscription's delivery (execution, serialising, writing)
 * before the turn ends: 500 at once held the loop about 30 ms, and another
 * org's request waited behind all of them; now it waits behind one turn's
 * (beside 500 subscribers, another org's p99 was 2.6x its own alone at 50 a
 * turn, 1.8x at 20: docs/performance.md, "Tenancy").
 */
const WAKES_PER_TURN = 20;

/** Wakes `subscribers`, WAKES_PER_TURN of them a turn of the event loop. */
function wakeInTurns(subscribers: readonly Subscriber[], from = 0): void {
  const until = Math.min(subscribers.length, from + WAKES_PER_TURN);
  for (let i = from; i < until; i += 1) subscribers[i]!.wake?.();
  if (until < subscribers.length) setImmediate(wakeInTurns, subscribers, until);
}

interface Subscriber {
  actor: Actor;
  /** Callers with the same user and roles may read the same events. */
  audience: string;
  credential: string;
  types: ReadonlySet<string> | null;
  /** The last event id given to (or skipped for) this subscriber; undefined until "now" is known. */
  position: bigint | undefined;
  /** Served by the feed; otherwise it reads the outbox itself until it catches up. */
  live: boolean;
  waiting: StoredEvent[];
  /** Set when the feed failed: the subscription ends with it. */
  failure?: unknown;
  /** Wakes the subscriber's loop: events arrived, it fell behind, or the feed failed. */
  wake?: () => void;
}

interface ReadBatch {
  events: StoredEvent[];
  properties: EventProperties;
}

const idOf = (event: StoredEvent) => BigInt(event.id);
const audienceOf = (actor: Actor) => `${actor.userId} ${[...actor.roles].sort().join(',')}`;

const tooMany = (limit: number, per: string) =>
  new AppError('RATE_LIMITED', `Too many subscriptions: at most ${limit} may be open at once per ${per}; close one before opening another.`);

export function openEventFeeds(orm: Orm, wakeups: EventWakeups & { closed: AbortSignal }, options: EventFeedOptions): EventFeeds {
  const bufferedEvents = options.bufferedEvents ?? BUFFERED_EVENTS;
  const recentEvents = options.recentEvents ?? RECENT_EVENTS;
  const feeds = new Map<string, OrgFeed>();
  const perCredential = new Map<string, number>();
  // Open subscriptions of every org: SUBSCRIPTIONS_MAX bounds them all, as the per-org cap bounds one org.
  let open = 0;

  class OrgFeed {
    readonly subscribers = new Set<Subscriber>();
    /** The last event id read; undefined until the first read of where the org's events are. */
    head: bigint | undefined;
    /** The last batches read, at most `recentEvents` events, and the id just before the first of them. */
    recent: ReadBatch[] = [];
    floor = 0n;
    failure: unknown;
    /** Resolves once the reader knows where the org's events are, or has failed. */
    readonly ready = Promise.withResolvers<void>();
    private readonly stopping = new AbortController();
    private catchingUp = 0;
    private readonly catchUpTurns: (() => void)[] = [];

    constructor(readonly orgId: string) {
      void this.run();
    }

    leave(subscriber: Subscriber) {
      if (!this.subscribers.delete(subscriber)) return;
      open--;
      const left = (perCredential.get(subscriber.credential) ?? 1) - 1;
      if (left) perCredential.set(subscriber.credential, left);
      else perCredential.delete(subscriber.credential);
      if (this.subscribers.size) return;
      // The next subscriber of the org starts a new reader.
      if (feeds.get(this.orgId) === this) feeds.delete(this.orgId);
      this.stopping.abort();
    }

    private async run(): Promise<void> {
      const signal = AbortSignal.any([this.stopping.signal, wakeups.closed]);
      try {
        const latest = await withinOrgScope(orgEntityManager(orm, this.orgId), this.orgId, (em) => latestEventId(em, this.orgId));
        this.head = this.floor = BigInt(latest);
        this.ready.resolve();
        while (!signal.aborted) {
          // Asked before reading, so that a commit between the read and the wait still wakes the reader.
          const woken = wakeups.next(this.orgId, POLL_MS, signal);
          const batch = await withinOrgScope(orgEntityManager(orm, this.orgId), this.orgId, async (em) => {
            const events = await eventsAfter(em, this.orgId, String(this.head), { limit: BATCH });
            return { events, properties: await propertiesOfEvents(em, this.orgId, events) };
          });
          if (batch.events.length) this.deliver(batch);
          if (batch.events.length < BATCH) await woken;
        }
      } catch (error) {
        // Every subscription of the org ends with the error (each resumes after its last id); the next starts a new reader.
        this.failure = error;
        if (feeds.get(this.orgId) === this) feeds.delete(this.orgId);
        for (const subscriber of this.subscribers) {
          subscriber.failure = error;
          subscriber.wake?.();
        }
        this.ready.resolve();
      }
    }

    private deliver(batch: ReadBatch) {
      this.head = idOf(batch.events.at(-1)!);
      this.recent.push(batch);
      let kept = this.recent.reduce((sum, each) => sum + each.events.length, 0);
      while (kept - this.recent[0]!.events.length >= recentEvents) {
        const dropped = this.recent.shift()!;
        kept -= dropped.events.length;
        this.floor = idOf(dropped.events.at(-1)!);
      }
      const readable = new Map<string, StoredEvent[]>();
      const given: Subscriber[] = [];
      for (const subscriber of this.subscribers) {
        if (!subscriber.live) continue;
        let events = readable.get(subscriber.audience);
        if (!events) readable.set(subscriber.audience, (events = batch.events.filter((event) => mayReadEvent(subscriber.actor, event, batch.properties))));
        // Every subscriber has its events now; only their wake-ups are spread over turns.
        this.offer(subscriber, events, this.head);
        given.push(subscriber);
      }
      wakeInTurns(given);
    }

    /**
     * Gives a live subscriber the events after its position, up to `through`; one that would overflow falls behind
     * instead. Its waking is the caller's: the feed wakes a batch's subscribers in turns, and a subscriber joining
     * is its own loop, which reads what it was given next.
     */
    private offer(subscriber: Subscriber, events: readonly StoredEvent[], through: bigint) {
      const position = subscriber.position!;
      const fresh = events.filter((event) => idOf(event) > position && (!subscriber.types || subscriber.types.has(event.type)));
      if (subscriber.waiting.length + fresh.length > bufferedEvents) {
        // It reads the outbox itself from its position once it has sent what it holds: the others never wait for it.
        subscriber.live = false;
      } else {
        subscriber.waiting.push(...fresh);
        if (through > position) subscriber.position = through;
      }
    }

    /** Runs a subscriber's own read of the outbox when its turn comes (see CATCH_UP_READS). */
    async catchUp<T>(read: () => Promise<T>): Promise<T> {
      if (this.catchingUp < CATCH_UP_READS) this.catchingUp += 1;
      else await new Promise<void>((resolve) => this.catchUpTurns.push(resolve));
      try {
        return await read();
      } finally {
        const next = this.catchUpTurns.shift();
        if (next) next();
        else this.catchingUp -= 1;
      }
    }

    /** Joins the feed when the subscriber is no further behind than the recent events (which it is given); false otherwise. */
    join(subscriber: Subscriber): boolean {
      if (this.head === undefined || subscriber.position! < this.floor) return false;
      subscriber.live = true;
      for (const batch of this.recent) {
        if (!subscriber.live) break;
        this.offer(
          subscriber,
          batch.events.filter((event) => mayReadEvent(subscriber.actor, event, batch.properties)),
          idOf(batch.events.at(-1)!),
        );
      }
      return subscriber.live;
    }
  }

  /** The subscriber's events, waiting for each as it needs. */
  async function* serve(feed: OrgFeed, subscriber: Subscriber, signal: AbortSignal): AsyncGenerator<StoredEvent> {
    const { orgId } = feed;
    try {
      await feed.ready.promise;
      subscriber.position ??= feed.head;
      feed.join(subscriber);
      while (!signal.aborted) {
        if (subscriber.failure !== undefined) throw subscriber.failure;
        const next = subscriber.waiting.shift();
        if (next) {
          yield next;
          continue;
        }
        if (subscriber.live) {
          const { promise, resolve } = Promise.withResolvers<void>();
          const wake = () => resolve();
          subscriber.wake = wake;
          signal.addEventListener('abort', wake, { once: true });
          await promise;
          signal.removeEventListener('abort', wake);
          continue;
        }
        // Behind the feed: its own bounded reads from its position, in short transactions, until it can join.
        // Of every type, so that its position passes the events it does not want too (and it can join the feed).
        const { rows, readable } = await feed.catchUp(() =>
          withinOrgScope(orgEntityManager(orm, orgId), orgId, async (em) => {
            const rows = await eventsAfter(em, orgId, String(subscriber.position), { limit: BATCH });
            return { rows, readable: await readableEvents(em, subscriber.actor, rows) };
          }),
        );
        subscriber.waiting.push(...readable.filter((event) => !subscriber.types || subscriber.types.has(event.type)));
        if (rows.length) subscriber.position = idOf(rows.at(-1)!);
        // A short batch means it has read all that was committed: the feed's recent events cover the rest, unless
        // more than they hold came meanwhile (then it reads on).
        if (rows.length < BATCH) feed.join(subscriber);
      }
    } finally {
      feed.leave(subscriber);
    }
  }

  return {
    subscribe({ actor, credential, after, types }) {
      if (after !== undefined && after !== null && !RESUME_POINT.test(after)) {
        throw validationFailed('The resume point is not an event id.', [{ path: 'after', message: 'Must be the id of an event.' }]);
      }
      const unknownTypes = (types ?? []).filter((type) => !isEventType(type));
      if (unknownTypes.length) {
        throw validationFailed('Unknown event types.', [{ path: 'types', message: `Not an event type: ${unknownTypes.join(', ')}.` }]);
      }
      const { orgId } = actor;
      if ((perCredential.get(credential) ?? 0) >= options.perToken) throw tooMany(options.perToken, 'access token');
      if ((feeds.get(orgId)?.subscribers.size ?? 0) >= options.perOrg) throw tooMany(options.perOrg, 'organisation on this server');
      if (open >= options.total) throw tooMany(options.total, 'server, for all organisations');
      let feed = feeds.get(orgId);
      if (!feed) feeds.set(orgId, (feed = new OrgFeed(orgId)));
      const subscriber: Subscriber = {
        actor,
        audience: audienceOf(actor),
        credential,
        types: types?.length ? new Set(types) : null,
        position: after === undefined || after === null ? undefined : BigInt(after),
        live: false,
        waiting: [],
      };
      feed.subscribers.add(subscriber);
      open++;
      perCredential.set(credential, (perCredential.get(credential) ?? 0) + 1);
      // Leaves at once when the subscription ends, even if it is never read from.
      const ending = new AbortController();
      const ended = AbortSignal.any([ending.signal, wakeups.closed]);
      const joined = feed;
      ended.addEventListener('abort', () => joined.leave(subscriber), { once: true });
      const events = serve(feed, subscriber, ended);
      // A generator would only notice a return() at its next event: this ends its wait at once.
      return {
        next: () => events.next(),
        return: () => {
          ending.abort();
          return events.return(undefined);
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    open: (orgId) => feeds.get(orgId)?.subscribers.size ?? 0,
  };
}
