import { AsyncLocalStorage } from 'node:async_hooks';
import type { PoolClient } from './admission.js';

/**
 * Statements a transaction begins with, sent in one round trip with its first
 * statement (`BEGIN; set local ...; select ...` as one simple query): every
 * request's transaction starts by setting its tenant scope, and a round trip
 * of its own for BEGIN showed in the bench's latency and CPU (a
 * one-statement transaction takes two round trips, its statement and COMMIT,
 * where it took three).
 * Citus refuses a query that shares its simple query with propagated SET
 * LOCALs ("cannot execute a distributed query from a query on a shard"), so
 * there BEGIN and the scope keep their own round trip.
 */
const pending = new AsyncLocalStorage<{ statements: string; taken: boolean }>();

/**
 * Statements that every statement outside a transaction begins with, in the
 * same simple query (`set local ...; select ...`): PostgreSQL runs such a
 * query as one implicit transaction, so the scope holds for that statement
 * and ends with it. A read-only operation needs nothing more: its statements
 * read committed rows each with its own snapshot, as they would in a
 * transaction at the default isolation, and it saves BEGIN, COMMIT and a
 * transaction's bookkeeping.
 */
const eachStatement = new AsyncLocalStorage<ReadScope>();

/**
 * A read-only operation's statements share one pooled connection, taken with
 * the first and given back when the operation ends, as a transaction's do:
 * under load a request waits for a connection once, in the admission queue,
 * instead of for each statement with every other request half-answered
 * meanwhile (a nested query at concurrency 50 cost 60 % more CPU that way).
 */
interface ReadScope {
  statements: string;
  connection?: Promise<unknown>;
  /** Its statements running on the connection now. */
  users: number;
  ended: boolean;
  giveBack?: () => void;
}

/** Runs `work`, each of whose statements outside a transaction runs in its own implicit transaction beginning with `statements`. */
export async function eachStatementBeginningWith<T>(statements: string, work: () => Promise<T>): Promise<T> {
  const scope: ReadScope = { statements, users: 0, ended: false };
  try {
    return await eachStatement.run(scope, work);
  } finally {
    scope.ended = true;
    await scope.connection?.catch(() => undefined);
    if (scope.users === 0) scope.giveBack?.();
  }
}

/** Makes each read scope's statements (eachStatementBeginningWith) share one connection of a knex client's pool. */
export function oneConnectionPerReadScope(client: PoolClient): void {
  const acquire = client.acquireConnection.bind(client);
  const release = client.releaseConnection.bind(client);
  const scopes = new WeakMap<object, ReadScope>();
  client.acquireConnection = async () => {
    const scope = eachStatement.getStore();
    if (!scope || scope.ended) return acquire();
    scope.connection ??= acquire().then((connection) => {
      scopes.set(connection as object, scope);
      scope.giveBack = () => {
        scope.giveBack = undefined;
        scopes.delete(connection as object);
        void release(connection);
      };
      return connection;
    });
    const connection = await scope.connection;
    scope.users += 1;
    return connection;
  };
  client.releaseConnection = async (connection) => {
    const scope = scopes.get(connection as object);
    if (!scope) return release(connection);
    scope.users -= 1;
    if (scope.ended && scope.users === 0) scope.giveBack?.();
  };
}

/** What a pool knows of its database: the tenant role it was opened with, what its first connection learnt, and what every transaction on it begins with. */
export interface PoolDatabase {
  /** The role requests switch to for row-level security (DATABASE_TENANT_ROLE). */
  tenantRole?: string;
  /** True on Citus, which refuses a distributed query that shares its simple query with propagated SET LOCALs. */
  citus?: boolean;
  /**
   * SET LOCALs every transaction and every statement outside one begins with
   * (the statement timeout): not startup parameters, which a transaction
   * pooler (PgBouncer) refuses, nor session SETs, which would stay on a server
   * connection it hands to others. They end with their transaction.
   */
  timeouts?: string;
}

const databases = new WeakMap<object, PoolDatabase>();

/** The pool's database of a knex client (see beginStatementsThrough). */
export const databaseOf = (client: object): PoolDatabase => databases.get(client) ?? {};

/** Runs `work`, whose first top-level transaction begins with `statements`. */
export function beginningWith<T>(statements: string, work: () => Promise<T>): Promise<T> {
  return pending.run({ statements, taken: false }, work);
}

interface Transaction {
  /** As knex's own BEGIN reads them (MikroORM passes its transaction options through). */
  isolationLevel?: string;
  readOnly?: boolean;
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

/** The first statement of a transaction: knex's BEGIN (with its isolation level), or the one this file sends. */
const BEGIN = /^\s*BEGIN\b[^;]*;?/i;
/** The end of a transaction (not of a savepoint: `ROLLBACK TO SAVEPOINT`, `RELEASE SAVEPOINT`). */
const END = /^\s*(COMMIT|ROLLBACK)\s*;?\s*$/i;

/** `config` with `timeouts` right after its BEGIN, in its round trip; unchanged if it begins no transaction. */
function withTimeouts<C extends { text: string }>(config: C, timeouts: string | undefined): C {
  if (!timeouts || !BEGIN.test(config.text)) return config;
  return { ...config, text: config.text.replace(BEGIN, (begin) => `${begin.replace(/;?$/, ';')} ${timeouts};`) };
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
 * Prepares a new pooled connection: learns on the pool's first connection
 * whether the database is Citus, makes every transaction begin with the
 * pool's timeouts, and makes statements run outside a transaction begin with
 * the timeouts and, within `eachStatementBeginningWith`, its statements. On
 * Citus, or with bound values (which cannot share a simple query), such a
 * statement gets an explicit transaction of its own.
 */
export function prepareConnection(database: PoolDatabase, connection: PgConnection, done: (error: Error | null) => void): void {
  const query = connection.query;
  // From a BEGIN to its COMMIT or ROLLBACK as they are sent (knex's own mark, __knexTxId, goes when a savepoint ends).
  let inTransaction = false;
  connection.query = function scoped(config, callback) {
    if (typeof callback !== 'function') return query.call(connection, config, callback);
    if (BEGIN.test(config.text)) inTransaction = true;
    if (inTransaction) {
      if (END.test(config.text)) inTransaction = false;
      return query.call(connection, withTimeouts(config, database.timeouts), callback);
    }
    const statements = [database.timeouts, eachStatement.getStore()?.statements].filter(Boolean).join('; ');
    if (!statements) return query.call(connection, config, callback);
    if (database.citus === false && !config.values?.length) {
      return query.call(connection, { ...config, text: `${statements}; ${config.text}` }, (error, result) =>
        callback(error, Array.isArray(result) ? result.at(-1) : result),
      );
    }
    return query.call(connection, { text: `BEGIN; ${statements}` }, (begun) => {
      if (begun) return query.call(connection, { text: 'ROLLBACK' }, () => callback(begun));
      return query.call(connection, config, (error, result) =>
        query.call(connection, { text: error ? 'ROLLBACK' : 'COMMIT' }, (ended) => callback(error ?? ended, result)),
      );
    });
  };
  if (database.citus !== undefined) return done(null);
  isCitus({ query: (config, callback) => query.call(connection, config, callback) }).then(
    (citus) => {
      database.citus = citus;
      done(null);
    },
    (error: Error) => done(error),
  );
}

/**
 * Makes a knex client's top-level transactions begin with the statements of
 * `beginningWith`, with their first statement (on Citus, in BEGIN's round
 * trip). Knex calls `begin` after the constructor returns (once a connection
 * is acquired), so replacing it on the new transaction is in time.
 */
export function beginStatementsThrough(client: TransactionClient, database: PoolDatabase): void {
  databases.set(client, database);
  const transaction = client.transaction.bind(client);
  client.transaction = (container, config, outerTx) => {
    const trx = transaction(container, config, outerTx);
    const scope = outerTx ? undefined : pending.getStore();
    // A transaction begun where each statement has its scope (a read-only operation's) begins in that scope too.
    const statements = scope && !scope.taken ? scope.statements : outerTx ? undefined : eachStatement.getStore()?.statements;
    if (scope) scope.taken = true;
    if (statements !== undefined) {
      // The transaction's own mode, as knex's BEGIN would send it: a report's snapshot is REPEATABLE READ, READ ONLY.
      const mode = [trx.isolationLevel ? `ISOLATION LEVEL ${trx.isolationLevel}` : '', trx.readOnly ? 'READ ONLY' : ''].filter(Boolean).join(' ');
      const prefix = `${mode ? `BEGIN TRANSACTION ${mode}` : 'BEGIN'}; ${statements}`;
      trx.begin = async (connection) => {
        // Known: every connection was prepared (prepareConnection) before the pool handed it out.
        if (database.citus === false) return sendWithFirstQuery(connection as PgConnection, prefix);
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
