import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { SIGNING_KEYS } from './helpers/app.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { run } from './helpers/process.js';
import { withDatabase } from './setup/database.js';

/**
 * Two deployments on one PostgreSQL server, each with a tenant role of its own
 * (roles are server-wide): both migrated by `npm run migrate`'s entry point,
 * both serving, neither role able to reach the other's tables.
 */
const suffix = randomUUID().replaceAll('-', '').slice(0, 10);
const deployments = ['a', 'b'].map((name) => ({
  database: `rental_role_${name}_${suffix}`,
  role: `rental_tenant_${name}_${suffix}`,
  instance: undefined as Instance | undefined,
}));
const serverUrl = () => inject('databaseServerUrl');
const urlOf = (database: string) => withDatabase(serverUrl(), database);

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  for (const { database } of deployments) await admin.query(`create database ${database}`);
}, 60_000);
afterAll(async () => {
  for (const deployment of deployments) await deployment.instance?.close();
  for (const { database } of deployments) await admin.query(`drop database if exists ${database} with (force)`);
  for (const { role } of deployments) await admin.query(`drop role if exists ${role}`);
  await admin.end();
});

async function asOwner(instance: Instance, orgId: string) {
  const response = await fetch(`${instance.baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, roles: ['OWNER'], userId: randomUUID() }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return async (query: string, variables: object = {}) => {
    const answer = await fetch(`${instance.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
}

describe('DATABASE_TENANT_ROLE', () => {
  it('is a lower-case SQL identifier, rental_tenant by default', () => {
    expect(loadConfig({}).database.tenantRole).toBe('rental_tenant');
    expect(loadConfig({ DATABASE_TENANT_ROLE: 'acme_tenant' }).database.tenantRole).toBe('acme_tenant');
    for (const name of ['Acme', 'acme-tenant', 'x; drop table property', '1tenant', '']) {
      expect(() => loadConfig({ DATABASE_TENANT_ROLE: name })).toThrow(/DATABASE_TENANT_ROLE/);
    }
  });

  it('lets two deployments share a server: each migrates and serves with its own role, and neither role reaches the other', async () => {
    for (const { database, role } of deployments) {
      const migrated = await run(['node', '--import', 'tsx', 'src/migrate.ts'], { DATABASE_URL: urlOf(database), DATABASE_TENANT_ROLE: role });
      expect(migrated.code, migrated.stdout + migrated.stderr).toBe(0);
      const { rows } = await admin.query<{ rolcanlogin: boolean }>('select rolcanlogin from pg_roles where rolname = $1', [role]);
      expect(rows).toEqual([{ rolcanlogin: false }]);
    }
    for (const [index, deployment] of deployments.entries()) {
      const other = deployments[1 - index]!;
      const client = new pg.Client({ connectionString: urlOf(deployment.database) });
      await client.connect();
      try {
        const { rows: policies } = await client.query<{ roles: string }>(`select roles::text from pg_policies where policyname = 'property_org_isolation'`);
        expect(policies).toEqual([{ roles: `{${deployment.role}}` }]);
        expect((await client.query(`select has_table_privilege($1, 'property', 'select') as own, has_table_privilege($2, 'property', 'select') as other`, [deployment.role, other.role])).rows).toEqual([
          { own: true, other: false },
        ]);
        // The other deployment's role, even with an org set, reads nothing here: it has no right to the table at all.
        await client.query('begin');
        await client.query(`set local role ${other.role}; set local app.org_id = '${randomUUID()}'`);
        await expect(client.query('select count(*) from property')).rejects.toThrow(/permission denied/);
        await client.query('rollback');
        // Nor does the default role, which this deployment never granted.
        await client.query('begin');
        await client.query(`set local role rental_tenant`);
        await expect(client.query('select count(*) from property')).rejects.toThrow(/permission denied/);
        await client.query('rollback');
      } finally {
        await client.end();
      }
    }

    // Both serve: every request switches to its deployment's role (the default role would be refused every table, as above).
    const orgId = randomUUID();
    for (const deployment of deployments) {
      deployment.instance = await startInstance(urlOf(deployment.database), { ...SIGNING_KEYS, DATABASE_TENANT_ROLE: deployment.role });
      const graphql = await asOwner(deployment.instance, orgId);
      const created = await graphql('mutation ($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', {
        input: { name: `Served by ${deployment.role}`, type: 'HOUSE', city: 'Kribi' },
      });
      expect(created.errors).toBeUndefined();
      const listed = await graphql('{ properties(first: 10) { edges { node { name } } } }');
      expect(listed.data).toEqual({ properties: { edges: [{ node: { name: `Served by ${deployment.role}` } }] } });
    }
  }, 120_000);
});
