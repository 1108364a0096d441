import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { Migration20261201300000_maintenance } from '../src/db/migrations/Migration20261201300000_maintenance.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { mayReadEvent, type StoredEvent } from '../src/services/events/events.js';
import { ApproveDoc, bookingAction, createBooking, createProperty, createUnit, submittedProof } from './helpers/fixtures.js';

// The fields the operations below spread.
graphql(`
  fragment TestMaintenanceRequest on MaintenanceRequest {
    id orgId propertyId unitId openedBy category urgency description mediaIds status rejectReason scheduledOn
    vendorPersonId vendorName vendorPhone cost costCurrency chargeTo openedAt respondedAt completedAt
    responseDueAt completionDueAt overdue responseOverdue completionOverdue
  }
`);

const OpenDoc = graphql(`
  mutation TestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {
    openMaintenanceRequest(input: $input) { ...TestMaintenanceRequest }
  }
`);
const AcceptDoc = graphql(`mutation TestAcceptMaintenance($id: UUID!) { acceptMaintenanceRequest(id: $id) { id status respondedAt } }`);
const RejectDoc = graphql(`mutation TestRejectMaintenance($id: UUID!, $reason: String!) { rejectMaintenanceRequest(id: $id, reason: $reason) { id status rejectReason } }`);
const ScheduleDoc = graphql(`
  mutation TestScheduleMaintenance($id: UUID!, $input: ScheduleMaintenanceInput!) {
    scheduleMaintenanceRequest(id: $id, input: $input) { id status scheduledOn vendorPersonId vendorName vendorPhone }
  }
`);
const StartDoc = graphql(`mutation TestStartMaintenance($id: UUID!) { startMaintenanceRequest(id: $id) { id status } }`);
const CompleteDoc = graphql(`
  mutation TestCompleteMaintenance($id: UUID!, $input: CompleteMaintenanceInput!) {
    completeMaintenanceRequest(id: $id, input: $input) {
      id status cost costCurrency chargeTo
      invoice { id kind maintenanceRequestId bookingId tenantUserId currency netAmount tvaBasisPoints tvaAmount grossAmount status dueDate }
    }
  }
`);
const CancelDoc = graphql(`mutation TestCancelMaintenance($id: UUID!) { cancelMaintenanceRequest(id: $id) { id status } }`);
const CommentDoc = graphql(`mutation TestCommentMaintenance($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id requestId authorUserId body } }`);
const RequestDoc = graphql(`
  query TestMaintenanceRequestById($id: UUID!) {
    maintenanceRequest(id: $id) { ...TestMaintenanceRequest unit { id label } comments(first: 10) { totalCount edges { node { body authorUserId } } } }
  }
`);
const ListDoc = graphql(`
  query TestMaintenanceRequests($filter: MaintenanceRequestFilter, $orderBy: [MaintenanceRequestOrder!], $overdue: Boolean, $first: Int) {
    maintenanceRequests(filter: $filter, orderBy: $orderBy, overdue: $overdue, first: $first) { totalCount edges { node { id status urgency overdue } } }
  }
`);
const NodeDoc = graphql(`query TestMaintenanceNode($id: ID!) { node(id: $id) { __typename id } }`);
const LevelsDoc = graphql(`query TestMaintenanceLevels { maintenanceServiceLevels { urgency responseHours completionHours } }`);
const SetLevelDoc = graphql(`
  mutation TestSetMaintenanceLevel($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency responseHours completionHours } }
`);
const ReportDoc = graphql(`
  query TestMaintenanceReport {
    maintenanceReport { open overdue lines { propertyId propertyName urgency open overdue byAge { bucket count } } }
  }
`);
const PolicyDoc = graphql(`mutation TestMaintenanceTva($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { defaultTvaBasisPoints } }`);
const PublishDoc = graphql(`mutation TestMaintenancePublish($id: UUID!) { publishProperty(id: $id) { id status } }`);
const PersonDoc = graphql(`mutation TestMaintenanceVendor($input: CreatePersonInput!) { createPerson(input: $input) { id } }`);

let t: TestApp;
let owner: Caller;
let manager: Caller;
let tenant: Caller;
let otherTenant: Caller;
let otherOwner: Caller;
let outsider: Caller;
let propertyId: string;
let unitId: string;
let bookingId: string;

const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestApp();
  ({ owner, manager, tenant, otherTenant, otherOwner, outsider } = await t.cast());
  propertyId = await createProperty(t, owner, 'Résidence Bonamoussadi');
  unitId = await createUnit(t, owner, propertyId, 'B2');
  bookingId = await createBooking(t, manager, { unitId, tenantUserId: tenant.userId, startDate: '2026-01-01', endDate: '2027-01-01' });
  await bookingAction(t, manager, 'confirm', bookingId);
});
afterAll(() => t.close());

async function open(caller: Caller, input: Partial<{ unitId: string; urgency: 'LOW' | 'NORMAL' | 'URGENT' | 'EMERGENCY'; description: string }> = {}) {
  const result = await t.graphql(
    OpenDoc,
    { input: { unitId, category: 'PLUMBING', urgency: 'NORMAL', description: 'The kitchen tap leaks.', ...input } },
    caller,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.openMaintenanceRequest;
}

/** Runs a move and answers its error code, or undefined when it passed. */
async function move(caller: Caller, action: 'accept' | 'reject' | 'schedule' | 'start' | 'complete' | 'cancel', id: string) {
  const answers = {
    accept: () => t.graphql(AcceptDoc, { id }, caller),
    reject: () => t.graphql(RejectDoc, { id, reason: 'Wear from normal use is the tenant’s.' }, caller),
    schedule: () => t.graphql(ScheduleDoc, { id, input: { scheduledOn: '2026-12-02', vendorName: 'Plomberie Akwa', vendorPhone: '+237 699 00 00 00' } }, caller),
    start: () => t.graphql(StartDoc, { id }, caller),
    complete: () => t.graphql(CompleteDoc, { id, input: { cost: 25_000, chargeTo: 'OWNER' } }, caller),
    cancel: () => t.graphql(CancelDoc, { id }, caller),
  };
  return codeOf(await answers[action]());
}

describe('opening a request', () => {
  it('a tenant with a live booking of the unit opens one, OPEN with the due times of its urgency', async () => {
    const before = Date.now();
    const request = await open(tenant, { urgency: 'EMERGENCY' });
    expect(request).toMatchObject({ orgId: owner.orgId, propertyId, unitId, openedBy: tenant.userId, status: 'OPEN', category: 'PLUMBING', mediaIds: [], overdue: false });
    const openedAt = Date.parse(request.openedAt);
    expect(openedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(request.responseDueAt) - openedAt).toBe(4 * 3_600_000);
    expect(Date.parse(request.completionDueAt) - openedAt).toBe(24 * 3_600_000);
  });

  it('the owner of the property and a manager open one; a tenant without a booking of the unit, another owner and another org do not find the unit', async () => {
    expect((await open(owner)).openedBy).toBe(owner.userId);
    expect((await open(manager)).openedBy).toBe(manager.userId);
    const input = { unitId, category: 'PESTS' as const, urgency: 'LOW' as const, description: 'Ants' };
    expect(codeOf(await t.graphql(OpenDoc, { input }, otherTenant))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(OpenDoc, { input }, otherOwner))).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(OpenDoc, { input }, outsider))).toBe('NOT_FOUND');
  });

  it('a tenant who sees the unit (its property published) but rents it not is FORBIDDEN', async () => {
    const property = await createProperty(t, owner, 'Résidence Akwa Nord');
    const unit = await createUnit(t, owner, property, 'N1');
    const admin = await t.caller(['ADMIN'], { orgId: owner.orgId });
    expect((await t.graphql(ApproveDoc, { id: await submittedProof(t, owner, property) }, admin)).errors).toBeUndefined();
    expect((await t.graphql(PublishDoc, { id: property }, owner)).errors).toBeUndefined();
    const answer = await t.graphql(OpenDoc, { input: { unitId: unit, category: 'OTHER', urgency: 'LOW', description: 'Door' } }, otherTenant);
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });

  it('refuses an empty description and a photo the caller may not use, naming the field', async () => {
    const empty = await t.graphql(OpenDoc, { input: { unitId, category: 'OTHER', urgency: 'LOW', description: '  ' } }, tenant);
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(empty.errors)).toContain('input.description');
    const photo = await t.graphql(OpenDoc, { input: { unitId, category: 'OTHER', urgency: 'LOW', description: 'Crack', mediaIds: [crypto.randomUUID()] } }, tenant);
    expect(codeOf(photo)).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(photo.errors)).toContain('input.mediaIds.0');
  });
});

describe('the lifecycle', () => {
  it('OPEN -> ACCEPTED -> SCHEDULED -> IN_PROGRESS -> DONE by a manager, each move an event', async () => {
    const { id } = await open(tenant);
    const vendor = await t.graphql(PersonDoc, { input: { name: 'Jean Électricien', phone: '+237 677 11 22 33' } }, manager);
    expect((await t.graphql(AcceptDoc, { id }, manager)).data?.acceptMaintenanceRequest).toMatchObject({ status: 'ACCEPTED', respondedAt: expect.any(String) });
    const scheduled = await t.graphql(ScheduleDoc, { id, input: { scheduledOn: '2026-12-03', vendorPersonId: vendor.data!.createPerson.id } }, manager);
    expect(scheduled.data?.scheduleMaintenanceRequest).toEqual({
      id,
      status: 'SCHEDULED',
      scheduledOn: '2026-12-03',
      vendorPersonId: vendor.data!.createPerson.id,
      vendorName: 'Jean Électricien',
      vendorPhone: '+237677112233',
    });
    expect(await move(manager, 'start', id)).toBeUndefined();
    const done = await t.graphql(CompleteDoc, { id, input: { cost: 40_000, chargeTo: 'OWNER' } }, manager);
    expect(done.data?.completeMaintenanceRequest).toMatchObject({ status: 'DONE', cost: 40_000, costCurrency: 'XAF', chargeTo: 'OWNER', invoice: null });
    const events = await t.sql<{ type: string; actor_user_id: string }>('select type, actor_user_id from event where org_id = $1 and subject_id = $2 order by id', [owner.orgId, id]);
    expect(events.map((event) => event.type)).toEqual([
      'maintenance_request.opened',
      'maintenance_request.accepted',
      'maintenance_request.scheduled',
      'maintenance_request.started',
      'maintenance_request.completed',
    ]);
  });

  it('a cost charged to the tenant becomes a MAINTENANCE invoice with the org’s TVA on the live booking, which the tenant reads', async () => {
    await t.graphql(PolicyDoc, { input: { defaultTvaBasisPoints: 1925 } }, manager);
    const { id } = await open(tenant);
    for (const action of ['accept', 'schedule', 'start'] as const) expect(await move(manager, action, id)).toBeUndefined();
    const done = await t.graphql(CompleteDoc, { id, input: { cost: 10_000, chargeTo: 'TENANT' } }, manager);
    expect(done.errors).toBeUndefined();
    const invoice = done.data!.completeMaintenanceRequest.invoice!;
    expect(invoice).toMatchObject({
      kind: 'MAINTENANCE',
      maintenanceRequestId: id,
      bookingId,
      tenantUserId: tenant.userId,
      currency: 'XAF',
      netAmount: 10_000,
      tvaBasisPoints: 1925,
      tvaAmount: 1925,
      grossAmount: 11_925,
      status: 'ISSUED',
    });
    expect((await t.rest('GET', `/invoices/${invoice.id}`, { caller: tenant })).json()).toMatchObject({ id: invoice.id, grossAmount: 11_925 });
    const [issued] = await t.sql('select count(*)::int as n from event where org_id = $1 and subject_id = $2 and type = $3', [owner.orgId, invoice.id, 'invoice.issued']);
    expect(issued).toEqual({ n: 1 });
    // Paid like any invoice; only rent has a receipt.
    expect((await t.rest('POST', `/invoices/${invoice.id}/pay`, { caller: tenant })).json()).toMatchObject({ status: 'PAID' });
    expectProblem(await t.rest('GET', `/invoices/${invoice.id}/receipt`, { caller: tenant }), 404, 'NOT_FOUND');
  });

  it('a cost of 0 makes no invoice; a unit without a live booking cannot charge its tenant (INVALID_TRANSITION, nothing written)', async () => {
    const free = await open(tenant);
    for (const action of ['accept', 'schedule', 'start'] as const) await move(manager, action, free.id);
    const done = await t.graphql(CompleteDoc, { id: free.id, input: { cost: 0, chargeTo: 'TENANT' } }, manager);
    expect(done.data?.completeMaintenanceRequest).toMatchObject({ status: 'DONE', cost: 0, invoice: null });

    const vacant = await createUnit(t, owner, propertyId, 'B9');
    const { id } = await open(manager, { unitId: vacant });
    for (const action of ['accept', 'schedule', 'start'] as const) await move(manager, action, id);
    expect(codeOf(await t.graphql(CompleteDoc, { id, input: { cost: 5000, chargeTo: 'TENANT' } }, manager))).toBe('INVALID_TRANSITION');
    const [row] = await t.sql<{ status: string; cost: number | null }>('select status, cost from maintenance_request where org_id = $1 and id = $2', [owner.orgId, id]);
    expect(row).toEqual({ status: 'IN_PROGRESS', cost: null });
    expect((await t.graphql(CompleteDoc, { id, input: { cost: 5000, currency: 'EUR', chargeTo: 'OWNER' } }, manager)).data?.completeMaintenanceRequest).toMatchObject({
      status: 'DONE',
      costCurrency: 'EUR',
    });
  });

  it('a manager rejects an OPEN request with a reason; whoever opened one cancels it while OPEN, and no one else does', async () => {
    const rejected = await open(tenant);
    const answer = await t.graphql(RejectDoc, { id: rejected.id, reason: 'Not a defect.' }, manager);
    expect(answer.data?.rejectMaintenanceRequest).toEqual({ id: rejected.id, status: 'REJECTED', rejectReason: 'Not a defect.' });
    const cancelled = await open(tenant);
    expect(await move(manager, 'cancel', cancelled.id)).toBe('FORBIDDEN');
    expect(await move(owner, 'cancel', cancelled.id)).toBe('FORBIDDEN');
    expect(await move(tenant, 'cancel', cancelled.id)).toBeUndefined();
    const accepted = await open(tenant);
    await move(manager, 'accept', accepted.id);
    expect(await move(tenant, 'cancel', accepted.id)).toBe('INVALID_TRANSITION');
  });

  it('tenants and owners make no manager move (FORBIDDEN); another org finds nothing (NOT_FOUND)', async () => {
    const { id } = await open(tenant);
    for (const caller of [tenant, owner]) for (const action of ['accept', 'reject', 'schedule', 'start', 'complete'] as const) expect(await move(caller, action, id)).toBe('FORBIDDEN');
    for (const action of ['accept', 'cancel'] as const) expect(await move(outsider, action, id)).toBe('NOT_FOUND');
  });

  it('the moves follow the model in any order, whoever makes them (property test against the service)', async () => {
    const MODEL: Record<string, Partial<Record<string, string>>> = {
      OPEN: { accept: 'ACCEPTED', reject: 'REJECTED', cancel: 'CANCELLED' },
      ACCEPTED: { schedule: 'SCHEDULED' },
      SCHEDULED: { start: 'IN_PROGRESS' },
      IN_PROGRESS: { complete: 'DONE' },
    };
    const callers = { manager, tenant, owner };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ who: fc.constantFrom('manager', 'tenant', 'owner' as const), action: fc.constantFrom('accept', 'reject', 'schedule', 'start', 'complete', 'cancel' as const) }), { maxLength: 8 }),
        async (moves) => {
          const { id } = await open(tenant);
          let state = 'OPEN';
          for (const { who, action } of moves) {
            const allowed = action === 'cancel' ? who === 'tenant' : who === 'manager';
            const next = MODEL[state]?.[action];
            const code = await move(callers[who], action, id);
            expect(code).toBe(!allowed ? 'FORBIDDEN' : next ? undefined : 'INVALID_TRANSITION');
            if (allowed && next) state = next;
          }
          expect((await t.graphql(RequestDoc, { id }, manager)).data?.maintenanceRequest?.status).toBe(state);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);
});

describe('concurrent moves on one request', () => {
  it('of two accepts at once, one wins and the other is refused with 409, on both surfaces', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await open(tenant);
      const answers = await Promise.all([t.graphql(AcceptDoc, { id }, manager), t.rest('POST', `/maintenance-requests/${id}/accept`, { caller: manager })]);
      const graphqlWon = answers[0].errors === undefined;
      const restWon = answers[1].statusCode === 200;
      expect(graphqlWon !== restWon).toBe(true);
      if (graphqlWon) expectProblem(answers[1], 409, 'INVALID_TRANSITION');
      else expect(codeOf(answers[0])).toBe('INVALID_TRANSITION');
    }
  });

  it('an accept racing a cancel: exactly one applies', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await open(tenant);
      const [accepted, cancelled] = await Promise.all([t.graphql(AcceptDoc, { id }, manager), t.graphql(CancelDoc, { id }, tenant)]);
      expect([accepted.errors, cancelled.errors].filter(Boolean)).toHaveLength(1);
      expect([codeOf(accepted), codeOf(cancelled)].filter(Boolean)).toEqual(['INVALID_TRANSITION']);
      const [row] = await t.sql<{ status: string }>('select status from maintenance_request where org_id = $1 and id = $2', [owner.orgId, id]);
      expect(row!.status).toBe(accepted.errors ? 'CANCELLED' : 'ACCEPTED');
    }
  });
});

describe('who sees what', () => {
  it('a tenant sees what it opened and the requests of the units it rents while the booking is live; the owner of the property and managers see them; others nothing', async () => {
    const property = await createProperty(t, owner, 'Villa Kribi');
    const unit = await createUnit(t, owner, property, 'V1');
    const booking = await createBooking(t, manager, { unitId: unit, tenantUserId: otherTenant.userId, startDate: '2026-03-01', endDate: '2027-03-01' });
    const byManager = await open(manager, { unitId: unit });
    const byTenant = await open(otherTenant, { unitId: unit });
    const sees = async (caller: Caller, id: string) => (await t.graphql(RequestDoc, { id }, caller)).data?.maintenanceRequest?.id === id;
    expect(await sees(otherTenant, byManager.id)).toBe(true);
    expect(await sees(owner, byManager.id)).toBe(true);
    expect(await sees(tenant, byManager.id)).toBe(false);
    expect(await sees(otherOwner, byManager.id)).toBe(false);
    const hidden = await t.graphql(RequestDoc, { id: byManager.id }, outsider);
    expect(hidden.data?.maintenanceRequest).toBeNull();
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    expectProblem(await t.rest('GET', `/maintenance-requests/${byManager.id}`, { caller: outsider }), 404, 'NOT_FOUND');
    expect((await t.graphql(NodeDoc, { id: byManager.id }, owner)).data?.node).toEqual({ __typename: 'MaintenanceRequest', id: byManager.id });

    // The booking ends (cancelled while PENDING): the unit's requests are no longer the tenant's to see, except its own.
    await bookingAction(t, manager, 'cancel', booking);
    expect(await sees(otherTenant, byManager.id)).toBe(false);
    expect(await sees(otherTenant, byTenant.id)).toBe(true);

    const listed = async (caller: Caller) =>
      (await t.graphql(ListDoc, { filter: { unitId: { eq: unit } }, first: 50 }, caller)).data?.maintenanceRequests.edges.map((edge) => edge.node.id).sort();
    expect(await listed(manager)).toEqual([byManager.id, byTenant.id].sort());
    expect(await listed(owner)).toEqual([byManager.id, byTenant.id].sort());
    expect(await listed(otherTenant)).toEqual([byTenant.id]);
    expect(await listed(otherOwner)).toEqual([]);
    expect(await listed(outsider)).toEqual([]);
  });

  it('a request’s events reach its opener, the property’s owner and managers; no other tenant or owner', () => {
    const event = (type: StoredEvent['type']): StoredEvent => ({
      id: '1', type, occurredAt: new Date(), actorUserId: null, data: {}, propertyId, userId: tenant.userId,
    });
    const properties = new Map([[propertyId, { ownerUserId: owner.userId, status: 'DRAFT' as const }]]);
    for (const type of ['maintenance_request.opened', 'maintenance_comment.created'] as const) {
      expect([tenant, owner, manager, otherTenant, otherOwner].map((caller) => mayReadEvent(caller, event(type), properties))).toEqual([true, true, true, false, false]);
    }
  });

  it('lists filter, search and order like the other lists', async () => {
    const urgent = await open(manager, { urgency: 'URGENT', description: 'Fuite d’eau sous l’évier' });
    const search = await t.graphql(ListDoc, { filter: { description: { contains: 'EVIER' } } }, manager);
    expect(search.data?.maintenanceRequests.edges.map((edge) => edge.node.id)).toEqual([urgent.id]);
    const byUrgency = await t.graphql(ListDoc, { filter: { urgency: { eq: 'URGENT' }, status: { in: ['OPEN', 'ACCEPTED'] } } }, manager);
    expect(byUrgency.data?.maintenanceRequests.edges.every((edge) => edge.node.urgency === 'URGENT')).toBe(true);
    const newest = await t.graphql(ListDoc, { orderBy: [{ field: 'OPENED_AT', direction: 'DESC' }], first: 1 }, manager);
    expect(newest.data?.maintenanceRequests.edges[0]?.node.id).toBe(urgent.id);
  });
});

describe('comments', () => {
  it('the tenant and the manager comment; each comment is an event; a caller who cannot see the request cannot comment', async () => {
    const { id } = await open(tenant);
    expect((await t.graphql(CommentDoc, { id, body: 'Water on the floor since this morning.' }, tenant)).data?.commentOnMaintenanceRequest).toMatchObject({ requestId: id, authorUserId: tenant.userId });
    expect((await t.graphql(CommentDoc, { id, body: 'A plumber comes tomorrow.' }, manager)).errors).toBeUndefined();
    expect(codeOf(await t.graphql(CommentDoc, { id, body: 'Hello' }, otherTenant))).toBe('NOT_FOUND');
    const read = await t.graphql(RequestDoc, { id }, tenant);
    expect(read.data?.maintenanceRequest?.comments).toEqual({
      totalCount: 2,
      edges: [
        { node: { body: 'Water on the floor since this morning.', authorUserId: tenant.userId } },
        { node: { body: 'A plumber comes tomorrow.', authorUserId: manager.userId } },
      ],
    });
    const [row] = await t.sql<{ n: number }>(`select count(*)::int as n from event where org_id = $1 and type = 'maintenance_comment.created' and data->>'requestId' = $2`, [owner.orgId, id]);
    expect(row!.n).toBe(2);
  });
});

describe('service levels', () => {
  it('the defaults until a manager sets an urgency’s targets, which new requests get; tenants may not set them', async () => {
    const org = await t.caller(['TENANT']);
    expect((await t.graphql(LevelsDoc, {}, org)).data?.maintenanceServiceLevels).toEqual([
      { urgency: 'LOW', responseHours: 168, completionHours: 720 },
      { urgency: 'NORMAL', responseHours: 72, completionHours: 336 },
      { urgency: 'URGENT', responseHours: 24, completionHours: 72 },
      { urgency: 'EMERGENCY', responseHours: 4, completionHours: 24 },
    ]);
    expect(codeOf(await t.graphql(SetLevelDoc, { input: { urgency: 'LOW', responseHours: 1, completionHours: 2 } }, tenant))).toBe('FORBIDDEN');
    expect(codeOf(await t.graphql(SetLevelDoc, { input: { urgency: 'LOW', responseHours: 10, completionHours: 2 } }, manager))).toBe('VALIDATION_FAILED');
    const set = await t.graphql(SetLevelDoc, { input: { urgency: 'LOW', responseHours: 2, completionHours: 10 } }, manager);
    expect(set.data?.setMaintenanceServiceLevel[0]).toEqual({ urgency: 'LOW', responseHours: 2, completionHours: 10 });
    const request = await open(tenant, { urgency: 'LOW' });
    expect(Date.parse(request.completionDueAt) - Date.parse(request.openedAt)).toBe(10 * 3_600_000);
  });

  it('overdue requests are flagged, listed and counted in the report by property, urgency and age', async () => {
    const property = await createProperty(t, owner, 'Immeuble Bali');
    const unit = await createUnit(t, owner, property, 'C1');
    const late = await open(manager, { unitId: unit, urgency: 'EMERGENCY' });
    const answered = await open(manager, { unitId: unit, urgency: 'EMERGENCY' });
    const fresh = await open(manager, { unitId: unit, urgency: 'NORMAL' });
    await move(manager, 'accept', answered.id);
    // Opened 10 days ago: past both EMERGENCY targets.
    await t.sql(
      `update maintenance_request set opened_at = opened_at - interval '10 days', response_due_at = response_due_at - interval '10 days',
         completion_due_at = completion_due_at - interval '10 days' where org_id = $1 and id = any($2)`,
      [owner.orgId, [late.id, answered.id]],
    );
    const read = (await t.graphql(RequestDoc, { id: late.id }, manager)).data?.maintenanceRequest;
    expect(read).toMatchObject({ overdue: true, responseOverdue: true, completionOverdue: true });
    const accepted = (await t.graphql(RequestDoc, { id: answered.id }, manager)).data?.maintenanceRequest;
    expect(accepted).toMatchObject({ overdue: true, responseOverdue: false, completionOverdue: true });

    const overdue = await t.graphql(ListDoc, { filter: { unitId: { eq: unit } }, overdue: true }, manager);
    expect(overdue.data?.maintenanceRequests.edges.map((edge) => edge.node.id).sort()).toEqual([late.id, answered.id].sort());
    const onTime = await t.graphql(ListDoc, { filter: { unitId: { eq: unit } }, overdue: false }, manager);
    expect(onTime.data?.maintenanceRequests.edges.map((edge) => edge.node.id)).toEqual([fresh.id]);

    const report = (await t.graphql(ReportDoc, {}, owner)).data!.maintenanceReport;
    const lines = report.lines.filter((line) => line.propertyId === property);
    expect(lines).toEqual([
      {
        propertyId: property,
        propertyName: 'Immeuble Bali',
        urgency: 'EMERGENCY',
        open: 2,
        overdue: 2,
        byAge: [
          { bucket: 'UNDER_1_DAY', count: 0 },
          { bucket: 'DAYS_1_TO_7', count: 0 },
          { bucket: 'DAYS_8_TO_30', count: 2 },
          { bucket: 'OVER_30_DAYS', count: 0 },
        ],
      },
      expect.objectContaining({ urgency: 'NORMAL', open: 1, overdue: 0 }),
    ]);
    expect(codeOf(await t.graphql(ReportDoc, {}, tenant))).toBe('FORBIDDEN');
    expect((await t.graphql(ReportDoc, {}, otherOwner)).data?.maintenanceReport.lines).toEqual([]);
    expect((await t.graphql(ReportDoc, {}, outsider)).data?.maintenanceReport.open).toBe(0);
  });
});

describe('REST', () => {
  it('opens (201), reads, lists with filters, moves and comments; refuses by role and state with problem+json', async () => {
    const opened = await t.rest('POST', '/maintenance-requests', {
      caller: tenant,
      body: { unitId, category: 'ELECTRICAL', urgency: 'URGENT', description: 'No power in the bedroom.' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id } = opened.json();
    expect((await t.rest('GET', `/maintenance-requests/${id}`, { caller: owner })).json()).toMatchObject({ id, status: 'OPEN', urgency: 'URGENT', overdue: false });
    const listed = await t.rest('GET', `/maintenance-requests?status=OPEN&category=ELECTRICAL&unitId=${unitId}&overdue=false&limit=50`, { caller: manager });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((request: { id: string }) => request.id)).toContain(id);
    expectProblem(await t.rest('POST', `/maintenance-requests/${id}/accept`, { caller: tenant }), 403, 'FORBIDDEN');
    expectProblem(await t.rest('POST', `/maintenance-requests/${id}/start`, { caller: manager }), 409, 'INVALID_TRANSITION');
    expect((await t.rest('POST', `/maintenance-requests/${id}/accept`, { caller: manager })).json()).toMatchObject({ status: 'ACCEPTED' });
    const scheduled = await t.rest('POST', `/maintenance-requests/${id}/schedule`, {
      caller: manager,
      body: { scheduledOn: '2026-12-04', vendorName: 'Élec Services', vendorPhone: '+237699112233' },
    });
    expect(scheduled.json()).toMatchObject({ status: 'SCHEDULED', vendorName: 'Élec Services' });
    expect((await t.rest('POST', `/maintenance-requests/${id}/start`, { caller: manager })).statusCode).toBe(200);
    const done = await t.rest('POST', `/maintenance-requests/${id}/complete`, { caller: manager, body: { cost: 15_000, chargeTo: 'OWNER' } });
    expect(done.json()).toMatchObject({ status: 'DONE', cost: 15_000, chargeTo: 'OWNER' });
    const comment = await t.rest('POST', `/maintenance-requests/${id}/comments`, { caller: tenant, body: { body: 'Merci !' } });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ requestId: id, body: 'Merci !' });
    expectProblem(await t.rest('POST', `/maintenance-requests/${id}/reject`, { caller: manager, body: {} }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.rest('POST', `/maintenance-requests/${id}/cancel`, { caller: outsider }), 404, 'NOT_FOUND');
  });

  it('opening honours an Idempotency-Key: the same request again answers the same request, written once', async () => {
    const body = { unitId, category: 'APPLIANCE', urgency: 'LOW', description: 'Le four ne chauffe plus.' };
    const headers = { 'Idempotency-Key': `oven-${crypto.randomUUID()}` };
    const first = await t.rest('POST', '/maintenance-requests', { caller: tenant, body, headers });
    const again = await t.rest('POST', '/maintenance-requests', { caller: tenant, body, headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [row] = await t.sql<{ n: number }>(`select count(*)::int as n from maintenance_request where org_id = $1 and description = $2`, [owner.orgId, body.description]);
    expect(row!.n).toBe(1);
  });
});

describe('tables', () => {
  it('every new table carries org_id, is isolated by row-level security and is distributed by org_id on Citus (the same helper as the other org tables)', async () => {
    const tables = ['maintenance_request', 'maintenance_comment', 'maintenance_service_level'];
    const rows = await t.sql<{ relname: string; relrowsecurity: boolean; has_org: boolean }>(
      `select c.relname, c.relrowsecurity,
              exists (select 1 from information_schema.columns col where col.table_name = c.relname and col.column_name = 'org_id') as has_org
         from pg_class c where c.relname = any($1) order by c.relname`,
      [tables],
    );
    expect(rows).toEqual(tables.sort().map((relname) => ({ relname, relrowsecurity: true, has_org: true })));
    const migration = new Migration20261201300000_maintenance(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const distribute = migration.getQueries().map(String).find((sql) => sql.includes('create_distributed_table'))!;
    for (const table of tables) expect(distribute).toContain(`create_distributed_table('${table}', 'org_id', colocate_with => 'property')`);
  });
});
