import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTo, type Notifications } from '../src/db/notifications.js';
import type { Actor } from '../src/domain/roles.js';
import { type EventFeeds, openEventFeeds } from '../src/services/events/event-feeds.js';
import { EVENT_CHANNEL, type StoredEvent } from '../src/services/events/events.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { CreateBookingDoc, createProperty, createUnit } from './helpers/fixtures.js';
import { countingOutboxReads } from './helpers/outbox-reads.js';

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let notifications: Notifications;
/** The org readers' waits for a wake-up, per org: a running reader has one. */
const waiting = new Map<string | null, number>();
let feeds: EventFeeds;
let propertyId: string;

const actorOf = ({ userId, orgId, roles }: Caller): Actor => ({ userId, orgId, roles });

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant } = await t.cast());
  notifications = listenTo(t.databaseUrl, EVENT_CHANNEL, () => undefined);
  const wakeups = {
    closed: notifications.closed,
    async next(orgId: string | null, timeoutMs: number, signal?: AbortSignal) {
      waiting.set(orgId, (waiting.get(orgId) ?? 0) + 1);
      try {
        await notifications.next(orgId, timeoutMs, signal);
      } finally {
        waiting.set(orgId, waiting.get(orgId)! - 1);
      }
    },
  };
  // Small buffers, so that a few events overflow them.
  feeds = openEventFeeds(t.orm, wakeups, { perToken: 100, perOrg: 100, total: 1000, bufferedEvents: 3, recentEvents: 4 });
  propertyId = await createProperty(t, owner);
});
afterAll(async () => {
  await notifications.close();
  await t.close();
});

const latest = async () => (await t.sql<{ id: string }>('select coalesce(max(id), 0)::text as id from event where org_id = $1', [owner.orgId]))[0]!.id;
const eventIdsAfter = async (after: string) =>
  (await t.sql<{ id: string }>('select id::text as id from event where org_id = $1 and id > $2 order by event.id', [owner.orgId, after])).map((row) => row.id);

let units = 0;
/** Commits `count` events (a unit each), one transaction after the other. */
async function writeEvents(count: number) {
  for (let i = 0; i < count; i += 1) await createUnit(t, owner, propertyId, `F${(units += 1)}`);
}

/** The ids of the next `count` events (failing after 15 s without them). */
async function take(events: AsyncIterator<StoredEvent>, count: number): Promise<string[]> {
  const ids: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out with ${ids.length} of ${count}: ${ids.join()}`)), 15_000)));
  try {
    while (ids.length < count) {
      const next = await Promise.race([events.next(), late]);
      if (next.done) throw new Error(`ended after ${ids.length} of ${count}`);
      ids.push(next.value.id);
    }
    return ids;
  } finally {
    clearTimeout(timer);
  }
}

describe('the org reader', () => {
  it('lets a slow subscriber fall behind without holding up the others: it reads what it missed itself, then rejoins', async () => {
    const start = await latest();
    const fast = feeds.subscribe({ actor: actorOf(manager), credential: 'fast', after: start });
    const slow = feeds.subscribe({ actor: actorOf(manager), credential: 'slow', after: start });
    try {
      await writeEvents(1);
      const [first] = await take(slow, 1);
      // Eight events while the slow one reads nothing: more than the three it may hold.
      await writeEvents(8);
      const fastIds = await take(fast, 9);
      expect(fastIds).toEqual(await eventIdsAfter(start));
      const { result: slowIds, reads } = await countingOutboxReads(() => take(slow, 8));
      expect([first, ...slowIds]).toEqual(fastIds);
      expect(reads).toBeGreaterThan(0);
      // Back on the shared feed: the next event reaches both, once.
      await writeEvents(1);
      const [fastNext, slowNext] = await Promise.all([take(fast, 1), take(slow, 1)]);
      expect(slowNext).toEqual(fastNext);
      expect([...fastIds, ...fastNext!]).toEqual(await eventIdsAfter(start));
    } finally {
      await Promise.all([fast.return!(), slow.return!()]);
    }
  });

  it('gives a subscriber resuming from before its recent events what it missed from the outbox, then the feed, without a gap or a repeat', async () => {
    const start = await latest();
    const keeper = feeds.subscribe({ actor: actorOf(manager), credential: 'keeper', after: start });
    try {
      await writeEvents(6);
      // More events than the reader keeps (four) have passed since `start`.
      await take(keeper, 6);
      const resuming = feeds.subscribe({ actor: actorOf(manager), credential: 'resuming', after: start });
      // Of one type only, among events of other types: it passes them and still joins the feed.
      const bookings = feeds.subscribe({ actor: actorOf(tenant), credential: 'bookings', after: start, types: ['booking.created'] });
      const bookingEvent = take(bookings, 1);
      const caughtUp = await take(resuming, 6);
      await writeEvents(2);
      const { result, reads } = await countingOutboxReads(async () => {
        const live = await take(resuming, 2);
        const unitId = await createUnit(t, owner, propertyId, 'FB');
        const booking = await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2026-03-01', endDate: '2026-09-01' } }, manager);
        return { live, booking: booking.data!.createBooking.id, bookingEvent: (await bookingEvent)[0] };
      });
      expect([...caughtUp, ...result.live]).toEqual((await eventIdsAfter(start)).slice(0, 8));
      const [stored] = await t.sql<{ id: string; subject_id: string }>("select id::text as id, subject_id from event where org_id = $1 and type = 'booking.created' and id > $2", [owner.orgId, start]);
      expect(stored).toEqual({ id: result.bookingEvent, subject_id: result.booking });
      // Both joined the shared reader: a read or two per event (and the typed one's last catch-up), no subscriber reading on its own.
      expect(reads).toBeLessThanOrEqual(6);
      await Promise.all([resuming.return!(), bookings.return!()]);
    } finally {
      await keeper.return!();
    }
  });

  it('lets two subscribers of an org at a time read what they missed, the others waiting their turn, not the pool', async () => {
    const start = await latest();
    const keeper = feeds.subscribe({ actor: actorOf(manager), credential: 'keeper', after: start });
    const resuming = Array.from({ length: 40 }, (_, i) => feeds.subscribe({ actor: actorOf(manager), credential: `storm ${i}`, after: start }));
    try {
      await writeEvents(6);
      await take(keeper, 6);
      // All resume together from before the reader's recent events.
      const { result, mostAtOnce } = await countingOutboxReads(() => Promise.all(resuming.map((events) => take(events, 6))));
      const expected = await eventIdsAfter(start);
      for (const ids of result) expect(ids).toEqual(expected);
      // Two catching up, and the reader's own poll if it falls meanwhile.
      expect(mostAtOnce).toBeLessThanOrEqual(3);
    } finally {
      await Promise.all([keeper, ...resuming].map((events) => events.return!()));
    }
  });

  it('spreads a batch over turns of the event loop: another request waits behind some of the subscribers, not all of them', async () => {
    const start = await latest();
    const subscribers = Array.from({ length: 100 }, (_, i) => feeds.subscribe({ actor: actorOf(manager), credential: `spread ${i}`, after: start }));
    try {
      await writeEvents(1);
      await Promise.all(subscribers.map((subscriber) => take(subscriber, 1)));
      // Every one live on the feed: the next event reaches them all from one read.
      let turn = 0;
      let counting = true;
      const count = () => {
        turn += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      const received = subscribers.map(async (subscriber) => (await take(subscriber, 1), turn));
      await writeEvents(1);
      const turns = await Promise.all(received);
      counting = false;
      // All at once (one turn) before; 20 a turn now.
      expect(new Set(turns).size).toBeGreaterThan(1);
    } finally {
      await Promise.all(subscribers.map((subscriber) => subscriber.return!()));
    }
  });

  it('stops when the last subscriber of the org leaves, even one waiting for an event; the next one starts it again', async () => {
    const a = feeds.subscribe({ actor: actorOf(manager), credential: 'a' });
    const b = feeds.subscribe({ actor: actorOf(tenant), credential: 'b' });
    const pending = a.next();
    expect(feeds.open(owner.orgId)).toBe(2);
    await expect.poll(() => waiting.get(owner.orgId)).toBe(1);
    await b.return!();
    expect(feeds.open(owner.orgId)).toBe(1);
    await a.return!();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(feeds.open(owner.orgId)).toBe(0);
    await expect.poll(() => waiting.get(owner.orgId)).toBe(0);

    const start = await latest();
    const again = feeds.subscribe({ actor: actorOf(manager), credential: 'again', after: start });
    try {
      await writeEvents(1);
      expect(await take(again, 1)).toEqual(await eventIdsAfter(start));
    } finally {
      await again.return!();
    }
  });

  it('ends every subscription of the org with the error when a read fails; the next subscription starts a new reader', async () => {
    const start = await latest();
    const subscribers = [manager, tenant].map((caller) => feeds.subscribe({ actor: actorOf(caller), credential: `failing ${caller.userId}`, after: start }));
    const endings = subscribers.map((events) => events.next());
    await expect.poll(() => waiting.get(owner.orgId)).toBe(1);
    // The outbox goes missing under the running reader, which a notification then wakes.
    await t.sql('alter table event rename to event_away');
    try {
      await t.sql('select pg_notify($1, $2)', [EVENT_CHANNEL, owner.orgId]);
      for (const ending of endings) await expect(ending).rejects.toThrow(/relation "event" does not exist/);
      expect(feeds.open(owner.orgId)).toBe(0);
    } finally {
      await t.sql('alter table event_away rename to event');
    }
    const again = feeds.subscribe({ actor: actorOf(manager), credential: 'after the failure', after: start });
    try {
      await writeEvents(1);
      expect(await take(again, 1)).toEqual(await eventIdsAfter(start));
    } finally {
      await again.return!();
    }
  });
});
