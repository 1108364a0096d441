import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded.js';
import { migrate, openDatabase } from '../../src/db/orm.js';
import { startPgBouncer, type PgBouncer } from '../helpers/pgbouncer.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
    /** With PGBOUNCER=1: the server as the services reach it, through PgBouncer in transaction pooling mode; '' otherwise. */
    databasePoolerUrl: string;
  }
}

/**
 * Once per run: a PostgreSQL server (DATABASE_URL's, or an embedded one) and a
 * migrated template database that every test file clones into a database of
 * its own, so files run in parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres(await mkdtemp(path.join(tmpdir(), 'rental-test-pg-')), { persistent: false });
    serverUrl = embedded.url;
  }
  const template = `rental_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const orm = await openDatabase({ url: withDatabase(serverUrl, template), poolMax: 2 });
  await migrate(orm);
  await orm.close();

  // PGBOUNCER=1: every service the tests start (startTestApp, startInstance) serves through Debian's PgBouncer.
  let bouncer: PgBouncer | undefined;
  if (process.env.PGBOUNCER === '1') bouncer = await startPgBouncer(serverUrl, { poolSize: 5, maxClients: 1000 });

  project.provide('databaseServerUrl', serverUrl);
  project.provide('templateDatabase', template);
  project.provide('databasePoolerUrl', bouncer?.url(serverUrl) ?? '');

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      // starts_with, not LIKE: in a pattern `_` matches any character, so run 123's teardown would drop run 1234's databases.
      `select datname from pg_database where starts_with(datname, $1) or datname = $2`,
      [`${template}_`, template],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await bouncer?.stop();
    await embedded?.stop();
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
