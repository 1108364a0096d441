import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statements a transaction begins with, sent in one round trip with its first
 * statement (`BEGIN; set local ...; select ...` as one simple query): every
 * request's transaction starts by setting its tenant scope, and a round trip
 * of its own for BEGIN showed in the bench's latency and CPU (a small read
 * takes two round trips, its statement and COMMIT, where it took three).
 * Citus refuses a query that shares its simple query with propagated SET
 * LOCALs ("cannot execute a distributed query from a query on a shard"), so
 * there BEGIN and the scope keep their own round trip.
 */
const pending = new AsyncLocalStorage<{ statements: string; taken: boolean }>();

/** Runs `work`, whose first top-level transaction begins with `statements`. */
export function beginningWith<T>(statements: string, work: () => Promise<T>): Promise<T> {
  return pending.run({ statements, taken: false }, work);
}

interface Transaction {
  begin(connection: unknown): Promise<unknown>;
  query(connection: unknown, sql: string): Promise<unknown>;
  isCompleted(): boolean;
}

/** The parts of a knex client this wraps. */
interface TransactionClient {
  transaction(container: unknown, config: unknown, outerTx?: unknown): Transaction;
}

/** A node-postgres query as knex sends it: a config object and a callback. */
type QueryCallback = (error: Error | null, result?: unknown) => void;
interface PgConnection {
  query(config: { text: string; values?: unknown[] }, callback: QueryCallback): unknown;
}

/** True when the database is Citus (its extension is installed), asked on a connection. */
function isCitus(connection: PgConnection): Promise<boolean> {
  return new Promise((resolve, reject) =>
    connection.query({ text: "select exists (select 1 from pg_extension where extname = 'citus') as citus" }, (error, result) =>
      error ? reject(error) : resolve((result as { rows: { citus: boolean }[] }).rows[0]!.citus),
    ),
  );
}

/** What node-postgres answers for a statement that was not sent (a transaction that ran none ends without BEGIN having gone). */
const nothingRan = (command: string) => ({ command, rowCount: null, rows: [], fields: [] });

/**
 * Holds `prefix` back until the connection's next query and sends both as one
 * simple query, answering with the query's own result (the last of the
 * statement results). A query with bind values cannot share a simple query:
 * the prefix then goes first, on its own. If the transaction ends before any
 * statement (COMMIT or ROLLBACK first), nothing was begun and nothing is sent.
 */
function sendWithFirstQuery(connection: PgConnection, prefix: string): void {
  const query = connection.query;
  const own = Object.hasOwn(connection, 'query');
  connection.query = function withPrefix(config, callback) {
    // Back to what it was: node-postgres's own method, not a copy of it on the connection.
    if (own) connection.query = query;
    else delete (connection as Partial<PgConnection>).query;
    const ending = /^\s*(COMMIT|ROLLBACK)\b/i.exec(config.text);
    if (ending) return void process.nextTick(callback, null, nothingRan(ending[1]!.toUpperCase()));
    if (config.values?.length) {
      return query.call(connection, { text: prefix }, (error) => (error ? callback(error) : query.call(connection, config, callback)));
    }
    return query.call(connection, { ...config, text: `${prefix}; ${config.text}` }, (error, result) =>
      callback(error, Array.isArray(result) ? result.at(-1) : result),
    );
  };
}

/**
 * Makes a knex client's top-level transactions begin with the statements of
 * `beginningWith`, with their first statement (on Citus, in BEGIN's round
 * trip). Knex calls `begin` after the constructor returns (once a connection
 * is acquired), so replacing it on the new transaction is in time.
 */
export function beginStatementsThrough(client: TransactionClient): void {
  const transaction = client.transaction.bind(client);
  // Asked once, on the first transaction's connection; asked again if that failed.
  let citus: Promise<boolean> | undefined;
  client.transaction = (container, config, outerTx) => {
    const trx = transaction(container, config, outerTx);
    const scope = outerTx ? undefined : pending.getStore();
    if (scope && !scope.taken) {
      scope.taken = true;
      const prefix = `BEGIN; ${scope.statements}`;
      trx.begin = async (connection) => {
        try {
          if (!(await (citus ??= isCitus(connection as PgConnection)))) return sendWithFirstQuery(connection as PgConnection, prefix);
        } catch (error) {
          citus = undefined;
          throw error;
        }
        const begun = await trx.query(connection, prefix);
        // Failed (knex rejects the transaction and completes it): BEGIN may have run and left the connection
        // in an aborted transaction, so the pool must not hand it out again (knex's own mark for a dead connection).
        if (trx.isCompleted()) (connection as { __knex__disposed?: string }).__knex__disposed = 'the transaction could not begin';
        return begun;
      };
    }
    return trx;
  };
}
