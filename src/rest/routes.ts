import { graphql } from '../generated/index.js';
import { defineRoute } from './route.js';

/**
 * The legacy /api/v1 contract (CONTRACT.md section 4). Each route names its
 * GraphQL operation, how the request becomes its variables, and its success
 * status; the adapter does the rest.
 */
export const routes = [
  defineRoute({
    method: 'POST',
    url: '/properties/:id/units',
    status: 201,
    summary: 'Add a unit to a property',
    operation: graphql(`
      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {
        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }
      }
    `),
    params: { id: 'propertyId' },
    body: 'input',
  }),
  defineRoute({
    method: 'POST',
    url: '/properties/:id/archive',
    status: 200,
    summary: 'Archive a property (its units become UNAVAILABLE)',
    operation: graphql(`
      mutation RestArchiveProperty($id: UUID!) {
        archiveProperty(id: $id) { ...RestProperty }
      }
    `),
    params: { id: 'id' },
  }),
];
