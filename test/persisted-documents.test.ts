import { createHash, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Client, fetchExchange } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { loadPersistedDocuments } from '../src/graphql/persisted-documents.js';
import { loadConfig } from '../src/server/config.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, CreatePropertyDoc } from './helpers/fixtures.js';

/** The trusted documents' manifest `npm run generate` writes with the client preset (codegen.ts): this file's documents are in it. */
const MANIFEST = 'src/generated/persisted-documents.json';

const PersistedPropertiesDoc = graphql(`
  query TestPersistedProperties { properties(first: 5) { totalCount edges { node { id name } } } }
`);

/** The hash the client preset gave a document (its `__meta__`), as a client built with it sends it. */
const hashOf = (document: TypedDocumentNode<unknown, never>) => (document as { __meta__?: { hash: string } }).__meta__!.hash;

interface Sent {
  method: string;
  query: string | null;
  hash: string | undefined;
  status: number;
}

/** An urql client with the persisted-queries exchange, recording what each request sent and the status it got. */
function persistedClient(baseUrl: string, caller: Caller, options: Parameters<typeof persistedExchange>[0] = {}) {
  const sent: Sent[] = [];
  const client = new Client({
    url: `${baseUrl}/graphql`,
    exchanges: [persistedExchange(options), fetchExchange],
    requestPolicy: 'network-only',
    fetchOptions: { headers: { authorization: `Bearer ${caller.token}` } },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const body = init?.body ? (JSON.parse(String(init.body)) as { query?: string; extensions?: { persistedQuery?: { sha256Hash: string } } }) : undefined;
      const extensions = body ? body.extensions : (JSON.parse(url.searchParams.get('extensions') ?? '{}') as typeof body & object);
      const response = await fetch(input, init);
      sent.push({
        method: init?.method ?? 'GET',
        query: body ? (body.query ?? null) : url.searchParams.get('query'),
        hash: extensions?.persistedQuery?.sha256Hash,
        status: response.status,
      });
      return response;
    },
  });
  return { client, sent };
}

async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A GraphQL request as plain JSON over HTTP, in application/graphql-response+json (refusals answer their 4xx). */
async function post(baseUrl: string, caller: Caller, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[]; extensions?: unknown } };
}

describe('automatic persisted queries (default)', () => {
  let t: TestApp;
  let owner: Caller;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp({ PERSISTED_DOCUMENTS_FILE: MANIFEST });
    ({ owner } = await t.cast());
    await createProperty(t, owner, 'Résidence Persistée');
    baseUrl = await listening(t);
  });
  afterAll(() => t.close());

  it('urql sends the hash alone, then the document once on PersistedQueryNotFound, then the hash alone works', async () => {
    // A document of no manifest: the service learns it from the client.
    const ad = graphql(`query TestLearntProperties { properties(first: 3) { edges { node { name } } } }`);
    const first = persistedClient(baseUrl, owner);
    const answer = await first.client.query(ad, {}).toPromise();
    expect(answer.error).toBeUndefined();
    expect(answer.data!.properties.edges.map((edge) => edge.node.name)).toEqual(['Résidence Persistée']);
    const hash = first.sent[0]!.hash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.sent).toEqual([
      { method: 'GET', query: null, hash, status: 400 },
      { method: 'GET', query: expect.stringContaining('TestLearntProperties'), hash, status: 200 },
    ]);

    // Another client (another page load): the hash alone is enough now.
    const second = persistedClient(baseUrl, owner);
    const again = await second.client.query(ad, {}).toPromise();
    expect(again.data).toEqual(answer.data);
    expect(second.sent).toEqual([{ method: 'GET', query: null, hash, status: 200 }]);
  });

  it('answers an unknown hash with PersistedQueryNotFound, the cost reported', async () => {
    const { status, body } = await post(baseUrl, owner, { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'VALIDATION_FAILED' } }]);
    expect(body.extensions).toEqual({ cost: { requested: 0, limit: 100_000 } });
  });

  it('refuses a document sent with another document’s hash', async () => {
    const { status, body } = await post(baseUrl, owner, {
      query: '{ me { userId } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(PersistedPropertiesDoc as TypedDocumentNode<unknown, never>) } },
    });
    expect(status).toBe(400);
    expect(body.errors![0]!.message).toBe('PersistedQueryMismatch');
  });

  it('knows the manifest’s documents from the start: their hash alone runs them', async () => {
    const hash = hashOf(PersistedPropertiesDoc as TypedDocumentNode<unknown, never>);
    // Apollo's sha256Hash: the plain hex SHA-256 of the document the manifest holds.
    const manifest = await loadPersistedDocuments(MANIFEST);
    expect(createHash('sha256').update(manifest.get(hash)!).digest('hex')).toBe(hash);
    const { status, body } = await post(baseUrl, owner, { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ properties: { totalCount: 1 } });
  });
});

describe('automatic persisted queries: each org its share', () => {
  const persisted = (text: string) => ({ version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') });

  it("another org registering documents at full speed never pushes out an org's own", async () => {
    const t = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '100000', GRAPHQL_NEW_DOCUMENT_MS: '60000' });
    try {
      const baseUrl = await listening(t);
      const quiet = await t.caller(['OWNER'], { orgId: randomUUID() });
      const noisy = await t.caller(['OWNER'], { orgId: randomUUID() });
      const quietText = 'query QuietDashboard { me { userId } }';
      expect((await post(baseUrl, quiet, { query: quietText, extensions: { persistedQuery: persisted(quietText) } })).status).toBe(200);
      // More than the process keeps in all (1,000): before, the quiet org's document was pushed out.
      for (let i = 0; i < 1100; i++) {
        const text = `query Noisy${i} { me { userId orgId } }`;
        expect((await post(baseUrl, noisy, { query: text, extensions: { persistedQuery: persisted(text) } })).status).toBe(200);
      }
      const quietAgain = await post(baseUrl, quiet, { extensions: { persistedQuery: persisted(quietText) } });
      expect([quietAgain.status, quietAgain.body.errors]).toEqual([200, undefined]);
      // The noisy org keeps its latest 50.
      const latest = await post(baseUrl, noisy, { extensions: { persistedQuery: persisted('query Noisy1099 { me { userId orgId } }') } });
      expect(latest.status).toBe(200);
      const oldest = await post(baseUrl, noisy, { extensions: { persistedQuery: persisted('query Noisy1000 { me { userId orgId } }') } });
      expect(oldest.body.errors![0]!.message).toBe('PersistedQueryNotFound');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps no document that its sender\'s budget for new documents refused', async () => {
    const t = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '100000', GRAPHQL_NEW_DOCUMENT_MS: '1' });
    try {
      const baseUrl = await listening(t);
      const noisy = await t.caller(['OWNER'], { orgId: randomUUID() });
      let refused: string | undefined;
      for (let i = 0; i < 100 && !refused; i++) {
        const text = `query Refused${i} { me { userId orgId } }`;
        if ((await post(baseUrl, noisy, { query: text, extensions: { persistedQuery: persisted(text) } })).status === 429) refused = text;
      }
      expect(refused).toBeDefined();
      const again = await post(baseUrl, noisy, { extensions: { persistedQuery: persisted(refused!) } });
      expect(again.body.errors![0]!.message).toBe('PersistedQueryNotFound');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('PERSISTED_DOCUMENTS_ONLY', () => {
  let t: TestApp;
  let owner: Caller;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp({ PERSISTED_DOCUMENTS_FILE: MANIFEST, PERSISTED_DOCUMENTS_ONLY: 'true' });
    ({ owner } = await t.cast());
    baseUrl = await listening(t);
    await createPropertyByHash('Résidence Fiable');
  });
  afterAll(() => t.close());

  it('runs a manifest document that urql names by the client preset’s hash, never sending it', async () => {
    const { client, sent } = persistedClient(baseUrl, owner, {
      enforcePersistedQueries: true,
      generateHash: async (_printed, document) => hashOf(document as TypedDocumentNode<unknown, never>),
    });
    const answer = await client.query(PersistedPropertiesDoc, {}).toPromise();
    expect(answer.error).toBeUndefined();
    expect(answer.data!.properties.edges.map((edge) => edge.node.name)).toEqual(['Résidence Fiable']);
    expect(sent).toEqual([{ method: 'GET', query: null, hash: hashOf(PersistedPropertiesDoc as TypedDocumentNode<unknown, never>), status: 200 }]);
  });

  it('refuses any other document, with or without a hash: 400, VALIDATION_FAILED, what to send instead', async () => {
    const message =
      'Only persisted documents are accepted: send extensions.persistedQuery.sha256Hash of a document in the manifest, without the query.';
    const arbitrary = await post(baseUrl, owner, { query: '{ me { userId } }' });
    expect(arbitrary.status).toBe(400);
    expect(arbitrary.body).toEqual({ errors: [{ message, extensions: { code: 'VALIDATION_FAILED' } }], extensions: { cost: { requested: 0, limit: 100_000 } } });
    // Registering a document (APQ) is refused too: it would let any document in.
    const query = '{ me { userId } }';
    const registering = await post(baseUrl, owner, { query, extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } } });
    expect(registering.status).toBe(400);
    expect(registering.body.errors![0]!.message).toBe(message);
    const unknown = await post(baseUrl, owner, { extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]!.message).toBe('PersistedQueryNotFound');
  });

  it('keeps the REST routes working: their operations run in process, by text', async () => {
    const propertyId = await createPropertyByHash('Résidence REST');
    const unit = await t.rest('POST', `/properties/${propertyId}/units`, { caller: owner, body: { label: 'Studio 1' } });
    expect(unit.statusCode, unit.body).toBe(201);
    expect(unit.json()).toMatchObject({ label: 'Studio 1', propertyId });
    expect((await t.rest('GET', '/bookings', { caller: owner })).statusCode).toBe(200);
    expectProblem(await t.rest('GET', '/invoices/not-a-uuid', { caller: owner }), 400, 'VALIDATION_FAILED');
  });

  /** The fixture's mutation is a manifest document too: run by its hash, as a client of this mode would. */
  async function createPropertyByHash(name: string): Promise<string> {
    const { body } = await post(baseUrl, owner, {
      variables: { input: { name, type: 'APARTMENT', city: 'Douala' } },
      extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(CreatePropertyDoc as TypedDocumentNode<unknown, never>) } },
    });
    return (body.data as { createProperty: { id: string } }).createProperty.id;
  }
});

describe('configuration', () => {
  it('refuses PERSISTED_DOCUMENTS_ONLY without a manifest', () => {
    expect(() => loadConfig({ PERSISTED_DOCUMENTS_ONLY: 'true' })).toThrow(/PERSISTED_DOCUMENTS_ONLY needs PERSISTED_DOCUMENTS_FILE/);
  });

  it('refuses to start on a file that is not a manifest', async () => {
    const file = path.join(tmpdir(), `not-a-manifest-${process.pid}.json`);
    await writeFile(file, JSON.stringify(['query { me { userId } }']));
    await expect(loadPersistedDocuments(file)).rejects.toThrow(/is not a manifest/);
    await expect(loadPersistedDocuments(`${file}.missing`)).rejects.toThrow(/cannot be read as JSON/);
    const manifest = await loadPersistedDocuments(MANIFEST);
    expect(manifest.get(hashOf(PersistedPropertiesDoc as TypedDocumentNode<unknown, never>))).toContain('query TestPersistedProperties');
  });
});
