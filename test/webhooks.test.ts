import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { isPrivateAddress } from '../src/domain/webhooks.js';
import { assertPublicTarget } from '../src/services/webhooks.js';
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
const EndpointsDoc = graphql(`query TestWebhookEndpoints { webhookEndpoints { id } }`);
const RotateDoc = graphql(`mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }`);
const DisableDoc = graphql(`mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }`);
const RedeliverDoc = graphql(`mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }`);
const EndpointDoc = graphql(`
  query TestWebhookEndpoint($id: UUID!) {
    webhookEndpoint(id: $id) {
      status disabledReason
      deliveries(limit: 50) { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } }
    }
  }
`);

/** Retries within milliseconds and a short poll: what takes a day in production takes a moment here. */
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

const deliveriesOf = async (id: string) => (await t.graphql(EndpointDoc, { id }, manager)).data!.webhookEndpoint;

describe('webhook endpoints', () => {
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
    expect((await t.graphql(EndpointsDoc, {}, outsider)).data?.webhookEndpoints).toEqual([]);
    const updated = await t.graphql(UpdateEndpointDoc, { id: endpoint.id, input: { url: `${receiver.url}/v2`, eventTypes: ['invoice.paid'] } }, manager);
    expect(updated.data?.updateWebhookEndpoint).toEqual({ url: `${receiver.url}/v2`, eventTypes: ['invoice.paid'] });
    expect((await t.graphql(DeleteEndpointDoc, { id: endpoint.id }, manager)).data?.deleteWebhookEndpoint).toBe(endpoint.id);
    expect((await t.graphql(EndpointsDoc, {}, manager)).data?.webhookEndpoints.map((e) => e.id)).not.toContain(endpoint.id);
    await receiver.close();
  });

  it('refuse private, loopback and link-local targets unless allowed', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8']) expect(isPrivateAddress(address), address).toBe(false);
    for (const url of ['http://127.0.0.1:9/hooks', 'http://[::1]/hooks', 'http://169.254.169.254/latest', 'http://localhost/hooks']) {
      await expect(assertPublicTarget(new URL(url), false, 'input.url'), url).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    await expect(assertPublicTarget(new URL('http://127.0.0.1:9/hooks'), true, 'input.url')).resolves.toBeUndefined();
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
    await expect.poll(async () => (await deliveriesOf(endpoint.id)).deliveries[0]?.status, { timeout: 10_000 }).toBe('SUCCEEDED');
    const [delivery] = (await deliveriesOf(endpoint.id)).deliveries;
    expect(delivery!.log.map((attempt) => attempt.responseStatus)).toEqual([...Array(delivery!.attempts - 1).fill(503), 200]);
    expect(delivery!.log[0]!.responseBody).toBe('down for maintenance');
    // Every attempt carried the same message id, each one correctly signed.
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id'])).size).toBe(1);
    expect(receiver.received.every((message) => message.verifiedWith.length === 1)).toBe(true);
    await t.graphql(DisableDoc, { id: endpoint.id }, manager);
    await receiver.close();
  });

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

