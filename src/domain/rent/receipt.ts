import { AppError, conflict, validationFailed } from '../errors.js';
import type { InvoiceKind, InvoiceStatus } from './invoice.js';
import type { PaymentMethod } from './payment.js';

/**
 * The receipt (quittance de loyer) of a paid rent invoice, in words: its
 * languages, its texts and how it writes amounts and dates. Pure, so the
 * PDF layout (src/services/rent/receipt-pdf.ts) only places what this says.
 */

/**
 * A receipt exists for a rent invoice once it is PAID (its number was given
 * when it was first paid in full). A late fee has none: a quittance de loyer
 * acknowledges rent. An invoice open again after a reversal keeps its number
 * but has no receipt until it is paid again.
 */
export function assertReceiptIssued(invoice: { id: string; kind: InvoiceKind; status: InvoiceStatus; receiptNumber?: number | null }): void {
  if (invoice.kind !== 'RENT') throw new AppError('NOT_FOUND', `Invoice ${invoice.id} is a ${invoice.kind === 'LATE_FEE' ? 'late fee' : 'maintenance charge'}: only rent invoices have a receipt.`);
  if (invoice.status !== 'PAID' || !invoice.receiptNumber) {
    throw conflict(`Invoice ${invoice.id} is not paid: its receipt exists once it is paid in full.`);
  }
}

/** Whether an invoice has a receipt now (see assertReceiptIssued). */
export const hasReceipt = (invoice: { kind: InvoiceKind; status: InvoiceStatus; receiptNumber?: number | null }) =>
  invoice.kind === 'RENT' && invoice.status === 'PAID' && Boolean(invoice.receiptNumber);

export const receiptLanguages = ['fr', 'en'] as const;
export type ReceiptLanguage = (typeof receiptLanguages)[number];
/** The language of the demo market (Cameroon's landlords write quittances in French first). */
export const DEFAULT_RECEIPT_LANGUAGE: ReceiptLanguage = 'fr';

const isReceiptLanguage = (value: string): value is ReceiptLanguage => (receiptLanguages as readonly string[]).includes(value);

/** A `lang` the client asked for: fr or en, anything else refused. */
export function receiptLanguageParameter(value: string): ReceiptLanguage {
  const language = value.toLowerCase();
  if (!isReceiptLanguage(language)) throw validationFailed('The receipt language is not offered.', [{ path: 'lang', message: `One of ${receiptLanguages.join(', ')}.` }]);
  return language;
}

/**
 * The language an Accept-Language header prefers among ours (RFC 9110
 * section 12.5.4: the highest q, the earlier on a tie; `en-GB` counts as en),
 * or French when it names none of them.
 */
export function receiptLanguageFor(acceptLanguage: string | undefined): ReceiptLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, q }) => isReceiptLanguage(language) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as ReceiptLanguage | undefined) ?? DEFAULT_RECEIPT_LANGUAGE;
}

/** The minor-unit digits of a currency (XAF 0, EUR 2), from ICU. */
function minorDigitsOf(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * An amount in minor units as people read it, exactly (string arithmetic, no
 * floating point, up to 2^53 - 1 either side of zero): `1 250 000 XAF` in
 * French (no-break spaces between groups, decimal comma), `XAF 1,250,000` in
 * English, `-1 250 000 XAF` and `XAF -1,250,000` below zero.
 */
export function formatAmount(minorUnits: number, currency: string, language: ReceiptLanguage): string {
  const digits = minorDigitsOf(currency);
  const text = String(Math.abs(minorUnits)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits ? text.slice(text.length - digits) : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, language === 'fr' ? NO_BREAK_SPACE : ',');
  // A statement's deductions are negative: the sign goes before the digits.
  const number = `${minorUnits < 0 ? '-' : ''}${fraction ? `${grouped}${language === 'fr' ? ',' : '.'}${fraction}` : grouped}`;
  return language === 'fr' ? `${number}${NO_BREAK_SPACE}${currency}` : `${currency}${NO_BREAK_SPACE}${number}`;
}

/** A TVA rate in basis points as a percentage: 1925 is `19,25 %` in French, `19.25%` in English. */
export function formatRate(basisPoints: number, language: ReceiptLanguage): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  const decimals = hundredths === 0 ? '' : `${language === 'fr' ? ',' : '.'}${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return language === 'fr' ? `${whole}${decimals}${NO_BREAK_SPACE}%` : `${whole}${decimals}%`;
}

const dateFormats: Record<ReceiptLanguage, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A calendar date YYYY-MM-DD in words: `1er janvier 2027` (French writes the first of a month so), `1 January 2027`. */
export function formatDate(date: string, language: ReceiptLanguage): string {
  const text = dateFormats[language].format(new Date(`${date}T00:00:00Z`));
  return language === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

/**
 * The day a receipt says the rent was paid: the day the money completing it
 * was received (the latest receivedOn of its live payments), not the day
 * someone recorded it. An invoice marked PAID without payments covering it
 * (paid before payments were recorded) has only the day it was marked paid.
 */
export function paidInFullOn(payments: readonly { receivedOn: string; amount: number }[], grossAmount: number, markedPaidOn: string): string {
  const received = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (!payments.length || received < grossAmount) return markedPaidOn;
  return payments.reduce((latest, payment) => (payment.receivedOn > latest ? payment.receivedOn : latest), payments[0]!.receivedOn);
}

/** The last day of a half-open period [start, end): the day before `end`. */
export const lastDayOf = (periodEnd: string) => new Date(Date.parse(`${periodEnd}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export interface ReceiptTexts {
  title: string;
  number: string;
  landlord: string;
  landlordNote: string;
  name: string;
  owner: string;
  organisation: string;
  tenant: string;
  tenantUser: string;
  premises: string;
  property: string;
  address: string;
  unit: string;
  period: string;
  periodRange: (from: string, to: string) => string;
  amounts: string;
  net: string;
  tva: (rate: string) => string;
  gross: string;
  payments: string;
  receivedOn: string;
  method: string;
  reference: string;
  amount: string;
  methods: Record<PaymentMethod, string>;
  acknowledgement: (gross: string, from: string, to: string) => string;
  paidOn: string;
  invoice: string;
  footer: string;
}

export const receiptTexts: Record<ReceiptLanguage, ReceiptTexts> = {
  fr: {
    title: 'Quittance de loyer',
    number: 'N°',
    landlord: 'Bailleur',
    landlordNote: 'Le propriétaire du bien, représenté par son gestionnaire.',
    name: 'Nom',
    owner: 'Propriétaire (utilisateur)',
    organisation: 'Gestionnaire (organisation)',
    tenant: 'Locataire',
    tenantUser: 'Locataire (utilisateur)',
    premises: 'Logement',
    property: 'Bien',
    address: 'Adresse',
    unit: 'Lot',
    period: 'Période',
    periodRange: (from, to) => `du ${from} au ${to}`,
    amounts: 'Montants',
    net: 'Loyer hors taxes',
    tva: (rate) => `TVA (${rate})`,
    gross: 'Total TTC',
    payments: 'Paiements reçus',
    receivedOn: 'Reçu le',
    method: 'Mode',
    reference: 'Référence',
    amount: 'Montant',
    methods: {
      CASH: 'Espèces',
      MOBILE_MONEY: 'Mobile money',
      BANK_TRANSFER: 'Virement bancaire',
      CARD: 'Carte bancaire',
      CHEQUE: 'Chèque',
      ONLINE: 'Paiement en ligne',
      LEGACY: 'Non précisé',
    },
    acknowledgement: (gross, from, to) =>
      `Le bailleur reconnaît avoir reçu du locataire la somme de ${gross} au titre du loyer du logement désigné ci-dessus pour la période du ${from} au ${to}, et lui en donne quittance, sous réserve de tous ses droits.`,
    paidOn: 'Payée le',
    invoice: 'Facture',
    footer: 'Quittance établie d’après les paiements enregistrés au service de gestion locative.',
  },
  en: {
    title: 'Rent receipt',
    number: 'No.',
    landlord: 'Landlord',
    landlordNote: "The owner of the property, represented by its manager.",
    name: 'Name',
    owner: 'Owner (user)',
    organisation: 'Manager (organisation)',
    tenant: 'Tenant',
    tenantUser: 'Tenant (user)',
    premises: 'Premises',
    property: 'Property',
    address: 'Address',
    unit: 'Unit',
    period: 'Period',
    periodRange: (from, to) => `${from} to ${to}`,
    amounts: 'Amounts',
    net: 'Rent excluding tax',
    tva: (rate) => `VAT (TVA, ${rate})`,
    gross: 'Total including tax',
    payments: 'Payments received',
    receivedOn: 'Received on',
    method: 'Method',
    reference: 'Reference',
    amount: 'Amount',
    methods: {
      CASH: 'Cash',
      MOBILE_MONEY: 'Mobile money',
      BANK_TRANSFER: 'Bank transfer',
      CARD: 'Card',
      CHEQUE: 'Cheque',
      ONLINE: 'Online payment',
      LEGACY: 'Not recorded',
    },
    acknowledgement: (gross, from, to) =>
      `The landlord acknowledges receipt from the tenant of ${gross} as rent for the premises above for the period from ${from} to ${to}, and gives this receipt for it, without prejudice to any of the landlord's rights.`,
    paidOn: 'Paid on',
    invoice: 'Invoice',
    footer: 'Receipt drawn up from the payments recorded in the rental management service.',
  },
};
