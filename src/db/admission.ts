import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../domain/errors.js';

/**
 * The queue in front of the connection pool. Under load the service is busy,
 * not broken: requests past the pool's size wait their turn here, however
 * long the queue takes to move, as long as it moves. Two things end a wait
 * with UNAVAILABLE (503, Retry-After): a full queue (the excess is shed at
 * once), and a queue that admitted no one for `stallMs` (every connection
 * its waiters may take held by statements that do not end, or a database that
 * does not answer). An outage fails each connection attempt at once, so the queue
 * drains quickly.
 *
 * Orgs share it fairly: each org may hold at most `permitsPerOrg`
 * connections and have at most `queueMaxPerOrg` requests waiting (one more
 * is refused at once), and a released connection goes to the waiting org
 * that holds the fewest, the longest waiting first among equals. One org's
 * burst fills its own share, not the queue: another org is admitted at the
 * next release, or at once on the connections the first may not take. Work
 * of no org (migrations, housekeeping, probes) is the service's own, bounded
 * by itself: it takes its turn as one more org, without a cap (it may hold a
 * connection while it takes another, which a cap could deadlock).
 */
export interface AdmissionOptions {
  /** Connections the pool may hold: this many callers hold one at a time. */
  permits: number;
  /** Callers that may wait; one more is refused at once. */
  queueMax: number;
  /** Connections one org may hold at a time. */
  permitsPerOrg: number;
  /** Callers of one org that may wait; one more of that org is refused at once. */
  queueMaxPerOrg: number;
  /** How long the waiters wait for the queue to admit any of them at all. */
  stallMs: number;
  /** What the callers wait for, as a refusal names it ('a database connection' unless given). */
  waitingFor?: string;
}

export const DATABASE_BUSY = 'DATABASE_BUSY';

/** The queue is full: the caller is told to retry later, nothing was sent to the database. */
export class DatabaseBusy extends Error {
  override readonly name = 'DatabaseBusy';
  /** Kept when the ORM wraps the error as a statement's (a DriverException copies own properties but renames it). */
  readonly code = DATABASE_BUSY;
}

/** The org whose request takes the connections, set by the tenant scope (src/services/context.ts). */
const admittedOrg = new AsyncLocalStorage<string>();
/** The share of work done for no org. */
const NO_ORG = '';

/** Runs `work`, whose connections are admitted within `orgId`'s share (undefined: the share of work for no org). */
export function admittedFor<T>(orgId: string | undefined, work: () => Promise<T>): Promise<T> {
  return orgId === undefined ? work() : admittedOrg.run(orgId, work);
}

/** The share the calling code's connections are admitted in. */
export const currentShare = (): string => admittedOrg.getStore() ?? NO_ORG;

interface Waiter {
  admit(): void;
  refuse(error: Error): void;
  /** Arrival order across orgs. */
  arrival: number;
}

interface Share {
  held: number;
  waiting: Waiter[];
}

export class Admission {
  private free: number;
  private queuedCount = 0;
  private arrivals = 0;
  private readonly shares = new Map<string, Share>();
  private stall: NodeJS.Timeout | undefined;

  constructor(private readonly options: AdmissionOptions) {
    this.free = options.permits;
  }

  /** Callers waiting for a connection now. */
  get queued(): number {
    return this.queuedCount;
  }

  /**
   * Resolves when the caller may take a connection for `share` (an org id); rejects when the queue or the share's
   * part of it is full, or the pool stalled. A caller that gives up (`signal` aborts) while waiting leaves the queue.
   */
  enter(share: string = NO_ORG, signal?: AbortSignal): Promise<void> {
    const own = this.shareOf(share);
    if (this.free > 0 && own.held < this.permitsOf(share)) {
      this.free--;
      own.held++;
      return Promise.resolve();
    }
    const waitingFor = this.options.waitingFor ?? 'a database connection';
    const full =
      this.queuedCount >= this.options.queueMax
        ? `More than ${this.options.queueMax} requests are waiting for ${waitingFor}.`
        : share !== NO_ORG && own.waiting.length >= this.options.queueMaxPerOrg
          ? `More than ${this.options.queueMaxPerOrg} requests of one organisation are waiting for ${waitingFor}.`
          : undefined;
    if (full) {
      this.forget(share, own);
      return Promise.reject(new DatabaseBusy(full));
    }
    return new Promise((admit, refuse) => {
      const waiter = { admit, refuse, arrival: this.arrivals++ };
      own.waiting.push(waiter);
      this.queuedCount++;
      this.stall ??= setTimeout(() => this.stalled(), this.options.stallMs).unref();
      // Fires at the request's end too, long after its admission: the refusal (an Error, its stack) is made only for a caller still waiting.
      signal?.addEventListener('abort', () => this.withdraw(share, waiter, waitingFor), { once: true });
    });
  }

  /** A waiter that gave up leaves the queue (admitted or refused already, nothing happens). */
  private withdraw(name: string, waiter: Waiter, waitingFor: string): void {
    const share = this.shares.get(name);
    const at = share?.waiting.indexOf(waiter) ?? -1;
    if (at < 0) return;
    share!.waiting.splice(at, 1);
    this.queuedCount--;
    this.forget(name, share!);
    if (!this.queuedCount) this.stopWatching();
    waiter.refuse(new Error(`The caller stopped waiting for ${waitingFor}.`));
  }

  /** The caller gave back the connection it took for `share` (or never got it): the next waiter's turn. */
  leave(share: string = NO_ORG): void {
    const own = this.shareOf(share);
    own.held--;
    this.free++;
    this.forget(share, own);
    const next = this.nextShare();
    if (next) {
      const [name, chosen] = next;
      const waiter = chosen.waiting.shift()!;
      this.queuedCount--;
      this.free--;
      chosen.held++;
      this.forget(name, chosen);
      waiter.admit();
    }
    // Progress: the waiters' patience starts again.
    if (!this.queuedCount) this.stopWatching();
    else if (next) this.stall?.refresh();
  }

  /** The waiting share that may take a connection and holds the fewest; among equals, the one waiting longest. */
  private nextShare(): [string, Share] | undefined {
    let best: [string, Share] | undefined;
    for (const entry of this.shares) {
      const [name, share] = entry;
      if (!share.waiting.length || share.held >= this.permitsOf(name)) continue;
      const [, current] = best ?? [];
      if (!current || share.held < current.held || (share.held === current.held && share.waiting[0]!.arrival < current.waiting[0]!.arrival)) best = entry;
    }
    return best;
  }

  private permitsOf(name: string): number {
    return name === NO_ORG ? this.options.permits : this.options.permitsPerOrg;
  }

  private shareOf(name: string): Share {
    let share = this.shares.get(name);
    if (!share) this.shares.set(name, (share = { held: 0, waiting: [] }));
    return share;
  }

  /** An org that holds nothing and waits for nothing leaves no entry behind. */
  private forget(name: string, share: Share): void {
    if (!share.held && !share.waiting.length) this.shares.delete(name);
  }

  private stalled(): void {
    const waiting = [...this.shares.values()].flatMap((share) => share.waiting.splice(0));
    this.queuedCount = 0;
    this.stall = undefined;
    for (const [name, share] of this.shares) this.forget(name, share);
    // The message isDatabaseUnavailable knows from the pool's own acquire timeout.
    for (const waiter of waiting) waiter.refuse(new Error(`Timeout acquiring a connection: the pool released none in ${this.options.stallMs} ms.`));
  }

  private stopWatching(): void {
    clearTimeout(this.stall);
    this.stall = undefined;
  }
}

export interface OrgTurnOptions {
  /** Callers of one org worked on at once. */
  perOrg: number;
  /** Callers of one org that may wait for their turn; one more is refused at once. */
  queuePerOrg: number;
  /** What the callers wait for, as a refusal names it. */
  waitingFor: string;
}

/** Past this with none of an org's turns ended (each ends by the statement timeout), its waiting callers are refused. */
const TURN_STALL_MS = 30_000;

/**
 * Each org's turns at some work of this process, with no pool behind them
 * (the admission queue's per-org shares without its bounds for all orgs):
 * `perOrg` callers of an org at a time, the next waiting in the org's line.
 * A caller refused (a full line, a line that did not move for 30 s, a caller
 * that left) is told UNAVAILABLE (503, Retry-After): the process is busy with
 * its org, not broken.
 */
export class OrgTurns {
  private readonly turns: Admission;

  constructor({ perOrg, queuePerOrg, waitingFor }: OrgTurnOptions) {
    this.turns = new Admission({
      permits: Number.POSITIVE_INFINITY,
      queueMax: Number.POSITIVE_INFINITY,
      permitsPerOrg: perOrg,
      queueMaxPerOrg: queuePerOrg,
      stallMs: TURN_STALL_MS,
      waitingFor,
    });
  }

  /** Resolves at the caller's turn in `orgId`'s line; a caller that gives up (`signal` aborts) while waiting leaves it. */
  async take(orgId: string, signal?: AbortSignal): Promise<void> {
    try {
      await this.turns.enter(orgId, signal);
    } catch (error) {
      throw new AppError('UNAVAILABLE', error instanceof Error ? error.message : String(error));
    }
  }

  /** The caller's turn is over (it must have had one): the next in the org's line goes in. */
  giveBack(orgId: string): void {
    this.turns.leave(orgId);
  }
}

/** The parts of a knex client that take and give back its pool's connections. */
export interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/** Puts `admission` in front of a knex client's pool: every connection taken is admitted first, and given back through it. */
export function admitThrough(client: PoolClient, admission: Admission): void {
  const acquire = client.acquireConnection.bind(client);
  const release = client.releaseConnection.bind(client);
  // Each connection taken, with the share it was admitted in.
  const admitted = new Map<unknown, string>();
  client.acquireConnection = async () => {
    const share = currentShare();
    await admission.enter(share);
    try {
      const connection = await acquire();
      admitted.set(connection, share);
      return connection;
    } catch (error) {
      admission.leave(share);
      throw error;
    }
  };
  client.releaseConnection = async (connection) => {
    const done = release(connection);
    // Back in the pool first, so the next waiter finds it free.
    const share = admitted.get(connection);
    if (share !== undefined) {
      admitted.delete(connection);
      admission.leave(share);
    }
    return done;
  };
}
