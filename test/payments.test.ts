import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { withinOrgScope } from '../src/services/context.js';
import { eventsAfter, readableEvents } from '../src/services/events/events.js';
import type { RecordPaymentInput } from '../src/generated/graphql.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { bookingAction, createBooking, createProperty, createUnit, isoDay, issueInvoice } from './helpers/fixtures.js';

const RecordDoc = graphql(`
  mutation TestRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {
    recordPayment(invoiceId: $invoiceId, input: $input) {
      id invoiceId amount method reference receivedOn recordedBy recordedAt reversedAt reversedBy reversalReason
      invoice { id status paidAt paidAmount balance }
    }
  }
`);
const ReverseDoc = graphql(`
  mutation TestReversePayment($id: UUID!, $reason: String!) {
    reversePayment(id: $id, reason: $reason) { id reversedAt reversedBy reversalReason invoice { id status paidAt paidAmount balance } }
  }
`);
const InvoicePaymentsDoc = graphql(`
  query TestInvoicePayments($id: UUID!) {
    invoice(id: $id) { id status paidAt grossAmount paidAmount balance payments { id amount method reference receivedOn reversedAt } }
  }
`);
const PaymentNodeDoc = graphql(`query TestPaymentNode($id: ID!) { node(id: $id) { __typename id ... on Payment { amount invoice { id } } } }`);
const PayDoc = graphql(`mutation TestPaymentsPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }`);
const CancelDoc = graphql(`mutation TestPaymentsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let admin: Caller;
let tenant: Caller;
let otherTenant: Caller;
let outsider: Caller;

const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherTenant, outsider } = await t.cast());
  admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
});
afterAll(() => t.close());

/** An ISSUED invoice of a new booking: net 1 000 000 XAF, TVA 19.25 %, gross 1 192 500. */
async function openInvoice(netAmount = 1_000_000): Promise<string> {
  const unitId = await createUnit(t, owner, await createProperty(t, owner));
  const bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: isoDay(-60), endDate: isoDay(300) });
  await bookingAction(t, manager, 'confirm', bookingId);
  return issueInvoice(t, manager, { bookingId, periodStart: isoDay(-30), periodEnd: isoDay(0), dueDate: isoDay(5), netAmount, tvaBasisPoints: 1925 });
}

const payment = (amount: number, extra: Partial<RecordPaymentInput> = {}): RecordPaymentInput => ({
  amount,
  method: 'MOBILE_MONEY',
  reference: 'MP240117.1532.C45678',
  receivedOn: isoDay(0),
  ...extra,
});

/** A GraphQL call with an Idempotency-Key header. */
async function withKey<R, V>(document: TypedDocumentNode<R, V>, variables: V, caller: Caller, key: string): Promise<ExecutionResult<R>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { authorization: `Bearer ${caller.token}`, 'idempotency-key': key },
    payload: { query: print(document), variables },
  });
  return response.json();
}

const paidState = async (id: string) =>
  (await t.sql<{ status: string; paid_amount: string; gross_amount: string; receipt_number: string | null }>(
    'select status, paid_amount::text, gross_amount::text, receipt_number::text from invoice where id = $1',
    [id],
  ))[0]!;

describe('recordPayment', () => {
  it('takes partial payments, and the one that completes the invoice makes it PAID at its own time', async () => {
    const id = await openInvoice();
    const first = await t.graphql(RecordDoc, { invoiceId: id, input: payment(500_000) }, manager);
    expect(first.errors).toBeUndefined();
    expect(first.data?.recordPayment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoiceId: id,
      amount: 500_000,
      method: 'MOBILE_MONEY',
      reference: 'MP240117.1532.C45678',
      receivedOn: isoDay(0),
      recordedBy: manager.userId,
      recordedAt: expect.stringMatching(/Z$/),
      reversedAt: null,
      reversedBy: null,
      reversalReason: null,
      invoice: { id, status: 'ISSUED', paidAt: null, paidAmount: 500_000, balance: 692_500 },
    });
    const last = await t.graphql(RecordDoc, { invoiceId: id, input: payment(692_500, { method: 'CASH', reference: null, receivedOn: isoDay(-1) }) }, manager);
    expect(last.errors).toBeUndefined();
    const completed = last.data!.recordPayment;
    expect(completed.invoice).toEqual({ id, status: 'PAID', paidAt: completed.recordedAt, paidAmount: 1_192_500, balance: 0 });
    const read = await t.graphql(InvoicePaymentsDoc, { id }, tenant);
    expect(read.data?.invoice?.payments.map((p) => [p.amount, p.method, p.reference])).toEqual([
      [500_000, 'MOBILE_MONEY', 'MP240117.1532.C45678'],
      [692_500, 'CASH', null],
    ]);
  });

  it('refuses more than the balance, a paid or cancelled invoice, ONLINE, a future day and an amount of 0', async () => {
    const id = await openInvoice();
    await t.graphql(RecordDoc, { invoiceId: id, input: payment(1_000_000) }, manager);
    const over = await t.graphql(RecordDoc, { invoiceId: id, input: payment(192_501) }, manager);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'input.amount', message: expect.stringContaining('192500 XAF') }] });
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1, { method: 'ONLINE' }) }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1, { receivedOn: isoDay(2) }) }, manager))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(0) }, manager))).toBe('VALIDATION_FAILED');
    expect(await paidState(id)).toMatchObject({ status: 'ISSUED', paid_amount: '1000000' });
    await t.graphql(RecordDoc, { invoiceId: id, input: payment(192_500) }, manager);
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1) }, manager))).toBe('INVALID_TRANSITION');
    const cancelled = await openInvoice();
    await t.graphql(CancelDoc, { id: cancelled }, manager);
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: cancelled, input: payment(1) }, manager))).toBe('INVALID_TRANSITION');
  });

  it('is for managers and admins: tenants and owners are FORBIDDEN, another org NOT_FOUND', async () => {
    const id = await openInvoice();
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1) }, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1) }, owner))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(RecordDoc, { invoiceId: id, input: payment(1) }, outsider))).toBe('NOT_FOUND');
    expect((await t.graphql(RecordDoc, { invoiceId: id, input: payment(1) }, admin)).data?.recordPayment.amount).toBe(1);
    expect(await paidState(id)).toMatchObject({ paid_amount: '1' });
  });

  it('replays the first answer for a repeated Idempotency-Key instead of recording twice', async () => {
    const id = await openInvoice();
    const first = await withKey(RecordDoc, { invoiceId: id, input: payment(100) }, manager, `record-${id}`);
    const again = await withKey(RecordDoc, { invoiceId: id, input: payment(100) }, manager, `record-${id}`);
    expect(again.data?.recordPayment.id).toBe(first.data?.recordPayment.id);
    expect(codeOf(await withKey(RecordDoc, { invoiceId: id, input: payment(200) }, manager, `record-${id}`))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.sql('select amount::text from payment where invoice_id = $1', [id])).toEqual([{ amount: '100' }]);
  });
});

describe('reversePayment', () => {
  it('keeps the payment with who reversed it and why, recomputes the paid amount and reopens a PAID invoice', async () => {
    const id = await openInvoice();
    const part = (await t.graphql(RecordDoc, { invoiceId: id, input: payment(192_500) }, manager)).data!.recordPayment;
    const rest = (await t.graphql(RecordDoc, { invoiceId: id, input: payment(1_000_000, { method: 'CHEQUE', reference: 'CHQ 0042' }) }, manager)).data!.recordPayment;
    expect(rest.invoice.status).toBe('PAID');
    const reversed = await t.graphql(ReverseDoc, { id: rest.id, reason: 'Chèque sans provision' }, admin);
    expect(reversed.errors).toBeUndefined();
    expect(reversed.data?.reversePayment).toEqual({
      id: rest.id,
      reversedAt: expect.stringMatching(/Z$/),
      reversedBy: admin.userId,
      reversalReason: 'Chèque sans provision',
      invoice: { id, status: 'ISSUED', paidAt: null, paidAmount: 192_500, balance: 1_000_000 },
    });
    const read = await t.graphql(InvoicePaymentsDoc, { id }, tenant);
    expect(read.data?.invoice?.payments.map((p) => [p.id, p.reversedAt !== null])).toEqual([
      [part.id, false],
      [rest.id, true],
    ]);
    expect(codeOf(await t.graphql(ReverseDoc, { id: rest.id, reason: 'again' }, admin))).toBe('INVALID_TRANSITION');
    expect(codeOf(await t.graphql(ReverseDoc, { id: part.id, reason: 'no' }, manager))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(ReverseDoc, { id: part.id, reason: ' ' }, admin))).toBe('VALIDATION_FAILED');
    expect(codeOf(await t.graphql(ReverseDoc, { id: part.id, reason: 'x' }, outsider))).toBe('NOT_FOUND');
    // Paid again: PAID once more.
    const again = await t.graphql(RecordDoc, { invoiceId: id, input: payment(1_000_000, { method: 'BANK_TRANSFER', reference: 'VIR-778' }) }, manager);
    expect(again.data?.recordPayment.invoice).toMatchObject({ status: 'PAID', paidAmount: 1_192_500 });
  });

  it('shows payments only to those who read the invoice, nested or by node(id:)', async () => {
    const id = await openInvoice();
    const paymentId = (await t.graphql(RecordDoc, { invoiceId: id, input: payment(5) }, manager)).data!.recordPayment.id;
    expect(codeOf(await t.graphql(InvoicePaymentsDoc, { id }, otherTenant))).toBe('NOT_FOUND');
    expect((await t.graphql(InvoicePaymentsDoc, { id }, owner)).data?.invoice?.payments).toHaveLength(1);
    for (const reader of [tenant, owner, manager]) {
      expect((await t.graphql(PaymentNodeDoc, { id: paymentId }, reader)).data?.node).toEqual({ __typename: 'Payment', id: paymentId, amount: 5, invoice: { id } });
    }
    for (const stranger of [otherTenant, outsider]) expect(codeOf(await t.graphql(PaymentNodeDoc, { id: paymentId }, stranger))).toBe('NOT_FOUND');
  });
});

describe('concurrent payments of one invoice', () => {
  const sums = async (id: string) =>
    (await t.sql<{ paid: string; gross: string; recorded: string; payments: string }>(
      `select i.paid_amount::text as paid, i.gross_amount::text as gross,
              coalesce(sum(p.amount) filter (where p.reversed_at is null), 0)::text as recorded, count(p.id)::text as payments
         from invoice i left join payment p on p.org_id = i.org_id and p.invoice_id = i.id where i.id = $1 group by i.org_id, i.id`,
      [id],
    ))[0]!;

  it('the same payment sent twice at once without a key: both fit only if the balance allows, never past the gross', async () => {
    const id = await openInvoice();
    const results = await Promise.all([0, 1].map(() => t.graphql(RecordDoc, { invoiceId: id, input: payment(700_000) }, manager)));
    expect(results.filter((result) => result.data).length).toBe(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(['VALIDATION_FAILED']);
    expect(await sums(id)).toEqual({ paid: '700000', gross: '1192500', recorded: '700000', payments: '1' });
  });

  it('the same payment sent 10 times at once with one Idempotency-Key is recorded once; the rest are 409 or its replay', async () => {
    const id = await openInvoice();
    const results = await Promise.all(Array.from({ length: 10 }, () => withKey(RecordDoc, { invoiceId: id, input: payment(100_000) }, manager, `burst-${id}`)));
    const recorded = results.flatMap((result) => (result.data ? [result.data.recordPayment.id] : []));
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    expect(new Set(recorded).size).toBe(1);
    expect(results.every((result) => result.data || codeOf(result) === 'CONFLICT')).toBe(true);
    expect(await sums(id)).toEqual({ paid: '100000', gross: '1192500', recorded: '100000', payments: '1' });
  });

  it('two different payments racing for the last of the balance: one is recorded, the other refused', async () => {
    const id = await openInvoice();
    await t.graphql(RecordDoc, { invoiceId: id, input: payment(1_192_400) }, manager);
    const [cash, mobile] = await Promise.all([
      t.graphql(RecordDoc, { invoiceId: id, input: payment(100, { method: 'CASH', reference: null }) }, manager),
      t.graphql(RecordDoc, { invoiceId: id, input: payment(100, { reference: 'MP-LAST' }) }, admin),
    ]);
    expect([cash, mobile].filter((result) => result.data?.recordPayment.invoice.status === 'PAID')).toHaveLength(1);
    // The loser finds the invoice PAID.
    expect([cash, mobile].map(codeOf).filter(Boolean)).toEqual(['INVALID_TRANSITION']);
    expect(await sums(id)).toEqual({ paid: '1192500', gross: '1192500', recorded: '1192500', payments: '2' });
  });

  it('a tenant paying in full while a manager records the balance: exactly one of them pays it', async () => {
    const id = await openInvoice();
    const [online, recorded] = await Promise.all([
      t.rest('POST', `/invoices/${id}/pay`, { caller: tenant }),
      t.graphql(RecordDoc, { invoiceId: id, input: payment(1_192_500) }, manager),
    ]);
    expect([online.statusCode === 200, Boolean(recorded.data)].filter(Boolean)).toHaveLength(1);
    expect(await sums(id)).toEqual({ paid: '1192500', gross: '1192500', recorded: '1192500', payments: '1' });
  });

  it('12 payments of a tenth each at once: 10 recorded, 2 refused; one invoice.paid and one receipt number', async () => {
    const id = await openInvoice(1_000_000);
    const gross = 1_192_500;
    const results = await Promise.all(Array.from({ length: 12 }, (_, index) => t.graphql(RecordDoc, { invoiceId: id, input: payment(gross / 10, { reference: `MP-${index}` }) }, manager)));
    expect(results.filter((result) => result.data)).toHaveLength(10);
    expect(results.map(codeOf).filter(Boolean).sort()).toEqual(['INVALID_TRANSITION', 'INVALID_TRANSITION']);
    expect(await sums(id)).toEqual({ paid: String(gross), gross: String(gross), recorded: String(gross), payments: '10' });
    expect(await t.sql(`select type, count(*)::int as n from event where subject_id = $1 and type = 'invoice.paid' group by type`, [id])).toEqual([{ type: 'invoice.paid', n: 1 }]);
    expect((await paidState(id)).receipt_number).not.toBeNull();
  });
});

describe('events', () => {
  it('payment.recorded and payment.reversed carry the payment with its currency, for the invoice’s tenant and property', async () => {
    const id = await openInvoice();
    const recorded = (await t.graphql(RecordDoc, { invoiceId: id, input: payment(1_192_500, { reference: 'MP-EVT' }) }, manager)).data!.recordPayment;
    await t.graphql(ReverseDoc, { id: recorded.id, reason: 'Saisie en double' }, admin);
    const events = await t.sql<{ type: string; actor_user_id: string; subject_id: string; user_id: string; property_id: string; data: Record<string, unknown> }>(
      `select type, actor_user_id, subject_id, user_id, property_id, data from event e
        where org_id = $1 and (subject_id = $2 or subject_id = $3) order by e.id`,
      [owner.orgId, id, recorded.id],
    );
    const [invoice] = await t.sql<{ property_id: string }>('select property_id from invoice where id = $1', [id]);
    expect(events.map((event) => [event.type, event.actor_user_id])).toEqual([
      ['invoice.issued', manager.userId],
      ['payment.recorded', manager.userId],
      ['invoice.paid', manager.userId],
      ['payment.reversed', admin.userId],
    ]);
    const [, recordedEvent, , reversedEvent] = events;
    expect(recordedEvent).toMatchObject({ subject_id: recorded.id, user_id: tenant.userId, property_id: invoice!.property_id });
    expect(recordedEvent!.data).toEqual({
      id: recorded.id,
      orgId: owner.orgId,
      invoiceId: id,
      amount: 1_192_500,
      currency: 'XAF',
      method: 'MOBILE_MONEY',
      reference: 'MP-EVT',
      receivedOn: isoDay(0),
      recordedBy: manager.userId,
      recordedAt: recorded.recordedAt,
      reversedAt: null,
      reversedBy: null,
      reversalReason: null,
    });
    expect(reversedEvent!.data).toMatchObject({ id: recorded.id, reversedBy: admin.userId, reversalReason: 'Saisie en double', reversedAt: expect.stringMatching(/Z$/) });
    // Read as the invoice is: its tenant and the property's owner, not another tenant or owner.
    const otherOwner = await t.caller(['OWNER'], { orgId: owner.orgId });
    await withinOrgScope(t.orm.em.fork(), owner.orgId, async (em) => {
      const stored = (await eventsAfter(em, owner.orgId, '0', { limit: 10_000, types: ['payment.recorded', 'payment.reversed'] })).filter(
        (event) => event.data.invoiceId === id,
      );
      for (const [reader, count] of [[tenant, 2], [owner, 2], [manager, 2], [otherTenant, 0], [otherOwner, 0]] as const) {
        expect(await readableEvents(em, reader, stored), reader.roles.join()).toHaveLength(count);
      }
    });
  });
});

describe('route 13 (the tenant pays in full) records one ONLINE payment of the balance', () => {
  it('pays what is left after partial payments, and the invoice lists it', async () => {
    const id = await openInvoice();
    await t.graphql(RecordDoc, { invoiceId: id, input: payment(192_500) }, manager);
    const paid = await t.rest('POST', `/invoices/${id}/pay`, { caller: tenant });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id, status: 'PAID', grossAmount: 1_192_500 });
    const read = await t.graphql(InvoicePaymentsDoc, { id }, tenant);
    expect(read.data?.invoice).toMatchObject({ status: 'PAID', paidAmount: 1_192_500, balance: 0 });
    expect(read.data?.invoice?.payments.map((p) => [p.amount, p.method, p.reference, p.receivedOn])).toEqual([
      [192_500, 'MOBILE_MONEY', 'MP240117.1532.C45678', isoDay(0)],
      [1_000_000, 'ONLINE', null, isoDay(0)],
    ]);
    expect(codeOf(await t.graphql(PayDoc, { id }, tenant))).toBe('INVALID_TRANSITION');
  });
});
