import { DATABASE_BUSY } from './admission.js';

/** True for the errors a PostgreSQL outage, a stuck pool, a full queue for it or a statement timeout produce: the client may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as { code?: string; name?: string; message?: string };
  return (
    [
      'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
      // connection exceptions, admin/crash shutdown, cannot connect now, too many connections,
      // and query_canceled: DB_STATEMENT_TIMEOUT_MS ran out
      '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014',
      // PgBouncer closing a client it cannot serve: no server connection within query_wait_timeout, server down, max_client_conn
      '08P01',
      DATABASE_BUSY,
    ].includes(code ?? '') ||
    name === 'KnexTimeoutError' ||
    name === 'DatabaseBusy' ||
    /Connection terminated|Timeout acquiring a connection|not queryable|connection timeout/i.test(message ?? '')
  );
}

/** What a client is told when the database is unavailable. */
export const UNAVAILABLE_MESSAGE = 'The database is unavailable; try again shortly.';
