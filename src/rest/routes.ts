import { graphql } from '../generated/index.js';
import { arrayPage, pageVariables } from './lists.js';
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
    url: '/verification/property-proofs/:id/documents',
    status: 200,
    operation: graphql(`
      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {
        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }
      }
    `),
    body: 'input',
    variables: ({ params, body }) => ({ id: params.id, input: body }),
  }),
  defineRoute({
    method: 'POST',
    url: '/verification/property-proofs/:id/submit',
    status: 200,
    operation: graphql(`
      mutation RestSubmitPropertyProof($id: UUID!) {
        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/admin/verification/:id/approve',
    status: 200,
    operation: graphql(`
      mutation RestApproveVerification($id: UUID!, $note: String) {
        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }
      }
    `),
    body: ['note'],
    variables: ({ params, body }) => ({ id: params.id, ...(body as object) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/admin/verification/:id/revoke',
    status: 200,
    operation: graphql(`
      mutation RestRevokeVerification($id: UUID!, $reason: String!) {
        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }
      }
    `),
    body: ['reason'],
    variables: ({ params, body }) => ({ id: params.id, ...(body as object) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/admin/verification/queue',
    status: 200,
    operation: graphql(`
      query RestVerificationQueue($kind: VerificationKind, $limit: Int!, $cursor: String) {
        verificationQueue(kind: $kind, first: $limit, after: $cursor) {
          edges { node { ...RestVerificationRecord } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    variables: ({ query }) => ({ kind: query.kind, ...pageVariables(query) }),
    respond: arrayPage,
  }),
  defineRoute({
    method: 'GET',
    url: '/verification/kyc/mine',
    status: 200,
    operation: graphql(`
      query RestMyKyc($limit: Int!, $cursor: String) {
        myKyc(first: $limit, after: $cursor) {
          edges { node { ...RestVerificationRecord } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    variables: ({ query }) => pageVariables(query),
    respond: arrayPage,
  }),
  defineRoute({
    method: 'POST',
    url: '/media',
    status: 201,
    operation: graphql(`
      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {
        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }
      }
    `),
    body: 'input',
    variables: ({ body }) => ({ input: body }),
  }),
];
