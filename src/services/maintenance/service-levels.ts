import { MaintenanceServiceLevel } from '../../db/entities/maintenance.js';
import { validationFailed } from '../../domain/errors.js';
import { type MaintenanceUrgency, maintenanceUrgencies, unfinishedMaintenanceStatuses } from '../../domain/maintenance/requests.js';
import {
  ageBucketEndsAt,
  assertCanSetServiceLevels,
  type MaintenanceAgeBucket,
  type ServiceLevelTargets,
  serviceLevelsOf,
} from '../../domain/maintenance/service-levels.js';
import { portfolioScope } from '../../domain/rent/reports.js';
import { inTransaction, type ServiceContext, withinTenantScope } from '../context.js';
import { pageOf, pageSql, type ReportOrder, type ReportPage, type ReportPageRequest } from '../report-pages.js';
import { run, SNAPSHOT, sql, type Sql } from '../rent/reports.js';

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

export interface MaintenanceReport extends ReportPage<MaintenanceReportLine> {
  asOf: Date;
  /** Of the whole report, whichever page this is. */
  open: number;
  overdue: number;
}

const listOf = (values: readonly string[]): Sql => ({ text: values.map(() => '?').join(', '), values: [...values] });

const MAINTENANCE_REPORT_ORDER: ReportOrder<MaintenanceReportLine> = {
  name: 'MaintenanceReport:propertyName,propertyId,urgency desc',
  columns: [
    { sql: 'property_name', type: 'text', of: (line) => line.propertyName },
    { sql: 'property_id', type: 'uuid', of: (line) => line.propertyId },
    { sql: 'urgency_key', type: 'int', of: (line) => String(-maintenanceUrgencies.indexOf(line.urgency)) },
  ],
};

/**
 * Unfinished requests (OPEN to IN_PROGRESS) now, per property and urgency,
 * by age and overdue: managers the org's, an owner its properties'.
 * Properties by name, the most urgent first within each. Counted by
 * PostgreSQL (an org's requests are never read one by one): the page of lines
 * asked for, and the counts of every line.
 */
export function maintenanceReport(ctx: ServiceContext, page: ReportPageRequest = {}): Promise<MaintenanceReport> {
  const scope = portfolioScope(ctx.actor);
  const asOf = new Date();
  const org = ctx.actor.orgId;
  const [day1, day8, day31] = ageBucketEndsAt(asOf);
  const owned = scope.kind === 'owner' ? sql`and p.owner_user_id = ${scope.ownerUserId}` : sql``;
  // The most urgent first: minus the urgency's rank, as keys order ascending.
  const urgencyKey: Sql = { text: `case r.urgency ${maintenanceUrgencies.map(() => 'when ? then ?').join(' ')} end`, values: maintenanceUrgencies.flatMap((urgency, rank) => [urgency, -rank]) };
  // Overdue as overdueCondition has it (every request here is unfinished); younger counts cumulate by age.
  const lines = sql`line as (
    select r.property_id, p.name as property_name, r.urgency, ${urgencyKey} as urgency_key,
           count(*) as open,
           count(*) filter (where (r.status = 'OPEN' and r.response_due_at < ${asOf}) or r.completion_due_at < ${asOf}) as overdue,
           count(*) filter (where r.opened_at > ${day1}) as younger1, count(*) filter (where r.opened_at > ${day8}) as younger8,
           count(*) filter (where r.opened_at > ${day31}) as younger31
    from maintenance_request r join property p on p.org_id = ${org} and p.id = r.property_id
    where r.org_id = ${org} and r.status in (${listOf(unfinishedMaintenanceStatuses)}) ${owned}
    group by r.property_id, p.name, r.urgency)`;
  return withinTenantScope(ctx, async ({ em }) => {
    const [sums] = await run<{ lines: string; open: string | null; overdue: string | null }>(
      em,
      sql`with ${lines} select count(*) as lines, sum(open) as open, sum(overdue) as overdue from line`,
    );
    const lineCount = Number(sums!.lines);
    const { after, limit } = pageSql(MAINTENANCE_REPORT_ORDER, page, lineCount);
    const rows = await run<{ property_id: string; property_name: string; urgency: MaintenanceUrgency; open: string; overdue: string; younger1: string; younger8: string; younger31: string }>(
      em,
      sql`with ${lines} select * from line where true${after} order by property_name, property_id, urgency_key ${limit}`,
    );
    const pageLines = rows.map((row): MaintenanceReportLine => {
      const [open, younger1, younger8, younger31] = [row.open, row.younger1, row.younger8, row.younger31].map(Number) as [number, number, number, number];
      const byAge: Record<MaintenanceAgeBucket, number> = { UNDER_1_DAY: younger1, DAYS_1_TO_7: younger8 - younger1, DAYS_8_TO_30: younger31 - younger8, OVER_30_DAYS: open - younger31 };
      return { propertyId: row.property_id, propertyName: row.property_name, urgency: row.urgency, open, overdue: Number(row.overdue), byAge };
    });
    return { asOf, open: Number(sums!.open ?? 0), overdue: Number(sums!.overdue ?? 0), ...pageOf(MAINTENANCE_REPORT_ORDER, page, pageLines, lineCount) };
  }, SNAPSHOT);
}
