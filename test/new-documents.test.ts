import { randomUUID } from 'node:crypto';
import { execute, GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionArgs } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledExecution } from '../src/graphql/compiled-execution.js';
import { DocumentWork } from '../src/graphql/new-documents.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';

describe('the time a sender may spend on new documents', () => {
  it('is a debt paid back at the budget a minute: new documents wait while it is above a fifth of it', () => {
    let now = 0;
    const work = new DocumentWork(600, () => now);
    expect(work.burstMs).toBe(120);
    work.charge('org', 100);
    expect(work.secondsToWait('org')).toBe(0);
    work.charge('org', 50);
    // 30 ms over the burst, paid back at 10 ms a second.
    expect(work.secondsToWait('org')).toBe(3);
    expect(work.secondsToWait('other')).toBe(0);
    now = 3_000;
    expect(work.secondsToWait('org')).toBe(0);
    // A correction never leaves a credit.
    work.charge('org', -1_000);
    work.charge('org', 130);
    expect(work.secondsToWait('org')).toBe(1);
  });

  it('defers compiling a document while its sender is over the budget, and compiles it once the debt is paid', () => {
    let now = 0;
    const work = new DocumentWork(60, () => now);
    const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: { hello: { type: GraphQLString, resolve: () => 'hi' } } }) });
    const plugin = compiledExecution({ error: () => undefined }, { work, senderOf: (context) => (context as { org?: string }).org });
    const args: ExecutionArgs = { schema, document: parse('{ hello }'), contextValue: { org: 'noisy' } };
    const compiledFor = () => {
      let installed = false;
      const onExecute = plugin.onExecute as unknown as (payload: { args: ExecutionArgs; executeFn: typeof execute; setExecuteFn: () => void }) => void;
      onExecute({ args, executeFn: execute, setExecuteFn: () => (installed = true) });
      return installed;
    };
    work.charge('noisy', 100);
    expect(compiledFor()).toBe(false);
    expect(compiledFor()).toBe(false);
    now = 100_000;
    expect(compiledFor()).toBe(true);
  });
});

describe('new GraphQL documents past an org budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 30 ms a minute, 6 at once: a few new documents, however small, then a refusal.
    t = await startTestApp({ RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_MAX: '100000', GRAPHQL_NEW_DOCUMENT_MS: '30' });
  });
  afterAll(() => t.close());

  const send = (caller: Caller, query: string) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query } });
  /** A document no one sent before: a large selection under a name of its own. */
  const newDocument = () =>
    `query Q${randomUUID().replaceAll('-', '')} { me { userId orgId roles } properties(first: 1) { totalCount edges { cursor node { id name type status city quartier addressLine } } pageInfo { hasNextPage endCursor } } }`;

  it("are refused with 429 RATE_LIMITED and Retry-After before they are parsed; the org's known documents and other orgs' new ones still run", async () => {
    const noisy = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const known = '{ me { userId } }';
    expect((await send(noisy, known)).statusCode).toBe(200);

    let refused;
    for (let sent = 0; sent < 500 && !refused; sent += 1) {
      const response = await send(noisy, newDocument());
      if (response.statusCode === 429) refused = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(refused).toBeDefined();
    // As long as the debt takes to fall back within the burst: a document that took long (a loaded machine) waits longer.
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused!.json().errors).toEqual([
      { message: expect.stringMatching(new RegExp(`^GraphQL documents new to the service take this organisation more than 30 ms a minute to check; retry in ${retryAfter} s\\.`)), extensions: { code: 'RATE_LIMITED' } },
    ]);
    // Refused before it is parsed: not even a syntax error is looked at.
    expect((await send(noisy, '{ me {')).statusCode).toBe(429);

    // Every token of the org shares its budget; the documents it sent before still run.
    const colleague = await t.caller(['OWNER'], { orgId: noisy.orgId });
    expect((await send(colleague, newDocument())).statusCode).toBe(429);
    const again = await send(colleague, known);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.me.userId).toBe(colleague.userId);

    // Another org has a budget of its own.
    const quiet = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const answered = await send(quiet, newDocument());
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.properties.totalCount).toBe(0);
  });

  it("never refuse an org's own documents, however many new ones other orgs send meanwhile", async () => {
    const org = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const own = `query Own${randomUUID().replaceAll('-', '')} { me { userId } }`;
    expect((await send(org, own)).statusCode).toBe(200);
    // 1,100 new documents from other orgs, each within its budget: more than the thousand texts every sender shares.
    let sent = 0;
    while (sent < 1100) {
      const other = await t.caller(['MANAGER'], { orgId: randomUUID() });
      for (let each = 0; each < 20 && sent < 1100; each += 1, sent += 1) {
        if ((await send(other, `query Other${sent} { me { orgId } }`)).statusCode === 429) break;
      }
    }
    // The org past its own budget: its new documents are refused, its own known one is not.
    for (let tries = 0; tries < 500 && (await send(org, newDocument())).statusCode !== 429; tries += 1);
    expect((await send(org, newDocument())).statusCode).toBe(429);
    const again = await send(org, own);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.me.userId).toBe(org.userId);
  });

  it("leave the REST routes, whose documents are the service's own, to every org", async () => {
    const noisy = await t.caller(['MANAGER'], { orgId: randomUUID() });
    for (let sent = 0; sent < 500 && (await send(noisy, newDocument())).statusCode !== 429; sent += 1);
    expect((await send(noisy, newDocument())).statusCode).toBe(429);
    const listed = await t.rest('GET', '/bookings', { caller: noisy });
    expect(listed.statusCode).toBe(200);
  });
});
