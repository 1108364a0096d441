import { invalidTransition } from '../errors.js';

export const unitStatuses = ['AVAILABLE', 'OCCUPIED', 'UNAVAILABLE'] as const;
export type UnitStatus = (typeof unitStatuses)[number];

/**
 * A manager toggles AVAILABLE <-> UNAVAILABLE; OCCUPIED is set and cleared only
 * by bookings, and an archived property's units stay UNAVAILABLE.
 */
export function assertManualUnitStatusChange(
  from: UnitStatus,
  to: UnitStatus,
  propertyArchived: boolean,
): void {
  if (to === 'OCCUPIED') throw invalidTransition('OCCUPIED is set by confirming a booking, not by hand.');
  if (from === 'OCCUPIED') throw invalidTransition('An OCCUPIED unit changes status when its booking ends.');
  if (from === to) throw invalidTransition(`The unit is already ${to}.`);
  if (propertyArchived && to === 'AVAILABLE') {
    throw invalidTransition('Units of an ARCHIVED property cannot be made AVAILABLE.');
  }
}
