import { randomUUID } from 'node:crypto';
import { getNamedType, type GraphQLObjectType, isNonNullType, isObjectType, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationCost } from '../src/graphql/limits.js';
import { schema } from '../src/graphql/schema.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

/** The conventions rich clients (Relay, urql Graphcache, Apollo) rely on: nullable lookups, Node, one connection type per node type. */

let t: TestApp;
let owner: Caller;
let outsider: Caller;
let propertyId: string;
const unitIds: string[] = [];
let bookingId: string;
const invoiceIds: string[] = [];

const post = async (query: string, variables: object = {}, caller: Caller = owner) => {
  const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query, variables } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await t.caller(['OWNER', 'MANAGER']);
  outsider = await t.caller(['OWNER', 'MANAGER'], { orgId: randomUUID() });
  propertyId = await createProperty(t, owner);
  for (let index = 0; index < 3; index++) unitIds.push(await createUnit(t, owner, propertyId, `N${index}`));
  const tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  bookingId = await createBooking(t, owner, { unitId: unitIds[0]!, tenantUserId: tenant.userId, startDate: isoDay(10), endDate: isoDay(400) });
  for (let month = 0; month < 12; month++) {
    invoiceIds.push(await issueInvoice(t, owner, { bookingId, periodStart: isoDay(10 + month * 30), periodEnd: isoDay(40 + month * 30), dueDate: isoDay(12 + month * 30) }));
  }
});
afterAll(() => t.close());

describe('root fields that look a record up by id are nullable', () => {
  const lookups = ['property', 'unit', 'booking', 'invoice', 'verificationRecord', 'mediaObject'];

  it('an unknown or another org’s id answers null for that field, with NOT_FOUND, and the rest of the query still answers', async () => {
    for (const field of lookups) {
      for (const [id, caller] of [[randomUUID(), owner], [field === 'invoice' ? invoiceIds[0]! : randomUUID(), outsider]] as const) {
        const body = await post(`query($id: UUID!) { me { userId } ${field}(id: $id) { id } }`, { id }, caller);
        expect(body.data, field).toEqual({ me: { userId: caller.userId }, [field]: null });
        expect(body.errors).toEqual([expect.objectContaining({ path: [field], extensions: { code: 'NOT_FOUND' } })]);
      }
    }
  });

  it('every root field that takes one id answers a nullable Node', () => {
    const byId = Object.values(schema.getQueryType()!.getFields()).filter(
      (field) => field.args.some((arg) => arg.name === 'id') && field.args.every((arg) => arg.name === 'id' || !isNonNullType(arg.type)),
    );
    expect(byId.map((field) => field.name)).toEqual(expect.arrayContaining([...lookups, 'webhookEndpoint', 'node']));
    for (const field of byId) {
      expect(isNonNullType(field.type), field.name).toBe(false);
      const type = getNamedType(field.type);
      if (isObjectType(type)) expect(type.getInterfaces().map((node) => node.name), field.name).toContain('Node');
    }
    for (const name of ['WebhookEndpoint', 'WebhookDelivery']) expect((schema.getType(name) as GraphQLObjectType).getInterfaces().map((node) => node.name)).toEqual(['Node']);
  });

  it('REST still answers 404 for an unknown id (the route runs the same lookup)', async () => {
    expectProblem(await t.rest('GET', `/invoices/${randomUUID()}`, { caller: owner }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('GET', `/invoices/${invoiceIds[0]}`, { caller: outsider }), 404, 'NOT_FOUND');
    const found = await t.rest('GET', `/invoices/${invoiceIds[0]}`, { caller: owner });
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(invoiceIds[0]);
  });
});

describe('Node: node(id:) and nodes(ids:)', () => {
  it('node(id:) finds a record of any type by its uuid, the same id as REST', async () => {
    const expected = [
      [propertyId, 'Property'],
      [unitIds[1]!, 'Unit'],
      [bookingId, 'Booking'],
      [invoiceIds[3]!, 'Invoice'],
    ] as const;
    for (const [id, type] of expected) {
      const body = await post(`query($id: ID!) { node(id: $id) { __typename id ... on Invoice { grossAmount } } }`, { id: id.toUpperCase() });
      expect(body.errors).toBeUndefined();
      expect(body.data.node).toMatchObject({ __typename: type, id });
    }
  });

  it('node(id:) answers null with NOT_FOUND for an unknown id, another org’s record and a malformed id', async () => {
    for (const [id, caller] of [[randomUUID(), owner], [propertyId, outsider], ['not-a-uuid', owner]] as const) {
      const body = await post(`query($id: ID!) { me { userId } node(id: $id) { id } }`, { id }, caller);
      expect(body.data).toEqual({ me: { userId: caller.userId }, node: null });
      expect(body.errors).toEqual([expect.objectContaining({ path: ['node'], extensions: { code: 'NOT_FOUND' } })]);
    }
  });

  it('nodes(ids:) fetches many records of mixed types in one request, in order, with a fixed number of statements', async () => {
    const query = `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`;
    const missing = randomUUID();
    const ids = [...invoiceIds, missing, ...unitIds, bookingId, propertyId];
    let body: { data: { nodes: ({ id: string; __typename: string } | null)[] }; errors?: { path: unknown[]; extensions: { code: string } }[] } | undefined;
    const many = await t.countStatements(async () => (body = await post(query, { ids })));
    expect(body!.data.nodes.map((node) => node?.id ?? null)).toEqual(ids.map((id) => (id === missing ? null : id)));
    expect(body!.data.nodes.slice(0, 12).every((node) => node?.__typename === 'Invoice')).toBe(true);
    expect(body!.errors).toEqual([expect.objectContaining({ path: ['nodes', 12], extensions: { code: 'NOT_FOUND' } })]);
    // One id of each type found: a lookup that finds nothing skips the reads that would follow from its rows.
    const few = await t.countStatements(async () => post(query, { ids: [invoiceIds[0], unitIds[0], bookingId, propertyId] }));
    expect(many.length).toBe(few.length);
    // 16 invoices by id: beyond the alias limit (15), one field here.
    expect(operationCost(schema, parse(query), { ids })).toBe(ids.length);
  });

  it('nodes(ids:) takes at most 100 ids', async () => {
    const body = await post(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: Array.from({ length: 101 }, () => randomUUID()) });
    expect(body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const ok = await post(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: Array.from({ length: 100 }, () => randomUUID()) });
    expect(ok.data.nodes).toHaveLength(100);
  });
});

describe('one connection type per node type', () => {
  it('every list of a type answers <Type>Connection with <Type>Edge, with totalCount', () => {
    const connections = new Map<string, string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!field.args.some((arg) => arg.name === 'first')) continue;
        const connection = getNamedType(field.type);
        if (!isObjectType(connection)) continue;
        // A report read in pages by key (arrears, rent roll, maintenance): its lines and their pageInfo, not a connection.
        if (!connection.getFields().edges) {
          expect(Object.keys(connection.getFields()), `${type.name}.${field.name}`).toEqual(expect.arrayContaining(['lines', 'lineCount', 'pageInfo']));
          continue;
        }
        const edge = getNamedType(connection.getFields().edges!.type);
        const node = isObjectType(edge) ? getNamedType(edge.getFields().node!.type).name : '';
        expect(connection.name, `${type.name}.${field.name}`).toBe(`${node}Connection`);
        expect(edge.name).toBe(`${node}Edge`);
        expect(connection.getFields().totalCount).toBeDefined();
        connections.set(`${type.name}.${field.name}`, connection.name);
      }
    }
    expect(connections.get('Query.bookings')).toBe('BookingConnection');
    expect(connections.get('Unit.bookings')).toBe('BookingConnection');
    expect(connections.get('Query.invoices')).toBe(connections.get('Booking.invoices'));
  });

  it('one fragment serves every list of bookings', async () => {
    const body = await post(`
      fragment Bookings on BookingConnection { totalCount edges { node { id } } }
      query($unitId: UUID!) { bookings(first: 5) { ...Bookings } unit(id: $unitId) { bookings(first: 5) { ...Bookings } } }`, { unitId: unitIds[0] });
    expect(body.errors).toBeUndefined();
    expect(body.data.bookings).toEqual({ totalCount: 1, edges: [{ node: { id: bookingId } }] });
    expect(body.data.unit.bookings).toEqual(body.data.bookings);
  });
});
