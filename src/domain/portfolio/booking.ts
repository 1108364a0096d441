import { type Actor, hasRole, managesOrg } from '../roles.js';
import { conflict, forbidden, invalidTransition, validationFailed } from '../errors.js';
import type { UnitStatus } from './unit.js';
import type { PropertyStatus } from './property.js';

export const bookingStatuses = ['DRAFT', 'PENDING', 'ACTIVE', 'CANCELLED', 'TERMINATED'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Bookings in these states hold their dates: two of them never overlap on one unit. */
export const liveBookingStatuses = ['PENDING', 'ACTIVE'] as const satisfies readonly BookingStatus[];

export type BookingAction = 'submit' | 'confirm' | 'cancel' | 'extend' | 'terminate';

/** SPEC.md section 4: the only moves a booking makes; anything else is INVALID_TRANSITION. */
const transitions: Record<BookingAction, { from: readonly BookingStatus[]; to: (from: BookingStatus) => BookingStatus }> = {
  submit: { from: ['DRAFT'], to: () => 'PENDING' },
  confirm: { from: ['PENDING'], to: () => 'ACTIVE' },
  cancel: { from: ['DRAFT', 'PENDING'], to: () => 'CANCELLED' },
  extend: { from: ['PENDING', 'ACTIVE'], to: (from) => from },
  terminate: { from: ['ACTIVE'], to: () => 'TERMINATED' },
};

/** The status a booking moves to under an action, or INVALID_TRANSITION. */
export function bookingTransition(action: BookingAction, from: BookingStatus): BookingStatus {
  const rule = transitions[action];
  if (!rule.from.includes(from)) {
    throw invalidTransition(`A ${from} booking cannot be ${pastTense[action]}; only ${rule.from.join(' or ')} can.`);
  }
  return rule.to(from);
}

const pastTense: Record<BookingAction, string> = {
  submit: 'submitted',
  confirm: 'confirmed',
  cancel: 'cancelled',
  extend: 'extended',
  terminate: 'terminated',
};

/** A booking covers [startDate, endDate): the end must come after the start. */
export function assertBookingPeriod(startDate: string, endDate: string): void {
  if (endDate <= startDate) {
    throw validationFailed('The booking must end after it starts.', [
      { path: 'endDate', message: `Must be after startDate (${startDate}).` },
    ]);
  }
}

/** Extending moves the end strictly later. */
export function assertExtension(currentEndDate: string, newEndDate: string): void {
  if (newEndDate <= currentEndDate) {
    throw validationFailed('An extension must move the end date later.', [
      { path: 'endDate', message: `Must be after the current end date (${currentEndDate}).` },
    ]);
  }
}

interface BookingFacts {
  tenantUserId: string;
}

/** Managers see every booking; the tenant its own; an owner those on its own properties. */
export function canReadBooking(actor: Actor, booking: BookingFacts, propertyOwnerUserId: string): boolean {
  return (
    managesOrg(actor) ||
    booking.tenantUserId === actor.userId ||
    (hasRole(actor, 'OWNER') && propertyOwnerUserId === actor.userId)
  );
}

/** Creating and moving bookings, and issuing or cancelling invoices, is the org's managers' work. */
export function assertCanManageBookings(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins manage bookings and invoices.');
}

/**
 * Whom a booking list may show: a manager anyone; an owner its properties'
 * bookings and its own; a tenant only its own, and asking for another
 * tenant's is FORBIDDEN rather than an empty list.
 */
export function assertCanListBookingsOf(actor: Actor, tenantUserId: string | null | undefined): void {
  if (!tenantUserId || tenantUserId === actor.userId || managesOrg(actor) || hasRole(actor, 'OWNER')) return;
  throw forbidden("Tenants list only their own bookings; leave tenantUserId out or give your own.");
}

/** An archived property or an UNAVAILABLE unit takes no new booking (nor a draft submitted onto it). */
export function assertTakesBookings(unit: { status: UnitStatus }, property: { status: PropertyStatus }): void {
  if (property.status === 'ARCHIVED') throw invalidTransition('An ARCHIVED property takes no bookings.');
  if (unit.status === 'UNAVAILABLE') throw invalidTransition('The unit is UNAVAILABLE and takes no bookings.');
}

/** Confirming puts the tenant in: the unit must not have been taken out of service meanwhile. */
export function assertCanOccupy(unit: { status: UnitStatus }): void {
  if (unit.status === 'UNAVAILABLE') {
    throw invalidTransition('The unit is UNAVAILABLE; make it AVAILABLE before confirming a booking on it.');
  }
}

interface Money {
  amount?: number | null;
  currency?: string | null;
}

/**
 * The rent a new booking carries: the one given, else the unit's. A unit
 * without rent needs one in the request (400 naming rentAmount).
 */
export function rentForBooking(given: Money, unitRent: Money): { amount: number; currency: string } {
  if (given.amount != null && given.currency != null) return { amount: given.amount, currency: given.currency };
  if (given.amount == null && given.currency == null && unitRent.amount != null && unitRent.currency != null) {
    return { amount: unitRent.amount, currency: unitRent.currency };
  }
  if (given.amount != null || given.currency != null) {
    throw validationFailed('rentAmount and rentCurrency go together: give both or neither.', [
      { path: given.amount == null ? 'rentAmount' : 'rentCurrency', message: 'Required with the other rent field.' },
    ]);
  }
  throw validationFailed('The unit has no rent: give rentAmount and rentCurrency.', [
    { path: 'rentAmount', message: 'Required because the unit has no rent.' },
  ]);
}

/** The refusal of a booking period that overlaps a live one, naming it when known. */
export function overlapRefusal(clash?: { startDate: string; endDate: string }) {
  const period = clash ? ` from ${clash.startDate} to ${clash.endDate}` : '';
  return conflict(`The unit is already booked${period} by a PENDING or ACTIVE booking; booking periods of one unit may not overlap.`);
}
