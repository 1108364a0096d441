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
      REFUSED_DURING_UPGRADE,
    ].includes(code ?? '') ||
    name === 'KnexTimeoutError' ||
    name === 'DatabaseBusy' ||
    /Connection terminated|Timeout acquiring a connection|not queryable|connection timeout/i.test(message ?? '')
  );
}

/**
 * The SQLSTATE a later release's migration raises (in a trigger) to refuse what
 * this release would write wrongly against the new schema during a rolling
 * upgrade: 503, and its DETAIL is what the client is told (docs/upgrading.md).
 */
export const REFUSED_DURING_UPGRADE = 'RU503';

/** What a client is told when the database is unavailable: a refusal during an upgrade says its own reason. */
export function unavailableMessage(error: unknown): string {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string };
  if (code === REFUSED_DURING_UPGRADE && detail) return detail;
  return 'The database is unavailable; try again shortly.';
}
