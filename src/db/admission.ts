/**
 * The queue in front of the connection pool. Under load the service is busy,
 * not broken: requests past the pool's size wait their turn here, in order,
 * however long the queue takes to move, as long as it moves. Two things end a
 * wait with UNAVAILABLE (503, Retry-After): a queue already holding
 * `queueMax` requests (the excess is shed at once), and a pool that released
 * no connection for `stallMs` (every connection held by statements that do
 * not end, or a database that does not answer). An outage fails each
 * connection attempt at once, so the queue drains quickly.
 */
export interface AdmissionOptions {
  /** Connections the pool may hold: this many callers hold one at a time. */
  permits: number;
  /** Callers that may wait; one more is refused at once. */
  queueMax: number;
  /** How long the waiters wait for the pool to release any connection at all. */
  stallMs: number;
}

export const DATABASE_BUSY = 'DATABASE_BUSY';

/** The queue is full: the caller is told to retry later, nothing was sent to the database. */
export class DatabaseBusy extends Error {
  override readonly name = 'DatabaseBusy';
  /** Kept when the ORM wraps the error as a statement's (a DriverException copies own properties but renames it). */
  readonly code = DATABASE_BUSY;
}

interface Waiter {
  admit(): void;
  refuse(error: Error): void;
}

export class Admission {
  private free: number;
  private waiting: Waiter[] = [];
  private stall: NodeJS.Timeout | undefined;

  constructor(private readonly options: AdmissionOptions) {
    this.free = options.permits;
  }

  /** Callers waiting for a connection now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves when the caller may take a connection; rejects when the queue is full or the pool stalled. */
  enter(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.queueMax) {
      return Promise.reject(new DatabaseBusy(`More than ${this.options.queueMax} requests are waiting for a database connection.`));
    }
    return new Promise((admit, refuse) => {
      this.waiting.push({ admit, refuse });
      this.stall ??= setTimeout(() => this.stalled(), this.options.stallMs).unref();
    });
  }

  /** The caller gave its connection back (or never got one): the next waiter's turn. */
  leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.free++;
    // Progress: the waiters' patience starts again.
    if (!this.waiting.length) this.stopWatching();
    else this.stall?.refresh();
  }

  private stalled(): void {
    const waiting = this.waiting;
    this.waiting = [];
    this.stall = undefined;
    // The message isDatabaseUnavailable knows from the pool's own acquire timeout.
    for (const waiter of waiting) waiter.refuse(new Error(`Timeout acquiring a connection: the pool released none in ${this.options.stallMs} ms.`));
  }

  private stopWatching(): void {
    clearTimeout(this.stall);
    this.stall = undefined;
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
  const admitted = new Set<unknown>();
  client.acquireConnection = async () => {
    await admission.enter();
    try {
      const connection = await acquire();
      admitted.add(connection);
      return connection;
    } catch (error) {
      admission.leave();
      throw error;
    }
  };
  client.releaseConnection = async (connection) => {
    const done = release(connection);
    // Back in the pool first, so the next waiter finds it free.
    if (admitted.delete(connection)) admission.leave();
    return done;
  };
}
