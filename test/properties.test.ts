import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { CreateBookingDoc, CreatePropertyDoc, CreateUnitDoc, createProperty, createUnit } from './helpers/fixtures.js';

const PropertyDoc = graphql(`
  query TestProperty($id: UUID!) {
    property(id: $id) {
      id name status
      units(first: 10) { totalCount edges { node { id label status property { id name } } } }
    }
  }
`);

const PropertiesDoc = graphql(`
  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {
    properties(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id name status ownerUserId } }
    }
  }
`);

const PublishDoc = graphql(`
  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }
`);

const ArchiveDoc = graphql(`
  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }
`);

const SetUnitStatusDoc = graphql(`
  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }
`);

const UnitDoc = graphql(`
  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }
`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherOwner: Caller;
let outsider: Caller;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherOwner, outsider } = await t.cast());
});
afterAll(() => t.close());

describe('createProperty', () => {
  it('creates a DRAFT owned by the caller, in the caller org', async () => {
    const result = await t.graphql(
      CreatePropertyDoc,
      { input: { name: '  Villa Bonapriso ', type: 'VILLA', city: 'Douala', amenities: ['wifi', 'parking'] } },
      owner,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.createProperty).toMatchObject({
      orgId: owner.orgId,
      ownerUserId: owner.userId,
      name: 'Villa Bonapriso',
      type: 'VILLA',
      status: 'DRAFT',
      amenities: ['wifi', 'parking'],
    });
    expect(result.data?.createProperty.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('lets a manager create for another owner, but not an owner', async () => {
    const forOther = { name: 'Bloc B', type: 'HOUSE' as const, ownerUserId: otherOwner.userId };
    const byManager = await t.graphql(CreatePropertyDoc, { input: forOther }, manager);
    expect(byManager.data?.createProperty.ownerUserId).toBe(otherOwner.userId);
    const byOwner = await t.graphql(CreatePropertyDoc, { input: forOther }, owner);
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses tenants', async () => {
    const result = await t.graphql(CreatePropertyDoc, { input: { name: 'X', type: 'LAND' } }, tenant);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    [{ name: '', type: 'LAND' }, 'input.name'],
    [{ name: '   ', type: 'LAND' }, 'input.name'],
    [{ name: 'x'.repeat(201), type: 'LAND' }, 'input.name'],
    [{ name: 'ok', type: 'LAND', latitude: 91 }, 'input.latitude'],
    [{ name: 'ok', type: 'LAND', longitude: -181 }, 'input.longitude'],
    [{ name: 'ok', type: 'LAND', amenities: [''] }, 'input.amenities.0'],
  ])('refuses %j as VALIDATION_FAILED at %s', async (input, path) => {
    const before = await t.sql('select count(*)::int as n from property');
    const result = await t.graphql(CreatePropertyDoc, { input: input as never }, owner);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [expect.objectContaining({ path })] });
    expect(await t.sql('select count(*)::int as n from property')).toEqual(before);
  });

  it('refuses a bad enum or a wrong type as VALIDATION_FAILED', async () => {
    const badEnum = await t.graphql(CreatePropertyDoc, { input: { name: 'x', type: 'CASTLE' as never } }, owner);
    expect(badEnum.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const badType = await t.graphql(CreatePropertyDoc, { input: { name: 42 as never, type: 'LAND' } }, owner);
    expect(badType.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });

  it('refuses JSON objects whose toString is not a function as VALIDATION_FAILED in every scalar, never as a fault', async () => {
    // The property-based tests found {"toString": null} in a UUID variable answered as INTERNAL (500).
    const hostile = { toString: null, valueOf: null } as never;
    const propertyId = await createProperty(t, owner);
    const unitId = await createUnit(t, owner, propertyId);
    const answers = [
      await t.graphql(PropertyDoc, { id: hostile }, owner),
      await t.graphql(CreateUnitDoc, { propertyId, input: { label: 'Hostile', rentAmount: hostile, rentCurrency: 'XAF' } }, owner),
      await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: owner.userId, startDate: hostile, endDate: '2031-01-01' } }, manager),
    ];
    for (const answer of answers) expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('reading properties', () => {
  it('resolves a property with its units and each unit back to its property', async () => {
    const id = await createProperty(t, owner, 'Immeuble Bali');
    const unitA = await createUnit(t, owner, id, 'A1');
    const unitB = await createUnit(t, owner, id, 'A2');
    const result = await t.graphql(PropertyDoc, { id }, owner);
    expect(result.errors).toBeUndefined();
    expect(result.data?.property?.units.totalCount).toBe(2);
    expect(result.data?.property?.units.edges.map((edge) => edge.node)).toEqual([
      { id: unitA, label: 'A1', status: 'AVAILABLE', property: { id, name: 'Immeuble Bali' } },
      { id: unitB, label: 'A2', status: 'AVAILABLE', property: { id, name: 'Immeuble Bali' } },
    ]);
    const unit = await t.graphql(UnitDoc, { id: unitA }, owner);
    expect(unit.data?.unit).toEqual({ id: unitA, label: 'A1', property: { id } });
  });

  it('hides drafts from tenants and other owners, and other orgs entirely, as NOT_FOUND', async () => {
    const id = await createProperty(t, owner);
    for (const caller of [tenant, otherOwner, outsider]) {
      const result = await t.graphql(PropertyDoc, { id }, caller);
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await t.graphql(PropertyDoc, { id }, manager)).data?.property?.id).toBe(id);
  });

  it('answers an unknown id with NOT_FOUND and a malformed one with VALIDATION_FAILED, located in the query', async () => {
    // The first run of a document is interpreted, later ones compiled (graphql-jit): the same errors either way.
    const OnlyHereDoc = parse('query OnlyHere($id: UUID!) {\n  property(id: $id) { id }\n}') as TypedDocumentNode<unknown, { id: string }>;
    for (const run of ['interpreted', 'compiled']) {
      const unknown = await t.graphql(OnlyHereDoc, { id: randomUUID() }, owner);
      expect(unknown.errors, run).toEqual([
        { message: expect.any(String), locations: [{ line: 2, column: 3 }], path: ['property'], extensions: { code: 'NOT_FOUND' } },
      ]);
    }
    const malformed = await t.graphql(PropertyDoc, { id: 'nope' }, owner);
    expect(malformed.errors).toEqual([
      { message: expect.stringContaining('Variable "$id" got invalid value "nope"'), locations: [{ line: 1, column: 20 }], extensions: { code: 'VALIDATION_FAILED' } },
    ]);
  });

  it('pages through every visible property exactly once, in a stable order, with a total', async () => {
    const lister = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const created = [];
    for (let i = 0; i < 7; i++) created.push(await createProperty(t, lister, `P${i}`));
    const seen: string[] = [];
    let after: string | null | undefined;
    do {
      const page = await t.graphql(PropertiesDoc, { first: 3, after }, lister);
      expect(page.errors).toBeUndefined();
      const connection = page.data!.properties;
      expect(connection.totalCount).toBe(seen.length < 3 ? 7 : 8);
      seen.push(...connection.edges.map((edge) => edge.node.id));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : undefined;
      // A row inserted meanwhile never makes a page repeat or skip an existing row.
      if (seen.length === 3) await createProperty(t, lister, 'inserted while paging');
    } while (after);
    // Ids sort by creation (UUIDv7), so the row inserted meanwhile comes last.
    expect(seen.slice(0, 7)).toEqual(created);
    expect(seen).toHaveLength(8);
    expect(new Set(seen).size).toBe(8);
  });

  it('filters by status, type, city and owner, and lists only what the caller may see', async () => {
    const orgOwner = await t.caller(['OWNER'], { orgId: randomUUID() });
    const orgTenant = await t.caller(['TENANT'], { orgId: orgOwner.orgId });
    const mine = await createProperty(t, orgOwner, 'Mine');
    const byOwner = await t.graphql(PropertiesDoc, { filter: { ownerUserId: orgOwner.userId, status: 'DRAFT' } }, orgOwner);
    expect(byOwner.data?.properties.edges.map((edge) => edge.node.id)).toEqual([mine]);
    const none = await t.graphql(PropertiesDoc, { filter: { city: 'Yaoundé' } }, orgOwner);
    expect(none.data?.properties.totalCount).toBe(0);
    const tenantView = await t.graphql(PropertiesDoc, {}, orgTenant);
    expect(tenantView.data?.properties.totalCount).toBe(0);
  });

  it('refuses a forged cursor', async () => {
    const result = await t.graphql(PropertiesDoc, { first: 2, after: 'bm90LWEtY3Vyc29y' }, owner);
    expect(result.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('publish and archive', () => {
  it('refuses to publish without units, then without an approved proof', async () => {
    const id = await createProperty(t, owner);
    const noUnits = await t.graphql(PublishDoc, { id }, owner);
    expect(noUnits.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_TRANSITION' }, message: expect.stringMatching(/at least one unit/) });
    await createUnit(t, owner, id);
    const noProof = await t.graphql(PublishDoc, { id }, owner);
    expect(noProof.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_TRANSITION' }, message: expect.stringMatching(/APPROVED property proof/) });
    expect(await t.sql('select status from property where id = $1', [id])).toEqual([{ status: 'DRAFT' }]);
  });

  it('archives once, makes units UNAVAILABLE, then refuses again and takes no new units', async () => {
    const id = await createProperty(t, owner);
    const unit = await createUnit(t, owner, id);
    expect((await t.graphql(ArchiveDoc, { id }, owner)).data?.archiveProperty.status).toBe('ARCHIVED');
    expect(await t.sql('select status from unit where id = $1', [unit])).toEqual([{ status: 'UNAVAILABLE' }]);
    expect((await t.graphql(ArchiveDoc, { id }, owner)).errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    const restUnit = await t.rest('POST', `/properties/${id}/units`, { caller: owner, body: { label: 'B1' } });
    expect(restUnit.statusCode).toBe(409);
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'AVAILABLE' }, manager)).errors?.[0]?.extensions?.code).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('lets only the owner or a manager act', async () => {
    const id = await createProperty(t, owner);
    await createUnit(t, owner, id);
    expect((await t.graphql(ArchiveDoc, { id }, otherOwner)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(ArchiveDoc, { id }, outsider)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(ArchiveDoc, { id }, manager)).data?.archiveProperty.status).toBe('ARCHIVED');
  });
});

describe('setUnitStatus', () => {
  it('toggles AVAILABLE <-> UNAVAILABLE and refuses OCCUPIED by hand', async () => {
    const id = await createProperty(t, owner);
    const unit = await createUnit(t, owner, id);
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'UNAVAILABLE' }, owner)).data?.setUnitStatus.status).toBe('UNAVAILABLE');
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'UNAVAILABLE' }, owner)).errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'OCCUPIED' }, owner)).errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'AVAILABLE' }, manager)).data?.setUnitStatus.status).toBe('AVAILABLE');
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'UNAVAILABLE' }, tenant)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(SetUnitStatusDoc, { id: unit, status: 'BROKEN' as never }, owner)).errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});
