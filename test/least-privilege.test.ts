import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openConfiguredDatabase } from '../src/db/database.js';
import { migrate, openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { withinServiceScope } from '../src/services/context.js';
import { sweep } from '../src/services/sweep.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY } from './helpers/app.js';
import { startReceiver } from './helpers/receiver.js';
import { run } from './helpers/process.js';
import { withDatabase } from './setup/database.js';

const suffix = randomBytes(5).toString('hex');
const database = `rental_lp_${suffix}`;
const ownedDatabase = `rental_lp_owned_${suffix}`;
const serving = `rental_app_${suffix}`;
const migrator = `rental_migrator_${suffix}`;
const password = randomBytes(12).toString('hex');

let admin: pg.Client;
const serverUrl = () => inject('databaseServerUrl');
const urlAs = (role: string, db: string) => {
  const url = new URL(withDatabase(serverUrl(), db));
  url.username = role;
  url.password = password;
  return url.toString();
};

/** The grants docs/configuration.md (Database roles) gives the serving role (run by an administrator, once per database). */
async function grantDataRights(db: string, tableOwner: string) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl(), db) });
  await client.connect();
  try {
    for (const statement of [
      `grant connect on database ${db} to ${serving}`,
      `grant rental_tenant to ${serving}`,
      `grant usage on schema public to ${serving}`,
      `grant select, insert, update, delete on all tables in schema public to ${serving}`,
      `revoke insert, update, delete on mikro_orm_migrations from ${serving}`,
      `alter default privileges for role ${tableOwner} in schema public grant select, insert, update, delete on tables to ${serving}`,
      // The job queue (graphile-worker's schema, installed by the migration).
      `grant usage on schema graphile_worker to ${serving}`,
      `grant select, insert, update, delete on all tables in schema graphile_worker to ${serving}`,
      `grant usage, select on all sequences in schema graphile_worker to ${serving}`,
      `revoke insert, update, delete on graphile_worker.migrations from ${serving}`,
    ]) {
      await client.query(statement);
    }
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create role ${serving} login password '${password}'`);
  await admin.query(`create role ${migrator} login password '${password}'`);
  await admin.query(`create database ${database}`);
  await admin.query(`create database ${ownedDatabase} owner ${migrator}`);
});
afterAll(async () => {
  for (const db of [database, ownedDatabase]) await admin.query(`drop database if exists ${db} with (force)`);
  for (const role of [serving, migrator]) await admin.query(`drop role if exists ${role}`);
  await admin.end();
});

describe('a serving role with data rights only', () => {
  it('is refused on an unmigrated database, by the real process, in one line', async () => {
    const result = await run(['npm', 'start'], {
      NODE_ENV: 'production',
      AUTH_JWKS_URL: 'http://127.0.0.1:9/.well-known/jwks.json',
      AUTH_ISSUER: 'https://idp.example',
      AUTH_AUDIENCE: 'rental-api',
      UPLOAD_SIGNING_KEY: 'u'.repeat(32),
      CURSOR_SIGNING_KEY: 'c'.repeat(32),
      DATABASE_URL: urlAs(serving, database),
      PORT: '0',
    });
    expect(result.code).not.toBe(0);
    expect(result.logs).toHaveLength(1);
    expect(result.logs[0]!.msg).toMatch(/^The database is not migrated \(\d+ pending, first Migration20261122000000_properties_and_units\): run `npm run migrate`/);
  }, 60_000);

  it('serves requests on a database migrated by another role, under row-level security, and cannot change the schema', async () => {
    const migration = await run(['npm', 'run', 'migrate'], { MIGRATION_DATABASE_URL: withDatabase(serverUrl(), database), DATABASE_URL: urlAs(serving, database) });
    expect(migration.code).toBe(0);
    expect(migration.logs.at(-1)).toMatchObject({ msg: 'migrations applied' });
    const superuser = new URL(serverUrl()).username;
    await grantDataRights(database, superuser);

    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: urlAs(serving, database),
      SANDBOX_SIGNING_KEY: SANDBOX_KEY,
      RATE_LIMIT_ENABLED: 'false',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_POLL_MS: '50',
    });
    // As production opens it: no migrating, only the check that nothing is pending.
    const { orm } = await openConfiguredDatabase(config, { migrate: false });
    const app = await buildApp({ config, orm });
    await app.ready(); // starts the webhook worker, which claims and records deliveries as the serving role
    const receiver = await startReceiver();
    try {
      const token = async (orgId: string, roles = ['OWNER']) =>
        (await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, roles } })).json<{ access_token: string }>().access_token;
      const graphql = async (bearer: string, query: string, variables: object = {}) =>
        (await app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${bearer}` }, payload: { query, variables } })).json();
      const [orgA, orgB] = [randomUUID(), randomUUID()];
      const [ownerA, ownerB] = [await token(orgA), await token(orgB)];
      const create = 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id name } }';
      const created = await graphql(ownerA, create, { input: { name: 'Villa Bonapriso', type: 'HOUSE', city: 'Douala' } });
      expect(created.errors).toBeUndefined();
      const id = created.data.createProperty.id as string;
      expect((await graphql(ownerB, create, { input: { name: 'Studio Bastos', type: 'APARTMENT', city: 'Yaoundé' } })).errors).toBeUndefined();

      const read = 'query($id: UUID!) { property(id: $id) { id name } }';
      expect((await graphql(ownerA, read, { id })).data.property).toEqual({ id, name: 'Villa Bonapriso' });
      expect((await graphql(ownerB, read, { id })).errors[0].extensions.code).toBe('NOT_FOUND');
      const endpoint = await graphql(await token(orgA, ['MANAGER']), 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
        input: { url: receiver.url, eventTypes: ['unit.created'] },
      });
      expect(endpoint.errors).toBeUndefined();
      receiver.secrets.push(endpoint.data.createWebhookEndpoint.secret);
      // The REST surface writes too: a unit in the property.
      const unit = await app.inject({
        method: 'POST',
        url: `/api/v1/properties/${id}/units`,
        headers: { authorization: `Bearer ${ownerA}` },
        payload: { label: 'A1', rentAmount: 150000, rentCurrency: 'XAF' },
      });
      expect(unit.statusCode).toBe(201);
      // Delivered by the worker, in the service's own scope: claimed, sent, recorded.
      const [delivered] = await receiver.waitFor(1);
      expect(JSON.parse(delivered!.body)).toMatchObject({ type: 'unit.created' });
      expect(delivered!.verifiedWith).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      // Its background jobs run as it: the sweep's cron is registered and the sweep's first job done, in the migrated job queue.
      const queue = new pg.Client({ connectionString: withDatabase(serverUrl(), database) });
      await queue.connect();
      try {
        const swept = async () =>
          (await queue.query(`select 1 from graphile_worker._private_known_crontabs where identifier = 'sweep'`)).rowCount === 1 &&
          (await queue.query(`select 1 from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'sweep'`)).rowCount === 0;
        await expect.poll(swept, { timeout: 20_000 }).toBe(true);
      } finally {
        await queue.end();
      }

      const connection = orm.em.getConnection();
      const count = (em: { execute: typeof connection.execute }) => em.execute(`select count(*)::int as n from property where org_id in (?, ?)`, [orgA, orgB]);
      // Outside any scope the serving role reads no tenant row: the service's connections...
      expect(await count(connection)).toEqual([{ n: 0 }]);
      // ...or a direct one; once it names an org (as a member of the tenant role), that org's only...
      const direct = new pg.Client({ connectionString: urlAs(serving, database) });
      await direct.connect();
      try {
        expect((await direct.query('select count(*)::int as n from property')).rows).toEqual([{ n: 0 }]);
        await direct.query(`set app.org_id = '${orgA}'`);
        expect((await direct.query('select org_id from property')).rows).toEqual([{ org_id: orgA }]);
      } finally {
        await direct.end();
      }
      // ...while within the service's own scope (the sweep, webhook deliveries) it reaches every org, and the sweep runs as it...
      expect(await withinServiceScope(orm.em.fork(), count)).toEqual([{ n: 2 }]);
      expect(await sweep(orm.em.fork(), 'UTC')).toMatchObject({ overdueInvoices: 0 });
      // ...and may not change the schema or the migration records.
      await expect(connection.execute('create table intruder (id int)')).rejects.toThrow(/permission denied/);
      await expect(connection.execute(`delete from mikro_orm_migrations`)).rejects.toThrow(/permission denied/);
      expect(await connection.execute('select rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = current_user')).toEqual([
        { rolsuper: false, rolcreaterole: false, rolbypassrls: false },
      ]);
    } finally {
      await receiver.close();
      await app.close();
      await orm.close();
    }
  });

  it('migrates as a database owner without CREATEROLE when rental_tenant already exists', async () => {
    // rental_tenant exists on this server (the test template's migration made it), as an administrator would have.
    expect((await admin.query(`select 1 from pg_roles where rolname = 'rental_tenant'`)).rowCount).toBe(1);
    const orm = await openDatabase({ url: urlAs(migrator, ownedDatabase), poolMax: 2 });
    try {
      expect((await migrate(orm)).length).toBeGreaterThan(0);
      const [membership] = await orm.em.getConnection().execute(`select pg_has_role(current_user, 'rental_tenant', 'member') as member`);
      expect(membership).toEqual({ member: false });
    } finally {
      await orm.close();
    }
    await grantDataRights(ownedDatabase, migrator);
    const config = loadConfig({ DATABASE_URL: urlAs(serving, ownedDatabase) });
    const { orm: servingOrm } = await openConfiguredDatabase(config, { migrate: false });
    try {
      // The serving role enters a tenant scope as a request does.
      await servingOrm.em.fork().transactional(async (em) => {
        await em.execute(`select set_config('role', 'rental_tenant', true), set_config('app.org_id', ?, true)`, [randomUUID()]);
        expect(await em.execute('select count(*)::int as n from property')).toEqual([{ n: 0 }]);
      });
    } finally {
      await servingOrm.close();
    }
  });
});
