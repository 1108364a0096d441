import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { StartupError } from './startup-error.js';

/**
 * A migration's lock waits, bounded (docs/upgrading.md, "While the migrations run").
 *
 * A statement waiting for a lock queues every later request for that lock behind it: an
 * ALTER TABLE waiting for a long transaction of the release still serving would block every
 * read and write of its table, for every org, until that transaction ended. So each migration
 * waits at most `lockTimeoutMs` for any lock (PostgreSQL's lock_timeout); when it gives up, its
 * transaction rolls back (its queue with it), and it is tried again after a pause that doubles,
 * a bounded number of times, as strong_migrations, pgroll and GitLab's with_lock_retries do.
 * Then the run fails, naming the migration and the session it waited for.
 */
export interface MigrationLockOptions {
  /** lock_timeout of every statement of a migration (MIGRATION_LOCK_TIMEOUT_MS); 0: wait as long as it takes. */
  lockTimeoutMs?: number;
  /** Times a migration is tried before the run fails (MIGRATION_LOCK_ATTEMPTS). */
  lockAttempts?: number;
  /** Told each time a migration gave up waiting and will be tried again. */
  onLockRetry?: (retry: LockRetry) => void;
  /** Ends the pause before the next attempt (the run then fails with the abort): a process stopping does not wait for it. */
  signal?: AbortSignal;
}

export interface LockRetry {
  migration: string;
  /** The attempt that gave up (1-based) and how many there may be. */
  attempt: number;
  attempts: number;
  /** Until the next attempt. */
  delayMs: number;
  /** The sessions it waited for, as last seen; empty when none was seen. */
  blockers: LockBlocker[];
}

/** A session holding a lock a migration waited for (pg_stat_activity). */
export interface LockBlocker {
  pid: number;
  user: string | null;
  application: string | null;
  state: string | null;
  /** Seconds since its transaction began. */
  transactionSeconds: number | null;
  /** Its current or last statement (its first 200 characters); null when this role may not see it (pg_read_all_stats may). */
  query: string | null;
  /** On Citus, the node it runs on (a shard's lock is waited for on its worker). */
  node?: string;
}

/** The backend of a migration's transaction: its pid, and on Citus its global pid (citus_backend_gpid()). */
export interface MigrationBackend {
  pid: number;
  gpid?: string;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 2000;
export const DEFAULT_LOCK_ATTEMPTS = 10;
const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 30_000;
/** PostgreSQL's lock_not_available (lock_timeout reached). */
const LOCK_NOT_AVAILABLE = '55P03';

/** The statement that bounds every lock wait of the transaction it runs in (none with 0). */
export const lockTimeoutStatement = (lockTimeoutMs: number) => `set local lock_timeout = ${Math.trunc(lockTimeoutMs)}`;

/** The migrator wraps the driver's error, which wraps PostgreSQL's. */
function isLockTimeout(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
}

/**
 * Who blocks a migration's backend: sampled on a connection of its own while the migration runs, since once
 * lock_timeout cancels the wait, pg_blocking_pids no longer tells whom it was for.
 */
class BlockerWatch {
  #client: pg.Client | undefined;
  #backend: MigrationBackend | undefined;
  #seen: LockBlocker[] = [];
  #running: Promise<void> | undefined;
  #stop: AbortController | undefined;

  constructor(
    private readonly url: string,
    private readonly intervalMs: number,
  ) {}

  /** The backend of the migration's transaction, from the migration itself. */
  watch(backend: MigrationBackend): void {
    this.#backend = backend;
    this.#seen = [];
    if (!this.#stop) {
      this.#stop = new AbortController();
      this.#running = this.#loop(this.#stop.signal);
    }
  }

  /** The blockers last seen for the backend watched, and stop watching it. */
  async settle(): Promise<LockBlocker[]> {
    this.#stop?.abort();
    this.#stop = undefined;
    await this.#running;
    this.#backend = undefined;
    return this.#seen;
  }

  async close(): Promise<void> {
    await this.settle();
    await this.#client?.end().catch(() => undefined);
  }

  async #loop(stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      const backend = this.#backend;
      if (backend) {
        const blockers = await this.#sample(backend).catch(() => this.#reconnect());
        if (blockers.length && backend === this.#backend) this.#seen = blockers;
      }
      await sleep(this.intervalMs, undefined, { signal: stop }).catch(() => undefined);
    }
  }

  /** After a failed sample, the next one connects again. */
  async #reconnect(): Promise<LockBlocker[]> {
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
    return [];
  }

  async #sample({ pid, gpid }: MigrationBackend): Promise<LockBlocker[]> {
    if (!this.#client) {
      const client = new pg.Client({ connectionString: this.url, application_name: 'rental migrate: lock watch' });
      client.on('error', () => undefined);
      await client.connect();
      this.#client = client;
    }
    const columns = `a.pid, a.usename as user, a.application_name as application, a.state, a.query,
      round(extract(epoch from now() - a.xact_start))::int as "transactionSeconds"`;
    let { rows } = await this.#client.query<LockBlocker>(
      `select ${columns} from pg_stat_activity a where a.pid = any(pg_blocking_pids($1)) order by a.xact_start`,
      [pid],
    );
    // On Citus a shard's lock is waited for on its worker, where the coordinator's backend does not wait itself.
    if (!rows.length && gpid) {
      ({ rows } = await this.#client.query<LockBlocker>(
        `select ${columns}, n.nodename || ':' || n.nodeport as node
           from citus_lock_waits w
           join citus_stat_activity a on a.global_pid = w.blocking_gpid and a.nodeid = w.blocking_nodeid
           join pg_dist_node n on n.nodeid = w.blocking_nodeid
          where w.waiting_gpid = $1 order by a.xact_start`,
        [gpid],
      ));
    }
    // Without pg_read_all_stats, another role's statement reads '<insufficient privilege>'. Its start says what it is.
    return rows.map(({ query, ...row }) => ({
      ...row,
      query: query && query !== '<insufficient privilege>' ? query.replace(/\s+/g, ' ').trim().slice(0, 200) : null,
    }));
  }
}

const describeBlocker = ({ pid, node, user, application, state, transactionSeconds, query }: LockBlocker) =>
  `pid ${pid}${node ? ` on ${node}` : ''} (${[
    user && `user ${user}`,
    application && `application "${application}"`,
    state,
    transactionSeconds !== null && `transaction open ${transactionSeconds} s`,
    query ? `statement: ${JSON.stringify(query)}` : 'statement not visible to this role',
  ]
    .filter(Boolean)
    .join(', ')})`;

/** Describes the sessions a migration waited for, for a log line or the run's error. */
export const describeBlockers = (blockers: LockBlocker[]) => (blockers.length ? blockers.map(describeBlocker).join('; ') : 'a session not seen');

/** The log line of a retry. */
export const lockRetryMessage = ({ migration, attempt, attempts, delayMs, blockers }: LockRetry) =>
  `${migration} gave up waiting for a lock held by ${describeBlockers(blockers)} and rolled back; attempt ${attempt + 1} of ${attempts} in ${delayMs} ms`;

/**
 * Runs migrations one by one, each as `apply(name)` (a transaction of its own), tried again when it gave up waiting
 * for a lock. `watchBackend` is what each migration calls with its backend, before its statements run.
 */
export async function withLockRetries<T>(
  url: string,
  { lockTimeoutMs, lockAttempts = DEFAULT_LOCK_ATTEMPTS, onLockRetry, signal }: MigrationLockOptions & { lockTimeoutMs: number },
  run: (apply: (name: string, attempt: () => Promise<void>) => Promise<void>, watchBackend: (backend: MigrationBackend) => void) => Promise<T>,
): Promise<T> {
  // A few samples per wait, so the last one before the timeout is seldom missed.
  const watch = new BlockerWatch(url, Math.min(250, Math.max(20, lockTimeoutMs / 4)));
  const apply = async (name: string, attempt: () => Promise<void>) => {
    for (let tried = 1; ; tried++) {
      try {
        await attempt();
        await watch.settle();
        return;
      } catch (error) {
        const blockers = await watch.settle();
        if (!lockTimeoutMs || !isLockTimeout(error)) throw error;
        if (tried >= lockAttempts) {
          throw new StartupError(
            `${name} was not applied: ${lockAttempts} times it waited ${lockTimeoutMs} ms (MIGRATION_LOCK_TIMEOUT_MS) for a lock held by ` +
              `${describeBlockers(blockers)}, then gave way to the requests queued behind it. The migrations before it are applied. ` +
              `Run the migrations again once that transaction has ended (or end it: select pg_terminate_backend(pid)).`,
            { cause: error },
          );
        }
        // Doubling, with jitter, so that several runs or a busy table do not meet the same moment again.
        const delayMs = Math.round(Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** (tried - 1)) * (0.5 + Math.random() / 2));
        onLockRetry?.({ migration: name, attempt: tried, attempts: lockAttempts, delayMs, blockers });
        await sleep(delayMs, undefined, { signal });
      }
    }
  };
  try {
    return await run(apply, (backend) => lockTimeoutMs && watch.watch(backend));
  } finally {
    await watch.close();
  }
}
