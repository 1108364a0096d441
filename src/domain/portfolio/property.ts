import { type Actor, hasRole, managesOrg } from '../roles.js';
import { forbidden, invalidTransition } from '../errors.js';

export const propertyTypes = ['APARTMENT', 'STUDIO', 'HOUSE', 'VILLA', 'OFFICE', 'COMMERCIAL', 'LAND'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyStatuses = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

interface PropertyFacts {
  ownerUserId: string;
  status: PropertyStatus;
}

/** Drafts and archived properties are visible to their owner and the org's managers only. */
export function canReadProperty(actor: Actor, property: PropertyFacts): boolean {
  return property.status === 'PUBLISHED' || managesOrg(actor) || property.ownerUserId === actor.userId;
}

/** Owners manage their own properties; managers and admins every property of the org. */
export function assertCanManageProperty(actor: Actor, property: PropertyFacts): void {
  if (managesOrg(actor)) return;
  if (hasRole(actor, 'OWNER') && property.ownerUserId === actor.userId) return;
  throw forbidden('Only the property owner or a manager may change this property.');
}

/** The owner a new property gets: owners create for themselves, managers for anyone in the org. */
export function ownerForNewProperty(actor: Actor, requestedOwner: string | null | undefined): string {
  if (!hasRole(actor, 'OWNER', 'MANAGER', 'ADMIN')) throw forbidden('Only owners and managers create properties.');
  if (!requestedOwner || requestedOwner === actor.userId) return actor.userId;
  if (!managesOrg(actor)) throw forbidden('Owners create properties for themselves only.');
  return requestedOwner;
}

export function assertCanPublish(
  property: PropertyFacts,
  facts: { unitCount: number; hasApprovedProof: boolean },
): void {
  if (property.status !== 'DRAFT') {
    throw invalidTransition(`A ${property.status} property cannot be published; only a DRAFT can.`);
  }
  if (facts.unitCount === 0) throw invalidTransition('A property needs at least one unit before it is published.');
  if (!facts.hasApprovedProof) {
    throw invalidTransition('A property needs an APPROVED property proof before it is published.');
  }
}

export function assertCanArchive(property: PropertyFacts, facts: { liveBookings: number }): void {
  if (property.status === 'ARCHIVED') throw invalidTransition('The property is already ARCHIVED.');
  if (facts.liveBookings > 0) {
    throw invalidTransition(
      `The property has ${facts.liveBookings} PENDING or ACTIVE booking(s); end them before archiving.`,
    );
  }
}

export function assertTakesNewUnits(property: PropertyFacts): void {
  if (property.status === 'ARCHIVED') throw invalidTransition('An ARCHIVED property takes no new units.');
}
