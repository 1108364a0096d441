/**
 * The arrears report and the rent roll have a line per unit: an org of thousands of units must not get one answer
 * as long as its portfolio (built and serialised in one stretch of the event loop every org shares). Past
 * REPORT_MAX_LINES lines a report is read in pages (first, after; limit and cursor on the CSV routes), its totals
 * those of the whole report on every page, and any report counts as a costly operation.
 */
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageBucketOf, isOverdue } from '../src/domain/maintenance/service-levels.js';
import { REPORT_MAX_LINES } from '../src/domain/rent/reports.js';
import { graphql } from '../src/generated/index.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { insertGraph } from './helpers/graph-sql.js';

const RentRollPageDoc = graphql(`
  query TestRentRollPage($asOf: Date!, $first: Int, $after: String) {
    rentRoll(asOf: $asOf, first: $first, after: $after) {
      unitCount occupiedUnits lineCount
      lines { unitId propertyName unitLabel balance }
      totals { currency occupiedUnits rentAmount balance }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`);
const ArrearsPageDoc = graphql(`
  query TestArrearsPage($asOf: Date!, $first: Int, $after: String) {
    arrearsReport(asOf: $asOf, first: $first, after: $after) {
      lineCount
      lines { unitId tenantUserId currency total }
      totals { currency total invoiceCount }
      pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
`);

const MaintenancePageDoc = graphql(`
  query TestMaintenanceReportPage($first: Int, $after: String) {
    maintenanceReport(first: $first, after: $after) {
      open overdue lineCount
      lines { propertyId urgency open overdue byAge { bucket count } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

// 41 properties of 50 units: 2,050 units, each with a booking over January 2026 and its invoice unpaid since the 1st.
const UNITS = 2050;
const ASOF = '2026-01-15';

let t: TestApp;
let manager: Caller;
let owner: Caller;
beforeAll(async () => {
  // A page of 2,000 lines with the whole's totals took over the 5 s statement timeout while the suite's other files
  // started on this two-core machine (UNAVAILABLE, once): these tests are about the pages, not the timeout.
  t = await startTestApp({ SWEEP_INTERVAL_SECONDS: '0', WEBHOOK_DELIVERY_ENABLED: 'false', NOTIFICATIONS_ENABLED: 'false', DB_STATEMENT_TIMEOUT_MS: '60000' });
  const orgId = randomUUID();
  manager = await t.caller(['MANAGER'], { orgId });
  owner = await t.caller(['OWNER'], { orgId });
  await insertGraph(t, orgId, { ownerUserId: owner.userId, tenantUserId: randomUUID() }, { properties: 41, unitsPerProperty: 50, bookingsPerUnit: 1, invoicesPerBooking: 1, documentsPerProof: 0 });
}, 120_000);
afterAll(() => t?.close());

type Answer = { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] };
const refusal = (answer: Answer) => ({ code: answer.errors?.[0]?.extensions?.code, paths: (answer.errors?.[0]?.extensions?.errors as { path: string }[] | undefined)?.map((issue) => issue.path) });

/** Every line of the report, page by page of `first`, and what each page said of the whole. */
async function walk(report: 'rentRoll' | 'arrearsReport', first: number, caller: Caller = manager) {
  const lines: { unitId: string }[] = [];
  const wholes: unknown[] = [];
  let after: string | null | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const answer =
      report === 'rentRoll'
        ? await t.graphql(RentRollPageDoc, { asOf: ASOF, first, after }, caller).then((result) => ({ ...result, page: result.data?.rentRoll }))
        : await t.graphql(ArrearsPageDoc, { asOf: ASOF, first, after }, caller).then((result) => ({ ...result, page: result.data?.arrearsReport }));
    expect(answer.errors).toBeUndefined();
    const page = answer.page!;
    expect(page.lines.length).toBeLessThanOrEqual(first);
    expect(page.pageInfo.hasPreviousPage).toBe(after !== undefined);
    const { lines: pageLines, pageInfo, ...whole } = page;
    lines.push(...pageLines);
    wholes.push(whole);
    if (!pageInfo.hasNextPage) return { lines, wholes };
    after = pageInfo.endCursor;
  }
  throw new Error('no last page');
}

describe('a report past REPORT_MAX_LINES lines', () => {
  it('asked for whole is VALIDATION_FAILED on first, naming its lines, before any line is read', async () => {
    for (const answer of [await t.graphql(RentRollPageDoc, { asOf: ASOF }, manager), await t.graphql(ArrearsPageDoc, { asOf: ASOF }, manager)]) {
      expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', paths: ['first'] });
      expect(answer.errors![0]!.message).toContain(`${UNITS} lines`);
      expect(answer.data).toBeNull();
    }
  });

  it('is read in pages of any size up to the maximum: the same lines in the same order, every unit once, the totals of the whole on each page', async () => {
    const reference = { rentRoll: await walk('rentRoll', REPORT_MAX_LINES), arrearsReport: await walk('arrearsReport', REPORT_MAX_LINES) };
    expect(new Set(reference.rentRoll.lines.map((line) => line.unitId)).size).toBe(UNITS);
    expect(new Set(reference.arrearsReport.lines.map((line) => line.unitId)).size).toBe(UNITS);
    expect(reference.rentRoll.wholes[0]).toMatchObject({ unitCount: UNITS, occupiedUnits: UNITS, lineCount: UNITS, totals: [{ currency: 'XAF', occupiedUnits: UNITS, rentAmount: UNITS * 150000, balance: UNITS * 150000 }] });
    expect(reference.arrearsReport.wholes[0]).toMatchObject({ lineCount: UNITS, totals: [{ currency: 'XAF', total: UNITS * 150000, invoiceCount: UNITS }] });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('rentRoll' as const, 'arrearsReport' as const), fc.integer({ min: 300, max: REPORT_MAX_LINES }), async (report, first) => {
        const { lines, wholes } = await walk(report, first);
        expect(lines).toEqual(reference[report].lines);
        for (const whole of wholes) expect(whole).toEqual(reference[report].wholes[0]);
      }),
      { numRuns: 6 },
    );
    // An owner reads its own properties' (all of them here) in pages too.
    expect((await walk('rentRoll', REPORT_MAX_LINES, owner)).lines).toEqual(reference.rentRoll.lines);
  }, 120_000);

  it('refuses a page size outside 1..REPORT_MAX_LINES and a cursor it did not give out for this report', async () => {
    for (const first of [0, -1, REPORT_MAX_LINES + 1]) expect(refusal(await t.graphql(RentRollPageDoc, { asOf: ASOF, first }, manager))).toEqual({ code: 'VALIDATION_FAILED', paths: ['first'] });
    expect(refusal(await t.graphql(ArrearsPageDoc, { asOf: ASOF, first: 10, after: 'not-a-cursor' }, manager))).toEqual({ code: 'VALIDATION_FAILED', paths: ['after'] });
    const rentRollCursor = (await t.graphql(RentRollPageDoc, { asOf: ASOF, first: 10 }, manager)).data!.rentRoll.pageInfo.endCursor;
    expect(refusal(await t.graphql(ArrearsPageDoc, { asOf: ASOF, first: 10, after: rentRollCursor }, manager))).toEqual({ code: 'VALIDATION_FAILED', paths: ['after'] });
  });

  it('counts as a costly operation whatever first asks', async () => {
    const answer = (await t.graphql(RentRollPageDoc, { asOf: ASOF, first: 1 }, manager)) as { extensions?: { cost?: { requested: number } } };
    expect(answer.extensions?.cost?.requested).toBeGreaterThanOrEqual(REPORT_MAX_LINES);
    const arrears = (await t.graphql(ArrearsPageDoc, { asOf: ASOF, first: 1 }, manager)) as { extensions?: { cost?: { requested: number } } };
    expect(arrears.extensions?.cost?.requested).toBeGreaterThanOrEqual(REPORT_MAX_LINES);
  });

  it('as CSV: refused whole (400 naming limit), downloaded in pages by limit and the Link of the next page', async () => {
    for (const file of ['rent-roll', 'arrears']) {
      const whole = await t.rest('GET', `/reports/${file}.csv?asOf=${ASOF}`, { caller: manager });
      expectProblem(whole, 400, 'VALIDATION_FAILED');
      expect(whole.json().errors.map((issue: { path: string }) => issue.path)).toEqual(['limit']);
      expectProblem(await t.rest('GET', `/reports/${file}.csv?asOf=${ASOF}&limit=${REPORT_MAX_LINES + 1}`, { caller: manager }), 400, 'VALIDATION_FAILED');

      const units: string[] = [];
      let path: string | undefined = `/reports/${file}.csv?asOf=${ASOF}&limit=${REPORT_MAX_LINES}`;
      let pages = 0;
      while (path) {
        const page = await t.rest('GET', path, { caller: manager });
        expect(page.statusCode, page.body).toBe(200);
        expect(page.headers['content-type']).toBe('text/csv; charset=utf-8');
        const rows = parse(page.body, { columns: true }) as { unitId: string }[];
        expect(rows.length).toBeLessThanOrEqual(REPORT_MAX_LINES);
        units.push(...rows.map((row) => row.unitId));
        const next = /<\/api\/v1([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
        path = next;
        pages += 1;
      }
      expect(pages).toBe(2);
      expect(new Set(units).size).toBe(UNITS);
    }
    // Eight requests of 2,000 lines each counted whole: 16-22 s alone on a two-core machine, more beside the suite's other files.
  }, 90_000);
});

describe('the maintenance report', () => {
  it('is counted by PostgreSQL, and past REPORT_MAX_LINES lines read in pages, agreeing with the domain rules line by line', async () => {
    // 520 properties with a request of each urgency open: 2,080 lines. Ages half a day off every bucket's edge.
    const orgId = randomUUID();
    const maintenanceManager = await t.caller(['MANAGER'], { orgId });
    await insertGraph(t, orgId, { ownerUserId: randomUUID(), tenantUserId: randomUUID() }, { properties: 520, unitsPerProperty: 1, bookingsPerUnit: 0, invoicesPerBooking: 0, documentsPerProof: 0 });
    await t.sql(
      `insert into maintenance_request (org_id, id, property_id, unit_id, opened_by, category, urgency, description, status, opened_at, response_due_at, completion_due_at)
       select $1, gen_random_uuid(), un.property_id, un.id, $2, 'PLUMBING', urgency, 'Fuite', (array['OPEN','ACCEPTED'])[1 + n % 2], opened_at,
              opened_at + case when n % 3 = 0 then interval '100 days' else interval '1 hour' end,
              opened_at + case when n % 3 = 0 then interval '200 days' else interval '2 days' end
       from (select un.*, row_number() over (order by un.id) as n from unit un where un.org_id = $1) un
       cross join unnest(array['LOW','NORMAL','URGENT','EMERGENCY']) urgency
       cross join lateral (select now() - ((n % 40) + 0.5) * interval '1 day' as opened_at) at`,
      [orgId, maintenanceManager.userId],
    );
    const whole = await t.graphql(MaintenancePageDoc, {}, maintenanceManager);
    expect(refusal(whole)).toEqual({ code: 'VALIDATION_FAILED', paths: ['first'] });

    const lines: { propertyId: string; urgency: string; open: number; overdue: number; byAge: { bucket: string; count: number }[] }[] = [];
    let after: string | undefined;
    for (;;) {
      const answer = await t.graphql(MaintenancePageDoc, { first: REPORT_MAX_LINES, after }, maintenanceManager);
      expect(answer.errors).toBeUndefined();
      const report = answer.data!.maintenanceReport;
      expect(report).toMatchObject({ open: 2080, lineCount: 2080 });
      lines.push(...report.lines);
      if (!report.pageInfo.hasNextPage) break;
      after = report.pageInfo.endCursor!;
    }
    expect(lines).toHaveLength(2080);
    expect(new Set(lines.map((line) => `${line.propertyId} ${line.urgency}`)).size).toBe(2080);

    // The same counts as the domain's rules over every request.
    const now = new Date();
    const requests = await t.sql<{ property_id: string; urgency: string; status: 'OPEN' | 'ACCEPTED'; opened_at: Date; response_due_at: Date; completion_due_at: Date }>(
      'select property_id, urgency, status, opened_at, response_due_at, completion_due_at from maintenance_request where org_id = $1',
      [orgId],
    );
    const expected = new Map<string, { overdue: number; byAge: Record<string, number> }>();
    for (const request of requests) {
      const key = `${request.property_id} ${request.urgency}`;
      const line = expected.get(key) ?? { overdue: 0, byAge: { UNDER_1_DAY: 0, DAYS_1_TO_7: 0, DAYS_8_TO_30: 0, OVER_30_DAYS: 0 } };
      if (isOverdue({ status: request.status, responseDueAt: request.response_due_at, completionDueAt: request.completion_due_at }, now)) line.overdue += 1;
      line.byAge[ageBucketOf(request.opened_at, now)]! += 1;
      expected.set(key, line);
    }
    for (const line of lines) {
      const want = expected.get(`${line.propertyId} ${line.urgency}`)!;
      expect({ overdue: line.overdue, byAge: Object.fromEntries(line.byAge.map((age) => [age.bucket, age.count])) }).toEqual(want);
    }
    // Within a property, the most urgent first.
    expect(lines.slice(0, 4).map((line) => line.urgency)).toEqual(['EMERGENCY', 'URGENT', 'NORMAL', 'LOW']);
  }, 120_000);
});
