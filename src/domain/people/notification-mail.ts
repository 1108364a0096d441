import { formatAmount, formatDate, type ReceiptLanguage } from '../rent/receipt.js';

/**
 * The email of each notification, in the person's language: a subject, a
 * text part and an HTML part made of the same paragraphs (every value
 * escaped in HTML), and the unsubscribe link at the foot. Pure.
 */

export interface InvoiceFacts {
  grossAmount: number;
  currency: string;
  dueDate: string;
  periodStart: string;
  propertyName: string;
  unitLabel: string;
}

export interface BookingFacts {
  propertyName: string;
  unitLabel: string;
  startDate: string;
  endDate: string;
}

/** What one email says, by kind. */
export type MailFacts =
  | { kind: 'INVOICE_ISSUED' | 'INVOICE_OVERDUE' | 'LATE_FEE_CHARGED'; invoice: InvoiceFacts }
  | { kind: 'DUE_REMINDER'; invoice: InvoiceFacts; days: number }
  | { kind: 'PAYMENT_RECEIVED'; invoice: InvoiceFacts; receiptNumber: number | null }
  | { kind: 'BOOKING_CONFIRMED'; booking: BookingFacts }
  | { kind: 'LEASE_ENDING'; booking: BookingFacts; days: number }
  | { kind: 'VERIFICATION_DECISION'; approved: boolean; note: string | null; propertyName: string | null };

export interface MailContext {
  language: ReceiptLanguage;
  recipientName: string;
  unsubscribeUrl: string;
}

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

type Written = { subject: string; paragraphs: string[] };

const place = (facts: { propertyName: string; unitLabel: string }) => `${facts.propertyName}, ${facts.unitLabel}`;

const french = (facts: MailFacts): Written => {
  const amount = (invoice: InvoiceFacts) => formatAmount(invoice.grossAmount, invoice.currency, 'fr');
  const date = (value: string) => formatDate(value, 'fr');
  switch (facts.kind) {
    case 'INVOICE_ISSUED':
      return {
        subject: `Nouvelle facture de loyer : ${amount(facts.invoice)}`,
        paragraphs: [`Une facture de ${amount(facts.invoice)} pour ${place(facts.invoice)} (période du ${date(facts.invoice.periodStart)}) est à régler avant le ${date(facts.invoice.dueDate)}.`],
      };
    case 'DUE_REMINDER':
      return {
        subject: `Rappel : ${amount(facts.invoice)} à régler le ${date(facts.invoice.dueDate)}`,
        paragraphs: [`Votre facture de ${amount(facts.invoice)} pour ${place(facts.invoice)} arrive à échéance dans ${facts.days} jour(s), le ${date(facts.invoice.dueDate)}.`],
      };
    case 'INVOICE_OVERDUE':
      return {
        subject: `Facture impayée : ${amount(facts.invoice)}`,
        paragraphs: [`Votre facture de ${amount(facts.invoice)} pour ${place(facts.invoice)} était due le ${date(facts.invoice.dueDate)} et n'est pas réglée.`],
      };
    case 'LATE_FEE_CHARGED':
      return {
        subject: `Pénalité de retard : ${amount(facts.invoice)}`,
        paragraphs: [`Une pénalité de retard de ${amount(facts.invoice)} pour ${place(facts.invoice)} vous est facturée, à régler avant le ${date(facts.invoice.dueDate)}.`],
      };
    case 'PAYMENT_RECEIVED':
      return {
        subject: `Paiement reçu : ${amount(facts.invoice)}`,
        paragraphs: [
          `Nous avons bien reçu votre paiement de ${amount(facts.invoice)} pour ${place(facts.invoice)}.`,
          ...(facts.receiptNumber ? [`Votre quittance de loyer n° ${facts.receiptNumber} est jointe à ce message.`] : []),
        ],
      };
    case 'BOOKING_CONFIRMED':
      return {
        subject: `Réservation confirmée : ${place(facts.booking)}`,
        paragraphs: [`Votre réservation de ${place(facts.booking)} du ${date(facts.booking.startDate)} au ${date(facts.booking.endDate)} est confirmée.`],
      };
    case 'LEASE_ENDING':
      return {
        subject: `Votre bail se termine le ${date(facts.booking.endDate)}`,
        paragraphs: [`Votre bail pour ${place(facts.booking)} se termine dans ${facts.days} jour(s), le ${date(facts.booking.endDate)}.`],
      };
    case 'VERIFICATION_DECISION':
      return {
        subject: facts.approved ? 'Vérification approuvée' : 'Vérification refusée',
        paragraphs: [
          `Votre demande de vérification${facts.propertyName ? ` pour ${facts.propertyName}` : ''} a été ${facts.approved ? 'approuvée' : 'refusée'}.`,
          ...(facts.note ? [`Note : ${facts.note}`] : []),
        ],
      };
  }
};

const english = (facts: MailFacts): Written => {
  const amount = (invoice: InvoiceFacts) => formatAmount(invoice.grossAmount, invoice.currency, 'en');
  const date = (value: string) => formatDate(value, 'en');
  switch (facts.kind) {
    case 'INVOICE_ISSUED':
      return {
        subject: `New rent invoice: ${amount(facts.invoice)}`,
        paragraphs: [`An invoice of ${amount(facts.invoice)} for ${place(facts.invoice)} (period from ${date(facts.invoice.periodStart)}) is due by ${date(facts.invoice.dueDate)}.`],
      };
    case 'DUE_REMINDER':
      return {
        subject: `Reminder: ${amount(facts.invoice)} due on ${date(facts.invoice.dueDate)}`,
        paragraphs: [`Your invoice of ${amount(facts.invoice)} for ${place(facts.invoice)} is due in ${facts.days} day(s), on ${date(facts.invoice.dueDate)}.`],
      };
    case 'INVOICE_OVERDUE':
      return {
        subject: `Overdue invoice: ${amount(facts.invoice)}`,
        paragraphs: [`Your invoice of ${amount(facts.invoice)} for ${place(facts.invoice)} was due on ${date(facts.invoice.dueDate)} and is unpaid.`],
      };
    case 'LATE_FEE_CHARGED':
      return {
        subject: `Late fee: ${amount(facts.invoice)}`,
        paragraphs: [`A late fee of ${amount(facts.invoice)} for ${place(facts.invoice)} has been charged, due by ${date(facts.invoice.dueDate)}.`],
      };
    case 'PAYMENT_RECEIVED':
      return {
        subject: `Payment received: ${amount(facts.invoice)}`,
        paragraphs: [
          `We have received your payment of ${amount(facts.invoice)} for ${place(facts.invoice)}.`,
          ...(facts.receiptNumber ? [`Your rent receipt no. ${facts.receiptNumber} is attached.`] : []),
        ],
      };
    case 'BOOKING_CONFIRMED':
      return {
        subject: `Booking confirmed: ${place(facts.booking)}`,
        paragraphs: [`Your booking of ${place(facts.booking)} from ${date(facts.booking.startDate)} to ${date(facts.booking.endDate)} is confirmed.`],
      };
    case 'LEASE_ENDING':
      return {
        subject: `Your lease ends on ${date(facts.booking.endDate)}`,
        paragraphs: [`Your lease of ${place(facts.booking)} ends in ${facts.days} day(s), on ${date(facts.booking.endDate)}.`],
      };
    case 'VERIFICATION_DECISION':
      return {
        subject: facts.approved ? 'Verification approved' : 'Verification rejected',
        paragraphs: [
          `Your verification request${facts.propertyName ? ` for ${facts.propertyName}` : ''} has been ${facts.approved ? 'approved' : 'rejected'}.`,
          ...(facts.note ? [`Note: ${facts.note}`] : []),
        ],
      };
  }
};

const frames: Record<ReceiptLanguage, { write: (facts: MailFacts) => Written; greeting: (name: string) => string; unsubscribe: string }> = {
  fr: { write: french, greeting: (name) => `Bonjour ${name},`, unsubscribe: 'Ne plus recevoir ces messages' },
  en: { write: english, greeting: (name) => `Hello ${name},`, unsubscribe: 'Stop receiving these emails' },
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

export function mailOf(facts: MailFacts, { language, recipientName, unsubscribeUrl }: MailContext): Mail {
  const frame = frames[language];
  const { subject, paragraphs } = frame.write(facts);
  const body = [frame.greeting(recipientName), ...paragraphs];
  return {
    subject,
    text: `${body.join('\n\n')}\n\n--\n${frame.unsubscribe}: ${unsubscribeUrl}\n`,
    html:
      `<!doctype html><html lang="${language}"><body>${body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}` +
      `<hr><p><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(frame.unsubscribe)}</a></p></body></html>`,
  };
}

