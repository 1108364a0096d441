import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../src/graphql/connection.js';
import { loadConfig } from '../src/server/config.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { insertGraph } from './helpers/graph-sql.js';

interface Page {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

let t: TestApp;
let manager: Caller;
let admin: Caller;
const parents: Record<'property' | 'unit' | 'booking' | 'record', string> = { property: '', unit: '', booking: '', record: '' };

/** Writes one more row into a list, as another client would between two pages. */
type Insert = () => Promise<unknown>;

beforeAll(async () => {
  t = await startTestApp();
  const orgId = randomUUID();
  manager = await t.caller(['MANAGER'], { orgId });
  admin = await t.caller(['ADMIN'], { orgId });
  const shape = { properties: 12, unitsPerProperty: 1, bookingsPerUnit: 1, invoicesPerBooking: 1, documentsPerProof: 0 };
  await insertGraph(t, orgId, { ownerUserId: manager.userId, tenantUserId: randomUUID() }, shape);
  // The parents whose nested lists get long: one property with 12 units, 12 bookings on one unit, 12 invoices of one booking.
  const [first] = await t.sql<{ property_id: string; unit_id: string; id: string }>(
    'select property_id, unit_id, id from booking where org_id = $1 order by id limit 1',
    [orgId],
  );
  Object.assign(parents, { property: first!.property_id, unit: first!.unit_id, booking: first!.id });
  for (let n = 0; n < 11; n++) await insertUnit();
  for (let n = 0; n < 11; n++) await insertBooking();
  for (let n = 0; n < 11; n++) await insertInvoice();
  for (let n = 0; n < 11; n++) await insertProof();
  const [proof] = await t.sql<{ id: string }>('select id from verification_record where org_id = $1 and property_id = $2 order by id limit 1', [orgId, parents.property]);
  parents.record = proof!.id;
  for (let n = 0; n < 12; n++) await insertStatusChange();
  // Review queue: a dozen submitted at the very same instant, so only the id breaks the ties; and the admin's own KYCs.
  for (let n = 0; n < 12; n++) await insertKyc('SUBMITTED', randomUUID(), '2026-01-01T00:00:00Z');
  for (let n = 0; n < 12; n++) await insertKyc('APPROVED', admin.userId, '2026-01-01T00:00:00Z');
});
afterAll(() => t.close());

let bookingDay = 1000;
const org = () => manager.orgId;
const insertProperty = () =>
  t.sql(`insert into property (org_id, id, owner_user_id, name, type) values ($1, gen_random_uuid(), $2, 'New', 'HOUSE')`, [org(), manager.userId]);
const insertUnit = () =>
  t.sql(`insert into unit (org_id, id, property_id, label) values ($1, gen_random_uuid(), $2, 'U' || gen_random_uuid())`, [org(), parents.property]);
const insertBooking = () =>
  t.sql(
    `insert into booking (org_id, id, unit_id, property_id, tenant_user_id, start_date, end_date, rent_amount, rent_currency, status)
     values ($1, gen_random_uuid(), $2, $3, gen_random_uuid(), date '2026-01-01' + $4::int, date '2026-01-01' + $4::int + 5, 1000, 'XAF', 'PENDING')`,
    [org(), parents.unit, parents.property, (bookingDay += 10)],
  );
const insertInvoice = () =>
  t.sql(
    `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount,
                          gross_amount, period_start, period_end, due_date, status)
     select org_id, gen_random_uuid(), id, property_id, tenant_user_id, 'XAF', 1000, 0, 0, 1000, start_date, start_date + 1, start_date, 'ISSUED'
     from booking where org_id = $1 and id = $2`,
    [org(), parents.booking],
  );
const insertProof = () =>
  t.sql(
    `insert into verification_record (org_id, id, kind, proof_type, status, property_id, subject_user_id, submitted_at)
     values ($1, gen_random_uuid(), 'PROPERTY_PROOF', 'OWNERSHIP', 'REJECTED', $2, $3, now())`,
    [org(), parents.property, manager.userId],
  );
const insertStatusChange = () =>
  t.sql(
    `insert into verification_status_change (org_id, id, record_id, from_status, to_status, changed_by, changed_at)
     values ($1, gen_random_uuid(), $2, 'SUBMITTED', 'UNDER_REVIEW', $3, now())`,
    [org(), parents.record, admin.userId],
  );
const insertKyc = (status: string, subject: string, submittedAt: string | null = null) =>
  t.sql(
    `insert into verification_record (org_id, id, kind, status, subject_user_id, submitted_at, created_at)
     values ($1, gen_random_uuid(), 'OWNER_KYC', $2, $3, coalesce($4::timestamptz, now()), coalesce($4::timestamptz, now()))`,
    [org(), status, subject, submittedAt],
  );

/** One page of a connection at `path` (`properties`, `property.units`, ...) of an operation taking $first and $after. */
async function page(text: string, path: string[], caller: Caller, first: number, after: string | null): Promise<Page> {
  const document = parse(text) as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;
  const result = await t.graphql(document, { first, after, ...parents }, caller);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], result.data) as Page;
}

const selection = '(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } }';

/** Each connection: its query, where the connection sits, who reads it, what it holds now in its order, and how to grow it. */
const connections: {
  name: string;
  text: string;
  path: string[];
  caller: () => Caller;
  order: string;
  insert: Insert;
}[] = [
  { name: 'properties', text: `query($first: Int, $after: String) { properties${selection} }`, path: ['properties'], caller: () => manager,
    order: 'select id from property where org_id = $1 order by id', insert: insertProperty },
  { name: 'bookings', text: `query($first: Int, $after: String) { bookings${selection} }`, path: ['bookings'], caller: () => manager,
    order: 'select id from booking where org_id = $1 order by id', insert: insertBooking },
  { name: 'invoices', text: `query($first: Int, $after: String) { invoices${selection} }`, path: ['invoices'], caller: () => manager,
    order: 'select id from invoice where org_id = $1 order by id', insert: insertInvoice },
  { name: 'verificationQueue', text: `query($first: Int, $after: String) { verificationQueue${selection} }`, path: ['verificationQueue'],
    caller: () => admin,
    order: `select id from verification_record where org_id = $1 and status in ('SUBMITTED','UNDER_REVIEW') order by submitted_at, id`,
    insert: () => insertKyc('SUBMITTED', randomUUID()) },
  { name: 'myKyc', text: `query($first: Int, $after: String) { myKyc${selection} }`, path: ['myKyc'], caller: () => admin,
    order: `select id from verification_record where org_id = $1 and kind = 'OWNER_KYC' and subject_user_id = '$ADMIN' order by created_at desc, id desc`,
    insert: () => insertKyc('REJECTED', admin.userId) },
  { name: 'Property.units', text: `query($first: Int, $after: String, $property: UUID!) { property(id: $property) { units${selection} } }`,
    path: ['property', 'units'], caller: () => manager,
    order: `select id from unit where org_id = $1 and property_id = '$PROPERTY' order by id`, insert: insertUnit },
  { name: 'Unit.bookings', text: `query($first: Int, $after: String, $unit: UUID!) { unit(id: $unit) { bookings${selection} } }`,
    path: ['unit', 'bookings'], caller: () => manager,
    order: `select id from booking where org_id = $1 and unit_id = '$UNIT' order by id`, insert: insertBooking },
  { name: 'Booking.invoices', text: `query($first: Int, $after: String, $booking: UUID!) { booking(id: $booking) { invoices${selection} } }`,
    path: ['booking', 'invoices'], caller: () => manager,
    order: `select id from invoice where org_id = $1 and booking_id = '$BOOKING' order by id`, insert: insertInvoice },
  { name: 'Property.verificationRecords',
    text: `query($first: Int, $after: String, $property: UUID!) { property(id: $property) { verificationRecords${selection} } }`,
    path: ['property', 'verificationRecords'], caller: () => manager,
    order: `select id from verification_record where org_id = $1 and property_id = '$PROPERTY' order by id`, insert: insertProof },
  { name: 'VerificationRecord.history',
    text: `query($first: Int, $after: String, $record: UUID!) { verificationRecord(id: $record) { history${selection} } }`,
    path: ['verificationRecord', 'history'], caller: () => manager,
    order: `select id from verification_status_change where org_id = $1 and record_id = '$RECORD' order by id`, insert: insertStatusChange },
];

/** The list as the database orders it now (the order each connection promises). */
async function currentOrder(sql: string): Promise<string[]> {
  const text = sql.replace('$ADMIN', admin.userId).replace('$PROPERTY', parents.property).replace('$UNIT', parents.unit).replace('$BOOKING', parents.booking).replace('$RECORD', parents.record);
  return (await t.sql<{ id: string }>(text, [org()])).map((row) => row.id);
}

describe('connections page with after', () => {
  for (const connection of connections) {
    it(`${connection.name}: every row there before the first page, exactly once, in order, while rows are inserted between pages`, async () => {
      const before = await currentOrder(connection.order);
      expect(before.length).toBeGreaterThanOrEqual(12);
      const seen: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const result: Page = await page(connection.text, connection.path, connection.caller(), 5, after);
        seen.push(...result.edges.map((edge) => edge.node.id));
        expect(result.edges.at(-1)?.cursor ?? null).toBe(result.pageInfo.endCursor);
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
        await connection.insert();
        await connection.insert();
      }
      expect(new Set(seen).size).toBe(seen.length);
      // Every pre-existing row once, in the order the list had before anything was inserted.
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
      // Rows inserted meanwhile that were seen sit where the list's order puts them.
      const final = await currentOrder(connection.order);
      expect(seen).toEqual(final.filter((id) => seen.includes(id)));
    });
  }

  it('serve 50 rows without first, up to 500 with it, and refuse a larger page naming first', async () => {
    await t.sql(
      `insert into property (org_id, id, owner_user_id, name, type) select $1, gen_random_uuid(), $2, 'Bulk', 'HOUSE' from generate_series(1, 520)`,
      [org(), manager.userId],
    );
    const text = 'query($first: Int) { properties(first: $first) { edges { node { id } } pageInfo { hasNextPage } } }';
    const sizes: [number | null, number][] = [[null, PAGE_SIZE.defaultSize], [PAGE_SIZE.maxSize, PAGE_SIZE.maxSize]];
    for (const [first, served] of sizes) {
      const result: Page = await page(text, ['properties'], manager, first as number, null);
      expect(result.edges).toHaveLength(served);
      expect(result.pageInfo.hasNextPage).toBe(true);
    }
    for (const first of [PAGE_SIZE.maxSize + 1, 10_000]) {
      const refused = await t.graphql(parse(text) as TypedDocumentNode<unknown, { first: number }>, { first }, manager);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'first' }] });
    }
  });

  it('refuse a cursor the list did not give out', async () => {
    const document = parse('{ properties(after: "not-a-cursor") { edges { node { id } } } }') as TypedDocumentNode<unknown, Record<string, never>>;
    const result = await t.graphql(document, {}, manager);
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuse a cursor made from a row id alike whether the row exists or not, so a cursor reveals nothing', async () => {
    const [existing] = await t.sql<{ id: string }>(`select id from verification_record where org_id = $1 and subject_user_id = $2 limit 1`, [org(), admin.userId]);
    const text = 'query($after: String) { myKyc(first: 2, after: $after) { edges { node { id } } } }';
    const answers = [];
    for (const id of [existing!.id, randomUUID()]) {
      // The form cursors had before they were signed: base64url of "v1:<id>".
      const result = await t.graphql(parse(text) as TypedDocumentNode<unknown, { after: string }>, { after: Buffer.from(`v1:${id}`).toString('base64url') }, admin);
      answers.push(result.errors?.map((error) => ({ message: error.message, extensions: error.extensions })));
    }
    expect(answers[0]).toEqual([{ message: 'The cursor is not valid.', extensions: { code: 'VALIDATION_FAILED', errors: [{ path: 'after', message: 'Not a cursor this list gave out.' }] } }]);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('refuse a tampered cursor, and a cursor of another list', async () => {
    const kyc = await page(`query($first: Int, $after: String) { myKyc${selection} }`, ['myKyc'], admin, 2, null);
    const queue = await page(`query($first: Int, $after: String) { verificationQueue${selection} }`, ['verificationQueue'], admin, 2, null);
    const properties = await page(`query($first: Int, $after: String) { properties${selection} }`, ['properties'], manager, 2, null);
    const cursor = kyc.pageInfo.endCursor!;
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const key = JSON.parse(Buffer.from(cursor.slice(0, -22), 'base64url').toString());
    const forged = Buffer.from(JSON.stringify([key[0], '1970-01-01T00:00:00.000Z', randomUUID()])).toString('base64url') + cursor.slice(-22);
    const refused = [flip(cursor, 3), flip(cursor, cursor.length - 1), cursor.slice(0, -1), `${cursor}A`, forged, '', queue.pageInfo.endCursor!];
    for (const after of refused) {
      const result = await t.graphql(parse(`query($after: String) { myKyc(after: $after) { edges { node { id } } } }`) as TypedDocumentNode<unknown, { after: string }>, { after }, admin);
      expect(result.errors?.[0]?.extensions?.code, after).toBe('VALIDATION_FAILED');
    }
    const bookings = await t.graphql(parse(`query($after: String) { bookings(after: $after) { edges { node { id } } } }`) as TypedDocumentNode<unknown, { after: string }>,
      { after: properties.pageInfo.endCursor! }, manager);
    expect(bookings.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    // The untouched cursor still pages on.
    expect((await page(`query($first: Int, $after: String) { myKyc${selection} }`, ['myKyc'], admin, 2, cursor)).edges).toHaveLength(2);
  });

  it('read no row to decode a cursor: the next page is one statement on the list', async () => {
    const text = `query($first: Int, $after: String) { myKyc${selection} }`;
    const first = await page(text, ['myKyc'], admin, 2, null);
    const statements = await t.countStatements(() => page(text, ['myKyc'], admin, 2, first.pageInfo.endCursor));
    expect(statements.filter((sql) => /verification_record/.test(sql))).toHaveLength(1);
  });

  it('answer a REST cursor that the list did not give out as a problem naming the cursor parameter', async () => {
    const response = await t.rest('GET', `/verification/kyc/mine?cursor=${Buffer.from(`v1:${randomUUID()}`).toString('base64url')}`, { caller: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'cursor', message: 'Not a cursor this list gave out.' }] });
  });
});

describe('the cursor signing key', () => {
  it('is required in production mode (32+ characters)', () => {
    const production = { AUTH_JWKS_URL: 'https://idp.example/jwks.json', AUTH_ISSUER: 'https://idp.example', AUTH_AUDIENCE: 'rental', UPLOAD_SIGNING_KEY: 'u'.repeat(32), DATABASE_URL: 'postgres://db.example/rental' };
    expect(() => loadConfig(production)).toThrow(/CURSOR_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, CURSOR_SIGNING_KEY: 'short' })).toThrow(/CURSOR_SIGNING_KEY/);
    expect(loadConfig({ ...production, CURSOR_SIGNING_KEY: 'c'.repeat(32) }).cursorSigningKey).toBe('c'.repeat(32));
  });
});
