import { setImmediate } from 'node:timers/promises';
import { ownerStatementTexts } from '../../domain/rent/owner-statements.js';
import { formatAmount, formatDate, formatRate, lastDayOf, type ReceiptLanguage } from '../../domain/rent/receipt.js';
import type { OwnerStatement, OwnerStatementLine } from './owner-statements.js';
import { type Column, GREY, newPdf, PdfLayout } from '../pdf.js';

/** Lines laid out between two turns given to the rest of the process (about 5 ms of CPU). */
const LINES_PER_TURN = 2;

/**
 * Renders an owner statement as an A4 PDF: the totals of each currency, then its lines. The layout gives the
 * event loop back every LINES_PER_TURN lines (`giveWay`: by default to whatever waits; the server's also waits for
 * the requests being worked on), so that other requests are answered while a long statement is laid out.
 */
export async function renderOwnerStatement(
  statement: OwnerStatement,
  language: ReceiptLanguage,
  giveWay: () => Promise<unknown> = () => setImmediate(),
): Promise<Buffer> {
  const texts = ownerStatementTexts[language];
  const date = (day: string) => formatDate(day, language);
  const { document, done } = await newPdf(language, { Title: `${texts.title} ${statement.from} ${statement.to}`, Subject: `${texts.owner} ${statement.ownerUserId}` });
  const page = new PdfLayout(document);
  const { left, width } = page;

  document.font('bold').fontSize(20).fillColor('black').text(texts.title, left, page.y, { width });
  page.y = document.y + 8;
  if (statement.ownerName) page.field(texts.owner, statement.ownerName);
  else page.field(texts.ownerUser, statement.ownerUserId);
  if (statement.ownerAddress.length) page.field(texts.address, statement.ownerAddress.join(', '));
  page.field(texts.period, texts.periodRange(date(statement.from), date(lastDayOf(statement.to))));
  document.font('regular').fontSize(9).fillColor(GREY);
  const fee = texts.managementFee(formatRate(statement.managementFeeBasisPoints, language), formatRate(statement.managementFeeTvaBasisPoints, language));
  document.text(fee, left, page.y + 2, { width });
  page.y = document.y + 8;
  page.rule();
  if (!statement.accounts.length) {
    document.font('regular').fontSize(10).fillColor('black').text(texts.nothing, left, page.y, { width });
    page.y = document.y + 12;
  }

  for (const account of statement.accounts) {
    const money = (amount: number) => formatAmount(amount, account.currency, language);
    page.heading(texts.account(account.currency));
    const amountRow = (label: string, amount: number, strong = false) => page.amount(label, money(amount), strong);
    amountRow(texts.openingBalance, account.openingBalance);
    amountRow(texts.rentCollected, account.rentCollected);
    amountRow(texts.fee, -account.managementFee);
    amountRow(texts.feeTva, -account.managementFeeTva);
    amountRow(texts.maintenanceCosts, account.maintenanceCosts);
    amountRow(texts.payouts, account.payouts);
    amountRow(texts.closingBalance, account.closingBalance, true);
    page.y += 8;

    const amountWidth = 95;
    const columns: Column[] = [
      { title: texts.date, width: 80, align: 'left' },
      { title: texts.line, width: width - 80 - 3 * amountWidth, align: 'left' },
      { title: texts.amount, width: amountWidth, align: 'right' },
      { title: texts.feeAndTva, width: amountWidth, align: 'right' },
      { title: texts.net, width: amountWidth, align: 'right' },
    ];
    page.titles(columns);
    for (const [index, line] of account.lines.entries()) {
      if (index % LINES_PER_TURN === LINES_PER_TURN - 1) await giveWay();
      page.row(columns, [date(line.date), describe(line, texts.kinds[line.kind]), money(line.amount), money(line.managementFee + line.managementFeeTva), money(line.net)], 'regular', false);
      page.underline();
    }
    page.y += 14;
  }

  document.font('regular').fontSize(8).fillColor(GREY);
  page.room(30);
  document.text(texts.footer, left, page.y, { width });
  document.end();
  return done;
}

/** What a line concerns: its kind, then the property, unit and tenant, or the reference. */
function describe(line: OwnerStatementLine, kind: string): string {
  const place = [line.propertyName, line.unitLabel].filter(Boolean).join(' · ');
  return [kind, place, line.tenantName, line.reference].filter(Boolean).join(' — ');
}
