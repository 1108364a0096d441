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
  defineRoute({
    method: 'POST',
    url: '/bookings/:id/extend',
    status: 200,
    summary: 'Extend a booking to a later end date',
    operation: graphql(`
      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {
        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }
      }
    `),
    params: { id: 'id' },
    body: { endDate: 'endDate' },
  }),
  defineRoute({
    method: 'POST',
    url: '/bookings/:id/terminate',
    status: 200,
    summary: 'Terminate an active booking',
    operation: graphql(`
      mutation RestTerminateBooking($id: UUID!) {
        terminateBooking(id: $id) { ...RestBooking }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'GET',
    url: '/bookings',
    status: 200,
    summary: 'List bookings',
    operation: graphql(`
      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {
        bookings(filter: $filter, first: $first, after: $after) {
          edges { node { ...RestBooking } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: { unitId: 'filter.unitId', tenantUserId: 'filter.tenantUserId' },
    list: true,
  }),
  defineRoute({
    method: 'GET',
    url: '/invoices/:id',
    status: 200,
    summary: 'Get an invoice',
    operation: graphql(`
      query RestInvoice($id: UUID!) {
        invoice(id: $id) { ...RestInvoice }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/invoices/:id/pay',
    status: 200,
    summary: 'Pay an invoice',
    operation: graphql(`
      mutation RestPayInvoice($id: UUID!) {
        payInvoice(id: $id) { ...RestInvoice }
      }
    `),
    params: { id: 'id' },
    idempotent: true,
  }),
  defineRoute({
    method: 'POST',
    url: '/verification/property-proofs/:id/documents',
    status: 200,
    summary: 'Add a document to a property proof',
    operation: graphql(`
      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {
        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }
      }
    `),
    params: { id: 'id' },
    body: 'input',
  }),
  defineRoute({
    method: 'POST',
    url: '/verification/property-proofs/:id/submit',
    status: 200,
    summary: 'Submit a property proof for review',
    operation: graphql(`
      mutation RestSubmitPropertyProof($id: UUID!) {
        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/admin/verification/:id/approve',
    status: 200,
    summary: 'Approve a verification record (ADMIN)',
    operation: graphql(`
      mutation RestApproveVerification($id: UUID!, $note: String) {
        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }
      }
    `),
    params: { id: 'id' },
    body: { note: 'note' },
  }),
  defineRoute({
    method: 'POST',
    url: '/admin/verification/:id/revoke',
    status: 200,
    summary: 'Revoke an approved verification record (ADMIN)',
    operation: graphql(`
      mutation RestRevokeVerification($id: UUID!, $reason: String!) {
        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }
      }
    `),
    params: { id: 'id' },
    body: { reason: 'reason' },
  }),
  defineRoute({
    method: 'GET',
    url: '/admin/verification/queue',
    status: 200,
    summary: 'Records waiting for review, oldest submission first (ADMIN)',
    operation: graphql(`
      query RestVerificationQueue($kind: VerificationKind, $first: Int, $after: String) {
        verificationQueue(kind: $kind, first: $first, after: $after) {
          edges { node { ...RestVerificationRecord } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: { kind: 'kind' },
    list: true,
  }),
  defineRoute({
    method: 'GET',
    url: '/verification/kyc/mine',
    status: 200,
    summary: "The caller's identity checks, newest first",
    operation: graphql(`
      query RestMyKyc($first: Int, $after: String) {
        myKyc(first: $first, after: $after) {
          edges { node { ...RestVerificationRecord } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    list: true,
  }),
  defineRoute({
    method: 'POST',
    url: '/media',
    status: 201,
    summary: 'Create a media object and get the address to upload its file to',
    operation: graphql(`
      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {
        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }
      }
    `),
    body: 'input',
  }),
  defineRoute({
    method: 'GET',
    url: '/reports/arrears.csv',
    status: 200,
    summary: 'Download the arrears report on a date as CSV',
    operation: graphql(`
      query RestArrearsCsv($asOf: Date!, $first: Int, $after: String) {
        arrearsReport(asOf: $asOf, first: $first, after: $after) {
          lines {
            propertyId propertyName unitId unitLabel tenantUserId currency
            days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName
          }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: { asOf: 'asOf' },
    csv: { rows: 'lines', filename: ({ asOf }) => `arrears-${String(asOf)}.csv`, paged: true },
  }),
  defineRoute({
    method: 'GET',
    url: '/reports/rent-roll.csv',
    status: 200,
    summary: 'Download the rent roll on a date as CSV',
    operation: graphql(`
      query RestRentRollCsv($asOf: Date!, $first: Int, $after: String) {
        rentRoll(asOf: $asOf, first: $first, after: $after) {
          lines {
            propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId
            startDate endDate rentAmount rentCurrency balance tenantName
          }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: { asOf: 'asOf' },
    csv: { rows: 'lines', filename: ({ asOf }) => `rent-roll-${String(asOf)}.csv`, paged: true },
  }),
  defineRoute({
    method: 'GET',
    url: '/owners/:id/statement.csv',
    status: 200,
    summary: "Download an owner's statement over [from, to) as CSV (its lines)",
    operation: graphql(`
      query RestOwnerStatementCsv($ownerUserId: UUID!, $from: Date!, $to: Date!) {
        ownerStatement(input: { ownerUserId: $ownerUserId, from: $from, to: $to }) {
          lines {
            currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel
            tenantUserId tenantName maintenanceRequestId payoutId reference
          }
        }
      }
    `),
    params: { id: 'ownerUserId' },
    query: { from: 'from', to: 'to' },
    csv: { rows: 'lines', filename: ({ from, to }) => `owner-statement-${String(from)}-${String(to)}.csv` },
  }),
  defineRoute({
    method: 'POST',
    url: '/people',
    status: 201,
    summary: "Add a person to the org's directory (MANAGER, ADMIN)",
    operation: graphql(`
      mutation RestCreatePerson($input: CreatePersonInput!) {
        createPerson(input: $input) { ...RestPerson }
      }
    `),
    body: 'input',
  }),
  defineRoute({
    method: 'GET',
    url: '/people/:id',
    status: 200,
    summary: 'Get a person of the directory',
    operation: graphql(`
      query RestPerson($id: UUID!) {
        person(id: $id) { ...RestPerson }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'GET',
    url: '/people/:id/export',
    status: 200,
    summary: 'Download everything the org holds about a person as a JSON document (ADMIN)',
    operation: graphql(`
      mutation RestExportPerson($id: UUID!) {
        exportPerson(id: $id) { document }
      }
    `),
    params: { id: 'id' },
    download: { field: 'document', filename: ({ id }) => `person-${String(id)}.json` },
  }),
  defineRoute({
    method: 'GET',
    url: '/people',
    status: 200,
    summary: 'List the people of the directory the caller may see',
    operation: graphql(`
      query RestListPeople($filter: PersonFilter, $first: Int, $after: String) {
        people(filter: $filter, first: $first, after: $after) {
          edges { node { ...RestPerson } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: { name: 'filter.name', email: 'filter.email', userId: 'filter.userId' },
    list: true,
  }),
  defineRoute({
    method: 'GET',
    url: '/maintenance-requests',
    status: 200,
    summary: 'List the maintenance requests the caller may see',
    operation: graphql(`
      query RestListMaintenanceRequests($filter: MaintenanceRequestFilter, $overdue: Boolean, $first: Int, $after: String) {
        maintenanceRequests(filter: $filter, overdue: $overdue, first: $first, after: $after) {
          edges { node { ...RestMaintenanceRequest } }
          pageInfo { hasNextPage endCursor }
        }
      }
    `),
    query: {
      status: 'filter.status.eq',
      urgency: 'filter.urgency.eq',
      category: 'filter.category.eq',
      propertyId: 'filter.propertyId.eq',
      unitId: 'filter.unitId.eq',
      q: 'filter.description.contains',
      overdue: 'overdue',
    },
    list: true,
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests',
    status: 201,
    summary: 'Open a maintenance request on a unit',
    operation: graphql(`
      mutation RestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {
        openMaintenanceRequest(input: $input) { ...RestMaintenanceRequest }
      }
    `),
    body: 'input',
    idempotent: true,
  }),
  defineRoute({
    method: 'GET',
    url: '/maintenance-requests/:id',
    status: 200,
    summary: 'Get a maintenance request',
    operation: graphql(`
      query RestMaintenanceRequest($id: UUID!) {
        maintenanceRequest(id: $id) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/accept',
    status: 200,
    summary: 'Accept an OPEN maintenance request (MANAGER, ADMIN)',
    operation: graphql(`
      mutation RestAcceptMaintenanceRequest($id: UUID!) {
        acceptMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/reject',
    status: 200,
    summary: 'Reject an OPEN maintenance request with a reason (MANAGER, ADMIN)',
    operation: graphql(`
      mutation RestRejectMaintenanceRequest($id: UUID!, $reason: String!) {
        rejectMaintenanceRequest(id: $id, reason: $reason) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
    body: { reason: 'reason' },
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/schedule',
    status: 200,
    summary: 'Schedule an ACCEPTED maintenance request: the day and the vendor (MANAGER, ADMIN)',
    operation: graphql(`
      mutation RestScheduleMaintenanceRequest($id: UUID!, $input: ScheduleMaintenanceInput!) {
        scheduleMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
    body: 'input',
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/start',
    status: 200,
    summary: 'Start the work of a SCHEDULED maintenance request (MANAGER, ADMIN)',
    operation: graphql(`
      mutation RestStartMaintenanceRequest($id: UUID!) {
        startMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/complete',
    status: 200,
    summary: 'Complete a maintenance request in progress, with its cost and who pays it (MANAGER, ADMIN)',
    operation: graphql(`
      mutation RestCompleteMaintenanceRequest($id: UUID!, $input: CompleteMaintenanceInput!) {
        completeMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
    body: 'input',
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/cancel',
    status: 200,
    summary: 'Cancel an OPEN maintenance request (whoever opened it)',
    operation: graphql(`
      mutation RestCancelMaintenanceRequest($id: UUID!) {
        cancelMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }
      }
    `),
    params: { id: 'id' },
  }),
  defineRoute({
    method: 'POST',
    url: '/maintenance-requests/:id/comments',
    status: 201,
    summary: 'Comment on a maintenance request',
    operation: graphql(`
      mutation RestCommentOnMaintenanceRequest($id: UUID!, $body: String!) {
        commentOnMaintenanceRequest(id: $id, body: $body) { ...RestMaintenanceComment }
      }
    `),
    params: { id: 'id' },
    body: { body: 'body' },
  }),
];
