import { z } from 'zod';
import { propertyStatuses, propertyTypes } from '../../domain/portfolio/property.js';
import {
  archiveProperty,
  createProperty,
  type ListedProperty,
  listProperties,
  propertiesByIds,
  propertyFields,
  publishProperty,
} from '../../services/portfolio/properties.js';
import { SEARCH_LIMITS } from '../../services/portfolio/search.js';
import { readableProperty } from '../../services/readable.js';
import { unitFields, unitsOfProperties } from '../../services/portfolio/units.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { NodeRef } from './node.js';
import { childListing, connectionOf, NESTED_PAGES, reads, TOP_PAGES } from '../connection.js';
import { listQueryInputs, ORDER_BY } from '../list-inputs.js';
import { longTextCost } from '../limits.js';
import { inputRules, optionalText, requiredText } from './validators.js';
import { UnitConnection, UnitRef, UnitStatus } from './unit.js';

/** Amenities of a property, and the characters of each. */
const AMENITIES = 50;
const AMENITY_LENGTH = 100;

export const PropertyType = builder.enumType('PropertyType', { values: propertyTypes });
export const PropertyStatus = builder.enumType('PropertyStatus', { values: propertyStatuses });

const unitQuery = listQueryInputs('Unit', unitFields, { enums: { status: UnitStatus } });

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** The search argument of a list: any text answers; past its length it is refused. */
const searchArgs = (what: string) =>
  builder.args((t) => ({
    search: t.string({
      description: `Words to find in ${what}, in French or not, ignoring case and accents: "quoted phrases", or, -word to leave one out. Best match first unless orderBy says otherwise. At most ${SEARCH_LIMITS.maxSearchLength} characters.`,
      validate: optionalText(SEARCH_LIMITS.maxSearchLength),
    }),
  }));

const NearInput = builder.inputType('NearInput', {
  description: 'A circle on the map: properties with a position within radiusKm of the centre.',
  fields: (t) => ({
    latitude: t.float({ required: true, description: '-90 to 90.' }),
    longitude: t.float({ required: true, description: '-180 to 180.' }),
    radiusKm: t.float({ required: true, description: `More than 0, at most ${SEARCH_LIMITS.maxRadiusKm}.` }),
  }),
  validate: inputRules({ latitude, longitude, radiusKm: z.number().positive().max(SEARCH_LIMITS.maxRadiusKm) }),
});
const propertyQuery = listQueryInputs('Property', propertyFields, {
  enums: { status: PropertyStatus, type: PropertyType },
  equality: { city: { type: 'String' }, ownerUserId: { type: 'UUID' }, status: { type: PropertyStatus }, type: { type: PropertyType } },
});

export const PropertyRef = builder.loadableObjectRef<ListedProperty, string>('Property', {
  load: (ids, ctx) => propertiesByIds(ctx.service(), ids),
  sort: (property) => property.id,
});
export const PropertyConnection = builder.connectionObject(
  { type: PropertyRef, name: 'PropertyConnection', description: 'A page of properties, with its cursors and the size of the whole list.' },
  { name: 'PropertyEdge', description: 'A property in a page, with its cursor.' },
);

PropertyRef.implement({
  description: 'A building or plot an org lets, with its units.',
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    orgId: t.expose('orgId', { type: 'UUID' }),
    ownerUserId: t.expose('ownerUserId', { type: 'UUID' }),
    name: t.exposeString('name'),
    type: t.expose('type', { type: PropertyType }),
    status: t.expose('status', { type: PropertyStatus }),
    addressLine: t.exposeString('addressLine', { nullable: true }),
    quartier: t.exposeString('quartier', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    province: t.exposeString('province', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    distanceKm: t.float({
      nullable: true,
      description: 'In a `properties(near: ...)` list, the great-circle distance from its centre in kilometres; null elsewhere.',
      extensions: reads<ListedProperty>('distanceKm'),
      resolve: (property) => property.distanceKm ?? null,
    }),
    amenities: t.exposeStringList('amenities', { extensions: { cost: longTextCost(AMENITIES * AMENITY_LENGTH) } }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    units: t.connection({
      type: UnitRef,
      description: `Units of the property, oldest first unless orderBy or search says otherwise. ${NESTED_PAGES}`,
      args: {
        status: t.arg({ type: UnitStatus }),
        filter: t.arg({ type: unitQuery.Filter }),
        orderBy: t.arg({ type: [unitQuery.Order], description: ORDER_BY }),
        ...searchArgs('its label'),
      },
      resolve: (property, args, ctx, info) => {
        const query = { ...unitQuery.queryOf(args, { status: args.status }), search: args.search };
        return connectionOf(args, childListing(ctx, info, `Property.units:${JSON.stringify(query)}`, property.id, () => unitsOfProperties(ctx.service(), query)));
      },
    }, UnitConnection),
  }),
});

const CreatePropertyInput = builder.inputType('CreatePropertyInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: PropertyType, required: true }),
    ownerUserId: t.field({
      type: 'UUID',
      description: 'Managers may create a property for another owner; defaults to the caller.',
    }),
    addressLine: t.string(),
    quartier: t.string(),
    city: t.string(),
    province: t.string(),
    latitude: t.float({ description: '-90 to 90.' }),
    longitude: t.float({ description: '-180 to 180.' }),
    amenities: t.stringList(),
  }),
  validate: inputRules({
    name: requiredText(200),
    addressLine: optionalText(500),
    quartier: optionalText(200),
    city: optionalText(200),
    province: optionalText(200),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    amenities: z.array(requiredText(AMENITY_LENGTH)).max(AMENITIES).nullish(),
  }),
});

builder.queryFields((t) => ({
  property: t.field({
    type: PropertyRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => readableProperty(ctx.service(), id),
  }),
  properties: t.connection({
    type: PropertyRef,
    description: `Properties the caller may see, oldest first unless near, search or orderBy says otherwise. ${TOP_PAGES}`,
    args: {
      filter: t.arg({ type: propertyQuery.Filter }),
      orderBy: t.arg({ type: [propertyQuery.Order], description: ORDER_BY }),
      ...searchArgs('their name, quartier, city, address and amenities'),
      near: t.arg({ type: NearInput, description: 'Only properties within this circle, nearest first unless orderBy says otherwise, each with its distanceKm.' }),
    },
    resolve: (_, args, ctx, info) => connectionOf(args, listProperties(ctx.service(), { ...propertyQuery.queryOf(args), search: args.search, near: args.near }), info),
  }, PropertyConnection),
}));

builder.mutationFields((t) => ({
  createProperty: t.field({
    type: PropertyRef,
    args: { input: t.arg({ type: CreatePropertyInput, required: true }) },
    resolve: (_, { input }, ctx) => createProperty(ctx.service(), input),
  }),
  publishProperty: t.field({
    type: PropertyRef,
    description: 'DRAFT -> PUBLISHED; needs at least one unit and an APPROVED property proof.',
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => publishProperty(ctx.service(), id),
  }),
  archiveProperty: t.field({
    type: PropertyRef,
    description: 'DRAFT|PUBLISHED -> ARCHIVED; refused while a unit has a PENDING or ACTIVE booking. Units become UNAVAILABLE.',
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => archiveProperty(ctx.service(), id),
  }),
}));
