import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Property } from '../src/db/entities/property.js';
import { serviceContextFor, withinTenantScope } from '../src/services/context.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty } from './helpers/fixtures.js';

let t: TestApp;
let ownerA: Caller;
let ownerB: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ownerA = await t.caller(['OWNER'], { orgId: randomUUID() });
  ownerB = await t.caller(['OWNER'], { orgId: randomUUID() });
  await createProperty(t, ownerA, 'A1');
  await createProperty(t, ownerA, 'A2');
  await createProperty(t, ownerB, 'B1');
});
afterAll(() => t.close());

/** Runs SQL on a raw connection as the tenant role of `orgId`, outside the service entirely. */
async function asTenant<T>(orgId: string | null, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('role', 'rental_tenant', true), set_config('app.org_id', $1, true)`, [orgId ?? '']);
    return await work(client);
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

describe('row-level security, the database on its own', () => {
  it('shows a tenant only its org, whatever the query says', async () => {
    const rows = await asTenant(ownerA.orgId, async (client) => (await client.query('select org_id, name from property order by name')).rows);
    expect(rows).toEqual([
      { org_id: ownerA.orgId, name: 'A1' },
      { org_id: ownerA.orgId, name: 'A2' },
    ]);
    const other = await asTenant(ownerA.orgId, async (client) => (await client.query('select count(*)::int as n from property where org_id = $1', [ownerB.orgId])).rows);
    expect(other).toEqual([{ n: 0 }]);
  });

  it('refuses to write another org’s rows', async () => {
    const updated = await asTenant(ownerA.orgId, async (client) => (await client.query(`update property set name = 'stolen' where org_id = $1`, [ownerB.orgId])).rowCount);
    expect(updated).toBe(0);
    await expect(
      asTenant(ownerA.orgId, (client) =>
        client.query(`insert into property (org_id, id, owner_user_id, name, type) values ($1, $2, $3, 'planted', 'LAND')`, [ownerB.orgId, randomUUID(), ownerA.userId]),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await t.sql(`select count(*)::int as n from property where name in ('stolen', 'planted')`)).toEqual([{ n: 0 }]);
  });

  it('shows nothing when no org is set', async () => {
    const rows = await asTenant(null, async (client) => (await client.query('select count(*)::int as n from unit')).rows);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('row-level security behind the service', () => {
  it('holds even for a query that switches the ORM filter off or bypasses the ORM', async () => {
    const ctx = serviceContextFor(t.orm, { userId: ownerA.userId, orgId: ownerA.orgId, roles: ['OWNER'] }, 'UTC');
    const seen = await withinTenantScope(ctx, async ({ em }) => ({
      unfiltered: (await em.find(Property, {}, { filters: false })).map((property) => property.orgId),
      raw: (await em.execute<{ org_id: string }[]>('select distinct org_id from property')).map((row) => row.org_id),
    }));
    expect(new Set(seen.unfiltered)).toEqual(new Set([ownerA.orgId]));
    expect(seen.raw).toEqual([ownerA.orgId]);
  });
});
