import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type ExecutionResult, getNamedType, type GraphQLObjectType, isLeafType, parse } from 'graphql';
import { graphql } from '../src/generated/index.js';
import type { TestFullGraphQuery, TestPortfolioQuery } from '../src/generated/graphql.js';
import { schema } from '../src/graphql/schema.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { insertGraph } from './helpers/graph-sql.js';

const PortfolioDoc = graphql(`
  query TestPortfolio($first: Int!) {
    properties(first: $first) {
      totalCount
      edges {
        node {
          id
          units(first: 10) {
            totalCount
            edges { node { id label property { id name } } }
          }
        }
      }
    }
  }
`);

/** Every downward edge of the graph, to its leaves; the back edges (Invoice.booking, Booking.unit) too. */
const FullGraphDoc = graphql(`
  query TestFullGraph($first: Int!, $counts: Boolean!) {
    properties(first: $first) {
      totalCount @include(if: $counts)
      edges {
        node {
          id
          units(first: 5) {
            totalCount @include(if: $counts)
            edges {
              node {
                id
                bookings(first: 5) {
                  totalCount @include(if: $counts)
                  edges {
                    node {
                      id
                      unit { id }
                      invoices(first: 5) {
                        totalCount @include(if: $counts)
                        edges { node { id status booking { id } } }
                      }
                    }
                  }
                }
              }
            }
          }
          verificationRecords(first: 5) {
            totalCount @include(if: $counts)
            edges {
              node {
                id
                documents { id media { id filename } }
                history(first: 5) {
                  totalCount @include(if: $counts)
                  edges { node { toStatus } }
                }
              }
            }
          }
        }
      }
    }
  }
`);

let t: TestApp;
let manager: Caller;
let graphManager: Caller;

beforeAll(async () => {
  // No webhook poll, sweep or email jobs: their statements would be counted with the requests'.
  t = await startTestApp({ WEBHOOK_DELIVERY_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0', NOTIFICATIONS_ENABLED: 'false' });
  manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  const unitsOnly = { properties: 50, unitsPerProperty: 3, bookingsPerUnit: 0, invoicesPerBooking: 0, documentsPerProof: 0 };
  await insertGraph(t, manager.orgId, { ownerUserId: randomUUID(), tenantUserId: randomUUID() }, unitsOnly);
  graphManager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  const shape = { properties: 50, unitsPerProperty: 3, bookingsPerUnit: 2, invoicesPerBooking: 2, documentsPerProof: 2 };
  await insertGraph(t, graphManager.orgId, { ownerUserId: randomUUID(), tenantUserId: randomUUID() }, shape);
});
afterAll(() => t.close());

describe('round trips', () => {
  /** The texts the service sends to PostgreSQL while `action` runs, one per round trip (the test's own pool is not used meanwhile). */
  async function roundTrips(action: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { text: string }];
      sent.push(typeof config === 'string' ? config : config.text);
      return (query as (...rest: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      await action();
      return sent;
    } finally {
      spy.mockRestore();
    }
  }

  it('a one-statement read takes one round trip: the statement timeout and the tenant scope travel with its statement, no BEGIN, no COMMIT', async () => {
    const page = parse('query OnePage { properties(first: 3) { edges { node { id name } } } }') as TypedDocumentNode<unknown, Record<string, never>>;
    // Once before: a pool's first connection also asks whether the database is Citus.
    await t.graphql(page, {}, manager);
    const sent = await roundTrips(async () => {
      const result = await t.graphql(page, {}, manager);
      expect(result.errors).toBeUndefined();
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^set local statement_timeout = \d+; set local citus\.propagate_set_commands = 'local'; set local role rental_tenant; set local app\.org_id = '[0-9a-f-]{36}'; set local max_parallel_workers_per_gather = 0; select /);
  });

  it('a mutation is one transaction: BEGIN, the statement timeout and the tenant scope travel with its first statement, then COMMIT', async () => {
    const create = parse('mutation { createProperty(input: { name: "Round trips", type: HOUSE, city: "Buea" }) { id } }') as TypedDocumentNode<unknown, Record<string, never>>;
    const owner = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const sent = await roundTrips(async () => {
      const result = await t.graphql(create, {}, owner);
      expect(result.errors).toBeUndefined();
    });
    expect(sent[0]).toMatch(/^BEGIN; set local statement_timeout = \d+; set local citus\.propagate_set_commands = 'local'; set local role rental_tenant; set local app\.org_id = '[0-9a-f-]{36}'; set local max_parallel_workers_per_gather = 0; /);
    expect(sent.slice(1, -1).every((text) => !/^(BEGIN|COMMIT|set local)/i.test(text))).toBe(true);
    expect(sent.at(-1)).toBe('COMMIT;');
  });

  /** Runs the nested graph query (over 10 statements) with `sending` wrapped around each statement node-postgres is asked to send. */
  async function fullGraphSending(sending: (client: pg.Client, send: (callback?: unknown) => unknown, callback: unknown) => unknown): Promise<number> {
    let sent = 0;
    const query = pg.Client.prototype.query as (...rest: unknown[]) => unknown;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      sent += 1;
      return sending(this, (callback = args[1]) => query.call(this, args[0], callback), args[1]) as never;
    });
    try {
      const result = await t.graphql(FullGraphDoc, { first: 5, counts: true }, graphManager);
      expect(result.errors).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
    expect(sent).toBeGreaterThan(10);
    return sent;
  }

  it('one statement at a time on a connection: sibling reads of a nested query wait their turn (pg 9 refuses more)', async () => {
    const running = new Map<pg.Client, number>();
    let most = 0;
    await fullGraphSending((client, send, callback) => {
      if (typeof callback !== 'function') return send();
      running.set(client, (running.get(client) ?? 0) + 1);
      most = Math.max(most, running.get(client)!);
      return send((...results: unknown[]) => {
        running.set(client, running.get(client)! - 1);
        (callback as (...rest: unknown[]) => void)(...results);
      });
    });
    expect(most).toBe(1);
  });

  it("a query's statements share one connection, as a transaction's do: a request waits for a connection once", async () => {
    const clients = new Set<pg.Client>();
    await fullGraphSending((client, send) => {
      clients.add(client);
      return send();
    });
    expect(clients.size).toBe(1);
  });

  it('an operation refused before any statement sends none, not even BEGIN', async () => {
    const tenant = await t.caller(['TENANT'], { orgId: manager.orgId });
    const create = parse('mutation { createProperty(input: { name: "Not mine", type: HOUSE, city: "Buea" }) { id } }') as TypedDocumentNode<unknown, Record<string, never>>;
    await t.graphql(create, {}, tenant);
    const sent = await roundTrips(async () => {
      const result = await t.graphql(create, {}, tenant);
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
    expect(sent).toEqual([]);
  });
});

describe('nested queries', () => {
  it('run the same number of SQL statements for 5 and for 50 properties: one per level, not one per row', async () => {
    const counts: number[] = [];
    for (const first of [5, 50]) {
      let result: ExecutionResult<TestPortfolioQuery> | undefined;
      const statements = await t.countStatements(async () => {
        result = await t.graphql(PortfolioDoc, { first }, manager);
      });
      expect(result?.errors).toBeUndefined();
      const edges = result!.data!.properties.edges;
      expect(edges).toHaveLength(first);
      expect(edges.every((edge) => edge.node.units.edges.length === 3)).toBe(true);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The properties page and its count, the units pages and their counts, Unit.property as one batch;
    // the tenant scope (role and org for row-level security) travels with BEGIN, no statement of its own.
    expect(counts[0]).toBeLessThanOrEqual(5);
  });

  // Levels: properties, units, bookings, Booking.unit, invoices, Invoice.booking, verificationRecords, documents, media, history.
  const LEVELS = 10;
  // Connections whose totalCount the query may ask for: properties, units, bookings, invoices, verificationRecords, history.
  const COUNTED = 6;

  for (const counts of [false, true]) {
    it(`walk properties > units > bookings > invoices and proofs > documents > media in one statement per level${counts ? ', plus one per count asked' : ''}`, async () => {
      const seen: string[][] = [];
      for (const first of [5, 50]) {
        let result: ExecutionResult<TestFullGraphQuery> | undefined;
        seen.push(await t.countStatements(async () => (result = await t.graphql(FullGraphDoc, { first, counts }, graphManager))));
        expect(result?.errors).toBeUndefined();
        const properties = result!.data!.properties.edges.map((edge) => edge.node);
        expect(properties).toHaveLength(first);
        for (const property of properties) {
          expect(property.units.edges).toHaveLength(3);
          expect(property.verificationRecords.edges.flatMap((edge) => edge.node.documents.map((document) => document.media.filename))).toHaveLength(2);
          expect(property.verificationRecords.edges.every((edge) => edge.node.history.edges.length > 0)).toBe(true);
          for (const { node: unit } of property.units.edges) {
            expect(unit.bookings.edges).toHaveLength(2);
            for (const { node: booking } of unit.bookings.edges) {
              expect(booking.unit.id).toBe(unit.id);
              expect(booking.invoices.edges.map((edge) => edge.node.booking.id)).toEqual([booking.id, booking.id]);
            }
          }
        }
        if (counts) expect(result!.data!.properties.totalCount).toBe(50);
        else expect(result!.data!.properties.totalCount).toBeUndefined();
      }
      const [few, many] = seen as [string[], string[]];
      expect(many.length).toBe(few.length);
      // The tenant scope is set in BEGIN's round trip, not by a statement of its own.
      expect(few.filter((sql) => sql.includes('set local'))).toEqual([]);
      expect(few.length).toBe(LEVELS + (counts ? COUNTED : 0));
    });
  }
});

/** Every field of a type without arguments: leaves as they are, objects (and lists of them) by their id or type name. */
function fieldSelections(typeName: string): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((field) => !field.args.length)
    .map((field) => {
      const target = getNamedType(field.type);
      if (isLeafType(target)) return field.name;
      return `${field.name} { ${'id' in (target as GraphQLObjectType).getFields() ? 'id' : '__typename'} }`;
    });
}
const everyField = (typeName: string) => fieldSelections(typeName).join(' ');

const query = <T = Record<string, unknown>>(text: string) => parse(text) as TypedDocumentNode<T, Record<string, unknown>>;
interface Node {
  id: string;
  [field: string]: unknown;
}
/** The nodes of a connection field of `node`. */
const nodesOf = (node: Node, field: string) => (node[field] as { edges: { node: Node }[] }).edges.map((edge) => edge.node);

/**
 * Asks for each field of `typeName` alone, with its id, through `nodesWith` (a page of a list), and checks that every
 * node answers it as a read of the record by id does: one field at a time, so a computed field's own columns are all
 * its resolver gets.
 */
async function expectEachFieldAsReadById(typeName: string, nodesWith: (field: string) => Promise<Node[]>) {
  const byIdField = typeName[0]!.toLowerCase() + typeName.slice(1);
  const byId = new Map<string, Node>();
  for (const field of fieldSelections(typeName)) {
    const nodes = await nodesWith(field);
    expect(nodes.length, typeName).toBeGreaterThan(1);
    for (const node of nodes) {
      if (!byId.has(node.id)) {
        const read = await t.graphql(query(`query ($id: UUID!) { ${byIdField}(id: $id) { ${everyField(typeName)} } }`), { id: node.id }, graphManager);
        byId.set(node.id, read.data![byIdField] as Node);
      }
      const name = field.split(' ')[0]!;
      expect(node[name], `${typeName}.${name}`).toEqual(byId.get(node.id)![name]);
    }
  }
}

describe('nested pages read only the columns a query selects', () => {
  // Where each nested type sits under properties(first: 3).
  const nestedAt = {
    Unit: ['units'],
    Booking: ['units', 'bookings'],
    Invoice: ['units', 'bookings', 'invoices'],
    VerificationRecord: ['verificationRecords'],
  };

  for (const [typeName, path] of Object.entries(nestedAt)) {
    it(`answer each field of a nested ${typeName}, asked alone, as a read by id does`, async () => {
      const inside = (levels: string[], selection: string): string =>
        levels.length ? `${levels[0]}(first: 2) { edges { node { ${inside(levels.slice(1), selection)} } } }` : selection;
      await expectEachFieldAsReadById(typeName, async (field) => {
        const nested = await t.graphql(query<{ properties: { edges: { node: Node }[] } }>(`{ properties(first: 3) { edges { node { ${inside(path, `id ${field}`)} } } } }`), {}, graphManager);
        expect(nested.errors, JSON.stringify(nested.errors)).toBeUndefined();
        return path.reduce((parents, level) => parents.flatMap((parent) => nodesOf(parent, level)), nested.data!.properties.edges.map((edge) => edge.node));
      });
    });
  }

  // pageInfo leaves the query to the resolvers (src/graphql/sql-answers.ts answers the rest in one statement): their reads are checked.
  it('select the keys and what the fields read, through aliases and fragments, and whole rows never', async () => {
    let result: ExecutionResult<{ properties: { edges: { node: Node }[] } }> | undefined;
    const statements = await t.countStatements(async () => {
      result = await t.graphql(
        query(`
          fragment Amounts on Invoice { grossAmount currency }
          { properties(first: 2) { pageInfo { hasNextPage } edges { node { units(first: 1) { edges { node { bookings(first: 1) { edges { node {
            a: invoices(first: 2) { edges { node { __typename status ...Amounts } } }
            b: invoices(first: 2) { edges { node { ... on Invoice { periodStart } } } }
          } } } } } } } } } }`),
        {},
        graphManager,
      );
    });
    expect(result?.errors).toBeUndefined();
    const unit = nodesOf(result!.data!.properties.edges[0]!.node, 'units')[0]!;
    const booking = nodesOf(unit, 'bookings')[0]!;
    expect(nodesOf(booking, 'a')[0]).toEqual({ __typename: 'Invoice', status: expect.any(String), grossAmount: expect.any(Number), currency: expect.any(String) });
    expect(Object.keys(nodesOf(booking, 'b')[0]!)).toEqual(['periodStart']);
    const selectLists = statements
      .filter((sql) => sql.includes('cross join lateral'))
      .map((sql) => /^select (.*?) from unnest/.exec(sql)?.[1]);
    expect(selectLists).not.toContain('"c".*');
    // status reads dueDate too (OVERDUE is computed on read).
    expect(selectLists).toContain('"c"."org_id", "c"."id", "c"."booking_id", "c"."currency", "c"."due_date", "c"."gross_amount", "c"."status"');
    expect(selectLists).toContain('"c"."org_id", "c"."id", "c"."booking_id", "c"."period_start"');
  });
});

describe('top-level pages read only the columns a query selects', () => {
  // Each list's field of the root; pageInfo keeps the resolvers answering (sql-answers.ts would answer plain columns).
  const lists = { Property: 'properties', Booking: 'bookings', Invoice: 'invoices' };

  for (const [typeName, list] of Object.entries(lists)) {
    it(`answer each field of a ${typeName} in \`${list}\`, asked alone, as a read by id does`, async () => {
      await expectEachFieldAsReadById(typeName, async (field) => {
        const page = await t.graphql(query<Record<string, { edges: { node: Node }[] }>>(`{ ${list}(first: 3) { pageInfo { endCursor } edges { node { id ${field} } } } }`), {}, graphManager);
        expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
        return page.data![list]!.edges.map((edge) => edge.node);
      });
    });
  }

  it('select the keys, the order and what the fields read, and page on by the cursor as before', async () => {
    const text = `query ($after: String) { invoices(first: 2, after: $after, orderBy: { field: DUE_DATE, direction: DESC }) {
      pageInfo { endCursor } edges { node { id status grossAmount } } } }`;
    type Page = { invoices: { pageInfo: { endCursor: string }; edges: { node: Node }[] } };
    let first: ExecutionResult<Page> | undefined;
    const statements = await t.countStatements(async () => {
      first = await t.graphql(query<Page>(text), {}, graphManager);
    });
    expect(first?.errors).toBeUndefined();
    const page = statements.find((sql) => /^select .* from "invoice"/.test(sql) && sql.includes(' limit '));
    // status reads dueDate too (OVERDUE is computed on read); the due date is also the order's.
    expect(/^select (.*?) from "invoice"/.exec(page!)?.[1]).toBe('"org_id", "id", "due_date", "gross_amount", "status"');
    const next = await t.graphql(query<Page>(text), { after: first!.data!.invoices.pageInfo.endCursor }, graphManager);
    const whole = await t.graphql(query<{ invoices: { edges: { node: { id: string } }[] } }>('{ invoices(first: 4, orderBy: { field: DUE_DATE, direction: DESC }) { edges { node { id } } } }'), {}, graphManager);
    expect([...first!.data!.invoices.edges, ...next.data!.invoices.edges].map((edge) => edge.node.id)).toEqual(whole.data!.invoices.edges.map((edge) => edge.node.id));
  });
});
