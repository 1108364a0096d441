import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty } from './helpers/fixtures.js';

let t: TestApp;
let owner: Caller;
let tenant: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, tenant, outsider } = await t.cast());
});
afterAll(() => t.close());

const unitCount = async () => (await t.sql<{ n: number }>('select count(*)::int as n from unit'))[0]!.n;


describe('POST /api/v1/properties/{id}/units (route 10)', () => {
  it('answers 201 with exactly the contract unit', async () => {
    const propertyId = await createProperty(t, owner);
    const response = await t.rest('POST', `/properties/${propertyId}/units`, {
      caller: owner,
      body: { label: 'Appartement 3B', areaSqm: 84, bathrooms: 2, bedrooms: 3, rentAmount: 250_000, rentCurrency: 'XAF' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    const unit = response.json();
    expect(Object.keys(unit).sort()).toEqual(
      ['id', 'propertyId', 'label', 'areaSqm', 'bathrooms', 'bedrooms', 'rentAmount', 'rentCurrency', 'status'].sort(),
    );
    expect(unit).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      propertyId,
      label: 'Appartement 3B',
      areaSqm: 84,
      bathrooms: 2,
      bedrooms: 3,
      rentAmount: 250_000,
      rentCurrency: 'XAF',
      status: 'AVAILABLE',
    });
  });

  it('takes only a label, the optional fields answered as null', async () => {
    const propertyId = await createProperty(t, owner);
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'Studio 1' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ label: 'Studio 1', areaSqm: null, rentAmount: null, rentCurrency: null });
  });

  it('keeps rent amounts up to 2^53-1 exact', async () => {
    const propertyId = await createProperty(t, owner);
    const response = await t.rest('POST', `/properties/${propertyId}/units`, {
      caller: owner,
      body: { label: 'Penthouse', rentAmount: Number.MAX_SAFE_INTEGER, rentCurrency: 'EUR' },
    });
    expect(response.json().rentAmount).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    [{ label: '' }, 'label'],
    [{ label: '   ' }, 'label'],
    [{}, 'label'],
    [{ label: 12 }, 'label'],
    [{ label: 'A', areaSqm: 0 }, 'areaSqm'],
    [{ label: 'A', areaSqm: 2 ** 31 }, 'areaSqm'],
    [{ label: 'A', bedrooms: -1 }, 'bedrooms'],
    [{ label: 'A', bathrooms: 1.5 }, 'bathrooms'],
    [{ label: 'A', rentAmount: -5, rentCurrency: 'XAF' }, 'rentAmount'],
    [{ label: 'A', rentAmount: 2 ** 53, rentCurrency: 'XAF' }, 'rentAmount'],
    [{ label: 'A', rentAmount: 100, rentCurrency: 'xaf' }, 'rentCurrency'],
    [{ label: 'A', rentAmount: 100, rentCurrency: 'ZZZ' }, 'rentCurrency'],
    [{ label: 'A', rentAmount: 100 }, 'rentCurrency'],
    [{ label: 'A', rentAmount: '100', rentCurrency: 'XAF' }, 'rentAmount'],
    [{ label: 'A', colour: 'blue' }, 'colour'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, path) => {
    const propertyId = await createProperty(t, owner);
    const before = await unitCount();
    const response = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body });
    const problem = expectProblem(response, 400, 'VALIDATION_FAILED');
    expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, message: expect.any(String) })]));
    expect(await unitCount()).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    const propertyId = await createProperty(t, owner);
    for (const body of [[{ label: 'A' }], 'label', 42, null]) {
      const response = await t.rest('POST', `/properties/${propertyId}/units`, {
        caller: owner,
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 400, 'VALIDATION_FAILED');
    }
  });

  it('refuses malformed JSON, a missing body, a wrong content type and an oversized body', async () => {
    const propertyId = await createProperty(t, owner);
    const url = `/properties/${propertyId}/units`;
    const json = { 'content-type': 'application/json' };
    expectProblem(await t.rest('POST', url, { caller: owner, body: '{"label": ', headers: json }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', url, { caller: owner }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', url, { caller: owner, body: 'label=A', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectProblem(
      await t.rest('POST', url, { caller: owner, body: 'label=A', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const huge = JSON.stringify({ label: 'A', padding: 'x'.repeat(1_100_000) });
    expectProblem(await t.rest('POST', url, { caller: owner, body: huge, headers: json }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a malformed property id with 400 and an unknown one with 404', async () => {
    const bad = expectProblem(await t.rest('POST', '/properties/not-a-uuid/units', { caller: owner, body: { label: 'A' } }), 400, 'VALIDATION_FAILED');
    expect(bad.errors[0].path).toBe('id');
    expectProblem(await t.rest('POST', `/properties/${randomUUID()}/units`, { caller: owner, body: { label: 'A' } }), 404, 'NOT_FOUND');
  });

  it('answers 409 for a label already used in the property, whatever its case', async () => {
    const propertyId = await createProperty(t, owner);
    expect((await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'A1' } })).statusCode).toBe(201);
    const duplicate = expectProblem(await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'a1 ' } }), 409, 'CONFLICT');
    expect(duplicate.detail).toMatch(/label already exists/);
  });

  it('answers 403 to a tenant and 404 to another org (never 403)', async () => {
    const propertyId = await createProperty(t, owner);
    await t.rest('POST', `/properties/${propertyId}/archive`, { caller: owner });
    const published = await createProperty(t, owner);
    // Tenants only see published properties; a draft is NOT_FOUND, so use a manager-visible case for 403.
    const manager = await t.caller(['MANAGER'], { orgId: owner.orgId });
    const onDraft = await t.rest('POST', `/properties/${published}/units`, { caller: tenant, body: { label: 'T' } });
    expectProblem(onDraft, 404, 'NOT_FOUND');
    expectProblem(await t.rest('POST', `/properties/${published}/units`, { caller: outsider, body: { label: 'T' } }), 404, 'NOT_FOUND');
    expect((await t.rest('POST', `/properties/${published}/units`, { caller: manager, body: { label: 'M' } })).statusCode).toBe(201);
  });
});

describe('POST /api/v1/properties/{id}/archive (route 11)', () => {
  it('answers 200 with exactly the contract property', async () => {
    const id = await createProperty(t, owner, 'Résidence Kribi');
    const response = await t.rest('POST', `/properties/${id}/archive`, { caller: owner });
    expect(response.statusCode).toBe(200);
    const property = response.json();
    expect(Object.keys(property).sort()).toEqual(
      ['id', 'orgId', 'ownerUserId', 'name', 'type', 'status', 'addressLine', 'quartier', 'city', 'province', 'latitude', 'longitude', 'amenities', 'createdAt'].sort(),
    );
    expect(property).toMatchObject({ id, orgId: owner.orgId, ownerUserId: owner.userId, name: 'Résidence Kribi', type: 'APARTMENT', status: 'ARCHIVED', city: 'Douala', amenities: [] });
    expect(property.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('accepts an empty JSON body, and answers 409 the second time', async () => {
    const id = await createProperty(t, owner);
    const first = await t.rest('POST', `/properties/${id}/archive`, { caller: owner, body: '', headers: { 'content-type': 'application/json' } });
    expect(first.statusCode).toBe(200);
    expectProblem(await t.rest('POST', `/properties/${id}/archive`, { caller: owner }), 409, 'INVALID_TRANSITION');
  });

  it('answers 403 to a tenant on a property it can see, 404 across orgs, 401 without a token', async () => {
    const id = await createProperty(t, owner);
    const sameOrgOwner = await t.caller(['OWNER', 'TENANT'], { orgId: owner.orgId, userId: owner.userId });
    expect((await t.rest('POST', `/properties/${id}/archive`, { caller: sameOrgOwner })).statusCode).toBe(200);
    const id2 = await createProperty(t, owner);
    const tenantWithSameId = await t.caller(['TENANT'], { orgId: owner.orgId, userId: owner.userId });
    expectProblem(await t.rest('POST', `/properties/${id2}/archive`, { caller: tenantWithSameId }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', `/properties/${id2}/archive`, { caller: outsider }), 404, 'NOT_FOUND');
    const anonymous = expectProblem(await t.rest('POST', `/properties/${id2}/archive`), 401, 'UNAUTHENTICATED');
    expect(anonymous.detail).toMatch(/Bearer/);
  });
});
