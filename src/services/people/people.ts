import { LockMode } from '@mikro-orm/postgresql';
import { OrgProfile, Person } from '../../db/entities/person.js';
import { type AppError, notFound } from '../../domain/errors.js';
import {
  assertCanCreatePerson,
  assertCanEditPerson,
  assertCanManageOrgProfile,
  canReadPerson,
  type PersonLanguage,
  searchKeyOf,
} from '../../domain/people/people.js';
import { assertNotErased } from '../../domain/people/personal-data.js';
import { hasRole, managesOrg } from '../../domain/roles.js';
import { inTransaction, type ServiceContext } from '../context.js';
import { inIdOrder, newId } from '../ids.js';
import { type Listing, listingByKey } from '../pagination.js';
import { tableOf, type Where } from '../rows.js';

export interface ContactDetails {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  language?: PersonLanguage | null;
  addressLine?: string | null;
  quartier?: string | null;
  city?: string | null;
  province?: string | null;
}

export interface CreatePersonInput extends ContactDetails {
  name: string;
  userId?: string | null;
}

export interface UpdatePersonInput extends ContactDetails {
  /** Managers only; null detaches the person from its user. */
  userId?: string | null;
}

export interface PersonFilter {
  /** Part of the name, whatever its case and accents. */
  name?: string | null;
  email?: string | null;
  userId?: string | null;
}

export interface OrgProfileInput {
  legalName?: string | null;
  addressLine?: string | null;
  quartier?: string | null;
  city?: string | null;
  province?: string | null;
}

export type OrgProfileView = Omit<OrgProfile, 'updatedAt'> & { updatedAt: Date | null };

/**
 * People as the caller may see them, read in one statement: the rows of
 * `condition` with, for an owner, whether each is the tenant of a booking on
 * one of its properties (canReadPerson's fact).
 */
async function visiblePeople(ctx: ServiceContext, column: 'id' | 'user_id', keys: readonly string[]): Promise<Person[]> {
  if (!keys.length) return [];
  const { actor, em } = ctx;
  const table = tableOf(em, Person);
  const ownerFact =
    hasRole(actor, 'OWNER') && !managesOrg(actor)
      ? `exists (select 1 from booking b join property pr on pr.org_id = b.org_id and pr.id = b.property_id
           where b.org_id = p.org_id and b.tenant_user_id = p.user_id and pr.owner_user_id = ?)`
      : 'false';
  const values: unknown[] = ownerFact === 'false' ? [] : [actor.userId];
  values.push(actor.orgId, [...keys]);
  const rows = await em.execute<(Record<string, unknown> & { tenant_of_caller: boolean })[]>(
    `select p.*, ${ownerFact} as tenant_of_caller from person p where p.org_id = ? and p.${column} in (?)`,
    values,
  );
  return rows
    .map(({ tenant_of_caller: tenantOfCallersProperty, ...row }) => ({ person: table.read(row), tenantOfCallersProperty }))
    .filter(({ person, tenantOfCallersProperty }) => canReadPerson(actor, person, { tenantOfCallersProperty }))
    .map(({ person }) => person);
}

/** Batch read for loaders and `node`: each id's person, or NOT_FOUND when hidden or absent. */
export async function peopleByIds(ctx: ServiceContext, ids: readonly string[]): Promise<(Person | AppError)[]> {
  return inIdOrder(ids, await visiblePeople(ctx, 'id', ids), 'Person');
}

/** Batch read for Booking.tenant, Property.owner, Invoice.tenant: each user's person in the org, or null when none is known or visible. */
export async function peopleByUserIds(ctx: ServiceContext, userIds: readonly string[]): Promise<(Person | null)[]> {
  const byUser = new Map((await visiblePeople(ctx, 'user_id', [...new Set(userIds)])).map((person) => [person.userId, person]));
  return userIds.map((userId) => byUser.get(userId) ?? null);
}

export async function readablePerson(ctx: ServiceContext, id: string): Promise<Person> {
  const [person] = await visiblePeople(ctx, 'id', [id]);
  if (!person) throw notFound('Person', id);
  return person;
}

/** LIKE's own characters taken literally. */
const literally = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The directory: managers list everyone, anyone else only themselves. */
export function listPeople(ctx: ServiceContext, filter: PersonFilter): Listing<Person> {
  const { actor } = ctx;
  const visible: Where<Person> = managesOrg(actor) ? {} : { userId: actor.userId };
  const where: Where<Person> = {
    ...(filter.name ? { nameKey: { $like: `%${literally(searchKeyOf(filter.name))}%` } } : {}),
    ...(filter.email ? { email: filter.email } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
  };
  return listingByKey(ctx.em, Person, actor.orgId, { $and: [where, visible] });
}

const contactDetailsOf = (input: ContactDetails) => {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ContactDetails & { userId?: string | null };
  // A name cannot be cleared, nor the language (FR unless said otherwise).
  if (given.name === null) delete given.name;
  if (given.language === null) delete given.language;
  return given;
};

export function createPerson(ctx: ServiceContext, input: CreatePersonInput): Promise<Person> {
  assertCanCreatePerson(ctx.actor);
  const now = new Date();
  return inTransaction(ctx, async (em) =>
    em.create(Person, {
      orgId: ctx.actor.orgId,
      id: newId(),
      userId: input.userId ?? null,
      name: input.name,
      nameKey: searchKeyOf(input.name),
      email: input.email ?? null,
      phone: input.phone ?? null,
      language: input.language ?? 'FR',
      addressLine: input.addressLine ?? null,
      quartier: input.quartier ?? null,
      city: input.city ?? null,
      province: input.province ?? null,
      emailOptedOutAt: null,
      mutedNotifications: [],
      emailUndeliverableAt: null,
      emailUndeliverableReason: null,
      erasedAt: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/** Changes the fields given (null clears an optional one); a person edits their own, managers anyone's; an erased person no one's. */
export function updatePerson(ctx: ServiceContext, id: string, input: UpdatePersonInput): Promise<Person> {
  return inTransaction(ctx, async (em) => {
    await readablePerson({ ...ctx, em }, id);
    const person = await em.findOneOrFail(Person, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const change = contactDetailsOf(input);
    assertCanEditPerson(ctx.actor, person, change);
    assertNotErased(person);
    // A new address is worth trying, whatever the mail server said of the old one.
    const newAddress = change.email !== undefined && change.email !== person.email ? { emailUndeliverableAt: null, emailUndeliverableReason: null } : {};
    em.assign(person, { ...change, ...(change.name ? { nameKey: searchKeyOf(change.name) } : {}), ...newAddress, updatedAt: new Date() });
    return person;
  });
}

const emptyProfile = (orgId: string): OrgProfileView => ({
  orgId,
  legalName: null,
  addressLine: null,
  quartier: null,
  city: null,
  province: null,
  updatedAt: null,
});

export async function orgProfile(ctx: ServiceContext): Promise<OrgProfileView> {
  assertCanManageOrgProfile(ctx.actor);
  return (await ctx.em.findOne(OrgProfile, { orgId: ctx.actor.orgId })) ?? emptyProfile(ctx.actor.orgId);
}

/** Changes the fields given (null clears one); the first change creates the org's row. */
export function updateOrgProfile(ctx: ServiceContext, input: OrgProfileInput): Promise<OrgProfileView> {
  assertCanManageOrgProfile(ctx.actor);
  return inTransaction(ctx, async (em) => {
    // Created at most once whoever updates first, then locked: concurrent updates apply one after the other.
    await em.execute('insert into org_profile (org_id) values (?) on conflict do nothing', [ctx.actor.orgId]);
    const profile = await em.findOneOrFail(OrgProfile, { orgId: ctx.actor.orgId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    em.assign(profile, { ...given, updatedAt: new Date() });
    return profile;
  });
}
