import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/errors.js';
import { assertPaymentFits, balanceOf } from '../../src/domain/rent/payment.js';
import { formatAmount, formatRate, lastDayOf, receiptLanguageFor } from '../../src/domain/rent/receipt.js';

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('a payment against an invoice', () => {
  it('fits exactly when the invoice is open and the amount is at most the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('ISSUED', 'OVERDUE', 'PAID', 'CANCELLED' as const),
        (grossAmount, paidShare, amount, status) => {
          const invoice = { status, grossAmount, paidAmount: Math.floor(grossAmount * paidShare), currency: 'XAF' };
          const expected = status === 'PAID' || status === 'CANCELLED' ? 'INVALID_TRANSITION' : amount > balanceOf(invoice) ? 'VALIDATION_FAILED' : undefined;
          expect(codeOf(() => assertPaymentFits(invoice, amount))).toBe(expected);
        },
      ),
    );
    for (const amount of [0, -1, 1.5]) expect(codeOf(() => assertPaymentFits({ status: 'ISSUED', grossAmount: 10, paidAmount: 0, currency: 'XAF' }, amount))).toBe('VALIDATION_FAILED');
  });
});

describe('amounts on a receipt', () => {
  it('keep every digit, grouped by three, for any amount up to 2^53 - 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const french = formatAmount(amount, 'XAF', 'fr');
        const english = formatAmount(amount, 'XAF', 'en');
        expect(french).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0XAF$/);
        expect(english).toMatch(/^XAF\u00a0\d{1,3}(,\d{3})*$/);
        expect(french.replace(/\D/g, '')).toBe(String(amount));
        expect(english.replace(/\D/g, '')).toBe(String(amount));
      }),
    );
  });

  it('show minor units as decimals where the currency has them', () => {
    expect(formatAmount(1_250_000, 'XAF', 'fr')).toBe('1\u00a0250\u00a0000\u00a0XAF');
    expect(formatAmount(123_450, 'EUR', 'fr')).toBe('1\u00a0234,50\u00a0EUR');
    expect(formatAmount(5, 'EUR', 'en')).toBe('EUR\u00a00.05');
    expect(formatAmount(1_000, 'KWD', 'en')).toBe('KWD\u00a01.000');
  });

  it('write TVA rates and period ends as people do', () => {
    expect([formatRate(1925, 'fr'), formatRate(1925, 'en'), formatRate(1950, 'en'), formatRate(1000, 'fr'), formatRate(5, 'en')]).toEqual([
      '19,25\u00a0%',
      '19.25%',
      '19.5%',
      '10\u00a0%',
      '0.05%',
    ]);
    expect([lastDayOf('2027-03-01'), lastDayOf('2028-03-01'), lastDayOf('2027-01-01')]).toEqual(['2027-02-28', '2028-02-29', '2026-12-31']);
  });
});

describe('the language of a receipt', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['en', 'en'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE, fr;q=0.5, en;q=0.9', 'en'],
    ['fr-CM, en;q=0.9', 'fr'],
    ['en;q=0, de', 'fr'],
    ['EN-us', 'en'],
    ['*', 'fr'],
  ])('Accept-Language %j gives %s', (header, language) => {
    expect(receiptLanguageFor(header)).toBe(language);
  });
});
