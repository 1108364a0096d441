import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  /** Drops the database, or stops the embedded server. */
  close(): Promise<void>;
}

/** A fresh database named `prefix_…` on `serverUrl` (DATABASE_URL's server), or an embedded server in a temporary directory. */
export async function freshDatabase(prefix: string, serverUrl: string | undefined): Promise<FreshDatabase> {
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded.js');
    const embedded = await startEmbeddedPostgres(await mkdtemp(path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-pg-`)), { persistent: false });
    return { url: embedded.url, close: () => embedded.stop() };
  }
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    close: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
