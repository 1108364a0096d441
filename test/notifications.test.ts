/**
 * Email notifications against a real SMTP server on loopback (smtp-server),
 * every message parsed back (mailparser): headers, language, links, the
 * receipt PDF's text; the server stopped and started again mid-run; a 5xx
 * refusal; unsubscribe links; two service processes; the sandbox's mail page.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { quickAddJob } from 'graphile-worker';
import type { ParsedMail } from 'mailparser';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { loadConfig } from '../src/server/config.js';
import { withinServiceScope } from '../src/services/context.js';
import { forgetOldNotifications, readEvents, writeDatedNotices } from '../src/services/people/notifications.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';
import { startInstance, type Instance } from './helpers/instance.js';
import { Mailbox } from './helpers/mailbox.js';
import { serviceEnv, startService, type RunningService } from './helpers/process.js';
import { until } from './helpers/until.js';

const CreatePersonDoc = graphql(`mutation TestNotifyCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);
const UpdatePersonDoc = graphql(`mutation TestNotifyUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }`);
const RecordDoc = graphql(`
  mutation TestNotifyRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }
`);
const PreferencesDoc = graphql(`
  query TestNotifyPreferences($id: UUID!) {
    person(id: $id) { notificationPreferences { emailOptedOut mutedKinds emailUndeliverable emailUndeliverableReason } }
  }
`);
const UpdatePreferencesDoc = graphql(`
  mutation TestNotifyUpdatePreferences($personId: UUID!, $input: NotificationPreferencesInput!) {
    updateNotificationPreferences(personId: $personId, input: $input) { notificationPreferences { emailOptedOut mutedKinds } }
  }
`);
const LogDoc = graphql(`
  query TestNotifyLog($personId: UUID) {
    notifications(personId: $personId, first: 100) { totalCount edges { node { kind status attempts email subject lastError sentAt nextAttemptAt } } }
  }
`);
const NotificationNodeDoc = graphql(`
  query TestNotifyNode($id: ID!) { node(id: $id) { __typename id ... on Notification { kind status personId email } } }
`);
const NotificationNodesDoc = graphql(`query TestNotifyNodes($ids: [ID!]!) { nodes(ids: $ids, nullIfMissing: true) { id } }`);
const PolicyDoc = graphql(`
  mutation TestNotifyPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { reminderDaysBeforeDue leaseEndingNoticeDays } }
`);

/** A header as sent (mailparser folds the List-* headers into one object). */
const headerLine = (message: ParsedMail, key: string) => message.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n\s+/g, ' ') ?? '';

const fold = (text: string) => text.replace(/\s+/g, ' ');

let mailbox: Mailbox;
let t: TestApp;
let manager: Caller;
let owner: Caller;
let propertyId: string;
let units = 0;

beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.start();
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    MAIL_FROM: 'Gestion Locative <loyers@example.test>',
    PUBLIC_BASE_URL: 'https://rent.example.test',
    NOTIFICATION_RETRY_BASE_MS: '300',
    WEBHOOK_POLL_MS: '50',
    SWEEP_INTERVAL_SECONDS: '0',
  });
  ({ manager, owner } = await t.cast());
  propertyId = await createProperty(t, owner, 'Résidence Bonapriso');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mailbox?.stop();
});

/** A person with an address, a tenant user, and a confirmed booking of a unit of their own. */
async function tenantWithBooking(name: string, email: string, language: 'FR' | 'EN' = 'FR', endDate = '2029-01-01') {
  const tenant = await t.caller(['TENANT'], { orgId: owner.orgId });
  const person = await t.graphql(CreatePersonDoc, { input: { name, email, language, userId: tenant.userId, city: 'Douala' } }, manager);
  const unitId = await createUnit(t, owner, propertyId, `Porte ${++units}`);
  const bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate });
  await bookingAction(t, manager, 'confirm', bookingId);
  return { tenant, personId: person.data!.createPerson.id, bookingId };
}

let month = 0;
const invoiceOf = (bookingId: string, netAmount = 1_250_000, dueDate?: string) => {
  const start = new Date(Date.UTC(2026, month, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2026, ++month, 1)).toISOString().slice(0, 10);
  return issueInvoice(t, manager, { bookingId, periodStart: start, periodEnd: end, dueDate: dueDate ?? start, netAmount, tvaBasisPoints: 1925 });
};

/** Waits until the notifications have read every event of the org so far. */
async function outboxRead() {
  const [counter] = await t.sql<{ last_id: string }>('select last_id::text as last_id from event_counter where org_id = $1', [owner.orgId]);
  await until(async () => (await t.sql('select 1 from notification_cursor where org_id = $1 and last_event_id >= $2', [owner.orgId, counter!.last_id])).length);
}

const logOf = async (personId: string) => (await t.graphql(LogDoc, { personId }, manager)).data!.notifications.edges.map((edge) => edge.node);

describe('emails through a real SMTP server', () => {
  it('payment received: French, with the receipt PDF attached (its text names the tenant and the amounts), and the unsubscribe headers', async () => {
    const { personId, bookingId } = await tenantWithBooking('Élodie Ngo <Nyemb>', 'elodie@example.test');
    const invoiceId = await invoiceOf(bookingId);
    await t.graphql(RecordDoc, { invoiceId, input: { amount: 1_490_625, method: 'MOBILE_MONEY', reference: 'OM-42', receivedOn: isoDay(0) } }, manager);

    const paid = await until(() => mailbox.to('elodie@example.test').find((message) => message.subject?.startsWith('Paiement reçu')));
    expect(paid.subject).toBe('Paiement reçu : 1\u00a0490\u00a0625\u00a0XAF');
    expect(paid.from!.value[0]).toEqual({ name: 'Gestion Locative', address: 'loyers@example.test' });
    expect(paid.to).toMatchObject({ value: [{ name: 'Élodie Ngo <Nyemb>', address: 'elodie@example.test' }] });
    expect(paid.headers.get('content-language')).toBe('fr');
    const link = /^List-Unsubscribe: <(https:\/\/rent\.example\.test\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(headerLine(paid, 'list-unsubscribe'))![1]!;
    expect(headerLine(paid, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(paid.messageId).toMatch(/^<[0-9a-f-]+\.[0-9a-f-]+@notifications\.rental>$/);
    expect(fold(paid.text!)).toContain('Bonjour Élodie Ngo <Nyemb>, Nous avons bien reçu votre paiement de 1 490 625 XAF pour Résidence Bonapriso, Porte 1.');
    expect(paid.text).toContain(link);
    // The HTML part escapes what people typed, and links the same page.
    expect(paid.html).toContain('Bonjour Élodie Ngo &lt;Nyemb&gt;,');
    expect(paid.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const [receipt] = paid.attachments;
    const number = Number((await t.sql<{ receipt_number: string }>('select receipt_number from invoice where id = $1', [invoiceId]))[0]!.receipt_number);
    expect(receipt).toMatchObject({ filename: `quittance-${number}.pdf`, contentType: 'application/pdf' });
    const { text } = await extractText(new Uint8Array(receipt!.content), { mergePages: true });
    for (const expected of ['Quittance de loyer', `N° ${number}`, 'Élodie Ngo <Nyemb>', 'Total TTC 1 490 625 XAF', 'Résidence Bonapriso', 'Porte 1']) {
      expect(fold(text)).toContain(expected);
    }
    // The booking's confirmation and the invoice came first, each once.
    await until(() => mailbox.to('elodie@example.test').length >= 3);
    expect(mailbox.to('elodie@example.test').map((message) => message.subject).sort()).toEqual([
      'Nouvelle facture de loyer : 1\u00a0490\u00a0625\u00a0XAF',
      'Paiement reçu : 1\u00a0490\u00a0625\u00a0XAF',
      'Réservation confirmée : Résidence Bonapriso, Porte 1',
    ]);
    expect((await logOf(personId)).map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['BOOKING_CONFIRMED', 'SENT', 1],
      ['INVOICE_ISSUED', 'SENT', 1],
      ['PAYMENT_RECEIVED', 'SENT', 1],
    ]);
  }, 60_000);

  it('writes to an English reader in English', async () => {
    const { bookingId } = await tenantWithBooking('John Tabi', 'john@example.test', 'EN');
    await invoiceOf(bookingId, 100_000);
    const issued = await until(() => mailbox.to('john@example.test').find((message) => message.subject?.startsWith('New rent invoice')));
    expect(issued.subject).toBe('New rent invoice: XAF\u00a0119,250');
    expect(issued.headers.get('content-language')).toBe('en');
    expect(fold(issued.text!)).toMatch(/^Hello John Tabi, An invoice of XAF 119,250 for Résidence Bonapriso, Porte \d+ \(period from 1 \w+ 2026\) is due by 1 \w+ 2026\./);
    expect(issued.text).toContain('Stop receiving these emails: https://rent.example.test/notifications/unsubscribe?token=');
  }, 60_000);

  it('the unsubscribe link: GET asks, POST (one-click) opts out, and no email follows; a forged link is refused', async () => {
    const { personId, bookingId } = await tenantWithBooking('Awa Fomba', 'awa@example.test');
    const confirmed = await until(() => mailbox.to('awa@example.test')[0]);
    const link = new URL(/<([^>]+)>/.exec(headerLine(confirmed, 'list-unsubscribe'))![1]!);
    const path = `${link.pathname}${link.search}`;

    const asked = await t.app.inject({ method: 'GET', url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asked.body).toContain('<form method="post"');
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}AAA`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(404);
    const done = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Awa Fomba');
    expect((await t.graphql(PreferencesDoc, { id: personId }, manager)).data!.person!.notificationPreferences.emailOptedOut).toBe(true);
    // Posted again (the link never expires): the same answer, and nothing written (the row's version stays).
    const version = async () => (await t.sql<{ xmin: string }>('select xmin::text from person where id = $1', [personId]))[0]!.xmin;
    const before = await version();
    for (let again = 0; again < 3; again++) {
      const repeated = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect([repeated.statusCode, repeated.body.includes('Awa Fomba')]).toEqual([200, true]);
    }
    expect(await version()).toBe(before);

    await invoiceOf(bookingId);
    // The outbox was read past the invoice's event, and it made no email.
    await outboxRead();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailbox.to('awa@example.test')).toHaveLength(1);
    expect((await logOf(personId)).map((row) => row.kind)).toEqual(['BOOKING_CONFIRMED']);

    // Opting in again (their own choice) brings emails back, but not of a muted kind.
    const tenantOf = (await t.sql<{ user_id: string }>('select user_id from person where id = $1', [personId]))[0]!.user_id;
    const self = await t.caller(['TENANT'], { orgId: owner.orgId, userId: tenantOf });
    const changed = await t.graphql(UpdatePreferencesDoc, { personId, input: { emailOptedOut: false, mutedKinds: ['INVOICE_ISSUED'] } }, self);
    expect(changed.data!.updateNotificationPreferences.notificationPreferences).toEqual({ emailOptedOut: false, mutedKinds: ['INVOICE_ISSUED'] });
    const other = await t.caller(['TENANT'], { orgId: owner.orgId });
    expect((await t.graphql(UpdatePreferencesDoc, { personId, input: { emailOptedOut: true } }, other)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await invoiceOf(bookingId);
    await outboxRead();
    // A tenant reads their own log, not another's: still the one email, the new invoice's kind being muted.
    expect((await t.graphql(LogDoc, { personId: null }, self)).data!.notifications.totalCount).toBe(1);
    expect((await t.graphql(LogDoc, { personId }, other)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Someone the directory does not know reads their own log: empty, not forbidden.
    expect(await t.graphql(LogDoc, { personId: null }, other)).toMatchObject({ data: { notifications: { totalCount: 0, edges: [] } } });
  }, 60_000);

  it('a permanent refusal (550) fails the email and marks the address undeliverable: nothing more is sent to it', async () => {
    mailbox.refused.add('gone@example.test');
    const { personId, bookingId } = await tenantWithBooking('Paul Gone', 'gone@example.test');
    await until(async () => (await logOf(personId)).find((row) => row.status === 'FAILED'));
    const [failed] = await logOf(personId);
    expect(failed).toMatchObject({ kind: 'BOOKING_CONFIRMED', status: 'FAILED', attempts: 1, email: 'gone@example.test', sentAt: null });
    expect(failed!.lastError).toContain('550');
    const preferences = (await t.graphql(PreferencesDoc, { id: personId }, manager)).data!.person!.notificationPreferences;
    expect(preferences).toMatchObject({ emailUndeliverable: true, emailOptedOut: false });
    expect(preferences.emailUndeliverableReason).toContain('No such mailbox');

    await invoiceOf(bookingId);
    await outboxRead();
    expect(await logOf(personId)).toHaveLength(1);
    // A new address is tried again.
    await t.graphql(UpdatePersonDoc, { id: personId, input: { email: 'paul@example.test' } }, manager);
    expect((await t.graphql(PreferencesDoc, { id: personId }, manager)).data!.person!.notificationPreferences.emailUndeliverable).toBe(false);
  }, 60_000);

  it('the mail server down: retried with backoff, delivered once it is back, nothing lost, nothing twice', async () => {
    await mailbox.stop();
    const { personId, bookingId } = await tenantWithBooking('Chantal Biya', 'chantal@example.test');
    await invoiceOf(bookingId);
    // Both emails have failed at least twice against the closed port.
    await until(async () => {
      const rows = await logOf(personId);
      return rows.length === 2 && rows.every((row) => row.status === 'PENDING' && row.attempts >= 2 && row.lastError);
    });
    await mailbox.start();
    await until(async () => (await logOf(personId)).every((row) => row.status === 'SENT'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const received = mailbox.to('chantal@example.test');
    expect(received.map((message) => message.subject?.split(' :')[0]).sort()).toEqual(['Nouvelle facture de loyer', 'Réservation confirmée']);
    expect(new Set(received.map((message) => message.messageId)).size).toBe(2);
  }, 90_000);

  it('dated notices: a reminder N days before the due date and a lease ending in N days, each once however often the job runs', async () => {
    expect((await t.graphql(PolicyDoc, { input: { reminderDaysBeforeDue: 5, leaseEndingNoticeDays: 20 } }, manager)).data!.updateBillingPolicy).toEqual({
      reminderDaysBeforeDue: 5,
      leaseEndingNoticeDays: 20,
    });
    const { personId, bookingId } = await tenantWithBooking('Rose Eyenga', 'rose@example.test', 'FR', isoDay(10));
    await invoiceOf(bookingId, 50_000, isoDay(3));
    await until(() => mailbox.to('rose@example.test').length >= 2);
    for (let run = 0; run < 2; run += 1) await quickAddJob({ connectionString: t.databaseUrl }, 'notify_dates', { orgId: owner.orgId }, { jobKey: `notify_dates:${owner.orgId}` });
    await until(() => mailbox.to('rose@example.test').length >= 4);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const subjects = mailbox.to('rose@example.test').map((message) => fold(message.subject!));
    expect(subjects).toHaveLength(4);
    expect(subjects).toContain(`Rappel : 59 625 XAF à régler le ${new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay(3)}T00:00:00Z`)).replace(/^1 /, '1er ')}`);
    expect(subjects.some((subject) => subject.startsWith('Votre bail se termine le'))).toBe(true);
    expect((await logOf(personId)).map((row) => row.kind).sort()).toEqual(['BOOKING_CONFIRMED', 'DUE_REMINDER', 'INVOICE_ISSUED', 'LEASE_ENDING']);
  }, 60_000);

  it('a notification is a Node: node(id:) finds it for managers and its own person, null (NOT_FOUND) for anyone else', async () => {
    const { tenant, personId } = await tenantWithBooking('Noé Ndzana', 'noe@example.test');
    await until(async () => (await logOf(personId)).some((row) => row.status === 'SENT'));
    const [row] = await t.sql<{ id: string }>('select id from notification where person_id = $1', [personId]);
    const expected = { __typename: 'Notification', id: row!.id, kind: 'BOOKING_CONFIRMED', status: 'SENT', personId, email: 'noe@example.test' };
    for (const reader of [manager, tenant]) {
      const found = await t.graphql(NotificationNodeDoc, { id: row!.id.toUpperCase() }, reader);
      expect(found.errors).toBeUndefined();
      expect(found.data!.node).toEqual(expected);
    }
    const otherTenant = await t.caller(['TENANT'], { orgId: owner.orgId });
    const outsider = await t.caller(['MANAGER'], { orgId: randomUUID() });
    for (const reader of [otherTenant, owner, outsider]) {
      const hidden = await t.graphql(NotificationNodeDoc, { id: row!.id }, reader);
      expect(hidden.data!.node).toBeNull();
      expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await t.graphql(NotificationNodesDoc, { ids: [row!.id] }, otherTenant)).data!.nodes).toEqual([null]);
  }, 60_000);

  it('production without SMTP_URL sends none; with it, it needs MAIL_FROM', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_JWKS_URL: 'https://id.example.test/jwks',
      AUTH_ISSUER: 'https://id.example.test',
      AUTH_AUDIENCE: 'rental',
      DATABASE_URL: 'postgres://rental@db.example.test/rental',
      UPLOAD_SIGNING_KEY: 'u'.repeat(32),
      CURSOR_SIGNING_KEY: 'c'.repeat(32),
    };
    expect(loadConfig(production).notifications.enabled).toBe(false);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.test:587' })).toThrow('SMTP_URL needs MAIL_FROM');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.test:587', MAIL_FROM: 'loyers@example.test' }).notifications).toMatchObject({
      enabled: true,
      smtpUrl: 'smtp://mail.example.test:587',
    });
    expect(() => loadConfig({ ...production, SMTP_URL: 'https://mail.example.test' })).toThrow('SMTP_URL');
  });

  it('outside a sandbox without SMTP_URL there is no mail page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail' })).statusCode).toBe(404);
  });
});

describe('two service processes', () => {
  let data: TestApp;
  let services: RunningService[] = [];
  afterAll(async () => {
    await Promise.all(services.map(async (service) => {
      service.child.kill('SIGTERM');
      await service.exited;
    }));
    await data?.close();
  });

  it('send each message once', async () => {
    // A database of its own, written through a service that sends nothing; the two processes send.
    data = await startTestApp({ NOTIFICATIONS_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0' });
    const env = serviceEnv(data.databaseUrl, { WEBHOOK_POLL_MS: '50', SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, MAIL_FROM: 'loyers@example.test' });
    services = await Promise.all([startService(env), startService(env)]);
    const { owner: landlord, manager: agent } = await data.cast();
    const property = await createProperty(data, landlord);
    const addresses: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const tenant = await data.caller(['TENANT'], { orgId: landlord.orgId });
      const email = `pair-${index}@example.test`;
      addresses.push(email);
      await data.graphql(CreatePersonDoc, { input: { name: `Locataire ${index}`, email, userId: tenant.userId } }, agent);
      const unitId = await createUnit(data, landlord, property, `P${index}`);
      const bookingId = await createBooking(data, agent, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2027-01-01' });
      await bookingAction(data, agent, 'confirm', bookingId);
      for (let period = 0; period < 3; period += 1) {
        const start = `2026-0${period + 1}-01`;
        await issueInvoice(data, agent, { bookingId, periodStart: start, periodEnd: `2026-0${period + 2}-01`, dueDate: start });
      }
    }
    // 6 confirmations and 18 invoices.
    const received = () => mailbox.messages.filter((message) => addresses.includes((message.to as { value: { address: string }[] }).value[0]!.address));
    await until(() => received().length >= 24, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(received()).toHaveLength(24);
    expect(new Set(received().map((message) => message.messageId)).size).toBe(24);
    expect(await data.sql(`select status, count(*)::int as count from notification group by status`)).toEqual([{ status: 'SENT', count: 24 }]);
  }, 120_000);
});

/**
 * A mail server that never falls silent and never answers: each RCPT gets a continuation line ("250-") every 200 ms,
 * never the last line. The transport's timeouts measure silence only.
 */
function tricklingMailServer() {
  const sockets = new Set<Socket>();
  let closedByClient = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    let trickle: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      clearInterval(trickle);
      sockets.delete(socket);
      closedByClient += 1;
    });
    socket.on('error', () => undefined);
    socket.write('220 trickle ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('EHLO')) socket.write('250-trickle\r\n250 8BITMIME\r\n');
        else if (command.startsWith('RCPT')) trickle = setInterval(() => socket.write('250-still checking the recipient\r\n'), 200);
        else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return {
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
    open: () => sockets.size,
    closedByClient: () => closedByClient,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('a mail server that trickles its answer', () => {
  let data: TestApp;
  const server = tricklingMailServer();
  afterAll(async () => {
    await data?.close();
    await server.stop();
  });

  it('a send ends at SMTP_SEND_TIMEOUT_MS however the server paces it: aborted, its connection closed, the email tried again, its lease never outlived', async () => {
    const port = await server.start();
    data = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'loyers@example.test', SMTP_SEND_TIMEOUT_MS: '1000', NOTIFICATION_RETRY_BASE_MS: '200', WEBHOOK_POLL_MS: '50', SWEEP_INTERVAL_SECONDS: '0' });
    const { owner: landlord, manager: agent } = await data.cast();
    const tenant = await data.caller(['TENANT'], { orgId: landlord.orgId });
    await data.graphql(CreatePersonDoc, { input: { name: 'Lente', email: 'lente@example.test', userId: tenant.userId } }, agent);
    const unitId = await createUnit(data, landlord, await createProperty(data, landlord));
    const bookingId = await createBooking(data, agent, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
    await bookingAction(data, agent, 'confirm', bookingId);
    type Row = { status: string; attempts: number; last_error: string | null; locked_until: Date | null };
    const started = Date.now();
    // Two attempts, each aborted after its second: well within one lease (the send's time and a margin of 20 s).
    const [row] = await until(async () => {
      const rows = await data.sql<Row>('select status, attempts, last_error, locked_until from notification');
      return rows.length === 1 && rows[0]!.attempts >= 2 && rows[0]!.locked_until === null ? rows : null;
    }, 15_000);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(row).toMatchObject({ status: 'PENDING' });
    expect(row!.last_error).toMatch(/abort/i);
    // Each aborted send closed its connection; at most the one being tried now is open.
    expect(server.closedByClient()).toBeGreaterThanOrEqual(1);
    expect(server.open()).toBeLessThanOrEqual(1);
  }, 60_000);
});

describe("the org's hourly limit, under a burst", () => {
  let data: TestApp;
  let slow: Mailbox;
  const instances: Instance[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await data?.close();
    await slow?.stop();
  });

  it('15 emails due at once, two processes, a slow mail server: never more sent or being sent than the limit, the org\'s sends deferred to when the first leaves the hour', async () => {
    const limit = 4;
    slow = new Mailbox();
    slow.delayMs = 700;
    await slow.start();
    // Written while nothing sends: the emails are all due when the two processes start.
    data = await startTestApp({ NOTIFICATIONS_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0' });
    const { owner: landlord, manager: agent } = await data.cast();
    const tenant = await data.caller(['TENANT'], { orgId: landlord.orgId });
    await data.graphql(CreatePersonDoc, { input: { name: 'Rafale', email: 'burst@example.test', userId: tenant.userId } }, agent);
    const unitId = await createUnit(data, landlord, await createProperty(data, landlord));
    const bookingId = await createBooking(data, agent, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
    await bookingAction(data, agent, 'confirm', bookingId);
    for (let period = 0; period < 14; period += 1) {
      const start = new Date(Date.UTC(2026, period, 1)).toISOString().slice(0, 10);
      const end = new Date(Date.UTC(2026, period + 1, 1)).toISOString().slice(0, 10);
      await issueInvoice(data, agent, { bookingId, periodStart: start, periodEnd: end, dueDate: start });
    }
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${slow.port}`,
      MAIL_FROM: 'loyers@example.test',
      NOTIFICATIONS_PER_ORG_PER_HOUR: String(limit),
      JOB_CONCURRENCY: '10',
      WEBHOOK_POLL_MS: '50',
    };
    instances.push(...(await Promise.all([startInstance(data.databaseUrl, env), startInstance(data.databaseUrl, env)])));

    type Row = { status: string; locked_until: Date | null; next_attempt_at: Date; sent_at: Date | null };
    const rows = await until(async () => {
      const found = await data.sql<Row>('select status, locked_until, next_attempt_at, sent_at from notification');
      const settled = found.length === 15 && found.every((row) => row.status === 'SENT' || (row.status === 'PENDING' && row.locked_until === null));
      const held = await data.sql('select 1 from notification_cursor where org_id = $1 and sends_resume_at > now()', [landlord.orgId]);
      return settled && held.length ? found : null;
    }, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(slow.messages).toHaveLength(limit);
    // Read again once settled: a job that found the hour full may have written its row's time after the first read.
    rows.splice(0, rows.length, ...(await data.sql<Row>('select status, locked_until, next_attempt_at, sent_at from notification')));
    const sent = rows.filter((row) => row.status === 'SENT').map((row) => new Date(row.sent_at!).getTime());
    expect(sent).toHaveLength(limit);
    // The org's sends wait until the hour's first send leaves the window (a send under way counting as sent when
    // claimed); the rows whose jobs found the hour full show that time, the others wait due, without jobs.
    const [{ resume_at: resumeAt }] = (await data.sql<{ resume_at: Date }>('select sends_resume_at as resume_at from notification_cursor where org_id = $1', [landlord.orgId])) as [{ resume_at: Date }];
    expect(new Date(resumeAt).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(new Date(resumeAt).getTime()).toBeLessThanOrEqual(Math.max(...sent) + 3_600_000);
    const waiting = rows.filter((one) => one.status === 'PENDING');
    expect(waiting.some((row) => new Date(row.next_attempt_at).getTime() === new Date(resumeAt).getTime())).toBe(true);
    for (const row of waiting) expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(new Date(resumeAt).getTime());
  }, 120_000);
});

describe('a backlog of events', () => {
  let quiet: TestApp;
  afterAll(() => quiet?.close());

  it('more than one job reads (500) is read whole, in the order written: an email for every event', async () => {
    // Nothing sends here: the reads are this test's own. 600 events wait unread (notifications were off, the process
    // down, a month billed at once): read in the order of their ids' text ('1', '10', '100', ...), the first job's 500
    // would not be the first 500, and those it left out below its last would never be read.
    quiet = await startTestApp({ NOTIFICATIONS_ENABLED: 'false', SWEEP_INTERVAL_SECONDS: '0' });
    const orgId = randomUUID();
    const userId = randomUUID();
    const agent = await quiet.caller(['MANAGER'], { orgId });
    await quiet.graphql(CreatePersonDoc, { input: { name: 'Arriéré', email: 'arriere@example.test', userId } }, agent);
    const [counter] = await quiet.sql<{ last_id: string }>('select coalesce(max(last_id), 0)::text as last_id from event_counter where org_id = $1', [orgId]);
    const from = Number(counter!.last_id);
    await quiet.sql(
      `insert into event (org_id, id, type, subject_id, user_id, data)
       select $1, $2::bigint + n, 'booking.confirmed', gen_random_uuid(), $3, '{}' from generate_series(1, 600) n`,
      [orgId, from, userId],
    );
    await quiet.sql(
      'insert into event_counter (org_id, last_id) values ($1, $2) on conflict (org_id) do update set last_id = excluded.last_id',
      [orgId, from + 600],
    );
    const reads: number[] = [];
    for (let more = true; more; ) {
      const read = await readEvents(quiet.orm, orgId);
      reads.push(read.made.length);
      more = read.more;
    }
    expect(reads).toEqual([500, 100]);
    const [made] = await quiet.sql<{ count: number; first: string; last: string }>(
      `select count(*)::int as count, min(event_id)::text as first, max(event_id)::text as last from notification where org_id = $1`,
      [orgId],
    );
    expect(made).toEqual({ count: 600, first: String(from + 1), last: String(from + 600) });
  }, 60_000);
});

describe("the delivery log's retention", () => {
  let kept: TestApp;
  afterAll(() => kept?.close());

  it('the sweep forgets finished rows older than NOTIFICATION_RETENTION_DAYS, per org, in bounded jobs; pending ones and dated notices still ahead stay, so none is sent twice', async () => {
    // A sweep a day (it runs once at start); the test asks for the next one itself.
    kept = await startTestApp({ WEBHOOK_POLL_MS: '50', SWEEP_INTERVAL_SECONDS: '86400', NOTIFICATION_RETENTION_DAYS: '30' });
    const { owner: landlord, manager: agent } = await kept.cast();
    const orgId = landlord.orgId;
    await kept.graphql(PolicyDoc, { input: { leaseEndingNoticeDays: 60 } }, agent);
    const tenant = await kept.caller(['TENANT'], { orgId });
    const personId = (await kept.graphql(CreatePersonDoc, { input: { name: 'Ancien', email: 'ancien@example.test', userId: tenant.userId } }, agent)).data!.createPerson.id;
    const unitId = await createUnit(kept, landlord, await createProperty(kept, landlord));
    const bookingId = await createBooking(kept, agent, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: isoDay(50) });
    await bookingAction(kept, agent, 'confirm', bookingId);
    await quickAddJob({ connectionString: kept.databaseUrl }, 'notify_dates', { orgId }, { jobKey: `notify_dates:${orgId}` });
    // Sent (kept, in this sandbox): the booking's confirmation and the notice of its end, 50 days ahead.
    await until(async () => (await kept.sql(`select 1 from notification where org_id = $1 and status = 'SENT'`, [orgId])).length === 2);
    await kept.sql(`update notification set created_at = now() - interval '40 days', sent_at = now() - interval '40 days' where org_id = $1`, [orgId]);
    const [notice] = await kept.sql<{ id: string }>(`select id from notification where org_id = $1 and kind = 'LEASE_ENDING'`, [orgId]);

    const insert = (org: string, person: string, count: number, age: string, extra: { status?: string; occasion?: string } = {}) =>
      kept.sql(
        `insert into notification (org_id, id, person_id, kind, occasion, event_id, subject_id, status, attempts, created_at, sent_at, email, subject)
         select $1, gen_random_uuid(), $2, 'INVOICE_ISSUED', coalesce($5, 'event:' || (1000000 + n)), case when $5::text is null then 1000000 + n end,
                gen_random_uuid(), coalesce($4, (array['SENT', 'FAILED', 'SKIPPED'])[1 + n % 3]), 1, now() - $6::interval,
                case when coalesce($4, (array['SENT', 'FAILED', 'SKIPPED'])[1 + n % 3]) = 'SENT' then now() - $6::interval end, 'ancien@example.test', 'Ancien'
           from generate_series(1, $3::int) n`,
        [org, person, count, extra.status ?? null, extra.occasion ?? null, age],
      );
    // More than two jobs' worth (ROWS_PER_JOB, 500) of finished rows of every status, 40 days old.
    await insert(orgId, personId, 1100, '40 days');
    // Kept: a row still pending however old, one 20 days old.
    await insert(orgId, personId, 1, '400 days', { status: 'PENDING', occasion: 'pending' });
    await insert(orgId, personId, 1, '20 days', { status: 'SENT', occasion: 'recent' });
    // Forgotten: a dated notice whose date is past the cutoff too.
    await insert(orgId, personId, 1, '45 days', { status: 'SENT', occasion: `${randomUUID()}:${isoDay(-35)}` });
    // Another org's old rows go too (its own job).
    const other = await kept.caller(['MANAGER'], { orgId: randomUUID() });
    const otherPerson = (await kept.graphql(CreatePersonDoc, { input: { name: 'Ailleurs', email: 'ailleurs@example.test', userId: randomUUID() } }, other)).data!.createPerson.id;
    await insert(other.orgId, otherPerson, 3, '31 days');
    // One statement forgets at most its limit (a job's is ROWS_PER_JOB): 2 of the 3, then the sweep's job the last.
    expect(await withinServiceScope(kept.orm.em.fork(), (em) => forgetOldNotifications(em, other.orgId, 30, new Date(), 2))).toBe(2);
    expect(await kept.sql('select 1 from notification where org_id = $1', [other.orgId])).toHaveLength(1);

    await quickAddJob({ connectionString: kept.databaseUrl }, 'sweep', {}, { jobKey: 'sweep', maxAttempts: 1 });
    const left = async () =>
      kept.sql<{ id: string; org_id: string; kind: string; occasion: string; status: string }>('select id, org_id, kind, occasion, status from notification order by occasion');
    const rows = await until(async () => {
      const found = await left();
      return found.length === 3 ? found : null;
    }, 60_000);
    expect(rows).toEqual([
      { id: notice!.id, org_id: orgId, kind: 'LEASE_ENDING', occasion: `${bookingId}:${isoDay(50)}`, status: 'SENT' },
      expect.objectContaining({ org_id: orgId, kind: 'INVOICE_ISSUED', occasion: 'pending', status: 'PENDING' }),
      expect.objectContaining({ org_id: orgId, kind: 'INVOICE_ISSUED', occasion: 'recent', status: 'SENT' }),
    ]);
    // The notice of the lease's end, 40 days old but for a date still ahead, was kept (the same row, the sweep's
    // notify_dates wrote no second one), and the next sweep writes none either.
    expect(await writeDatedNotices(kept.orm, orgId, 'UTC', new Date(), { limit: 500 })).toEqual({ made: [], next: null });
  }, 90_000);
});

describe('the sandbox without SMTP_URL', () => {
  let sandbox: TestApp;
  afterAll(() => sandbox?.close());

  it('keeps the messages on a local page, within the org\'s hourly limit (the rest deferred, not dropped)', async () => {
    sandbox = await startTestApp({ WEBHOOK_POLL_MS: '50', SWEEP_INTERVAL_SECONDS: '0', NOTIFICATIONS_PER_ORG_PER_HOUR: '2' });
    const { owner: landlord, manager: agent } = await sandbox.cast();
    const tenant = await sandbox.caller(['TENANT'], { orgId: landlord.orgId });
    await sandbox.graphql(CreatePersonDoc, { input: { name: 'Brice <Nlend>', email: 'brice@example.test', userId: tenant.userId } }, agent);
    const unitId = await createUnit(sandbox, landlord, await createProperty(sandbox, landlord));
    const bookingId = await createBooking(sandbox, agent, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2027-01-01' });
    await bookingAction(sandbox, agent, 'confirm', bookingId);
    for (const start of ['2026-01-01', '2026-02-01']) {
      await issueInvoice(sandbox, agent, { bookingId, periodStart: start, periodEnd: start.replace(/-0(\d)-/, (_, m: string) => `-0${Number(m) + 1}-`), dueDate: start });
    }
    const rows = await until(async () => {
      const found = await sandbox.sql<{ id: string; status: string; subject: string | null; next_attempt_at: Date }>('select id, status, subject, next_attempt_at from notification order by id');
      const settled = found.length === 3 && found.filter((row) => row.status === 'SENT').length === 2;
      // The third's job ran once a send ended (two at once per org) and found the hour full.
      return settled && found.some((row) => row.status === 'PENDING' && new Date(row.next_attempt_at).getTime() > Date.now()) ? found : null;
    });
    // The third waits for the hour's first send to leave the window.
    const waiting = rows.find((row) => row.status === 'PENDING')!;
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    const list = await sandbox.app.inject({ method: 'GET', url: '/sandbox/mail' });
    expect(list.statusCode).toBe(200);
    // Which two went first is the jobs' race; both are listed, with what the sandbox tenant would read.
    for (const sent of rows.filter((row) => row.status === 'SENT')) expect(list.body).toContain(`>${sent.subject}</a>`);
    expect(list.body).toContain('Brice &lt;Nlend&gt; &lt;brice@example.test&gt;');
    const id = /href="\/sandbox\/mail\/([0-9a-f-]+)"/.exec(list.body)![1]!;
    const message = await sandbox.app.inject({ method: 'GET', url: `/sandbox/mail/${id}` });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('Bonjour Brice &lt;Nlend&gt;,');
    const part = await sandbox.app.inject({ method: 'GET', url: `/sandbox/mail/${id}/html` });
    expect(part.body).toContain('<p>Bonjour Brice &lt;Nlend&gt;,</p>');
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/mail/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  }, 60_000);
});
