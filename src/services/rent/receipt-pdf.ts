import type { PaymentMethod } from '../../domain/rent/payment.js';
import type { Landlord } from '../../domain/people/people.js';
import { formatAmount, formatDate, formatRate, lastDayOf, receiptTexts, type ReceiptLanguage } from '../../domain/rent/receipt.js';
import { AMOUNT_WIDTH, type Column, GREY, newPdf, PdfLayout, RULE } from '../pdf.js';

/** What a receipt shows: the invoice, where and whom it concerns, and the payments that paid it. */
export interface ReceiptContent {
  number: number;
  language: ReceiptLanguage;
  orgId: string;
  invoiceId: string;
  landlord: Landlord;
  /** The tenant's name and address when the directory knows them, else their user id. */
  tenant: { name: string; address: string[] } | { userId: string };
  propertyName: string;
  /** The property's address lines that are known (street, quartier, city, province). */
  address: string[];
  unitLabel: string;
  periodStart: string;
  periodEnd: string;
  /** The day the money completing it was received (paidInFullOn). */
  paidOn: string;
  paidAt: Date;
  currency: string;
  netAmount: number;
  tvaBasisPoints: number;
  tvaAmount: number;
  grossAmount: number;
  payments: { receivedOn: string; method: PaymentMethod; reference: string | null; amount: number }[];
}

/** Room for the longest amount at 9 points in the payments. */
const PAYMENT_AMOUNT_WIDTH = 145;

/** Renders a receipt (quittance de loyer) as an A4 PDF. */
export async function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  const texts = receiptTexts[content.language];
  const money = (amount: number) => formatAmount(amount, content.currency, content.language);
  const date = (day: string) => formatDate(day, content.language);
  const { document, done } = await newPdf(content.language, {
    Title: `${texts.title} ${texts.number} ${content.number}`,
    Subject: `${texts.invoice} ${content.invoiceId}`,
    // The time it was paid, so the same receipt is the same file whenever it is downloaded.
    CreationDate: content.paidAt,
  });
  const page = new PdfLayout(document);
  const { left, width } = page;

  // Title and number.
  document.font('bold').fontSize(20).fillColor('black').text(texts.title, left, page.y, { width: width - 160 });
  document.fontSize(14).text(`${texts.number} ${content.number}`, left + width - 160, page.y + 4, { width: 160, align: 'right' });
  page.y = Math.max(document.y, page.y + 26) + 2;
  document.font('regular').fontSize(9.5).fillColor(GREY).text(`${texts.paidOn} ${date(content.paidOn)}`, left, page.y, { width: width, align: 'right' });
  page.y = document.y + 8;
  page.rule();

  // Landlord and tenant, side by side; each value under its label, so a user id stays on one line.
  const half = (width - 20) / 2;
  const party = (x: number, title: string, lines: [string, string][], note?: string) => {
    let at = page.y;
    document.font('bold').fontSize(11).fillColor('black').text(title.toUpperCase(), x, at, { width: half });
    at = document.y + 4;
    for (const [label, value] of lines) {
      document.font('regular').fontSize(8.5).fillColor(GREY).text(label, x, at, { width: half });
      document.fontSize(9.5).fillColor('black').text(value, x, document.y + 1, { width: half });
      at = document.y + 5;
    }
    if (note) {
      document.fontSize(8.5).fillColor(GREY).text(note, x, at, { width: half });
      at = document.y;
    }
    return at;
  };
  // Names where the directory knows them; a user id only where it does not.
  const named = (name: string, address: string[]): [string, string][] => [[texts.name, name], ...(address.length ? [[texts.address, address.join(', ')] as [string, string]] : [])];
  const { landlord, tenant } = content;
  const landlordEnd =
    landlord.kind === 'org'
      ? party(left, texts.landlord, named(landlord.name, landlord.address))
      : party(
          left,
          texts.landlord,
          [...(landlord.kind === 'user' ? [[texts.owner, landlord.userId] as [string, string]] : named(landlord.name, landlord.address)), [texts.organisation, content.orgId]],
          texts.landlordNote,
        );
  const tenantEnd = party(left + half + 20, texts.tenant, 'name' in tenant ? named(tenant.name, tenant.address) : [[texts.tenantUser, tenant.userId]]);
  page.y = Math.max(landlordEnd, tenantEnd) + 12;
  page.rule();

  page.heading(texts.premises);
  page.field(texts.property, content.propertyName);
  if (content.address.length) page.field(texts.address, content.address.join(', '));
  page.field(texts.unit, content.unitLabel);
  page.field(texts.period, texts.periodRange(date(content.periodStart), date(lastDayOf(content.periodEnd))));
  page.y += 8;
  page.rule();

  // Amounts, right-aligned.
  page.heading(texts.amounts);
  const amountRow = (label: string, amount: number, strong = false) => page.amount(label, money(amount), strong);
  amountRow(texts.net, content.netAmount);
  amountRow(texts.tva(formatRate(content.tvaBasisPoints, content.language)), content.tvaAmount);
  document.moveTo(left + width - AMOUNT_WIDTH, page.y).lineTo(left + width, page.y).lineWidth(0.5).strokeColor(RULE).stroke();
  page.y += 4;
  amountRow(texts.gross, content.grossAmount, true);
  page.y += 8;
  page.rule();

  // Payments: one row each, a long reference wraps inside its column.
  page.heading(texts.payments);
  const columns: Column[] = [
    { title: texts.receivedOn, width: 105, align: 'left' },
    { title: texts.method, width: 100, align: 'left' },
    { title: texts.reference, width: width - 105 - 100 - PAYMENT_AMOUNT_WIDTH, align: 'left' },
    { title: texts.amount, width: PAYMENT_AMOUNT_WIDTH, align: 'right' },
  ];
  page.titles(columns);
  for (const payment of content.payments) {
    page.row(columns, [date(payment.receivedOn), texts.methods[payment.method], payment.reference ?? '—', money(payment.amount)], 'regular', false);
    page.underline();
  }
  page.y += 14;

  // The acknowledgement that makes it a quittance.
  const acknowledgement = texts.acknowledgement(money(content.grossAmount), date(content.periodStart), date(lastDayOf(content.periodEnd)));
  document.font('regular').fontSize(10);
  page.room(document.heightOfString(acknowledgement, { width }) + 40);
  document.fillColor('black').text(acknowledgement, left, page.y, { width });
  page.y = document.y + 24;

  document.font('regular').fontSize(8).fillColor(GREY);
  page.room(30);
  document.text(`${texts.invoice} ${content.invoiceId}`, left, page.y, { width });
  document.text(texts.footer, left, document.y + 2, { width });

  document.end();
  return done;
}
