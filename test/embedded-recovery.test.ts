import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEY } from './helpers/app.js';
import { gone, isAlive, run, startService, type RunningService } from './helpers/process.js';

let dataDir: string;
let service: RunningService | undefined;
const env = () => ({ DATA_DIR: dataDir, PORT: '0', SANDBOX_SIGNING_KEY: SANDBOX_KEY, SWEEP_INTERVAL_SECONDS: '0' });
const postmasterPid = async () => Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rental-recovery-'));
  service = await startService(env());
}, 90_000);
afterAll(async () => {
  if (service && isAlive(service.pid)) {
    process.kill(service.pid, 'SIGTERM');
    await service.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database of a DATA_DIR', () => {
  it('refuses a second `npm start` on the same DATA_DIR in one line naming the running one', async () => {
    const second = await run(['npm', 'start'], env());
    expect(second.code).not.toBe(0);
    expect(second.logs).toHaveLength(1);
    expect(second.logs[0]!.msg).toBe(`The service is already running on ${dataDir} (pid ${service!.pid}); stop it first, or give this one another DATA_DIR.`);
    expect(isAlive(service!.pid)).toBe(true);
  }, 60_000);

  it('lets `npm run seed` write into the running service’s database', async () => {
    const seed = await run(['npm', 'run', 'seed'], env());
    expect(seed.stderr).not.toMatch(/\bError\b/);
    expect(seed.code).toBe(0);
    expect(seed.stdout).toMatch(/Demo data (written to|already present in) org/);
    // The service sees it: the demo owner's token (printed by the seed) lists the demo properties.
    const owner = /^OWNER_TOKEN=(\S+)$/m.exec(seed.stdout)![1]!;
    const response = await fetch(`${service!.address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ query: '{ properties(first: 1) { totalCount } }' }),
    });
    expect(((await response.json()) as { data: { properties: { totalCount: number } } }).data.properties.totalCount).toBeGreaterThan(0);
  }, 60_000);

  it('fails at once on a port in use, before starting a database, in one clear line', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)));
    const otherDir = await mkdtemp(path.join(tmpdir(), 'rental-port-'));
    try {
      const result = await run(['npm', 'start'], { ...env(), DATA_DIR: otherDir, PORT: String(port) });
      expect(result.code).not.toBe(0);
      expect(result.logs.map((line) => line.msg)).toEqual([`PORT ${port} on 127.0.0.1 is already in use; stop what listens there or choose another PORT.`]);
      expect(existsSync(path.join(otherDir, 'postgres'))).toBe(false);
    } finally {
      blocker.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('recovers by itself after the service was SIGKILLed and its PostgreSQL orphaned', async () => {
    const orphan = await postmasterPid();
    process.kill(service!.pid, 'SIGKILL');
    await service!.exited;
    expect(await gone(service!.pid)).toBe(true);
    expect(isAlive(orphan)).toBe(true); // what the OOM killer leaves behind

    service = await startService(env());
    expect(await gone(orphan)).toBe(true);
    expect(service.logs.find((line) => line.msg === 'stopped the embedded PostgreSQL a previous run left behind')?.pid).toBe(orphan);
    const fresh = await postmasterPid();
    expect(fresh).not.toBe(orphan);
    expect(isAlive(fresh)).toBe(true);
    // The data survived: the seed's demo data is still there.
    const seedAgain = await run(['npm', 'run', 'seed'], env());
    expect(seedAgain.stdout).toContain('Demo data already present');

    process.kill(service.pid, 'SIGTERM');
    expect(await service.exited).toBe(0);
    expect(await gone(fresh)).toBe(true);
  }, 120_000);

  it('says PostgreSQL’s own reason when its database cannot start', async () => {
    // Another program's postgres on this data directory is not an orphan of ours: left alone, and named.
    const { startEmbeddedPostgres } = await import('../src/db/embedded.js');
    const otherDir = await mkdtemp(path.join(tmpdir(), 'rental-reason-'));
    const foreign = await startEmbeddedPostgres(otherDir, { persistent: false });
    try {
      const { openEmbeddedDatabase } = await import('../src/db/embedded.js');
      const error = await openEmbeddedDatabase(otherDir, { share: false }).then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
      expect(error?.message).toMatch(/did not start: FATAL: {1,2}lock file "postmaster.pid" already exists/);
      expect(error?.message).not.toContain('\n');
    } finally {
      await foreign.stop();
    }
  }, 60_000);
});
