import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statements a transaction begins with, sent in BEGIN's own round trip
 * (`BEGIN; set local ...` as one simple query): every request's transaction
 * starts by setting its tenant scope, and a round trip of its own for that
 * showed in the bench's latency and CPU.
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

/**
 * Makes a knex client's top-level transactions begin with the statements of
 * `beginningWith`. Knex calls `begin` after the constructor returns (once a
 * connection is acquired), so replacing it on the new transaction is in time.
 */
export function beginStatementsThrough(client: TransactionClient): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (container, config, outerTx) => {
    const trx = transaction(container, config, outerTx);
    const scope = outerTx ? undefined : pending.getStore();
    if (scope && !scope.taken) {
      scope.taken = true;
      trx.begin = async (connection) => {
        const begun = await trx.query(connection, `BEGIN; ${scope.statements}`);
        // Failed (knex rejects the transaction and completes it): BEGIN may have run and left the connection
        // in an aborted transaction, so the pool must not hand it out again (knex's own mark for a dead connection).
        if (trx.isCompleted()) (connection as { __knex__disposed?: string }).__knex__disposed = 'the transaction could not begin';
        return begun;
      };
    }
    return trx;
  };
}
