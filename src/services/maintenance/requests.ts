import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { BillingPolicy } from '../../db/entities/billing.js';
import { Booking } from '../../db/entities/booking.js';
import { Invoice } from '../../db/entities/invoice.js';
import { MaintenanceRequest, MaintenanceServiceLevel } from '../../db/entities/maintenance.js';
import { Person } from '../../db/entities/person.js';
import { Property } from '../../db/entities/property.js';
import { Unit } from '../../db/entities/unit.js';
import { addDays } from '../../domain/rent/billing.js';
import { liveBookingStatuses } from '../../domain/portfolio/booking.js';
import { type AppError, invalidTransition, notFound, validationFailed } from '../../domain/errors.js';
import { amountsForInvoice } from '../../domain/rent/invoice.js';
import {
  assertCanMoveMaintenanceRequest,
  assertCanOpenMaintenanceRequest,
  assertVendor,
  canReadMaintenanceRequest,
  type MaintenanceAction,
  type MaintenanceCategory,
  type MaintenanceChargeTo,
  type MaintenanceReadFacts,
  maintenanceTransition,
  type MaintenanceUrgency,
  unfinishedMaintenanceStatuses,
} from '../../domain/maintenance/requests.js';
import { defaultServiceLevels, dueTimesOf } from '../../domain/maintenance/service-levels.js';
import { canReadProperty } from '../../domain/portfolio/property.js';
import { type Actor, hasRole, managesOrg } from '../../domain/roles.js';
import { inTransaction, today, underArgument, type ServiceContext } from '../context.js';
import { type Change, originOf, recordEvents } from '../events/events.js';
import { idempotently } from '../idempotency.js';
import { inIdOrder, newId } from '../ids.js';
import { type FieldTable, type ListQuery, sortOf, whereOf } from '../list-query.js';
import { deferredListing, type Listing, listingSorted } from '../pagination.js';
import { readableMedia } from '../readable.js';
import { rowsByIds, rowsWhere, type Where } from '../rows.js';

export interface OpenMaintenanceRequestInput {
  unitId: string;
  category: MaintenanceCategory;
  description: string;
  urgency: MaintenanceUrgency;
  mediaIds?: readonly string[] | null;
}

export interface ScheduleMaintenanceInput {
  scheduledOn: string;
  vendorPersonId?: string | null;
  vendorName?: string | null;
  vendorPhone?: string | null;
}

export interface CompleteMaintenanceInput {
  cost: number;
  /** Defaults to the currency of the unit's rent. */
  currency?: string | null;
  chargeTo: MaintenanceChargeTo;
}

/** A MAINTENANCE invoice falls due this many days after the work is done. */
export const MAINTENANCE_INVOICE_TERMS_DAYS = 15;

/** What request lists filter, search and sort on (see list-query.ts). */
export const maintenanceRequestFields: FieldTable<MaintenanceRequest> = {
  id: { property: 'id', kind: 'id', indexed: true, sortable: true },
  propertyId: { property: 'propertyId', kind: 'id', indexed: true },
  unitId: { property: 'unitId', kind: 'id', indexed: true },
  openedBy: { property: 'openedBy', kind: 'id', indexed: true },
  status: { property: 'status', kind: 'enum', indexed: true },
  category: { property: 'category', kind: 'enum', indexed: true },
  urgency: { property: 'urgency', kind: 'enum', indexed: true },
  description: { property: 'description', kind: 'text' },
  openedAt: { property: 'openedAt', kind: 'timestamp', indexed: true, sortable: true },
  scheduledOn: { property: 'scheduledOn', kind: 'date', indexed: true, nullable: true },
  responseDueAt: { property: 'responseDueAt', kind: 'timestamp', indexed: true },
  completionDueAt: { property: 'completionDueAt', kind: 'timestamp', indexed: true, sortable: true },
  completedAt: { property: 'completedAt', kind: 'timestamp', indexed: true, nullable: true },
};

/** Overdue now (see service-levels.ts), as a condition: OPEN past the response target, or unfinished past the completion target. */
export function overdueCondition(now: Date): Where<MaintenanceRequest> {
  return {
    $or: [
      { status: 'OPEN', responseDueAt: { $lt: now } },
      { status: { $in: [...unfinishedMaintenanceStatuses] }, completionDueAt: { $lt: now } },
    ],
  };
}

/** The units the caller rents through a live booking: a tenant sees their requests. */
async function unitsRentedBy(em: EntityManager, actor: Actor): Promise<string[]> {
  if (!hasRole(actor, 'TENANT')) return [];
  const bookings = await rowsWhere(em, Booking, actor.orgId, { tenantUserId: actor.userId, status: { $in: [...liveBookingStatuses] } });
  return [...new Set(bookings.map((booking) => booking.unitId))];
}

/** Which requests the caller may see, as a condition (canReadMaintenanceRequest). */
async function visibleRequests(ctx: ServiceContext): Promise<Where<MaintenanceRequest>> {
  const { actor, em } = ctx;
  if (managesOrg(actor)) return {};
  const owned = hasRole(actor, 'OWNER') ? (await rowsWhere(em, Property, actor.orgId, { ownerUserId: actor.userId })).map((property) => property.id) : [];
  const rented = await unitsRentedBy(em, actor);
  return {
    $or: [
      { openedBy: actor.userId },
      ...(owned.length ? [{ propertyId: { $in: owned } }] : []),
      ...(rented.length ? [{ unitId: { $in: rented } }] : []),
    ],
  };
}

export function listMaintenanceRequests(ctx: ServiceContext, query: ListQuery & { overdue?: boolean | null }): Listing<MaintenanceRequest> {
  const where = whereOf(ctx, maintenanceRequestFields, query.filter);
  const sort = sortOf(maintenanceRequestFields, query.orderBy);
  const now = new Date();
  const overdue = query.overdue == null ? {} : query.overdue ? overdueCondition(now) : { $not: overdueCondition(now) };
  return deferredListing(async () =>
    listingSorted<MaintenanceRequest>(ctx.em, MaintenanceRequest, ctx.actor.orgId, { $and: [where, overdue, await visibleRequests(ctx)] } as Where<MaintenanceRequest>, sort),
  );
}

/** The read rule's facts for many requests: their properties' owners, and the units the caller rents. */
async function readFactsOf(em: EntityManager, actor: Actor, requests: readonly MaintenanceRequest[]) {
  const needsOwners = hasRole(actor, 'OWNER') && !managesOrg(actor);
  const properties = needsOwners ? await rowsByIds(em, Property, actor.orgId, [...new Set(requests.map((request) => request.propertyId))]) : [];
  const owners = new Map(properties.map((property) => [property.id, property.ownerUserId]));
  const rented = new Set(managesOrg(actor) ? [] : await unitsRentedBy(em, actor));
  return (request: MaintenanceRequest): MaintenanceReadFacts => ({
    propertyOwnerUserId: owners.get(request.propertyId) ?? '',
    tenantOfUnit: rented.has(request.unitId),
  });
}

/** Batch read for loaders and `node`: each id's request, or NOT_FOUND when hidden or absent. */
export async function maintenanceRequestsByIds(ctx: ServiceContext, ids: readonly string[], em: EntityManager = ctx.em): Promise<(MaintenanceRequest | AppError)[]> {
  const rows = await rowsByIds(em, MaintenanceRequest, ctx.actor.orgId, ids);
  const factsOf = await readFactsOf(em, ctx.actor, rows);
  return inIdOrder(ids, rows.filter((request) => canReadMaintenanceRequest(ctx.actor, request, factsOf(request))), 'Maintenance request');
}

/** A request the caller may see (a plain read-only row); another org's or a hidden one is NOT_FOUND. */
export async function readableMaintenanceRequest(ctx: ServiceContext, id: string, em: EntityManager = ctx.em): Promise<MaintenanceRequest> {
  const [request] = await maintenanceRequestsByIds(ctx, [id], em);
  if (!request || request instanceof Error) throw request ?? notFound('Maintenance request', id);
  return request;
}

/** The targets of an urgency in the org: its own, or the defaults. */
async function targetsOf(em: EntityManager, urgency: MaintenanceUrgency) {
  return (await em.findOne(MaintenanceServiceLevel, { urgency })) ?? defaultServiceLevels[urgency];
}

export function openMaintenanceRequest(ctx: ServiceContext, input: OpenMaintenanceRequestInput): Promise<MaintenanceRequest> {
  return idempotently(ctx, { operation: 'openMaintenanceRequest', arguments: input }, async (em) => {
    const { actor } = ctx;
    const [unit] = await rowsByIds(em, Unit, actor.orgId, [input.unitId]);
    const [property] = unit ? await rowsByIds(em, Property, actor.orgId, [unit.propertyId]) : [];
    if (!unit || !property) throw notFound('Unit', input.unitId);
    const facts = { propertyOwnerUserId: property.ownerUserId, tenantOfUnit: (await unitsRentedBy(em, actor)).includes(unit.id) };
    // A unit the caller cannot see is missing to it; one it sees but may not report on is FORBIDDEN.
    if (!canReadProperty(actor, property) && !facts.tenantOfUnit) throw notFound('Unit', input.unitId);
    assertCanOpenMaintenanceRequest(actor, facts);
    const mediaIds = [...new Set(input.mediaIds ?? [])];
    for (const [index, mediaId] of (input.mediaIds ?? []).entries()) {
      await readableMedia(ctx, mediaId, em).catch(() => {
        throw validationFailed('A photo is not a media object you may use.', [{ path: `input.mediaIds.${index}`, message: `Media object ${mediaId} was not found.` }]);
      });
    }
    const openedAt = new Date();
    const request = em.create(MaintenanceRequest, {
      orgId: actor.orgId,
      id: newId(),
      propertyId: property.id,
      unitId: unit.id,
      openedBy: actor.userId,
      category: input.category,
      urgency: input.urgency,
      description: input.description,
      mediaIds,
      status: 'OPEN',
      rejectReason: null,
      scheduledOn: null,
      vendorPersonId: null,
      vendorName: null,
      vendorPhone: null,
      cost: null,
      costCurrency: null,
      chargeTo: null,
      openedAt,
      respondedAt: null,
      scheduledAt: null,
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
      ...dueTimesOf(openedAt, await targetsOf(em, input.urgency)),
    });
    await recordEvents(em, originOf(ctx), [{ type: 'maintenance_request.opened', subject: request }]);
    return request;
  });
}

const requestEvents = {
  accept: 'maintenance_request.accepted',
  reject: 'maintenance_request.rejected',
  schedule: 'maintenance_request.scheduled',
  start: 'maintenance_request.started',
  complete: 'maintenance_request.completed',
  cancel: 'maintenance_request.cancelled',
} as const satisfies Record<MaintenanceAction, Change['type']>;

/**
 * Runs one move in its own transaction: the request is read under the read
 * rule, then locked, so that of two concurrent moves the second sees the
 * first's state and is refused (INVALID_TRANSITION, 409) rather than
 * applied twice; then who may act, then the state machine.
 */
function moveRequest(
  ctx: ServiceContext,
  id: string,
  action: MaintenanceAction,
  apply: (request: MaintenanceRequest, em: EntityManager) => Promise<Change[] | void> | Change[] | void = () => {},
): Promise<MaintenanceRequest> {
  return inTransaction(ctx, async (em) => {
    await readableMaintenanceRequest(ctx, id, em);
    const request = await em.findOneOrFail(MaintenanceRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    assertCanMoveMaintenanceRequest(ctx.actor, action, request);
    const next = maintenanceTransition(action, request.status);
    const consequences = (await apply(request, em)) ?? [];
    request.status = next;
    await recordEvents(em, originOf(ctx), [{ type: requestEvents[action], subject: request }, ...consequences]);
    return request;
  });
}

export const acceptMaintenanceRequest = (ctx: ServiceContext, id: string) =>
  moveRequest(ctx, id, 'accept', (request) => {
    request.respondedAt = new Date();
  });

export const rejectMaintenanceRequest = (ctx: ServiceContext, id: string, reason: string) =>
  moveRequest(ctx, id, 'reject', (request) => {
    request.respondedAt = new Date();
    request.rejectReason = reason;
  });

export const scheduleMaintenanceRequest = (ctx: ServiceContext, id: string, input: ScheduleMaintenanceInput) => {
  underArgument('input', () => assertVendor(input));
  return moveRequest(ctx, id, 'schedule', async (request, em) => {
    let vendor = { vendorPersonId: null as string | null, vendorName: input.vendorName ?? null, vendorPhone: input.vendorPhone ?? null };
    if (input.vendorPersonId) {
      // A person of the directory: their name and phone are copied, so that whoever reads the request sees whom to expect.
      const person = await em.findOne(Person, { id: input.vendorPersonId });
      if (!person) throw validationFailed('The vendor is not a person of the directory.', [{ path: 'input.vendorPersonId', message: `Person ${input.vendorPersonId} was not found.` }]);
      vendor = { vendorPersonId: person.id, vendorName: person.name, vendorPhone: person.phone ?? null };
    }
    Object.assign(request, vendor, { scheduledOn: input.scheduledOn, scheduledAt: new Date() });
  });
};

export const startMaintenanceRequest = (ctx: ServiceContext, id: string) =>
  moveRequest(ctx, id, 'start', (request) => {
    request.startedAt = new Date();
  });

export const completeMaintenanceRequest = (ctx: ServiceContext, id: string, input: CompleteMaintenanceInput) =>
  moveRequest(ctx, id, 'complete', async (request, em) => {
    const unit = await em.findOneOrFail(Unit, { id: request.unitId });
    const currency = input.currency ?? unit.rentCurrency;
    if (!currency) throw validationFailed('The unit has no rent currency: give the cost’s currency.', [{ path: 'input.currency', message: 'Required because the unit has no rent.' }]);
    Object.assign(request, { cost: input.cost, costCurrency: currency, chargeTo: input.chargeTo, completedAt: new Date() });
    if (input.chargeTo !== 'TENANT' || input.cost === 0) return [];
    return [{ type: 'invoice.issued' as const, subject: await chargeTenant(ctx, em, request, currency) }];
  });

/**
 * A cost charged to the tenant: a MAINTENANCE invoice on the unit's live
 * booking (the ACTIVE one before a PENDING one), with the org's default TVA,
 * due MAINTENANCE_INVOICE_TERMS_DAYS after today.
 */
async function chargeTenant(ctx: ServiceContext, em: EntityManager, request: MaintenanceRequest, currency: string): Promise<Invoice> {
  const [booking] = await em.find(
    Booking,
    { unitId: request.unitId, status: { $in: [...liveBookingStatuses] } },
    { orderBy: { status: 'asc', startDate: 'asc' }, lockMode: LockMode.PESSIMISTIC_READ },
  );
  if (!booking) throw invalidTransition('The unit has no PENDING or ACTIVE booking: charge the cost to the OWNER.');
  const tvaBasisPoints = (await em.findOne(BillingPolicy, { orgId: ctx.actor.orgId }))?.defaultTvaBasisPoints ?? 0;
  const day = today(ctx);
  return em.create(Invoice, {
    orgId: ctx.actor.orgId,
    id: newId(),
    bookingId: booking.id,
    propertyId: booking.propertyId,
    tenantUserId: booking.tenantUserId,
    currency,
    ...underArgument('input', () => amountsForInvoice(request.cost!, tvaBasisPoints)),
    tvaBasisPoints,
    periodStart: day,
    periodEnd: addDays(day, 1),
    dueDate: addDays(day, MAINTENANCE_INVOICE_TERMS_DAYS),
    status: 'ISSUED',
    createdAt: new Date(),
    paidAt: null,
    kind: 'MAINTENANCE',
    billingPeriodStart: null,
    lateFeeOf: null,
    lateFeeSequence: null,
    paidAmount: 0,
    receiptNumber: null,
    cancelReason: null,
    maintenanceRequestId: request.id,
  });
}

export const cancelMaintenanceRequest = (ctx: ServiceContext, id: string) =>
  moveRequest(ctx, id, 'cancel', (request) => {
    request.cancelledAt = new Date();
  });

/** The id of each request's MAINTENANCE invoice (null when none); the invoice itself is read under its own rule. */
export async function invoiceIdsOfRequests(ctx: ServiceContext, requestIds: readonly string[]): Promise<(string | null)[]> {
  const invoices = await rowsWhere(ctx.em, Invoice, ctx.actor.orgId, { maintenanceRequestId: { $in: [...requestIds] } });
  const byRequest = new Map(invoices.map((invoice) => [invoice.maintenanceRequestId, invoice.id] as const));
  return requestIds.map((id) => byRequest.get(id) ?? null);
}

/** Units of requests the caller already sees: the tenant of a unit sees it even while its property is a draft. */
export async function unitsOfRequests(ctx: ServiceContext, unitIds: readonly string[]): Promise<(Unit | AppError)[]> {
  return inIdOrder(unitIds, await rowsByIds(ctx.em, Unit, ctx.actor.orgId, unitIds), 'Unit');
}
