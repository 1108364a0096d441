import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/rest/routes.js';
import { expectProblem, startTestApp, type Caller, type Cast, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

/**
 * Regressions found by an outside attack on the REST surface: names of
 * Object.prototype members as parameters, bodies sent where none is taken,
 * upper-case ids, and idempotency keys replayed across roles.
 */

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await startTestApp();
  cast = await t.cast();
});
afterAll(() => t.close());

const PROTOTYPE_NAMES = ['constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
const pathOf = (url: string) => url.replace(/:\w+/g, randomUUID());

async function activeBooking(tenantUserId = cast.tenant.userId): Promise<{ bookingId: string; unitId: string }> {
  const unitId = await createUnit(t, cast.owner, await createProperty(t, cast.owner));
  const bookingId = await createBooking(t, cast.manager, { unitId, tenantUserId, startDate: isoDay(-10), endDate: isoDay(50) });
  await bookingAction(t, cast.manager, 'confirm', bookingId);
  return { bookingId, unitId };
}

describe('query parameters named like Object.prototype members', () => {
  for (const route of routes) {
    it(`are unknown parameters of ${route.method} ${route.url}, with or without a token`, async () => {
      for (const name of PROTOTYPE_NAMES) {
        for (const caller of [cast.manager, null]) {
          const response = await t.rest(route.method, `${pathOf(route.url)}?${name}=x`, { caller });
          const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
          expect(problem.errors).toEqual([{ path: name, message: `Unknown query parameter "${name}".` }]);
        }
      }
    });
  }

  it('are refused on the upload route too (403, as any unsigned upload)', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const response = await t.app.inject({ method: 'PUT', url: `/media/${randomUUID()}/upload?${name}=x&org=${name}&expires=9999999999&signature=x`, payload: 'x' });
      expect(response.statusCode, response.body).toBe(403);
    }
  });
});

describe('body fields named like Object.prototype members', () => {
  const fieldRoutes = routes.filter((route) => route.body !== undefined);
  for (const route of fieldRoutes) {
    it(`are refused by ${route.method} ${route.url}, naming the field`, async () => {
      for (const name of PROTOTYPE_NAMES.filter((name) => name !== '__proto__')) {
        const response = await t.rest('POST', pathOf(route.url), { caller: cast.manager, body: { [name]: 'x' } });
        const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
        expect(JSON.stringify(problem.errors ?? problem.detail)).toContain(name);
      }
      // JSON.parse makes "__proto__" an own key; the parser refuses it (and constructor.prototype) outright.
      for (const body of ['{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', '{"a": [{"__proto__": 1}]}']) {
        const response = await t.rest('POST', pathOf(route.url), { caller: cast.manager, body, headers: { 'content-type': 'application/json' } });
        expectProblem(response, 400, 'VALIDATION_FAILED');
      }
    });
  }
});

describe('a body sent to a route that takes none', () => {
  const bodiless = routes.filter((route) => route.method === 'POST' && route.body === undefined);

  it('is refused like an unknown field, and the request does nothing', async () => {
    expect(bodiless.map((route) => route.url)).toContain('/bookings/:id/terminate');
    const { bookingId } = await activeBooking();
    for (const [body, path] of [['{"reason":"x"}', 'reason'], ['[1,2]', ''], ['null', ''], ['"terminate"', ''], ['0', '']] as const) {
      const response = await t.rest('POST', `/bookings/${bookingId}/terminate`, { caller: cast.manager, body, headers: { 'content-type': 'application/json' } });
      const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
      expect(problem.errors[0].path).toBe(path);
    }
    const [row] = await t.sql<{ status: string }>('select status from booking where id = $1', [bookingId]);
    expect(row!.status).toBe('ACTIVE');
  });

  it('is fine when empty: no body, an empty body, or {}', async () => {
    for (const body of [undefined, '', '{}']) {
      const { bookingId } = await activeBooking();
      const response = await t.rest('POST', `/bookings/${bookingId}/terminate`, {
        caller: cast.manager,
        ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('TERMINATED');
    }
  });

  for (const route of bodiless) {
    it(`is refused by ${route.url}`, async () => {
      const response = await t.rest('POST', pathOf(route.url), { caller: cast.manager, body: { note: 'x' } });
      expect(expectProblem(response, 400, 'VALIDATION_FAILED').errors).toEqual([{ path: 'note', message: 'Field "note" is not part of this request.' }]);
    });
  }
});

describe('ids in upper case', () => {
  it('name the same rows on both surfaces: path parameters, query parameters, GraphQL literals and variables', async () => {
    const { bookingId, unitId } = await activeBooking();
    const invoiceId = await issueInvoice(t, cast.manager, { bookingId, periodStart: isoDay(-10), periodEnd: isoDay(0), dueDate: isoDay(5) });
    const invoice = await t.rest('GET', `/invoices/${invoiceId.toUpperCase()}`, { caller: cast.manager });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().id).toBe(invoiceId);
    const bookings = await t.rest('GET', `/bookings?unitId=${unitId.toUpperCase()}`, { caller: cast.manager });
    expect(bookings.json().map((booking: { id: string }) => booking.id)).toEqual([bookingId]);
    const propertyId = await createProperty(t, cast.owner);
    const archived = await t.rest('POST', `/properties/${propertyId.toUpperCase()}/archive`, { caller: cast.owner });
    expect(archived.json()).toMatchObject({ id: propertyId, status: 'ARCHIVED' });

    const literal = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${cast.manager.token}` },
      payload: { query: `query($id: UUID!) { a: invoice(id: "${invoiceId.toUpperCase()}") { id } b: invoice(id: $id) { id } }`, variables: { id: invoiceId.toUpperCase() } },
    });
    expect(literal.json()).toMatchObject({ data: { a: { id: invoiceId }, b: { id: invoiceId } } });
  });
});

describe('an Idempotency-Key', () => {
  async function invoiceToPay(tenantUserId: string): Promise<string> {
    const { bookingId } = await activeBooking(tenantUserId);
    return issueInvoice(t, cast.manager, { bookingId, periodStart: isoDay(-10), periodEnd: isoDay(0), dueDate: isoDay(5) });
  }
  const pay = (invoiceId: string, caller: Caller, key: string) =>
    t.rest('POST', `/invoices/${invoiceId}/pay`, { caller, headers: { 'idempotency-key': key } });
  const tokenOf = (user: Caller, roles: Caller['roles']) => t.caller(roles, { orgId: user.orgId, userId: user.userId });

  it('is not replayed to the same user under other roles, and is to another token with the same roles', async () => {
    const invoiceId = await invoiceToPay(cast.tenant.userId);
    const key = `pay-${randomUUID()}`;
    const first = await pay(invoiceId, cast.tenant, key);
    expect(first.statusCode, first.body).toBe(200);

    // The same user (sub) and org with tokens granting other roles: the stored answer was given to the TENANT token.
    for (const roles of [['MANAGER'], ['TENANT', 'ADMIN'], ['OWNER']] as Caller['roles'][]) {
      expectProblem(await pay(invoiceId, await tokenOf(cast.tenant, roles), key), 422, 'IDEMPOTENCY_KEY_REUSED');
    }
    const again = await pay(invoiceId, await tokenOf(cast.tenant, ['TENANT']), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it('stored by release 0.1.0 (its fingerprint, of the request alone) is replayed after the upgrade, not refused as reused', async () => {
    const invoiceId = await invoiceToPay(cast.tenant.userId);
    const key = `pay-${randomUUID()}`;
    const first = await pay(invoiceId, cast.tenant, key);
    expect(first.statusCode, first.body).toBe(200);
    // As 0.1.0 wrote it: sha256 of the request as canonical JSON (sorted keys), without the caller's roles.
    const legacy = createHash('sha256').update(`{"arguments":{"id":${JSON.stringify(invoiceId)}},"operation":"payInvoice"}`).digest('hex');
    expect((await t.sql('update idempotency_key set fingerprint = $1 where key = $2 returning 1', [legacy, key])).length).toBe(1);
    const again = await pay(invoiceId, cast.tenant, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Another request under that key is still refused.
    const other = await invoiceToPay(cast.tenant.userId);
    expectProblem(await pay(other, cast.tenant, key), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('treats the roles as a set: their order and repeats do not matter', async () => {
    const payer = await t.caller(['TENANT', 'OWNER'], { orgId: cast.owner.orgId });
    const invoiceId = await invoiceToPay(payer.userId);
    const key = `pay-${randomUUID()}`;
    const first = await pay(invoiceId, payer, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(invoiceId, await tokenOf(payer, ['OWNER', 'TENANT', 'OWNER']), key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
  });
});
