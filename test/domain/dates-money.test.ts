import { describe, expect, it } from 'vitest';
import { isCalendarDate, todayIn } from '../../src/domain/dates.js';
import { isAmount, isCurrencyCode } from '../../src/domain/money.js';

describe('calendar dates', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31'])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });
  it.each(['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '26-01-01', '2026-01-01T00:00:00Z', ''])(
    'refuses %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
  it('takes today in the business time zone', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Africa/Douala', instant)).toBe('2026-03-02');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-01');
  });
});

describe('money', () => {
  it('knows ISO 4217 codes in upper case only', () => {
    expect(isCurrencyCode('XAF')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('xaf')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect(isCurrencyCode('EURO')).toBe(false);
  });
  it('takes whole non-negative amounts up to 2^53-1', () => {
    expect(isAmount(0)).toBe(true);
    expect(isAmount(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isAmount(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isAmount(-1)).toBe(false);
    expect(isAmount(1.5)).toBe(false);
  });
});
