import { describe, expect, it } from 'vitest';
import {
  assertCanArchive,
  assertCanManageProperty,
  assertCanPublish,
  assertTakesNewUnits,
  canReadProperty,
  ownerForNewProperty,
} from '../../src/domain/portfolio/property.js';
import type { Actor } from '../../src/domain/roles.js';
import { assertManualUnitStatusChange } from '../../src/domain/portfolio/unit.js';

const org = 'org';
const owner: Actor = { userId: 'owner', orgId: org, roles: ['OWNER'] };
const otherOwner: Actor = { userId: 'other', orgId: org, roles: ['OWNER'] };
const manager: Actor = { userId: 'manager', orgId: org, roles: ['MANAGER'] };
const tenant: Actor = { userId: 'tenant', orgId: org, roles: ['TENANT'] };
const draft = { ownerUserId: 'owner', status: 'DRAFT' as const };

describe('property rules', () => {
  it('shows drafts to their owner and managers only; published to everyone in the org', () => {
    expect(canReadProperty(owner, draft)).toBe(true);
    expect(canReadProperty(manager, draft)).toBe(true);
    expect(canReadProperty(otherOwner, draft)).toBe(false);
    expect(canReadProperty(tenant, draft)).toBe(false);
    expect(canReadProperty(tenant, { ...draft, status: 'PUBLISHED' })).toBe(true);
  });

  it('lets the owner and managers manage a property, nobody else', () => {
    expect(() => assertCanManageProperty(owner, draft)).not.toThrow();
    expect(() => assertCanManageProperty(manager, draft)).not.toThrow();
    expect(() => assertCanManageProperty(otherOwner, draft)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => assertCanManageProperty(tenant, draft)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => assertCanManageProperty({ ...tenant, userId: 'owner' }, draft)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('gives a new property to its creator, or to the owner a manager names', () => {
    expect(ownerForNewProperty(owner, undefined)).toBe('owner');
    expect(ownerForNewProperty(owner, 'owner')).toBe('owner');
    expect(ownerForNewProperty(manager, 'someone')).toBe('someone');
    expect(() => ownerForNewProperty(owner, 'someone')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => ownerForNewProperty(tenant, undefined)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('publishes only a DRAFT with a unit and an approved proof', () => {
    const ready = { unitCount: 1, hasApprovedProof: true };
    expect(() => assertCanPublish(draft, ready)).not.toThrow();
    for (const status of ['PUBLISHED', 'ARCHIVED'] as const) {
      expect(() => assertCanPublish({ ...draft, status }, ready)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
    }
    expect(() => assertCanPublish(draft, { ...ready, unitCount: 0 })).toThrow(/at least one unit/);
    expect(() => assertCanPublish(draft, { ...ready, hasApprovedProof: false })).toThrow(/APPROVED property proof/);
  });

  it('archives DRAFT and PUBLISHED without live bookings, never twice', () => {
    expect(() => assertCanArchive(draft, { liveBookings: 0 })).not.toThrow();
    expect(() => assertCanArchive({ ...draft, status: 'PUBLISHED' }, { liveBookings: 0 })).not.toThrow();
    expect(() => assertCanArchive({ ...draft, status: 'ARCHIVED' }, { liveBookings: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_TRANSITION' }),
    );
    expect(() => assertCanArchive(draft, { liveBookings: 2 })).toThrow(/2 PENDING or ACTIVE/);
  });

  it('takes no units on an archived property', () => {
    expect(() => assertTakesNewUnits(draft)).not.toThrow();
    expect(() => assertTakesNewUnits({ ...draft, status: 'ARCHIVED' })).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
  });
});

describe('manual unit status', () => {
  it('toggles AVAILABLE and UNAVAILABLE', () => {
    expect(() => assertManualUnitStatusChange('AVAILABLE', 'UNAVAILABLE', false)).not.toThrow();
    expect(() => assertManualUnitStatusChange('UNAVAILABLE', 'AVAILABLE', false)).not.toThrow();
  });
  it.each([
    ['AVAILABLE', 'OCCUPIED', false],
    ['OCCUPIED', 'AVAILABLE', false],
    ['OCCUPIED', 'UNAVAILABLE', false],
    ['AVAILABLE', 'AVAILABLE', false],
    ['UNAVAILABLE', 'AVAILABLE', true],
  ] as const)('refuses %s -> %s (archived property: %s)', (from, to, archived) => {
    expect(() => assertManualUnitStatusChange(from, to, archived)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
  });
});
