import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { sql } from './helpers/databases.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'rental-encoding-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('makes a UTF-8 embedded database when the process has no locale (LANG unset, as under a service manager)', async () => {
  const locale = Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'LANG' || name.startsWith('LC_')));
  for (const name of Object.keys(locale)) delete process.env[name];
  const database = await startEmbeddedPostgres(dataDir, { persistent: false }).finally(() => Object.assign(process.env, locale));
  try {
    const [row] = await sql<{ encoding: string; characters: number; lower: string }>(
      database.url,
      `select current_setting('server_encoding') as encoding, char_length(repeat('é💧', 2000)) as characters, lower('ÉTÉ') as lower`,
    );
    // A limit in characters (4,000 for a maintenance request's description) counts characters, not bytes.
    expect(row).toEqual({ encoding: 'UTF8', characters: 4000, lower: 'été' });
  } finally {
    await database.stop();
  }
}, 120_000);
