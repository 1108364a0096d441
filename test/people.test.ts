import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit } from './helpers/fixtures.js';

export const PersonFields = graphql(`
  fragment TestPerson on Person { id orgId userId name email phone language addressLine quartier city province }
`);
const CreatePersonDoc = graphql(`mutation TestCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { ...TestPerson } }`);
const UpdatePersonDoc = graphql(`
  mutation TestUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { ...TestPerson } }
`);
const PersonDoc = graphql(`query TestPersonById($id: UUID!) { person(id: $id) { ...TestPerson } }`);
const NodeDoc = graphql(`query TestPersonNode($id: ID!) { node(id: $id) { __typename id } }`);
const PeopleDoc = graphql(`
  query TestPeople($filter: PersonFilter, $first: Int) { people(filter: $filter, first: $first) { totalCount edges { node { id name } } } }
`);
const OrgProfileDoc = graphql(`query TestOrgProfile { orgProfile { legalName addressLine city updatedAt } }`);
const UpdateOrgProfileDoc = graphql(`
  mutation TestUpdateOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName addressLine city updatedAt } }
`);
const BookingsWithPeopleDoc = graphql(`
  query TestBookingsWithPeople($first: Int) {
    bookings(first: $first) { edges { node { id tenantUserId tenant { name } unit { property { owner { name } } } } } }
  }
`);
const MyBookingsDoc = graphql(`query TestMyBookingsWithTenant { bookings(first: 10) { edges { node { tenant { name } } } } }`);

let t: TestApp;
let owner: Caller;
let otherOwner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

async function personFor(caller: Caller, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const result = await t.graphql(CreatePersonDoc, { input: { userId: caller.userId, name, ...extra } }, manager);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createPerson.id;
}

let tenantPersonId: string;
let otherTenantPersonId: string;
let ownerPersonId: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, otherOwner, manager, tenant, otherTenant, outsider } = await t.cast());
  tenantPersonId = await personFor(tenant, 'Élodie Ngo Nyemb', { email: 'elodie@example.cm', phone: '+237 6 99 12 34 56', city: 'Douala' });
  otherTenantPersonId = await personFor(otherTenant, 'Jean-Paul Mbarga', { language: 'EN' });
  ownerPersonId = await personFor(owner, 'Marie Fotso');
  const propertyId = await createProperty(t, owner);
  const unitId = await createUnit(t, owner, propertyId);
  const bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2027-01-01' });
  await bookingAction(t, manager, 'confirm', bookingId);
});
afterAll(() => t.close());

describe('the directory of people', () => {
  it('takes people from managers only, with their contact details checked and one person per user', async () => {
    const created = await t.graphql(CreatePersonDoc, { input: { name: '  Awa Bello ', email: 'awa@example.cm', phone: '(+237) 677-000-111' } }, manager);
    expect(created.data?.createPerson).toMatchObject({ name: 'Awa Bello', userId: null, phone: '+237677000111', language: 'FR', orgId: manager.orgId });
    for (const caller of [tenant, owner]) expect(codeOf(await t.graphql(CreatePersonDoc, { input: { name: 'Intrus' } }, caller))).toBe('FORBIDDEN');
    const invalid = await t.graphql(CreatePersonDoc, { input: { name: '', email: 'not-an-email', phone: '12', addressLine: 'x'.repeat(501) } }, manager);
    expect(codeOf(invalid)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(invalid.errors)).toMatch(/input\.email/);
    expect(JSON.stringify(invalid.errors)).toMatch(/input\.phone/);
    const twice = await t.graphql(CreatePersonDoc, { input: { name: 'Élodie encore', userId: tenant.userId } }, manager);
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe('Another person of the org is already this user.');
  });

  it('lets managers edit anyone, a person their own contact details but not which user they are', async () => {
    const byManager = await t.graphql(UpdatePersonDoc, { id: otherTenantPersonId, input: { city: 'Yaoundé', language: 'FR' } }, manager);
    expect(byManager.data?.updatePerson).toMatchObject({ city: 'Yaoundé', language: 'FR', name: 'Jean-Paul Mbarga' });
    const own = await t.graphql(UpdatePersonDoc, { id: tenantPersonId, input: { phone: '+237699000001', quartier: 'Akwa', email: null } }, tenant);
    expect(own.data?.updatePerson).toMatchObject({ phone: '+237699000001', quartier: 'Akwa', email: null, name: 'Élodie Ngo Nyemb', userId: tenant.userId });
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: tenantPersonId, input: { userId: otherTenant.userId } }, tenant))).toBe('FORBIDDEN');
    // Another tenant does not even see the person; the owner sees its tenant but may not edit them.
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: tenantPersonId, input: { city: 'Kribi' } }, otherTenant))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: tenantPersonId, input: { city: 'Kribi' } }, owner))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: tenantPersonId, input: { city: 'Kribi' } }, outsider))).toBe('NOT_FOUND');
    expect((await t.sql<{ city: string; user_id: string }>('select city, user_id from person where id = $1', [tenantPersonId]))[0]).toEqual({
      city: 'Douala',
      user_id: tenant.userId,
    });
    const moved = await t.graphql(UpdatePersonDoc, { id: ownerPersonId, input: { userId: null } }, manager);
    expect(moved.data?.updatePerson.userId).toBeNull();
    await t.graphql(UpdatePersonDoc, { id: ownerPersonId, input: { userId: owner.userId } }, manager);
  });

  it('shows a tenant only themselves, an owner also its tenants, a manager everyone, another org no one', async () => {
    const read = async (caller: Caller, id: string) => (await t.graphql(PersonDoc, { id }, caller)).data?.person?.id ?? null;
    expect(await read(tenant, tenantPersonId)).toBe(tenantPersonId);
    expect(await read(tenant, ownerPersonId)).toBeNull();
    expect(await read(tenant, otherTenantPersonId)).toBeNull();
    expect(await read(owner, tenantPersonId)).toBe(tenantPersonId);
    expect(await read(owner, otherTenantPersonId)).toBeNull();
    expect(await read(otherOwner, tenantPersonId)).toBeNull();
    expect(await read(manager, otherTenantPersonId)).toBe(otherTenantPersonId);
    expect(await read(outsider, tenantPersonId)).toBeNull();
    expect(codeOf(await t.graphql(PersonDoc, { id: tenantPersonId }, outsider))).toBe('NOT_FOUND');
    expect((await t.graphql(NodeDoc, { id: tenantPersonId }, tenant)).data?.node).toEqual({ __typename: 'Person', id: tenantPersonId });
    expect((await t.graphql(NodeDoc, { id: tenantPersonId }, otherTenant)).data?.node).toBeNull();
    const listed = await t.graphql(PeopleDoc, {}, tenant);
    expect(listed.data?.people).toEqual({ totalCount: 1, edges: [{ node: { id: tenantPersonId, name: 'Élodie Ngo Nyemb' } }] });
    expect((await t.graphql(PeopleDoc, {}, outsider)).data?.people.totalCount).toBe(0);
    expect((await t.graphql(PeopleDoc, {}, manager)).data?.people.totalCount).toBeGreaterThanOrEqual(4);
  });

  it('finds people by part of their name whatever its case and accents, by email and by user', async () => {
    const names = async (filter: Record<string, string>) =>
      (await t.graphql(PeopleDoc, { filter }, manager)).data!.people.edges.map((edge) => edge.node.name);
    expect(await names({ name: 'ELODIE' })).toEqual(['Élodie Ngo Nyemb']);
    expect(await names({ name: 'nyémb' })).toEqual(['Élodie Ngo Nyemb']);
    expect(await names({ name: 'a' })).toEqual(expect.arrayContaining(['Jean-Paul Mbarga', 'Marie Fotso', 'Awa Bello']));
    // LIKE's own characters are taken literally.
    expect(await names({ name: '%' })).toEqual([]);
    expect(await names({ name: '_' })).toEqual([]);
    expect(await names({ email: 'awa@example.cm' })).toEqual(['Awa Bello']);
    expect(await names({ userId: otherTenant.userId })).toEqual(['Jean-Paul Mbarga']);
  });

  it('resolves Booking.tenant for a whole page in one batched statement, and Property.owner in one more', async () => {
    const propertyId = await createProperty(t, owner, 'Villa Kribi');
    for (const [label, who] of [['B1', otherTenant], ['B2', tenant]] as const) {
      const unitId = await createUnit(t, owner, propertyId, label);
      await createBooking(t, manager, { unitId, tenantUserId: who.userId, startDate: '2026-01-01', endDate: '2027-01-01' });
    }
    let result: Awaited<ReturnType<typeof t.graphql<unknown, unknown>>> | undefined;
    const statements = await t.countStatements(async () => {
      result = await t.graphql(BookingsWithPeopleDoc, { first: 50 }, manager);
    });
    expect(result?.errors).toBeUndefined();
    const edges = (result!.data as { bookings: { edges: { node: { tenant: { name: string } | null; unit: { property: { owner: { name: string } | null } } } }[] } })
      .bookings.edges;
    expect(edges.map((edge) => edge.node.tenant?.name)).toEqual(['Élodie Ngo Nyemb', 'Jean-Paul Mbarga', 'Élodie Ngo Nyemb']);
    expect(edges.every((edge) => edge.node.unit.property.owner?.name === 'Marie Fotso')).toBe(true);
    // One statement for the tenants of the page, one for the owners one level deeper: not one per booking.
    expect(statements.filter((statement) => /\bfrom person\b/.test(statement))).toHaveLength(2);
    // A tenant sees itself on its bookings.
    const mine = await t.graphql(MyBookingsDoc, {}, tenant);
    expect(mine.data?.bookings.edges.map((edge) => edge.node.tenant)).toEqual([{ name: 'Élodie Ngo Nyemb' }, { name: 'Élodie Ngo Nyemb' }]);
  });
});

describe('the directory over REST', () => {
  it('follows the same rules: managers create (201), tenants see themselves only, other orgs get 404', async () => {
    const created = await t.rest('POST', '/people', { caller: manager, body: { name: 'Paul Biya Ndongo', phone: '+237 699 00 00 77', language: 'EN' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Paul Biya Ndongo', phone: '+237699000077', language: 'EN', userId: null, orgId: manager.orgId });
    expectProblem(await t.rest('POST', '/people', { caller: tenant, body: { name: 'Intrus' } }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', '/people', { caller: manager, body: { name: 'X', email: 'nope' } }), 400, 'VALIDATION_FAILED');
    const own = await t.rest('GET', `/people/${tenantPersonId}`, { caller: tenant });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: tenantPersonId, userId: tenant.userId, name: 'Élodie Ngo Nyemb' });
    expectProblem(await t.rest('GET', `/people/${created.json().id}`, { caller: tenant }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('GET', `/people/${tenantPersonId}`, { caller: outsider }), 404, 'NOT_FOUND');
    expect((await t.rest('GET', '/people', { caller: tenant })).json()).toEqual([expect.objectContaining({ id: tenantPersonId })]);
    expect((await t.rest('GET', '/people?name=BIYA', { caller: manager })).json()).toEqual([expect.objectContaining({ name: 'Paul Biya Ndongo' })]);
    expect((await t.rest('GET', '/people', { caller: outsider })).json()).toEqual([]);
  });
});

describe('the org profile', () => {
  it('is read and changed by managers only, the first change creating it', async () => {
    expect((await t.graphql(OrgProfileDoc, {}, manager)).data?.orgProfile).toEqual({ legalName: null, addressLine: null, city: null, updatedAt: null });
    const changed = await t.graphql(UpdateOrgProfileDoc, { input: { legalName: 'SCI Les Cocotiers SARL', addressLine: 'BP 1234', city: 'Douala' } }, manager);
    expect(changed.data?.updateOrgProfile).toMatchObject({ legalName: 'SCI Les Cocotiers SARL', addressLine: 'BP 1234', city: 'Douala' });
    expect((await t.graphql(OrgProfileDoc, {}, outsider)).data?.orgProfile.legalName).toBeNull();
    for (const caller of [tenant, owner]) {
      expect(codeOf(await t.graphql(OrgProfileDoc, {}, caller))).toBe('FORBIDDEN');
      expect(codeOf(await t.graphql(UpdateOrgProfileDoc, { input: { legalName: 'Moi' } }, caller))).toBe('FORBIDDEN');
    }
    await t.graphql(UpdateOrgProfileDoc, { input: { legalName: null, addressLine: null, city: null } }, manager);
  });
});
