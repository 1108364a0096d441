import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { unitStatuses } from '../../domain/portfolio/unit.js';
import { orgFilter } from './org-filter.js';

export const Unit = defineEntity({
  name: 'Unit',
  tableName: 'unit',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    propertyId: p.uuid(),
    label: p.string(),
    areaSqm: p.integer().nullable(),
    bathrooms: p.integer().nullable(),
    bedrooms: p.integer().nullable(),
    rentAmount: p.bigint('number').nullable(),
    rentCurrency: p.string().nullable(),
    status: p.enum([...unitStatuses]),
    createdAt: p.datetime(),
  },
});
export type Unit = InferEntity<typeof Unit>;
