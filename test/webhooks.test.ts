import { randomUUID } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { isPrivateAddress } from '../src/domain/events/webhooks.js';
import { loadConfig } from '../src/server/config.js';
import { webhookResolver } from '../src/services/events/webhook-hosts.js';
import { assertPublicTarget } from '../src/services/events/webhooks.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { CreateBookingDoc, createProperty, createUnit } from './helpers/fixtures.js';
import { startInstance } from './helpers/instance.js';
import { startReceiver, type Receiver } from './helpers/receiver.js';

const CreateEndpointDoc = graphql(`
  mutation TestCreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { secret endpoint { id url eventTypes status } }
  }
`);
const UpdateEndpointDoc = graphql(`
  mutation TestUpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url eventTypes } }
`);
const DeleteEndpointDoc = graphql(`mutation TestDeleteWebhookEndpoint($id: UUID!) { deleteWebhookEndpoint(id: $id) }`);
const EndpointsDoc = graphql(`query TestWebhookEndpoints { webhookEndpoints { edges { node { id } } } }`);
const RotateDoc = graphql(`mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }`);
const DisableDoc = graphql(`mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }`);
const RedeliverDoc = graphql(`mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }`);
const EndpointDoc = graphql(`
  query TestWebhookEndpoint($id: UUID!) {
    webhookEndpoint(id: $id) {
      status disabledReason
      deliveries(first: 50) { edges { node { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } } } }
    }
  }
`);

/** Retries within milliseconds and a short poll: what takes a day in production takes a moment here. */
/** Runs `work` with webhook hosts resolved by a nameserver that never answers (a UDP socket that reads nothing). */
async function withSilentNameserver(work: () => Promise<void>): Promise<void> {
  const silent = createSocket('udp4');
  await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
  const servers = webhookResolver().getServers();
  webhookResolver().setServers([`127.0.0.1:${(silent.address() as AddressInfo).port}`]);
  try {
    await work();
  } finally {
    webhookResolver().setServers(servers);
    silent.close();
  }
}

const FAST = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '500' };

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let unitId: string;
let year = 2040;

beforeAll(async () => {
  t = await startTestApp(FAST);
  ({ owner, manager, tenant } = await t.cast());
  unitId = await createUnit(t, owner, await createProperty(t, owner));
});
afterAll(() => t.close());

async function endpointFor(receiver: Receiver, eventTypes: string[] = ['booking.created'], caller = manager, app: TestApp = t) {
  const created = await app.graphql(CreateEndpointDoc, { input: { url: receiver.url, eventTypes } }, caller);
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  receiver.secrets.push(created.data.createWebhookEndpoint.secret);
  return created.data.createWebhookEndpoint;
}

async function newBooking(caller = manager) {
  year += 1;
  const result = await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: `${year}-01-01`, endDate: `${year}-02-01` } }, caller);
  return result;
}

/** An endpoint with its deliveries (newest first) as a plain list. */
const deliveriesOf = async (id: string, app: TestApp = t, caller = manager) => {
  const endpoint = (await app.graphql(EndpointDoc, { id }, caller)).data!.webhookEndpoint!;
  return { ...endpoint, deliveries: endpoint.deliveries.edges.map((edge) => edge.node) };
};

describe('webhook endpoints', () => {
  /** A GraphQL request as a client writes it: the answer's whole body. */
  const ask = async (query: string, variables: Record<string, unknown>, caller: Caller) =>
    (await t.app.inject({ method: 'POST', url: '/graphql', headers: { authorization: `Bearer ${caller.token}` }, payload: { query, variables } })).json() as {
      data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      errors?: { path?: (string | number)[]; extensions: { code: string } }[];
    };
  const page = `pageInfo { hasNextPage endCursor } totalCount edges { node { id } }`;

  it('and their deliveries are Relay Nodes in keyset connections; an unknown id is null with NOT_FOUND', async () => {
    // Endpoints of an org of their own, oldest first, two pages.
    const admin = await t.caller(['ADMIN', 'MANAGER'], { orgId: randomUUID() });
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await ask('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }', { input: { url: `http://127.0.0.1:9/hooks/${i}` } }, admin);
      made.push(created.data!.createWebhookEndpoint.endpoint.id);
    }
    const list = `query($after: String) { webhookEndpoints(first: 2, after: $after) { ${page} } }`;
    const first = (await ask(list, {}, admin)).data!.webhookEndpoints;
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const second = (await ask(list, { after: first.pageInfo.endCursor }, admin)).data!.webhookEndpoints;
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...first.edges, ...second.edges].map((edge: { node: { id: string } }) => edge.node.id)).toEqual(made);
    // Each endpoint's deliveries, in one statement for all of them: as many statements for three endpoints as for one.
    const nested = '{ webhookEndpoints(first: 10) { edges { node { deliveries(first: 5) { totalCount edges { node { id } } } } } } }';
    const single = await t.caller(['ADMIN', 'MANAGER'], { orgId: randomUUID() });
    await ask('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', { input: { url: 'http://127.0.0.1:9/hooks' } }, single);
    // The reads of endpoints and deliveries: the background work sharing the pool (the delivery worker's polls, the
    // jobs) is left out, its statements falling in either count as it happens.
    const ours = (statements: string[]) => statements.filter((statement) => /\bwebhook_(endpoint|delivery)\b/.test(statement) && !statement.includes('locked_until'));
    const forOne = ours(await t.countStatements(async () => expect((await ask(nested, {}, single)).errors).toBeUndefined()));
    const forThree = ours(await t.countStatements(async () => expect((await ask(nested, {}, admin)).data!.webhookEndpoints.edges).toHaveLength(3)));
    expect(forOne.length).toBeGreaterThan(0);
    expect(forThree.length).toBe(forOne.length);

    // Deliveries of one endpoint, newest first, two pages.
    const receiver = await startReceiver();
    const { endpoint } = await endpointFor(receiver);
    for (let i = 0; i < 3; i += 1) expect((await newBooking()).errors).toBeUndefined();
    const deliveries = `query($id: UUID!, $after: String) { webhookEndpoint(id: $id) { deliveries(first: 2, after: $after) { ${page} } } }`;
    const newest = (await ask(deliveries, { id: endpoint.id }, manager)).data!.webhookEndpoint.deliveries;
    expect(newest).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const oldest = (await ask(deliveries, { id: endpoint.id, after: newest.pageInfo.endCursor }, manager)).data!.webhookEndpoint.deliveries;
    const deliveryIds = [...newest.edges, ...oldest.edges].map((edge: { node: { id: string } }) => edge.node.id);
    expect(new Set(deliveryIds).size).toBe(3);
    expect(deliveryIds).toEqual((await deliveriesOf(endpoint.id)).deliveries.map((delivery) => delivery.id));

    // Refetched by id as Nodes; an unknown id is null with NOT_FOUND, or null alone when asked so.
    const unknown = randomUUID();
    const nodes = 'query($ids: [ID!]!, $quiet: Boolean) { nodes(ids: $ids, nullIfMissing: $quiet) { __typename id } }';
    const found = await ask(nodes, { ids: [endpoint.id, deliveryIds[0], unknown] }, manager);
    expect(found.data!.nodes).toEqual([{ __typename: 'WebhookEndpoint', id: endpoint.id }, { __typename: 'WebhookDelivery', id: deliveryIds[0] }, null]);
    expect(found.errors).toEqual([expect.objectContaining({ path: ['nodes', 2], extensions: { code: 'NOT_FOUND' } })]);
    const quiet = await ask(nodes, { ids: [endpoint.id, unknown], quiet: true }, manager);
    expect(quiet).toEqual({ data: { nodes: [{ __typename: 'WebhookEndpoint', id: endpoint.id }, null] }, extensions: expect.anything() });
    expect((await ask('query($id: ID!) { node(id: $id, nullIfMissing: true) { id } }', { id: unknown }, manager)).data).toEqual({ node: null });
    // Who does not manage webhooks finds none of them (not FORBIDDEN: a refetch of mixed records still answers).
    const asOwner = await ask(nodes, { ids: [endpoint.id, deliveryIds[0]] }, owner);
    expect(asOwner.data!.nodes).toEqual([null, null]);
    expect(asOwner.errors!.map((error) => error.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    // The lookup by id is nullable, as every other one.
    const missing = await ask('query($id: UUID!) { webhookEndpoint(id: $id) { id } }', { id: unknown }, manager);
    expect(missing.data).toEqual({ webhookEndpoint: null });
    expect(missing.errors![0]!.extensions.code).toBe('NOT_FOUND');
    await t.graphql(DeleteEndpointDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });

  it('are managed by managers and admins only; the secret is a whsec_ key shown once', async () => {
    const receiver = await startReceiver();
    const { endpoint, secret } = await endpointFor(receiver);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, eventTypes: ['booking.created'], status: 'ENABLED' });
    for (const caller of [owner, tenant]) {
      const refused = await t.graphql(CreateEndpointDoc, { input: { url: receiver.url } }, caller);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const unknownType = await t.graphql(CreateEndpointDoc, { input: { url: receiver.url, eventTypes: ['booking.exploded'] } }, manager);
    expect(unknownType.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });

  it('are changed, deleted, and invisible to another org', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await endpointFor(receiver);
    const outsider = await t.caller(['ADMIN', 'MANAGER'], { orgId: crypto.randomUUID() });
    expect((await t.graphql(EndpointDoc, { id: endpoint.id }, outsider)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(DeleteEndpointDoc, { id: endpoint.id }, outsider)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.graphql(EndpointsDoc, {}, outsider)).data?.webhookEndpoints.edges).toEqual([]);
    const updated = await t.graphql(UpdateEndpointDoc, { id: endpoint.id, input: { url: `${receiver.url}/v2`, eventTypes: ['invoice.paid'] } }, manager);
    expect(updated.data?.updateWebhookEndpoint).toEqual({ url: `${receiver.url}/v2`, eventTypes: ['invoice.paid'] });
    expect((await t.graphql(DeleteEndpointDoc, { id: endpoint.id }, manager)).data?.deleteWebhookEndpoint).toBe(endpoint.id);
    expect((await t.graphql(EndpointsDoc, {}, manager)).data?.webhookEndpoints.edges.map((e) => e.node.id)).not.toContain(endpoint.id);
    await receiver.close();
  });

  it('refuse private, loopback and link-local targets unless allowed', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '255.255.255.255', '192.0.2.1', '198.18.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::', '::1', 'fe80::1', 'fd00::1', 'ff02::1', '2001:db8::1', '2001:2::1', '100::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['64:ff9b::8.8.8.8', '64:ff9b:1::1', '2002:808:808::1', '2001:0:4136:e378::1', '2606:4700::5efe:10.0.0.1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8', '::ffff:8.8.8.8', '2606:4700::5efe:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    for (const url of ['http://127.0.0.1:9/hooks', 'http://[::1]/hooks', 'http://169.254.169.254/latest', 'http://localhost/hooks', 'http://api.localhost/hooks', 'http://LOCALHOST./hooks']) {
      await expect(assertPublicTarget(new URL(url), false, 'input.url'), url).rejects.toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'input.url' }] });
    }
    await expect(assertPublicTarget(new URL('http://127.0.0.1:9/hooks'), true, 'input.url')).resolves.toBeUndefined();
  });

  it('resolve hosts off libuv\'s shared threads, giving up within seconds on nameservers that never answer', async () => {
    await withSilentNameserver(async () => {
      const started = performance.now();
      const checks = Array.from({ length: 8 }, (_, i) =>
        assertPublicTarget(new URL(`https://h${i}.blackhole.test/hooks`), false, 'input.url').then(
          () => 'accepted',
          (error: { code?: string }) => error.code,
        ),
      );
      // Meanwhile WebCrypto (every token check), which runs on those threads, answers at once.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const key = await crypto.subtle.importKey('raw', new Uint8Array(32), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const signing = performance.now();
      await Promise.all(Array.from({ length: 16 }, () => crypto.subtle.sign('HMAC', key, new Uint8Array(64))));
      expect(performance.now() - signing).toBeLessThan(1000);
      expect(await Promise.all(checks)).toEqual(Array.from({ length: 8 }, () => 'VALIDATION_FAILED'));
      expect(performance.now() - started).toBeLessThan(9000);
    });
  }, 30_000);

  it('take settings within their ranges only: the service does not start otherwise', () => {
    for (const [name, below, above] of [
      ['WEBHOOK_ENDPOINTS_PER_ORG', 0, 1001],
      ['WEBHOOK_RETRY_BASE_MS', 0, 3_600_001],
      ['WEBHOOK_DISABLE_AFTER_HOURS', -1, 8761],
      ['WEBHOOK_TIMEOUT_MS', 99, 60_001],
      ['WEBHOOK_MAX_ATTEMPTS', 0, 101],
      ['WEBHOOK_POLL_MS', 9, 60_001],
    ] as const) {
      for (const value of [below, above]) expect(() => loadConfig({ [name]: String(value) }), `${name}=${value}`).toThrow(name);
    }
    expect(loadConfig({ WEBHOOK_ENDPOINTS_PER_ORG: '1000', WEBHOOK_DISABLE_AFTER_HOURS: '8760' }).webhooks).toMatchObject({ endpointsPerOrg: 1000, disableAfterMs: 8760 * 3_600_000 });
  });

  it('refuse every form that writes, maps, embeds or translates a non-public IPv4 address; public ones pass', async () => {
    /** Ranges that are not public unicast, each as its first address and prefix length. */
    const nonPublic: [number, number][] = (
      [
        ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
        ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
      ] as const
    ).map(([network, prefix]) => [network.split('.').reduce((value, octet) => value * 256 + Number(octet), 0), prefix]);
    const inRange = ([network, prefix]: [number, number]) => fc.integer({ min: 0, max: 2 ** (32 - prefix) - 1 }).map((host) => network + host);
    const privateIPv4 = fc.oneof(...nonPublic.map(inRange));
    const publicIPv4 = fc.oneof(...([[0x01000000, 8], [0x08000000, 8], [0x5d000000, 8], [0x97650000, 16]] as [number, number][]).map(inRange));

    const octets = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    const dotted = (value: number) => octets(value).join('.');
    const hex16 = (value: number) => `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
    const forms: Record<string, (value: number) => string> = {
      dotted,
      decimal: (value) => String(value),
      hex: (value) => `0x${value.toString(16)}`,
      'hex octets': (value) => octets(value).map((octet) => `0x${octet.toString(16)}`).join('.'),
      'octal octets': (value) => octets(value).map((octet) => `0${octet.toString(8)}`).join('.'),
      mapped: (value) => `[::ffff:${dotted(value)}]`,
      'mapped, hex': (value) => `[::ffff:${hex16(value)}]`,
      'mapped, long form': (value) => `[0:0:0:0:0:ffff:${hex16(value)}]`,
    };
    const embedding: Record<string, (value: number) => string> = {
      compatible: (value) => `[::${dotted(value)}]`,
      'NAT64 well-known': (value) => `[64:ff9b::${dotted(value)}]`,
      'NAT64 local': (value) => `[64:ff9b:1::${dotted(value)}]`,
      '6to4': (value) => `[2002:${hex16(value)}::1]`,
      Teredo: (value) => `[2001:0:${hex16(value)}::1]`,
      SIIT: (value) => `[::ffff:0:${dotted(value)}]`,
      ISATAP: (value) => `[2606:4700:1::5efe:${dotted(value)}]`,
    };
    const refused = (host: string) =>
      assertPublicTarget(new URL(`http://${host}:8080/hooks`), false, 'input.url').then(
        () => false,
        (error: { code?: string; issues?: { path: string }[] }) => error.code === 'VALIDATION_FAILED' && error.issues?.[0]?.path === 'input.url',
      );
    await fc.assert(
      fc.asyncProperty(privateIPv4, fc.constantFrom(...Object.keys(forms), ...Object.keys(embedding)), async (address, form) => {
        const host = (forms[form] ?? embedding[form])!(address);
        expect(await refused(host), `${form} ${host}`).toBe(true);
      }),
      { numRuns: 500 },
    );
    await fc.assert(
      fc.asyncProperty(publicIPv4, fc.constantFrom(...Object.keys(forms)), async (address, form) => {
        const host = forms[form]!(address);
        expect(await refused(host), `${form} ${host}`).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('with private targets refused', () => {
  let strict: TestApp;
  let cast: Awaited<ReturnType<TestApp['cast']>>;
  beforeAll(async () => {
    strict = await startTestApp({ WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_POLL_MS: '50', WEBHOOK_ENDPOINTS_PER_ORG: '3' });
    cast = await strict.cast();
  });
  afterAll(() => strict.close());

  it('refuses a private target at registration, naming url, in any written form', async () => {
    const { endpoint } = (await strict.graphql(CreateEndpointDoc, { input: { url: 'http://93.184.216.34/hooks', eventTypes: ['invoice.paid'] } }, cast.manager)).data!.createWebhookEndpoint;
    for (const url of ['http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]/', 'http://[::127.0.0.1]/', 'http://[64:ff9b::a00:1]/', 'http://[2002:c0a8:101::1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://0/', 'http://127.0.0.1./', 'http://localhost:8080/', 'http://a.b.localhost/', 'http://[fe80::1]/']) {
      for (const answer of [
        await strict.graphql(CreateEndpointDoc, { input: { url } }, cast.manager),
        await strict.graphql(UpdateEndpointDoc, { id: endpoint.id, input: { url } }, cast.manager),
      ]) {
        expect(answer.errors?.[0]?.extensions, url).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.url' }] });
      }
    }
    await strict.graphql(DeleteEndpointDoc, { id: endpoint.id }, cast.manager);
  });

  it('refuses at delivery a target that became private after registration (an address literal, a local name, a name resolving to one)', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const targets = [`http://[::ffff:127.0.0.1]:${port}/hooks`, `http://localhost:${port}/hooks`, `http://${hostname()}:${port}/hooks`];
    try {
      // As registered while private targets were allowed, or before the name's address changed.
      for (const url of targets) {
        await strict.sql(`insert into webhook_endpoint (org_id, id, url, event_types, secret) values ($1, $2, $3, '{booking.created}', 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0')`, [cast.manager.orgId, randomUUID(), url]);
      }
      const unit = await createUnit(strict, cast.owner, await createProperty(strict, cast.owner));
      const booked = await strict.graphql(CreateBookingDoc, { input: { unitId: unit, tenantUserId: cast.tenant.userId, startDate: '2040-01-01', endDate: '2040-02-01' } }, cast.manager);
      expect(booked.errors).toBeUndefined();
      const errorsOf = async () => strict.sql<{ url: string; error: string | null }>(
        `select e.url, a.error from webhook_attempt a join webhook_delivery d on d.org_id = a.org_id and d.id = a.delivery_id
           join webhook_endpoint e on e.org_id = d.org_id and e.id = d.endpoint_id where a.org_id = $1`,
        [cast.manager.orgId],
      );
      // Delivery jobs run in their own time: on a loaded machine the three first attempts took over 10 s.
      await expect.poll(async () => new Set((await errorsOf()).map((row) => row.url)).size, { timeout: 40_000 }).toBe(targets.length);
      // The machine's own name is in its hosts file only: webhook hosts are resolved over DNS (webhook-hosts.ts), where it has no address.
      for (const row of await errorsOf()) expect(row.error, row.url).toMatch(row.url.includes(hostname()) ? /private address|no address/ : /private address/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      await strict.sql('delete from webhook_endpoint where org_id = $1', [cast.manager.orgId]);
      await receiver.close();
    }
  }, 60_000);

  it('caps the endpoints of an org, even against creates at the same moment', async () => {
    const manager = await strict.caller(['MANAGER'], { orgId: randomUUID() });
    const create = (i: number) => strict.graphql(CreateEndpointDoc, { input: { url: `http://93.184.216.34/hooks/${i}`, eventTypes: ['invoice.paid'] } }, manager);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i)));
    expect(answers.filter((answer) => answer.data?.createWebhookEndpoint)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.errors![0]).toMatchObject({ message: expect.stringContaining('at most 3 webhook endpoints'), extensions: { code: 'CONFLICT' } });
    }
    expect(await strict.sql('select id from webhook_endpoint where org_id = $1', [manager.orgId])).toHaveLength(3);
    // At its cap, the org is refused before its URL's host is resolved: no wait on nameservers that never answer.
    await withSilentNameserver(async () => {
      const started = performance.now();
      const over = await strict.graphql(CreateEndpointDoc, { input: { url: 'https://slow.blackhole.test/hooks' } }, manager);
      expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
      expect(performance.now() - started).toBeLessThan(1500);
    });
    // Another org has its own allowance, and deleting one makes room again.
    const other = await strict.caller(['MANAGER'], { orgId: randomUUID() });
    expect((await strict.graphql(CreateEndpointDoc, { input: { url: 'http://93.184.216.34/hooks' } }, other)).errors).toBeUndefined();
    await strict.graphql(DeleteEndpointDoc, { id: answers.find((answer) => answer.data)!.data!.createWebhookEndpoint.endpoint.id }, manager);
    expect((await create(9)).errors).toBeUndefined();
  });
});

describe('delivery', () => {
  it('wakes the worker with the event that made a delivery, long before its next poll', async () => {
    const slow = await startTestApp({ ...FAST, WEBHOOK_POLL_MS: '60000' });
    const receiver = await startReceiver();
    try {
      const cast = await slow.cast();
      const created = await slow.graphql(CreateEndpointDoc, { input: { url: receiver.url, eventTypes: ['booking.created'] } }, cast.manager);
      receiver.secrets.push(created.data!.createWebhookEndpoint.secret);
      const unit = await createUnit(slow, cast.owner, await createProperty(slow, cast.owner));
      // The worker's first poll has passed: the next is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const booked = await slow.graphql(CreateBookingDoc, { input: { unitId: unit, tenantUserId: cast.tenant.userId, startDate: '2050-01-01', endDate: '2050-02-01' } }, cast.manager);
      expect(booked.errors).toBeUndefined();
      const [delivered] = await receiver.waitFor(1, 10_000);
      expect(JSON.parse(delivered!.body)).toMatchObject({ type: 'booking.created', data: { id: booked.data!.createBooking.id } });
    } finally {
      await receiver.close();
      await slow.close();
    }
  });

  it('signs every delivery per Standard Webhooks, logs it, and sends nothing for a refused request', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await endpointFor(receiver);
    const refused = await newBooking(tenant);
    expect(refused.errors).toBeDefined();
    const booking = (await newBooking()).data!.createBooking;
    const [message] = await receiver.waitFor(1);
    expect(message!.verifiedWith).toEqual(receiver.secrets);
    expect(message!.headers['webhook-id']).toMatch(new RegExp(`^evt_${owner.orgId.replaceAll('-', '')}_\\d+$`));
    expect(message!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(JSON.parse(message!.body)).toEqual({ type: 'booking.created', timestamp: expect.any(String), data: JSON.parse(JSON.stringify(booking)) });

    await expect.poll(async () => (await deliveriesOf(endpoint.id)).deliveries[0]?.status).toBe('SUCCEEDED');
    const [delivery] = (await deliveriesOf(endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ eventType: 'booking.created', attempts: 1, log: [{ responseStatus: 200, responseBody: 'ok', error: null }] });
    // The refused request left no event and no delivery behind.
    expect((await deliveriesOf(endpoint.id)).deliveries).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });

  it('retries with backoff while the receiver is down, and delivers once it is up', async () => {
    const receiver = await startReceiver();
    receiver.answer = 503;
    const { endpoint } = await endpointFor(receiver);
    await newBooking();
    await receiver.waitFor(3);
    receiver.answer = 200;
    await expect.poll(async () => (await deliveriesOf(endpoint.id)).deliveries[0]?.status, { timeout: 40_000 }).toBe('SUCCEEDED');
    const [delivery] = (await deliveriesOf(endpoint.id)).deliveries;
    expect(delivery!.log.map((attempt) => attempt.responseStatus)).toEqual([...Array(delivery!.attempts - 1).fill(503), 200]);
    expect(delivery!.log[0]!.responseBody).toBe('down for maintenance');
    // Every attempt carried the same message id, each one correctly signed.
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((message) => message.verifiedWith.length === 1)).toBe(true);
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  }, 60_000);

  it('signs with the old and the new secret during a rotation, and redelivers by hand', async () => {
    const receiver = await startReceiver();
    const { endpoint } = await endpointFor(receiver);
    const rotated = await t.graphql(RotateDoc, { id: endpoint.id }, manager);
    const [oldSecret] = receiver.secrets;
    receiver.secrets.push(rotated.data!.rotateWebhookSecret.secret);
    await newBooking();
    const [message] = await receiver.waitFor(1);
    expect(String(message!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(message!.verifiedWith).toEqual([oldSecret, rotated.data!.rotateWebhookSecret.secret]);

    await expect.poll(async () => (await deliveriesOf(endpoint.id)).deliveries[0]?.status).toBe('SUCCEEDED');
    const [delivery] = (await deliveriesOf(endpoint.id)).deliveries;
    const again = await t.graphql(RedeliverDoc, { id: delivery!.id }, manager);
    expect(again.data?.redeliverWebhook.status).toBe('PENDING');
    const [, second] = await receiver.waitFor(2);
    expect(second!.headers['webhook-id']).toBe(message!.headers['webhook-id']);
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });

  it('disables an endpoint that keeps failing, announced by its own event', async () => {
    // An app and database of its own: its worker is the only one, so the failed attempt is judged with
    // WEBHOOK_DISABLE_AFTER_HOURS=0. The suite's app, sharing the database, could take the attempts first and
    // judge each with the default 72 hours (it did, once, in CI).
    const disabling = await startTestApp({ ...FAST, WEBHOOK_DISABLE_AFTER_HOURS: '0' });
    const failing = await startReceiver();
    const watcher = await startReceiver();
    try {
      failing.answer = 500;
      const cast = await disabling.cast();
      const unit = await createUnit(disabling, cast.owner, await createProperty(disabling, cast.owner));
      const { endpoint } = await endpointFor(failing, ['booking.created'], cast.manager, disabling);
      await endpointFor(watcher, ['webhook_endpoint.disabled'], cast.manager, disabling);
      const booking = { unitId: unit, tenantUserId: cast.tenant.userId, startDate: '2040-01-01', endDate: '2040-02-01' };
      expect((await disabling.graphql(CreateBookingDoc, { input: booking }, cast.manager)).errors).toBeUndefined();
      const [announcement] = await watcher.waitFor(1);
      expect(JSON.parse(announcement!.body)).toMatchObject({ type: 'webhook_endpoint.disabled', data: { id: endpoint.id, status: 'DISABLED' } });
      expect(JSON.parse(announcement!.body).data).not.toHaveProperty('secret');
      const seen = (await disabling.graphql(EndpointDoc, { id: endpoint.id }, cast.manager)).data!.webhookEndpoint;
      expect(seen).toMatchObject({ status: 'DISABLED', disabledReason: expect.stringContaining('failed') });
    } finally {
      await disabling.close();
      await Promise.all([failing.close(), watcher.close()]);
    }
  });

  it('reads no more of an answer than it keeps: an endless body ends the attempt at once, not at the timeout', async () => {
    // An app and database of their own with a minute's timeout: the suite's app (half a second) must not take the attempt.
    const patient = await startTestApp({ ...FAST, WEBHOOK_TIMEOUT_MS: '60000' });
    const hungUp = Promise.withResolvers<void>();
    const endless = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'text/plain' });
      // 'é' is two bytes: the 1024th byte is the first half of one, which the log drops rather than keep half a character.
      const chunk = Buffer.from(`${'x'.repeat(1023)}${'é'.repeat(4096)}`);
      const pour = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on('drain', pour);
      response.on('close', () => hungUp.resolve());
      pour();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const cast = await patient.cast();
      const unit = await createUnit(patient, cast.owner, await createProperty(patient, cast.owner));
      const url = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/hooks`;
      const { endpoint } = (await patient.graphql(CreateEndpointDoc, { input: { url, eventTypes: ['booking.created'] } }, cast.manager)).data!.createWebhookEndpoint;
      const booking = { unitId: unit, tenantUserId: cast.tenant.userId, startDate: '2040-01-01', endDate: '2040-02-01' };
      expect((await patient.graphql(CreateBookingDoc, { input: booking }, cast.manager)).errors).toBeUndefined();
      // The service hung up on the receiver, which was still writing.
      await hungUp.promise;
      const logged = async () => (await deliveriesOf(endpoint.id, patient, cast.manager)).deliveries[0]?.log[0];
      await expect.poll(logged, { timeout: 40_000 }).toBeDefined();
      const attempt = (await logged())!;
      expect(attempt).toMatchObject({ responseStatus: 200, error: null, responseBody: 'x'.repeat(1023) });
      expect(attempt.durationMs).toBeLessThan(30_000);
    } finally {
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
      await patient.close();
    }
  }, 60_000);

  it("holds back no other org's delivery while one org's endpoint never answers: an org's deliveries take at most their share of the job slots", async () => {
    // Three job slots, two of them (WEBHOOK_DELIVERIES_PER_ORG's default) the most one org's deliveries may hold.
    const app = await startTestApp({ ...FAST, WEBHOOK_TIMEOUT_MS: '3000', JOB_CONCURRENCY: '3' });
    const [silent, listening] = await Promise.all([startReceiver(), startReceiver()]);
    silent.answer = 'hang';
    try {
      const orgOf = async (orgId: string) => ({
        owner: await app.caller(['OWNER'], { orgId }),
        manager: await app.caller(['MANAGER'], { orgId }),
        tenant: await app.caller(['TENANT'], { orgId }),
      });
      const [noisy, quiet] = [await orgOf(randomUUID()), await orgOf(randomUUID())];
      const book = async (cast: typeof noisy, year: number) => {
        const unit = await createUnit(app, cast.owner, await createProperty(app, cast.owner));
        const booking = { unitId: unit, tenantUserId: cast.tenant.userId, startDate: `${year}-01-01`, endDate: `${year}-02-01` };
        expect((await app.graphql(CreateBookingDoc, { input: booking }, cast.manager)).errors).toBeUndefined();
      };
      await endpointFor(silent, ['booking.created'], noisy.manager, app);
      // Eight deliveries of 3 s each: across the three job slots they would hold every slot for 8 s.
      for (let year = 2041; year <= 2048; year += 1) await book(noisy, year);
      await expect.poll(() => silent.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
      await endpointFor(listening, ['booking.created'], quiet.manager, app);
      const booked = Date.now();
      await book(quiet, 2041);
      await listening.waitFor(1, 20_000);
      expect(Date.now() - booked).toBeLessThan(6_000);
    } finally {
      await Promise.all([silent.close(), listening.close()]);
      await app.close();
    }
  }, 60_000);

  it('is shared by several instances: every event delivered, no attempt sent by two', async () => {
    const instances = await Promise.all([startInstance(t.databaseUrl, FAST), startInstance(t.databaseUrl, FAST)]);
    const receiver = await startReceiver();
    const { endpoint } = await endpointFor(receiver);
    for (let i = 0; i < 12; i += 1) await newBooking();
    await receiver.waitFor(12);
    await expect.poll(async () => (await deliveriesOf(endpoint.id)).deliveries.filter((d) => d.status === 'SUCCEEDED').length).toBe(12);
    const { deliveries } = await deliveriesOf(endpoint.id);
    expect(deliveries.every((delivery) => delivery.attempts === 1 && delivery.log.length === 1)).toBe(true);
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(12);
    expect(receiver.received).toHaveLength(12);
    await Promise.all(instances.map((instance) => instance.close()));
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });
});

