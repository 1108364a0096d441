import { forbidden, invalidTransition, validationFailed } from '../errors.js';
import { type Actor, hasRole, managesOrg } from '../roles.js';

/**
 * Maintenance requests (docs/maintenance.md): something broken in a unit,
 * reported by its tenant, its owner or a manager, and seen through to DONE by
 * the org's managers. Pure rules: the states, the moves between them and who
 * may make each.
 */

export const maintenanceCategories = ['PLUMBING', 'ELECTRICAL', 'STRUCTURE', 'APPLIANCE', 'PESTS', 'OTHER'] as const;
export type MaintenanceCategory = (typeof maintenanceCategories)[number];

export const maintenanceUrgencies = ['LOW', 'NORMAL', 'URGENT', 'EMERGENCY'] as const;
export type MaintenanceUrgency = (typeof maintenanceUrgencies)[number];

export const maintenanceStatuses = ['OPEN', 'ACCEPTED', 'SCHEDULED', 'IN_PROGRESS', 'DONE', 'REJECTED', 'CANCELLED'] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** Requests still waiting for work: those the service levels hold to their targets. */
export const unfinishedMaintenanceStatuses = ['OPEN', 'ACCEPTED', 'SCHEDULED', 'IN_PROGRESS'] as const satisfies readonly MaintenanceStatus[];

/** Who pays for the work: the owner (on their statement) or the tenant (an invoice of its own). */
export const maintenanceChargeTargets = ['OWNER', 'TENANT'] as const;
export type MaintenanceChargeTo = (typeof maintenanceChargeTargets)[number];

export const maintenanceActions = ['accept', 'reject', 'schedule', 'start', 'complete', 'cancel'] as const;
export type MaintenanceAction = (typeof maintenanceActions)[number];

/** Bounds of a request's texts, the same in the inputs' rules and the table's checks. */
export const MAINTENANCE_LIMITS = { description: 4000, reason: 500, comment: 4000, vendorName: 200, photos: 10 } as const;

/** The only moves a request makes; anything else is INVALID_TRANSITION. */
export const maintenanceTransitions: Record<MaintenanceAction, { from: MaintenanceStatus; to: MaintenanceStatus; verb: string }> = {
  accept: { from: 'OPEN', to: 'ACCEPTED', verb: 'accepted' },
  reject: { from: 'OPEN', to: 'REJECTED', verb: 'rejected' },
  schedule: { from: 'ACCEPTED', to: 'SCHEDULED', verb: 'scheduled' },
  start: { from: 'SCHEDULED', to: 'IN_PROGRESS', verb: 'started' },
  complete: { from: 'IN_PROGRESS', to: 'DONE', verb: 'completed' },
  cancel: { from: 'OPEN', to: 'CANCELLED', verb: 'cancelled' },
};

/** The status a request moves to under an action, or INVALID_TRANSITION. */
export function maintenanceTransition(action: MaintenanceAction, from: MaintenanceStatus): MaintenanceStatus {
  const rule = maintenanceTransitions[action];
  if (rule.from !== from) throw invalidTransition(`A ${from} maintenance request cannot be ${rule.verb}; only an ${rule.from} one can.`);
  return rule.to;
}

interface RequestFacts {
  openedBy: string;
}

/** What the read rule needs beyond the request: its property's owner, and whether the caller rents its unit now. */
export interface MaintenanceReadFacts {
  propertyOwnerUserId: string;
  /** The caller is the tenant of a live (PENDING or ACTIVE) booking of the request's unit. */
  tenantOfUnit: boolean;
}

/**
 * Managers see the org's requests; anyone those they opened; an owner those of
 * its properties; a tenant those of the units it rents while the booking is live.
 */
export function canReadMaintenanceRequest(actor: Actor, request: RequestFacts, facts: MaintenanceReadFacts): boolean {
  return (
    managesOrg(actor) ||
    request.openedBy === actor.userId ||
    (hasRole(actor, 'OWNER') && facts.propertyOwnerUserId === actor.userId) ||
    (hasRole(actor, 'TENANT') && facts.tenantOfUnit)
  );
}

/** A manager, the property's owner, or a tenant with a live booking of the unit opens a request on it. */
export function assertCanOpenMaintenanceRequest(actor: Actor, facts: MaintenanceReadFacts): void {
  if (managesOrg(actor)) return;
  if (hasRole(actor, 'OWNER') && facts.propertyOwnerUserId === actor.userId) return;
  if (hasRole(actor, 'TENANT') && facts.tenantOfUnit) return;
  throw forbidden('Only managers, the property’s owner and tenants with a live booking of the unit open maintenance requests on it.');
}

/**
 * Who may make a move: the opener alone cancels (while OPEN); every other
 * move is the org's managers' work. Checked before the state, so that a
 * caller who may not act learns that, not the request's state.
 */
export function assertCanMoveMaintenanceRequest(actor: Actor, action: MaintenanceAction, request: RequestFacts): void {
  if (action === 'cancel') {
    if (request.openedBy !== actor.userId) throw forbidden('Only whoever opened a maintenance request cancels it.');
    return;
  }
  if (!managesOrg(actor)) throw forbidden('Only managers and admins accept, reject, schedule, start and complete maintenance requests.');
}

/** A vendor is a person of the directory, or a name with a phone number: one of the two. */
export function assertVendor(vendor: { vendorPersonId?: string | null; vendorName?: string | null; vendorPhone?: string | null }): void {
  const named = vendor.vendorName != null || vendor.vendorPhone != null;
  if ((vendor.vendorPersonId != null) === named) {
    throw validationFailed('Give the vendor as vendorPersonId, or as vendorName with vendorPhone.', [
      { path: 'vendorPersonId', message: 'Give either vendorPersonId, or vendorName and vendorPhone.' },
    ]);
  }
  if (named && (vendor.vendorName == null || vendor.vendorPhone == null)) {
    throw validationFailed('vendorName and vendorPhone go together.', [
      { path: vendor.vendorName == null ? 'vendorName' : 'vendorPhone', message: 'Required with the other vendor field.' },
    ]);
  }
}
