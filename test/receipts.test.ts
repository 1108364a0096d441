import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import type { RecordPaymentInput } from '../src/generated/graphql.js';
import { renderReceipt } from '../src/services/rent/receipt-pdf.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, CreatePropertyDoc, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

const RecordDoc = graphql(`
  mutation TestReceiptsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {
    recordPayment(invoiceId: $invoiceId, input: $input) { id invoice { id status } }
  }
`);
const ReverseDoc = graphql(`mutation TestReceiptsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }`);
const CreatePersonDoc = graphql(`mutation TestReceiptsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);
const UpdateOrgProfileDoc = graphql(`mutation TestReceiptsOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }`);
const ReceiptDoc = graphql(`
  query TestReceipt($id: UUID!, $lang: ReceiptLanguage) { invoice(id: $id) { id status receipt(lang: $lang) { number url } } }
`);

let t: TestApp;
let owner: Caller;
let otherOwner: Caller;
let manager: Caller;
let admin: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;
let unitId: string;
let bookingId: string;

const PROPERTY = {
  name: 'Résidence Les Cocotiers — Immeuble Ngo Nyemb, le plus long nom de bâtiment de tout Yaoundé et de ses environs',
  type: 'APARTMENT' as const,
  addressLine: 'Rue 1.234, derrière la pharmacie Élysée',
  quartier: 'Bastos',
  city: 'Yaoundé',
  province: 'Centre',
};

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, otherOwner, manager, tenant, otherTenant, outsider } = await t.cast());
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
  const property = await t.graphql(CreatePropertyDoc, { input: PROPERTY }, owner);
  unitId = await createUnit(t, owner, property.data!.createProperty.id, 'B12 — 3ᵉ étage');
  bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2028-01-01' });
  await bookingAction(t, manager, 'confirm', bookingId);
});
afterAll(() => t.close());

let month = 0;
/** An ISSUED invoice for the next month of 2026-2027 of the booking: net 1 250 000 XAF, TVA 19.25 % (240 625), gross 1 490 625. */
async function rentInvoice(): Promise<string> {
  const start = new Date(Date.UTC(2026, month, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(2026, ++month, 1)).toISOString().slice(0, 10);
  return issueInvoice(t, manager, { bookingId, periodStart: start, periodEnd: end, dueDate: start, netAmount: 1_250_000, tvaBasisPoints: 1925 });
}

const pay = (invoiceId: string, amount: number, extra: Partial<RecordPaymentInput> = {}) =>
  t.graphql(RecordDoc, { invoiceId, input: { amount, method: 'MOBILE_MONEY', reference: null, receivedOn: isoDay(0), ...extra } }, manager);

/** The receipt's text, whitespace (no-break spaces included) folded to single spaces, with the answer. */
async function receipt(invoiceId: string, caller: Caller, query = '', headers: Record<string, string> = {}) {
  const response = await t.rest('GET', `/invoices/${invoiceId}/receipt${query}`, { caller, headers });
  expect(response.statusCode, response.body).toBe(200);
  const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
  return { response, text: text.replace(/\s+/g, ' ') };
}

const numberOf = async (invoiceId: string) =>
  Number((await t.sql<{ receipt_number: string | null }>('select receipt_number from invoice where id = $1', [invoiceId]))[0]!.receipt_number);

describe('the receipt of a paid rent invoice', () => {
  it('shows landlord, tenant, premises, period, amounts, payments and its number, in French by default', async () => {
    const id = await rentInvoice();
    await pay(id, 490_625, { reference: 'MP261228.1532.C45678-ORANGE-MONEY-TRANSACTION-0000123456789', receivedOn: isoDay(-3) });
    await pay(id, 1_000_000, { method: 'CASH' });
    const number = await numberOf(id);
    const { response, text } = await receipt(id, tenant);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-language']).toBe('fr');
    expect(response.headers['content-disposition']).toBe(`inline; filename="quittance-${number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Quittance de loyer',
      `N° ${number}`,
      owner.userId,
      owner.orgId,
      tenant.userId,
      // A long name wraps: its words all come out, in order.
      PROPERTY.name,
      'Rue 1.234, derrière la pharmacie Élysée, Bastos, Yaoundé, Centre',
      'B12 — 3ᵉ étage',
      'du 1er janvier 2026 au 31 janvier 2026',
      'Loyer hors taxes 1 250 000 XAF',
      'TVA (19,25 %) 240 625 XAF',
      'Total TTC 1 490 625 XAF',
      'Mobile money',
      '490 625 XAF',
      'Espèces',
      '1 000 000 XAF',
      `Payée le ${new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date()).replace(/^1 /, '1er ')}`,
      'la somme de 1 490 625 XAF',
      `Facture ${id}`,
    ]) {
      expect(text).toContain(expected);
    }
    // A long reference wraps inside its column, all of it there.
    expect(text.replaceAll(' ', '')).toContain('MP261228.1532.C45678-ORANGE-MONEY-TRANSACTION-0000123456789');
  });

  it('speaks English with lang=en or an Accept-Language that prefers it, and refuses other languages', async () => {
    const id = await rentInvoice();
    await pay(id, 1_490_625, { method: 'BANK_TRANSFER', reference: 'VIR-2026-0042' });
    const number = await numberOf(id);
    for (const [query, headers] of [['?lang=en', {}], ['', { 'accept-language': 'de-DE, en-GB;q=0.9, fr;q=0.8' }], ['?lang=EN', { 'accept-language': 'fr' }]] as const) {
      const { response, text } = await receipt(id, manager, query, headers);
      expect(response.headers['content-language']).toBe('en');
      expect(response.headers['content-disposition']).toBe(`inline; filename="receipt-${number}.pdf"`);
      for (const expected of ['Rent receipt', `No. ${number}`, 'Rent excluding tax XAF 1,250,000', 'VAT (TVA, 19.25%) XAF 240,625', 'Total including tax XAF 1,490,625', 'Bank transfer', 'VIR-2026-0042', '1 February 2026 to 28 February 2026']) {
        expect(text).toContain(expected);
      }
    }
    expect((await receipt(id, manager, '', { 'accept-language': 'de' })).text).toContain('Quittance de loyer');
    expectProblem(await t.rest('GET', `/invoices/${id}/receipt?lang=de`, { caller: tenant }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('GET', `/invoices/${id}/receipt?lang=fr&lang=en`, { caller: tenant }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('GET', `/invoices/${id}/receipt?format=pdf`, { caller: tenant }), 400, 'VALIDATION_FAILED');
  });

  it('says it was paid on the day the money completing it was received, not the day it was recorded', async () => {
    const words = (day: string, language: 'fr-FR' | 'en-GB') =>
      new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    // Paid in one payment received three days before it was recorded.
    const single = await rentInvoice();
    await pay(single, 1_490_625, { receivedOn: isoDay(-3) });
    expect((await receipt(single, tenant, '?lang=en')).text).toContain(`Paid on ${words(isoDay(-3), 'en-GB')}`);
    // Two payments, recorded in the order opposite to their days: the later day completes it.
    const split = await rentInvoice();
    await pay(split, 490_625, { receivedOn: isoDay(-2) });
    await pay(split, 1_000_000, { receivedOn: isoDay(-5) });
    const { text } = await receipt(split, tenant);
    expect(text).toContain(`Payée le ${words(isoDay(-2), 'fr-FR').replace(/^1 /, '1er ')}`);
    expect(text).not.toContain(`Payée le ${words(isoDay(0), 'fr-FR').replace(/^1 /, '1er ')}`);
  });

  it('follows the read rule of GET /invoices/{id}: its tenant, the property owner and managers; 404 for everyone else', async () => {
    const id = await rentInvoice();
    await pay(id, 1_490_625);
    for (const reader of [tenant, owner, manager, admin]) expect((await t.rest('GET', `/invoices/${id}/receipt`, { caller: reader })).statusCode).toBe(200);
    for (const stranger of [otherTenant, otherOwner, outsider]) {
      expectProblem(await t.rest('GET', `/invoices/${id}`, { caller: stranger }), 404, 'NOT_FOUND');
      expectProblem(await t.rest('GET', `/invoices/${id}/receipt`, { caller: stranger }), 404, 'NOT_FOUND');
    }
    expectProblem(await t.rest('GET', `/invoices/${id}/receipt`), 401, 'UNAUTHENTICATED');
    expectProblem(await t.rest('GET', '/invoices/not-a-uuid/receipt', { caller: tenant }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('GET', `/invoices/${crypto.randomUUID()}/receipt`, { caller: manager }), 404, 'NOT_FOUND');
  });

  it('is 409 and null in GraphQL until paid, keeps its number through a reversal and comes back with it', async () => {
    const id = await rentInvoice();
    const first = (await pay(id, 490_625)).data!.recordPayment;
    expect(expectProblem(await t.rest('GET', `/invoices/${id}/receipt`, { caller: tenant }), 409, 'CONFLICT').detail).toMatch(/not paid/);
    expect((await t.graphql(ReceiptDoc, { id }, tenant)).data?.invoice?.receipt).toBeNull();
    await pay(id, 1_000_000);
    const number = await numberOf(id);
    expect((await t.graphql(ReceiptDoc, { id, lang: 'EN' }, tenant)).data?.invoice?.receipt).toEqual({ number, url: `/api/v1/invoices/${id}/receipt?lang=en` });
    expect((await t.graphql(ReceiptDoc, { id }, owner)).data?.invoice?.receipt).toEqual({ number, url: `/api/v1/invoices/${id}/receipt` });
    await t.graphql(ReverseDoc, { id: first.id, reason: 'Transaction annulée par l’opérateur' }, admin);
    expectProblem(await t.rest('GET', `/invoices/${id}/receipt`, { caller: tenant }), 409, 'CONFLICT');
    expect((await t.graphql(ReceiptDoc, { id }, tenant)).data?.invoice).toMatchObject({ status: 'OVERDUE', receipt: null });
    // The tenant pays the rest online: the same number, and the reversed payment is not on the receipt.
    expect((await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant })).statusCode).toBe(200);
    expect(await numberOf(id)).toBe(number);
    const { text } = await receipt(id, tenant);
    expect(text).toContain(`N° ${number}`);
    expect(text.match(/Paiement en ligne/g)).toHaveLength(1);
    expect(text.match(/Mobile money/g)).toHaveLength(1);
  });

  it('has none for a late fee (404)', async () => {
    const rent = await rentInvoice();
    const fee = await rentInvoice();
    await pay(fee, 1_490_625);
    await t.sql(`update invoice set kind = 'LATE_FEE', late_fee_of = $1, late_fee_sequence = 1 where id = $2`, [rent, fee]);
    expectProblem(await t.rest('GET', `/invoices/${fee}/receipt`, { caller: tenant }), 404, 'NOT_FOUND');
    expect((await t.graphql(ReceiptDoc, { id: fee }, tenant)).data?.invoice?.receipt).toBeNull();
  });
});

describe('receipt numbers', () => {
  it('run 1, 2, 3... per org without gaps, whichever way invoices are paid, also when paid concurrently', async () => {
    const invoices = await Promise.all(Array.from({ length: 8 }, () => rentInvoice()));
    const [partly, ...rest] = invoices;
    await pay(partly!, 1);
    await Promise.all([
      // Partial payments that complete nothing take no number.
      pay(partly!, 2),
      ...rest.map((id, index) =>
        index % 2 ? pay(id, 1_490_625, { method: 'CHEQUE', reference: `CHQ-${index}` }) : t.rest('POST', `/invoices/${id}/pay`, { caller: tenant }),
      ),
      // Payments refused (more than the balance, or of an invoice already paid) give no number back or away.
      ...rest.map((id) => pay(id, 1_490_625)),
    ]);
    await pay(partly!, 1_490_622);
    const rows = await t.sql<{ number: string }>(
      'select receipt_number::text as number from invoice where org_id = $1 and receipt_number is not null order by receipt_number',
      [owner.orgId],
    );
    expect(rows.map((row) => Number(row.number))).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
    expect(await t.sql('select last_number::text from receipt_counter where org_id = $1', [owner.orgId])).toEqual([{ last_number: String(rows.length) }]);
    const numbers = await Promise.all(invoices.map(numberOf));
    expect(new Set(numbers).size).toBe(invoices.length);
    // The PDF says the number the invoice has.
    for (const id of [partly!, rest[3]!]) expect((await receipt(id, owner)).text).toContain(`N° ${await numberOf(id)}`);
  });
});

describe('the layout', () => {
  it('goes on over pages with the column titles again, and writes 2^53 - 1 on one line', async () => {
    const pdf = await renderReceipt({
      number: 7,
      language: 'fr',
      orgId: crypto.randomUUID(),
      invoiceId: crypto.randomUUID(),
      landlord: { kind: 'user', userId: crypto.randomUUID() },
      tenant: { userId: crypto.randomUUID() },
      propertyName: 'Villa Kribi',
      address: [],
      unitLabel: 'Villa',
      periodStart: '2027-01-01',
      periodEnd: '2028-01-01',
      paidOn: '2027-12-30',
      paidAt: new Date('2027-12-30T10:00:00Z'),
      currency: 'XAF',
      netAmount: Number.MAX_SAFE_INTEGER,
      tvaBasisPoints: 0,
      tvaAmount: 0,
      grossAmount: Number.MAX_SAFE_INTEGER,
      payments: Array.from({ length: 45 }, (_, index) => ({ receivedOn: '2027-02-01', method: 'CARD' as const, reference: `CB-${index}`, amount: 200_159_983_416_466 })),
    });
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
    expect(totalPages).toBeGreaterThan(1);
    const pages = text.map((page) => page.replace(/\s+/g, ' '));
    for (const page of pages) expect(page).toContain('Reçu le Mode Référence Montant');
    const all = pages.join(' ');
    for (let index = 0; index < 45; index++) expect(all).toContain(`CB-${index} 200 159 983 416 466 XAF`);
    expect(all).toContain('Total TTC 9 007 199 254 740 991 XAF');
  });
});

describe('names on the receipt', () => {
  it('names the owner and the tenant as the directory knows them, and the org when it has a legal name, in both languages', async () => {
    const id = await rentInvoice();
    await pay(id, 1_490_625);
    for (const input of [
      { userId: owner.userId, name: 'Marie Fotso Épouse Kamga', addressLine: 'BP 4021', city: 'Douala' },
      { userId: tenant.userId, name: 'Ɛlodie Ngo Nyemb', quartier: 'Bonapriso', city: 'Douala', language: 'EN' as const },
    ]) {
      expect((await t.graphql(CreatePersonDoc, { input }, manager)).errors).toBeUndefined();
    }
    const french = (await receipt(id, tenant)).text;
    for (const expected of ['Nom Marie Fotso Épouse Kamga', 'Adresse BP 4021, Douala', 'Nom Ɛlodie Ngo Nyemb', 'Adresse Bonapriso, Douala', 'Gestionnaire (organisation)']) {
      expect(french).toContain(expected);
    }
    // A UUID only where no person is known: here the org, which has no legal name yet.
    expect(french).not.toContain(owner.userId);
    expect(french).not.toContain(tenant.userId);
    const english = (await receipt(id, owner, '?lang=en')).text;
    for (const expected of ['LANDLORD Name Marie Fotso Épouse Kamga Address BP 4021, Douala', 'TENANT Name Ɛlodie Ngo Nyemb']) expect(english).toContain(expected);

    // The org's legal name, once it has one, is the landlord: a company owning the property.
    await t.graphql(UpdateOrgProfileDoc, { input: { legalName: 'SCI Les Cocotiers SARL', addressLine: 'Rue Joss', city: 'Douala' } }, manager);
    const company = (await receipt(id, tenant, '?lang=en')).text;
    expect(company).toContain('LANDLORD Name SCI Les Cocotiers SARL Address Rue Joss, Douala TENANT');
    expect(company).not.toContain('Marie Fotso');
    expect(company).not.toContain(owner.orgId);
    expect(company).toContain('Name Ɛlodie Ngo Nyemb');
  });
});
