import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  billingCycles,
  billingPeriods,
  calendarPeriodOf,
  coverageOf,
  daysBetween,
  dueDateOf,
  lateFeeAmount,
  lateFeeSteps,
  type LateFeeRule,
  monthsPerPeriod,
  proratedNet,
} from '../../src/domain/rent/billing.js';

const day = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2010-01-01', offset));
const cycle = fc.constantFrom(...billingCycles);
const booking = fc
  .record({ start: day, days: fc.integer({ min: 1, max: 1500 }), rentAmount: fc.integer({ min: 0, max: 1_000_000_000 }) })
  .map(({ start, days, rentAmount }) => ({ startDate: start, endDate: addDays(start, days), rentAmount }));

describe('billing periods', () => {
  it('tile the booking without gap or overlap, each inside one calendar period of the cycle', () => {
    fc.assert(
      fc.property(booking, cycle, (b, c) => {
        const periods = billingPeriods(b, c);
        expect(periods[0]!.periodStart).toBe(b.startDate);
        expect(periods.at(-1)!.periodEnd).toBe(b.endDate);
        periods.forEach((period, index) => {
          expect(period.periodEnd > period.periodStart).toBe(true);
          if (index > 0) expect(period.periodStart).toBe(periods[index - 1]!.periodEnd);
          expect(calendarPeriodOf(period.periodStart, c)).toEqual({ start: period.calendarStart, end: period.calendarEnd });
          expect(period.periodEnd <= period.calendarEnd).toBe(true);
          expect(period.calendarStart.endsWith('-01')).toBe(true);
          expect((Number(period.calendarStart.slice(5, 7)) - 1) % monthsPerPeriod[c]).toBe(0);
        });
      }),
    );
  });

  it('charge a whole period its full rent and a partial one within half a minor unit of its share of days', () => {
    fc.assert(
      fc.property(booking, cycle, (b, c) => {
        const full = b.rentAmount * monthsPerPeriod[c];
        for (const period of billingPeriods(b, c)) {
          const covered = daysBetween(period.periodStart, period.periodEnd);
          const length = daysBetween(period.calendarStart, period.calendarEnd);
          if (covered === length) expect(period.netAmount).toBe(full);
          // net - full x covered / length lies in (-1/2, 1/2] (ties go up); in integers, times 2 x length.
          const error = 2n * BigInt(period.netAmount) * BigInt(length) - 2n * BigInt(full) * BigInt(covered);
          expect(error > -BigInt(length) && error <= BigInt(length)).toBe(true);
        }
      }),
    );
  });

  it('add up to the rent of the months covered when the booking runs from a first of month to another', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2010, max: 2040 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 1, max: 60 }), cycle, fc.integer({ min: 0, max: 10 ** 9 }), (year, month, months, c, rent) => {
        const startDate = `${year}-${String(month + 1).padStart(2, '0')}-01`;
        const endDate = monthsLater(startDate, months);
        const periods = billingPeriods({ startDate, endDate, rentAmount: rent }, c);
        // Whole months inside partial periods are prorated by days, so the sum is exact only per whole period; the monthly cycle is exact.
        if (c === 'MONTHLY') expect(periods.reduce((sum, p) => sum + p.netAmount, 0)).toBe(rent * months);
        expect(periods.reduce((sum, p) => sum + daysBetween(p.periodStart, p.periodEnd), 0)).toBe(daysBetween(startDate, endDate));
      }),
    );
  });

  it('prorate half up: the worked example of docs/rent.md and the ties', () => {
    // 150 000 XAF a month, booking from 2026-01-15: January covers 17 of 31 days.
    expect(proratedNet(150_000, 17, 31)).toBe(82_258);
    expect(billingPeriods({ startDate: '2026-01-15', endDate: '2026-04-01', rentAmount: 150_000 }, 'QUARTERLY')[0]).toEqual({
      calendarStart: '2026-01-01',
      calendarEnd: '2026-04-01',
      periodStart: '2026-01-15',
      periodEnd: '2026-04-01',
      netAmount: 380_000, // 450 000 x 76 / 90: Q1 2026 has 90 days and the booking covers 76
    });
    // docs/rent.md: the same booking, QUARTERLY, from 2031-01-15 to 2031-04-10.
    expect(billingPeriods({ startDate: '2031-01-15', endDate: '2031-04-10', rentAmount: 150_000 }, 'QUARTERLY').map((p) => p.netAmount)).toEqual([380_000, 44_505]);
    expect(billingPeriods({ startDate: '2031-01-15', endDate: '2031-04-10', rentAmount: 150_000 }, 'MONTHLY').map((p) => p.netAmount)).toEqual([82_258, 150_000, 150_000, 45_000]);
    expect(proratedNet(3, 1, 2)).toBe(2); // 1.5 -> 2
    expect(proratedNet(5, 1, 2)).toBe(3); // 2.5 -> 3
    expect(proratedNet(1, 1, 3)).toBe(0); // 0.33 -> 0
    expect(proratedNet(Number.MAX_SAFE_INTEGER, 30, 31)).toBe(Number((BigInt(Number.MAX_SAFE_INTEGER) * 60n + 31n) / 62n));
  });
});

function monthsLater(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

describe('periods already billed', () => {
  it('are exactly those some invoice overlaps, whatever the invoices (any dates, order, overlaps, empty)', () => {
    const span = fc.record({ start: day, days: fc.integer({ min: 0, max: 400 }) }).map(({ start, days }) => ({ periodStart: start, periodEnd: addDays(start, days) }));
    fc.assert(
      fc.property(booking, cycle, fc.array(span, { maxLength: 40 }), (b, c, spans) => {
        const covered = coverageOf(spans);
        for (const period of billingPeriods(b, c)) {
          const overlapped = spans.some((one) => one.periodStart < period.periodEnd && one.periodEnd > period.periodStart);
          expect(covered(period), `${period.periodStart}..${period.periodEnd}`).toBe(overlapped);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('due dates', () => {
  it('fall on the due day of the first month, or on a later start, or terms days after the start', () => {
    expect(dueDateOf({ calendarStart: '2026-04-01', periodStart: '2026-04-01' }, { dueDay: 5 })).toBe('2026-04-05');
    expect(dueDateOf({ calendarStart: '2026-04-01', periodStart: '2026-04-20' }, { dueDay: 5 })).toBe('2026-04-20');
    expect(dueDateOf({ calendarStart: '2026-04-01', periodStart: '2026-04-03' }, { dueDay: 5 })).toBe('2026-04-05');
    expect(dueDateOf({ calendarStart: '2026-04-01', periodStart: '2026-04-20' }, { paymentTermsDays: 15 })).toBe('2026-05-05');
  });
  it('never fall before the covered start', () => {
    fc.assert(
      fc.property(booking, cycle, fc.integer({ min: 1, max: 28 }), (b, c, dueDay) => {
        for (const period of billingPeriods(b, c)) expect(dueDateOf(period, { dueDay }) >= period.periodStart).toBe(true);
      }),
    );
  });
});

const rule = fc.record({
  lateFeeKind: fc.constantFrom('NONE', 'FLAT', 'PERCENT') as fc.Arbitrary<LateFeeRule['lateFeeKind']>,
  lateFeeGraceDays: fc.integer({ min: 0, max: 366 }),
  lateFeeFlatAmount: fc.integer({ min: 0, max: 10 ** 9 }),
  lateFeeBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  lateFeeRecurrence: fc.constantFrom('ONCE', 'PER_PERIOD') as fc.Arbitrary<LateFeeRule['lateFeeRecurrence']>,
  lateFeeCapAmount: fc.option(fc.integer({ min: 0, max: 10 ** 10 })),
});

describe('late fees', () => {
  it('never sum past the cap, come in sequence 1, 2, ..., after due date + grace, at most one when ONCE', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 10 ** 10 }), day, fc.integer({ min: 0, max: 2000 }), fc.option(cycle), (r, gross, dueDate, waited, c) => {
        const today = addDays(dueDate, waited);
        const steps = lateFeeSteps(r, { grossAmount: gross, dueDate }, c, today);
        const total = steps.reduce((sum, step) => sum + step.amount, 0);
        if (r.lateFeeCapAmount !== null) expect(total).toBeLessThanOrEqual(r.lateFeeCapAmount);
        steps.forEach((step, index) => {
          expect(step.sequence).toBe(index + 1);
          expect(step.amount).toBeGreaterThan(0);
          expect(step.amount).toBeLessThanOrEqual(lateFeeAmount(r, gross));
          expect(step.chargedOn > addDays(dueDate, r.lateFeeGraceDays)).toBe(true);
          expect(step.chargedOn <= today).toBe(true);
        });
        if (r.lateFeeRecurrence === 'ONCE' || r.lateFeeKind === 'NONE') expect(steps.length).toBeLessThanOrEqual(r.lateFeeKind === 'NONE' ? 0 : 1);
      }),
    );
  });

  it('after the fees already charged and up to a limit, are those the whole list has there, none built again', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 10 ** 10 }), day, fc.integer({ min: 0, max: 3000 }), fc.option(cycle), fc.nat(60), fc.integer({ min: 0, max: 80 }), (r, gross, dueDate, waited, c, after, limit) => {
        const today = addDays(dueDate, waited);
        const all = lateFeeSteps(r, { grossAmount: gross, dueDate }, c, today);
        expect(lateFeeSteps(r, { grossAmount: gross, dueDate }, c, today, after, limit)).toEqual(all.filter((step) => step.sequence > after).slice(0, limit));
        expect(lateFeeSteps(r, { grossAmount: gross, dueDate }, c, today, after)).toEqual(all.filter((step) => step.sequence > after));
      }),
      { numRuns: 500 },
    );
  });

  it('charge one per further period while unpaid, the last one cut to the cap', () => {
    const perPeriod: LateFeeRule = {
      lateFeeKind: 'PERCENT',
      lateFeeGraceDays: 5,
      lateFeeFlatAmount: 0,
      lateFeeBasisPoints: 500,
      lateFeeRecurrence: 'PER_PERIOD',
      lateFeeCapAmount: 25_000,
    };
    // 5 % of 178 875 = 8 943.75 -> 8 944; first on Apr 11 (due Apr 5 + 5 days grace, the day after), then monthly.
    expect(lateFeeSteps(perPeriod, { grossAmount: 178_875, dueDate: '2026-04-05' }, 'MONTHLY', '2026-07-20')).toEqual([
      { sequence: 1, chargedOn: '2026-04-11', amount: 8944 },
      { sequence: 2, chargedOn: '2026-05-11', amount: 8944 },
      { sequence: 3, chargedOn: '2026-06-11', amount: 7112 },
    ]);
    expect(lateFeeSteps(perPeriod, { grossAmount: 178_875, dueDate: '2026-04-05' }, null, '2026-05-11')).toHaveLength(2);
    expect(lateFeeSteps(perPeriod, { grossAmount: 178_875, dueDate: '2026-04-05' }, 'MONTHLY', '2026-04-10')).toEqual([]);
  });
});
