import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { sweep } from '../src/services/sweep.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { SANDBOX_KEY, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, IssueInvoiceDoc, issueInvoice } from './helpers/fixtures.js';

const InvoiceDoc = graphql(`
  query TestInvoice($id: UUID!) { invoice(id: $id) { id status paidAt booking { id unit { id } } } }
`);
const InvoicesDoc = graphql(`
  query TestInvoices($filter: InvoiceFilter) { invoices(filter: $filter, first: 50) { totalCount edges { node { id status } } } }
`);
const PayDoc = graphql(`mutation TestPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }`);
const CancelInvoiceDoc = graphql(`mutation TestCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  // No background jobs: the sweep runs here when a test says so.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0' });
  ({ owner, manager, tenant, otherTenant, outsider } = await t.cast());
});
afterAll(() => t.close());

/** A PENDING booking over the year around today, so both past and future periods fit. */
async function bookingAroundToday(): Promise<string> {
  const unitId = await createUnit(t, owner, await createProperty(t, owner));
  return createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: isoDay(-200), endDate: isoDay(200) });
}

const period = (bookingId: string, from = -30, to = 0, due = 10) => ({
  bookingId,
  periodStart: isoDay(from),
  periodEnd: isoDay(to),
  dueDate: isoDay(due),
});

describe('issueInvoice', () => {
  it('issues an invoice with TVA, the booking currency and every field set', async () => {
    const bookingId = await bookingAroundToday();
    const result = await t.graphql(IssueInvoiceDoc, { input: { ...period(bookingId), netAmount: 999, tvaBasisPoints: 1925 } }, manager);
    expect(result.errors).toBeUndefined();
    expect(result.data?.issueInvoice).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgId: owner.orgId,
      bookingId,
      tenantUserId: tenant.userId,
      currency: 'XAF',
      netAmount: 999,
      tvaAmount: 192,
      grossAmount: 1191,
      tvaBasisPoints: 1925,
      periodStart: isoDay(-30),
      periodEnd: isoDay(0),
      dueDate: isoDay(10),
      status: 'ISSUED',
      createdAt: expect.stringMatching(/Z$/),
      paidAt: null,
    });
  });

  it('defaults the net to the booking rent and the rate to 0, and keeps 2^53-1 exact', async () => {
    const bookingId = await bookingAroundToday();
    const plain = await t.graphql(IssueInvoiceDoc, { input: period(bookingId) }, manager);
    expect(plain.data?.issueInvoice).toMatchObject({ netAmount: 150_000, tvaAmount: 0, grossAmount: 150_000, tvaBasisPoints: 0 });
    const max = await t.graphql(IssueInvoiceDoc, { input: { ...period(bookingId), netAmount: Number.MAX_SAFE_INTEGER } }, manager);
    expect(max.data?.issueInvoice.grossAmount).toBe(Number.MAX_SAFE_INTEGER);
    const overflow = await t.graphql(IssueInvoiceDoc, { input: { ...period(bookingId), netAmount: Number.MAX_SAFE_INTEGER, tvaBasisPoints: 1 } }, manager);
    expect(overflow.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.netAmount' }] });
  });

  it.each([
    [{ tvaBasisPoints: 10_001 }, 'input.tvaBasisPoints'],
    [{ tvaBasisPoints: -1 }, 'input.tvaBasisPoints'],
    [{ netAmount: -1 }, 'input.netAmount'],
    [{ periodStart: isoDay(-500) }, 'input.periodStart'],
    [{ periodEnd: isoDay(500) }, 'input.periodEnd'],
    [{ periodEnd: isoDay(-30) }, 'input.periodEnd'],
  ])('refuses %j at %s', async (change, path) => {
    const bookingId = await bookingAroundToday();
    const result = await t.graphql(IssueInvoiceDoc, { input: { ...period(bookingId), ...change } }, manager);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path })] });
    expect(await t.sql('select id from invoice where booking_id = $1', [bookingId])).toEqual([]);
  });

  it('refuses a bad date, a non-invoiceable booking, a foreign booking and non-managers', async () => {
    const bookingId = await bookingAroundToday();
    expect(codeOf(await t.graphql(IssueInvoiceDoc, { input: { ...period(bookingId), dueDate: '2026-02-30' } }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(IssueInvoiceDoc, { input: period(bookingId) }, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(IssueInvoiceDoc, { input: period(bookingId) }, owner))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(IssueInvoiceDoc, { input: period(bookingId) }, outsider))).toBe('NOT_FOUND');
    await bookingAction(t, manager, 'cancel', bookingId);
    expect(codeOf(await t.graphql(IssueInvoiceDoc, { input: period(bookingId) }, manager))).toBe('INVALID_TRANSITION');
  });
});

describe('paying and cancelling', () => {
  it('lets the tenant pay once; a second pay is 409; others cannot', async () => {
    const id = await issueInvoice(t, manager, period(await bookingAroundToday()));
    expect(codeOf(await t.graphql(PayDoc, { id }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(PayDoc, { id }, otherTenant))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(PayDoc, { id }, outsider))).toBe('NOT_FOUND');
    const paid = await t.graphql(PayDoc, { id }, tenant);
    expect(paid.data?.payInvoice).toMatchObject({ id, status: 'PAID', paidAt: expect.stringMatching(/Z$/) });
    expect(codeOf(await t.graphql(PayDoc, { id }, tenant))).toBe('INVALID_TRANSITION');
    expect(codeOf(await t.graphql(CancelInvoiceDoc, { id }, manager))).toBe('INVALID_TRANSITION');
  });

  it('lets managers cancel an open invoice, which then cannot be paid', async () => {
    const id = await issueInvoice(t, manager, period(await bookingAroundToday()));
    expect(codeOf(await t.graphql(CancelInvoiceDoc, { id }, tenant))).toBe('FORBIDDEN');
    expect((await t.graphql(CancelInvoiceDoc, { id }, manager)).data?.cancelInvoice.status).toBe('CANCELLED');
    expect(codeOf(await t.graphql(PayDoc, { id }, tenant))).toBe('INVALID_TRANSITION');
  });

  it('cancels open invoices of periods after today when the booking is terminated, and only those', async () => {
    const bookingId = await bookingAroundToday();
    await bookingAction(t, manager, 'confirm', bookingId);
    const past = await issueInvoice(t, manager, period(bookingId, -60, -30, -20));
    const current = await issueInvoice(t, manager, period(bookingId, 0, 30, 10));
    const future = await issueInvoice(t, manager, period(bookingId, 30, 60, 40));
    const futurePaid = await issueInvoice(t, manager, period(bookingId, 60, 90, 70));
    await t.graphql(PayDoc, { id: futurePaid }, tenant);
    await bookingAction(t, manager, 'terminate', bookingId);
    const statuses = await t.sql<{ id: string; status: string }>('select id, status from invoice where booking_id = $1 order by id', [bookingId]);
    expect(statuses).toEqual([
      { id: past, status: 'ISSUED' },
      { id: current, status: 'ISSUED' },
      { id: future, status: 'CANCELLED' },
      { id: futurePaid, status: 'PAID' },
    ]);
  });
});

describe('overdue', () => {
  it('reads OVERDUE as soon as the due date is past, lists it so, and the sweep persists it', async () => {
    const bookingId = await bookingAroundToday();
    const late = await issueInvoice(t, manager, period(bookingId, -60, -30, -1));
    const dueToday = await issueInvoice(t, manager, period(bookingId, -30, 0, 0));
    expect((await t.graphql(InvoiceDoc, { id: late }, tenant)).data?.invoice).toMatchObject({ status: 'OVERDUE', booking: { id: bookingId } });
    expect((await t.graphql(InvoiceDoc, { id: dueToday }, tenant)).data?.invoice?.status).toBe('ISSUED');
    const overdue = await t.graphql(InvoicesDoc, { filter: { bookingId, status: 'OVERDUE' } }, tenant);
    expect(overdue.data?.invoices.edges).toEqual([{ node: { id: late, status: 'OVERDUE' } }]);
    const issued = await t.graphql(InvoicesDoc, { filter: { bookingId, status: 'ISSUED' } }, owner);
    expect(issued.data?.invoices.edges).toEqual([{ node: { id: dueToday, status: 'ISSUED' } }]);

    expect(await t.sql('select status from invoice where id = $1', [late])).toEqual([{ status: 'ISSUED' }]);
    // Two sweeps at once (two processes' jobs) make it OVERDUE once, with one event.
    const results = await Promise.all([sweep(t.orm.em.fork(), 'UTC'), sweep(t.orm.em.fork(), 'UTC')]);
    expect(results[0].overdueInvoices + results[1].overdueInvoices).toBeGreaterThanOrEqual(1);
    expect(await t.sql(`select count(*)::int as n from event where type = 'invoice.overdue' and subject_id = $1`, [late])).toEqual([{ n: 1 }]);
    expect(await t.sql('select id, status from invoice where booking_id = $1 order by id', [bookingId])).toEqual([
      { id: late, status: 'OVERDUE' },
      { id: dueToday, status: 'ISSUED' },
    ]);
    // An overdue invoice is still paid.
    expect((await t.graphql(PayDoc, { id: late }, tenant)).data?.payInvoice.status).toBe('PAID');
  });

  it('is swept by the server itself once it has started, by its jobs', async () => {
    const bookingId = await bookingAroundToday();
    const late = await issueInvoice(t, manager, period(bookingId, -60, -30, -1));
    // A second server on the same database, with background jobs, sweeps once it is ready.
    const second = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl, SANDBOX_SIGNING_KEY: SANDBOX_KEY }), orm: t.orm });
    try {
      await second.ready();
      await expect.poll(async () => t.sql('select status from invoice where id = $1', [late]), { timeout: 20_000 }).toEqual([{ status: 'OVERDUE' }]);
    } finally {
      await second.close();
    }
  });
});

describe('reading invoices', () => {
  it('shows invoices to the tenant, the owner and managers; lists only what each may see', async () => {
    const bookingId = await bookingAroundToday();
    const id = await issueInvoice(t, manager, period(bookingId));
    for (const caller of [tenant, owner, manager]) expect((await t.graphql(InvoiceDoc, { id }, caller)).data?.invoice?.id).toBe(id);
    for (const caller of [otherTenant, outsider]) expect(codeOf(await t.graphql(InvoiceDoc, { id }, caller))).toBe('NOT_FOUND');
    expect((await t.graphql(InvoicesDoc, { filter: { bookingId } }, tenant)).data?.invoices.totalCount).toBe(1);
    expect((await t.graphql(InvoicesDoc, { filter: { bookingId } }, otherTenant)).data?.invoices.totalCount).toBe(0);
    expect(codeOf(await t.graphql(InvoiceDoc, { id: 'nope' }, tenant))).toBe('VALIDATION_FAILED');
  });
});

describe('Idempotency-Key over GraphQL', () => {
  it('creates one booking for a repeated createBooking and answers the same', async () => {
    const unitId = await createUnit(t, owner, await createProperty(t, owner));
    const input = { unitId, tenantUserId: tenant.userId, startDate: '2030-01-01', endDate: '2030-02-01' };
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'booking-2030-01' },
        payload: body,
      });
    const query = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id status createdAt rentAmount } }`;
    const first = await send({ query, variables: { input } });
    const again = await send({ query, variables: { input } });
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await t.sql('select count(*)::int as n from booking where unit_id = $1', [unitId])).toEqual([{ n: 1 }]);
    const different = await send({ query, variables: { input: { ...input, endDate: '2030-03-01' } } });
    // The operation ran (its field refused): 200 on /graphql, the code in the answer.
    expect(different.statusCode).toBe(200);
    expect(different.json().errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The key belongs to its caller: another manager may use the same one.
    const colleague = await t.caller(['MANAGER'], { orgId: owner.orgId });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${colleague.token}`, 'idempotency-key': 'booking-2030-01' },
      payload: { query, variables: { input: { ...input, startDate: '2030-05-01', endDate: '2030-06-01' } } },
    });
    expect(theirs.json().data.createBooking.status).toBe('PENDING');
  });

  it('replays a refusal too, and refuses a malformed key', async () => {
    const unitId = await createUnit(t, owner, await createProperty(t, owner));
    await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2031-01-01', endDate: '2031-02-01' });
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': key },
        payload: { query: `mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }`, variables: { input: { unitId, tenantUserId: tenant.userId, startDate: '2031-01-15', endDate: '2031-03-01' } } },
      });
    const first = await send('clash');
    expect(first.json().errors[0].extensions.code).toBe('CONFLICT');
    const again = await send('clash');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const bad = await send('x'.repeat(256));
    expect(bad.json().errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('keeps answers at least 24 hours and the sweep purges expired ones', async () => {
    const bookingId = await bookingAroundToday();
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'invoice-key' },
      payload: { query: `mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }`, variables: { input: period(bookingId) } },
    });
    expect(response.json().data.issueInvoice.id).toBeDefined();
    const [row] = await t.sql<{ hours: number }>(
      `select extract(epoch from expires_at - created_at) / 3600 as hours from idempotency_key where key = 'invoice-key' and user_id = $1`,
      [manager.userId],
    );
    expect(Number(row?.hours)).toBeGreaterThanOrEqual(24);
    await sweep(t.orm.em.fork(), 'UTC', new Date(Date.now() + 25 * 3600 * 1000));
    expect(await t.sql(`select key from idempotency_key where key = 'invoice-key'`)).toEqual([]);
  });
});
