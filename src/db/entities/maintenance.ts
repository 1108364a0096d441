import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import {
  maintenanceCategories,
  maintenanceChargeTargets,
  maintenanceStatuses,
  maintenanceUrgencies,
} from '../../domain/maintenance/requests.js';
import { orgFilter } from './org-filter.js';

/** Something to repair in a unit, from its opening to DONE (or REJECTED, CANCELLED). */
export const MaintenanceRequest = defineEntity({
  name: 'MaintenanceRequest',
  tableName: 'maintenance_request',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    // The unit's property, so an owner's requests are found without a join.
    propertyId: p.uuid(),
    unitId: p.uuid(),
    openedBy: p.uuid(),
    category: p.enum([...maintenanceCategories]),
    urgency: p.enum([...maintenanceUrgencies]),
    description: p.string(),
    /** Photos of the problem: media objects. */
    mediaIds: p.json<string[]>(),
    status: p.enum([...maintenanceStatuses]),
    rejectReason: p.string().nullable(),
    scheduledOn: p.date().nullable(),
    /** The vendor: a person of the directory, whose name and phone are copied here when scheduled, or only a name and phone. */
    vendorPersonId: p.uuid().nullable(),
    vendorName: p.string().nullable(),
    vendorPhone: p.string().nullable(),
    cost: p.bigint('number').nullable(),
    costCurrency: p.string().nullable(),
    chargeTo: p.enum([...maintenanceChargeTargets]).nullable(),
    openedAt: p.datetime(),
    /** Accepted or rejected: the first response the service level times. */
    respondedAt: p.datetime().nullable(),
    scheduledAt: p.datetime().nullable(),
    startedAt: p.datetime().nullable(),
    completedAt: p.datetime().nullable(),
    cancelledAt: p.datetime().nullable(),
    /** The targets of its urgency when it was opened, as times. */
    responseDueAt: p.datetime(),
    completionDueAt: p.datetime(),
  },
});
export type MaintenanceRequest = InferEntity<typeof MaintenanceRequest>;

export const MaintenanceComment = defineEntity({
  name: 'MaintenanceComment',
  tableName: 'maintenance_comment',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    requestId: p.uuid(),
    authorUserId: p.uuid(),
    body: p.string(),
    createdAt: p.datetime(),
  },
});
export type MaintenanceComment = InferEntity<typeof MaintenanceComment>;

/** An org's targets for one urgency; an urgency without a row has the defaults (domain/maintenance/service-levels.ts). */
export const MaintenanceServiceLevel = defineEntity({
  name: 'MaintenanceServiceLevel',
  tableName: 'maintenance_service_level',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    urgency: p.enum([...maintenanceUrgencies]).primary(),
    responseHours: p.integer(),
    completionHours: p.integer(),
    updatedAt: p.datetime(),
  },
});
export type MaintenanceServiceLevel = InferEntity<typeof MaintenanceServiceLevel>;
