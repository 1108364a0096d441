import { setTimeout as delay } from 'node:timers/promises';
import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Orm } from './orm.js';

/**
 * One dedicated connection per process LISTENing on a PostgreSQL channel
 * whose payload is an org id, optionally followed by words naming other
 * waiters to wake ("<org id> deliveries"). A notification only wakes whoever
 * waits for that org (or for any) or for one of its words: they then read the table itself from where they
 * were, so a notification lost while the connection was down loses nothing;
 * on reconnecting every waiter is woken to catch up.
 *
 * The same connection sends the process's notifications, after the commits
 * they tell of (notifyAfterCommit), never from a request's transaction:
 * PostgreSQL takes one lock for the whole database (on its notification
 * queue) at the commit of a transaction that notified and holds it until that
 * commit ends, its WAL flush included, so every writing transaction of every
 * org would commit one at a time behind the slowest (docs/decisions.md).
 */
export interface Notifications {
  /** Resolves on the next notification for the org or word (null: any), after `timeoutMs`, or when `signal` aborts. */
  next(orgId: string | null, timeoutMs: number, signal?: AbortSignal): Promise<void>;
  /**
   * Sends `payload` ("<org id>[ <word>...]") on the channel from this connection, soon, without waiting: payloads
   * of one org given while a send is under way go out merged in the next one. Kept while the connection is down,
   * sent once it listens again; lost only with the process (the readers' own polls then find the work).
   */
  notify(payload: string): void;
  /** Aborts when close() is called: long readers stop with it. */
  closed: AbortSignal;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
const FLUSH_AT_CLOSE_MS = 2000;

export function listenTo(url: string, channel: string, log: (message: string, error?: unknown) => void): Notifications {
  const waiters = new Map<string | null, Set<() => void>>();
  let client: pg.Client | undefined;
  const closing = new AbortController();
  const isClosed = () => closing.signal.aborted;
  let reconnect: NodeJS.Timeout | undefined;

  // null wakes everyone; an org id or a word wakes its own waiters and those waiting for any notification.
  const wake = (waitingFor: string | null) => {
    for (const key of waitingFor === null ? [...waiters.keys()] : [waitingFor, null]) {
      const set = waiters.get(key);
      waiters.delete(key);
      for (const resolve of set ?? []) resolve();
    }
  };

  // What this process has to send, merged per org (its words), and the send under way.
  const unsent = new Map<string, Set<string>>();
  let sending: Promise<void> | undefined;
  const keep = (payload: string) => {
    const [orgId = '', ...words] = payload.split(' ');
    let kept = unsent.get(orgId);
    if (!kept) unsent.set(orgId, (kept = new Set()));
    for (const word of words) kept.add(word);
  };
  const send = (): Promise<void> => {
    const on = client;
    if (sending || !on || !unsent.size) return sending ?? Promise.resolve();
    const payloads = [...unsent].map(([orgId, words]) => [orgId, ...words].join(' '));
    unsent.clear();
    sending = on.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [channel, payloads]).then(
      () => {
        sending = undefined;
        // Those given meanwhile.
        void send();
      },
      (error: unknown) => {
        sending = undefined;
        // Sent again with the next notification or on the next connection.
        payloads.forEach(keep);
        log('event notifications: cannot notify', error);
      },
    );
    return sending;
  };

  const connect = async () => {
    if (isClosed()) return;
    const next = new pg.Client({ connectionString: url, application_name: 'rental notifications' });
    next.on('notification', (message) => {
      const [orgId, ...words] = (message.payload ?? '').split(' ');
      wake(orgId || null);
      for (const word of words) wake(word);
    });
    next.on('error', (error) => log('event notifications: connection lost', error));
    next.on('end', () => {
      if (client !== next || isClosed()) return;
      client = undefined;
      reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    });
    try {
      await next.connect();
      // Its commits need not wait for the WAL flush: a notification is not kept across a crash anyway, and the
      // database-wide lock its commit holds is then held the shortest time.
      await next.query(`set synchronous_commit = off; listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (isClosed()) await next.end();
      // Whatever was notified while no connection listened: everyone reads again, and this process's unsent go out.
      wake(null);
      void send();
    } catch (error) {
      log('event notifications: cannot listen', error);
      await next.end().catch(() => undefined);
      if (!isClosed()) reconnect = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();

  return {
    next(orgId, timeoutMs, signal) {
      if (isClosed() || signal?.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          waiters.get(orgId)?.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        signal?.addEventListener('abort', done, { once: true });
        let set = waiters.get(orgId);
        if (!set) waiters.set(orgId, (set = new Set()));
        set.add(done);
      });
    },
    notify(payload) {
      keep(payload);
      void send();
    },
    closed: closing.signal,
    async close() {
      closing.abort();
      clearTimeout(reconnect);
      wake(null);
      // What the process's last commits have to tell (the send under way, then the rest), before the connection goes;
      // not longer than FLUSH_AT_CLOSE_MS (a notification waits for the commits of others that notified).
      const flushed = (async () => {
        await sending;
        await send();
      })();
      await Promise.race([flushed, delay(FLUSH_AT_CLOSE_MS, undefined, { ref: false })]);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** What each transaction (its outermost: a savepoint's release commits nothing) has to notify once it has committed. */
const afterCommit = new WeakMap<object, string[]>();
/** The connection each ORM notifies through (by its configuration, which every EntityManager forked from it shares). */
const senders = new WeakMap<object, Notifications>();

/** `orm`'s notifications (notifyAfterCommit) go through `notifications`' connection, the process's listening one. */
export function notifyThrough(orm: Orm, notifications: Notifications): void {
  senders.set(orm.config, notifications);
}

/**
 * Notifies `payload` once `em`'s transaction has committed (at once when it runs in none), never if it rolls back.
 * Without a connection to notify through (a script's ORM), nothing is sent: the readers' polls find the work.
 */
export function notifyAfterCommit(em: EntityManager, payload: string): void {
  let transaction = em.getTransactionContext<Knex.Transaction>();
  if (!transaction) return void senders.get(em.config)?.notify(payload);
  while (transaction.parentTransaction) transaction = transaction.parentTransaction;
  const payloads = afterCommit.get(transaction);
  if (payloads) payloads.push(payload);
  else afterCommit.set(transaction, [payload]);
}

/** Hands each committed transaction's notifications to its ORM's connection (every ORM has it: openDatabase). */
export const notifyingAfterCommit: EventSubscriber = {
  afterTransactionCommit({ em, transaction }: TransactionEventArgs) {
    const payloads = afterCommit.get(transaction as object);
    if (!payloads) return;
    afterCommit.delete(transaction as object);
    const sender = senders.get(em.config);
    for (const payload of payloads) sender?.notify(payload);
  },
};
