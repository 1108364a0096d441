import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { propertyStatuses, propertyTypes } from '../../domain/portfolio/property.js';
import { orgFilter } from './org-filter.js';

export const Property = defineEntity({
  name: 'Property',
  tableName: 'property',
  filters: orgFilter,
  properties: {
    orgId: p.uuid().primary(),
    id: p.uuid().primary(),
    ownerUserId: p.uuid(),
    name: p.string(),
    type: p.enum([...propertyTypes]),
    status: p.enum([...propertyStatuses]),
    addressLine: p.string().nullable(),
    quartier: p.string().nullable(),
    city: p.string().nullable(),
    province: p.string().nullable(),
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    amenities: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});
export type Property = InferEntity<typeof Property>;
