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
