import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, CreateBookingDoc, createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherTenant, outsider } = await t.cast());
});
afterAll(() => t.close());

const BOOKING_FIELDS = ['id', 'orgId', 'unitId', 'tenantUserId', 'startDate', 'endDate', 'rentAmount', 'rentCurrency', 'depositAmount', 'depositCurrency', 'status', 'createdAt', 'activatedAt', 'terminatedAt'];
const INVOICE_FIELDS = ['id', 'orgId', 'bookingId', 'tenantUserId', 'currency', 'grossAmount', 'netAmount', 'tvaAmount', 'tvaBasisPoints', 'periodStart', 'periodEnd', 'dueDate', 'status', 'createdAt', 'paidAt'];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;


async function freshUnit(): Promise<string> {
  return createUnit(t, owner, await createProperty(t, owner));
}

const july = (unitId: string) => ({ unitId, tenantUserId: tenant.userId, startDate: '2026-07-01', endDate: '2026-08-01' });

async function invoiceToPay(): Promise<string> {
  const bookingId = await createBooking(t, manager, { unitId: await freshUnit(), tenantUserId: tenant.userId, startDate: isoDay(-100), endDate: isoDay(100) });
  return issueInvoice(t, manager, { bookingId, periodStart: isoDay(-30), periodEnd: isoDay(0), dueDate: isoDay(5), netAmount: 999, tvaBasisPoints: 1925 });
}

describe('POST /api/v1/bookings/{id}/extend (route 7)', () => {
  it('answers 200 with exactly the contract booking', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    const response = await t.rest('POST', `/bookings/${id}/extend`, { caller: manager, body: { endDate: '2026-09-01' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const booking = response.json();
    expect(Object.keys(booking).sort()).toEqual([...BOOKING_FIELDS].sort());
    expect(booking).toEqual({
      id,
      orgId: owner.orgId,
      unitId,
      tenantUserId: tenant.userId,
      startDate: '2026-07-01',
      endDate: '2026-09-01',
      rentAmount: 150_000,
      rentCurrency: 'XAF',
      depositAmount: null,
      depositCurrency: null,
      status: 'PENDING',
      createdAt: expect.stringMatching(TIMESTAMP),
      activatedAt: null,
      terminatedAt: null,
    });
  });

  it.each([
    [{ endDate: '2026-02-30' }, 'endDate'],
    [{ endDate: '2026-9-1' }, 'endDate'],
    [{ endDate: 20260901 }, 'endDate'],
    [{ endDate: null }, 'endDate'],
    [{}, 'endDate'],
    [{ endDate: '2026-07-15' }, 'endDate'],
    [{ endDate: '2026-09-01', reason: 'more time' }, 'reason'],
  ])('refuses %j with 400 naming %s', async (body, path) => {
    const id = await createBooking(t, manager, july(await freshUnit()));
    const problem = expectProblem(await t.rest('POST', `/bookings/${id}/extend`, { caller: manager, body }), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await t.sql(`select to_char(end_date, 'YYYY-MM-DD') as e from booking where id = $1`, [id])).toEqual([{ e: '2026-08-01' }]);
  });

  it('refuses a missing or non-object body, a bad id (400), no token (401), non-managers (403), other orgs (404), overlaps (409)', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    const url = `/bookings/${id}/extend`;
    expectProblem(await t.rest('POST', url, { caller: manager }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', url, { caller: manager, body: '[]', headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION_FAILED');
    expect(expectProblem(await t.rest('POST', '/bookings/123/extend', { caller: manager, body: { endDate: '2026-09-01' } }), 400, 'VALIDATION_FAILED').errors[0].path).toBe('id');
    expectProblem(await t.rest('POST', url, { body: { endDate: '2026-09-01' } }), 401, 'UNAUTHENTICATED');
    expectProblem(await t.rest('POST', url, { caller: tenant, body: { endDate: '2026-09-01' } }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', url, { caller: owner, body: { endDate: '2026-09-01' } }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', url, { caller: otherTenant, body: { endDate: '2026-09-01' } }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', url, { caller: outsider, body: { endDate: '2026-09-01' } }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/bookings/${randomUUID()}/extend`, { caller: manager, body: { endDate: '2026-09-01' } }), 404, 'NOT_FOUND');
    await createBooking(t, manager, { ...july(unitId), startDate: '2026-08-10', endDate: '2026-08-20' });
    const clash = expectProblem(await t.rest('POST', url, { caller: manager, body: { endDate: '2026-09-01' } }), 409, 'CONFLICT');
    expect(clash.detail).toContain('from 2026-08-10 to 2026-08-20');
  });

  it('never lets an extension racing a new booking produce an overlap', async () => {
    for (let round = 0; round < 5; round++) {
      const unitId = await freshUnit();
      const id = await createBooking(t, manager, july(unitId));
      const [extend, create] = await Promise.all([
        t.rest('POST', `/bookings/${id}/extend`, { caller: manager, body: { endDate: '2026-09-01' } }),
        t.graphql(CreateBookingDoc, { input: { ...july(unitId), startDate: '2026-08-15', endDate: '2026-09-15' } }, manager),
      ]);
      const successes = [extend.statusCode === 200, Boolean(create.data)].filter(Boolean).length;
      expect(successes).toBe(1);
      expect([extend.statusCode === 409, create.errors?.[0]?.extensions?.code === 'CONFLICT'].filter(Boolean).length).toBe(1);
      const overlaps = await t.sql(
        `select 1 from booking a join booking b on a.unit_id = b.unit_id and a.id < b.id
         where a.unit_id = $1 and a.status in ('PENDING','ACTIVE') and b.status in ('PENDING','ACTIVE')
           and daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)`,
        [unitId],
      );
      expect(overlaps).toEqual([]);
    }
  });
});

describe('POST /api/v1/bookings/{id}/terminate (route 8)', () => {
  it('answers 200 with the TERMINATED booking, 409 for one not ACTIVE', async () => {
    const unitId = await freshUnit();
    const id = await createBooking(t, manager, july(unitId));
    expectProblem(await t.rest('POST', `/bookings/${id}/terminate`, { caller: manager }), 409, 'INVALID_TRANSITION');
    await bookingAction(t, manager, 'confirm', id);
    const response = await t.rest('POST', `/bookings/${id}/terminate`, { caller: manager, body: '', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
    const booking = response.json();
    expect(Object.keys(booking).sort()).toEqual([...BOOKING_FIELDS].sort());
    expect(booking).toMatchObject({ id, status: 'TERMINATED', activatedAt: expect.stringMatching(TIMESTAMP), terminatedAt: expect.stringMatching(TIMESTAMP) });
    expectProblem(await t.rest('POST', `/bookings/${id}/terminate`, { caller: manager }), 409, 'INVALID_TRANSITION');
  });

  it('answers 400 for a bad id, 401, 403 and 404 as the others', async () => {
    const id = await createBooking(t, manager, july(await freshUnit()));
    await bookingAction(t, manager, 'confirm', id);
    expectProblem(await t.rest('POST', '/bookings/not-a-uuid/terminate', { caller: manager }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', `/bookings/${id}/terminate`), 401, 'UNAUTHENTICATED');
    expectProblem(await t.rest('POST', `/bookings/${id}/terminate`, { caller: tenant }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', `/bookings/${id}/terminate`, { caller: outsider }), 404, 'NOT_FOUND');
    expect(await t.sql('select status from booking where id = $1', [id])).toEqual([{ status: 'ACTIVE' }]);
  });
});

describe('GET /api/v1/bookings (route 9)', () => {
  it('answers a JSON array of contract bookings, paged with a Link header', async () => {
    const unitId = await freshUnit();
    const ids = [];
    for (let month = 1; month <= 5; month++) {
      ids.push(await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: `2027-0${month}-01`, endDate: `2027-0${month + 1}-01` }));
    }
    const first = await t.rest('GET', `/bookings?unitId=${unitId}&limit=2`, { caller: manager });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(Array.isArray(page)).toBe(true);
    expect(page.map((booking: { id: string }) => booking.id)).toEqual(ids.slice(0, 2));
    expect(Object.keys(page[0]).sort()).toEqual([...BOOKING_FIELDS].sort());
    const link0 = String(first.headers.link);
    expect(link0.startsWith(`</api/v1/bookings?unitId=${unitId}&limit=2&cursor=`)).toBe(true);
    expect(link0).toMatch(/cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    // The cursor is opaque: not the booking id it stands for.
    expect(link0).not.toContain(ids[1]!);
    const seen = [...page];
    let link = first.headers.link as string | undefined;
    while (link) {
      const next = /^<\/api\/v1([^>]+)>; rel="next"$/.exec(link)![1]!;
      const response = await t.rest('GET', next, { caller: manager });
      seen.push(...response.json());
      link = response.headers.link as string | undefined;
    }
    expect(seen.map((booking) => booking.id)).toEqual(ids);
    const all = await t.rest('GET', `/bookings?unitId=${unitId}`, { caller: manager });
    expect(all.json()).toHaveLength(5);
    expect(all.headers.link).toBeUndefined();
  });

  it('gives a tenant only its own bookings, and 403 for another tenant', async () => {
    const unitId = await freshUnit();
    const mine = await createBooking(t, manager, july(unitId));
    await createBooking(t, manager, { ...july(unitId), tenantUserId: otherTenant.userId, startDate: '2026-08-01', endDate: '2026-09-01' });
    const own = await t.rest('GET', `/bookings?unitId=${unitId}`, { caller: tenant });
    expect(own.json().map((booking: { id: string }) => booking.id)).toEqual([mine]);
    const byId = await t.rest('GET', `/bookings?tenantUserId=${tenant.userId}&unitId=${unitId}`, { caller: tenant });
    expect(byId.json().map((booking: { id: string }) => booking.id)).toEqual([mine]);
    expectProblem(await t.rest('GET', `/bookings?tenantUserId=${otherTenant.userId}`, { caller: tenant }), 403, 'FORBIDDEN');
    expect((await t.rest('GET', `/bookings?unitId=${unitId}`, { caller: owner })).json()).toHaveLength(2);
    expect((await t.rest('GET', `/bookings?unitId=${unitId}`, { caller: outsider })).json()).toEqual([]);
    expectProblem(await t.rest('GET', '/bookings'), 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=', 'limit'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
    ['unitId=42', 'unitId'],
    ['tenantUserId=me', 'tenantUserId'],
    ['status=PENDING', 'status'],
    ['unitId=a&unitId=b', 'unitId'],
  ])('refuses ?%s with 400 naming %s', async (query, path) => {
    const problem = expectProblem(await t.rest('GET', `/bookings?${query}`, { caller: manager }), 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('takes limits from 1 to 500', async () => {
    expect((await t.rest('GET', '/bookings?limit=1', { caller: manager })).statusCode).toBe(200);
    expect((await t.rest('GET', '/bookings?limit=500', { caller: manager })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/invoices/{id} (route 12)', () => {
  it('answers 200 with exactly the contract invoice', async () => {
    const id = await invoiceToPay();
    const response = await t.rest('GET', `/invoices/${id}`, { caller: tenant });
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(Object.keys(invoice).sort()).toEqual([...INVOICE_FIELDS].sort());
    expect(invoice).toEqual({
      id,
      orgId: owner.orgId,
      bookingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      tenantUserId: tenant.userId,
      currency: 'XAF',
      grossAmount: 1191,
      netAmount: 999,
      tvaAmount: 192,
      tvaBasisPoints: 1925,
      periodStart: isoDay(-30),
      periodEnd: isoDay(0),
      dueDate: isoDay(5),
      status: 'ISSUED',
      createdAt: expect.stringMatching(TIMESTAMP),
      paidAt: null,
    });
  });

  it('reads OVERDUE once the due date has passed', async () => {
    const bookingId = await createBooking(t, manager, { unitId: await freshUnit(), tenantUserId: tenant.userId, startDate: isoDay(-100), endDate: isoDay(100) });
    const id = await issueInvoice(t, manager, { bookingId, periodStart: isoDay(-60), periodEnd: isoDay(-30), dueDate: isoDay(-1) });
    expect((await t.rest('GET', `/invoices/${id}`, { caller: tenant })).json().status).toBe('OVERDUE');
  });

  it('answers 400, 401 and 404 (another tenant, another org, unknown)', async () => {
    const id = await invoiceToPay();
    expectProblem(await t.rest('GET', '/invoices/zzz', { caller: tenant }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('GET', `/invoices/${id}`), 401, 'UNAUTHENTICATED');
    expectProblem(await t.rest('GET', `/invoices/${id}`, { caller: otherTenant }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('GET', `/invoices/${id}`, { caller: outsider }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('GET', `/invoices/${randomUUID()}`, { caller: tenant }), 404, 'NOT_FOUND');
  });
});

describe('POST /api/v1/invoices/{id}/pay (route 13)', () => {
  it('answers 200 with the PAID invoice; paying again without the key is 409', async () => {
    const id = await invoiceToPay();
    const response = await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant });
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(Object.keys(invoice).sort()).toEqual([...INVOICE_FIELDS].sort());
    expect(invoice).toMatchObject({ id, status: 'PAID', paidAt: expect.stringMatching(TIMESTAMP), grossAmount: 1191 });
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant }), 409, 'INVALID_TRANSITION');
  });

  it('answers 400, 401, 403 (the manager) and 404 (another tenant, another org)', async () => {
    const id = await invoiceToPay();
    expectProblem(await t.rest('POST', '/invoices/1/pay', { caller: tenant }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`), 401, 'UNAUTHENTICATED');
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: manager }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: otherTenant }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: outsider }), 404, 'NOT_FOUND');
    expect(await t.sql('select status from invoice where id = $1', [id])).toEqual([{ status: 'ISSUED' }]);
  });

  it('replays the first answer for a repeated Idempotency-Key, and refuses the key for another request (422)', async () => {
    const id = await invoiceToPay();
    const headers = { 'idempotency-key': `pay-${id}` };
    const first = await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers });
    const again = await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const other = await invoiceToPay();
    const reused = expectProblem(await t.rest('POST', `/invoices/${other}/pay`, { caller: tenant, headers }), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.detail).toMatch(/different request/);
    expect(await t.sql('select status from invoice where id = $1', [other])).toEqual([{ status: 'ISSUED' }]);
    // Without repeating the key, a paid invoice is not paid twice.
    expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers: { 'idempotency-key': 'another' } }), 409, 'INVALID_TRANSITION');
  });

  it('answers 409 to a repeat while the first is still running, then replays it', async () => {
    const id = await invoiceToPay();
    const headers = { 'idempotency-key': `slow-${id}` };
    // Hold the invoice row so the first payment stays in flight.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from invoice where id = $1 for update', [id]);
      const first = t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers });
      await waitFor(async () => (await t.sql(`select 1 from pg_locks where locktype = 'advisory' and granted`)).length > 0);
      const duplicate = expectProblem(await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers }), 409, 'CONFLICT');
      expect(duplicate.detail).toMatch(/still in progress/);
      await blocker.query('commit');
      const answered = await first;
      expect(answered.statusCode).toBe(200);
      const replay = await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers });
      expect(replay.statusCode).toBe(200);
      expect(replay.body).toBe(answered.body);
    } finally {
      await blocker.end();
    }
  });

  it('lets exactly one of 10 simultaneous payments succeed', async () => {
    const id = await invoiceToPay();
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `/invoices/${id}/pay`, { caller: tenant })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(await t.sql(`select status from invoice where id = $1 and paid_at is not null`, [id])).toEqual([{ status: 'PAID' }]);
  });

  it('lets exactly one of 10 simultaneous payments with one Idempotency-Key run; the rest are 409 or its replay', async () => {
    const id = await invoiceToPay();
    const headers = { 'idempotency-key': `burst-${id}` };
    const responses = await Promise.all(Array.from({ length: 10 }, () => t.rest('POST', `/invoices/${id}/pay`, { caller: tenant, headers })));
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((response) => response.body)).size).toBe(1);
    expect(responses.every((response) => response.statusCode === 200 || response.json().code === 'CONFLICT')).toBe(true);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
