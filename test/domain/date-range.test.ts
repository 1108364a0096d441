import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  billingCycles,
  billingPeriods,
  calendarPeriodOf,
  daysBetween,
  dueDateOf,
  lateFeeSteps,
  monthsPerPeriod,
} from '../../src/domain/rent/billing.js';
import { daysInMonth, isCalendarDate, isSupportedDate, SUPPORTED_DATES } from '../../src/domain/dates.js';

/** Period arithmetic over the whole supported range (docs/rent.md, "Supported dates"), and in years 0 to 99 that Date.UTC would read as 19xx. */

const { first, last } = SUPPORTED_DATES;
/** Days drawn by fast-check's own Date arbitrary, so they do not depend on the arithmetic under test. */
const dayBetween = (from: string, to: string) =>
  fc.date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const supportedDay = dayBetween(first, last);
/** Every four-digit year, the first hundred most of all. */
const anyDay = fc.oneof(dayBetween('0000-01-01', '0199-12-31'), dayBetween('0000-01-01', '9999-12-31'));
const cycle = fc.constantFrom(...billingCycles);
const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));
/** A booking [startDate, endDate) inside the range: the end is at most its last day (the scalar's bound). */
const supportedBooking = fc
  .tuple(supportedDay, supportedDay, fc.integer({ min: 0, max: 10 ** 9 }))
  .filter(([a, b]) => a !== b)
  .map(([a, b, rentAmount]) => (a < b ? { startDate: a, endDate: b, rentAmount } : { startDate: b, endDate: a, rentAmount }));

describe('the supported range', () => {
  it('is 1900-01-01 through 2199-12-31, both included', () => {
    expect([isSupportedDate('1900-01-01'), isSupportedDate('2199-12-31')]).toEqual([true, true]);
    for (const outside of ['1899-12-31', '2200-01-01', '0001-01-01', '9999-12-31', '0000-01-01']) expect(isSupportedDate(outside)).toBe(false);
    expect(isSupportedDate('2100-02-29')).toBe(false);
  });

  it('every calendar date of every year 0000 to 9999 is one, the same as Date reads it from its ISO form', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        expect(isCalendarDate(date)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const read = new Date(`${text}T00:00:00Z`);
        expect(isCalendarDate(text)).toBe(!Number.isNaN(read.getTime()) && read.toISOString().startsWith(text));
      }),
    );
    // Years below 100 are their own: 0004 is a leap year, 0100 is not, 0001-01-01 is no date of 1901.
    expect([isCalendarDate('0004-02-29'), isCalendarDate('0100-02-29'), isCalendarDate('0001-01-01')]).toEqual([true, false, true]);
  });
});

describe('day and month arithmetic', () => {
  it('adding days round-trips and counts back, in every year', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -40_000, max: 40_000 }), (date, days) => {
        const moved = addDays(date, days);
        // Where the result is still a four-digit year, it round-trips exactly.
        fc.pre(/^\d{4}-/.test(moved));
        expect(isCalendarDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
        expect(daysBetween(date, moved)).toBe(days);
        expect(days >= 0 ? moved >= date : moved <= date).toBe(true);
      }),
    );
  });

  it('one day later is the next day of the month, or the 1st of the next month (a new year only after December 31)', () => {
    fc.assert(
      fc.property(anyDay, (date) => {
        fc.pre(date < '9999-12-31');
        const next = addDays(date, 1);
        const lastOfMonth = Number(date.slice(8, 10)) === daysInMonth(yearOf(date), monthOf(date));
        if (!lastOfMonth) expect(next).toBe(`${date.slice(0, 8)}${String(Number(date.slice(8, 10)) + 1).padStart(2, '0')}`);
        else expect(next.slice(8)).toBe('01');
        expect(yearOf(next)).toBe(date.endsWith('-12-31') ? yearOf(date) + 1 : yearOf(date));
      }),
    );
  });

  it('adding months moves the year by exactly the whole years passed and keeps the day where the month has it', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -1200, max: 1200 }), (date, months) => {
        const target = yearOf(date) * 12 + monthOf(date) - 1 + months;
        fc.pre(target >= 0 && target < 10_000 * 12);
        const moved = addMonths(date, months);
        const [year, month] = [Math.floor(target / 12), (target % 12) + 1];
        expect(isCalendarDate(moved)).toBe(true);
        expect([yearOf(moved), monthOf(moved)]).toEqual([year, month]);
        expect(Number(moved.slice(8, 10))).toBe(Math.min(Number(date.slice(8, 10)), daysInMonth(year, month)));
      }),
    );
  });

  it('a calendar period holds its date, starts on a cycle month of the same year and ends one cycle later', () => {
    fc.assert(
      fc.property(anyDay, cycle, (date, c) => {
        fc.pre(date < '9999-01-01');
        const { start, end } = calendarPeriodOf(date, c);
        expect(start <= date && date < end).toBe(true);
        expect(yearOf(start)).toBe(yearOf(date));
        expect(start.endsWith('-01') && end.endsWith('-01')).toBe(true);
        expect((monthOf(start) - 1) % monthsPerPeriod[c]).toBe(0);
        expect(addMonths(start, monthsPerPeriod[c])).toBe(end);
      }),
    );
    // The arithmetic that read 0001 as 1901.
    expect(calendarPeriodOf('0001-05-17', 'QUARTERLY')).toEqual({ start: '0001-04-01', end: '0001-07-01' });
    expect(addMonths('0099-12-31', 2)).toBe('0100-02-28');
  });
});

describe('billing periods over the whole range', () => {
  it('end, tile the booking without gap or overlap, and stay on valid dates in range', () => {
    fc.assert(
      fc.property(supportedBooking, cycle, (booking, c) => {
        const periods = billingPeriods(booking, c);
        const months = monthsPerPeriod[c];
        const calendarMonths = (yearOf(booking.endDate) - yearOf(booking.startDate)) * 12 + monthOf(booking.endDate) - monthOf(booking.startDate);
        // At most one period per cycle of months touched, plus the partial ones at either end.
        expect(periods.length).toBeLessThanOrEqual(Math.floor(calendarMonths / months) + 2);
        expect(periods[0]!.periodStart).toBe(booking.startDate);
        expect(periods.at(-1)!.periodEnd).toBe(booking.endDate);
        // Plain checks per period (thousands of them per booking), one expectation for all: the first period that breaks one.
        const broken = periods.find((period, index) => {
          const calendar = calendarPeriodOf(period.periodStart, c);
          return !(
            (index === 0 || period.periodStart === periods[index - 1]!.periodEnd) &&
            period.periodStart < period.periodEnd &&
            isSupportedDate(period.periodStart) &&
            isSupportedDate(period.periodEnd) &&
            isSupportedDate(period.calendarStart) &&
            // The calendar end of December 2199's period is the day after the range.
            isCalendarDate(period.calendarEnd) &&
            period.calendarEnd <= '2200-01-01' &&
            calendar.start === period.calendarStart &&
            calendar.end === period.calendarEnd &&
            yearOf(period.periodStart) === yearOf(period.calendarStart) &&
            Number.isSafeInteger(period.netAmount)
          );
        });
        expect(broken).toBeUndefined();
        expect(periods.reduce((sum, period) => sum + daysBetween(period.periodStart, period.periodEnd), 0)).toBe(daysBetween(booking.startDate, booking.endDate));
      }),
      { numRuns: 200 },
    );
  });

  it('through a day: exactly those that start on or before it, the same as the full list', () => {
    fc.assert(
      fc.property(supportedBooking, cycle, supportedDay, (booking, c, through) => {
        const all = billingPeriods(booking, c);
        expect(billingPeriods(booking, c, through)).toEqual(all.filter((period) => period.periodStart <= through));
      }),
      { numRuns: 200 },
    );
  });

  it('due dates are valid dates, never before the covered start', () => {
    fc.assert(
      fc.property(supportedBooking, cycle, fc.oneof(fc.record({ dueDay: fc.integer({ min: 1, max: 28 }) }), fc.record({ paymentTermsDays: fc.integer({ min: 0, max: 366 }) })), (booking, c, rule) => {
        for (const period of billingPeriods(booking, c, addDays(booking.startDate, 800))) {
          const due = dueDateOf(period, rule);
          expect(isCalendarDate(due) && due >= period.periodStart).toBe(true);
        }
      }),
    );
  });

  it('late fees of an invoice unpaid from any day of the range to any other end, one per period, in order', () => {
    fc.assert(
      fc.property(supportedDay, supportedDay, fc.option(cycle), fc.integer({ min: 0, max: 366 }), (dueDate, today, c, graceDays) => {
        const rule = { lateFeeKind: 'FLAT', lateFeeGraceDays: graceDays, lateFeeFlatAmount: 1, lateFeeBasisPoints: 0, lateFeeRecurrence: 'PER_PERIOD', lateFeeCapAmount: null } as const;
        const steps = lateFeeSteps(rule, { grossAmount: 1, dueDate }, c, today);
        const first = addDays(dueDate, graceDays + 1);
        const expected = first > today ? 0 : c ? Math.floor(((yearOf(today) - yearOf(first)) * 12 + monthOf(today) - monthOf(first)) / monthsPerPeriod[c]) + 1 : Math.floor(daysBetween(first, today) / 30) + 1;
        // With a cycle, one fewer when the last period's step falls in today's month but after today.
        expect(c ? [expected - 1, expected] : [expected]).toContain(steps.length);
        expect(steps.every((step, index) => step.chargedOn <= today && isCalendarDate(step.chargedOn) && (index === 0 || step.chargedOn > steps[index - 1]!.chargedOn))).toBe(true);
      }),
    );
  });

  it('a booking to the last day of the range, monthly, builds only the periods asked for', () => {
    const booking = { startDate: '2026-11-15', endDate: last, rentAmount: 150_000 };
    expect(billingPeriods(booking, 'MONTHLY', '2027-01-10').map((period) => [period.periodStart, period.periodEnd])).toEqual([
      ['2026-11-15', '2026-12-01'],
      ['2026-12-01', '2027-01-01'],
      ['2027-01-01', '2027-02-01'],
    ]);
    const all = billingPeriods(booking, 'MONTHLY');
    expect(all).toHaveLength(2 + 173 * 12);
    expect(all.at(-1)).toMatchObject({ calendarStart: '2199-12-01', calendarEnd: '2200-01-01', periodStart: '2199-12-01', periodEnd: last });
  });

  it('end whatever the dates: the 9999-12-31 and 0001-01-01 bookings of the attack', () => {
    // Refused at the API; a row stored before the range existed is still billed only up to the day asked for.
    const farFuture = { startDate: '2026-01-01', endDate: '9999-12-31', rentAmount: 1 };
    expect(billingPeriods(farFuture, 'MONTHLY', '2026-12-31')).toHaveLength(12);
    const whole = billingPeriods({ ...farFuture, startDate: '0001-01-01' }, 'MONTHLY', '2026-12-31');
    expect(whole).toHaveLength(2026 * 12);
    expect(whole.every((period, index) => period.calendarStart === `${String(Math.floor(index / 12) + 1).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`)).toBe(true);
    const ancient = billingPeriods({ startDate: '0001-01-15', endDate: '0001-03-01', rentAmount: 31 }, 'MONTHLY');
    expect(ancient.map((period) => [period.calendarStart, period.periodStart, period.periodEnd, period.netAmount])).toEqual([
      ['0001-01-01', '0001-01-15', '0001-02-01', 17],
      ['0001-02-01', '0001-02-01', '0001-03-01', 31],
    ]);
  });
});
