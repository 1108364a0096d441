import {
  DeadlockException,
  DriverException,
  UniqueConstraintViolationException,
  type EntityManager,
  type TransactionOptions,
} from '@mikro-orm/postgresql';
import { AppError, conflict } from '../domain/errors.js';
import { overlapRefusal } from '../domain/portfolio/booking.js';
import type { Actor } from '../domain/roles.js';
import type { Orm } from '../db/orm.js';
import { admittedFor } from '../db/admission.js';
import { beginningWith, databaseOf, eachStatementBeginningWith } from '../db/begin.js';
import { todayIn } from '../domain/dates.js';
import { DEFAULT_TENANT_ROLE, TENANT_ROLE_NAME } from '../db/tenant-role.js';

/** What every service call needs: the caller, its org-scoped EntityManager, and the business clock. */
export interface ServiceContext {
  actor: Actor;
  em: EntityManager;
  timeZone: string;
  /** The request's `Idempotency-Key` header, when it sent one. */
  idempotencyKey?: string | null;
  /**
   * Runs `work` once the request's transaction has committed, never if it rolls back: for what
   * lies outside the database (a file store). Absent outside a request: the service's transaction is the last.
   */
  afterCommit?: (work: () => Promise<void>) => void;
}

export const today = (ctx: ServiceContext) => todayIn(ctx.timeZone);

/** A fresh EntityManager that sees only one org's rows (the ORM filter on every tenant table). */
export function orgEntityManager(orm: Orm, orgId: string): EntityManager {
  const em = orm.em.fork();
  em.setFilterParams('org', { orgId });
  return em;
}

export function serviceContextFor(orm: Orm, actor: Actor, timeZone: string): ServiceContext {
  return { actor, em: orgEntityManager(orm, actor.orgId), timeZone };
}

/**
 * Runs `work` in one transaction as the database's tenant role (`rental_tenant`) with the
 * org in `app.org_id`, so PostgreSQL's row-level security admits only that
 * org's rows whatever SQL runs: a second wall behind the ORM filter.
 * Transactions begun inside it nest as savepoints. The scope travels with
 * BEGIN, in its round trip; a scope opened inside a transaction (a savepoint)
 * sets it with a statement of its own.
 */
export async function withinOrgScope<T>(
  em: EntityManager,
  orgId: string,
  work: (scoped: EntityManager) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const statements = tenantScopeStatements(orgId, tenantRoleOf(em));
  // A copy: MikroORM writes the transaction it nests in into the options it is given (`ctx`), and a shared
  // constant (a report's SNAPSHOT) would then nest every later call in a transaction long ended.
  options = options && { ...options };
  // Its connection is admitted within the org's share of the pool's queue (src/db/admission.ts).
  if (!em.isInTransaction()) return admittedFor(orgId, () => beginningWith(statements, () => em.transactional(work, options)));
  return em.transactional(async (scoped) => {
    await scoped.execute(statements);
    return work(scoped);
  }, options);
}

/**
 * Runs read-only `work` in an org's scope without a transaction: each
 * statement runs as `rental_tenant` with the org in `app.org_id`, in an
 * implicit transaction of its own that carries the scope
 * (`eachStatementBeginningWith`). Statements read with the same snapshots
 * as in one transaction at PostgreSQL's default isolation, read committed: a
 * new one each. Transactions begun inside it are scoped as withinOrgScope's.
 * On Citus, or before the pool knows its database, it is withinOrgScope.
 */
export async function withinOrgReadScope<T>(em: EntityManager, orgId: string, work: (scoped: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction() || databaseOf(em.getConnection().getKnex().client).citus !== false) return withinOrgScope(em, orgId, work);
  return admittedFor(orgId, () => eachStatementBeginningWith(tenantScopeStatements(orgId, tenantRoleOf(em)), () => work(em)));
}

/**
 * The service's own scope, for housekeeping across orgs (the sweep, webhook
 * deliveries): the serving role reads and writes tenant rows only within it
 * (or switched to the tenant role, within an org's), so a connection as that
 * role which has not set a scope reads no tenant row. SET LOCAL, so that on
 * Citus it reaches the workers too (see tenantScopeStatements). Without
 * parallel workers, as an org's statements: housekeeping takes one core of
 * the database at most, never every core from the orgs being served.
 */
export const SERVICE_SCOPE = `set local citus.propagate_set_commands = 'local'; set local app.scope = 'service'; set local max_parallel_workers_per_gather = 0`;

/** Runs `work` in one transaction in the service's own scope (SERVICE_SCOPE); inside a transaction, from here on in it. */
export async function withinServiceScope<T>(em: EntityManager, work: (scoped: EntityManager) => Promise<T>): Promise<T> {
  if (!em.isInTransaction()) return beginningWith(SERVICE_SCOPE, () => em.transactional(work));
  return em.transactional(async (scoped) => {
    await scoped.execute(SERVICE_SCOPE);
    return work(scoped);
  });
}

/** A service call within the caller's org scope (see withinOrgScope). */
export async function withinTenantScope<T>(
  ctx: ServiceContext,
  work: (scoped: ServiceContext) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  return withinOrgScope(ctx.em, ctx.actor.orgId, (em) => work({ ...ctx, em }), options);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statements that put a transaction in an org's scope, in one round trip.
 * `SET LOCAL` rather than `set_config(..., true)`: on a distributed database
 * (Citus) only SET commands reach the workers that run the shard queries, and
 * only when `citus.propagate_set_commands` is `local` (on plain PostgreSQL
 * that setting is an unused placeholder). SET takes no parameters, so the org
 * id is inlined; it is a verified token claim, checked again here as a UUID.
 * An org's statement gets no parallel workers: one org's scan of a large
 * table took a core of the database for each worker, from every other org.
 */
export function tenantScopeStatements(orgId: string, tenantRole: string = DEFAULT_TENANT_ROLE): string {
  if (!UUID.test(orgId)) throw new Error('The org id of a tenant scope must be a UUID.');
  if (!TENANT_ROLE_NAME.test(tenantRole)) throw new Error('The tenant role must be a lower-case SQL identifier.');
  return `set local citus.propagate_set_commands = 'local'; set local role ${tenantRole}; set local app.org_id = '${orgId}'; set local max_parallel_workers_per_gather = 0`;
}

/** The tenant role of the database `em` works on (DATABASE_TENANT_ROLE). */
const tenantRoleOf = (em: EntityManager): string => databaseOf(em.getConnection().getKnex().client).tenantRole ?? DEFAULT_TENANT_ROLE;

/** Human messages for the database's named constraints, so a violation reads as a product rule. */
const constraintMessages: Record<string, string> = {
  unit_label_unique: 'A unit with this label already exists in the property.',
  verification_open_property_proof_unique: 'The property already has an open property proof; finish it before starting another.',
  verification_open_kyc_unique: 'You already have an open identity check; finish it before starting another.',
  person_user_unique: 'Another person of the org is already this user.',
  invoice_one_per_billing_period: 'The booking already has a live invoice for this billing period (issued by hand or by the sweep).',
};

/**
 * The violated constraint's own name. Citus relays a worker's error with its
 * message only (no constraint field), naming the shard's copy of the
 * constraint (`unit_label_unique_102055`).
 */
function constraintOf(error: Error & { constraint?: string }): string {
  const name = error.constraint ?? /violates \w+ constraint "([^"]+)"/.exec(error.message)?.[1] ?? '';
  return name in constraintMessages ? name : name.replace(/_\d+$/, '');
}

/** PostgreSQL's exclusion_violation: the booking overlap constraint. */
const EXCLUSION_VIOLATION = '23P01';

/**
 * Names the clashing period from the violation's detail ("... conflicts with existing key (...)=(..., [from,to)))"),
 * when PostgreSQL shows it: under row-level security it hides key values, and the services name the clash themselves.
 */
function periodInDetail(detail: string | undefined): { startDate: string; endDate: string } | undefined {
  const clash = /conflicts with existing key .*\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)\)\.?$/.exec(detail ?? '');
  return clash ? { startDate: clash[1]!, endDate: clash[2]! } : undefined;
}

/** Attempts at one transaction when PostgreSQL aborts it for a deadlock or a serialisation failure. */
const ATTEMPTS = 3;

/**
 * Runs one action in one transaction. Constraint violations raised by the
 * database become CONFLICT with the constraint's product meaning; anything
 * else propagates unchanged.
 */
export async function inTransaction<T>(ctx: ServiceContext, action: (em: EntityManager) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.em.transactional(action);
    } catch (error) {
      // A deadlock aborts the whole transaction and leaves nothing behind, so running it again is safe.
      if (error instanceof DeadlockException && attempt < ATTEMPTS) continue;
      throw translateDatabaseError(error);
    }
  }
}

/** Runs a domain check whose field issues name fields of one GraphQL argument (`sizeBytes` becomes `input.sizeBytes`). */
export function underArgument<T>(argument: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof AppError) || !error.issues.length) throw error;
    const issues = error.issues.map((issue) => ({ ...issue, path: `${argument}.${issue.path}` }));
    throw new AppError(error.code, error.message, issues);
  }
}

export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UniqueConstraintViolationException) {
    const constraint = constraintOf(error as DriverException & { constraint?: string });
    return conflict(constraintMessages[constraint] ?? 'The change conflicts with an existing record.');
  }
  if (error instanceof DriverException && error.code === EXCLUSION_VIOLATION) {
    return overlapRefusal(periodInDetail((error as DriverException & { detail?: string }).detail));
  }
  if (error instanceof DeadlockException) {
    return conflict('The change collided with a concurrent one; send it again.');
  }
  return error;
}
