import { z } from 'zod';
import type { Booking } from '../../db/entities/booking.js';
import type { Invoice } from '../../db/entities/invoice.js';
import type { Person } from '../../db/entities/person.js';
import type { Property } from '../../db/entities/property.js';
import { E164, PERSON_LIMITS, personLanguages, phoneDigits } from '../../domain/people/people.js';
import { STATEMENT_MAX_LINES } from '../../domain/rent/reports.js';
import {
  createPerson,
  listPeople,
  orgProfile,
  peopleByIds,
  peopleByUserIds,
  readablePerson,
  updateOrgProfile,
  updatePerson,
  type OrgProfileView,
} from '../../services/people/people.js';
import { erasePerson, exportPerson, type PersonExport } from '../../services/people/personal-data.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { connectionOf, loaderFor, reads } from '../connection.js';
import type { GraphQLContext } from '../context.js';
import { answeredAsText } from '../json-text.js';
import type { ScanningExtensions } from '../limits.js';
import { BookingRef } from './booking.js';
import { InvoiceRef } from './invoice.js';
import { NodeRef } from './node.js';
import { PropertyRef } from './property.js';
import { inputRules, optionalText, requiredText } from './validators.js';

const Language = builder.enumType('Language', { values: personLanguages, description: 'A language people read: FR (French) or EN (English).' });

export const PersonRef = builder.loadableObjectRef<Person, string>('Person', {
  load: (ids, ctx) => peopleByIds(ctx.service(), ids),
  sort: (person) => person.id,
});
const PersonConnection = builder.connectionObject(
  { type: PersonRef, name: 'PersonConnection', description: 'A page of people, with its cursors and the size of the whole list.' },
  { name: 'PersonEdge', description: 'A person in a page, with its cursor.' },
);

PersonRef.implement({
  description:
    "Someone in the org's directory, with the user they sign in as when they have one. Managers see everyone; everyone sees themselves; owners also see the tenants of their properties.",
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    userId: t.expose('userId', { type: 'UUID', nullable: true, description: 'The identity-provider user this person is; null for someone without an account.' }),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true, description: 'E.164: + and up to 15 digits.' }),
    language: t.expose('language', { type: Language, description: 'The language their receipts and messages are written in.' }),
    addressLine: t.exposeString('addressLine', { nullable: true }),
    quartier: t.exposeString('quartier', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    province: t.exposeString('province', { nullable: true }),
    erasedAt: t.expose('erasedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When an administrator erased them (erasePerson): the name is then a pseudonym, the contact details are gone, and the record no longer changes.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** One batched statement per request for every user a page names (Booking.tenant, Invoice.tenant, Property.owner together). */
const personOfUser = (ctx: GraphQLContext, userId: string) =>
  loaderFor<Person | null>(ctx, 'Person.byUserId', (userIds) => peopleByUserIds(ctx.service(), userIds)).load(userId);

const WHEN_KNOWN = 'Null when the directory has no person for this user, or the caller may not see them.';

builder.objectField(BookingRef, 'tenant', (t) =>
  t.field({
    type: PersonRef,
    nullable: true,
    description: `The tenant as a person. ${WHEN_KNOWN}`,
    extensions: reads<Booking>('tenantUserId'),
    resolve: (booking, _, ctx) => personOfUser(ctx, booking.tenantUserId),
  }),
);
builder.objectField(InvoiceRef, 'tenant', (t) =>
  t.field({
    type: PersonRef,
    nullable: true,
    description: `The tenant as a person. ${WHEN_KNOWN}`,
    extensions: reads<Invoice>('tenantUserId'),
    resolve: (invoice, _, ctx) => personOfUser(ctx, invoice.tenantUserId),
  }),
);
builder.objectField(PropertyRef, 'owner', (t) =>
  t.field({
    type: PersonRef,
    nullable: true,
    description: `The owner as a person. ${WHEN_KNOWN}`,
    extensions: reads<Property>('ownerUserId'),
    resolve: (property, _, ctx) => personOfUser(ctx, property.ownerUserId),
  }),
);

const OrgProfileRef = builder.objectRef<OrgProfileView>('OrgProfile').implement({
  description: "The org as a landlord: receipts name it (its legal name and address) rather than the owner when it has a legal name.",
  fields: (t) => ({
    legalName: t.exposeString('legalName', { nullable: true, description: 'Null: receipts name the property owner.' }),
    addressLine: t.exposeString('addressLine', { nullable: true }),
    quartier: t.exposeString('quartier', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    province: t.exposeString('province', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true, description: 'Null until a manager first sets it.' }),
  }),
});

/**
 * An export holds every row of a person, so its size grows with the org's records of them (a tenant of thousands of
 * leases): it counts as the largest statement does, a costly operation taking its org's turns.
 */
const PERSON_EXPORT_COST = STATEMENT_MAX_LINES;

const PersonExportRef = builder.objectRef<PersonExport>('PersonExport').implement({
  description: 'Everything the org holds about a person, as one JSON document (exportPerson).',
  fields: (t) => ({
    exportedAt: t.expose('exportedAt', { type: 'DateTime' }),
    document: t.field({
      type: 'JSON',
      // PostgreSQL's text of it, spliced into the answer as it is (services/people/personal-data.ts).
      resolve: (exported, _, ctx) => answeredAsText(ctx, exported.document),
      description:
        'The document: `format` ("rental.person-export/1"), `exportedAt`, `orgId`, `person`, and the rows that concern them, every column, table by table: ' +
        '`bookings` and `invoices` (as the tenant), `payments` (of those invoices), `notifications` (the delivery log), `maintenanceRequests` (opened), ' +
        '`maintenanceRequestsAsVendor`, `maintenanceComments`, `verificationRecords`, `verificationDocuments`, `verificationStatusChanges`, `mediaObjects` ' +
        '(uploaded; their descriptions, not the files), `properties` (owned) and `ownerPayouts`. ' +
        `Every row, however many: counted as ${PERSON_EXPORT_COST} records by the cost, so an export is a costly operation.`,
      extensions: { cost: PERSON_EXPORT_COST },
    }),
  }),
});

const placeRules = {
  addressLine: optionalText(PERSON_LIMITS.addressLine),
  quartier: optionalText(PERSON_LIMITS.place),
  city: optionalText(PERSON_LIMITS.place),
  province: optionalText(PERSON_LIMITS.place),
};
const contactRules = {
  email: z.email({ message: 'Must be an email address.' }).max(PERSON_LIMITS.email).nullish(),
  phone: z.string().overwrite(phoneDigits).regex(E164, { message: 'Must be a phone number in international form: + then 7 to 15 digits.' }).nullish(),
  ...placeRules,
};

const CreatePersonInput = builder.inputType('CreatePersonInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    userId: t.field({ type: 'UUID', description: 'The user this person signs in as, if any: at most one person per user.' }),
    email: t.string({ description: `An email address, at most ${PERSON_LIMITS.email} characters.` }),
    phone: t.string({ description: 'International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped.' }),
    addressLine: t.string(),
    quartier: t.string(),
    city: t.string(),
    province: t.string(),
    language: t.field({ type: Language, description: 'Defaults to FR.' }),
  }),
  validate: inputRules({ name: requiredText(PERSON_LIMITS.name), ...contactRules }),
});

const UpdatePersonInput = builder.inputType('UpdatePersonInput', {
  description: 'The fields to change; absent ones keep their value, null clears an optional one.',
  fields: (t) => ({
    name: t.string(),
    userId: t.field({ type: 'UUID', description: 'Managers only; null detaches the person from its user.' }),
    email: t.string({ description: `An email address, at most ${PERSON_LIMITS.email} characters.` }),
    phone: t.string({ description: 'International form, + then 7 to 15 digits; spaces, dots, dashes and brackets are dropped.' }),
    addressLine: t.string(),
    quartier: t.string(),
    city: t.string(),
    province: t.string(),
    language: t.field({ type: Language }),
  }),
  validate: inputRules({ name: requiredText(PERSON_LIMITS.name).nullish(), ...contactRules }),
});

const PersonFilter = builder.inputType('PersonFilter', {
  // A part of a name is looked for in every person of the org (graphql/limits.ts: a costly operation).
  extensions: { scanningKeys: ['name'] } satisfies ScanningExtensions,
  fields: (t) => ({
    name: t.string({ description: 'Part of the name, whatever its case and accents.' }),
    email: t.string(),
    userId: t.field({ type: 'UUID' }),
  }),
  validate: inputRules({ name: z.string().max(PERSON_LIMITS.name).nullish(), email: z.string().max(PERSON_LIMITS.email).nullish() }),
});

const OrgProfileInput = builder.inputType('OrgProfileInput', {
  description: 'The fields to change; absent ones keep their value, null clears one.',
  fields: (t) => ({
    legalName: t.string(),
    addressLine: t.string(),
    quartier: t.string(),
    city: t.string(),
    province: t.string(),
  }),
  validate: inputRules({ legalName: requiredText(PERSON_LIMITS.name).nullish(), ...placeRules }),
});

builder.queryFields((t) => ({
  person: t.field({
    type: PersonRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => readablePerson(ctx.service(), id),
  }),
  people: t.connection(
    {
      type: PersonRef,
      description: "The org's directory in the order people were added: MANAGER and ADMIN everyone, anyone else only themselves.",
      args: { filter: t.arg({ type: PersonFilter }) },
      resolve: (_, args, ctx) => connectionOf(args, listPeople(ctx.service(), args.filter ?? {})),
    },
    PersonConnection,
  ),
  orgProfile: t.field({
    type: OrgProfileRef,
    description: 'The org as a landlord. MANAGER or ADMIN.',
    resolve: (_, __, ctx) => orgProfile(ctx.service()),
  }),
}));

builder.mutationFields((t) => ({
  createPerson: t.field({
    type: PersonRef,
    description: 'Adds a person to the directory. MANAGER or ADMIN.',
    args: { input: t.arg({ type: CreatePersonInput, required: true }) },
    resolve: (_, { input }, ctx) => createPerson(ctx.service(), input),
  }),
  updatePerson: t.field({
    type: PersonRef,
    description: 'Changes a person: MANAGER and ADMIN anyone (userId included), a person their own contact details.',
    args: { id: t.arg({ type: 'UUID', required: true }), input: t.arg({ type: UpdatePersonInput, required: true }) },
    resolve: (_, { id, input }, ctx) => updatePerson(ctx.service(), id, input),
  }),
  exportPerson: t.field({
    type: PersonExportRef,
    description:
      'Everything the org holds about a person, as one JSON document (the right of access). ADMIN only; recorded as a `person.exported` event, which names the record and nothing of the person.',
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => exportPerson(ctx.service(), id),
  }),
  erasePerson: t.field({
    type: PersonRef,
    description:
      'Erases a person (ADMIN only): their contact details and notification preferences go and their name becomes a pseudonym, on their record and so on receipts and reports; ' +
      'bookings, invoices and payments are kept as they are. Recorded as a `person.erased` event without personal data. The record then no longer changes (CONFLICT); ' +
      'erasing it again answers it as it is.',
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => erasePerson(ctx.service(), id),
  }),
  updateOrgProfile: t.field({
    type: OrgProfileRef,
    description: "Changes the org's profile as a landlord. MANAGER or ADMIN.",
    args: { input: t.arg({ type: OrgProfileInput, required: true }) },
    resolve: (_, { input }, ctx) => updateOrgProfile(ctx.service(), input),
  }),
}));
