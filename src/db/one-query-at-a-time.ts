/** A node-postgres query as knex sends it: a config object and a callback. */
type QueryCallback = (error: Error | null, result?: unknown) => void;
interface PgConnection {
  query(config: unknown, callback?: QueryCallback): unknown;
}

/**
 * Sends a connection's statements one after another. GraphQL resolves sibling
 * fields concurrently, so one request's transaction may have several reads
 * ready at once (a nested page and its count); node-postgres would queue them
 * itself but warns that pg 9 refuses a query sent while another runs, so they
 * wait their turn here. node-postgres's own method is looked up on every call,
 * so whatever wraps it (a test's spy) sees each statement.
 */
export function oneQueryAtATime(connection: PgConnection): void {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const run = waiting.shift();
    if (run) run();
    else running = false;
  };
  connection.query = function inTurn(config, callback) {
    const query = (Object.getPrototypeOf(connection) as PgConnection).query;
    // The promise form (nothing in the service sends it) goes straight through.
    if (typeof callback !== 'function') return query.call(connection, config);
    const run = () =>
      query.call(connection, config, (error, result) => {
        next();
        callback(error, result);
      });
    if (running) waiting.push(run);
    else {
      running = true;
      run();
    }
    return undefined;
  };
}
