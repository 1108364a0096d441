import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withinOrgScope } from '../src/services/context.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * The tenant scope travels with BEGIN (src/db/begin.ts): whatever a
 * transaction's first statement is, it runs in the scope, and nothing of the
 * scope outlives the transaction.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DB_POOL_MAX: '1', WEBHOOK_DELIVERY_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0' });
});
afterAll(() => t.close());

const whoAmI = async (em: EntityManager) =>
  (await em.execute<{ role: string; org: string | null }[]>(`select current_user as role, current_setting('app.org_id', true) as org`))[0];

describe('the tenant scope', () => {
  it('holds for the first statement, in a savepoint, and for a statement with bound values', async () => {
    const orgId = randomUUID();
    expect(await withinOrgScope(t.orm.em.fork(), orgId, whoAmI)).toEqual({ role: 'rental_tenant', org: orgId });
    expect(await withinOrgScope(t.orm.em.fork(), orgId, (em) => em.transactional(whoAmI))).toEqual({ role: 'rental_tenant', org: orgId });
    const bound = await withinOrgScope(t.orm.em.fork(), orgId, async (em) => {
      const knex = em.getKnex();
      return knex.raw(`select current_user as role, current_setting('app.org_id', true) as org, ?::text as given`, ['x']).transacting(em.getTransactionContext()!);
    });
    expect(bound.rows).toEqual([{ role: 'rental_tenant', org: orgId, given: 'x' }]);
  });

  it('ends with its transaction, even one that ran no statement or failed', async () => {
    const outside = await whoAmI(t.orm.em.fork());
    expect(outside!.role).not.toBe('rental_tenant');
    await withinOrgScope(t.orm.em.fork(), randomUUID(), async () => undefined);
    await expect(withinOrgScope(t.orm.em.fork(), randomUUID(), (em) => em.execute('select no_such_column'))).rejects.toThrow();
    // One connection in the pool: the same one the transactions above ran on.
    expect(await whoAmI(t.orm.em.fork())).toEqual(outside);
    const orgId = randomUUID();
    expect(await withinOrgScope(t.orm.em.fork(), orgId, whoAmI)).toEqual({ role: 'rental_tenant', org: orgId });
  });
});
