import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { sql } from '../helpers/databases.js';
import { Api } from './api.js';
import { businessTimeZone, emptyMade, type Made, makeRound, merge, people, visitEveryRoute } from './data.js';
import { verifyWithHead } from './verify.js';

/**
 * `npm run test:upgrade`: from every release (tagged, or listed with its commit in releases.json
 * for a clone without tags; or UPGRADE_RELEASES=v0.1.0,...) to
 * this checkout (HEAD), on plain PostgreSQL (DATABASE_URL's server, else an embedded one)
 * and on the embedded data directory of `npm start`:
 *
 * - the release, checked out with `git worktree add` and installed with `npm ci` (or
 *   HEAD's node_modules when its lockfile is the same), makes data through its API;
 * - PostgreSQL, a rolling upgrade: HEAD migrates while the release still serves; the
 *   release goes on through every route and uploads (no 5xx); HEAD starts beside it
 *   (importing the release's files), the release makes more, HEAD reads everything
 *   (files the release wrote after the import through its media directory); the release
 *   stops, `npm run media:import` imports the rest, HEAD reads everything again;
 * - embedded: the release stops, HEAD's `npm start` on the same DATA_DIR migrates and
 *   imports by itself and reads everything.
 *
 * Exit code 1 on any difference; the phases' times on the last line.
 */
const exec = promisify(execFile);
const head = path.resolve(import.meta.dirname, '../..');
const root = await mkdtemp(path.join(tmpdir(), 'rental-upgrade-'));
// Run as root, an embedded PostgreSQL runs as `postgres`, which must reach its data directory in here.
await chmod(root, 0o755);
const timings: Record<string, number> = {};
const failures: string[] = [];
const children = new Set<ChildProcess>();
/** Each service's error log lines (level 50 and up), printed with the failures: a 5xx or a failed step says why. */
const errorLogs: { name: string; lines: string[] }[] = [];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[name] = Math.round(performance.now() - started) / 1000;
    console.log(`${name}: ${timings[name]} s`);
  }
}

const SHARED = {
  PATH: process.env.PATH!,
  HOME: process.env.HOME!,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  RATE_LIMIT_ENABLED: 'false',
  SANDBOX_SIGNING_KEY: 'upgrade-test-sandbox-signing-key-0123456789',
  UPLOAD_SIGNING_KEY: 'upgrade-test-upload-signing-key-01234567890',
  CURSOR_SIGNING_KEY: 'upgrade-test-cursor-signing-key-01234567890',
  // Endpoints on this machine, never called: their deliveries are not what is tested.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_DELIVERY_ENABLED: 'false',
  BUSINESS_TIMEZONE: businessTimeZone,
  // The field-by-field reads (snapshot.ts) select every field of a record and of the records under it.
  GRAPHQL_MAX_TOKENS: '20000',
  GRAPHQL_MAX_FIELDS: '20000',
};

interface Service {
  address: string;
  stop(): Promise<void>;
  /** Resolves once the service has written a log line whose message starts with `prefix` (fails after 120 s). */
  logged(prefix: string): Promise<void>;
}

/** `npm start` of a checkout (node --import tsx src/main.ts), once it says where it listens. */
function startService(dir: string, env: Record<string, string>, name: string): Promise<Service> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const errors = { name: `${name} (${dir === head ? 'HEAD' : path.basename(dir)})`, lines: [] as string[] };
  errorLogs.push(errors);
  let partial = '';
  child.stdout!.on('data', (data: Buffer) => {
    const lines = (partial + data.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (/"level":(5|6)\d/.test(line)) errors.lines.push(line);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => (children.delete(child), resolve())));
  return new Promise((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"listening"')) continue;
        const { address } = JSON.parse(line) as { address: string };
        child.stdout!.off('data', onData);
        child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
        resolve({
          address,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
          logged: async (prefix) => {
            const says = () => output.split('\n').some((line) => line.startsWith('{') && String((JSON.parse(line) as { msg?: unknown }).msg).startsWith(prefix));
            for (const started = Date.now(); !says(); await new Promise((resolve) => setTimeout(resolve, 100))) {
              if (Date.now() - started > 120_000) throw new Error(`${name} never logged "${prefix}…":\n${output.slice(-3000)}`);
            }
          },
        });
        return;
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}) before listening:\n${output.slice(-3000)}`)));
  });
}

/** A command of HEAD (migrate, media:import): its JSON log lines. */
async function runHead(script: string, env: Record<string, string>): Promise<Record<string, unknown>[]> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', script], { cwd: head, env, maxBuffer: 64 << 20 }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`${script} failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A checkout's lockfile without its own version, which a release sets and no dependency depends on. */
async function dependenciesOf(dir: string): Promise<string> {
  const lock = JSON.parse(await readFile(path.join(dir, 'package-lock.json'), 'utf8')) as { version?: string; packages: Record<string, { version?: string }> };
  delete lock.version;
  delete lock.packages['']!.version;
  return JSON.stringify(lock);
}

/** The release checked out beside this one, with its own dependencies (HEAD's when the lockfiles are the same). */
async function install(tag: string): Promise<string> {
  const dir = path.join(root, tag);
  await exec('git', ['worktree', 'add', '--detach', dir, releaseCommits[tag] ?? tag], { cwd: head });
  const same = (await dependenciesOf(dir)) === (await dependenciesOf(head));
  if (same) await symlink(path.join(head, 'node_modules'), path.join(dir, 'node_modules'));
  else await exec('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, maxBuffer: 64 << 20 });
  return dir;
}

function check(scenario: string, problems: string[], serverErrors: string[] = []) {
  for (const problem of [...problems, ...serverErrors.map((error) => `5xx from the release: ${error}`)]) failures.push(`${scenario}: ${problem}`);
}


/** Media objects a release uploaded that HEAD still reads from the old directory. */
async function legacyUploads(url: string): Promise<number> {
  return Number((await sql<{ count: string }>(url, 'select count(*) from media_object where uploaded_at is not null and sha256 is null'))[0]!.count);
}

/** The org's events as numbered (none before a release had them). */
async function eventsOf(url: string, orgId: string): Promise<string[]> {
  const [table] = await sql<{ name: string | null }>(url, `select to_regclass('event')::text as name`);
  if (!table?.name) return [];
  return (await sql<{ id: string; type: string; subject_id: string }>(url, 'select id, type, subject_id from event where org_id = $1 order by id', [orgId])).map(
    (event) => `${event.id} ${event.type} ${event.subject_id}`,
  );
}

async function onPostgres(tag: string, releaseDir: string, serverUrl: string) {
  const scenario = `${tag} -> HEAD on PostgreSQL (rolling)`;
  const database = `upgrade_${tag.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
  const env = { ...SHARED, DATABASE_URL: url, MEDIA_DIR: path.join(root, `${tag}-media`) };
  const orgId = randomUUID();
  try {
    const release = await timed(`${tag}: start the release`, () => startService(releaseDir, env, tag));
    const old = new Api(release.address, orgId);
    const made = await timed(`${tag}: make data through the release`, () => makeRound(old, 'before'));
    await timed(`${tag}: migrate with HEAD while the release serves`, () => runHead('src/migrate.ts', env));
    const rolling = await timed(`${tag}: the release on the migrated schema`, async () => {
      const more = await makeRound(old, 'rolling');
      const visited = await visitEveryRoute(old, merge(merge(emptyMade(), made), more));
      console.log(`  ${visited} routes and reads visited`);
      return more;
    });
    const events = await eventsOf(url, orgId);
    if (events.some((event, index) => !event.startsWith(`${index + 1} `))) failures.push(`${scenario}: the release's event numbers have gaps`);
    const headService = await timed(`${tag}: start HEAD beside the release`, () => startService(head, env, 'HEAD'));
    const current = new Api(headService.address, orgId);
    // HEAD imports the release's files once listening (a sandbox); read from the old directory meanwhile.
    if ((await legacyUploads(url)) !== 0) await headService.logged('media import:');
    if ((await legacyUploads(url)) !== 0) failures.push(`${scenario}: HEAD's start left uploads of the release unimported`);
    const late = await timed(`${tag}: the release makes more after HEAD imported`, () => makeRound(old, 'late'));
    const all = merge(merge(merge(emptyMade(), made), rolling), late);
    // A release that kept files on disk (0.1.0): HEAD reads these from its directory until media:import.
    const waiting = await legacyUploads(url);
    console.log(`  ${waiting} of the release's uploads wait for import`);
    // A file HEAD stored is one the release may not find, but never answers 5xx there.
    const fresh = await current.upload(people.manager, { ownerType: 'PROPERTY', ownerId: made.properties[0]!.id }, 'PHOTO', 5000);
    const seen = await old.fetch('GET a file HEAD stored', `/media/${fresh.id}/content`, { headers: { authorization: `Bearer ${await old.token(people.manager)}` } });
    if (![200, 404].includes(seen.status)) failures.push(`${scenario}: the release answered ${seen.status} for a file HEAD stored`);
    console.log(`  ${all.snapshots.length} records, reports and lists of the release to compare field by field`);
    check(scenario, await timed(`${tag}: HEAD reads everything (late files through the old directory)`, () => verifyWithHead(current, all)));
    await release.stop();
    check(scenario, [], old.serverErrors);
    const lines = await timed(`${tag}: npm run media:import`, () => runHead('src/media-import.ts', env));
    const report = lines.find((line) => line.msg === 'media import complete') as { imported?: number; refused?: unknown[] } | undefined;
    if (report?.imported !== waiting) failures.push(`${scenario}: media:import reported ${JSON.stringify(report ?? lines.at(-1))}, expected ${waiting} imported`);
    check(scenario, await timed(`${tag}: HEAD reads everything after the import`, () => verifyWithHead(current, all)));
    if ((await legacyUploads(url)) !== 0) failures.push(`${scenario}: uploads still waiting for import after media:import`);
    check(scenario, [], current.serverErrors);
    const after = await eventsOf(url, orgId);
    if (JSON.stringify(after.slice(0, events.length)) !== JSON.stringify(events)) failures.push(`${scenario}: the release's ${events.length} events changed`);
    console.log(`  ${events.length} events of the release kept with their numbers`);
    await headService.stop();
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

async function onEmbedded(tag: string, releaseDir: string) {
  const scenario = `${tag} -> HEAD on the embedded data directory`;
  const env = { ...SHARED, DATA_DIR: path.join(root, `${tag}-data`) };
  const orgId = randomUUID();
  const release = await timed(`${tag} embedded: start the release`, () => startService(releaseDir, env, tag));
  const old = new Api(release.address, orgId);
  const made: Made = await timed(`${tag} embedded: make data through the release`, () => makeRound(old, 'embedded'));
  await release.stop();
  check(scenario, [], old.serverErrors);
  const oldFiles = (await readdir(path.join(env.DATA_DIR, 'media'), { recursive: true, withFileTypes: true }).catch(() => [])).some((entry) => entry.isFile());
  const headService = await timed(`${tag} embedded: HEAD's npm start migrates and imports`, async () => {
    const started = await startService(head, env, 'HEAD');
    // The release's files are imported once HEAD listens.
    if (oldFiles) await started.logged('media import:');
    return started;
  });
  const current = new Api(headService.address, orgId);
  // Imported, not read through: the old directory is gone.
  await rm(path.join(env.DATA_DIR, 'media'), { recursive: true, force: true });
  check(scenario, await timed(`${tag} embedded: HEAD reads everything`, () => verifyWithHead(current, made)));
  check(scenario, [], current.serverErrors);
  await headService.stop();
}

// Every release's commit, so a clone that did not bring the tags still upgrades from each of them.
const releaseCommits = JSON.parse(await readFile(path.join(import.meta.dirname, 'releases.json'), 'utf8')) as Record<string, string>;
const tags = (await exec('git', ['tag', '--list', 'v*'], { cwd: head })).stdout.split('\n').filter(Boolean);
const releases = process.env.UPGRADE_RELEASES?.split(',') ?? [...new Set([...Object.keys(releaseCommits), ...tags])];
// Every release but the commit under test itself: a HEAD still carrying the last release's version has changes to upgrade to.
const commitOf = async (revision: string) => (await exec('git', ['rev-parse', `${revision}^{commit}`], { cwd: head })).stdout.trim();
const headCommit = await commitOf('HEAD');
let embeddedServer: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
try {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embeddedServer = await startEmbeddedPostgres(path.join(root, 'server'), { persistent: false });
    serverUrl = embeddedServer.url;
  }
  const earlier: string[] = [];
  for (const tag of releases) if ((await commitOf(releaseCommits[tag] ?? tag)) !== headCommit) earlier.push(tag);
  // A checkout without its tags (a shallow clone) would pass having tested nothing.
  if (!earlier.length) failures.push('run: no release to upgrade from: none in releases.json and no v* tag in this checkout');
  for (const tag of earlier) {
    const dir = await timed(`${tag}: install`, () => install(tag));
    await onPostgres(tag, dir, serverUrl);
    await onEmbedded(tag, dir);
    // Not `git worktree remove`, which first walks the release's node_modules for changes (a minute on 2 cores).
    await rm(dir, { recursive: true, force: true });
  }
} catch (error) {
  failures.push(`run: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await embeddedServer?.stop();
  if (existsSync(root)) await rm(root, { recursive: true, force: true });
  await exec('git', ['worktree', 'prune'], { cwd: head });
}
for (const failure of failures) console.log(`FAILED ${failure}`);
if (failures.length) for (const { name, lines } of errorLogs) for (const line of lines.slice(-10)) console.log(`${name} logged: ${line.slice(0, 4000)}`);
console.log(JSON.stringify({ releases, failures: failures.length, seconds: timings }));
process.exit(failures.length ? 1 : 0);
