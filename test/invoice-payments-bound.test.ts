/**
 * An invoice lists every payment it took, reversed ones included, in every answer that asks for them (up to 500
 * invoices a page): paid and reversed over and over, one invoice would make answers of any length. It takes at most
 * MAX_PAYMENTS_PER_INVOICE payments, and the cost counts its payments at that bound.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAYMENTS_PER_INVOICE } from '../src/domain/rent/payment.js';
import { graphql } from '../src/generated/index.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { isoDay, issueInvoice, orgWithConfirmedBooking } from './helpers/fixtures.js';

const RecordDoc = graphql(`mutation TestBoundedRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }`);
const PaymentsDoc = graphql(`query TestBoundedPayments($id: UUID!) { invoice(id: $id) { payments { id amount } } }`);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false' });
});
afterAll(() => t?.close());

describe("an invoice's payments", () => {
  it(`are at most ${MAX_PAYMENTS_PER_INVOICE}, reversed ones included: one more is CONFLICT, and the cost counts them at that bound`, async () => {
    const { orgId, manager, tenant, bookingId } = await orgWithConfirmedBooking(t);
    const invoiceId = await issueInvoice(t, manager, { bookingId, periodStart: '2026-01-01', periodEnd: '2026-01-31', dueDate: '2026-01-05', netAmount: 100000, tvaBasisPoints: 0 });
    // All but one place taken by payments recorded and reversed (as an admin's reversePayment leaves them).
    await t.sql(
      `insert into payment (org_id, id, invoice_id, amount, method, received_on, recorded_by, reversed_at, reversed_by, reversal_reason)
       select $1, gen_random_uuid(), $2, 100, 'CASH', date '2026-01-02', $3, now(), $3, 'Cheque rejeté' from generate_series(1, $4::int)`,
      [orgId, invoiceId, manager.userId, MAX_PAYMENTS_PER_INVOICE - 1],
    );
    const input = { amount: 100, method: 'CASH' as const, receivedOn: isoDay(0) };
    const last = await t.graphql(RecordDoc, { invoiceId, input }, manager);
    expect(last.errors).toBeUndefined();
    const refused = await t.graphql(RecordDoc, { invoiceId, input }, manager);
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toContain(`at most ${MAX_PAYMENTS_PER_INVOICE}`);
    // The tenant paying the rest through the API (route 13) is refused the same way: nothing was recorded.
    const paid = await t.rest('POST', `/invoices/${invoiceId}/pay`, { caller: tenant, headers: { 'idempotency-key': randomUUID() } });
    expect(paid.statusCode, paid.body).toBe(409);
    const listed = await t.graphql(PaymentsDoc, { id: invoiceId }, manager);
    expect(listed.data!.invoice!.payments).toHaveLength(MAX_PAYMENTS_PER_INVOICE);
    expect((listed.extensions as { cost?: { requested: number } } | undefined)?.cost?.requested).toBe(1 + MAX_PAYMENTS_PER_INVOICE);
  });
});
