import type { Actor } from '../domain/roles.js';
import type { ServiceContext } from '../services/context.js';

/** Per-request GraphQL context: the verified caller, and the service context bound to it. */
export interface GraphQLContext {
  actor: Actor | null;
  /** The request's `Idempotency-Key` header (REST routes forward theirs), null without one. */
  idempotencyKey: string | null;
  /** The caller's service context; throws UNAUTHENTICATED when the request carries no token. */
  service(): ServiceContext;
}
