import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGNING_KEYS } from './helpers/app.js';
import { root, run, startService } from './helpers/process.js';
import { withDatabase } from './setup/database.js';

const exec = promisify(execFile);

/**
 * Idle resident memory of the production process, 3 s after it listens (docs/performance.md, "Memory"):
 * GraphiQL, ioredis, prom-client, pdfkit, the migrator and the OpenAPI document are loaded or built only
 * when used, and one memory-reducing collection after start gives back what starting left behind:
 * 121-128 MB on Nodes 22-26 (165-180 MB before). The target of issue 17 is the budget.
 * Node 20, where the suite still runs but the service is not supported (package.json engines), cannot be
 * asked for that collection: about 142-157 MB there, hence its own allowance.
 */
const IDLE_RSS_LIMIT_MB = Number(process.versions.node.split('.')[0]) >= 22 ? 150 : 160;

/**
 * What `npm ci --omit=dev` would install: every package of the lockfile not marked dev,
 * copied (as hard links, so quickly) into a directory of its own beside the compiled
 * service. tsx, TypeScript and every other dev tool cannot be resolved from there.
 */
async function productionInstall(into: string) {
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  for (const [location, entry] of Object.entries(lock.packages)) {
    // Top-level packages only: nested ones come inside their parent's directory.
    if (!location || entry.dev || location.lastIndexOf('node_modules/') !== 0) continue;
    // Optional packages of other platforms are not installed here either.
    if (!existsSync(path.join(root, location))) continue;
    await mkdir(path.dirname(path.join(into, location)), { recursive: true });
    await exec('cp', ['-al', path.join(root, location), path.join(into, location)]);
  }
  await cp(path.join(root, 'package.json'), path.join(into, 'package.json'));
}

let work: string;
let database: string;
let admin: pg.Client;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'rental-build-'));
  // `npm run build`'s compiler and configuration, into the copy instead of the checkout's dist/.
  await exec(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json'), '--outDir', path.join(work, 'dist')]);
  await productionInstall(work);
  admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await admin.connect();
  database = `rental_build_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin.query(`create database ${database}`); // empty: the compiled migrations make the schema
}, 180_000);
afterAll(async () => {
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  await rm(work, { recursive: true, force: true });
});

describe('the compiled service with production dependencies only', () => {
  it('has no dev tooling to lean on', async () => {
    const probe = await run([process.execPath, '--input-type=module', '-e', "await import('tsx').then(() => console.log('tsx found'), (e) => console.log(e.code))"], {});
    expect(probe.stdout.trim()).toBe('tsx found'); // from the checkout...
    const inCopy = await exec(process.execPath, ['--input-type=module', '-e', "await import('tsx').then(() => console.log('tsx found'), (e) => console.log(e.code))"], { cwd: work });
    expect(inCopy.stdout.trim()).toBe('ERR_MODULE_NOT_FOUND'); // ...but not from the copy
    expect((await readFile(path.join(work, 'dist/main.js.map'), 'utf8')).length).toBeGreaterThan(0);
  });

  it('runs with plain `node --enable-source-maps dist/main.js`: migrates, answers, and stops on SIGTERM', async () => {
    const service = await startService(
      { DATABASE_URL: withDatabase(inject('databaseServerUrl'), database), PORT: '0', ...SIGNING_KEYS, LOG_LEVEL: 'info' },
      // Run from the copy: only its node_modules are there to resolve from.
      ['sh', '-c', `cd '${work}' && exec node --enable-source-maps dist/main.js`],
    );
    try {
      expect(service.logs.find((line) => line.msg === 'migrations applied')?.migrations).toContain('Migration20261124000000_row_level_security');
      const tokenResponse = await fetch(`${service.address}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId: randomUUID(), roles: ['OWNER'] }),
      });
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const call = async (query: string, variables: object) =>
        (await (await fetch(`${service.address}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        })).json()) as { data: Record<string, { id: string; name: string }> };
      const created = await call('mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id name } }', {
        input: { name: 'Compiled', type: 'HOUSE', city: 'Limbe' },
      });
      const read = await call('query($id: UUID!) { property(id: $id) { id name } }', { id: created.data.createProperty!.id });
      expect(read.data.property).toEqual({ id: created.data.createProperty!.id, name: 'Compiled' });
    } finally {
      process.kill(service.pid, 'SIGTERM');
    }
    expect(await service.exited).toBe(0);
    expect(service.logs.at(-1)?.msg).toBe('stopped');
    // Every line it wrote, migrations included, was a JSON log line.
    expect(service.otherLines).toEqual([]);
  }, 60_000);

  it('renders a receipt PDF (pdfkit and its embedded font from the production install)', async () => {
    const service = await startService(
      { DATABASE_URL: withDatabase(inject('databaseServerUrl'), database), PORT: '0', ...SIGNING_KEYS },
      ['sh', '-c', `cd '${work}' && exec node --enable-source-maps dist/main.js`],
    );
    try {
      const tokenResponse = await fetch(`${service.address}/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orgId: randomUUID(), roles: ['OWNER', 'MANAGER'] }),
      });
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      const authorization = `Bearer ${token}`;
      const call = async (query: string, variables: object) => {
        const body = (await (await fetch(`${service.address}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ query, variables }),
        })).json()) as { data?: Record<string, { id: string; grossAmount: number }>; errors?: unknown };
        // An answer without data says why (a CI run on Nodes 22 and 26 once had one, unexplained).
        if (!body.data) throw new Error(`${query}: ${JSON.stringify(body)}`);
        return Object.values(body.data)[0]!;
      };
      const property = await call('mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { name: 'Reçu', type: 'HOUSE', city: 'Yaoundé' } });
      const unit = await call('mutation($id: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $id, input: $input) { id } }', {
        id: property.id,
        input: { label: 'A1', rentAmount: 150_000, rentCurrency: 'XAF' },
      });
      const booking = await call('mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
        input: { unitId: unit.id, tenantUserId: randomUUID(), startDate: '2026-01-01', endDate: '2026-02-01' },
      });
      const invoice = await call('mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id grossAmount } }', {
        input: { bookingId: booking.id, periodStart: '2026-01-01', periodEnd: '2026-02-01', dueDate: '2026-01-05' },
      });
      await call('mutation($id: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id } }', {
        id: invoice.id,
        input: { amount: invoice.grossAmount, method: 'CASH', receivedOn: '2026-01-02' },
      });
      const receipt = await fetch(`${service.address}/api/v1/invoices/${invoice.id}/receipt`, { headers: { authorization } });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await receipt.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      process.kill(service.pid, 'SIGTERM');
    }
    expect(await service.exited).toBe(0);
  }, 60_000);

  it(`idles in production mode within ${IDLE_RSS_LIMIT_MB} MB of resident memory: nothing loaded it does not use`, async () => {
    const url = withDatabase(inject('databaseServerUrl'), database);
    const migrated = await run(['sh', '-c', `cd '${work}' && exec node dist/migrate.js`], { DATABASE_URL: url });
    expect(migrated.code).toBe(0);
    const service = await startService(
      {
        NODE_ENV: 'production',
        DATABASE_URL: url,
        PORT: '0',
        // Never fetched while idle: keys are read on the first token.
        AUTH_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
        AUTH_ISSUER: 'https://issuer.example',
        AUTH_AUDIENCE: 'rental',
        ...SIGNING_KEYS,
      },
      ['sh', '-c', `cd '${work}' && exec node --enable-source-maps dist/main.js`],
    );
    try {
      expect(service.logs.find((line) => line.msg === 'listening')?.mode).toBe('production');
      // Idle once its start has settled (the background work's start follows readiness, and takes longer on a loaded
      // machine): the least of the resident memory read each half second from 3 s to 8 s after it listens.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const readings: number[] = [];
      for (let reading = 0; reading < 11; reading++) {
        const status = await readFile(`/proc/${service.pid}/status`, 'utf8');
        readings.push(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(Math.min(...readings)).toBeLessThanOrEqual(IDLE_RSS_LIMIT_MB);
    } finally {
      process.kill(service.pid, 'SIGTERM');
    }
    expect(await service.exited).toBe(0);
  }, 60_000);
});
