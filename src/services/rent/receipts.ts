import { Booking } from '../../db/entities/booking.js';
import { Payment } from '../../db/entities/payment.js';
import { OrgProfile, Person } from '../../db/entities/person.js';
import { Property } from '../../db/entities/property.js';
import { Unit } from '../../db/entities/unit.js';
import { todayIn } from '../../domain/dates.js';
import { addressLines, landlordOf } from '../../domain/people/people.js';
import { assertReceiptIssued, paidInFullOn, type ReceiptLanguage } from '../../domain/rent/receipt.js';
import { type ServiceContext, withinTenantScope } from '../context.js';
import { readableInvoice } from '../readable.js';

export interface Receipt {
  number: number;
  pdf: Buffer;
}

/**
 * The receipt (quittance de loyer) of a paid rent invoice, as a PDF. Read by
 * whoever may read the invoice (route 12's rule: its tenant, the owner of its
 * property, the org's managers), NOT_FOUND for anyone else; CONFLICT while it
 * is not paid. The landlord is the org when its profile has a legal name,
 * else the property's owner; people are named as the directory knows them
 * (whoever reads the receipt), by user id when it does not.
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
    const profile = await em.findOne(OrgProfile, { orgId: invoice.orgId });
    const people = await em.find(Person, { userId: { $in: [property.ownerUserId, invoice.tenantUserId] } });
    const personOf = (userId: string) => {
      const person = people.find((one) => one.userId === userId);
      return person ? { name: person.name, address: addressLines(person) } : null;
    };
    return {
      number: invoice.receiptNumber!,
      language,
      orgId: invoice.orgId,
      invoiceId: invoice.id,
      landlord: landlordOf(profile && { legalName: profile.legalName ?? null, address: addressLines(profile) }, personOf(property.ownerUserId), property.ownerUserId),
      tenant: personOf(invoice.tenantUserId) ?? { userId: invoice.tenantUserId },
      propertyName: property.name,
      address: addressLines(property),
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
