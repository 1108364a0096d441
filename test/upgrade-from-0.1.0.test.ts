import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261130400000_legacy_payments } from '../src/db/migrations/Migration20261130400000_legacy_payments.js';
import { Migration20261203300000_release_0_1_0_leftovers } from '../src/db/migrations/Migration20261203300000_release_0_1_0_leftovers.js';
import { markOverdue } from '../src/services/sweep.js';
import { graphql } from '../src/generated/index.js';
import { importLegacyMedia } from '../src/services/media/legacy-media.js';
import { postgresMediaStorage } from '../src/storage/media-storage.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, CreateMediaDoc, createProperty, createUnit, CreateUnitDoc, isoDay, issueInvoice } from './helpers/fixtures.js';

/**
 * Issue 24: what release 0.1.0 wrote, before the upgrade or from a process still
 * serving during it, reads whole on this release (the end-to-end run from the
 * tagged release itself is `npm run test:upgrade`, test/upgrade/run.ts).
 */

const InvoiceLedgerDoc = graphql(`
  query TestLegacyInvoice($id: UUID!) {
    invoice(id: $id) { id status grossAmount paidAmount balance paidAt payments { amount method recordedBy receivedOn } receipt { number } }
  }
`);
const RecordLegacyDoc = graphql(`
  mutation TestRecordLegacy($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }
`);

let t: TestApp;
let manager: Caller;
let tenant: Caller;
let owner: Caller;
let mediaDir: string;
let bookingId: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'rental-0.1.0-media-'));
  t = await startTestApp({ MEDIA_DIR: mediaDir });
  ({ manager, tenant, owner } = await t.cast());
  const unitId = await createUnit(t, owner, await createProperty(t, owner), 'L1');
  bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
  await bookingAction(t, manager, 'confirm', bookingId);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** SQL as a 0.1.0 process runs it: as rental_tenant, with the org in app.org_id, in one transaction. */
async function asRelease010(orgId: string, statements: [string, unknown[]][]): Promise<void> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('set local role rental_tenant');
    await client.query(`select set_config('app.org_id', $1, true)`, [orgId]);
    for (const [text, values] of statements) await client.query(text, values);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

let month = 0;
async function openInvoice(): Promise<string> {
  month++;
  const start = `2027-${String(month).padStart(2, '0')}-01`;
  return issueInvoice(t, manager, { bookingId, periodStart: start, periodEnd: `2027-${String(month).padStart(2, '0')}-28`, dueDate: start, netAmount: 100_000 + month, tvaBasisPoints: 1925 });
}

async function ledgerOf(id: string) {
  const result = await t.graphql(InvoiceLedgerDoc, { id }, manager);
  expect(result.errors).toBeUndefined();
  return result.data!.invoice!;
}

describe('invoices paid by release 0.1.0', () => {
  it('an invoice a 0.1.0 process pays on the migrated schema gets one LEGACY payment of its gross and the next receipt number', async () => {
    const first = await openInvoice();
    const second = await openInvoice();
    // 0.1.0's payInvoice: the status and the time, nothing else.
    for (const id of [second, first]) {
      await asRelease010(manager.orgId, [[`update invoice set status = 'PAID', paid_at = now() where id = $1`, [id]]]);
    }
    const [paidSecond, paidFirst] = [await ledgerOf(second), await ledgerOf(first)];
    for (const invoice of [paidSecond, paidFirst]) {
      expect(invoice).toMatchObject({ status: 'PAID', paidAmount: invoice.grossAmount, balance: 0 });
      expect(invoice.payments).toEqual([{ amount: invoice.grossAmount, method: 'LEGACY', recordedBy: tenant.userId, receivedOn: invoice.paidAt!.slice(0, 10) }]);
    }
    // Numbered in the order they were paid.
    expect(paidFirst.receipt!.number).toBe(paidSecond.receipt!.number + 1);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${first}/receipt?lang=en`, headers: { authorization: `Bearer ${manager.token}` } });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });

  it('the migration gives invoices paid before the ledger their LEGACY payment, and receipt numbers in the order they were paid', async () => {
    const invoices = [await openInvoice(), await openInvoice(), await openInvoice()];
    // Paid as before the migration (its trigger off), last issued first.
    const paidAt = ['2026-03-03T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-01T10:00:00Z'];
    await t.sql('alter table invoice disable trigger invoice_paid_by_release_0_1_0');
    try {
      for (const [index, id] of invoices.entries()) await t.sql(`update invoice set status = 'PAID', paid_at = $2 where id = $1`, [id, paidAt[index]]);
    } finally {
      await t.sql('alter table invoice enable trigger invoice_paid_by_release_0_1_0');
    }
    expect((await ledgerOf(invoices[0]!)).paidAmount).toBe(0);

    const migration = new Migration20261130400000_legacy_payments(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const backfill = migration.getQueries().map(String).find((sql) => sql.includes('for paid in'))!;
    await t.sql(backfill);

    const ledgers = await Promise.all(invoices.map(ledgerOf));
    for (const [index, invoice] of ledgers.entries()) {
      expect(invoice).toMatchObject({ status: 'PAID', paidAmount: invoice.grossAmount, balance: 0, paidAt: new Date(paidAt[index]!).toISOString() });
      expect(invoice.payments).toEqual([{ amount: invoice.grossAmount, method: 'LEGACY', recordedBy: tenant.userId, receivedOn: paidAt[index]!.slice(0, 10) }]);
    }
    const numbers = ledgers.map((invoice) => invoice.receipt!.number);
    expect([numbers[2]! + 1, numbers[2]! + 2]).toEqual([numbers[1], numbers[0]]);

    // Run again (a database already backfilled): nothing changes.
    await t.sql(backfill);
    expect(await Promise.all(invoices.map(ledgerOf))).toEqual(ledgers);
  });

  it('a manager cannot record a LEGACY payment', async () => {
    const id = await openInvoice();
    const result = await t.graphql(RecordLegacyDoc, { invoiceId: id, input: { amount: 1000, method: 'LEGACY', receivedOn: isoDay(0) } }, manager);
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/before release 0\.2\.0/);
    expect((await ledgerOf(id)).payments).toEqual([]);
  });
});

describe('invoices release 0.1.0 leaves behind', () => {
  const statusOf = async (id: string) => (await t.sql<{ status: string }>('select status from invoice where id = $1', [id]))[0]!.status;

  it("an invoice a 0.1.0 process's sweep marks OVERDUE stays ISSUED (read as OVERDUE) until this release's sweep marks it, with its event", async () => {
    const id = await issueInvoice(t, manager, { bookingId, periodStart: '2026-02-01', periodEnd: '2026-03-01', dueDate: isoDay(-3), netAmount: 50_000 });
    // 0.1.0's sweep: every org's ISSUED invoices past due, outside the service's scope.
    await t.sql(`update invoice set status = 'OVERDUE' where id = $1 and status = 'ISSUED'`, [id]);
    expect(await statusOf(id)).toBe('ISSUED');
    expect((await ledgerOf(id)).status).toBe('OVERDUE');
    expect(await markOverdue(t.orm.em.fork(), manager.orgId, 'UTC', new Date(), 1000)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('OVERDUE');
    const events = await t.sql<{ type: string }>('select type from event where org_id = $1 and subject_id = $2 order by id', [manager.orgId, id]);
    expect(events.map((event) => event.type)).toEqual(['invoice.issued', 'invoice.overdue']);
  });

  it('the migration voids the open invoices of a booking 0.1.0 cancelled or terminated for periods not begun, and leaves those begun or paid in part', async () => {
    const unitId = await createUnit(t, owner, await createProperty(t, owner), 'C1');
    const cancelled = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: isoDay(-40), endDate: isoDay(400) });
    const begun = await issueInvoice(t, manager, { bookingId: cancelled, periodStart: isoDay(-40), periodEnd: isoDay(-10), dueDate: isoDay(-35), netAmount: 70_000 });
    const ahead = await issueInvoice(t, manager, { bookingId: cancelled, periodStart: isoDay(10), periodEnd: isoDay(40), dueDate: isoDay(10), netAmount: 70_000 });
    // Paid in part through a later release (0.4.0) before the upgrade to this one.
    const paidInPart = await issueInvoice(t, manager, { bookingId: cancelled, periodStart: isoDay(41), periodEnd: isoDay(70), dueDate: isoDay(41), netAmount: 70_000 });
    const payment = await t.graphql(RecordLegacyDoc, { invoiceId: paidInPart, input: { amount: 50_000, method: 'MOBILE_MONEY', receivedOn: isoDay(0) } }, manager);
    expect(payment.errors).toBeUndefined();
    // A rent invoice not paid, whose late fee was paid in part: both stay open, the fee's money with its rent.
    const feePaidInPart = await issueInvoice(t, manager, { bookingId: cancelled, periodStart: isoDay(71), periodEnd: isoDay(100), dueDate: isoDay(71), netAmount: 70_000 });
    const [fee] = await t.sql<{ id: string }>(
      `insert into invoice (org_id, id, booking_id, property_id, tenant_user_id, currency, net_amount, tva_basis_points, tva_amount, gross_amount,
                            period_start, period_end, due_date, status, kind, late_fee_of, late_fee_sequence)
       select org_id, gen_random_uuid(), booking_id, property_id, tenant_user_id, currency, 5000, 0, 0, 5000, period_start, period_end, due_date, 'ISSUED', 'LATE_FEE', id, 1
         from invoice where id = $1 returning id`,
      [feePaidInPart],
    );
    const feePayment = await t.graphql(RecordLegacyDoc, { invoiceId: fee!.id, input: { amount: 2_000, method: 'CASH', receivedOn: isoDay(0) } }, manager);
    expect(feePayment.errors).toBeUndefined();
    // 0.1.0's cancel: the booking's status, nothing else.
    await asRelease010(manager.orgId, [[`update booking set status = 'CANCELLED' where id = $1`, [cancelled]]]);
    const migration = new Migration20261203300000_release_0_1_0_leftovers(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const voiding = migration.getQueries().map(String).filter((sql) => sql.trimStart().startsWith('update invoice'));
    expect(voiding).toHaveLength(2);
    for (const sql of voiding) await t.sql(sql);
    expect(await statusOf(ahead)).toBe('CANCELLED');
    expect(await statusOf(begun)).toBe('ISSUED');
    expect(await statusOf(paidInPart)).toBe('ISSUED');
    expect(await statusOf(feePaidInPart)).toBe('ISSUED');
    expect(await statusOf(fee!.id)).toBe('ISSUED');
    // Again: nothing more changes; the org's other invoices (of a live booking) are untouched.
    for (const sql of voiding) await t.sql(sql);
    expect(await statusOf(begun)).toBe('ISSUED');
    expect((await t.sql(`select 1 from invoice where booking_id = $1 and status = 'CANCELLED'`, [bookingId])).length).toBe(0);
  });
});

describe('a write a later release refuses during a rolling upgrade', () => {
  it('answers 503 with Retry-After and the reason its migration gives, on GraphQL and REST', async () => {
    const propertyId = await createProperty(t, owner, 'Rolling');
    // What a later release's migration adds to refuse this release's writes of units (docs/upgrading.md).
    await t.sql(`
      create function refuse_units_during_upgrade() returns trigger language plpgsql as $$ begin
        raise exception 'unit written by the previous release' using errcode = 'RU503',
          detail = 'Units are being moved to a new schema by release 9.9.0: this process is of the previous release; try again once it is replaced.';
      end $$`);
    await t.sql('create trigger refuse_units_during_upgrade before insert on unit for each row execute function refuse_units_during_upgrade()');
    try {
      const graphqlResult = await t.graphql(CreateUnitDoc, { propertyId, input: { label: 'R1' } }, owner);
      expect(graphqlResult.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Units are being moved .* release 9\.9\.0/), extensions: { code: 'UNAVAILABLE' } });
      const rest = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'R2' } });
      expect(expectProblem(rest, 503, 'UNAVAILABLE').detail).toMatch(/^Units are being moved/);
      expect(rest.headers['retry-after']).toBe('5');
    } finally {
      await t.sql('drop trigger refuse_units_during_upgrade on unit');
      await t.sql('drop function refuse_units_during_upgrade()');
    }
    expect(await t.sql('select 1 from unit where property_id = $1', [propertyId])).toEqual([]);
  });
});

describe('files uploaded to release 0.1.0', () => {
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const download = (id: string, caller: Caller = owner) =>
    t.app.inject({ method: 'GET', url: `/media/${id}/content`, headers: { authorization: `Bearer ${caller.token}` } });

  /** A media object whose file 0.1.0 stored in its directory: created, then marked uploaded without a checksum, as 0.1.0 did. */
  async function legacyFile(bytes: Buffer, { uploaded = true, onDisk = bytes } = {}): Promise<string> {
    const created = await t.graphql(
      CreateMediaDoc,
      { input: { filename: 'deed.pdf', contentType: 'application/pdf', ownerId: owner.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length } },
      owner,
    );
    const id = created.data!.createMediaObject.media.id;
    await mkdir(path.join(mediaDir, owner.orgId), { recursive: true });
    await writeFile(path.join(mediaDir, owner.orgId, id), onDisk);
    await utimes(path.join(mediaDir, owner.orgId, id), new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    if (uploaded) await asRelease010(owner.orgId, [[`update media_object set uploaded_at = now() where id = $1`, [id]]]);
    return id;
  }

  it('are read from the old media directory until imported; one missing or of another size answers 409 naming the import', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]);
    const id = await legacyFile(bytes);
    const read = await download(id);
    expect(read.statusCode, read.body).toBe(200);
    expect(sha(read.rawPayload)).toBe(sha(bytes));
    expect(read.headers['content-length']).toBe(String(bytes.length));

    const truncated = await legacyFile(bytes, { onDisk: bytes.subarray(0, 1000) });
    expect(expectProblem(await download(truncated), 409, 'CONFLICT').detail).toMatch(/awaits import.*1000 bytes.*npm run media:import/);
    await rm(path.join(mediaDir, owner.orgId, id));
    expect(expectProblem(await download(id), 409, 'CONFLICT').detail).toMatch(/awaits import.*npm run media:import/);
    await writeFile(path.join(mediaDir, owner.orgId, id), bytes);
    await rm(path.join(mediaDir, owner.orgId, truncated));
  });

  it('are imported into the storage byte for byte, each once, by processes running together, with a report', async () => {
    const files = [randomBytes(1), randomBytes(262_144), randomBytes(600_001)];
    const ids = [await legacyFile(files[0]!), await legacyFile(files[1]!), await legacyFile(files[2]!, { uploaded: false })];
    const wrongSize = await legacyFile(randomBytes(10), { onDisk: randomBytes(11) });
    // The unmarked one as the quota's migration leaves a declaration of long ago: expired, out of the org's usage.
    await t.sql('update media_object set upload_expired = true where id = $1', [ids[2]]);
    await t.sql('update media_usage set bytes = bytes - $2, objects = objects - 1 where org_id = $1', [owner.orgId, files[2]!.length]);
    const stray = randomUUID();
    await writeFile(path.join(mediaDir, owner.orgId, stray), 'no media object');
    await writeFile(path.join(mediaDir, owner.orgId, `${ids[0]}.${randomUUID()}.part`), 'an upload 0.1.0 never finished');

    const storage = postgresMediaStorage({ chunkBytes: 65_536 });
    const runs = await Promise.all([importLegacyMedia(t.orm, storage, mediaDir), importLegacyMedia(t.orm, storage, mediaDir)]);
    const imported = runs.flatMap((run) => run.imported);
    // Each file once, whichever run took it; the earlier test's 300 KB file too.
    expect(imported.map((file) => file.mediaId).sort()).toEqual(expect.arrayContaining([...ids].sort()));
    expect(new Set(imported.map((file) => file.mediaId)).size).toBe(imported.length);
    for (const [index, id] of ids.entries()) expect(imported.find((file) => file.mediaId === id)).toMatchObject({ bytes: files[index]!.length, sha256: sha(files[index]!) });
    for (const run of runs) {
      expect(run.withoutMediaObject).toEqual([`${owner.orgId}/${stray}`]);
      expect(run.refused).toEqual([{ file: `${owner.orgId}/${wrongSize}`, reason: 'the file has 11 bytes; its media object declares 10' }]);
      expect(run.files).toBe(run.imported.length + run.alreadyImported + 2);
    }

    // From the storage now: the files can go.
    for (const id of ids) await rm(path.join(mediaDir, owner.orgId, id));
    for (const [index, id] of ids.entries()) {
      const read = await download(id);
      expect(read.statusCode, read.body).toBe(200);
      expect(sha(read.rawPayload)).toBe(sha(files[index]!));
    }
    const [row] = await t.sql<{ sha256: string; uploaded_at: Date }>('select sha256, uploaded_at from media_object where id = $1', [ids[2]]);
    // The object the old migration had unmarked is uploaded at its file's time.
    expect(row).toEqual({ sha256: sha(files[2]!), uploaded_at: new Date('2026-02-01T00:00:00Z') });
    // And counted in its org's media usage again, as every stored file is.
    expect(await t.sql('select bytes::int, objects::int from media_usage where org_id = $1', [owner.orgId])).toEqual(
      await t.sql(
        'select sum(size_bytes)::int as bytes, count(*)::int as objects from media_object where org_id = $1 and (uploaded_at is not null or not upload_expired)',
        [owner.orgId],
      ),
    );

    const again = await importLegacyMedia(t.orm, storage, mediaDir);
    expect(again.imported).toEqual([]);
    expect(again.refused.map((refusal) => refusal.file)).toEqual([`${owner.orgId}/${wrongSize}`]);
  });

  it('stop between two files when asked, resume where they stopped, and over imported files read one statement per org, not one per file', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => legacyFile(randomBytes(n + 1))));
    const storage = postgresMediaStorage({ chunkBytes: 65_536 });
    // A shutdown under way (serve.ts): the run stops after the file it is on.
    const stopping = new AbortController();
    const stopped = await importLegacyMedia(t.orm, storage, mediaDir, (_file, outcome) => outcome === 'imported' && stopping.abort(), stopping.signal);
    expect(stopped.imported).toHaveLength(1);
    const resumed = await importLegacyMedia(t.orm, storage, mediaDir);
    expect([...stopped.imported, ...resumed.imported].map((file) => file.mediaId).sort()).toEqual([...ids].sort());

    const knex = t.orm.em.getConnection().getKnex();
    let statements = 0;
    const count = () => void statements++;
    knex.on('query', count);
    try {
      const again = await importLegacyMedia(t.orm, storage, mediaDir);
      expect(again.imported).toEqual([]);
      expect(again.alreadyImported).toBeGreaterThanOrEqual(ids.length);
      // One file of another size is tried again at each run (refused); the imported ones cost nothing each.
      expect(statements).toBeLessThan(again.files);
    } finally {
      knex.off('query', count);
    }
  });
});
