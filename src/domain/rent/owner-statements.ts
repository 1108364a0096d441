import { forbidden, validationFailed } from '../errors.js';
import { tvaAmountFor } from '../money.js';
import { type Actor, hasRole, managesOrg } from '../roles.js';

/**
 * An owner's statement (docs/owner-statements.md): the rent collected on the
 * owner's properties, the org's management fee and its TVA on each collection,
 * maintenance costs charged to the owner and payouts, per currency.
 */
export const ownerStatementLineKinds = ['RENT_COLLECTED', 'RENT_REVERSED', 'MAINTENANCE_COST', 'PAYOUT'] as const;
export type OwnerStatementLineKind = (typeof ownerStatementLineKinds)[number];

/** What the org keeps of a line: the management fee and the TVA on it, signed as the line is. */
export interface ManagementFee {
  fee: number;
  feeTva: number;
}

/**
 * The management fee on one rent line of `amount` (signed: a reversal is
 * negative): round_half_up(|amount| x bp / 10000) with the line's sign, and
 * the TVA on that fee by the invoices' rule. Per line, so the fees of a
 * period are the sum of its lines' and any split of periods adds up.
 */
export function managementFeeOn(amount: number, feeBasisPoints: number, tvaBasisPoints: number): ManagementFee {
  const sign = amount < 0 ? -1 : 1;
  const fee = tvaAmountFor(Math.abs(amount), feeBasisPoints);
  // `|| 0`: no negative zero in a statement.
  return { fee: sign * fee || 0, feeTva: sign * tvaAmountFor(fee, tvaBasisPoints) || 0 };
}

/** Rent lines of the statement: what the org collected for the owner, and collections undone. */
export const isRentLine = (kind: OwnerStatementLineKind) => kind === 'RENT_COLLECTED' || kind === 'RENT_REVERSED';

/** What a line leaves the owner: a rent line's amount less the fee and its TVA, any other line's amount. */
export function netOf(kind: OwnerStatementLineKind, amount: number, fee: ManagementFee): number {
  return isRentLine(kind) ? amount - fee.fee - fee.feeTva : amount;
}

/** A manager reads any owner's statement, an owner its own; tenants none. */
export function assertCanReadOwnerStatement(actor: Actor, ownerUserId: string): void {
  if (managesOrg(actor)) return;
  if (hasRole(actor, 'OWNER') && ownerUserId === actor.userId) return;
  throw forbidden(hasRole(actor, 'OWNER') ? 'Owners read only their own statement.' : 'Only managers, admins and owners read owner statements.');
}

/** Payouts are the managers' to record: they say what the org paid. */
export function assertCanRecordPayouts(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins record owner payouts.');
}

/** A payout is recorded once made: not in the future. */
export function assertPaidBy(paidOn: string, today: string): void {
  if (paidOn > today) throw validationFailed('A payout cannot be made in the future.', [{ path: 'paidOn', message: `Must be ${today} or earlier.` }]);
}

export interface OwnerStatementTexts {
  title: string;
  owner: string;
  ownerUser: string;
  address: string;
  period: string;
  periodRange: (from: string, to: string) => string;
  managementFee: (rate: string, tvaRate: string) => string;
  account: (currency: string) => string;
  openingBalance: string;
  rentCollected: string;
  fee: string;
  feeTva: string;
  maintenanceCosts: string;
  payouts: string;
  closingBalance: string;
  date: string;
  line: string;
  amount: string;
  feeAndTva: string;
  net: string;
  kinds: Record<OwnerStatementLineKind, string>;
  nothing: string;
  footer: string;
}

export const ownerStatementTexts: Record<'fr' | 'en', OwnerStatementTexts> = {
  fr: {
    title: 'Relevé de gérance',
    owner: 'Propriétaire',
    ownerUser: 'Propriétaire (utilisateur)',
    address: 'Adresse',
    period: 'Période',
    periodRange: (from, to) => `du ${from} au ${to}`,
    managementFee: (rate, tvaRate) => `Honoraires de gestion : ${rate} des loyers encaissés, TVA ${tvaRate} sur les honoraires`,
    account: (currency) => `Compte en ${currency}`,
    openingBalance: 'Solde au début de la période',
    rentCollected: 'Loyers encaissés',
    fee: 'Honoraires de gestion',
    feeTva: 'TVA sur les honoraires',
    maintenanceCosts: 'Travaux et entretien',
    payouts: 'Versements au propriétaire',
    closingBalance: 'Solde dû en fin de période',
    date: 'Date',
    line: 'Opération',
    amount: 'Montant',
    feeAndTva: 'Honoraires TTC',
    net: 'Net',
    kinds: { RENT_COLLECTED: 'Loyer encaissé', RENT_REVERSED: 'Paiement annulé', MAINTENANCE_COST: 'Travaux', PAYOUT: 'Versement' },
    nothing: 'Aucune opération sur la période.',
    footer: 'Relevé établi d’après les paiements, travaux et versements enregistrés au service de gestion locative.',
  },
  en: {
    title: 'Owner statement',
    owner: 'Owner',
    ownerUser: 'Owner (user)',
    address: 'Address',
    period: 'Period',
    periodRange: (from, to) => `${from} to ${to}`,
    managementFee: (rate, tvaRate) => `Management fee: ${rate} of the rent collected, VAT (TVA) ${tvaRate} on the fee`,
    account: (currency) => `Account in ${currency}`,
    openingBalance: 'Balance at the start of the period',
    rentCollected: 'Rent collected',
    fee: 'Management fee',
    feeTva: 'VAT (TVA) on the fee',
    maintenanceCosts: 'Maintenance',
    payouts: 'Paid to the owner',
    closingBalance: 'Balance due at the end of the period',
    date: 'Date',
    line: 'Entry',
    amount: 'Amount',
    feeAndTva: 'Fee incl. tax',
    net: 'Net',
    kinds: { RENT_COLLECTED: 'Rent collected', RENT_REVERSED: 'Payment reversed', MAINTENANCE_COST: 'Maintenance', PAYOUT: 'Payout' },
    nothing: 'No entries in the period.',
    footer: 'Statement drawn up from the payments, maintenance and payouts recorded in the rental management service.',
  },
};
