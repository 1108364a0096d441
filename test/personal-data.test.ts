/**
 * A person's own data (docs/people.md, "Personal data"): ADMIN exports
 * everything the org holds about someone, and erases them, keeping the
 * financial records under a pseudonym. Through GraphQL and REST, against
 * real PostgreSQL, with the notification jobs running (a sandbox without
 * SMTP_URL keeps its messages in their rows).
 */
import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePersonInput } from '../src/generated/graphql.js';
import { STATEMENT_MAX_LINES } from '../src/domain/rent/reports.js';
import { graphql } from '../src/generated/index.js';
import { pseudonymOf } from '../src/domain/people/personal-data.js';
import { mayReadEvent, type StoredEvent } from '../src/services/events/events.js';
import { unsubscribeKeyOf, unsubscribeToken } from '../src/services/people/notifications.js';
import { expectProblem, SANDBOX_KEY, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, issueInvoice, submittedProof } from './helpers/fixtures.js';
import { until } from './helpers/until.js';

const CreatePersonDoc = graphql(`mutation TestPdCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);
const UpdatePersonDoc = graphql(`mutation TestPdUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }`);
const PreferencesDoc = graphql(`
  mutation TestPdPreferences($personId: UUID!, $input: NotificationPreferencesInput!) {
    updateNotificationPreferences(personId: $personId, input: $input) { id }
  }
`);
const ExportDoc = graphql(`mutation TestPdExport($id: UUID!) { exportPerson(id: $id) { exportedAt document } }`);
const EraseDoc = graphql(`
  mutation TestPdErase($id: UUID!) {
    erasePerson(id: $id) { id userId name email phone addressLine quartier city province language erasedAt notificationPreferences { emailOptedOut mutedKinds } }
  }
`);
const RecordPaymentDoc = graphql(`
  mutation TestPdRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }
`);
const OpenRequestDoc = graphql(`mutation TestPdOpenRequest($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }`);
const AcceptRequestDoc = graphql(`mutation TestPdAcceptRequest($id: UUID!) { acceptMaintenanceRequest(id: $id) { id } }`);
const ScheduleRequestDoc = graphql(`
  mutation TestPdScheduleRequest($id: UUID!, $input: ScheduleMaintenanceInput!) { scheduleMaintenanceRequest(id: $id, input: $input) { id vendorName } }
`);
const CommentDoc = graphql(`mutation TestPdComment($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }`);
const RentRollDoc = graphql(`query TestPdRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { lines { bookingId tenantUserId tenantName } } }`);
const TenantStatementDoc = graphql(`
  query TestPdTenantStatement($input: TenantStatementInput!) { tenantStatement(input: $input) { tenantName tenantAddress } }
`);
const PersonDoc = graphql(`query TestPdPerson($id: UUID!) { person(id: $id) { id name erasedAt } }`);
const PayoutDoc = graphql(`mutation TestPdPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }`);
const InvoiceDoc = graphql(`query TestPdInvoice($id: UUID!) { invoice(id: $id) { id grossAmount paidAmount status tenant { name email } } }`);

const NAME = 'Élodie Ngo Nyemb';
const EMAIL = 'elodie.ngo@example.test';
const PHONE = '+237699123456';
const STREET = 'Rue Joss 14, porte bleue';
const PSEUDONYM = /^Personne effacée [0-9A-F]{6}$/;

let t: TestApp;
let owner: Caller;
let manager: Caller;
let admin: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;
let personId: string;
let otherPersonId: string;
let vendorId: string;
let outsiderPersonId: string;
let bookingId: string;
let otherBookingId: string;
let invoiceId: string;
let otherInvoiceId: string;
let paymentId: string;
let requestId: string;
let ownerPersonId: string;
let propertyId: string;
let proofId: string;
let payoutId: string;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

const notificationsOf = (id: string) =>
  t.sql<{ id: string; kind: string; status: string; email: string | null; subject: string | null; text_body: string | null; html_body: string | null; last_error: string | null }>(
    'select id, kind, status, email, subject, text_body, html_body, last_error from notification where person_id = $1 order by id',
    [id],
  );

const personEvents = () =>
  t.sql<{ type: string; subject_id: string; actor_user_id: string; user_id: string | null; property_id: string | null; data: Record<string, unknown> }>(
    `select type, subject_id, actor_user_id, user_id, property_id, data from event where org_id = $1 and type like 'person.%' order by id`,
    [owner.orgId],
  );

async function created(input: CreatePersonInput, caller = manager): Promise<string> {
  const result = await t.graphql(CreatePersonDoc, { input }, caller);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createPerson.id;
}

beforeAll(async () => {
  // Two emails an hour per org: the third of the tenant's waits, unsent, when they are erased.
  t = await startTestApp({ WEBHOOK_POLL_MS: '50', SWEEP_INTERVAL_SECONDS: '0', NOTIFICATIONS_PER_ORG_PER_HOUR: '2' });
  ({ owner, manager, tenant, otherTenant, outsider } = await t.cast());
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  personId = await created({ name: NAME, userId: tenant.userId, email: EMAIL, phone: PHONE, addressLine: STREET, quartier: 'Akwa', city: 'Douala', province: 'Littoral' });
  // Only the tenant has an email address: the org's two emails of the hour are theirs.
  otherPersonId = await created({ name: 'Jean-Paul Mbarga', userId: otherTenant.userId, phone: '+237677000111' });
  vendorId = await created({ name: 'Plomberie Kotto', phone: '+237655443322' });
  outsiderPersonId = await created({ name: 'Awa Bello', userId: tenant.userId, email: 'awa@example.test' }, outsider);

  ownerPersonId = await created({ name: 'Marie Fotso', userId: owner.userId });
  propertyId = await createProperty(t, owner, 'Résidence Bonapriso');
  const unitId = await createUnit(t, owner, propertyId, 'P1');
  const otherUnitId = await createUnit(t, owner, propertyId, 'P2');
  bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
  otherBookingId = await createBooking(t, manager, { unitId: otherUnitId, tenantUserId: otherTenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
  await bookingAction(t, manager, 'confirm', bookingId);
  await bookingAction(t, manager, 'confirm', otherBookingId);
  // The booking's confirmation, then the invoice, are sent (the hour's two); the payment's notice then waits.
  await until(async () => (await notificationsOf(personId)).some((row) => row.status === 'SENT'));
  invoiceId = await issueInvoice(t, manager, { bookingId, periodStart: '2026-11-01', periodEnd: '2026-12-01', dueDate: '2026-11-05', netAmount: 1_250_000, tvaBasisPoints: 1925 });
  await until(async () => (await notificationsOf(personId)).filter((row) => row.status === 'SENT').length === 2);
  const paid = await t.graphql(RecordPaymentDoc, { invoiceId, input: { amount: 1_490_625, method: 'MOBILE_MONEY', reference: 'OM-77', receivedOn: isoDay(0) } }, manager);
  paymentId = paid.data!.recordPayment.id;
  await until(async () => (await notificationsOf(personId)).some((row) => row.kind === 'PAYMENT_RECEIVED' && row.status === 'PENDING'));
  otherInvoiceId = await issueInvoice(t, manager, { bookingId: otherBookingId, periodStart: '2026-11-01', periodEnd: '2026-12-01', dueDate: '2026-11-05' });
  await t.graphql(RecordPaymentDoc, { invoiceId: otherInvoiceId, input: { amount: 50_000, method: 'CASH', reference: null, receivedOn: isoDay(0) } }, manager);

  // The tenant's request, its vendor a person of the directory, and the tenant's comment on it.
  requestId = (await t.graphql(OpenRequestDoc, { input: { unitId, category: 'PLUMBING', urgency: 'NORMAL', description: 'Le robinet fuit.' } }, tenant)).data!.openMaintenanceRequest.id;
  await t.graphql(AcceptRequestDoc, { id: requestId }, manager);
  const scheduled = await t.graphql(ScheduleRequestDoc, { id: requestId, input: { scheduledOn: '2026-12-03', vendorPersonId: vendorId } }, manager);
  expect(scheduled.data?.scheduleMaintenanceRequest.vendorName).toBe('Plomberie Kotto');
  await t.graphql(CommentDoc, { id: requestId, body: 'Disponible le matin.' }, tenant);

  // The owner's side: a property proof with its document (a file they uploaded) and history, and a payout made to them.
  proofId = await submittedProof(t, owner, propertyId);
  const payout = await t.graphql(PayoutDoc, { input: { ownerUserId: owner.userId, currency: 'XAF', amount: 100_000, paidOn: isoDay(0), reference: 'VIR-9' } }, manager);
  payoutId = payout.data!.recordOwnerPayout.id;
}, 120_000);
afterAll(() => t?.close());

const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id);

/** The document's rows found through the person's user. */
const USER_TABLES = [
  'bookings',
  'invoices',
  'payments',
  'maintenanceRequests',
  'maintenanceComments',
  'verificationRecords',
  'verificationDocuments',
  'verificationStatusChanges',
  'mediaObjects',
  'properties',
  'ownerPayouts',
];

describe('exporting a person', () => {
  it('answers everything the org holds about them, and nothing of another person or org; logged without personal data', async () => {
    const before = (await personEvents()).length;
    const result = await t.graphql(ExportDoc, { id: personId }, admin);
    expect(result.errors).toBeUndefined();
    // Every row of the person, however many: a costly operation (its org's turns), counted as the largest statement.
    expect((result.extensions as { cost?: { requested: number } }).cost?.requested).toBeGreaterThanOrEqual(STATEMENT_MAX_LINES);
    const document = result.data!.exportPerson.document as Record<string, unknown>;
    expect(document).toMatchObject({ format: 'rental.person-export/1', orgId: owner.orgId, exportedAt: result.data!.exportPerson.exportedAt });
    expect(document.person).toMatchObject({ id: personId, userId: tenant.userId, name: NAME, email: EMAIL, phone: PHONE, addressLine: STREET, erasedAt: null, mutedNotifications: [] });
    expect(ids(document.bookings)).toEqual([bookingId]);
    expect(ids(document.invoices)).toEqual([invoiceId]);
    expect(document.invoices).toEqual([expect.objectContaining({ grossAmount: 1_490_625, tenantUserId: tenant.userId, status: 'PAID' })]);
    expect(document.payments).toEqual([expect.objectContaining({ id: paymentId, invoiceId, amount: 1_490_625, reference: 'OM-77' })]);
    const notifications = document.notifications as { kind: string; email: string | null; textBody: string | null }[];
    expect(notifications.map((row) => row.kind)).toEqual(['BOOKING_CONFIRMED', 'INVOICE_ISSUED', 'PAYMENT_RECEIVED']);
    expect(notifications[0]).toMatchObject({ email: EMAIL, textBody: expect.stringContaining(`Bonjour ${NAME}`) });
    expect(ids(document.maintenanceRequests)).toEqual([requestId]);
    expect(document.maintenanceComments).toEqual([expect.objectContaining({ requestId, body: 'Disponible le matin.', authorUserId: tenant.userId })]);
    // The vendor of their request is another person: their name and phone are not the tenant's data.
    expect(document.maintenanceRequests).toEqual([expect.not.objectContaining({ vendorName: expect.anything() })]);
    expect(document.maintenanceRequestsAsVendor).toEqual([]);
    const text = JSON.stringify(document);
    for (const foreign of [otherTenant.userId, otherPersonId, 'Jean-Paul', otherBookingId, otherInvoiceId, 'Plomberie Kotto', '+237655443322', outsider.orgId, outsiderPersonId, 'Awa']) {
      expect(text).not.toContain(foreign);
    }

    // A person without a user: their record, their notifications and what they were the vendor of.
    const vendor = (await t.graphql(ExportDoc, { id: vendorId }, admin)).data!.exportPerson.document as Record<string, unknown>;
    expect(vendor.person).toMatchObject({ id: vendorId, userId: null, name: 'Plomberie Kotto' });
    expect(vendor.maintenanceRequestsAsVendor).toEqual([expect.objectContaining({ id: requestId, vendorName: 'Plomberie Kotto', vendorPhone: '+237655443322' })]);
    expect(vendor.maintenanceRequestsAsVendor).toEqual([expect.not.objectContaining({ description: expect.anything() })]);
    expect(vendor.maintenanceRequestsAsVendor).toEqual([expect.not.objectContaining({ openedBy: expect.anything() })]);
    for (const key of USER_TABLES) expect(vendor[key], key).toEqual([]);
    expect(vendor.notifications).toEqual([]);

    const events = (await personEvents()).slice(before);
    expect(events).toEqual([
      { type: 'person.exported', subject_id: personId, actor_user_id: admin.userId, user_id: null, property_id: null, data: { id: personId, orgId: owner.orgId, erasedAt: null } },
      { type: 'person.exported', subject_id: vendorId, actor_user_id: admin.userId, user_id: null, property_id: null, data: { id: vendorId, orgId: owner.orgId, erasedAt: null } },
    ]);
  });

  it("an owner's: the properties they own, their identity checks and proofs with documents and history, files they uploaded, payouts", async () => {
    const document = (await t.graphql(ExportDoc, { id: ownerPersonId }, admin)).data!.exportPerson.document as Record<string, unknown>;
    expect(ids(document.properties)).toEqual([propertyId]);
    expect(document.verificationRecords).toEqual([expect.objectContaining({ id: proofId, subjectUserId: owner.userId, kind: 'PROPERTY_PROOF', status: 'SUBMITTED' })]);
    const [proofDocument] = document.verificationDocuments as { recordId: string; mediaObjectId: string }[];
    expect(proofDocument).toMatchObject({ recordId: proofId, role: 'PROOF_OF_OWNERSHIP' });
    expect((document.verificationStatusChanges as { recordId: string; toStatus: string }[]).map((change) => [change.recordId, change.toStatus])).toEqual([
      [proofId, 'DRAFT'],
      [proofId, 'SUBMITTED'],
    ]);
    expect(document.mediaObjects).toEqual([expect.objectContaining({ id: proofDocument!.mediaObjectId, ownerUserId: owner.userId, filename: 'deed.pdf' })]);
    expect(document.ownerPayouts).toEqual([expect.objectContaining({ id: payoutId, amount: 100_000, reference: 'VIR-9' })]);
    // Their tenants' bookings and invoices are not theirs.
    for (const key of ['bookings', 'invoices', 'payments', 'maintenanceRequests', 'maintenanceComments']) expect(document[key], key).toEqual([]);
    const text = JSON.stringify(document);
    for (const foreign of [tenant.userId, otherTenant.userId, NAME, 'Jean-Paul', bookingId, invoiceId]) expect(text).not.toContain(foreign);
  });

  it('is for ADMIN only: other roles are FORBIDDEN, another org and an unknown id NOT_FOUND, and nothing is logged', async () => {
    const before = (await personEvents()).length;
    for (const caller of [manager, owner, tenant, otherTenant]) expect(codeOf(await t.graphql(ExportDoc, { id: personId }, caller))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(ExportDoc, { id: personId }, outsider))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(ExportDoc, { id: randomUUID() }, admin))).toBe('NOT_FOUND');
    expect((await personEvents()).length).toBe(before);
  });

  it('over REST: GET /people/{id}/export downloads the document as a JSON attachment', async () => {
    const response = await t.rest('GET', `/people/${personId}/export`, { caller: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="person-${personId}.json"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ format: 'rental.person-export/1', person: { id: personId, name: NAME }, bookings: [{ id: bookingId }] });
    expectProblem(await t.rest('GET', `/people/${personId}/export`, { caller: manager }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('GET', `/people/${personId}/export`, { caller: outsider }), 404, 'NOT_FOUND');
    expectProblem(await t.rest('GET', '/people/not-a-uuid/export', { caller: admin }), 400, 'VALIDATION_FAILED');
  });
});

describe('erasing a person', () => {
  it('is for ADMIN only: other roles are FORBIDDEN, another org NOT_FOUND, and nothing changes', async () => {
    for (const caller of [manager, owner, tenant]) expect(codeOf(await t.graphql(EraseDoc, { id: personId }, caller))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(EraseDoc, { id: personId }, outsider))).toBe('NOT_FOUND');
    // Nor does an admin reach another org's person, or an unknown one.
    expect(codeOf(await t.graphql(EraseDoc, { id: outsiderPersonId }, admin))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(EraseDoc, { id: randomUUID() }, admin))).toBe('NOT_FOUND');
    expect((await t.sql<{ name: string; erased_at: Date | null }>('select name, erased_at from person where id = $1', [personId]))[0]).toEqual({ name: NAME, erased_at: null });
    expect((await t.sql<{ name: string }>('select name from person where id = $1', [outsiderPersonId]))[0]!.name).toBe('Awa Bello');
  });

  it('removes contact details and preferences, names them by a pseudonym, keeps bookings, invoices and payments as they were', async () => {
    const financial = () =>
      Promise.all([
        t.sql('select * from booking where tenant_user_id = $1 order by id', [tenant.userId]),
        t.sql('select * from invoice where tenant_user_id = $1 order by id', [tenant.userId]),
        t.sql('select p.* from payment p join invoice i on i.id = p.invoice_id where i.tenant_user_id = $1 order by p.id', [tenant.userId]),
      ]);
    const before = await financial();
    expect(before.map((rows) => rows.length)).toEqual([1, 1, 1]);
    await t.graphql(PreferencesDoc, { personId, input: { mutedKinds: ['DUE_REMINDER'] } }, tenant);
    // What a mail server's refusal leaves: the address marked undeliverable with its answer, the answer in the log.
    await t.sql(`update person set email_undeliverable_at = now(), email_undeliverable_reason = $2 where id = $1`, [personId, `550 5.1.1 <${EMAIL}>: no such user`]);
    await t.sql(`update notification set last_error = $2 where person_id = $1 and status = 'SENT'`, [personId, `452 <${EMAIL}> mailbox full`]);

    const erased = (await t.graphql(EraseDoc, { id: personId }, admin)).data!.erasePerson;
    expect(erased).toMatchObject({
      id: personId,
      // The user stays: it is what the financial records name, and what finds the pseudonym for them.
      userId: tenant.userId,
      name: expect.stringMatching(PSEUDONYM),
      email: null,
      phone: null,
      addressLine: null,
      quartier: null,
      city: null,
      province: null,
      language: 'FR',
      erasedAt: expect.any(String),
      notificationPreferences: { emailOptedOut: false, mutedKinds: [] },
    });
    // Derived from the record's id alone.
    expect(erased.name).toBe(pseudonymOf(personId));
    const [preferences] = await t.sql('select email_opted_out_at, muted_notifications, email_undeliverable_at, email_undeliverable_reason from person where id = $1', [personId]);
    expect(preferences).toEqual({ email_opted_out_at: null, muted_notifications: [], email_undeliverable_at: null, email_undeliverable_reason: null });
    expect(await financial()).toEqual(before);
    const invoice = (await t.graphql(InvoiceDoc, { id: invoiceId }, manager)).data!.invoice;
    expect(invoice).toEqual({ id: invoiceId, grossAmount: 1_490_625, paidAmount: 1_490_625, status: 'PAID', tenant: { name: erased.name, email: null } });
    // The same pseudonym however often it is derived; another person's differs.
    const [{ name_key: nameKey }] = (await t.sql<{ name_key: string }>('select name_key from person where id = $1', [personId])) as [{ name_key: string }];
    expect(nameKey).toBe(erased.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    expect(JSON.stringify(await t.sql('select * from person where id = $1', [personId]))).not.toMatch(/Élodie|Nyemb|elodie|Joss|Akwa|699123456/);
  });

  it('receipts and the rent roll show the pseudonym, not the name', async () => {
    const [{ name }] = (await t.sql<{ name: string }>('select name from person where id = $1', [personId])) as [{ name: string }];
    const response = await t.rest('GET', `/invoices/${invoiceId}/receipt`, { caller: tenant });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const folded = text.replace(/\s+/g, ' ');
    expect(folded).toContain(name);
    expect(folded).toContain('Total TTC 1 490 625 XAF');
    for (const gone of ['Élodie', 'Nyemb', 'Rue Joss']) expect(folded).not.toContain(gone);

    const statement = (await t.graphql(TenantStatementDoc, { input: { tenantUserId: tenant.userId, from: '2026-01-01', to: '2027-01-01' } }, manager)).data!.tenantStatement;
    expect(statement).toEqual({ tenantName: name, tenantAddress: [] });

    const lines = (await t.graphql(RentRollDoc, { asOf: isoDay(0) }, manager)).data!.rentRoll.lines;
    expect(lines.find((line) => line.bookingId === bookingId)?.tenantName).toBe(name);
    expect(lines.find((line) => line.bookingId === otherBookingId)?.tenantName).toBe('Jean-Paul Mbarga');
  });

  it('drops their unsent emails and keeps no address or message of theirs in the delivery log', async () => {
    const rows = await notificationsOf(personId);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['BOOKING_CONFIRMED', 'SENT'],
      ['INVOICE_ISSUED', 'SENT'],
    ]);
    for (const row of rows) expect(row).toMatchObject({ email: null, text_body: null, html_body: null, last_error: null, subject: expect.any(String) });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(EMAIL);
    expect(page.body).not.toContain('Nyemb');
  });

  it('sends them no email afterwards: a new invoice of theirs makes no notification', async () => {
    const before = (await notificationsOf(personId)).length;
    await issueInvoice(t, manager, { bookingId, periodStart: '2026-12-01', periodEnd: '2027-01-01', dueDate: '2026-12-05' });
    const [counter] = await t.sql<{ last_id: string }>('select last_id::text as last_id from event_counter where org_id = $1', [owner.orgId]);
    await until(async () => (await t.sql('select 1 from notification_cursor where org_id = $1 and last_event_id >= $2', [owner.orgId, counter!.last_id])).length);
    expect((await notificationsOf(personId)).length).toBe(before);
  });

  it('is logged as person.erased without personal data; a second erasure changes and logs nothing', async () => {
    const [{ erased_at: erasedAt, name }] = (await t.sql<{ erased_at: Date; name: string }>('select erased_at, name from person where id = $1', [personId])) as [
      { erased_at: Date; name: string },
    ];
    const erasures = (await personEvents()).filter((event) => event.type === 'person.erased');
    expect(erasures).toEqual([
      {
        type: 'person.erased',
        subject_id: personId,
        actor_user_id: admin.userId,
        user_id: null,
        property_id: null,
        data: { id: personId, orgId: owner.orgId, erasedAt: new Date(erasedAt).toISOString() },
      },
    ]);
    expect(JSON.stringify(erasures)).not.toMatch(new RegExp([NAME, EMAIL, PHONE, 'Joss', tenant.userId, name].map((text) => text.replace(/[+.]/g, '\\$&')).join('|')));

    const again = await t.graphql(EraseDoc, { id: personId }, admin);
    expect(again.data?.erasePerson).toMatchObject({ id: personId, name, erasedAt: new Date(erasedAt).toISOString() });
    expect((await personEvents()).filter((event) => event.type === 'person.erased')).toHaveLength(1);
  });

  it('leaves a record no one edits: CONFLICT for an admin and for the person, and the database refuses contact details on it', async () => {
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: personId, input: { email: EMAIL } }, admin))).toBe('CONFLICT');
    expect(codeOf(await t.graphql(UpdatePersonDoc, { id: personId, input: { name: NAME } }, tenant))).toBe('CONFLICT');
    expect(codeOf(await t.graphql(PreferencesDoc, { personId, input: { emailOptedOut: false } }, tenant))).toBe('CONFLICT');
    await expect(t.sql('update person set email = $2 where id = $1', [personId, EMAIL])).rejects.toThrow(/person_erased_without_contact_details/);
    await expect(t.sql('update person set phone = $2 where id = $1', [personId, PHONE])).rejects.toThrow(/person_erased_without_contact_details/);
    // Nor does the unsubscribe link of an old email: it answers, and changes nothing.
    const link = `/notifications/unsubscribe?token=${unsubscribeToken(unsubscribeKeyOf(SANDBOX_KEY), owner.orgId, personId)}`;
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    const [row] = await t.sql<{ email: string | null; phone: string | null; email_opted_out_at: Date | null }>(
      'select email, phone, email_opted_out_at from person where id = $1',
      [personId],
    );
    expect(row).toEqual({ email: null, phone: null, email_opted_out_at: null });
    // Still read, by managers and by the person; their user stays taken.
    for (const reader of [manager, tenant]) expect((await t.graphql(PersonDoc, { id: personId }, reader)).data?.person).toMatchObject({ id: personId, name: expect.stringMatching(PSEUDONYM) });
    expect(codeOf(await t.graphql(CreatePersonDoc, { input: { name: NAME, userId: tenant.userId } }, manager))).toBe('CONFLICT');
  });

  it('its events are read by managers and admins only', () => {
    const event: StoredEvent = { id: '1', type: 'person.erased', occurredAt: new Date(), actorUserId: admin.userId, data: {}, propertyId: null, userId: null };
    expect([manager, admin].map((caller) => mayReadEvent(caller, event, new Map()))).toEqual([true, true]);
    expect([tenant, owner].map((caller) => mayReadEvent(caller, event, new Map()))).toEqual([false, false]);
  });

  it('exports what is left: the pseudonym and the financial records', async () => {
    const document = (await t.graphql(ExportDoc, { id: personId }, admin)).data!.exportPerson.document as Record<string, unknown>;
    expect(document.person).toMatchObject({ id: personId, name: expect.stringMatching(PSEUDONYM), email: null, erasedAt: expect.any(String) });
    expect(ids(document.invoices)).toContain(invoiceId);
    expect(ids(document.payments)).toEqual([paymentId]);
    expect(JSON.stringify(document)).not.toMatch(/Élodie|Nyemb|elodie|Joss/);
    const [last] = (await personEvents()).slice(-1);
    expect(last).toMatchObject({ type: 'person.exported', subject_id: personId, data: { id: personId, orgId: owner.orgId, erasedAt: expect.any(String) } });
  });

  it('an erased vendor: the copies of their name and phone on maintenance requests become the pseudonym', async () => {
    const vendor = (await t.graphql(EraseDoc, { id: vendorId }, admin)).data!.erasePerson;
    expect(vendor.name).toMatch(PSEUDONYM);
    expect(vendor.name).not.toBe((await t.sql<{ name: string }>('select name from person where id = $1', [personId]))[0]!.name);
    expect(vendor.name).toBe(pseudonymOf(vendorId));
    const [request] = await t.sql<{ vendor_person_id: string; vendor_name: string; vendor_phone: string | null }>(
      'select vendor_person_id, vendor_name, vendor_phone from maintenance_request where id = $1',
      [requestId],
    );
    expect(request).toEqual({ vendor_person_id: vendorId, vendor_name: vendor.name, vendor_phone: null });
  });
});
