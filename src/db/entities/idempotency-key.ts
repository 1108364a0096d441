import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { orgFilter } from './org-filter.js';

/** The first answer to a request sent with an `Idempotency-Key`, per caller (org and user). */
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_key',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    userId: p.uuid().primary(),
    key: p.string().primary(),
    /** Hash of the operation, its arguments and the caller's roles: a different request under the same key is refused. */
    fingerprint: p.string(),
    /** The stored answer: `{ data }` or `{ error: { code, message, issues } }`. */
    outcome: p.json<unknown>(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type IdempotencyKey = InferEntity<typeof IdempotencyKey>;
