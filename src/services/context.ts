import { DriverException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict } from '../domain/errors.js';
import type { Actor } from '../domain/roles.js';
import type { Orm } from '../db/orm.js';
import { todayIn } from '../domain/dates.js';

/** What every service call needs: the caller, its org-scoped EntityManager, and the business clock. */
export interface ServiceContext {
  actor: Actor;
  em: EntityManager;
  timeZone: string;
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

/** Human messages for the database's named constraints, so a violation reads as a product rule. */
const constraintMessages: Record<string, string> = {
  unit_label_unique: 'A unit with this label already exists in the property.',
  verification_open_property_proof_unique: 'The property already has an open property proof; finish it before starting another.',
  verification_open_kyc_unique: 'You already have an open identity check; finish it before starting another.',
};

/**
 * Runs one action in one transaction. Constraint violations raised by the
 * database become CONFLICT with the constraint's product meaning; anything
 * else propagates unchanged.
 */
export async function inTransaction<T>(ctx: ServiceContext, action: (em: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await ctx.em.transactional(action);
  } catch (error) {
    throw translateDatabaseError(error);
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
    const constraint = (error as DriverException & { constraint?: string }).constraint ?? '';
    return conflict(constraintMessages[constraint] ?? 'The change conflicts with an existing record.');
  }
  return error;
}
