import type { Unit } from '../../db/entities/unit.js';
import { unitStatuses } from '../../domain/portfolio/unit.js';
import { readableUnit } from '../../services/readable.js';
import { createUnit, setUnitStatus, unitsByIds } from '../../services/portfolio/units.js';
import { builder, NULL_WHEN_MISSING } from '../builder.js';
import { NodeRef } from './node.js';
import { reads } from '../connection.js';
import { amount, AMOUNT_RULE, count, currencyCode, inputRules, requiredText, together } from './validators.js';
import { PropertyRef } from './property.js';

export const UnitStatus = builder.enumType('UnitStatus', { values: unitStatuses });

export const UnitRef = builder.loadableObjectRef<Unit, string>('Unit', {
  load: (ids, ctx) => unitsByIds(ctx.service(), ids),
  sort: (unit) => unit.id,
});
export const UnitConnection = builder.connectionObject(
  { type: UnitRef, name: 'UnitConnection', description: 'A page of units, with its cursors and the size of the whole list.' },
  { name: 'UnitEdge', description: 'A unit in a page, with its cursor.' },
);

UnitRef.implement({
  description: 'A lettable part of a property, with its rent and its bookings.',
  interfaces: [NodeRef],
  fields: (t) => ({
    id: t.exposeID('id'),
    propertyId: t.expose('propertyId', { type: 'UUID' }),
    label: t.exposeString('label'),
    areaSqm: t.exposeInt('areaSqm', { nullable: true }),
    bathrooms: t.exposeInt('bathrooms', { nullable: true }),
    bedrooms: t.exposeInt('bedrooms', { nullable: true }),
    rentAmount: t.expose('rentAmount', { type: 'SafeInt', nullable: true }),
    rentCurrency: t.exposeString('rentCurrency', { nullable: true }),
    status: t.expose('status', { type: UnitStatus }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    property: t.field({ type: PropertyRef, extensions: reads<Unit>('propertyId'), resolve: (unit) => unit.propertyId }),
  }),
});

const CreateUnitInput = builder.inputType('CreateUnitInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    areaSqm: t.int({ description: 'Floor area in square metres, 1 to 1000000.' }),
    bathrooms: t.int({ description: '0 to 1000.' }),
    bedrooms: t.int({ description: '0 to 1000.' }),
    rentAmount: t.field({ type: 'SafeInt', description: `Monthly rent. ${AMOUNT_RULE}` }),
    rentCurrency: t.string({ description: 'ISO 4217 code; required with rentAmount.' }),
  }),
  validate: inputRules(
    {
      label: requiredText(100),
      areaSqm: count(1, 1_000_000),
      bathrooms: count(0, 1000),
      bedrooms: count(0, 1000),
      rentAmount: amount,
      rentCurrency: currencyCode,
    },
    together('rentAmount', 'rentCurrency'),
  ),
});

builder.queryField('unit', (t) =>
  t.field({
    type: UnitRef,
    nullable: true,
    description: NULL_WHEN_MISSING,
    args: { id: t.arg({ type: 'UUID', required: true }) },
    resolve: (_, { id }, ctx) => readableUnit(ctx.service(), id),
  }),
);

builder.mutationFields((t) => ({
  createUnit: t.field({
    type: UnitRef,
    args: {
      propertyId: t.arg({ type: 'UUID', required: true }),
      input: t.arg({ type: CreateUnitInput, required: true }),
    },
    resolve: (_, { propertyId, input }, ctx) => createUnit(ctx.service(), propertyId, input),
  }),
  setUnitStatus: t.field({
    type: UnitRef,
    description: 'AVAILABLE <-> UNAVAILABLE by hand; OCCUPIED follows bookings.',
    args: {
      id: t.arg({ type: 'UUID', required: true }),
      status: t.arg({ type: UnitStatus, required: true }),
    },
    resolve: (_, { id, status }, ctx) => setUnitStatus(ctx.service(), id, status),
  }),
}));
