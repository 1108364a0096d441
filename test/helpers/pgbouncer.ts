import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PgBouncer of the test's own, in transaction pooling mode, in front of one PostgreSQL server. */
export interface PgBouncer {
  port: number;
  /** `directUrl` (a database of the server) as reached through PgBouncer. */
  url(directUrl: string): string;
  /** A command of PgBouncer's admin console (`SHOW POOLS`, `SHOW SERVERS`, `SHOW STATS`). */
  admin<T extends pg.QueryResultRow = Record<string, unknown>>(command: string): Promise<T[]>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Debian's PgBouncer (`apt-get install pgbouncer`) in front of the server of
 * `serverUrl`: every database of the server through it, `poolSize` server
 * connections per database and user (default_pool_size), and otherwise the
 * settings it ships with (max_client_conn 100 unless `maxClients` says). It refuses to run as root:
 * as root it switches to the user postgres, as Debian's service does.
 */
export async function startPgBouncer(serverUrl: string, { poolSize, maxClients = 100 }: { poolSize: number; maxClients?: number }): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'rental-pgbouncer-'));
  await chmod(dir, 0o755);
  // The server's password, where it asks for one (the embedded server does): PgBouncer logs in to it with the auth file's.
  await writeFile(path.join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'users.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      `max_client_conn = ${maxClients}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  // Debian installs it in /usr/sbin, which a non-root PATH may not include.
  const command = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';
  const child = spawn(command, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pgbouncer did not start: ${log}`)), 15_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`pgbouncer could not run (Debian: apt-get install pgbouncer): ${error.message}`));
    });
    void exited.then(() => reject(new Error(`pgbouncer exited: ${log}`)));
    child.stderr!.on('data', (chunk) => {
      log += String(chunk);
      if (log.includes('process up')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  const url = (directUrl: string) => {
    const through = new URL(directUrl);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    return through.toString();
  };
  return {
    port,
    url,
    async admin(command) {
      const console = new pg.Client({ connectionString: url(new URL('/pgbouncer', serverUrl).toString()) });
      await console.connect();
      try {
        return (await console.query(command)).rows;
      } finally {
        await console.end();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
