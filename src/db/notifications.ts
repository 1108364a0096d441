import pg from 'pg';

/**
 * One dedicated connection per process LISTENing on a PostgreSQL channel
 * whose payload is an org id, optionally followed by words naming other
 * waiters to wake ("<org id> deliveries"). A notification only wakes whoever
 * waits for that org (or for any) or for one of its words: they then read the table itself from where they
 * were, so a notification lost while the connection was down loses nothing;
 * on reconnecting every waiter is woken to catch up.
 */
export interface Notifications {
  /** Resolves on the next notification for the org or word (null: any), after `timeoutMs`, or when `signal` aborts. */
  next(orgId: string | null, timeoutMs: number, signal?: AbortSignal): Promise<void>;
  /** Aborts when close() is called: long readers stop with it. */
  closed: AbortSignal;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

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

  const connect = async () => {
    if (isClosed()) return;
    const next = new pg.Client({ connectionString: url });
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
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      if (isClosed()) await next.end();
      // Whatever was notified while no connection listened: everyone reads again.
      wake(null);
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
    closed: closing.signal,
    async close() {
      closing.abort();
      clearTimeout(reconnect);
      wake(null);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
