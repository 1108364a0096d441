import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, todayIn } from '../../src/domain/dates.js';
import { addDays, billingPeriods, daysBetween, dueDateOf, generationDateOf } from '../../src/domain/rent/billing.js';
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

describe('today in time zones with DST or far from UTC', () => {
  // DST (New York, Paris, Lord Howe's half hour), +14 and -11, quarter and half hours. From 2000: Kiritimati skipped
  // 1994-12-31 and Apia 2011-12-30 when they crossed the date line, days that did not exist there.
  const zones = ['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'America/St_Johns', 'Africa/Douala'];
  const HOUR = 3_600_000;
  const around = (start: number) => Array.from({ length: 24 * 9 }, (_, hour) => new Date(start + hour * HOUR));
  /** Instants from 2000 to 2100, and the days around this decade's DST changes most of all. */
  const instants = fc.oneof(
    fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') }),
    fc.constantFrom('2026-03-06', '2026-03-26', '2026-10-22', '2026-10-30', '2026-04-02', '2026-09-30').map((day) => Date.parse(`${day}T00:00:00Z`)),
  );

  it('goes one day at a time, every day 23 to 25 hours long, never skipped nor doubled', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, (zone, start) => {
        const days = around(start).map((instant) => todayIn(zone, instant));
        if (days.slice(1).some((day, hour) => ![0, 1].includes(daysBetween(days[hour]!, day)))) return false;
        const hours = new Map<string, number>();
        for (const day of days) hours.set(day, (hours.get(day) ?? 0) + 1);
        // The first and last days are cut by the walk; every day between them is whole.
        return [...hours.values()].slice(1, -1).every((count) => count >= 23 && count <= 25);
      }),
      { numRuns: 300 },
    );
  });

  it("bills each period once as today moves: the invoices owed only grow, one period at a time, due on the period's day", () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), instants, fc.integer({ min: 0, max: 366 }), fc.integer({ min: 1, max: 28 }), (zone, start, leadDays, dueDay) => {
        const booking = { startDate: addDays(todayIn(zone, new Date(start)), -40), endDate: addDays(todayIn(zone, new Date(start)), 800), rentAmount: 1000 };
        let owed: number | undefined;
        for (const instant of around(start)) {
          const today = todayIn(zone, instant);
          const periods = billingPeriods(booking, 'MONTHLY', addDays(today, leadDays)).filter((period) => generationDateOf(period, leadDays) <= today);
          // Plain checks, not expect: tens of thousands of them per run.
          if (owed !== undefined && (periods.length < owed || periods.length > owed + 1)) return false;
          if (periods.some((period) => dueDateOf(period, { dueDay }) < period.periodStart)) return false;
          owed = periods.length;
        }
        return true;
      }),
      { numRuns: 100 },
    );
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
