import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/demo/seed.js';
import { graphql } from '../src/generated/index.js';
import { createAuthenticator } from '../src/server/auth.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { isAlive, startService, type RunningService } from './helpers/process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const sandbox = loadConfig({}).auth;
if (sandbox.mode !== 'sandbox') throw new Error('expected sandbox mode');
/** The org the seed fills by default (SANDBOX_ORG_ID). */
const DEMO_ORG_ID = sandbox.orgId;

/** Runs `npm run seed`'s script as a user would, against the test database; its exit code and output. */
function runSeed(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
      cwd: root,
      // A plain environment: not the test runner's.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The `NAME_TOKEN=...` lines the seed prints. */
const printedTokens = (stdout: string) => Object.fromEntries([...stdout.matchAll(/^(\w+)_TOKEN=(\S+)$/gm)].map((m) => [m[1]!, m[2]!]));

const COUNTS = `
  select (select count(*) from property)::int as properties, (select count(*) from unit)::int as units,
         (select count(*) from booking)::int as bookings, (select count(*) from invoice)::int as invoices,
         (select count(*) from verification_record)::int as records, (select count(*) from verification_document)::int as documents,
         (select count(*) from media_object)::int as media`;

const statusesOf = async (t: TestApp, table: string) =>
  (await t.sql<{ status: string }>(`select distinct status from ${table} where org_id = $1 order by status`, [DEMO_ORG_ID])).map(
    (row) => row.status,
  );

const PortfolioDoc = graphql(`
  query TestSeedPortfolio {
    me { userId orgId roles }
    properties(first: 20) {
      totalCount
      edges {
        node {
          name city quartier status
          units(first: 10) {
            edges { node { label bookings(first: 10) { edges { node { status tenantUserId invoices(first: 10) { edges { node { status tvaBasisPoints currency grossAmount netAmount tvaAmount } } } } } } } }
          }
        }
      }
    }
  }
`);

let t: TestApp;
let first: Awaited<ReturnType<typeof runSeed>>;
let second: Awaited<ReturnType<typeof runSeed>>;
let countsAfterFirst: unknown;

beforeAll(async () => {
  t = await startTestApp();
  const env = { DATABASE_URL: t.databaseUrl };
  first = await runSeed({ ...env, SANDBOX_SIGNING_KEY: SANDBOX_KEY });
  countsAfterFirst = (await t.sql(COUNTS))[0];
  second = await runSeed(env);
}, 60_000);
afterAll(() => t.close());

const asCaller = (token: string, userId: string): Caller => ({ token, userId, orgId: DEMO_ORG_ID, roles: [] });

describe('npm run seed', () => {
  it('writes the demo data once: a second run succeeds and changes nothing', async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Demo data written');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('nothing changed');
    // Every demo user is a person of the directory, named where tokens are printed.
    expect(first.stdout).toContain(`# OWNER: Marie-Claire Fotso (user ${DEMO_USERS.owner})`);
    expect(first.stdout).toContain(`# TENANT_1: Élodie Ngo Nyemb (user ${DEMO_USERS.tenants[0]})`);
    const people = await t.sql<{ user_id: string }>('select user_id from person where org_id = $1 and user_id is not null', [DEMO_ORG_ID]);
    expect(new Set(people.map((person) => person.user_id))).toEqual(new Set([DEMO_USERS.owner, DEMO_USERS.manager, DEMO_USERS.admin, ...DEMO_USERS.tenants]));
    expect(countsAfterFirst).toMatchObject({ properties: 9, bookings: 8 });
    // Ten rent invoices issued by hand; the villa's monthly plan bills every month from its start to 10 days ahead.
    const [made] = await t.sql<{ byHand: number; billed: number; unbilledMonths: number }>(`
      select count(*) filter (where billing_period_start is null and kind = 'RENT')::int as "byHand",
             count(*) filter (where billing_period_start is not null)::int as billed,
             (select count(*)::int from billing_plan p join booking b on b.org_id = p.org_id and b.id = p.booking_id,
                     generate_series(b.start_date, least(b.end_date - 1, current_date + 10), interval '1 month') as month
               where not exists (select 1 from invoice i where i.booking_id = b.id and i.period_start <= month and i.period_end > month)) as "unbilledMonths"
        from invoice`);
    expect(made).toEqual({ byHand: 10, billed: expect.any(Number), unbilledMonths: 0 });
    expect(made!.billed).toBeGreaterThanOrEqual(7);
    // The sweep ran over the plan's past months: a late fee on each of its rent invoices left unpaid, the first waived.
    const fees = await t.sql<{ status: string; cancel_reason: string | null }>(
      `select status, cancel_reason from invoice where kind = 'LATE_FEE' order by period_start, id`,
    );
    expect(fees.length).toBeGreaterThanOrEqual(5);
    expect(fees[0]).toMatchObject({ status: 'CANCELLED', cancel_reason: expect.stringMatching(/pénalité levée/) });
    expect((await t.sql(COUNTS))[0]).toEqual(countsAfterFirst);
    // Everything is the demo org's.
    expect(await t.sql(`select org_id from property where org_id <> $1`, [DEMO_ORG_ID])).toEqual([]);
  });

  it('shows on the sandbox mail page what the demo tenants would receive (no SMTP_URL: kept, not sent)', async () => {
    const expected = [
      // Each in their language: Élodie reads French, John English.
      /Élodie Ngo Nyemb &lt;elodie\.ngo@example\.cm&gt;<\/td><td>BOOKING_CONFIRMED<\/td><td><a href="[^"]+">Réservation confirmée : /,
      /John Tabi Enow &lt;john\.tabi@example\.cm&gt;<\/td><td>INVOICE_ISSUED<\/td><td><a href="[^"]+">New rent invoice: XAF\s/,
      /john\.tabi@example\.cm&gt;<\/td><td>PAYMENT_RECEIVED<\/td><td><a href="[^"]+">Payment received: XAF\s/,
      // The other kinds the demo's history makes: an overdue notice, the owner's verification decisions.
      /elodie\.ngo@example\.cm&gt;<\/td><td>INVOICE_OVERDUE<\/td><td><a href="[^"]+">Facture impayée : /,
      /mc\.fotso@example\.cm&gt;<\/td><td>VERIFICATION_DECISION<\/td><td><a href="[^"]+">Vérification approuvée</,
      /mc\.fotso@example\.cm&gt;<\/td><td>VERIFICATION_DECISION<\/td><td><a href="[^"]+">Vérification refusée</,
    ];
    const missing = async () => {
      const page = (await t.app.inject({ method: 'GET', url: '/sandbox/mail' })).body;
      return expected.filter((pattern) => !pattern.test(page)).map(String);
    };
    // The jobs send them as the seed's events come: wait for them all.
    await expect.poll(missing, { timeout: 40_000, interval: 200 }).toEqual([]);
  }, 60_000);

  it('has every state of properties, bookings, invoices, verification records and maintenance requests', async () => {
    expect(await statusesOf(t, 'property')).toEqual(['ARCHIVED', 'DRAFT', 'PUBLISHED']);
    expect(await statusesOf(t, 'maintenance_request')).toEqual(['ACCEPTED', 'CANCELLED', 'DONE', 'IN_PROGRESS', 'OPEN', 'REJECTED', 'SCHEDULED']);
    const [charged] = await t.sql(`select kind, net_amount::int as net, tva_amount::int as tva from invoice where maintenance_request_id is not null`);
    expect(charged).toEqual({ kind: 'MAINTENANCE', net: 35_000, tva: 6738 });
    // The owner statement has a fee to apply and a payout to carry.
    expect(await t.sql(`select management_fee_basis_points as fee, management_fee_tva_basis_points as tva from billing_policy where org_id = $1`, [DEMO_ORG_ID])).toEqual([{ fee: 800, tva: 1925 }]);
    expect(await t.sql(`select owner_user_id, amount::int from owner_payout where org_id = $1`, [DEMO_ORG_ID])).toEqual([{ owner_user_id: DEMO_USERS.owner, amount: 250_000 }]);
    expect(await statusesOf(t, 'booking')).toEqual(['ACTIVE', 'CANCELLED', 'DRAFT', 'PENDING', 'TERMINATED']);
    expect(await statusesOf(t, 'invoice')).toEqual(['CANCELLED', 'ISSUED', 'OVERDUE', 'PAID']);
    expect(await statusesOf(t, 'verification_record')).toEqual(
      ['APPROVED', 'DRAFT', 'MORE_INFO_REQUESTED', 'REJECTED', 'REVOKED', 'SUBMITTED', 'UNDER_REVIEW'].sort(),
    );
    const invoices = await t.sql<{ bad: number }>(
      `select count(*)::int as bad from invoice
        where tva_basis_points <> case kind when 'LATE_FEE' then 0 else 1925 end or currency <> 'XAF' or gross_amount <> net_amount + tva_amount`,
    );
    expect(invoices[0]!.bad).toBe(0);
    const cities = await t.sql<{ city: string }>(`select distinct city from property order by city`);
    expect(cities.map((row) => row.city)).toEqual(['Douala', 'Kribi', 'Yaoundé']);
    // Published properties have a unit and an approved proof.
    const unbacked = await t.sql(`
      select p.id from property p where p.status = 'PUBLISHED' and (
        not exists (select 1 from unit u where u.property_id = p.id)
        or not exists (select 1 from verification_record v where v.property_id = p.id and v.status = 'APPROVED'))`);
    expect(unbacked).toEqual([]);
  });

  it('prints tokens that read the portfolio through GraphQL', async () => {
    const tokens = printedTokens(first.stdout);
    expect(Object.keys(tokens).sort()).toEqual(['ADMIN', 'MANAGER', 'OWNER', 'TENANT_1', 'TENANT_2', 'TENANT_3']);

    const owner = await t.graphql(PortfolioDoc, {}, asCaller(tokens.OWNER!, DEMO_USERS.owner));
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.me).toEqual({ userId: DEMO_USERS.owner, orgId: DEMO_ORG_ID, roles: ['OWNER'] });
    expect(owner.data!.properties.totalCount).toBe(9);
    const invoices = owner.data!.properties.edges.flatMap((p) =>
      p.node.units.edges.flatMap((u) => u.node.bookings.edges.flatMap((b) => b.node.invoices.edges.map((i) => i.node))),
    );
    expect(invoices.length).toBeGreaterThanOrEqual(17);
    expect(invoices[0]).toMatchObject({ currency: 'XAF', tvaBasisPoints: 1925 });

    // A tenant sees the published properties and, in them, only its own bookings.
    const tenant = await t.graphql(PortfolioDoc, {}, asCaller(tokens.TENANT_1!, DEMO_USERS.tenants[0]));
    expect(tenant.errors).toBeUndefined();
    expect(tenant.data!.properties.edges.every((p) => p.node.status === 'PUBLISHED')).toBe(true);
    const tenants = tenant.data!.properties.edges.flatMap((p) =>
      p.node.units.edges.flatMap((u) => u.node.bookings.edges.map((b) => b.node.tenantUserId)),
    );
    expect(tenants.length).toBeGreaterThan(0);
    expect(new Set(tenants)).toEqual(new Set([DEMO_USERS.tenants[0]]));
  });

  it('stores real documents, readable through the service', async () => {
    const tokens = printedTokens(first.stdout);
    const [pdf] = await t.sql<{ id: string; size_bytes: string }>(
      `select id, size_bytes from media_object where content_type = 'application/pdf' order by id limit 1`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/media/${pdf!.id}/content`,
      headers: { authorization: `Bearer ${tokens.MANAGER}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(Number(pdf!.size_bytes));
    expect(response.body.startsWith('%PDF-1.4')).toBe(true);
    expect(response.body.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('without SANDBOX_SIGNING_KEY, prints the key its tokens are signed with', async () => {
    const key = /SANDBOX_SIGNING_KEY=(\S+) npm start/.exec(second.stdout)?.[1];
    expect(key).toBeDefined();
    const config = loadConfig({ SANDBOX_SIGNING_KEY: key });
    if (config.auth.mode !== 'sandbox') throw new Error('expected sandbox mode');
    const actor = await createAuthenticator(config.auth, () => undefined).authenticate(`Bearer ${printedTokens(second.stdout).ADMIN}`);
    expect(actor).toEqual({ userId: DEMO_USERS.admin, orgId: DEMO_ORG_ID, roles: ['ADMIN'] });
    // ...and a server with another key refuses them, saying why.
    await expect(t.graphql(PortfolioDoc, {}, asCaller(printedTokens(second.stdout).ADMIN!, DEMO_USERS.admin))).resolves.toMatchObject({
      errors: [{ message: expect.stringContaining('SANDBOX_SIGNING_KEY'), extensions: { code: 'UNAUTHENTICATED' } }],
    });
  });
});

describe('npm run seed beside a running sandbox on the embedded database, neither given SANDBOX_SIGNING_KEY', () => {
  let dataDir: string;
  let service: RunningService | undefined;
  const env = () => ({ DATA_DIR: dataDir, PORT: '0', SWEEP_INTERVAL_SECONDS: '0' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rental-seed-key-'));
    service = await startService(env());
  }, 90_000);
  afterAll(async () => {
    if (service && isAlive(service.pid)) {
      process.kill(service.pid, 'SIGTERM');
      await service.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints tokens the server started before it accepts: both sign with the key kept in DATA_DIR', async () => {
    const seeded = await runSeed({ DATA_DIR: dataDir });
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stdout).not.toContain('SANDBOX_SIGNING_KEY is not set');
    const keyFile = path.join(dataDir, 'sandbox-signing-key');
    expect((await readFile(keyFile, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const response = await fetch(`${service!.address}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${printedTokens(seeded.stdout).OWNER}` },
      body: JSON.stringify({ query: '{ me { userId } properties(first: 1) { totalCount } }' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: { userId: DEMO_USERS.owner }, properties: { totalCount: 9 } }, extensions: expect.anything() });
  }, 90_000);
});
