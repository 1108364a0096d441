import { MaintenanceServiceLevel } from '../../db/entities/maintenance.js';
import { validationFailed } from '../../domain/errors.js';
import { type MaintenanceUrgency, maintenanceUrgencies, unfinishedMaintenanceStatuses } from '../../domain/maintenance/requests.js';
import {
  ageBucketOf,
  assertCanSetServiceLevels,
  isOverdue,
  type MaintenanceAgeBucket,
  maintenanceAgeBuckets,
  type ServiceLevelTargets,
  serviceLevelsOf,
} from '../../domain/maintenance/service-levels.js';
import { portfolioScope } from '../../domain/rent/reports.js';
import { inTransaction, type ServiceContext } from '../context.js';

export type ServiceLevel = { urgency: MaintenanceUrgency } & ServiceLevelTargets;

/** The org's targets per urgency, the defaults where it has set none. Anyone of the org reads them (a tenant learns what to expect). */
export async function maintenanceServiceLevels(ctx: ServiceContext): Promise<ServiceLevel[]> {
  return serviceLevelsOf(await ctx.em.find(MaintenanceServiceLevel, {}));
}

/** Sets one urgency's targets; requests opened from now on are held to them. */
export function setMaintenanceServiceLevel(ctx: ServiceContext, input: ServiceLevel): Promise<ServiceLevel[]> {
  assertCanSetServiceLevels(ctx.actor);
  if (input.completionHours < input.responseHours) {
    throw validationFailed('The completion target cannot come before the response target.', [
      { path: 'input.completionHours', message: `Must be at least responseHours (${input.responseHours}).` },
    ]);
  }
  return inTransaction(ctx, async (em) => {
    // Every value from the inserted row: Citus takes no function but an immutable one in DO UPDATE SET.
    await em.execute(
      `insert into maintenance_service_level (org_id, urgency, response_hours, completion_hours, updated_at) values (?, ?, ?, ?, ?)
         on conflict (org_id, urgency) do update
           set response_hours = excluded.response_hours, completion_hours = excluded.completion_hours, updated_at = excluded.updated_at`,
      [ctx.actor.orgId, input.urgency, input.responseHours, input.completionHours, new Date()],
    );
    return serviceLevelsOf(await em.find(MaintenanceServiceLevel, {}, { refresh: true }));
  });
}

/** Open requests of one property and urgency by age since opening, with how many of them are overdue. */
export interface MaintenanceReportLine {
  propertyId: string;
  propertyName: string;
  urgency: MaintenanceUrgency;
  open: number;
  overdue: number;
  byAge: Record<MaintenanceAgeBucket, number>;
}

export interface MaintenanceReport {
  asOf: Date;
  open: number;
  overdue: number;
  lines: MaintenanceReportLine[];
}

const noAges = () => Object.fromEntries(maintenanceAgeBuckets.map((bucket) => [bucket, 0])) as Record<MaintenanceAgeBucket, number>;

/**
 * Unfinished requests (OPEN to IN_PROGRESS) now, per property and urgency,
 * by age and overdue: managers the org's, an owner its properties'.
 * Properties by name, the most urgent first within each.
 */
export async function maintenanceReport(ctx: ServiceContext): Promise<MaintenanceReport> {
  const scope = portfolioScope(ctx.actor);
  const asOf = new Date();
  const rows = await ctx.em.execute<{ property_id: string; property_name: string; urgency: MaintenanceUrgency; status: (typeof unfinishedMaintenanceStatuses)[number]; opened_at: Date; response_due_at: Date; completion_due_at: Date }[]>(
    `select r.property_id, p.name as property_name, r.urgency, r.status, r.opened_at, r.response_due_at, r.completion_due_at
       from maintenance_request r join property p on p.org_id = r.org_id and p.id = r.property_id
      where r.org_id = ? and r.status in (${unfinishedMaintenanceStatuses.map(() => '?').join(', ')})${scope.kind === 'owner' ? ' and p.owner_user_id = ?' : ''}
      order by p.name, p.id`,
    [ctx.actor.orgId, ...unfinishedMaintenanceStatuses, ...(scope.kind === 'owner' ? [scope.ownerUserId] : [])],
  );
  const lines = new Map<string, MaintenanceReportLine>();
  for (const row of rows) {
    const key = `${row.property_id} ${row.urgency}`;
    const line = lines.get(key) ?? { propertyId: row.property_id, propertyName: row.property_name, urgency: row.urgency, open: 0, overdue: 0, byAge: noAges() };
    const timing = { status: row.status, responseDueAt: new Date(row.response_due_at), completionDueAt: new Date(row.completion_due_at) };
    line.open += 1;
    if (isOverdue(timing, asOf)) line.overdue += 1;
    line.byAge[ageBucketOf(new Date(row.opened_at), asOf)] += 1;
    lines.set(key, line);
  }
  // Rows come by property name: properties keep that order, and within each the most urgent comes first.
  const propertyOrder = new Map(rows.map((row, index) => [row.property_id, index] as const).reverse());
  const rank = (line: MaintenanceReportLine) => [propertyOrder.get(line.propertyId)!, -maintenanceUrgencies.indexOf(line.urgency)] as const;
  const ordered = [...lines.values()].sort((a, b) => {
    const [[propertyA, urgencyA], [propertyB, urgencyB]] = [rank(a), rank(b)];
    return propertyA - propertyB || urgencyA - urgencyB;
  });
  return {
    asOf,
    open: rows.length,
    overdue: ordered.reduce((sum, line) => sum + line.overdue, 0),
    lines: ordered,
  };
}
