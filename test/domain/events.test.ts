import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../src/domain/events/events.js';

describe('retryDelayMs', () => {
  it('doubles per attempt, stays in the upper half of its step (jitter), and never exceeds six hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 120_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, base, random) => {
        const ceiling = Math.min(base * 2 ** (attempt - 1), 6 * 3_600_000);
        const delay = retryDelayMs(attempt, base, random);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(delay).toBeLessThanOrEqual(Math.ceil(ceiling));
      }),
    );
  });

  it('spans about a day over the default 14 attempts from one minute', () => {
    const total = (random: number) => Array.from({ length: 13 }, (_, i) => retryDelayMs(i + 1, 60_000, random)).reduce((a, b) => a + b, 0);
    expect(total(0) / 3_600_000).toBeGreaterThan(12);
    expect(total(1) / 3_600_000).toBeLessThan(48);
  });
});
