import type { AddressInfo } from 'node:net';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Client, fetchExchange, type OperationResult } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { madeAhead } from '../src/graphql/incremental-delivery.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

const DeferredUnitsDoc = graphql(`
  query TestDeferredUnits($first: Int!) {
    properties(first: $first) {
      edges {
        node {
          id
          name
          ... @defer(label: "units") {
            units(first: 10) { edges { node { id label } } }
          }
        }
      }
    }
  }
`);

const StreamedUnitsDoc = graphql(`
  query TestStreamedUnits($first: Int!) {
    properties(first: 1) {
      edges { node { id units(first: $first) { edges @stream(initialCount: 1) { node { id label } } } } }
    }
  }
`);

const UnitsAtOnceDoc = graphql(`
  query TestUnitsAtOnce($first: Int!) {
    properties(first: 1) {
      edges { node { id units(first: $first) { edges { node { id label } } } } }
    }
  }
`);

const StreamFromDoc = graphql(`
  query TestStreamFrom($initialCount: Int!) {
    properties(first: 1) { edges { node { units(first: 3) { edges @stream(initialCount: $initialCount) { node { id } } } } } }
  }
`);

const DeferInMutationDoc = graphql(`
  mutation TestDeferInMutation($input: CreatePropertyInput!) {
    createProperty(input: $input) { id ... @defer { name } }
  }
`);

const MAX_COST = 1000;

let t: TestApp;
let owner: Caller;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_COST: String(MAX_COST) });
  ({ owner } = await t.cast());
  const propertyId = await createProperty(t, owner, 'Résidence Bonapriso');
  for (const label of ['A1', 'A2', 'A3']) await createUnit(t, owner, propertyId, label);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Every result urql emits for one query (a payload merged into the previous ones), and the response's media type. */
async function increments<R, V extends Record<string, unknown>>(accept: string, document: TypedDocumentNode<R, V>, variables: V) {
  const contentTypes: (string | null)[] = [];
  const client = new Client({
    url: `${baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: { headers: { accept, authorization: `Bearer ${owner.token}` } },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      contentTypes.push(response.headers.get('content-type'));
      return response;
    },
  });
  const results = await new Promise<OperationResult<R, V>[]>((resolve) => {
    const seen: OperationResult<R, V>[] = [];
    const { unsubscribe } = client.query(document, variables).subscribe((result) => {
      seen.push(result);
      if (!result.hasNext) {
        // Once urql has read the stream to its end: torn down at once, it aborts a read still pending.
        setImmediate(unsubscribe);
        resolve(seen);
      }
    });
  });
  return { results, contentType: contentTypes[0] };
}

describe.each([
  ['multipart/mixed', 'multipart/mixed'],
  ['text/event-stream', 'text/event-stream'],
])('@defer over %s, read by urql', (accept, mediaType) => {
  it('sends the properties first, then their units, under the caller’s org scope', async () => {
    // Twice: a document run again is compiled (graphql-jit answers in one payload); an incremental one never is.
    for (let run = 0; run < 2; run++) {
      const { results, contentType } = await increments(accept, DeferredUnitsDoc, { first: 10 });
      expect(contentType).toMatch(new RegExp(`^${mediaType}`));
      expect(results.length).toBeGreaterThan(1);
      const [first] = results;
      const last = results.at(-1)!;
      expect(first!.error).toBeUndefined();
      expect(first!.hasNext).toBe(true);
      const firstNode = first!.data!.properties.edges[0]!.node;
      expect(firstNode.name).toBe('Résidence Bonapriso');
      expect(firstNode).not.toHaveProperty('units');
      // The deferred part counts in the cost, reported with the first payload: 10 properties and 10 units each.
      expect(first!.extensions).toEqual({ cost: { requested: 10 + 10 * 10, limit: MAX_COST } });
      expect(last.error).toBeUndefined();
      // Read after the first payload was sent, still within the org's row-level security scope: the units are there.
      const units = (last.data!.properties.edges[0]!.node as { units: { edges: { node: { label: string } }[] } }).units;
      expect(units.edges.map((edge) => edge.node.label).sort()).toEqual(['A1', 'A2', 'A3']);
    }
  });
});

describe('@stream on a nested connection', () => {
  it('sends the first edge at once and the others after, within the page', async () => {
    const { results, contentType } = await increments('multipart/mixed', StreamedUnitsDoc, { first: 3 });
    expect(contentType).toMatch(/^multipart\/mixed/);
    const edgesOf = (result: OperationResult<{ properties: { edges: { node: { units: { edges: unknown[] } } }[] } }>) =>
      result.data!.properties.edges[0]!.node.units.edges;
    expect(edgesOf(results[0]!)).toHaveLength(1);
    expect(edgesOf(results.at(-1)!)).toHaveLength(3);
  });

  it('streams no more than the page holds, and costs what the same page costs at once', async () => {
    const streamed = await increments('multipart/mixed', StreamedUnitsDoc, { first: 2 });
    const edges = streamed.results.at(-1)!.data!.properties.edges[0]!.node.units.edges;
    expect(edges).toHaveLength(2);
    const atOnce = await t.graphql(UnitsAtOnceDoc, { first: 2 }, owner);
    expect(streamed.results[0]!.extensions).toEqual(atOnce.extensions);
    expect(atOnce.extensions).toEqual({ cost: { requested: 1 + 1 * 2, limit: MAX_COST } });
  });
});

describe('the parts of an answer, made ahead of the client', () => {
  async function* parts(count: number, failAfter?: number) {
    for (let n = 1; n <= count; n++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (n === failAfter) throw new Error('the part failed');
      yield n;
    }
  }

  it('are all made (the transaction may end) while the client has read only the first, then read in order', async () => {
    const made = Promise.withResolvers<void>();
    const answer = madeAhead(parts(5), made.resolve);
    expect(await answer.next()).toEqual({ done: false, value: 1 });
    await made.promise;
    const rest = [];
    for await (const part of answer) rest.push(part);
    expect(rest).toEqual([2, 3, 4, 5]);
  });

  it('give the parts made before a failure, then the failure; and stop being made when the client leaves', async () => {
    let made = 0;
    const failing = madeAhead(parts(5, 3), () => made++);
    expect([await failing.next(), await failing.next()]).toEqual([
      { done: false, value: 1 },
      { done: false, value: 2 },
    ]);
    await expect(failing.next()).rejects.toThrow('the part failed');
    let pulled = 0;
    const endless = madeAhead(
      (async function* () {
        for (;;) {
          pulled++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          yield pulled;
        }
      })(),
      () => made++,
    );
    await endless.next();
    expect(await endless.return!()).toEqual({ done: true, value: undefined });
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBeLessThanOrEqual(after + 1);
    expect(made).toBe(2);
  });
});

describe('errors in later parts', () => {
  it('carry their code, as in the first part', async () => {
    const [propertyId] = (await t.sql<{ id: string }>('select id from property limit 1')).map((row) => row.id);
    const query = `{ nodes(ids: ["${propertyId}", "00000000-0000-4000-8000-000000000000"]) @stream(initialCount: 0) { id ... @defer { __typename } } }`;
    const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${owner.token}`, accept: 'multipart/mixed' }, payload: { query } });
    const parts = [...response.body.matchAll(/^\{.*\}$/gm)].map(([part]) => JSON.parse(part));
    const later = parts.slice(1).flatMap((part: { incremental?: { errors?: unknown[] }[] }) => part.incremental?.flatMap((increment) => increment.errors ?? []) ?? []);
    expect(later).toEqual([expect.objectContaining({ path: ['nodes', 1], extensions: { code: 'NOT_FOUND' } })]);
  });
});

describe('limits', () => {
  it('refuse an operation whose deferred part makes it too costly, before anything is sent', async () => {
    const { results } = await increments('multipart/mixed', DeferredUnitsDoc, { first: 100 });
    expect(results).toHaveLength(1);
    expect(results[0]!.data).toBeUndefined();
    const [error] = results[0]!.error!.graphQLErrors;
    expect(error!.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 100 + 100 * 10, limit: MAX_COST });
    expect(results[0]!.extensions).toEqual({ cost: { requested: 100 + 100 * 10, limit: MAX_COST } });
  });

  it('refuse an initialCount outside 0 to 500, the largest page, naming it', async () => {
    for (const initialCount of [-1, 501]) {
      const result = await t.graphql(StreamFromDoc, { initialCount }, owner);
      expect(result.errors).toEqual([
        expect.objectContaining({
          message: `@stream's initialCount must be from 0 to 500, the largest page; got ${initialCount}.`,
          extensions: { code: 'VALIDATION_FAILED' },
        }),
      ]);
      expect(result).not.toHaveProperty('data');
      expect(result.extensions).toEqual({ cost: { requested: 1 + 1 * 3, limit: MAX_COST } });
    }
  });

  it('refuse an initialCount of null, written or as a variable, before anything runs', async () => {
    for (const [query, variables] of [
      ['{ nodes(ids: ["00000000-0000-4000-8000-000000000000"]) @stream(initialCount: null) { id } }', {}],
      ['query ($n: Int = 1) { properties { edges @stream(initialCount: $n) { node { id } } } }', { n: null }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${owner.token}` }, payload: { query, variables } });
      expect(response.json().errors).toEqual([
        expect.objectContaining({ message: "@stream's initialCount must be from 0 to 500, the largest page; got null.", extensions: { code: 'VALIDATION_FAILED' } }),
      ]);
    }
  });

  it("refuse an answer in parts to a client whose Accept cannot take it (406, saying what to send), before anything runs", async () => {
    const knex = t.orm.em.getConnection().getKnex();
    let statements = 0;
    const count = () => void statements++;
    const read = (query: string, accept: string) =>
      t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${owner.token}`, accept }, payload: { query } });
    const deferred = 'query { me { userId } ... @defer { ownerStatement(input: { from: "2026-01-01", to: "2026-02-01" }) { __typename } } }';
    knex.on('query', count);
    try {
      for (const accept of ['application/json', 'application/graphql-response+json', 'text/html, application/*']) {
        const refused = await read(deferred, accept);
        expect(refused.statusCode).toBe(406);
        expect(refused.json().errors).toEqual([
          expect.objectContaining({ message: expect.stringContaining('send Accept: multipart/mixed or text/event-stream'), extensions: { code: 'VALIDATION_FAILED' } }),
        ]);
      }
      expect(statements).toBe(0);
    } finally {
      knex.off('query', count);
    }
    // Off with its `if`, or asked by a client that takes parts: answered.
    const whole = await read('query { me { userId } ... @defer(if: false) { properties(first: 1) { totalCount } } }', 'application/json');
    expect(whole.json()).toMatchObject({ data: { me: { userId: owner.userId }, properties: { totalCount: expect.any(Number) } } });
    for (const accept of ['multipart/mixed', 'text/event-stream', '*/*', 'application/json, multipart/mixed;q=0.5']) {
      expect((await read(deferred, accept)).statusCode).toBe(200);
    }
  });

  it('refuse @defer in a mutation: its answer is committed or rolled back whole', async () => {
    const result = await t.graphql(DeferInMutationDoc, { input: { name: 'Deferred', type: 'APARTMENT', city: 'Douala' } }, owner);
    expect(result.errors).toEqual([expect.objectContaining({ message: '@defer is allowed in queries only, not in a mutation.' })]);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(result).not.toHaveProperty('data');
    expect(await t.sql(`select 1 from property where name = 'Deferred'`)).toEqual([]);
  });
});
