import { afterAll, beforeAll, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { SIGNING_KEYS, startTestApp, type TestApp } from './helpers/app.js';
import { CreateBookingDoc, createProperty, createUnit } from './helpers/fixtures.js';
import { startInstance } from './helpers/instance.js';
import { startReceiver } from './helpers/receiver.js';
import { startService } from './helpers/process.js';

const CreateEndpointDoc = graphql(`
  mutation TestCrashCreateWebhookEndpoint($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }
`);

const FAST = { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_BASE_MS: '20', WEBHOOK_POLL_MS: '50', WEBHOOK_TIMEOUT_MS: '1000' };

let t: TestApp;
beforeAll(async () => {
  // This app writes but does not deliver: the killed process is the only worker until the end.
  t = await startTestApp({ ...FAST, WEBHOOK_DELIVERY_ENABLED: 'false' });
});
afterAll(() => t.close());

it('loses nothing when the delivering process is SIGKILLed mid-delivery: another delivers once the lease expires', async () => {
  const { owner, manager, tenant } = await t.cast();
  const receiver = await startReceiver();
  receiver.answer = 'hang';
  const created = await t.graphql(CreateEndpointDoc, { input: { url: receiver.url, eventTypes: ['booking.created'] } }, manager);
  receiver.secrets.push(created.data!.createWebhookEndpoint.secret);
  const worker = await startService({ DATABASE_URL: t.databaseUrl, PORT: '0', HOST: '127.0.0.1', ...SIGNING_KEYS, ...FAST, SWEEP_INTERVAL_SECONDS: '0' });
  const unitId = await createUnit(t, owner, await createProperty(t, owner));
  await t.graphql(CreateBookingDoc, { input: { unitId, tenantUserId: tenant.userId, startDate: '2031-01-01', endDate: '2031-02-01' } }, manager);
  // The process has the delivery in flight (the receiver holds the request): kill it there, without a chance to clean up.
  await receiver.waitFor(1);
  // The service itself (npm start's child), not npm.
  process.kill(worker.pid, 'SIGKILL');
  await worker.exited;
  const [leased] = await t.sql<{ status: string; attempts: number; leased: boolean }>(
    'select status, attempts, locked_until > now() as leased from webhook_delivery',
  );
  expect(leased).toEqual({ status: 'PENDING', attempts: 1, leased: true });

  receiver.answer = 200;
  const survivor = await startInstance(t.databaseUrl, FAST);
  // Sent again after the lease: at least once, so the receiver sees the message twice, under one webhook-id.
  const [first, second] = await receiver.waitFor(2, 20_000);
  expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  expect(second!.verifiedWith).toHaveLength(1);
  await expect.poll(async () => (await t.sql<{ status: string }>('select status from webhook_delivery'))[0]?.status, { timeout: 10_000 }).toBe('SUCCEEDED');
  await survivor.close();
  await receiver.close();
}, 60_000);
