import { DriverException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict } from '../domain/errors.js';
import type { Actor } from '../domain/roles.js';
import { todayIn } from '../domain/dates.js';

/** What every service call needs: the caller, its org-scoped EntityManager, and the business clock. */
export interface ServiceContext {
  actor: Actor;
  em: EntityManager;
  timeZone: string;
}

export const today = (ctx: ServiceContext) => todayIn(ctx.timeZone);

/** Human messages for the database's named constraints, so a violation reads as a product rule. */
const constraintMessages: Record<string, string> = {
  unit_label_unique: 'A unit with this label already exists in the property.',
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

export function translateDatabaseError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof UniqueConstraintViolationException) {
    const constraint = (error as DriverException & { constraint?: string }).constraint ?? '';
    return conflict(constraintMessages[constraint] ?? 'The change conflicts with an existing record.');
  }
  return error;
}
