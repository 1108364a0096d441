/**
 * Two real service processes over one database: every REST route and every
 * mutation, each step sent to one process and checked through the other, so
 * nothing may live in one process (files, rate-limit counts, tokens).
 *
 * Against the test server by default; with CITUS_DATABASE_URL (a coordinator
 * of a real multi-node Citus cluster, `../shared/citus/cluster.sh up`) the
 * same suite runs on the distributed database, migrated by the service's own
 * migrations, which distribute the tenant tables.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/orm.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { ONE_SHARD_GROUP_ONLY, serviceEnv, startService, type RunningService } from './helpers/process.js';
import { pdfBytes } from './helpers/uploads.js';

const citusUrl = process.env.CITUS_DATABASE_URL;
const RATE_LIMIT = 300;

let t: TestApp | undefined;
let databaseUrl: string;
let a: RunningService;
let b: RunningService;

beforeAll(async () => {
  if (citusUrl) {
    const orm = await openDatabase({ url: citusUrl, poolMax: 2 });
    await migrate(orm);
    // The migrations distributed every tenant table, co-located, with every shard on a worker: nothing is served locally.
    const [layout] = await orm.em.getConnection().execute<{ tables: string; groups: string; onWorkers: string; onCoordinator: string }[]>(
      `select count(distinct s.table_name) as tables, count(distinct s.colocation_id) as groups,
              count(*) filter (where n.groupid <> 0) as "onWorkers", count(*) filter (where n.groupid = 0) as "onCoordinator"
         from citus_shards s join pg_dist_node n on n.nodename = s.nodename and n.nodeport = s.nodeport`,
    );
    // Every table under the org isolation policy is distributed (rate_limit_bucket, shared by all orgs, stays local).
    const [isolated] = await orm.em.getConnection().execute<{ tables: string }[]>(
      `select count(distinct tablename) as tables from pg_policies where policyname like '%\\_org\\_isolation'`,
    );
    expect(Number(isolated!.tables)).toBeGreaterThanOrEqual(19);
    expect(layout).toMatchObject({ tables: isolated!.tables, groups: '1', onCoordinator: '0' });
    expect(Number(layout!.onWorkers)).toBeGreaterThan(0);
    await orm.close();
    databaseUrl = citusUrl;
  } else {
    t = await startTestApp(); // only for a database of its own
    databaseUrl = t.databaseUrl;
  }
  const env = serviceEnv(databaseUrl, {
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    DB_POOL_MAX: '4',
    // Deliveries are written (the endpoint below wants every event) but not sent (serviceEnv): nothing listens
    // here. Nor notifications, whose search for orgs with new events is cross-org too.
    NOTIFICATIONS_ENABLED: 'false',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    // On Citus every API request must stay on one shard group, so the suite shows there is none that fans out.
    // (The sweep and the webhook worker's search for due deliveries, cross-org by nature, are off here.)
    ...(citusUrl ? ONE_SHARD_GROUP_ONLY : {}),
  });
  // The README's `npm start`, twice.
  [a, b] = await Promise.all([startService(env), startService(env)]);
  // Each says where its surfaces are.
  expect((await a.logged(`GraphQL at ${a.address}/graphql (GraphiQL in a browser), REST under ${a.address}/api/v1, API reference at ${a.address}/api/v1/docs`)).apiReference).toBe(
    `${a.address}/api/v1/docs`,
  );
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].map(async (service) => {
    if (!service) return;
    service.child.kill('SIGTERM');
    await service.exited;
  }));
  await t?.close();
});

interface Caller {
  userId: string;
  token: string;
}

async function caller(orgId: string, roles: string[]): Promise<Caller> {
  const userId = randomUUID();
  const response = await fetch(`${a.address}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId, roles, userId }),
  });
  expect(response.status).toBe(200);
  return { userId, token: ((await response.json()) as { access_token: string }).access_token };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

async function call(server: RunningService, who: Caller | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.address}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON (a file)
  }
  return { status: response.status, body: parsed, text };
}

/** A GraphQL operation that must succeed; answers its one root field. */
async function gql<T = Record<string, unknown>>(server: RunningService, who: Caller, query: string, variables: object = {}): Promise<T> {
  const answer = await call(server, who, 'POST', '/graphql', { query, variables });
  expect(answer.body.errors, answer.text).toBeUndefined();
  expect(answer.status).toBe(200);
  return Object.values(answer.body.data as Record<string, unknown>)[0] as T;
}

/** A GraphQL operation that must be refused with `code`. */
async function gqlRefused(server: RunningService, who: Caller, query: string, variables: object, code: string): Promise<string> {
  const answer = await call(server, who, 'POST', '/graphql', { query, variables });
  const errors = answer.body.errors as { message: string; extensions: { code: string } }[];
  expect(errors?.[0]?.extensions.code, answer.text).toBe(code);
  return errors[0]!.message;
}

const id = (value: unknown) => (value as { id: string }).id;

/** Creates a media object through one process, uploads through the other, reads back through the first. */
async function uploaded(owner: Caller, ownerType: string, ownerId: string, bytes: Buffer): Promise<string> {
  const created = await call(b, owner, 'POST', '/api/v1/media', {
    filename: 'deed.pdf',
    contentType: 'application/pdf',
    ownerId,
    ownerType,
    kind: 'DOCUMENT',
    sizeBytes: bytes.length,
  });
  expect(created.status, created.text).toBe(201);
  const media = created.body.media as { id: string };
  const address = new URL(created.body.uploadUrl as string);
  const put = await fetch(`${a.address}${address.pathname}${address.search}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(bytes) });
  expect(put.status, await put.clone().text()).toBe(200);
  const again = await fetch(`${b.address}${address.pathname}${address.search}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Uint8Array(bytes) });
  expect(again.status).toBe(409);
  const read = await fetch(`${b.address}/media/${media.id}/content`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(read.status).toBe(200);
  const content = Buffer.from(await read.arrayBuffer());
  expect(createHash('sha256').update(content).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
  return media.id;
}

describe(`two service processes over one ${citusUrl ? 'Citus cluster' : 'PostgreSQL database'}`, () => {
  it('serves every route and mutation, each step through one process and checked through the other', async () => {
    const orgId = randomUUID();
    const owner = await caller(orgId, ['OWNER']);
    const manager = await caller(orgId, ['MANAGER']);
    const admin = await caller(orgId, ['ADMIN']);
    const tenant = await caller(orgId, ['TENANT']);
    const outsider = await caller(randomUUID(), ['ADMIN', 'MANAGER']);

    // A webhook endpoint for every event: each write below also writes its deliveries, on the org's shard.
    const endpoint = await gql(b, manager, 'mutation { createWebhookEndpoint(input: {url: "http://127.0.0.1:9/hook"}) { endpoint { id } } }');
    const endpointId = id((endpoint as { endpoint: unknown }).endpoint);

    // Property and units.
    const property = await gql(a, owner, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id status } }', {
      input: { name: 'Residence Akwa', type: 'APARTMENT', city: 'Douala' },
    });
    const propertyId = id(property);
    const unit = await call(b, owner, 'POST', `/api/v1/properties/${propertyId}/units`, { label: 'A1', rentAmount: 150000, rentCurrency: 'XAF' });
    expect(unit.status, unit.text).toBe(201);
    const twin = await call(a, owner, 'POST', `/api/v1/properties/${propertyId}/units`, { label: 'a1' });
    expect(twin.status).toBe(409);
    // The constraint's own message, whatever shard the violation came from.
    expect(twin.body.detail).toBe('A unit with this label already exists in the property.');
    const second = await gql(a, manager, 'mutation($p: UUID!) { createUnit(propertyId: $p, input: {label: "B2", rentAmount: 90000, rentCurrency: "XAF"}) { id } }', {
      p: propertyId,
    });
    const unitId = id(unit.body);
    const secondId = id(second);
    expect(await gql(b, manager, 'mutation($id: UUID!) { setUnitStatus(id: $id, status: UNAVAILABLE) { status } }', { id: secondId })).toEqual({ status: 'UNAVAILABLE' });
    expect(await gql(a, manager, 'mutation($id: UUID!) { setUnitStatus(id: $id, status: AVAILABLE) { status } }', { id: secondId })).toEqual({ status: 'AVAILABLE' });
    // Full-text search, on the org's shard: the property by its city without its accent, the unit by its label.
    type Ids = { edges: { node: { id: string } }[] };
    const properties = await gql<Ids>(b, manager, '{ properties(first: 5, search: "akwa DOUALA") { edges { node { id } } } }');
    expect(properties.edges.map((edge) => edge.node.id)).toEqual([propertyId]);
    const units = await gql<{ units: Ids }>(a, manager, 'query($p: UUID!) { property(id: $p) { units(first: 5, search: "b2") { edges { node { id } } } } }', { p: propertyId });
    expect(units.units.edges.map((edge) => edge.node.id)).toEqual([secondId]);

    // A property proof: file uploaded through one process, read through the other; reviewed; the property published.
    const proof = await gql(a, owner, 'mutation($p: UUID!) { createPropertyProof(input: {propertyId: $p, proofType: OWNERSHIP}) { id status } }', { p: propertyId });
    const proofId = id(proof);
    const deed = pdfBytes(700_000);
    const deedId = await uploaded(owner, 'VERIFICATION', proofId, deed);
    const added = await call(a, owner, 'POST', `/api/v1/verification/property-proofs/${proofId}/documents`, { mediaObjectId: deedId, role: 'PROOF_OF_OWNERSHIP' });
    expect(added.status, added.text).toBe(200);
    const submitted = await call(b, owner, 'POST', `/api/v1/verification/property-proofs/${proofId}/submit`);
    expect(submitted.status, submitted.text).toBe(200);
    const queue = await call(a, admin, 'GET', '/api/v1/admin/verification/queue');
    expect(queue.status, queue.text).toBe(200);
    expect((queue.body as unknown as { id: string }[]).map((record) => record.id)).toContain(proofId);
    expect(await gql(b, admin, 'mutation($id: UUID!) { startVerificationReview(id: $id) { status } }', { id: proofId })).toEqual({ status: 'UNDER_REVIEW' });
    const approved = await call(a, admin, 'POST', `/api/v1/admin/verification/${proofId}/approve`, { note: 'Deed checked.' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect(await gql(b, owner, 'mutation($id: UUID!) { publishProperty(id: $id) { status } }', { id: propertyId })).toEqual({ status: 'PUBLISHED' });

    // Bookings: an overlap refused by the database whichever process sends it; draft, submit, cancel.
    const booking = await gql(a, manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id status } }', {
      input: { unitId, tenantUserId: tenant.userId, startDate: '2030-01-01', endDate: '2030-07-01' },
    });
    const bookingId = id(booking);
    expect(await gqlRefused(b, manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: { unitId, tenantUserId: randomUUID(), startDate: '2030-03-01', endDate: '2030-04-01' },
    }, 'CONFLICT')).toMatch(/overlap|booked|already/i);
    const draft = await gql(b, manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id status } }', {
      input: { unitId: secondId, tenantUserId: tenant.userId, startDate: '2030-01-01', endDate: '2030-02-01', draft: true },
    });
    expect(await gql(a, manager, 'mutation($id: UUID!) { submitBooking(id: $id) { status } }', { id: id(draft) })).toEqual({ status: 'PENDING' });
    expect(await gql(b, manager, 'mutation($id: UUID!) { cancelBooking(id: $id) { status } }', { id: id(draft) })).toEqual({ status: 'CANCELLED' });
    expect(await gql(b, manager, 'mutation($id: UUID!) { confirmBooking(id: $id) { status } }', { id: bookingId })).toEqual({ status: 'ACTIVE' });
    const extended = await call(a, manager, 'POST', `/api/v1/bookings/${bookingId}/extend`, { endDate: '2030-12-31' });
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body.endDate).toBe('2030-12-31');

    // Invoices: issued through one process, read, paid (idempotently, across processes) and cancelled through the other.
    const issue = 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id status grossAmount } }';
    const january = await gql(a, manager, issue, { input: { bookingId, periodStart: '2030-01-01', periodEnd: '2030-02-01', dueDate: '2030-01-05', tvaBasisPoints: 1925 } });
    const december = await gql(b, manager, issue, { input: { bookingId, periodStart: '2030-12-01', periodEnd: '2030-12-31', dueDate: '2030-12-05' } });
    expect(january).toMatchObject({ status: 'ISSUED', grossAmount: 178875 });
    const read = await call(b, tenant, 'GET', `/api/v1/invoices/${id(january)}`);
    expect(read.status, read.text).toBe(200);
    const key = randomUUID();
    const paid = await call(a, tenant, 'POST', `/api/v1/invoices/${id(january)}/pay`, undefined, { 'idempotency-key': key });
    const replayed = await call(b, tenant, 'POST', `/api/v1/invoices/${id(january)}/pay`, undefined, { 'idempotency-key': key });
    expect(paid.status, paid.text).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.text).toBe(paid.text);
    expect((await call(b, tenant, 'POST', `/api/v1/invoices/${id(january)}/pay`)).status).toBe(409);
    expect(await gql(b, manager, 'mutation($id: UUID!) { cancelInvoice(id: $id) { status } }', { id: id(december) })).toEqual({ status: 'CANCELLED' });

    // The rent cycle: the org's policy, a billing plan, a period issued by hand, paid in two parts (one reversed and
    // paid again), its receipt, and the reports over it.
    await gql(a, manager, 'mutation { updateBillingPolicy(input: {defaultTvaBasisPoints: 1925, lateFeeKind: FLAT, lateFeeFlatAmount: 5000}) { defaultTvaBasisPoints } }');
    expect(await gql(b, manager, 'mutation($b: UUID!) { setBillingPlan(bookingId: $b, input: {cycle: MONTHLY, dueDay: 5}) { cycle tvaBasisPoints } }', { b: bookingId })).toEqual({
      cycle: 'MONTHLY',
      tvaBasisPoints: 1925,
    });
    const march = await gql(a, manager, issue, { input: { bookingId, periodStart: '2030-03-01', periodEnd: '2030-04-01', dueDate: '2030-03-05', tvaBasisPoints: 1925 } });
    expect(await gqlRefused(b, manager, issue, { input: { bookingId, periodStart: '2030-03-01', periodEnd: '2030-04-01', dueDate: '2030-03-05' } }, 'CONFLICT')).toMatch(/billing period/);
    const record = 'mutation($id: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id invoice { status balance } } }';
    const part = await gql(b, manager, record, { id: id(march), input: { amount: 100000, method: 'MOBILE_MONEY', reference: 'MP300301.1200.A1', receivedOn: '2026-01-02' } });
    expect((part as { invoice: unknown }).invoice).toEqual({ status: 'ISSUED', balance: 78875 });
    await gql(a, admin, 'mutation($id: UUID!) { reversePayment(id: $id, reason: "Reversed by the operator.") { id } }', { id: id(part) });
    await gql(b, manager, record, { id: id(march), input: { amount: 100000, method: 'CASH', receivedOn: '2026-01-03' } });
    const rest = await gql(a, manager, record, { id: id(march), input: { amount: 78875, method: 'CHEQUE', reference: 'CHQ 0042', receivedOn: '2026-01-04' } });
    expect((rest as { invoice: unknown }).invoice).toEqual({ status: 'PAID', balance: 0 });
    // February stays unpaid: the arrears the reports show.
    await gql(b, manager, issue, { input: { bookingId, periodStart: '2030-02-01', periodEnd: '2030-03-01', dueDate: '2030-02-05', tvaBasisPoints: 1925 } });
    const receipt = await fetch(`${b.address}/api/v1/invoices/${id(march)}/receipt?lang=en`, { headers: { authorization: `Bearer ${tenant.token}` } });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const statement = await gql<{ accounts: { closingBalance: number }[] }>(a, tenant, 'query { tenantStatement(input: {from: "2026-01-01", to: "2031-01-01"}) { accounts { closingBalance } } }');
    expect(statement.accounts.map((account) => account.closingBalance)).toEqual([178875]);
    const arrears = await gql<{ totals: unknown[] }>(b, manager, 'query { arrearsReport(asOf: "2030-06-01") { totals { over90Days total } } }');
    expect(arrears.totals).toEqual([{ over90Days: 178875, total: 178875 }]);
    const roll = await call(a, manager, 'GET', '/api/v1/reports/rent-roll.csv?asOf=2030-02-01');
    expect(roll.status, roll.text).toBe(200);
    expect(roll.text).toContain(bookingId);
    expect((await call(b, manager, 'GET', '/api/v1/reports/arrears.csv?asOf=2030-06-01')).status).toBe(200);

    // Lists: the tenant sees its own bookings; the manager filters by unit.
    const mine = await call(a, tenant, 'GET', '/api/v1/bookings');
    expect(mine.status, mine.text).toBe(200);
    expect((mine.body as unknown as { id: string }[]).map((row) => row.id)).toEqual([bookingId, id(draft)]);
    const ofUnit = await call(b, manager, 'GET', `/api/v1/bookings?unitId=${unitId}&limit=1`);
    expect(ofUnit.status, ofUnit.text).toBe(200);
    expect((ofUnit.body as unknown as { id: string }[]).length).toBe(1);

    // The whole graph in one query reads the same through both processes.
    const graph = `{ properties(first: 5) { totalCount edges { node { id status
      units(first: 5) { edges { node { label status bookings(first: 5) { edges { node { status invoices(first: 5) { edges { node { status grossAmount } } } } } } } } }
      verificationRecords(first: 5) { edges { node { status documents { role media { sizeBytes } } } } } } } } }`;
    const throughA = await gql(a, manager, graph);
    expect(await gql(b, manager, graph)).toEqual(throughA);
    expect(JSON.stringify(throughA)).toContain('"PAID"');

    // Maintenance: opened by the tenant through one process, moved through the other, its cost charged to the tenant.
    const opened = await call(a, tenant, 'POST', '/api/v1/maintenance-requests', { unitId, category: 'PLUMBING', urgency: 'URGENT', description: 'Leaking tap.' });
    expect(opened.status, opened.text).toBe(201);
    const requestId = id(opened.body);
    expect((await call(b, manager, 'POST', `/api/v1/maintenance-requests/${requestId}/accept`)).status).toBe(200);
    await gql(a, tenant, 'mutation($id: UUID!) { commentOnMaintenanceRequest(id: $id, body: "Since Monday.") { id } }', { id: requestId });
    const scheduled = await call(b, manager, 'POST', `/api/v1/maintenance-requests/${requestId}/schedule`, { scheduledOn: '2030-01-10', vendorName: 'Plomberie Akwa', vendorPhone: '+237699000000' });
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(await gql(a, manager, 'mutation($id: UUID!) { startMaintenanceRequest(id: $id) { status } }', { id: requestId })).toEqual({ status: 'IN_PROGRESS' });
    expect((await call(b, tenant, 'POST', `/api/v1/maintenance-requests/${requestId}/cancel`)).status).toBe(409);
    const completed = await call(a, manager, 'POST', `/api/v1/maintenance-requests/${requestId}/complete`, { cost: 10000, chargeTo: 'TENANT' });
    expect(completed.status, completed.text).toBe(200);
    expect(await gql(b, tenant, 'query($id: UUID!) { maintenanceRequest(id: $id) { status invoice { kind grossAmount } comments { totalCount } } }', { id: requestId })).toEqual({
      status: 'DONE',
      invoice: { kind: 'MAINTENANCE', grossAmount: 11925 },
      comments: { totalCount: 1 },
    });
    await gql(b, manager, 'mutation { setMaintenanceServiceLevel(input: {urgency: LOW, responseHours: 48, completionHours: 240}) { urgency } }');
    const gate = await gql(a, owner, 'mutation($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }', {
      input: { unitId: secondId, category: 'OTHER', urgency: 'LOW', description: 'Gate hinge.' },
    });
    expect(await gql(b, owner, 'mutation($id: UUID!) { cancelMaintenanceRequest(id: $id) { status } }', { id: id(gate) })).toEqual({ status: 'CANCELLED' });
    const wall = await gql(b, manager, 'mutation($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }', {
      input: { unitId: secondId, category: 'STRUCTURE', urgency: 'NORMAL', description: 'Crack in the wall.' },
    });
    expect((await call(a, manager, 'POST', `/api/v1/maintenance-requests/${id(wall)}/reject`, { reason: 'Cosmetic.' })).body.status).toBe('REJECTED');
    const listed = await call(a, tenant, 'GET', '/api/v1/maintenance-requests?overdue=false&q=tap');
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body as unknown as { id: string }[]).map((row) => row.id)).toEqual([requestId]);
    expect(await gql(b, owner, '{ maintenanceReport { open overdue } }')).toEqual({ open: 0, overdue: 0 });

    // Owner statements: a payout recorded through one process, the statement read through the other, as JSON, CSV and PDF.
    await gql(a, manager, 'mutation($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }', {
      input: { ownerUserId: owner.userId, currency: 'XAF', amount: 1000, paidOn: '2026-01-15', reference: 'VIR-1' },
    });
    const ownerStatement = await gql(b, owner, '{ ownerStatement(input: {from: "2026-01-01", to: "2026-02-01"}) { accounts { currency payouts } } }');
    expect(ownerStatement).toEqual({ accounts: [{ currency: 'XAF', payouts: -1000 }] });
    expect((await call(a, owner, 'GET', `/api/v1/owners/${owner.userId}/statement.csv?from=2026-01-01&to=2026-02-01`)).status).toBe(200);
    const pdf = await call(b, manager, 'GET', `/api/v1/owners/${owner.userId}/statement.pdf?from=2026-01-01&to=2026-02-01`);
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.text.startsWith('%PDF-')).toBe(true);

    // Identity checks: created, documented, submitted, sent back, rejected.
    const kyc = await gql(a, owner, 'mutation { createOwnerKyc { id status } }');
    const kycId = id(kyc);
    const passport = await uploaded(owner, 'USER', owner.userId, pdfBytes(4_000));
    await gql(b, owner, 'mutation($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { id } }', {
      id: kycId,
      input: { mediaObjectId: passport, role: 'SELF_ID', documentType: 'PASSPORT' },
    });
    expect(await gql(a, owner, 'mutation($id: UUID!) { submitVerification(id: $id) { status } }', { id: kycId })).toEqual({ status: 'SUBMITTED' });
    expect(await gql(b, admin, 'mutation($id: UUID!) { requestVerificationInfo(id: $id, note: "Sharper scan, please.") { status } }', { id: kycId })).toEqual({
      status: 'MORE_INFO_REQUESTED',
    });
    expect(await gql(a, owner, 'mutation($id: UUID!) { submitVerification(id: $id) { status } }', { id: kycId })).toEqual({ status: 'SUBMITTED' });
    expect(await gql(b, admin, 'mutation($id: UUID!) { rejectVerification(id: $id, note: "Expired passport.") { status } }', { id: kycId })).toEqual({
      status: 'REJECTED',
    });
    const kycMine = await call(a, owner, 'GET', '/api/v1/verification/kyc/mine');
    expect(kycMine.status, kycMine.text).toBe(200);
    expect((kycMine.body as unknown as { id: string; status: string }[])[0]).toMatchObject({ id: kycId, status: 'REJECTED' });

    // Revoking the proof takes the property back to DRAFT; terminating frees the unit; then the property can be archived.
    const revoked = await call(b, admin, 'POST', `/api/v1/admin/verification/${proofId}/revoke`, { reason: 'Deed withdrawn.' });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await gql(a, owner, 'query($id: UUID!) { property(id: $id) { status } }', { id: propertyId }))).toEqual({ status: 'DRAFT' });
    const terminated = await call(a, manager, 'POST', `/api/v1/bookings/${bookingId}/terminate`);
    expect(terminated.status, terminated.text).toBe(200);
    expect(terminated.body.status).toBe('TERMINATED');
    const archived = await call(b, owner, 'POST', `/api/v1/properties/${propertyId}/archive`);
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body.status).toBe('ARCHIVED');

    // Every event of the org has its delivery to the endpoint, written in the transaction of its change.
    const deliveries = await gql<{ deliveries: { edges: { node: { eventType: string } }[] } }>(a, manager, 'query($id: UUID!) { webhookEndpoint(id: $id) { deliveries(first: 100) { edges { node { eventType } } } } }', { id: endpointId });
    expect(deliveries.deliveries.edges.map((edge) => edge.node.eventType)).toEqual(expect.arrayContaining(['booking.created', 'invoice.paid', 'payment.reversed', 'booking.terminated', 'maintenance_request.completed']));

    // Another org sees none of it, through either process.
    expect((await call(a, outsider, 'GET', `/api/v1/invoices/${id(january)}`)).status).toBe(404);
    await gqlRefused(b, outsider, 'query($id: UUID!) { property(id: $id) { id } }', { id: propertyId }, 'NOT_FOUND');
    expect(await gql(a, outsider, '{ properties { totalCount } }')).toEqual({ totalCount: 0 });
  }, 120_000);

  it('limits a token once across both processes', async () => {
    const who = await caller(randomUUID(), ['MANAGER']);
    const statuses: number[] = [];
    // More than the limit in all, half through each process.
    for (let round = 0; round < (RATE_LIMIT + 40) / 20; round++) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(i % 2 ? a : b, who, 'POST', '/graphql', { query: '{ me { userId } }' }).then((answer) => answer.status)),
      );
      statuses.push(...batch);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  }, 60_000);
});
