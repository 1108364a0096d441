/**
 * Email notifications on a real Citus cluster (CITUS_DATABASE_URL, `../shared/citus/cluster.sh up`): two service
 * processes, as `npm start` runs them, read the outbox of an org whose rows are on a worker and send each message
 * once to a real SMTP server on loopback, the payment's with its receipt attached.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../src/db/orm.js';
import { Mailbox } from './helpers/mailbox.js';
import { serviceEnv, startService, type RunningService } from './helpers/process.js';

const citusUrl = process.env.CITUS_DATABASE_URL;

describe.skipIf(!citusUrl)('notifications on Citus', () => {
  const mailbox = new Mailbox();
  let services: RunningService[] = [];

  beforeAll(async () => {
    const orm = await openDatabase({ url: citusUrl!, poolMax: 2 });
    await migrate(orm);
    await orm.close();
    await mailbox.start();
    const env = serviceEnv(citusUrl!, { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_FROM: 'loyers@example.test' });
    services = await Promise.all([startService(env), startService(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(services.map(async (service) => {
      service.child.kill('SIGTERM');
      await service.exited;
    }));
    await mailbox.stop();
  });

  it('two processes send each message once, the receipt attached to the payment’s', async () => {
    const [a, b] = services as [RunningService, RunningService];
    const orgId = randomUUID();
    const tokenOf = async (roles: string[], userId = randomUUID()) =>
      ((await (await fetch(`${a.address}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orgId, roles, userId }) })).json()) as { access_token: string }).access_token;
    const owner = await tokenOf(['OWNER']);
    const manager = await tokenOf(['MANAGER']);
    const tenantUserId = randomUUID();
    // Each step through one process or the other.
    let turn = 0;
    const gql = async (token: string, query: string, variables: object = {}) => {
      const server = turn++ % 2 ? b : a;
      const answer = (await (await fetch(`${server.address}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      })).json()) as { data?: Record<string, { id: string }>; errors?: unknown };
      expect(answer.errors, query).toBeUndefined();
      return Object.values(answer.data!)[0]!.id;
    };
    const email = `citus-${orgId.slice(0, 8)}@example.test`;
    await gql(manager, 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }', { input: { name: 'Awa Citus', email, userId: tenantUserId } });
    const propertyId = await gql(owner, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', { input: { name: 'Sur les workers', type: 'HOUSE', city: 'Douala' } });
    const unitId = await gql(owner, 'mutation($propertyId: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $propertyId, input: $input) { id } }', { propertyId, input: { label: 'C1', rentAmount: 100_000, rentCurrency: 'XAF' } });
    const bookingId = await gql(manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
      input: { unitId, tenantUserId, startDate: '2026-01-01', endDate: '2027-01-01' },
    });
    await gql(manager, 'mutation($id: UUID!) { confirmBooking(id: $id) { id } }', { id: bookingId });
    const invoiceId = await gql(manager, 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }', {
      input: { bookingId, periodStart: '2026-01-01', periodEnd: '2026-02-01', dueDate: '2026-01-05', netAmount: 100_000, tvaBasisPoints: 1925 },
    });
    await gql(manager, 'mutation($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }', {
      invoiceId,
      input: { amount: 119_250, method: 'CASH', receivedOn: '2026-01-04' },
    });

    // Booking confirmed, invoice issued, payment received.
    for (const deadline = Date.now() + 60_000; mailbox.to(email).length < 3 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 200));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const received = mailbox.to(email);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(3);
    const payment = received.find((message) => message.attachments.length > 0);
    expect(payment?.attachments[0]?.contentType).toBe('application/pdf');
    expect(payment?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120_000);
});
