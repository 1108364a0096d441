import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/errors.js';
import {
  assertCanMoveMaintenanceRequest,
  assertCanOpenMaintenanceRequest,
  assertVendor,
  canReadMaintenanceRequest,
  type MaintenanceAction,
  maintenanceActions,
  type MaintenanceStatus,
  maintenanceStatuses,
  maintenanceTransition,
} from '../../src/domain/maintenance/requests.js';
import {
  ageBucketOf,
  completionOverdue,
  defaultServiceLevels,
  dueTimesOf,
  isOverdue,
  responseOverdue,
  serviceLevelsOf,
} from '../../src/domain/maintenance/service-levels.js';
import { type Actor, type Role, roles } from '../../src/domain/roles.js';

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};

/**
 * The model, written from issue 27 and not from the code: the lifecycle as a
 * list of edges. Every (state, action) pair not listed is INVALID_TRANSITION.
 */
const EDGES: [MaintenanceStatus, MaintenanceAction, MaintenanceStatus][] = [
  ['OPEN', 'accept', 'ACCEPTED'],
  ['OPEN', 'reject', 'REJECTED'],
  ['OPEN', 'cancel', 'CANCELLED'],
  ['ACCEPTED', 'schedule', 'SCHEDULED'],
  ['SCHEDULED', 'start', 'IN_PROGRESS'],
  ['IN_PROGRESS', 'complete', 'DONE'],
];
const modelNext = (state: MaintenanceStatus, action: MaintenanceAction) => EDGES.find(([from, move]) => from === state && move === action)?.[2];
const FINAL: MaintenanceStatus[] = ['DONE', 'REJECTED', 'CANCELLED'];

describe('maintenance request state machine against a model', () => {
  it('any sequence of moves from OPEN follows the model: allowed moves land where it says, every other one is INVALID_TRANSITION and changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...maintenanceActions), { maxLength: 30 }), (actions) => {
        let state: MaintenanceStatus = 'OPEN';
        let modelState: MaintenanceStatus = 'OPEN';
        for (const action of actions) {
          const expected = modelNext(modelState, action);
          if (expected) {
            state = maintenanceTransition(action, state);
            modelState = expected;
          } else {
            expect(codeOf(() => maintenanceTransition(action, state))).toBe('INVALID_TRANSITION');
          }
          expect(state).toBe(modelState);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('every (state, action) pair answers as the model, from any state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...maintenanceStatuses), fc.constantFrom(...maintenanceActions), (state, action) => {
        const expected = modelNext(state, action);
        if (expected) expect(maintenanceTransition(action, state)).toBe(expected);
        else expect(codeOf(() => maintenanceTransition(action, state))).toBe('INVALID_TRANSITION');
      }),
    );
  });

  it('DONE, REJECTED and CANCELLED are final; every state is reachable from OPEN', () => {
    for (const state of FINAL) for (const action of maintenanceActions) expect(codeOf(() => maintenanceTransition(action, state))).toBe('INVALID_TRANSITION');
    const reachable = new Set<MaintenanceStatus>(['OPEN']);
    for (let changed = true; changed; ) {
      changed = false;
      for (const state of [...reachable]) {
        for (const action of maintenanceActions) {
          if (codeOf(() => maintenanceTransition(action, state))) continue;
          const next = maintenanceTransition(action, state);
          if (reachable.has(next)) continue;
          reachable.add(next);
          changed = true;
        }
      }
    }
    expect([...reachable].sort()).toEqual([...maintenanceStatuses].sort());
  });
});

const actorArb = fc.record({
  userId: fc.constantFrom('u-opener', 'u-owner', 'u-other'),
  orgId: fc.constant('org'),
  roles: fc.subarray([...roles] as Role[], { minLength: 1 }),
}) as fc.Arbitrary<Actor>;
const manages = (actor: Actor) => actor.roles.includes('MANAGER') || actor.roles.includes('ADMIN');

describe('who may do what', () => {
  it('cancelling is the opener’s alone; every other move is the managers’', () => {
    fc.assert(
      fc.property(actorArb, fc.constantFrom(...maintenanceActions), (actor, action) => {
        const allowed = action === 'cancel' ? actor.userId === 'u-opener' : manages(actor);
        expect(codeOf(() => assertCanMoveMaintenanceRequest(actor, action, { openedBy: 'u-opener' }))).toBe(allowed ? undefined : 'FORBIDDEN');
      }),
    );
  });

  it('managers, the owner of the property and a tenant of the unit open requests; they and the opener read them', () => {
    fc.assert(
      fc.property(actorArb, fc.boolean(), (actor, tenantOfUnit) => {
        const facts = { propertyOwnerUserId: 'u-owner', tenantOfUnit };
        const owner = actor.roles.includes('OWNER') && actor.userId === 'u-owner';
        const tenant = actor.roles.includes('TENANT') && tenantOfUnit;
        expect(codeOf(() => assertCanOpenMaintenanceRequest(actor, facts))).toBe(manages(actor) || owner || tenant ? undefined : 'FORBIDDEN');
        expect(canReadMaintenanceRequest(actor, { openedBy: 'u-opener' }, facts)).toBe(manages(actor) || owner || tenant || actor.userId === 'u-opener');
      }),
    );
  });

  it('a vendor is a person of the directory or a name with a phone', () => {
    expect(codeOf(() => assertVendor({ vendorPersonId: 'p' }))).toBeUndefined();
    expect(codeOf(() => assertVendor({ vendorName: 'Plomberie Akwa', vendorPhone: '+237699000000' }))).toBeUndefined();
    expect(codeOf(() => assertVendor({}))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertVendor({ vendorPersonId: 'p', vendorName: 'X', vendorPhone: '+237699000000' }))).toBe('VALIDATION_FAILED');
    expect(codeOf(() => assertVendor({ vendorName: 'Plomberie Akwa' }))).toBe('VALIDATION_FAILED');
  });
});

describe('service levels', () => {
  const openedAt = new Date('2026-11-01T08:00:00Z');
  const hours = (n: number) => new Date(openedAt.getTime() + n * 3_600_000);

  it('the defaults: EMERGENCY 4h/24h, URGENT 24h/72h, NORMAL 72h/14d, LOW 7d/30d; an org’s own targets replace them per urgency', () => {
    expect(defaultServiceLevels).toEqual({
      EMERGENCY: { responseHours: 4, completionHours: 24 },
      URGENT: { responseHours: 24, completionHours: 72 },
      NORMAL: { responseHours: 72, completionHours: 336 },
      LOW: { responseHours: 168, completionHours: 720 },
    });
    expect(serviceLevelsOf([{ urgency: 'URGENT', responseHours: 2, completionHours: 8 }]).map((level) => level.responseHours)).toEqual([168, 72, 2, 4]);
  });

  it('an OPEN request is overdue for its response past the target; an unfinished one for completion past its target; finished ones never', () => {
    const due = dueTimesOf(openedAt, defaultServiceLevels.EMERGENCY);
    expect(due).toEqual({ responseDueAt: hours(4), completionDueAt: hours(24) });
    const at = (status: MaintenanceStatus) => ({ status, ...due });
    expect(responseOverdue(at('OPEN'), hours(4))).toBe(false);
    expect(responseOverdue(at('OPEN'), hours(5))).toBe(true);
    expect(responseOverdue(at('ACCEPTED'), hours(5))).toBe(false);
    expect(completionOverdue(at('IN_PROGRESS'), hours(25))).toBe(true);
    expect(completionOverdue(at('SCHEDULED'), hours(23))).toBe(false);
    for (const status of FINAL) expect(isOverdue(at(status), hours(1000))).toBe(false);
  });

  it('ages fall in one bucket each', () => {
    expect(ageBucketOf(openedAt, hours(23))).toBe('UNDER_1_DAY');
    expect(ageBucketOf(openedAt, hours(24))).toBe('DAYS_1_TO_7');
    expect(ageBucketOf(openedAt, hours(8 * 24))).toBe('DAYS_8_TO_30');
    expect(ageBucketOf(openedAt, hours(31 * 24))).toBe('OVER_30_DAYS');
  });
});
