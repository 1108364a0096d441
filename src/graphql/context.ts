import type { Actor } from '../domain/roles.js';
import type { MediaLimits } from '../domain/media/media.js';
import type { ServiceContext } from '../services/context.js';
import type { EventFeeds } from '../services/events/event-feeds.js';
import type { EndpointRules } from '../services/events/webhooks.js';
import type { MediaStorage } from '../storage/media-storage.js';

/** Per-request GraphQL context: the verified caller, and the service context bound to it. */
export interface GraphQLContext {
  actor: Actor | null;
  /** The request's `Idempotency-Key` header (REST routes forward theirs), null without one. */
  idempotencyKey: string | null;
  /** The caller's service context; throws UNAUTHENTICATED when the request carries no token. */
  service(): ServiceContext;
  /** Runs the operation in the caller's tenant scope under row-level security: a mutation in one transaction, a query (`readOnly`) statement by statement. */
  executeInScope<T>(run: () => Promise<T>, readOnly: boolean): Promise<T>;
  /** Media settings: what uploads may be, the signed address a media object's file is uploaded to, and where files live. */
  media: {
    limits: MediaLimits;
    uploadUrlFor(media: { orgId: string; id: string }): string;
    storage: MediaStorage;
  };
  /** Event subscriptions: one outbox reader per org in this process, fanning out to its subscribers. */
  events: EventFeeds;
  /** What identifies the request's access token (a hash of it; null without one): subscriptions are capped per token. */
  credential(): string | null;
  /** The rules webhook endpoints are registered under. */
  webhooks: EndpointRules;
}
