import { z } from 'zod';
import { graphql } from '../generated/index.js';
import { listOf, pageParameters } from './lists.js';
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
    operation: graphql(`
      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {
        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }
      }
    `),
    body: 'input',
    variables: ({ params, body }) => ({ propertyId: params.id, input: body }),
  }),
  defineRoute({
    method: 'POST',
    url: '/properties/:id/archive',
    status: 200,
    operation: graphql(`
      mutation RestArchiveProperty($id: UUID!) {
        archiveProperty(id: $id) { ...RestProperty }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/bookings/:id/extend',
    status: 200,
    operation: graphql(`
      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {
        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }
      }
    `),
    bodyFields: ['endDate'],
    variables: ({ params, body }) => ({ id: params.id, ...(body as object) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/bookings/:id/terminate',
    status: 200,
    operation: graphql(`
      mutation RestTerminateBooking($id: UUID!) {
        terminateBooking(id: $id) { ...RestBooking }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/bookings',
    status: 200,
    operation: graphql(`
      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {
        bookings(filter: $filter, first: $first, after: $after) {
          edges { node { ...RestBooking } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: z.strictObject({ unitId: z.uuid().optional(), tenantUserId: z.uuid().optional(), ...pageParameters }),
    variables: ({ query }) => ({
      filter: { unitId: query.unitId, tenantUserId: query.tenantUserId },
      first: query.limit,
      after: query.cursor,
    }),
    respond: listOf,
  }),
  defineRoute({
    method: 'GET',
    url: '/invoices/:id',
    status: 200,
    operation: graphql(`
      query RestInvoice($id: UUID!) {
        invoice(id: $id) { ...RestInvoice }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/invoices/:id/pay',
    status: 200,
    operation: graphql(`
      mutation RestPayInvoice($id: UUID!) {
        payInvoice(id: $id) { ...RestInvoice }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
  }),
];
