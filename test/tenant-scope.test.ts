import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { withinOrgReadScope, withinOrgScope } from '../src/services/context.js';
import { startTestApp, type TestApp } from './helpers/app.js';

/**
 * The tenant scope travels with BEGIN (src/db/begin.ts): whatever a
 * transaction's first statement is, it runs in the scope, and nothing of the
 * scope outlives the transaction. A read-only operation's statements carry
 * the scope each, in an implicit transaction of their own.
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

  it("keeps the transaction's own mode: a report's snapshot is REPEATABLE READ and READ ONLY, in the scope", async () => {
    const orgId = randomUUID();
    const mode = (em: EntityManager) =>
      em.execute<{ isolation: string; readOnly: string; org: string }[]>(
        `select current_setting('transaction_isolation') as isolation, current_setting('transaction_read_only') as "readOnly", current_setting('app.org_id', true) as org`,
      );
    expect(await withinOrgScope(t.orm.em.fork(), orgId, mode, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true })).toEqual([
      { isolation: 'repeatable read', readOnly: 'on', org: orgId },
    ]);
    expect(await withinOrgScope(t.orm.em.fork(), orgId, mode)).toEqual([{ isolation: 'read committed', readOnly: 'off', org: orgId }]);
  });

  it('takes the same options object again and again: used once inside a transaction, it nests no later call in that ended transaction', async () => {
    const orgId = randomUUID();
    const snapshot = { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true };
    const org = (em: EntityManager) => em.execute<{ org: string }[]>(`select current_setting('app.org_id', true) as org`);
    // Inside a transaction (a GraphQL operation's), then at the top (a PDF route's), with the one object.
    await withinOrgScope(t.orm.em.fork(), orgId, (em) => withinOrgScope(em, orgId, org, snapshot));
    expect(await withinOrgScope(t.orm.em.fork(), orgId, org, snapshot)).toEqual([{ org: orgId }]);
    expect(snapshot).toEqual({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
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

  it('outside a transaction (a read-only operation): holds for every statement, with bound values, and in a transaction begun inside', async () => {
    const orgId = randomUUID();
    const seen = await withinOrgReadScope(t.orm.em.fork(), orgId, async (em) => {
      expect(em.isInTransaction()).toBe(false);
      const bound = await em
        .getKnex()
        .raw(`select current_user as role, current_setting('app.org_id', true) as org, ?::text as given`, ['x']);
      return [await whoAmI(em), await whoAmI(em), bound.rows[0], await em.transactional(whoAmI), await withinOrgScope(em, orgId, whoAmI)];
    });
    const scoped = { role: 'rental_tenant', org: orgId };
    expect(seen).toEqual([scoped, scoped, { ...scoped, given: 'x' }, scoped, scoped]);
  });

  it('outside a transaction: ends with each statement, even a failed one', async () => {
    const outside = await whoAmI(t.orm.em.fork());
    await expect(withinOrgReadScope(t.orm.em.fork(), randomUUID(), (em) => em.execute('select no_such_column'))).rejects.toThrow();
    await expect(withinOrgReadScope(t.orm.em.fork(), randomUUID(), (em) => em.getKnex().raw('select ?::int', ['not a number']))).rejects.toThrow();
    await withinOrgReadScope(t.orm.em.fork(), randomUUID(), whoAmI);
    // One connection in the pool: the same one the statements above ran on, in no transaction and out of scope.
    expect(await whoAmI(t.orm.em.fork())).toEqual(outside);
    const [state] = await t.orm.em.fork().execute<{ in_transaction: boolean }[]>(`select now() <> statement_timestamp() as in_transaction`);
    expect(state!.in_transaction).toBe(false);
  });
});
