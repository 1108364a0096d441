import { Booking } from '../db/entities/booking.js';
import { Payment } from '../db/entities/payment.js';
import { Property } from '../db/entities/property.js';
import { Unit } from '../db/entities/unit.js';
import { todayIn } from '../domain/dates.js';
import { assertReceiptIssued, paidInFullOn, type ReceiptLanguage } from '../domain/receipt.js';
import { type ServiceContext, withinTenantScope } from './context.js';
import { readableInvoice } from './readable.js';

export interface Receipt {
  number: number;
  pdf: Buffer;
}

/**
 * The receipt (quittance de loyer) of a paid rent invoice, as a PDF. Read by
 * whoever may read the invoice (route 12's rule: its tenant, the owner of its
 * property, the org's managers), NOT_FOUND for anyone else; CONFLICT while it
 * is not paid. The landlord is the property's owner, shown by user id with
 * the managing org (the service keeps no names of people).
 */
export async function receiptOf(ctx: ServiceContext, invoiceId: string, language: ReceiptLanguage): Promise<Receipt> {
  const content = await withinTenantScope(ctx, async (scoped) => {
    const invoice = await readableInvoice(scoped, invoiceId);
    assertReceiptIssued(invoice);
    const { em } = scoped;
    const booking = await em.findOneOrFail(Booking, { id: invoice.bookingId });
    const property = await em.findOneOrFail(Property, { id: invoice.propertyId });
    const unit = await em.findOneOrFail(Unit, { id: booking.unitId });
    const payments = await em.find(Payment, { invoiceId, reversedAt: null }, { orderBy: { recordedAt: 'asc', id: 'asc' } });
    return {
      number: invoice.receiptNumber!,
      language,
      orgId: invoice.orgId,
      invoiceId: invoice.id,
      ownerUserId: property.ownerUserId,
      tenantUserId: invoice.tenantUserId,
      propertyName: property.name,
      address: [property.addressLine, property.quartier, property.city, property.province].filter((line): line is string => Boolean(line)),
      unitLabel: unit.label,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      paidOn: paidInFullOn(payments, invoice.grossAmount, todayIn(ctx.timeZone, invoice.paidAt!)),
      paidAt: invoice.paidAt!,
      currency: invoice.currency,
      netAmount: invoice.netAmount,
      tvaBasisPoints: invoice.tvaBasisPoints,
      tvaAmount: invoice.tvaAmount,
      grossAmount: invoice.grossAmount,
      payments: payments.map(({ receivedOn, method, reference, amount }) => ({ receivedOn, method, reference: reference ?? null, amount })),
    };
  });
  // pdfkit and its fonts load with the first receipt, not with every process.
  const { renderReceipt } = await import('./receipt-pdf.js');
  return { number: content.number, pdf: await renderReceipt(content) };
}
