/** Amounts are integers in the currency's minor unit, 0..2^53-1 (SPEC.md section 3). */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** ISO 4217 alphabetic code, upper case, known to ICU. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && knownCurrencies.has(code);
}

export function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

export const MAX_TVA_BASIS_POINTS = 10_000;

/**
 * TVA on a net amount: round_half_up(net * bp / 10000), in integer arithmetic.
 * BigInt because net * bp exceeds 2^53 long before net does.
 */
export function tvaAmountFor(netAmount: number, tvaBasisPoints: number): number {
  if (!isAmount(netAmount)) throw new RangeError(`Not an amount: ${netAmount}`);
  if (!Number.isInteger(tvaBasisPoints) || tvaBasisPoints < 0 || tvaBasisPoints > MAX_TVA_BASIS_POINTS) {
    throw new RangeError(`Not a TVA rate in basis points: ${tvaBasisPoints}`);
  }
  const scaled = BigInt(netAmount) * BigInt(tvaBasisPoints);
  // Half up on non-negative values: add half the divisor, then truncate.
  return Number((scaled + 5_000n) / 10_000n);
}

export interface InvoiceAmounts {
  netAmount: number;
  tvaAmount: number;
  grossAmount: number;
}

/** Net, TVA and gross of an invoice; null when the gross would pass 2^53 - 1. */
export function invoiceAmountsFor(netAmount: number, tvaBasisPoints: number): InvoiceAmounts | null {
  const tvaAmount = tvaAmountFor(netAmount, tvaBasisPoints);
  const grossAmount = netAmount + tvaAmount;
  // Both terms are below 2^53, so the sum is exact up to 2^54; anything past the limit is refused.
  if (grossAmount > MAX_AMOUNT) return null;
  return { netAmount, tvaAmount, grossAmount };
}
