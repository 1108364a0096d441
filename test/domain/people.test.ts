import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/errors.js';
import { assertCanCreatePerson, assertCanEditPerson, canReadPerson, E164, landlordOf, phoneDigits, searchKeyOf } from '../../src/domain/people/people.js';
import { paidInFullOn } from '../../src/domain/rent/receipt.js';
import type { Actor, Role } from '../../src/domain/roles.js';

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
};
const actor = (userId: string, ...roles: Role[]): Actor => ({ userId, orgId: 'org', roles });

describe('who may do what with a person', () => {
  it('lets managers create and edit anyone, a person edit their own details but not their user', () => {
    expect(codeOf(() => assertCanCreatePerson(actor('m', 'MANAGER')))).toBeUndefined();
    expect(codeOf(() => assertCanCreatePerson(actor('o', 'OWNER')))).toBe('FORBIDDEN');
    expect(codeOf(() => assertCanEditPerson(actor('a', 'ADMIN'), { userId: 't' }, { userId: 'x' }))).toBeUndefined();
    expect(codeOf(() => assertCanEditPerson(actor('t', 'TENANT'), { userId: 't' }, {}))).toBeUndefined();
    expect(codeOf(() => assertCanEditPerson(actor('t', 'TENANT'), { userId: 't' }, { userId: null }))).toBe('FORBIDDEN');
    expect(codeOf(() => assertCanEditPerson(actor('t', 'TENANT'), { userId: 'u' }, {}))).toBe('FORBIDDEN');
    // A person without a user is no one's self.
    expect(codeOf(() => assertCanEditPerson(actor('t', 'TENANT'), { userId: null }, {}))).toBe('FORBIDDEN');
  });

  it('shows a tenant only themselves, an owner also its tenants', () => {
    const none = { tenantOfCallersProperty: false };
    expect(canReadPerson(actor('t', 'TENANT'), { userId: 't' }, none)).toBe(true);
    expect(canReadPerson(actor('t', 'TENANT'), { userId: 'u' }, { tenantOfCallersProperty: true })).toBe(false);
    expect(canReadPerson(actor('o', 'OWNER'), { userId: 'u' }, { tenantOfCallersProperty: true })).toBe(true);
    expect(canReadPerson(actor('o', 'OWNER'), { userId: 'u' }, none)).toBe(false);
    expect(canReadPerson(actor('m', 'MANAGER'), { userId: null }, none)).toBe(true);
  });
});

describe('names and numbers as typed', () => {
  it('searches names without case or accents', () => {
    expect(searchKeyOf('Élodie NGO Nyèmb')).toBe('elodie ngo nyemb');
    expect(searchKeyOf('Ɛbɔŋ')).toBe('ɛbɔŋ');
  });

  it('keeps phone numbers in E.164 once the separators are dropped', () => {
    expect(phoneDigits('(+237) 6 99-12.34.56')).toBe('+237699123456');
    expect(E164.test('+237699123456')).toBe(true);
    for (const bad of ['699123456', '+0237699', '+12345', '+1234567890123456']) expect(E164.test(bad)).toBe(false);
  });
});

describe('the receipt', () => {
  it('names the org when it has a legal name, else the owner, else the user id', () => {
    const owner = { name: 'Marie Fotso', address: ['Douala'] };
    expect(landlordOf({ legalName: 'SCI SARL', address: ['BP 1'] }, owner, 'u')).toEqual({ kind: 'org', name: 'SCI SARL', address: ['BP 1'] });
    expect(landlordOf({ legalName: null, address: ['BP 1'] }, owner, 'u')).toEqual({ kind: 'owner', ...owner });
    expect(landlordOf(null, null, 'u')).toEqual({ kind: 'user', userId: 'u' });
  });

  it('is paid on the day the money completing it was received', () => {
    const payments = [
      { receivedOn: '2026-11-20', amount: 600 },
      { receivedOn: '2026-11-23', amount: 300 },
      { receivedOn: '2026-11-21', amount: 100 },
    ];
    expect(paidInFullOn(payments, 1000, '2026-11-26')).toBe('2026-11-23');
    // Marked paid without payments covering it (paid before payments were recorded): the day it was marked.
    expect(paidInFullOn(payments.slice(0, 1), 1000, '2026-11-26')).toBe('2026-11-26');
    expect(paidInFullOn([], 1000, '2026-11-26')).toBe('2026-11-26');
  });
});
