/**
 * `npm run bench:notifications`: how fast the service sends email (docs/notifications.md, "Measured").
 *
 * A mail server on loopback (smtp-server, in this process) takes every message and notes when its
 * last byte arrived. The service runs as `npm start` runs it, in a process of its own, a sandbox on
 * a fresh database (DATABASE_URL's server, or an embedded PostgreSQL), with SMTP_URL pointing at the
 * mail server and the org's hourly limit out of the way.
 * 1. Throughput: TENANTS people, each with a confirmed booking and INVOICES issued invoices, are
 *    written through a first service process that sends nothing; a second one, which sends, then
 *    starts and finds them all due (TENANTS x (1 + INVOICES) emails). Emails a second = the emails
 *    after the first / the time from the first's arrival to the last's.
 * 2. Latency: one invoice of each tenant paid in full (recordPayment over GraphQL), one at a time:
 *    from sending the request to the payment-received email (with its receipt PDF) arriving; median,
 *    90th percentile and maximum.
 *
 * Settings: BENCH_NOTIFICATIONS_TENANTS (20, also the payments timed), BENCH_NOTIFICATIONS_INVOICES
 * (24 per tenant), JOB_CONCURRENCY (the service's, 5 by default).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrate, openDatabase } from '../src/db/orm.js';
import { freshDatabase } from './fresh-database.js';
import { sandboxToken, startServiceProcess, stopProcesses } from './service-process.js';

const tenants = Number(process.env.BENCH_NOTIFICATIONS_TENANTS ?? 20);
const invoicesEach = Number(process.env.BENCH_NOTIFICATIONS_INVOICES ?? 24);
/** The value at percentile `p` of ascending `sorted` (nearest rank), as bench/events.ts takes it. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const log = (message: string) => process.stderr.write(`[${Math.round(performance.now() / 1000)} s] ${message}\n`);

/** Each message the mail server took: to whom, and when its last byte arrived. */
const arrivals: { to: string; at: number }[] = [];
const waiting = new Map<string, () => void>();
const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (stream, session, callback) => {
    stream.on('data', () => {});
    stream.on('end', () => {
      const at = performance.now();
      for (const recipient of session.envelope.rcptTo) {
        arrivals.push({ to: recipient.address, at });
        waiting.get(recipient.address)?.();
      }
      callback();
    });
  },
});
await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
const smtpPort = (mailServer.server.address() as AddressInfo).port;

const database = await freshDatabase('rental_notifications', process.env.DATABASE_URL);
const key = randomBytes(32).toString('hex');
const orgId = randomUUID();
const results: Record<string, unknown> = { tenants, invoicesPerTenant: invoicesEach, jobConcurrency: Number(process.env.JOB_CONCURRENCY ?? 5) };

const graphql = async (base: string, token: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: Record<string, { id: string; grossAmount?: number }>; errors?: { message: string }[] };
  if (body.errors || !body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
};
/** The notifications' states, to say why emails are missing. */
async function notificationStates(): Promise<string> {
  const orm = await openDatabase({ url: database.url, poolMax: 1 });
  try {
    const rows = await orm.em.getConnection().execute(
      `select status, attempts, left(last_error, 200) as error, count(*)::int as count from notification group by 1, 2, 3 order by 4 desc`,
    );
    return JSON.stringify(rows);
  } finally {
    await orm.close();
  }
}
const monthStart = (month: number) => new Date(Date.UTC(2026, month, 1)).toISOString().slice(0, 10);

try {
  const orm = await openDatabase({ url: database.url, poolMax: 2 });
  await migrate(orm);
  await orm.close();

  // The data, written through a service that sends nothing: every email is due when the sender starts.
  log(`writing ${tenants} tenants with ${invoicesEach} invoices each`);
  const writer = await startServiceProcess(database.url, key, { SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
  const manager = await sandboxToken(writer.base, orgId, ['OWNER', 'MANAGER'], randomUUID());
  const { createProperty } = await graphql(writer.base, manager, 'mutation { createProperty(input: { name: "Résidence Bench", type: APARTMENT, city: "Douala" }) { id } }');
  const toPay = await Promise.all(
    Array.from({ length: tenants }, async (_, index) => {
      const userId = randomUUID();
      await graphql(writer.base, manager, 'mutation($input: CreatePersonInput!) { createPerson(input: $input) { id } }', {
        input: { name: `Locataire ${index}`, email: `tenant-${index}@bench.test`, userId },
      });
      const { createUnit } = await graphql(writer.base, manager, 'mutation($id: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $id, input: $input) { id } }', {
        id: createProperty!.id,
        input: { label: `B${index}`, rentAmount: 150_000, rentCurrency: 'XAF' },
      });
      const { createBooking } = await graphql(writer.base, manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
        input: { unitId: createUnit!.id, tenantUserId: userId, startDate: monthStart(0), endDate: monthStart(invoicesEach + 1) },
      });
      await graphql(writer.base, manager, 'mutation($id: UUID!) { confirmBooking(id: $id) { id } }', { id: createBooking!.id });
      const invoices: { id: string; grossAmount: number }[] = [];
      for (let month = 0; month < invoicesEach; month += 1) {
        const { issueInvoice } = await graphql(writer.base, manager, 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id grossAmount } }', {
          input: { bookingId: createBooking!.id, periodStart: monthStart(month), periodEnd: monthStart(month + 1), dueDate: monthStart(month) },
        });
        invoices.push(issueInvoice as { id: string; grossAmount: number });
      }
      return { to: `tenant-${index}@bench.test`, invoice: invoices[0]! };
    }),
  );
  await writer.stop();

  // 1. Throughput: the sender starts with every email due.
  const expected = tenants * (1 + invoicesEach);
  log(`starting the sender: ${expected} emails due`);
  const sender = await startServiceProcess(database.url, key, {
    SWEEP_INTERVAL_SECONDS: '0',
    WEBHOOK_DELIVERY_ENABLED: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Bench <loyers@bench.test>',
    NOTIFICATIONS_PER_ORG_PER_HOUR: '1000000',
    ...(process.env.JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY } : {}),
  });
  const ready = performance.now();
  const deadline = Date.now() + 60_000;
  while (arrivals.length < expected) {
    if (Date.now() > deadline) throw new Error(`${arrivals.length} of ${expected} emails arrived in 60 s: ${await notificationStates()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const first = arrivals[0]!.at;
  const last = arrivals[expected - 1]!.at;
  results.throughput = {
    emails: expected,
    emailsPerSecond: Math.round(((expected - 1) / ((last - first) / 1000)) * 10) / 10,
    firstAfterReadyMs: Math.round(first - ready),
    lastAfterReadyMs: Math.round(last - ready),
  };
  log(`throughput: ${JSON.stringify(results.throughput)}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (arrivals.length !== expected) throw new Error(`${arrivals.length} emails arrived, ${expected} expected`);

  // 2. Latency: one payment at a time, from the request to its email's arrival.
  const token = await sandboxToken(sender.base, orgId, ['MANAGER'], randomUUID());
  const receivedOn = new Date().toISOString().slice(0, 10);
  const latencies: number[] = [];
  for (const { to, invoice } of toPay) {
    const arrived = new Promise<void>((resolve) => waiting.set(to, resolve));
    const sent = performance.now();
    await graphql(sender.base, token, 'mutation($id: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $id, input: $input) { id } }', {
      id: invoice.id,
      input: { amount: invoice.grossAmount, method: 'MOBILE_MONEY', reference: `BENCH-${invoice.id.slice(0, 8)}`, receivedOn },
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([arrived, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no email to ${to} within 30 s`)), 30_000)))]);
    clearTimeout(timer);
    latencies.push(arrivals.at(-1)!.at - sent);
    waiting.delete(to);
  }
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value * 10) / 10;
  results.paymentToEmail = { payments: sorted.length, medianMs: ms(percentile(sorted, 50)), p90Ms: ms(percentile(sorted, 90)), maxMs: ms(sorted.at(-1)!) };
  log(`payment to email: ${JSON.stringify(results.paymentToEmail)}`);
  await sender.stop();
} finally {
  await stopProcesses();
  await new Promise<void>((resolve) => mailServer.close(() => resolve()));
  await database.close();
}

console.log(JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2));
