import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PaymentMethod } from '../domain/payment.js';
import type { Landlord } from '../domain/people.js';
import { formatAmount, formatDate, formatRate, lastDayOf, receiptTexts, type ReceiptLanguage } from '../domain/receipt.js';

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

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, embedded (subset) in every receipt: names and addresses are
 * whatever people typed, and the PDF standard fonts only know Latin-1;
 * DejaVu also has the letters of Cameroon's languages (ɛ, ɔ, ŋ) and more.
 * Read on first use.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontsOnce = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

const MARGIN = 50;
const GREY = '#555555';
const RULE = '#bbbbbb';
const SHADE = '#eeeeee';
/** Room for the longest amount, `9 007 199 254 740 991 XAF` (2^53 - 1), on one line: in bold at 11 points, and at 9 in the payments. */
const AMOUNT_WIDTH = 190;
const PAYMENT_AMOUNT_WIDTH = 145;

/** Renders a receipt (quittance de loyer) as an A4 PDF. */
export function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  const texts = receiptTexts[content.language];
  const money = (amount: number) => formatAmount(amount, content.currency, content.language);
  const date = (day: string) => formatDate(day, content.language);
  const { regular, bold } = fontsOnce();

  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: regular as unknown as string,
    lang: content.language,
    info: {
      Title: `${texts.title} ${texts.number} ${content.number}`,
      Subject: `${texts.invoice} ${content.invoiceId}`,
      // The time it was paid, so the same receipt is the same file whenever it is downloaded.
      CreationDate: content.paidAt,
    },
  });
  document.registerFont('regular', regular);
  document.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const left = MARGIN;
  const width = document.page.width - 2 * MARGIN;
  const bottom = () => document.page.height - MARGIN;
  let y = MARGIN;

  /** Starts a new page when `height` more points would not fit; says whether it did. */
  const room = (height: number) => {
    if (y + height <= bottom()) return false;
    document.addPage();
    y = MARGIN;
    return true;
  };
  const rule = () => {
    document.moveTo(left, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
    y += 10;
  };
  const heading = (text: string) => {
    room(40);
    document.font('bold').fontSize(11).fillColor('black').text(text.toUpperCase(), left, y, { width });
    y = document.y + 4;
  };
  /** A label and its value in two columns, the value wrapping within its own. */
  const field = (label: string, value: string, x = left, columnWidth = width, labelWidth = 150) => {
    const valueWidth = columnWidth - labelWidth;
    document.font('regular').fontSize(9.5);
    const height = Math.max(document.heightOfString(label, { width: labelWidth - 8 }), document.heightOfString(value, { width: valueWidth }));
    room(height + 3);
    document.fillColor(GREY).text(label, x, y, { width: labelWidth - 8 });
    document.fillColor('black').text(value, x + labelWidth, y, { width: valueWidth });
    y += height + 3;
  };

  // Title and number.
  document.font('bold').fontSize(20).fillColor('black').text(texts.title, left, y, { width: width - 160 });
  document.fontSize(14).text(`${texts.number} ${content.number}`, left + width - 160, y + 4, { width: 160, align: 'right' });
  y = Math.max(document.y, y + 26) + 2;
  document.font('regular').fontSize(9.5).fillColor(GREY).text(`${texts.paidOn} ${date(content.paidOn)}`, left, y, { width: width, align: 'right' });
  y = document.y + 8;
  rule();

  // Landlord and tenant, side by side; each value under its label, so a user id stays on one line.
  const half = (width - 20) / 2;
  const party = (x: number, title: string, lines: [string, string][], note?: string) => {
    let at = y;
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
  y = Math.max(landlordEnd, tenantEnd) + 12;
  rule();

  heading(texts.premises);
  field(texts.property, content.propertyName);
  if (content.address.length) field(texts.address, content.address.join(', '));
  field(texts.unit, content.unitLabel);
  field(texts.period, texts.periodRange(date(content.periodStart), date(lastDayOf(content.periodEnd))));
  y += 8;
  rule();

  // Amounts, right-aligned.
  heading(texts.amounts);
  const amountRow = (label: string, amount: number, strong = false) => {
    room(18);
    document.font(strong ? 'bold' : 'regular').fontSize(strong ? 11 : 9.5).fillColor('black');
    document.text(label, left, y, { width: width - AMOUNT_WIDTH });
    document.text(money(amount), left + width - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    y = document.y + 4;
  };
  amountRow(texts.net, content.netAmount);
  amountRow(texts.tva(formatRate(content.tvaBasisPoints, content.language)), content.tvaAmount);
  document.moveTo(left + width - AMOUNT_WIDTH, y).lineTo(left + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y += 4;
  amountRow(texts.gross, content.grossAmount, true);
  y += 8;
  rule();

  // Payments: one row each, a long reference wraps inside its column.
  heading(texts.payments);
  const columns = [
    { title: texts.receivedOn, width: 105, align: 'left' as const },
    { title: texts.method, width: 100, align: 'left' as const },
    { title: texts.reference, width: width - 105 - 100 - PAYMENT_AMOUNT_WIDTH, align: 'left' as const },
    { title: texts.amount, width: PAYMENT_AMOUNT_WIDTH, align: 'right' as const },
  ];
  const titles = columns.map((column) => column.title);
  const row = (cells: string[], font: 'regular' | 'bold', shade: boolean) => {
    document.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, index) => document.heightOfString(cell, { width: columns[index]!.width - 8 }))) + 6;
    // A table going on over a page break starts the new page with its column titles again.
    if (room(height) && cells !== titles) row(titles, 'bold', true);
    document.font(font).fontSize(9);
    if (shade) document.rect(left, y, width, height).fill(SHADE);
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      document.fillColor('black').text(cell, x + 4, y + 3, { width: column.width - 8, align: column.align });
      x += column.width;
    });
    y += height;
  };
  row(titles, 'bold', true);
  for (const payment of content.payments) {
    row([date(payment.receivedOn), texts.methods[payment.method], payment.reference ?? '—', money(payment.amount)], 'regular', false);
    document.moveTo(left, y).lineTo(left + width, y).lineWidth(0.3).strokeColor(RULE).stroke();
  }
  y += 14;

  // The acknowledgement that makes it a quittance.
  const acknowledgement = texts.acknowledgement(money(content.grossAmount), date(content.periodStart), date(lastDayOf(content.periodEnd)));
  document.font('regular').fontSize(10);
  room(document.heightOfString(acknowledgement, { width }) + 40);
  document.fillColor('black').text(acknowledgement, left, y, { width });
  y = document.y + 24;

  document.font('regular').fontSize(8).fillColor(GREY);
  room(30);
  document.text(`${texts.invoice} ${content.invoiceId}`, left, y, { width });
  document.text(texts.footer, left, document.y + 2, { width });

  document.end();
  return done;
}
