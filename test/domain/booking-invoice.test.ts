import { describe, expect, it } from 'vitest';
import {
  assertBookingPeriod,
  assertCanListBookingsOf,
  assertExtension,
  type BookingAction,
  bookingStatuses,
  bookingTransition,
  canReadBooking,
  rentForBooking,
} from '../../src/domain/portfolio/booking.js';
import { AppError } from '../../src/domain/errors.js';
import {
  amountsForInvoice,
  assertPeriodInsideBooking,
  effectiveInvoiceStatus,
  type InvoiceAction,
  invoiceStatuses,
  invoiceTransition,
} from '../../src/domain/rent/invoice.js';
import { invoiceAmountsFor, tvaAmountFor } from '../../src/domain/money.js';
import type { Actor } from '../../src/domain/roles.js';

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

describe('booking state machine', () => {
  const allowed: Record<BookingAction, Partial<Record<(typeof bookingStatuses)[number], string>>> = {
    submit: { DRAFT: 'PENDING' },
    confirm: { PENDING: 'ACTIVE' },
    cancel: { DRAFT: 'CANCELLED', PENDING: 'CANCELLED' },
    extend: { PENDING: 'PENDING', ACTIVE: 'ACTIVE' },
    terminate: { ACTIVE: 'TERMINATED' },
  };
  const cases = (Object.keys(allowed) as BookingAction[]).flatMap((action) =>
    bookingStatuses.map((from) => [action, from, allowed[action][from] ?? null] as const),
  );
  it('has every action and state covered', () => expect(cases).toHaveLength(25));
  it.each(cases)('%s from %s -> %s', (action, from, to) => {
    if (to) expect(bookingTransition(action, from)).toBe(to);
    else expect(codeOf(() => bookingTransition(action, from))).toBe('INVALID_TRANSITION');
  });
});

describe('invoice state machine', () => {
  const allowed: Record<InvoiceAction, Partial<Record<(typeof invoiceStatuses)[number], string>>> = {
    pay: { ISSUED: 'PAID', OVERDUE: 'PAID' },
    cancel: { ISSUED: 'CANCELLED', OVERDUE: 'CANCELLED' },
  };
  const cases = (Object.keys(allowed) as InvoiceAction[]).flatMap((action) =>
    invoiceStatuses.map((from) => [action, from, allowed[action][from] ?? null] as const),
  );
  it.each(cases)('%s from %s -> %s', (action, from, to) => {
    if (to) expect(invoiceTransition(action, from)).toBe(to);
    else expect(codeOf(() => invoiceTransition(action, from))).toBe('INVALID_TRANSITION');
  });

  it('reads ISSUED as OVERDUE once the due date is before today, and only then', () => {
    expect(effectiveInvoiceStatus({ status: 'ISSUED', dueDate: '2026-03-01' }, '2026-03-02')).toBe('OVERDUE');
    expect(effectiveInvoiceStatus({ status: 'ISSUED', dueDate: '2026-03-01' }, '2026-03-01')).toBe('ISSUED');
    expect(effectiveInvoiceStatus({ status: 'PAID', dueDate: '2026-03-01' }, '2027-01-01')).toBe('PAID');
    expect(effectiveInvoiceStatus({ status: 'CANCELLED', dueDate: '2026-03-01' }, '2027-01-01')).toBe('CANCELLED');
  });
});

describe('TVA', () => {
  it.each([
    [999, 1925, 192], // 192.3075
    [1000, 1925, 193], // 192.5 rounds up
    [200, 1925, 39], // 38.5 rounds up
    [1, 5000, 1], // 0.5 rounds up
    [1, 4999, 0], // 0.4999 rounds down
    [3, 1667, 1], // 0.5001
    [0, 1925, 0],
    [150_000, 0, 0],
    [150_000, 10_000, 150_000],
    [Number.MAX_SAFE_INTEGER, 0, 0],
    [Number.MAX_SAFE_INTEGER, 1, 900_719_925_474], // 900719925474.0991
    [Number.MAX_SAFE_INTEGER, 10_000, Number.MAX_SAFE_INTEGER],
    [Number.MAX_SAFE_INTEGER - 1, 1925, 1_733_885_856_537_641], // 1733885856537640.575
  ])('net %d at %d bp -> %d', (net, bp, tva) => {
    expect(tvaAmountFor(net, bp)).toBe(tva);
    // Exact against BigInt arithmetic done independently.
    const exact = (BigInt(net) * BigInt(bp) * 2n + 10_000n) / 20_000n;
    expect(BigInt(tva)).toBe(exact);
  });

  it('gives gross = net + tva, and refuses a gross past 2^53 - 1', () => {
    expect(invoiceAmountsFor(999, 1925)).toEqual({ netAmount: 999, tvaAmount: 192, grossAmount: 1191 });
    expect(invoiceAmountsFor(Number.MAX_SAFE_INTEGER, 0)).toEqual({
      netAmount: Number.MAX_SAFE_INTEGER,
      tvaAmount: 0,
      grossAmount: Number.MAX_SAFE_INTEGER,
    });
    expect(invoiceAmountsFor(Number.MAX_SAFE_INTEGER, 1)).toBeNull();
    expect(invoiceAmountsFor(4_503_599_627_370_496, 10_000)).toBeNull();
    expect(codeOf(() => amountsForInvoice(Number.MAX_SAFE_INTEGER, 1925))).toBe('VALIDATION_FAILED');
  });

  it('refuses rates and amounts out of range', () => {
    expect(() => tvaAmountFor(100, -1)).toThrow(RangeError);
    expect(() => tvaAmountFor(100, 10_001)).toThrow(RangeError);
    expect(() => tvaAmountFor(100, 19.25)).toThrow(RangeError);
    expect(() => tvaAmountFor(-1, 100)).toThrow(RangeError);
    expect(() => tvaAmountFor(Number.MAX_SAFE_INTEGER + 1, 100)).toThrow(RangeError);
  });
});

describe('booking and invoice dates', () => {
  it('needs the end after the start', () => {
    expect(codeOf(() => assertBookingPeriod('2026-07-01', '2026-08-01'))).toBeUndefined();
    expect(codeOf(() => assertBookingPeriod('2024-02-28', '2024-02-29'))).toBeUndefined();
    expect(codeOf(() => assertBookingPeriod('2026-07-01', '2026-07-01'))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertBookingPeriod('2026-07-02', '2026-07-01'))).toBe('VALIDATION_FAILED');
  });

  it('extends only to a later end', () => {
    expect(codeOf(() => assertExtension('2026-08-01', '2026-08-02'))).toBeUndefined();
    expect(codeOf(() => assertExtension('2026-08-01', '2026-08-01'))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertExtension('2026-08-01', '2026-07-31'))).toBe('VALIDATION_FAILED');
  });

  it('keeps an invoice period inside its booking', () => {
    const booking = { startDate: '2026-01-01', endDate: '2026-07-01' };
    expect(codeOf(() => assertPeriodInsideBooking({ periodStart: '2026-01-01', periodEnd: '2026-07-01' }, booking))).toBeUndefined();
    expect(codeOf(() => assertPeriodInsideBooking({ periodStart: '2025-12-31', periodEnd: '2026-02-01' }, booking))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertPeriodInsideBooking({ periodStart: '2026-06-01', periodEnd: '2026-07-02' }, booking))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertPeriodInsideBooking({ periodStart: '2026-02-01', periodEnd: '2026-02-01' }, booking))).toBe('VALIDATION_FAILED');
  });
});

describe('rent of a new booking', () => {
  it('takes the given rent, else the unit rent, and needs one of them', () => {
    expect(rentForBooking({ amount: 5, currency: 'EUR' }, { amount: 150_000, currency: 'XAF' })).toEqual({ amount: 5, currency: 'EUR' });
    expect(rentForBooking({}, { amount: 150_000, currency: 'XAF' })).toEqual({ amount: 150_000, currency: 'XAF' });
    expect(codeOf(() => rentForBooking({}, { amount: null, currency: null }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => rentForBooking({ amount: 5 }, { amount: 150_000, currency: 'XAF' }))).toBe('VALIDATION_FAILED');
  });
});

describe('who sees bookings', () => {
  const org = '00000000-0000-4000-8000-000000000001';
  const actor = (userId: string, ...roles: Actor['roles']): Actor => ({ userId, orgId: org, roles });
  const booking = { tenantUserId: 'tenant' };
  it('lets managers, the tenant and the property owner read, nobody else', () => {
    expect(canReadBooking(actor('m', 'MANAGER'), booking, 'owner')).toBe(true);
    expect(canReadBooking(actor('a', 'ADMIN'), booking, 'owner')).toBe(true);
    expect(canReadBooking(actor('tenant', 'TENANT'), booking, 'owner')).toBe(true);
    expect(canReadBooking(actor('owner', 'OWNER'), booking, 'owner')).toBe(true);
    expect(canReadBooking(actor('other', 'OWNER'), booking, 'owner')).toBe(false);
    expect(canReadBooking(actor('other', 'TENANT'), booking, 'owner')).toBe(false);
  });
  it("forbids a tenant listing another tenant's bookings", () => {
    expect(codeOf(() => assertCanListBookingsOf(actor('t', 'TENANT'), 'someone'))).toBe('FORBIDDEN');
    expect(codeOf(() => assertCanListBookingsOf(actor('t', 'TENANT'), 't'))).toBeUndefined();
    expect(codeOf(() => assertCanListBookingsOf(actor('t', 'TENANT'), null))).toBeUndefined();
    expect(codeOf(() => assertCanListBookingsOf(actor('m', 'MANAGER'), 'someone'))).toBeUndefined();
  });
});
