import { forbidden } from '../errors.js';
import { type Actor, hasRole, managesOrg } from '../roles.js';

/**
 * The org's directory of people: who they are (name, contact details,
 * language, postal address) and the identity-provider user they sign in as,
 * when they have one. Pure rules of who may do what with them.
 */

export const personLanguages = ['FR', 'EN'] as const;
export type PersonLanguage = (typeof personLanguages)[number];

/** Bounds of a person's fields, the same in the inputs' rules and the table's checks. */
export const PERSON_LIMITS = { name: 200, email: 254, addressLine: 500, place: 200 } as const;

/** A phone number as stored: E.164, a plus and 7 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9][0-9]{6,14}$/;
/** A phone number as people type it: the spaces, dots, dashes and brackets between digits go. */
export const phoneDigits = (typed: string) => typed.replace(/[\s.()-]/g, '');

/** What a name is searched by: without accents, in lower case, so `Ngo Nyemb` is found by `ngo` and `Élodie` by `elodie`. */
export const searchKeyOf = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface PersonFacts {
  userId?: string | null;
}

/** Whether the person is the caller (a person without a user is no one's self). */
const isSelf = (actor: Actor, person: PersonFacts) => Boolean(person.userId) && person.userId === actor.userId;

/** Managers and admins keep the org's directory. */
export function assertCanCreatePerson(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers create people in the directory.');
}

/**
 * Managers edit anyone; a person edits their own contact details, but not
 * which user they are (that would let a caller take over another record).
 */
export function assertCanEditPerson(actor: Actor, person: PersonFacts, change: { userId?: unknown }): void {
  if (managesOrg(actor)) return;
  if (!isSelf(actor, person)) throw forbidden('Only managers edit other people.');
  if (change.userId !== undefined) throw forbidden('Only managers change which user a person is.');
}

/**
 * Managers read the whole directory; everyone reads themselves; an owner
 * also reads the tenants of its properties (their names are on its reports
 * and receipts). A tenant sees no one else.
 */
export function canReadPerson(actor: Actor, person: PersonFacts, facts: { tenantOfCallersProperty: boolean }): boolean {
  if (managesOrg(actor)) return true;
  if (isSelf(actor, person)) return true;
  return hasRole(actor, 'OWNER') && facts.tenantOfCallersProperty;
}

/** Only managers and admins read and change the org's profile (the landlord's legal name on receipts). */
export function assertCanManageOrgProfile(actor: Actor): void {
  if (!managesOrg(actor)) throw forbidden('Only managers and admins read or change the org profile.');
}

/**
 * Who a receipt names as the landlord: the org itself when its profile has a
 * legal name (a company owns the property), else the owner when the directory
 * knows them, else only the owner's user id.
 */
export type Landlord = { kind: 'org' | 'owner'; name: string; address: string[] } | { kind: 'user'; userId: string };

export function landlordOf(
  profile: { legalName: string | null; address: string[] } | null,
  owner: { name: string; address: string[] } | null,
  ownerUserId: string,
): Landlord {
  if (profile?.legalName) return { kind: 'org', name: profile.legalName, address: profile.address };
  if (owner) return { kind: 'owner', name: owner.name, address: owner.address };
  return { kind: 'user', userId: ownerUserId };
}

/** The address lines that are known, in the order they are written. */
export const addressLines = (place: { addressLine?: string | null; quartier?: string | null; city?: string | null; province?: string | null }) =>
  [place.addressLine, place.quartier, place.city, place.province].filter((line): line is string => Boolean(line));
