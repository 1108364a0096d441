/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }\n      }\n    ": typeof types.RestCreateUnitDocument,
    "\n      mutation RestArchiveProperty($id: UUID!) {\n        archiveProperty(id: $id) { ...RestProperty }\n      }\n    ": typeof types.RestArchivePropertyDocument,
    "\n      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {\n        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }\n      }\n    ": typeof types.RestExtendBookingDocument,
    "\n      mutation RestTerminateBooking($id: UUID!) {\n        terminateBooking(id: $id) { ...RestBooking }\n      }\n    ": typeof types.RestTerminateBookingDocument,
    "\n      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {\n        bookings(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestBooking } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestListBookingsDocument,
    "\n      query RestInvoice($id: UUID!) {\n        invoice(id: $id) { ...RestInvoice }\n      }\n    ": typeof types.RestInvoiceDocument,
    "\n      mutation RestPayInvoice($id: UUID!) {\n        payInvoice(id: $id) { ...RestInvoice }\n      }\n    ": typeof types.RestPayInvoiceDocument,
    "\n      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {\n        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    ": typeof types.RestAddPropertyProofDocumentDocument,
    "\n      mutation RestSubmitPropertyProof($id: UUID!) {\n        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    ": typeof types.RestSubmitPropertyProofDocument,
    "\n      mutation RestApproveVerification($id: UUID!, $note: String) {\n        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }\n      }\n    ": typeof types.RestApproveVerificationDocument,
    "\n      mutation RestRevokeVerification($id: UUID!, $reason: String!) {\n        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }\n      }\n    ": typeof types.RestRevokeVerificationDocument,
    "\n      query RestVerificationQueue($kind: VerificationKind, $first: Int, $after: String) {\n        verificationQueue(kind: $kind, first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestVerificationQueueDocument,
    "\n      query RestMyKyc($first: Int, $after: String) {\n        myKyc(first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestMyKycDocument,
    "\n      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {\n        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }\n      }\n    ": typeof types.RestCreateMediaObjectDocument,
    "\n      query RestArrearsCsv($asOf: Date!, $first: Int, $after: String) {\n        arrearsReport(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel tenantUserId currency\n            days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestArrearsCsvDocument,
    "\n      query RestRentRollCsv($asOf: Date!, $first: Int, $after: String) {\n        rentRoll(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n            startDate endDate rentAmount rentCurrency balance tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestRentRollCsvDocument,
    "\n      query RestOwnerStatementCsv($ownerUserId: UUID!, $from: Date!, $to: Date!) {\n        ownerStatement(input: { ownerUserId: $ownerUserId, from: $from, to: $to }) {\n          lines {\n            currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n            tenantUserId tenantName maintenanceRequestId payoutId reference\n          }\n        }\n      }\n    ": typeof types.RestOwnerStatementCsvDocument,
    "\n      mutation RestCreatePerson($input: CreatePersonInput!) {\n        createPerson(input: $input) { ...RestPerson }\n      }\n    ": typeof types.RestCreatePersonDocument,
    "\n      query RestPerson($id: UUID!) {\n        person(id: $id) { ...RestPerson }\n      }\n    ": typeof types.RestPersonDocument,
    "\n      mutation RestExportPerson($id: UUID!) {\n        exportPerson(id: $id) { document }\n      }\n    ": typeof types.RestExportPersonDocument,
    "\n      query RestListPeople($filter: PersonFilter, $first: Int, $after: String) {\n        people(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestPerson } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestListPeopleDocument,
    "\n      query RestListMaintenanceRequests($filter: MaintenanceRequestFilter, $overdue: Boolean, $first: Int, $after: String) {\n        maintenanceRequests(filter: $filter, overdue: $overdue, first: $first, after: $after) {\n          edges { node { ...RestMaintenanceRequest } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": typeof types.RestListMaintenanceRequestsDocument,
    "\n      mutation RestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n        openMaintenanceRequest(input: $input) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestOpenMaintenanceRequestDocument,
    "\n      query RestMaintenanceRequest($id: UUID!) {\n        maintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestMaintenanceRequestDocument,
    "\n      mutation RestAcceptMaintenanceRequest($id: UUID!) {\n        acceptMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestAcceptMaintenanceRequestDocument,
    "\n      mutation RestRejectMaintenanceRequest($id: UUID!, $reason: String!) {\n        rejectMaintenanceRequest(id: $id, reason: $reason) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestRejectMaintenanceRequestDocument,
    "\n      mutation RestScheduleMaintenanceRequest($id: UUID!, $input: ScheduleMaintenanceInput!) {\n        scheduleMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestScheduleMaintenanceRequestDocument,
    "\n      mutation RestStartMaintenanceRequest($id: UUID!) {\n        startMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestStartMaintenanceRequestDocument,
    "\n      mutation RestCompleteMaintenanceRequest($id: UUID!, $input: CompleteMaintenanceInput!) {\n        completeMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestCompleteMaintenanceRequestDocument,
    "\n      mutation RestCancelMaintenanceRequest($id: UUID!) {\n        cancelMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": typeof types.RestCancelMaintenanceRequestDocument,
    "\n      mutation RestCommentOnMaintenanceRequest($id: UUID!, $body: String!) {\n        commentOnMaintenanceRequest(id: $id, body: $body) { ...RestMaintenanceComment }\n      }\n    ": typeof types.RestCommentOnMaintenanceRequestDocument,
    "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n": typeof types.RestPropertyFragmentDoc,
    "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n": typeof types.RestUnitFragmentDoc,
    "\n  fragment RestBooking on Booking {\n    id\n    orgId\n    unitId\n    tenantUserId\n    startDate\n    endDate\n    rentAmount\n    rentCurrency\n    depositAmount\n    depositCurrency\n    status\n    createdAt\n    activatedAt\n    terminatedAt\n  }\n": typeof types.RestBookingFragmentDoc,
    "\n  fragment RestInvoice on Invoice {\n    id\n    orgId\n    bookingId\n    tenantUserId\n    currency\n    grossAmount\n    netAmount\n    tvaAmount\n    tvaBasisPoints\n    periodStart\n    periodEnd\n    dueDate\n    status\n    createdAt\n    paidAt\n  }\n": typeof types.RestInvoiceFragmentDoc,
    "\n  fragment RestVerificationRecord on VerificationRecord {\n    id\n    kind\n    proofType\n    status\n    orgId\n    propertyId\n    subjectUserId\n    assignedTo\n    reviewedBy\n    reviewNote\n    reviewedAt\n    submittedAt\n    createdAt\n    documents {\n      id\n      mediaObjectId\n      certificateRef\n      certifiedOn\n      expiresOn\n    }\n  }\n": typeof types.RestVerificationRecordFragmentDoc,
    "\n  fragment RestMediaObject on MediaObject {\n    id\n    orgId\n    ownerId\n    ownerUserId\n    filename\n    contentType\n    sizeBytes\n    createdAt\n  }\n": typeof types.RestMediaObjectFragmentDoc,
    "\n  fragment RestPerson on Person {\n    id\n    orgId\n    userId\n    name\n    email\n    phone\n    language\n    addressLine\n    quartier\n    city\n    province\n    createdAt\n    updatedAt\n  }\n": typeof types.RestPersonFragmentDoc,
    "\n  fragment RestMaintenanceRequest on MaintenanceRequest {\n    id\n    orgId\n    propertyId\n    unitId\n    openedBy\n    category\n    urgency\n    description\n    mediaIds\n    status\n    rejectReason\n    scheduledOn\n    vendorPersonId\n    vendorName\n    vendorPhone\n    cost\n    costCurrency\n    chargeTo\n    openedAt\n    respondedAt\n    scheduledAt\n    startedAt\n    completedAt\n    cancelledAt\n    responseDueAt\n    completionDueAt\n    overdue\n  }\n": typeof types.RestMaintenanceRequestFragmentDoc,
    "\n  fragment RestMaintenanceComment on MaintenanceComment {\n    id\n    requestId\n    authorUserId\n    body\n    createdAt\n  }\n": typeof types.RestMaintenanceCommentFragmentDoc,
    "\n  query TestMe { me { userId orgId roles } }\n": typeof types.TestMeDocument,
    "\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestPortfolioDocument,
    "\n  query TestFullGraph($first: Int!, $counts: Boolean!) {\n    properties(first: $first) {\n      totalCount @include(if: $counts)\n      edges {\n        node {\n          id\n          units(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                bookings(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges {\n                    node {\n                      id\n                      unit { id }\n                      invoices(first: 5) {\n                        totalCount @include(if: $counts)\n                        edges { node { id status booking { id } } }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          verificationRecords(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                documents { id media { id filename } }\n                history(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges { node { toStatus } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestFullGraphDocument,
    "\n  mutation TestSetBillingPlan($bookingId: UUID!, $input: BillingPlanInput!) {\n    setBillingPlan(bookingId: $bookingId, input: $input) { bookingId cycle dueDay paymentTermsDays tvaBasisPoints }\n  }\n": typeof types.TestSetBillingPlanDocument,
    "mutation TestRemoveBillingPlan($bookingId: UUID!) { removeBillingPlan(bookingId: $bookingId) { id billingPlan { cycle } } }": typeof types.TestRemoveBillingPlanDocument,
    "query TestBookingPlan($id: UUID!) { booking(id: $id) { id billingPlan { cycle dueDay tvaBasisPoints } } }": typeof types.TestBookingPlanDocument,
    "\n  query TestBillingPolicy { billingPolicy { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount updatedAt } }\n": typeof types.TestBillingPolicyDocument,
    "\n  mutation TestUpdateBillingPolicy($input: BillingPolicyInput!) {\n    updateBillingPolicy(input: $input) { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount }\n  }\n": typeof types.TestUpdateBillingPolicyDocument,
    "mutation TestWaiveLateFee($id: UUID!, $reason: String!) { waiveLateFee(id: $id, reason: $reason) { id kind status cancelReason lateFeeOf { id } } }": typeof types.TestWaiveLateFeeDocument,
    "mutation TestBillingCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": typeof types.TestBillingCancelInvoiceDocument,
    "mutation TestBillingExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate } }": typeof types.TestBillingExtendBookingDocument,
    "\n  query TestBookingInvoices($id: UUID!) {\n    booking(id: $id) { invoices(first: 100) { edges { node { id kind billingPeriodStart lateFeeSequence periodStart periodEnd dueDate netAmount tvaAmount grossAmount status } } } }\n  }\n": typeof types.TestBookingInvoicesDocument,
    "\n  query TestBooking($id: UUID!) {\n    booking(id: $id) {\n      id status startDate endDate\n      unit { id label status bookings(first: 10) { totalCount edges { node { id } } } }\n      invoices(first: 10) { totalCount edges { node { id status booking { id } } } }\n    }\n  }\n": typeof types.TestBookingDocument,
    "\n  query TestBookings($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id tenantUserId status } }\n    }\n  }\n": typeof types.TestBookingsDocument,
    "\n  query TestUnitBookings($id: UUID!, $status: BookingStatus) {\n    unit(id: $id) { id status bookings(first: 50, status: $status) { totalCount edges { node { id status unit { id } } } } }\n  }\n": typeof types.TestUnitBookingsDocument,
    "\n  mutation TestExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n": typeof types.TestExtendBookingDocument,
    "mutation TestArchiveWithBookings($id: UUID!) { archiveProperty(id: $id) { id status } }": typeof types.TestArchiveWithBookingsDocument,
    "mutation TestUnitStatusForBooking($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id } }": typeof types.TestUnitStatusForBookingDocument,
    "\n  mutation TestEventsExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n": typeof types.TestEventsExtendDocument,
    "mutation TestEventsPay($id: UUID!) { payInvoice(id: $id) { id status } }": typeof types.TestEventsPayDocument,
    "mutation TestEventsPublish($id: UUID!) { publishProperty(id: $id) { id status } }": typeof types.TestEventsPublishDocument,
    "mutation TestEventsArchive($id: UUID!) { archiveProperty(id: $id) { id status } }": typeof types.TestEventsArchiveDocument,
    "\n  mutation TestEventsTwoConfirms($a: UUID!, $b: UUID!) { a: confirmBooking(id: $a) { id } b: confirmBooking(id: $b) { id } }\n": typeof types.TestEventsTwoConfirmsDocument,
    "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n": typeof types.TestCreatePropertyDocument,
    "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n": typeof types.TestCreateUnitDocument,
    "\n  mutation TestCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency\n      status createdAt activatedAt terminatedAt\n    }\n  }\n": typeof types.TestCreateBookingDocument,
    "mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }": typeof types.TestSubmitBookingDocument,
    "mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }": typeof types.TestConfirmBookingDocument,
    "mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }": typeof types.TestCancelBookingDocument,
    "mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }": typeof types.TestTerminateBookingDocument,
    "\n  mutation TestIssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints\n      periodStart periodEnd dueDate status createdAt paidAt\n    }\n  }\n": typeof types.TestIssueInvoiceDocument,
    "\n  mutation TestCreateMediaObject($input: CreateMediaObjectInput!) {\n    createMediaObject(input: $input) {\n      media { id orgId ownerId ownerType ownerUserId kind filename contentType sizeBytes createdAt uploadedAt }\n      uploadUrl\n    }\n  }\n": typeof types.TestCreateMediaObjectDocument,
    "\n  fragment TestRecord on VerificationRecord {\n    id kind proofType status orgId propertyId subjectUserId assignedTo reviewedBy reviewNote reviewedAt submittedAt createdAt\n    documents { id mediaObjectId role certificateRef certifiedOn certifyingAuthority documentType expiresOn media { id filename } }\n    history { edges { node { fromStatus toStatus changedBy changedAt note } } }\n  }\n": typeof types.TestRecordFragmentDoc,
    "\n  mutation TestCreatePropertyProof($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { ...TestRecord } }\n": typeof types.TestCreatePropertyProofDocument,
    "mutation TestCreateOwnerKyc { createOwnerKyc { ...TestRecord } }": typeof types.TestCreateOwnerKycDocument,
    "\n  mutation TestAddDocument($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { ...TestRecord } }\n": typeof types.TestAddDocumentDocument,
    "mutation TestSubmit($id: UUID!) { submitVerification(id: $id) { ...TestRecord } }": typeof types.TestSubmitDocument,
    "mutation TestStartReview($id: UUID!) { startVerificationReview(id: $id) { ...TestRecord } }": typeof types.TestStartReviewDocument,
    "\n  mutation TestRequestInfo($id: UUID!, $note: String!) { requestVerificationInfo(id: $id, note: $note) { ...TestRecord } }\n": typeof types.TestRequestInfoDocument,
    "\n  mutation TestApprove($id: UUID!, $note: String) { approveVerification(id: $id, note: $note) { ...TestRecord } }\n": typeof types.TestApproveDocument,
    "\n  mutation TestReject($id: UUID!, $note: String!) { rejectVerification(id: $id, note: $note) { ...TestRecord } }\n": typeof types.TestRejectDocument,
    "\n  mutation TestRevoke($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { ...TestRecord } }\n": typeof types.TestRevokeDocument,
    "\n  query TestDeferredUnits($first: Int!) {\n    properties(first: $first) {\n      edges {\n        node {\n          id\n          name\n          ... @defer(label: \"units\") {\n            units(first: 10) { edges { node { id label } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestDeferredUnitsDocument,
    "\n  query TestStreamedUnits($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges @stream(initialCount: 1) { node { id label } } } } }\n    }\n  }\n": typeof types.TestStreamedUnitsDocument,
    "\n  query TestUnitsAtOnce($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges { node { id label } } } } }\n    }\n  }\n": typeof types.TestUnitsAtOnceDocument,
    "\n  query TestStreamFrom($initialCount: Int!) {\n    properties(first: 1) { edges { node { units(first: 3) { edges @stream(initialCount: $initialCount) { node { id } } } } } }\n  }\n": typeof types.TestStreamFromDocument,
    "\n  mutation TestDeferInMutation($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id ... @defer { name } }\n  }\n": typeof types.TestDeferInMutationDocument,
    "mutation TestBoundedRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }": typeof types.TestBoundedRecordPaymentDocument,
    "query TestBoundedPayments($id: UUID!) { invoice(id: $id) { payments { id amount } } }": typeof types.TestBoundedPaymentsDocument,
    "\n  query TestInvoice($id: UUID!) { invoice(id: $id) { id status paidAt booking { id unit { id } } } }\n": typeof types.TestInvoiceDocument,
    "\n  query TestInvoices($filter: InvoiceFilter) { invoices(filter: $filter, first: 50) { totalCount edges { node { id status } } } }\n": typeof types.TestInvoicesDocument,
    "mutation TestPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }": typeof types.TestPayInvoiceDocument,
    "mutation TestCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": typeof types.TestCancelInvoiceDocument,
    "\n  fragment TestMaintenanceRequest on MaintenanceRequest {\n    id orgId propertyId unitId openedBy category urgency description mediaIds status rejectReason scheduledOn\n    vendorPersonId vendorName vendorPhone cost costCurrency chargeTo openedAt respondedAt completedAt\n    responseDueAt completionDueAt overdue responseOverdue completionOverdue\n  }\n": typeof types.TestMaintenanceRequestFragmentDoc,
    "\n  mutation TestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n    openMaintenanceRequest(input: $input) { ...TestMaintenanceRequest }\n  }\n": typeof types.TestOpenMaintenanceRequestDocument,
    "mutation TestAcceptMaintenance($id: UUID!) { acceptMaintenanceRequest(id: $id) { id status respondedAt } }": typeof types.TestAcceptMaintenanceDocument,
    "mutation TestRejectMaintenance($id: UUID!, $reason: String!) { rejectMaintenanceRequest(id: $id, reason: $reason) { id status rejectReason } }": typeof types.TestRejectMaintenanceDocument,
    "\n  mutation TestScheduleMaintenance($id: UUID!, $input: ScheduleMaintenanceInput!) {\n    scheduleMaintenanceRequest(id: $id, input: $input) { id status scheduledOn vendorPersonId vendorName vendorPhone }\n  }\n": typeof types.TestScheduleMaintenanceDocument,
    "mutation TestStartMaintenance($id: UUID!) { startMaintenanceRequest(id: $id) { id status } }": typeof types.TestStartMaintenanceDocument,
    "\n  mutation TestCompleteMaintenance($id: UUID!, $input: CompleteMaintenanceInput!) {\n    completeMaintenanceRequest(id: $id, input: $input) {\n      id status cost costCurrency chargeTo\n      invoice { id kind maintenanceRequestId bookingId tenantUserId currency netAmount tvaBasisPoints tvaAmount grossAmount status dueDate }\n    }\n  }\n": typeof types.TestCompleteMaintenanceDocument,
    "mutation TestCancelMaintenance($id: UUID!) { cancelMaintenanceRequest(id: $id) { id status } }": typeof types.TestCancelMaintenanceDocument,
    "mutation TestCommentMaintenance($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id requestId authorUserId body } }": typeof types.TestCommentMaintenanceDocument,
    "\n  query TestMaintenanceRequestById($id: UUID!) {\n    maintenanceRequest(id: $id) { ...TestMaintenanceRequest unit { id label } comments(first: 10) { totalCount edges { node { body authorUserId } } } }\n  }\n": typeof types.TestMaintenanceRequestByIdDocument,
    "\n  query TestMaintenanceRequests($filter: MaintenanceRequestFilter, $orderBy: [MaintenanceRequestOrder!], $overdue: Boolean, $first: Int) {\n    maintenanceRequests(filter: $filter, orderBy: $orderBy, overdue: $overdue, first: $first) { totalCount edges { node { id status urgency overdue } } }\n  }\n": typeof types.TestMaintenanceRequestsDocument,
    "query TestMaintenanceNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.TestMaintenanceNodeDocument,
    "query TestMaintenanceLevels { maintenanceServiceLevels { urgency responseHours completionHours } }": typeof types.TestMaintenanceLevelsDocument,
    "\n  mutation TestSetMaintenanceLevel($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency responseHours completionHours } }\n": typeof types.TestSetMaintenanceLevelDocument,
    "\n  query TestMaintenanceReport {\n    maintenanceReport { open overdue lines { propertyId propertyName urgency open overdue byAge { bucket count } } }\n  }\n": typeof types.TestMaintenanceReportDocument,
    "mutation TestMaintenanceTva($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { defaultTvaBasisPoints } }": typeof types.TestMaintenanceTvaDocument,
    "mutation TestMaintenancePublish($id: UUID!) { publishProperty(id: $id) { id status } }": typeof types.TestMaintenancePublishDocument,
    "mutation TestMaintenanceVendor($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestMaintenanceVendorDocument,
    "query TestMediaUsage { mediaUsage { bytes objects maxBytes maxObjects } }": typeof types.TestMediaUsageDocument,
    "mutation TestDeleteMediaObject($id: UUID!) { deleteMediaObject(id: $id) }": typeof types.TestDeleteMediaObjectDocument,
    "query TestMediaObject($id: UUID!) { mediaObject(id: $id) { id kind uploadedAt sha256 } }": typeof types.TestMediaObjectDocument,
    "mutation TestNotifyCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestNotifyCreatePersonDocument,
    "mutation TestNotifyUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }": typeof types.TestNotifyUpdatePersonDocument,
    "\n  mutation TestNotifyRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": typeof types.TestNotifyRecordPaymentDocument,
    "\n  query TestNotifyPreferences($id: UUID!) {\n    person(id: $id) { notificationPreferences { emailOptedOut mutedKinds emailUndeliverable emailUndeliverableReason } }\n  }\n": typeof types.TestNotifyPreferencesDocument,
    "\n  mutation TestNotifyUpdatePreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { notificationPreferences { emailOptedOut mutedKinds } }\n  }\n": typeof types.TestNotifyUpdatePreferencesDocument,
    "\n  query TestNotifyLog($personId: UUID) {\n    notifications(personId: $personId, first: 100) { totalCount edges { node { kind status attempts email subject lastError sentAt nextAttemptAt } } }\n  }\n": typeof types.TestNotifyLogDocument,
    "\n  query TestNotifyNode($id: ID!) { node(id: $id) { __typename id ... on Notification { kind status personId email } } }\n": typeof types.TestNotifyNodeDocument,
    "query TestNotifyNodes($ids: [ID!]!) { nodes(ids: $ids, nullIfMissing: true) { id } }": typeof types.TestNotifyNodesDocument,
    "\n  mutation TestNotifyPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { reminderDaysBeforeDue leaseEndingNoticeDays } }\n": typeof types.TestNotifyPolicyDocument,
    "\n  query TestOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) {\n      ownerUserId ownerName ownerAddress from to managementFeeBasisPoints managementFeeTvaBasisPoints\n      accounts {\n        currency openingBalance rentCollected managementFee managementFeeTva maintenanceCosts payouts closingBalance\n        lines {\n          currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n          tenantUserId tenantName maintenanceRequestId payoutId reference\n        }\n      }\n    }\n  }\n": typeof types.TestOwnerStatementDocument,
    "\n  mutation TestRecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) { id ownerUserId currency amount paidOn reference recordedBy }\n  }\n": typeof types.TestRecordOwnerPayoutDocument,
    "\n  mutation TestOwnerStatementsPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { managementFeeBasisPoints managementFeeTvaBasisPoints } }\n": typeof types.TestOwnerStatementsPolicyDocument,
    "\n  mutation TestOwnerStatementsPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": typeof types.TestOwnerStatementsPaymentDocument,
    "mutation TestOwnerStatementsReverse($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }": typeof types.TestOwnerStatementsReverseDocument,
    "mutation TestOwnerStatementsPerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestOwnerStatementsPersonDocument,
    "\n  mutation TestRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      id invoiceId amount method reference receivedOn recordedBy recordedAt reversedAt reversedBy reversalReason\n      invoice { id status paidAt paidAmount balance }\n    }\n  }\n": typeof types.TestRecordPaymentDocument,
    "\n  mutation TestReversePayment($id: UUID!, $reason: String!) {\n    reversePayment(id: $id, reason: $reason) { id reversedAt reversedBy reversalReason invoice { id status paidAt paidAmount balance } }\n  }\n": typeof types.TestReversePaymentDocument,
    "\n  query TestInvoicePayments($id: UUID!) {\n    invoice(id: $id) { id status paidAt grossAmount paidAmount balance payments { id amount method reference receivedOn reversedAt } }\n  }\n": typeof types.TestInvoicePaymentsDocument,
    "query TestPaymentNode($id: ID!) { node(id: $id) { __typename id ... on Payment { amount invoice { id } } } }": typeof types.TestPaymentNodeDocument,
    "mutation TestPaymentsPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }": typeof types.TestPaymentsPayInvoiceDocument,
    "mutation TestPaymentsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": typeof types.TestPaymentsCancelInvoiceDocument,
    "\n  fragment TestPerson on Person { id orgId userId name email phone language addressLine quartier city province }\n": typeof types.TestPersonFragmentDoc,
    "mutation TestCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { ...TestPerson } }": typeof types.TestCreatePersonDocument,
    "\n  mutation TestUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { ...TestPerson } }\n": typeof types.TestUpdatePersonDocument,
    "query TestPersonById($id: UUID!) { person(id: $id) { ...TestPerson } }": typeof types.TestPersonByIdDocument,
    "query TestPersonNode($id: ID!) { node(id: $id) { __typename id } }": typeof types.TestPersonNodeDocument,
    "\n  query TestPeople($filter: PersonFilter, $first: Int) { people(filter: $filter, first: $first) { totalCount edges { node { id name } } } }\n": typeof types.TestPeopleDocument,
    "query TestOrgProfile { orgProfile { legalName addressLine city updatedAt } }": typeof types.TestOrgProfileDocument,
    "\n  mutation TestUpdateOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName addressLine city updatedAt } }\n": typeof types.TestUpdateOrgProfileDocument,
    "\n  query TestBookingsWithPeople($first: Int) {\n    bookings(first: $first) { edges { node { id tenantUserId tenant { name } unit { property { owner { name } } } } } }\n  }\n": typeof types.TestBookingsWithPeopleDocument,
    "query TestMyBookingsWithTenant { bookings(first: 10) { edges { node { tenant { name } } } } }": typeof types.TestMyBookingsWithTenantDocument,
    "\n  query TestPersistedProperties { properties(first: 5) { totalCount edges { node { id name } } } }\n": typeof types.TestPersistedPropertiesDocument,
    "query TestLearntProperties { properties(first: 3) { edges { node { name } } } }": typeof types.TestLearntPropertiesDocument,
    "mutation TestPdCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestPdCreatePersonDocument,
    "mutation TestPdUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }": typeof types.TestPdUpdatePersonDocument,
    "\n  mutation TestPdPreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { id }\n  }\n": typeof types.TestPdPreferencesDocument,
    "mutation TestPdExport($id: UUID!) { exportPerson(id: $id) { exportedAt document } }": typeof types.TestPdExportDocument,
    "\n  mutation TestPdErase($id: UUID!) {\n    erasePerson(id: $id) { id userId name email phone addressLine quartier city province language erasedAt notificationPreferences { emailOptedOut mutedKinds } }\n  }\n": typeof types.TestPdEraseDocument,
    "\n  mutation TestPdRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": typeof types.TestPdRecordPaymentDocument,
    "mutation TestPdOpenRequest($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }": typeof types.TestPdOpenRequestDocument,
    "mutation TestPdAcceptRequest($id: UUID!) { acceptMaintenanceRequest(id: $id) { id } }": typeof types.TestPdAcceptRequestDocument,
    "\n  mutation TestPdScheduleRequest($id: UUID!, $input: ScheduleMaintenanceInput!) { scheduleMaintenanceRequest(id: $id, input: $input) { id vendorName } }\n": typeof types.TestPdScheduleRequestDocument,
    "mutation TestPdComment($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }": typeof types.TestPdCommentDocument,
    "query TestPdRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { lines { bookingId tenantUserId tenantName } } }": typeof types.TestPdRentRollDocument,
    "\n  query TestPdTenantStatement($input: TenantStatementInput!) { tenantStatement(input: $input) { tenantName tenantAddress } }\n": typeof types.TestPdTenantStatementDocument,
    "query TestPdPerson($id: UUID!) { person(id: $id) { id name erasedAt } }": typeof types.TestPdPersonDocument,
    "mutation TestPdPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }": typeof types.TestPdPayoutDocument,
    "query TestPdInvoice($id: UUID!) { invoice(id: $id) { id grossAmount paidAmount status tenant { name email } } }": typeof types.TestPdInvoiceDocument,
    "\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n": typeof types.TestPropertyDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n": typeof types.TestPropertiesDocument,
    "\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n": typeof types.TestPublishDocument,
    "\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n": typeof types.TestArchiveDocument,
    "\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n": typeof types.TestSetUnitStatusDocument,
    "\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n": typeof types.TestUnitDocument,
    "\n  mutation TestReceiptsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) { id invoice { id status } }\n  }\n": typeof types.TestReceiptsRecordPaymentDocument,
    "mutation TestReceiptsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }": typeof types.TestReceiptsReversePaymentDocument,
    "mutation TestReceiptsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestReceiptsCreatePersonDocument,
    "mutation TestReceiptsOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }": typeof types.TestReceiptsOrgProfileDocument,
    "\n  query TestReceipt($id: UUID!, $lang: ReceiptLanguage) { invoice(id: $id) { id status receipt(lang: $lang) { number url } } }\n": typeof types.TestReceiptDocument,
    "\n  query TestRentRollPage($asOf: Date!, $first: Int, $after: String) {\n    rentRoll(asOf: $asOf, first: $first, after: $after) {\n      unitCount occupiedUnits lineCount\n      lines { unitId propertyName unitLabel balance }\n      totals { currency occupiedUnits rentAmount balance }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": typeof types.TestRentRollPageDocument,
    "\n  query TestArrearsPage($asOf: Date!, $first: Int, $after: String) {\n    arrearsReport(asOf: $asOf, first: $first, after: $after) {\n      lineCount\n      lines { unitId tenantUserId currency total }\n      totals { currency total invoiceCount }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": typeof types.TestArrearsPageDocument,
    "\n  query TestMaintenanceReportPage($first: Int, $after: String) {\n    maintenanceReport(first: $first, after: $after) {\n      open overdue lineCount\n      lines { propertyId urgency open overdue byAge { bucket count } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.TestMaintenanceReportPageDocument,
    "mutation TestTotalsPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }": typeof types.TestTotalsPayoutDocument,
    "\n  query TestTotalsOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) { accounts { currency openingBalance payouts closingBalance lines { amount } } }\n  }\n": typeof types.TestTotalsOwnerStatementDocument,
    "\n  query TestTotalsTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) { accounts { openingBalance closingBalance lines { amount balance } } }\n  }\n": typeof types.TestTotalsTenantStatementDocument,
    "query TestTotalsArrears($asOf: Date!) { arrearsReport(asOf: $asOf) { totals { currency total } } }": typeof types.TestTotalsArrearsDocument,
    "query TestTotalsRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { totals { currency balance } } }": typeof types.TestTotalsRentRollDocument,
    "\n  query TestTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) {\n      tenantUserId tenantName tenantAddress from to\n      accounts {\n        currency openingBalance closingBalance\n        lines { date kind invoiceId periodStart periodEnd paymentId method reference amount balance invoice { id grossAmount } payment { id amount } }\n      }\n    }\n  }\n": typeof types.TestTenantStatementDocument,
    "\n  query TestArrearsReport($asOf: Date!) {\n    arrearsReport(asOf: $asOf) {\n      asOf\n      lines {\n        propertyId propertyName unitId unitLabel tenantUserId currency\n        days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n      }\n      totals { currency days0To30 days31To60 days61To90 over90Days total invoiceCount }\n    }\n  }\n": typeof types.TestArrearsReportDocument,
    "\n  query TestRentRoll($asOf: Date!) {\n    rentRoll(asOf: $asOf) {\n      asOf unitCount occupiedUnits\n      lines {\n        propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n        startDate endDate rentAmount rentCurrency balance tenantName\n      }\n      totals { currency occupiedUnits rentAmount balance }\n    }\n  }\n": typeof types.TestRentRollDocument,
    "mutation TestReportsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": typeof types.TestReportsCreatePersonDocument,
    "\n  mutation TestReportsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": typeof types.TestReportsRecordPaymentDocument,
    "mutation TestReportsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id reversedAt } }": typeof types.TestReportsReversePaymentDocument,
    "mutation TestReportsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": typeof types.TestReportsCancelInvoiceDocument,
    "mutation TestDeleteStoredMedia($id: UUID!) { deleteMediaObject(id: $id) }": typeof types.TestDeleteStoredMediaDocument,
    "\n  mutation TestDeleteTwoStoredMedia($id: UUID!, $other: UUID!) { first: deleteMediaObject(id: $id) second: deleteMediaObject(id: $other) }\n": typeof types.TestDeleteTwoStoredMediaDocument,
    "\n  query TestSeedPortfolio {\n    me { userId orgId roles }\n    properties(first: 20) {\n      totalCount\n      edges {\n        node {\n          name city quartier status\n          units(first: 10) {\n            edges { node { label bookings(first: 10) { edges { node { status tenantUserId invoices(first: 10) { edges { node { status tvaBasisPoints currency grossAmount netAmount tvaAmount } } } } } } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestSeedPortfolioDocument,
    "\n  mutation TestSubscriptionExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id } }\n": typeof types.TestSubscriptionExtendDocument,
    "\n  query TestLegacyInvoice($id: UUID!) {\n    invoice(id: $id) { id status grossAmount paidAmount balance paidAt payments { amount method recordedBy receivedOn } receipt { number } }\n  }\n": typeof types.TestLegacyInvoiceDocument,
    "\n  mutation TestRecordLegacy($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": typeof types.TestRecordLegacyDocument,
    "mutation TestVerificationPublish($id: UUID!) { publishProperty(id: $id) { id status } }": typeof types.TestVerificationPublishDocument,
    "query TestVerificationRecord($id: UUID!) { verificationRecord(id: $id) { ...TestRecord property { id name } } }": typeof types.TestVerificationRecordDocument,
    "\n  query TestQueue($kind: VerificationKind, $first: Int, $after: String) {\n    verificationQueue(kind: $kind, first: $first, after: $after) {\n      totalCount edges { node { id kind status submittedAt } } pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.TestQueueDocument,
    "query TestMyKyc { myKyc(first: 10) { totalCount edges { node { id status subjectUserId } } } }": typeof types.TestMyKycDocument,
    "\n  query TestPropertyProofs($id: UUID!) {\n    property(id: $id) { verificationRecords(first: 10) { totalCount edges { node { id status documents { role media { id } } } } } }\n  }\n": typeof types.TestPropertyProofsDocument,
    "mutation TestPendingMedia($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }": typeof types.TestPendingMediaDocument,
    "\n  mutation TestCrashCreateWebhookEndpoint($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }\n": typeof types.TestCrashCreateWebhookEndpointDocument,
    "\n  mutation TestCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url eventTypes status } }\n  }\n": typeof types.TestCreateWebhookEndpointDocument,
    "\n  mutation TestUpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url eventTypes } }\n": typeof types.TestUpdateWebhookEndpointDocument,
    "mutation TestDeleteWebhookEndpoint($id: UUID!) { deleteWebhookEndpoint(id: $id) }": typeof types.TestDeleteWebhookEndpointDocument,
    "query TestWebhookEndpoints { webhookEndpoints { edges { node { id } } } }": typeof types.TestWebhookEndpointsDocument,
    "mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }": typeof types.TestRotateWebhookSecretDocument,
    "mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }": typeof types.TestDisableWebhookEndpointDocument,
    "mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }": typeof types.TestRedeliverWebhookDocument,
    "\n  query TestWebhookEndpoint($id: UUID!) {\n    webhookEndpoint(id: $id) {\n      status disabledReason\n      deliveries(first: 50) { edges { node { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } } } }\n    }\n  }\n": typeof types.TestWebhookEndpointDocument,
};
const documents: Documents = {
    "\n      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }\n      }\n    ": types.RestCreateUnitDocument,
    "\n      mutation RestArchiveProperty($id: UUID!) {\n        archiveProperty(id: $id) { ...RestProperty }\n      }\n    ": types.RestArchivePropertyDocument,
    "\n      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {\n        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }\n      }\n    ": types.RestExtendBookingDocument,
    "\n      mutation RestTerminateBooking($id: UUID!) {\n        terminateBooking(id: $id) { ...RestBooking }\n      }\n    ": types.RestTerminateBookingDocument,
    "\n      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {\n        bookings(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestBooking } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestListBookingsDocument,
    "\n      query RestInvoice($id: UUID!) {\n        invoice(id: $id) { ...RestInvoice }\n      }\n    ": types.RestInvoiceDocument,
    "\n      mutation RestPayInvoice($id: UUID!) {\n        payInvoice(id: $id) { ...RestInvoice }\n      }\n    ": types.RestPayInvoiceDocument,
    "\n      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {\n        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    ": types.RestAddPropertyProofDocumentDocument,
    "\n      mutation RestSubmitPropertyProof($id: UUID!) {\n        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    ": types.RestSubmitPropertyProofDocument,
    "\n      mutation RestApproveVerification($id: UUID!, $note: String) {\n        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }\n      }\n    ": types.RestApproveVerificationDocument,
    "\n      mutation RestRevokeVerification($id: UUID!, $reason: String!) {\n        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }\n      }\n    ": types.RestRevokeVerificationDocument,
    "\n      query RestVerificationQueue($kind: VerificationKind, $first: Int, $after: String) {\n        verificationQueue(kind: $kind, first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestVerificationQueueDocument,
    "\n      query RestMyKyc($first: Int, $after: String) {\n        myKyc(first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestMyKycDocument,
    "\n      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {\n        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }\n      }\n    ": types.RestCreateMediaObjectDocument,
    "\n      query RestArrearsCsv($asOf: Date!, $first: Int, $after: String) {\n        arrearsReport(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel tenantUserId currency\n            days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestArrearsCsvDocument,
    "\n      query RestRentRollCsv($asOf: Date!, $first: Int, $after: String) {\n        rentRoll(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n            startDate endDate rentAmount rentCurrency balance tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestRentRollCsvDocument,
    "\n      query RestOwnerStatementCsv($ownerUserId: UUID!, $from: Date!, $to: Date!) {\n        ownerStatement(input: { ownerUserId: $ownerUserId, from: $from, to: $to }) {\n          lines {\n            currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n            tenantUserId tenantName maintenanceRequestId payoutId reference\n          }\n        }\n      }\n    ": types.RestOwnerStatementCsvDocument,
    "\n      mutation RestCreatePerson($input: CreatePersonInput!) {\n        createPerson(input: $input) { ...RestPerson }\n      }\n    ": types.RestCreatePersonDocument,
    "\n      query RestPerson($id: UUID!) {\n        person(id: $id) { ...RestPerson }\n      }\n    ": types.RestPersonDocument,
    "\n      mutation RestExportPerson($id: UUID!) {\n        exportPerson(id: $id) { document }\n      }\n    ": types.RestExportPersonDocument,
    "\n      query RestListPeople($filter: PersonFilter, $first: Int, $after: String) {\n        people(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestPerson } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestListPeopleDocument,
    "\n      query RestListMaintenanceRequests($filter: MaintenanceRequestFilter, $overdue: Boolean, $first: Int, $after: String) {\n        maintenanceRequests(filter: $filter, overdue: $overdue, first: $first, after: $after) {\n          edges { node { ...RestMaintenanceRequest } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    ": types.RestListMaintenanceRequestsDocument,
    "\n      mutation RestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n        openMaintenanceRequest(input: $input) { ...RestMaintenanceRequest }\n      }\n    ": types.RestOpenMaintenanceRequestDocument,
    "\n      query RestMaintenanceRequest($id: UUID!) {\n        maintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": types.RestMaintenanceRequestDocument,
    "\n      mutation RestAcceptMaintenanceRequest($id: UUID!) {\n        acceptMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": types.RestAcceptMaintenanceRequestDocument,
    "\n      mutation RestRejectMaintenanceRequest($id: UUID!, $reason: String!) {\n        rejectMaintenanceRequest(id: $id, reason: $reason) { ...RestMaintenanceRequest }\n      }\n    ": types.RestRejectMaintenanceRequestDocument,
    "\n      mutation RestScheduleMaintenanceRequest($id: UUID!, $input: ScheduleMaintenanceInput!) {\n        scheduleMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    ": types.RestScheduleMaintenanceRequestDocument,
    "\n      mutation RestStartMaintenanceRequest($id: UUID!) {\n        startMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": types.RestStartMaintenanceRequestDocument,
    "\n      mutation RestCompleteMaintenanceRequest($id: UUID!, $input: CompleteMaintenanceInput!) {\n        completeMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    ": types.RestCompleteMaintenanceRequestDocument,
    "\n      mutation RestCancelMaintenanceRequest($id: UUID!) {\n        cancelMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    ": types.RestCancelMaintenanceRequestDocument,
    "\n      mutation RestCommentOnMaintenanceRequest($id: UUID!, $body: String!) {\n        commentOnMaintenanceRequest(id: $id, body: $body) { ...RestMaintenanceComment }\n      }\n    ": types.RestCommentOnMaintenanceRequestDocument,
    "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n": types.RestPropertyFragmentDoc,
    "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n": types.RestUnitFragmentDoc,
    "\n  fragment RestBooking on Booking {\n    id\n    orgId\n    unitId\n    tenantUserId\n    startDate\n    endDate\n    rentAmount\n    rentCurrency\n    depositAmount\n    depositCurrency\n    status\n    createdAt\n    activatedAt\n    terminatedAt\n  }\n": types.RestBookingFragmentDoc,
    "\n  fragment RestInvoice on Invoice {\n    id\n    orgId\n    bookingId\n    tenantUserId\n    currency\n    grossAmount\n    netAmount\n    tvaAmount\n    tvaBasisPoints\n    periodStart\n    periodEnd\n    dueDate\n    status\n    createdAt\n    paidAt\n  }\n": types.RestInvoiceFragmentDoc,
    "\n  fragment RestVerificationRecord on VerificationRecord {\n    id\n    kind\n    proofType\n    status\n    orgId\n    propertyId\n    subjectUserId\n    assignedTo\n    reviewedBy\n    reviewNote\n    reviewedAt\n    submittedAt\n    createdAt\n    documents {\n      id\n      mediaObjectId\n      certificateRef\n      certifiedOn\n      expiresOn\n    }\n  }\n": types.RestVerificationRecordFragmentDoc,
    "\n  fragment RestMediaObject on MediaObject {\n    id\n    orgId\n    ownerId\n    ownerUserId\n    filename\n    contentType\n    sizeBytes\n    createdAt\n  }\n": types.RestMediaObjectFragmentDoc,
    "\n  fragment RestPerson on Person {\n    id\n    orgId\n    userId\n    name\n    email\n    phone\n    language\n    addressLine\n    quartier\n    city\n    province\n    createdAt\n    updatedAt\n  }\n": types.RestPersonFragmentDoc,
    "\n  fragment RestMaintenanceRequest on MaintenanceRequest {\n    id\n    orgId\n    propertyId\n    unitId\n    openedBy\n    category\n    urgency\n    description\n    mediaIds\n    status\n    rejectReason\n    scheduledOn\n    vendorPersonId\n    vendorName\n    vendorPhone\n    cost\n    costCurrency\n    chargeTo\n    openedAt\n    respondedAt\n    scheduledAt\n    startedAt\n    completedAt\n    cancelledAt\n    responseDueAt\n    completionDueAt\n    overdue\n  }\n": types.RestMaintenanceRequestFragmentDoc,
    "\n  fragment RestMaintenanceComment on MaintenanceComment {\n    id\n    requestId\n    authorUserId\n    body\n    createdAt\n  }\n": types.RestMaintenanceCommentFragmentDoc,
    "\n  query TestMe { me { userId orgId roles } }\n": types.TestMeDocument,
    "\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n": types.TestPortfolioDocument,
    "\n  query TestFullGraph($first: Int!, $counts: Boolean!) {\n    properties(first: $first) {\n      totalCount @include(if: $counts)\n      edges {\n        node {\n          id\n          units(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                bookings(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges {\n                    node {\n                      id\n                      unit { id }\n                      invoices(first: 5) {\n                        totalCount @include(if: $counts)\n                        edges { node { id status booking { id } } }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          verificationRecords(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                documents { id media { id filename } }\n                history(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges { node { toStatus } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TestFullGraphDocument,
    "\n  mutation TestSetBillingPlan($bookingId: UUID!, $input: BillingPlanInput!) {\n    setBillingPlan(bookingId: $bookingId, input: $input) { bookingId cycle dueDay paymentTermsDays tvaBasisPoints }\n  }\n": types.TestSetBillingPlanDocument,
    "mutation TestRemoveBillingPlan($bookingId: UUID!) { removeBillingPlan(bookingId: $bookingId) { id billingPlan { cycle } } }": types.TestRemoveBillingPlanDocument,
    "query TestBookingPlan($id: UUID!) { booking(id: $id) { id billingPlan { cycle dueDay tvaBasisPoints } } }": types.TestBookingPlanDocument,
    "\n  query TestBillingPolicy { billingPolicy { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount updatedAt } }\n": types.TestBillingPolicyDocument,
    "\n  mutation TestUpdateBillingPolicy($input: BillingPolicyInput!) {\n    updateBillingPolicy(input: $input) { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount }\n  }\n": types.TestUpdateBillingPolicyDocument,
    "mutation TestWaiveLateFee($id: UUID!, $reason: String!) { waiveLateFee(id: $id, reason: $reason) { id kind status cancelReason lateFeeOf { id } } }": types.TestWaiveLateFeeDocument,
    "mutation TestBillingCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": types.TestBillingCancelInvoiceDocument,
    "mutation TestBillingExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate } }": types.TestBillingExtendBookingDocument,
    "\n  query TestBookingInvoices($id: UUID!) {\n    booking(id: $id) { invoices(first: 100) { edges { node { id kind billingPeriodStart lateFeeSequence periodStart periodEnd dueDate netAmount tvaAmount grossAmount status } } } }\n  }\n": types.TestBookingInvoicesDocument,
    "\n  query TestBooking($id: UUID!) {\n    booking(id: $id) {\n      id status startDate endDate\n      unit { id label status bookings(first: 10) { totalCount edges { node { id } } } }\n      invoices(first: 10) { totalCount edges { node { id status booking { id } } } }\n    }\n  }\n": types.TestBookingDocument,
    "\n  query TestBookings($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id tenantUserId status } }\n    }\n  }\n": types.TestBookingsDocument,
    "\n  query TestUnitBookings($id: UUID!, $status: BookingStatus) {\n    unit(id: $id) { id status bookings(first: 50, status: $status) { totalCount edges { node { id status unit { id } } } } }\n  }\n": types.TestUnitBookingsDocument,
    "\n  mutation TestExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n": types.TestExtendBookingDocument,
    "mutation TestArchiveWithBookings($id: UUID!) { archiveProperty(id: $id) { id status } }": types.TestArchiveWithBookingsDocument,
    "mutation TestUnitStatusForBooking($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id } }": types.TestUnitStatusForBookingDocument,
    "\n  mutation TestEventsExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n": types.TestEventsExtendDocument,
    "mutation TestEventsPay($id: UUID!) { payInvoice(id: $id) { id status } }": types.TestEventsPayDocument,
    "mutation TestEventsPublish($id: UUID!) { publishProperty(id: $id) { id status } }": types.TestEventsPublishDocument,
    "mutation TestEventsArchive($id: UUID!) { archiveProperty(id: $id) { id status } }": types.TestEventsArchiveDocument,
    "\n  mutation TestEventsTwoConfirms($a: UUID!, $b: UUID!) { a: confirmBooking(id: $a) { id } b: confirmBooking(id: $b) { id } }\n": types.TestEventsTwoConfirmsDocument,
    "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n": types.TestCreatePropertyDocument,
    "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n": types.TestCreateUnitDocument,
    "\n  mutation TestCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency\n      status createdAt activatedAt terminatedAt\n    }\n  }\n": types.TestCreateBookingDocument,
    "mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }": types.TestSubmitBookingDocument,
    "mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }": types.TestConfirmBookingDocument,
    "mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }": types.TestCancelBookingDocument,
    "mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }": types.TestTerminateBookingDocument,
    "\n  mutation TestIssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints\n      periodStart periodEnd dueDate status createdAt paidAt\n    }\n  }\n": types.TestIssueInvoiceDocument,
    "\n  mutation TestCreateMediaObject($input: CreateMediaObjectInput!) {\n    createMediaObject(input: $input) {\n      media { id orgId ownerId ownerType ownerUserId kind filename contentType sizeBytes createdAt uploadedAt }\n      uploadUrl\n    }\n  }\n": types.TestCreateMediaObjectDocument,
    "\n  fragment TestRecord on VerificationRecord {\n    id kind proofType status orgId propertyId subjectUserId assignedTo reviewedBy reviewNote reviewedAt submittedAt createdAt\n    documents { id mediaObjectId role certificateRef certifiedOn certifyingAuthority documentType expiresOn media { id filename } }\n    history { edges { node { fromStatus toStatus changedBy changedAt note } } }\n  }\n": types.TestRecordFragmentDoc,
    "\n  mutation TestCreatePropertyProof($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { ...TestRecord } }\n": types.TestCreatePropertyProofDocument,
    "mutation TestCreateOwnerKyc { createOwnerKyc { ...TestRecord } }": types.TestCreateOwnerKycDocument,
    "\n  mutation TestAddDocument($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { ...TestRecord } }\n": types.TestAddDocumentDocument,
    "mutation TestSubmit($id: UUID!) { submitVerification(id: $id) { ...TestRecord } }": types.TestSubmitDocument,
    "mutation TestStartReview($id: UUID!) { startVerificationReview(id: $id) { ...TestRecord } }": types.TestStartReviewDocument,
    "\n  mutation TestRequestInfo($id: UUID!, $note: String!) { requestVerificationInfo(id: $id, note: $note) { ...TestRecord } }\n": types.TestRequestInfoDocument,
    "\n  mutation TestApprove($id: UUID!, $note: String) { approveVerification(id: $id, note: $note) { ...TestRecord } }\n": types.TestApproveDocument,
    "\n  mutation TestReject($id: UUID!, $note: String!) { rejectVerification(id: $id, note: $note) { ...TestRecord } }\n": types.TestRejectDocument,
    "\n  mutation TestRevoke($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { ...TestRecord } }\n": types.TestRevokeDocument,
    "\n  query TestDeferredUnits($first: Int!) {\n    properties(first: $first) {\n      edges {\n        node {\n          id\n          name\n          ... @defer(label: \"units\") {\n            units(first: 10) { edges { node { id label } } }\n          }\n        }\n      }\n    }\n  }\n": types.TestDeferredUnitsDocument,
    "\n  query TestStreamedUnits($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges @stream(initialCount: 1) { node { id label } } } } }\n    }\n  }\n": types.TestStreamedUnitsDocument,
    "\n  query TestUnitsAtOnce($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges { node { id label } } } } }\n    }\n  }\n": types.TestUnitsAtOnceDocument,
    "\n  query TestStreamFrom($initialCount: Int!) {\n    properties(first: 1) { edges { node { units(first: 3) { edges @stream(initialCount: $initialCount) { node { id } } } } } }\n  }\n": types.TestStreamFromDocument,
    "\n  mutation TestDeferInMutation($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id ... @defer { name } }\n  }\n": types.TestDeferInMutationDocument,
    "mutation TestBoundedRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }": types.TestBoundedRecordPaymentDocument,
    "query TestBoundedPayments($id: UUID!) { invoice(id: $id) { payments { id amount } } }": types.TestBoundedPaymentsDocument,
    "\n  query TestInvoice($id: UUID!) { invoice(id: $id) { id status paidAt booking { id unit { id } } } }\n": types.TestInvoiceDocument,
    "\n  query TestInvoices($filter: InvoiceFilter) { invoices(filter: $filter, first: 50) { totalCount edges { node { id status } } } }\n": types.TestInvoicesDocument,
    "mutation TestPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }": types.TestPayInvoiceDocument,
    "mutation TestCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": types.TestCancelInvoiceDocument,
    "\n  fragment TestMaintenanceRequest on MaintenanceRequest {\n    id orgId propertyId unitId openedBy category urgency description mediaIds status rejectReason scheduledOn\n    vendorPersonId vendorName vendorPhone cost costCurrency chargeTo openedAt respondedAt completedAt\n    responseDueAt completionDueAt overdue responseOverdue completionOverdue\n  }\n": types.TestMaintenanceRequestFragmentDoc,
    "\n  mutation TestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n    openMaintenanceRequest(input: $input) { ...TestMaintenanceRequest }\n  }\n": types.TestOpenMaintenanceRequestDocument,
    "mutation TestAcceptMaintenance($id: UUID!) { acceptMaintenanceRequest(id: $id) { id status respondedAt } }": types.TestAcceptMaintenanceDocument,
    "mutation TestRejectMaintenance($id: UUID!, $reason: String!) { rejectMaintenanceRequest(id: $id, reason: $reason) { id status rejectReason } }": types.TestRejectMaintenanceDocument,
    "\n  mutation TestScheduleMaintenance($id: UUID!, $input: ScheduleMaintenanceInput!) {\n    scheduleMaintenanceRequest(id: $id, input: $input) { id status scheduledOn vendorPersonId vendorName vendorPhone }\n  }\n": types.TestScheduleMaintenanceDocument,
    "mutation TestStartMaintenance($id: UUID!) { startMaintenanceRequest(id: $id) { id status } }": types.TestStartMaintenanceDocument,
    "\n  mutation TestCompleteMaintenance($id: UUID!, $input: CompleteMaintenanceInput!) {\n    completeMaintenanceRequest(id: $id, input: $input) {\n      id status cost costCurrency chargeTo\n      invoice { id kind maintenanceRequestId bookingId tenantUserId currency netAmount tvaBasisPoints tvaAmount grossAmount status dueDate }\n    }\n  }\n": types.TestCompleteMaintenanceDocument,
    "mutation TestCancelMaintenance($id: UUID!) { cancelMaintenanceRequest(id: $id) { id status } }": types.TestCancelMaintenanceDocument,
    "mutation TestCommentMaintenance($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id requestId authorUserId body } }": types.TestCommentMaintenanceDocument,
    "\n  query TestMaintenanceRequestById($id: UUID!) {\n    maintenanceRequest(id: $id) { ...TestMaintenanceRequest unit { id label } comments(first: 10) { totalCount edges { node { body authorUserId } } } }\n  }\n": types.TestMaintenanceRequestByIdDocument,
    "\n  query TestMaintenanceRequests($filter: MaintenanceRequestFilter, $orderBy: [MaintenanceRequestOrder!], $overdue: Boolean, $first: Int) {\n    maintenanceRequests(filter: $filter, orderBy: $orderBy, overdue: $overdue, first: $first) { totalCount edges { node { id status urgency overdue } } }\n  }\n": types.TestMaintenanceRequestsDocument,
    "query TestMaintenanceNode($id: ID!) { node(id: $id) { __typename id } }": types.TestMaintenanceNodeDocument,
    "query TestMaintenanceLevels { maintenanceServiceLevels { urgency responseHours completionHours } }": types.TestMaintenanceLevelsDocument,
    "\n  mutation TestSetMaintenanceLevel($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency responseHours completionHours } }\n": types.TestSetMaintenanceLevelDocument,
    "\n  query TestMaintenanceReport {\n    maintenanceReport { open overdue lines { propertyId propertyName urgency open overdue byAge { bucket count } } }\n  }\n": types.TestMaintenanceReportDocument,
    "mutation TestMaintenanceTva($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { defaultTvaBasisPoints } }": types.TestMaintenanceTvaDocument,
    "mutation TestMaintenancePublish($id: UUID!) { publishProperty(id: $id) { id status } }": types.TestMaintenancePublishDocument,
    "mutation TestMaintenanceVendor($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestMaintenanceVendorDocument,
    "query TestMediaUsage { mediaUsage { bytes objects maxBytes maxObjects } }": types.TestMediaUsageDocument,
    "mutation TestDeleteMediaObject($id: UUID!) { deleteMediaObject(id: $id) }": types.TestDeleteMediaObjectDocument,
    "query TestMediaObject($id: UUID!) { mediaObject(id: $id) { id kind uploadedAt sha256 } }": types.TestMediaObjectDocument,
    "mutation TestNotifyCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestNotifyCreatePersonDocument,
    "mutation TestNotifyUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }": types.TestNotifyUpdatePersonDocument,
    "\n  mutation TestNotifyRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": types.TestNotifyRecordPaymentDocument,
    "\n  query TestNotifyPreferences($id: UUID!) {\n    person(id: $id) { notificationPreferences { emailOptedOut mutedKinds emailUndeliverable emailUndeliverableReason } }\n  }\n": types.TestNotifyPreferencesDocument,
    "\n  mutation TestNotifyUpdatePreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { notificationPreferences { emailOptedOut mutedKinds } }\n  }\n": types.TestNotifyUpdatePreferencesDocument,
    "\n  query TestNotifyLog($personId: UUID) {\n    notifications(personId: $personId, first: 100) { totalCount edges { node { kind status attempts email subject lastError sentAt nextAttemptAt } } }\n  }\n": types.TestNotifyLogDocument,
    "\n  query TestNotifyNode($id: ID!) { node(id: $id) { __typename id ... on Notification { kind status personId email } } }\n": types.TestNotifyNodeDocument,
    "query TestNotifyNodes($ids: [ID!]!) { nodes(ids: $ids, nullIfMissing: true) { id } }": types.TestNotifyNodesDocument,
    "\n  mutation TestNotifyPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { reminderDaysBeforeDue leaseEndingNoticeDays } }\n": types.TestNotifyPolicyDocument,
    "\n  query TestOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) {\n      ownerUserId ownerName ownerAddress from to managementFeeBasisPoints managementFeeTvaBasisPoints\n      accounts {\n        currency openingBalance rentCollected managementFee managementFeeTva maintenanceCosts payouts closingBalance\n        lines {\n          currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n          tenantUserId tenantName maintenanceRequestId payoutId reference\n        }\n      }\n    }\n  }\n": types.TestOwnerStatementDocument,
    "\n  mutation TestRecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) { id ownerUserId currency amount paidOn reference recordedBy }\n  }\n": types.TestRecordOwnerPayoutDocument,
    "\n  mutation TestOwnerStatementsPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { managementFeeBasisPoints managementFeeTvaBasisPoints } }\n": types.TestOwnerStatementsPolicyDocument,
    "\n  mutation TestOwnerStatementsPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": types.TestOwnerStatementsPaymentDocument,
    "mutation TestOwnerStatementsReverse($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }": types.TestOwnerStatementsReverseDocument,
    "mutation TestOwnerStatementsPerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestOwnerStatementsPersonDocument,
    "\n  mutation TestRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      id invoiceId amount method reference receivedOn recordedBy recordedAt reversedAt reversedBy reversalReason\n      invoice { id status paidAt paidAmount balance }\n    }\n  }\n": types.TestRecordPaymentDocument,
    "\n  mutation TestReversePayment($id: UUID!, $reason: String!) {\n    reversePayment(id: $id, reason: $reason) { id reversedAt reversedBy reversalReason invoice { id status paidAt paidAmount balance } }\n  }\n": types.TestReversePaymentDocument,
    "\n  query TestInvoicePayments($id: UUID!) {\n    invoice(id: $id) { id status paidAt grossAmount paidAmount balance payments { id amount method reference receivedOn reversedAt } }\n  }\n": types.TestInvoicePaymentsDocument,
    "query TestPaymentNode($id: ID!) { node(id: $id) { __typename id ... on Payment { amount invoice { id } } } }": types.TestPaymentNodeDocument,
    "mutation TestPaymentsPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }": types.TestPaymentsPayInvoiceDocument,
    "mutation TestPaymentsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": types.TestPaymentsCancelInvoiceDocument,
    "\n  fragment TestPerson on Person { id orgId userId name email phone language addressLine quartier city province }\n": types.TestPersonFragmentDoc,
    "mutation TestCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { ...TestPerson } }": types.TestCreatePersonDocument,
    "\n  mutation TestUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { ...TestPerson } }\n": types.TestUpdatePersonDocument,
    "query TestPersonById($id: UUID!) { person(id: $id) { ...TestPerson } }": types.TestPersonByIdDocument,
    "query TestPersonNode($id: ID!) { node(id: $id) { __typename id } }": types.TestPersonNodeDocument,
    "\n  query TestPeople($filter: PersonFilter, $first: Int) { people(filter: $filter, first: $first) { totalCount edges { node { id name } } } }\n": types.TestPeopleDocument,
    "query TestOrgProfile { orgProfile { legalName addressLine city updatedAt } }": types.TestOrgProfileDocument,
    "\n  mutation TestUpdateOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName addressLine city updatedAt } }\n": types.TestUpdateOrgProfileDocument,
    "\n  query TestBookingsWithPeople($first: Int) {\n    bookings(first: $first) { edges { node { id tenantUserId tenant { name } unit { property { owner { name } } } } } }\n  }\n": types.TestBookingsWithPeopleDocument,
    "query TestMyBookingsWithTenant { bookings(first: 10) { edges { node { tenant { name } } } } }": types.TestMyBookingsWithTenantDocument,
    "\n  query TestPersistedProperties { properties(first: 5) { totalCount edges { node { id name } } } }\n": types.TestPersistedPropertiesDocument,
    "query TestLearntProperties { properties(first: 3) { edges { node { name } } } }": types.TestLearntPropertiesDocument,
    "mutation TestPdCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestPdCreatePersonDocument,
    "mutation TestPdUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }": types.TestPdUpdatePersonDocument,
    "\n  mutation TestPdPreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { id }\n  }\n": types.TestPdPreferencesDocument,
    "mutation TestPdExport($id: UUID!) { exportPerson(id: $id) { exportedAt document } }": types.TestPdExportDocument,
    "\n  mutation TestPdErase($id: UUID!) {\n    erasePerson(id: $id) { id userId name email phone addressLine quartier city province language erasedAt notificationPreferences { emailOptedOut mutedKinds } }\n  }\n": types.TestPdEraseDocument,
    "\n  mutation TestPdRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": types.TestPdRecordPaymentDocument,
    "mutation TestPdOpenRequest($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }": types.TestPdOpenRequestDocument,
    "mutation TestPdAcceptRequest($id: UUID!) { acceptMaintenanceRequest(id: $id) { id } }": types.TestPdAcceptRequestDocument,
    "\n  mutation TestPdScheduleRequest($id: UUID!, $input: ScheduleMaintenanceInput!) { scheduleMaintenanceRequest(id: $id, input: $input) { id vendorName } }\n": types.TestPdScheduleRequestDocument,
    "mutation TestPdComment($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }": types.TestPdCommentDocument,
    "query TestPdRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { lines { bookingId tenantUserId tenantName } } }": types.TestPdRentRollDocument,
    "\n  query TestPdTenantStatement($input: TenantStatementInput!) { tenantStatement(input: $input) { tenantName tenantAddress } }\n": types.TestPdTenantStatementDocument,
    "query TestPdPerson($id: UUID!) { person(id: $id) { id name erasedAt } }": types.TestPdPersonDocument,
    "mutation TestPdPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }": types.TestPdPayoutDocument,
    "query TestPdInvoice($id: UUID!) { invoice(id: $id) { id grossAmount paidAmount status tenant { name email } } }": types.TestPdInvoiceDocument,
    "\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n": types.TestPropertyDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n": types.TestPropertiesDocument,
    "\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n": types.TestPublishDocument,
    "\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n": types.TestArchiveDocument,
    "\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n": types.TestSetUnitStatusDocument,
    "\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n": types.TestUnitDocument,
    "\n  mutation TestReceiptsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) { id invoice { id status } }\n  }\n": types.TestReceiptsRecordPaymentDocument,
    "mutation TestReceiptsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }": types.TestReceiptsReversePaymentDocument,
    "mutation TestReceiptsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestReceiptsCreatePersonDocument,
    "mutation TestReceiptsOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }": types.TestReceiptsOrgProfileDocument,
    "\n  query TestReceipt($id: UUID!, $lang: ReceiptLanguage) { invoice(id: $id) { id status receipt(lang: $lang) { number url } } }\n": types.TestReceiptDocument,
    "\n  query TestRentRollPage($asOf: Date!, $first: Int, $after: String) {\n    rentRoll(asOf: $asOf, first: $first, after: $after) {\n      unitCount occupiedUnits lineCount\n      lines { unitId propertyName unitLabel balance }\n      totals { currency occupiedUnits rentAmount balance }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": types.TestRentRollPageDocument,
    "\n  query TestArrearsPage($asOf: Date!, $first: Int, $after: String) {\n    arrearsReport(asOf: $asOf, first: $first, after: $after) {\n      lineCount\n      lines { unitId tenantUserId currency total }\n      totals { currency total invoiceCount }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n": types.TestArrearsPageDocument,
    "\n  query TestMaintenanceReportPage($first: Int, $after: String) {\n    maintenanceReport(first: $first, after: $after) {\n      open overdue lineCount\n      lines { propertyId urgency open overdue byAge { bucket count } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.TestMaintenanceReportPageDocument,
    "mutation TestTotalsPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }": types.TestTotalsPayoutDocument,
    "\n  query TestTotalsOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) { accounts { currency openingBalance payouts closingBalance lines { amount } } }\n  }\n": types.TestTotalsOwnerStatementDocument,
    "\n  query TestTotalsTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) { accounts { openingBalance closingBalance lines { amount balance } } }\n  }\n": types.TestTotalsTenantStatementDocument,
    "query TestTotalsArrears($asOf: Date!) { arrearsReport(asOf: $asOf) { totals { currency total } } }": types.TestTotalsArrearsDocument,
    "query TestTotalsRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { totals { currency balance } } }": types.TestTotalsRentRollDocument,
    "\n  query TestTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) {\n      tenantUserId tenantName tenantAddress from to\n      accounts {\n        currency openingBalance closingBalance\n        lines { date kind invoiceId periodStart periodEnd paymentId method reference amount balance invoice { id grossAmount } payment { id amount } }\n      }\n    }\n  }\n": types.TestTenantStatementDocument,
    "\n  query TestArrearsReport($asOf: Date!) {\n    arrearsReport(asOf: $asOf) {\n      asOf\n      lines {\n        propertyId propertyName unitId unitLabel tenantUserId currency\n        days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n      }\n      totals { currency days0To30 days31To60 days61To90 over90Days total invoiceCount }\n    }\n  }\n": types.TestArrearsReportDocument,
    "\n  query TestRentRoll($asOf: Date!) {\n    rentRoll(asOf: $asOf) {\n      asOf unitCount occupiedUnits\n      lines {\n        propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n        startDate endDate rentAmount rentCurrency balance tenantName\n      }\n      totals { currency occupiedUnits rentAmount balance }\n    }\n  }\n": types.TestRentRollDocument,
    "mutation TestReportsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }": types.TestReportsCreatePersonDocument,
    "\n  mutation TestReportsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": types.TestReportsRecordPaymentDocument,
    "mutation TestReportsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id reversedAt } }": types.TestReportsReversePaymentDocument,
    "mutation TestReportsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }": types.TestReportsCancelInvoiceDocument,
    "mutation TestDeleteStoredMedia($id: UUID!) { deleteMediaObject(id: $id) }": types.TestDeleteStoredMediaDocument,
    "\n  mutation TestDeleteTwoStoredMedia($id: UUID!, $other: UUID!) { first: deleteMediaObject(id: $id) second: deleteMediaObject(id: $other) }\n": types.TestDeleteTwoStoredMediaDocument,
    "\n  query TestSeedPortfolio {\n    me { userId orgId roles }\n    properties(first: 20) {\n      totalCount\n      edges {\n        node {\n          name city quartier status\n          units(first: 10) {\n            edges { node { label bookings(first: 10) { edges { node { status tenantUserId invoices(first: 10) { edges { node { status tvaBasisPoints currency grossAmount netAmount tvaAmount } } } } } } } }\n          }\n        }\n      }\n    }\n  }\n": types.TestSeedPortfolioDocument,
    "\n  mutation TestSubscriptionExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id } }\n": types.TestSubscriptionExtendDocument,
    "\n  query TestLegacyInvoice($id: UUID!) {\n    invoice(id: $id) { id status grossAmount paidAmount balance paidAt payments { amount method recordedBy receivedOn } receipt { number } }\n  }\n": types.TestLegacyInvoiceDocument,
    "\n  mutation TestRecordLegacy($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n": types.TestRecordLegacyDocument,
    "mutation TestVerificationPublish($id: UUID!) { publishProperty(id: $id) { id status } }": types.TestVerificationPublishDocument,
    "query TestVerificationRecord($id: UUID!) { verificationRecord(id: $id) { ...TestRecord property { id name } } }": types.TestVerificationRecordDocument,
    "\n  query TestQueue($kind: VerificationKind, $first: Int, $after: String) {\n    verificationQueue(kind: $kind, first: $first, after: $after) {\n      totalCount edges { node { id kind status submittedAt } } pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.TestQueueDocument,
    "query TestMyKyc { myKyc(first: 10) { totalCount edges { node { id status subjectUserId } } } }": types.TestMyKycDocument,
    "\n  query TestPropertyProofs($id: UUID!) {\n    property(id: $id) { verificationRecords(first: 10) { totalCount edges { node { id status documents { role media { id } } } } } }\n  }\n": types.TestPropertyProofsDocument,
    "mutation TestPendingMedia($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }": types.TestPendingMediaDocument,
    "\n  mutation TestCrashCreateWebhookEndpoint($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }\n": types.TestCrashCreateWebhookEndpointDocument,
    "\n  mutation TestCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url eventTypes status } }\n  }\n": types.TestCreateWebhookEndpointDocument,
    "\n  mutation TestUpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url eventTypes } }\n": types.TestUpdateWebhookEndpointDocument,
    "mutation TestDeleteWebhookEndpoint($id: UUID!) { deleteWebhookEndpoint(id: $id) }": types.TestDeleteWebhookEndpointDocument,
    "query TestWebhookEndpoints { webhookEndpoints { edges { node { id } } } }": types.TestWebhookEndpointsDocument,
    "mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }": types.TestRotateWebhookSecretDocument,
    "mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }": types.TestDisableWebhookEndpointDocument,
    "mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }": types.TestRedeliverWebhookDocument,
    "\n  query TestWebhookEndpoint($id: UUID!) {\n    webhookEndpoint(id: $id) {\n      status disabledReason\n      deliveries(first: 50) { edges { node { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } } } }\n    }\n  }\n": types.TestWebhookEndpointDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }\n      }\n    "): (typeof documents)["\n      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestArchiveProperty($id: UUID!) {\n        archiveProperty(id: $id) { ...RestProperty }\n      }\n    "): (typeof documents)["\n      mutation RestArchiveProperty($id: UUID!) {\n        archiveProperty(id: $id) { ...RestProperty }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {\n        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }\n      }\n    "): (typeof documents)["\n      mutation RestExtendBooking($id: UUID!, $endDate: Date!) {\n        extendBooking(id: $id, endDate: $endDate) { ...RestBooking }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestTerminateBooking($id: UUID!) {\n        terminateBooking(id: $id) { ...RestBooking }\n      }\n    "): (typeof documents)["\n      mutation RestTerminateBooking($id: UUID!) {\n        terminateBooking(id: $id) { ...RestBooking }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {\n        bookings(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestBooking } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestListBookings($filter: BookingFilter, $first: Int, $after: String) {\n        bookings(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestBooking } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestInvoice($id: UUID!) {\n        invoice(id: $id) { ...RestInvoice }\n      }\n    "): (typeof documents)["\n      query RestInvoice($id: UUID!) {\n        invoice(id: $id) { ...RestInvoice }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestPayInvoice($id: UUID!) {\n        payInvoice(id: $id) { ...RestInvoice }\n      }\n    "): (typeof documents)["\n      mutation RestPayInvoice($id: UUID!) {\n        payInvoice(id: $id) { ...RestInvoice }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {\n        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    "): (typeof documents)["\n      mutation RestAddPropertyProofDocument($id: UUID!, $input: AddVerificationDocumentInput!) {\n        addVerificationDocument(id: $id, input: $input, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestSubmitPropertyProof($id: UUID!) {\n        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    "): (typeof documents)["\n      mutation RestSubmitPropertyProof($id: UUID!) {\n        submitVerification(id: $id, kind: PROPERTY_PROOF) { ...RestVerificationRecord }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestApproveVerification($id: UUID!, $note: String) {\n        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }\n      }\n    "): (typeof documents)["\n      mutation RestApproveVerification($id: UUID!, $note: String) {\n        approveVerification(id: $id, note: $note) { ...RestVerificationRecord }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestRevokeVerification($id: UUID!, $reason: String!) {\n        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }\n      }\n    "): (typeof documents)["\n      mutation RestRevokeVerification($id: UUID!, $reason: String!) {\n        revokeVerification(id: $id, reason: $reason) { ...RestVerificationRecord }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestVerificationQueue($kind: VerificationKind, $first: Int, $after: String) {\n        verificationQueue(kind: $kind, first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestVerificationQueue($kind: VerificationKind, $first: Int, $after: String) {\n        verificationQueue(kind: $kind, first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestMyKyc($first: Int, $after: String) {\n        myKyc(first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestMyKyc($first: Int, $after: String) {\n        myKyc(first: $first, after: $after) {\n          edges { node { ...RestVerificationRecord } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {\n        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }\n      }\n    "): (typeof documents)["\n      mutation RestCreateMediaObject($input: CreateMediaObjectInput!) {\n        createMediaObject(input: $input) { media { ...RestMediaObject } uploadUrl }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestArrearsCsv($asOf: Date!, $first: Int, $after: String) {\n        arrearsReport(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel tenantUserId currency\n            days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestArrearsCsv($asOf: Date!, $first: Int, $after: String) {\n        arrearsReport(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel tenantUserId currency\n            days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestRentRollCsv($asOf: Date!, $first: Int, $after: String) {\n        rentRoll(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n            startDate endDate rentAmount rentCurrency balance tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestRentRollCsv($asOf: Date!, $first: Int, $after: String) {\n        rentRoll(asOf: $asOf, first: $first, after: $after) {\n          lines {\n            propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n            startDate endDate rentAmount rentCurrency balance tenantName\n          }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestOwnerStatementCsv($ownerUserId: UUID!, $from: Date!, $to: Date!) {\n        ownerStatement(input: { ownerUserId: $ownerUserId, from: $from, to: $to }) {\n          lines {\n            currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n            tenantUserId tenantName maintenanceRequestId payoutId reference\n          }\n        }\n      }\n    "): (typeof documents)["\n      query RestOwnerStatementCsv($ownerUserId: UUID!, $from: Date!, $to: Date!) {\n        ownerStatement(input: { ownerUserId: $ownerUserId, from: $from, to: $to }) {\n          lines {\n            currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n            tenantUserId tenantName maintenanceRequestId payoutId reference\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCreatePerson($input: CreatePersonInput!) {\n        createPerson(input: $input) { ...RestPerson }\n      }\n    "): (typeof documents)["\n      mutation RestCreatePerson($input: CreatePersonInput!) {\n        createPerson(input: $input) { ...RestPerson }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestPerson($id: UUID!) {\n        person(id: $id) { ...RestPerson }\n      }\n    "): (typeof documents)["\n      query RestPerson($id: UUID!) {\n        person(id: $id) { ...RestPerson }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestExportPerson($id: UUID!) {\n        exportPerson(id: $id) { document }\n      }\n    "): (typeof documents)["\n      mutation RestExportPerson($id: UUID!) {\n        exportPerson(id: $id) { document }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestListPeople($filter: PersonFilter, $first: Int, $after: String) {\n        people(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestPerson } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestListPeople($filter: PersonFilter, $first: Int, $after: String) {\n        people(filter: $filter, first: $first, after: $after) {\n          edges { node { ...RestPerson } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestListMaintenanceRequests($filter: MaintenanceRequestFilter, $overdue: Boolean, $first: Int, $after: String) {\n        maintenanceRequests(filter: $filter, overdue: $overdue, first: $first, after: $after) {\n          edges { node { ...RestMaintenanceRequest } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "): (typeof documents)["\n      query RestListMaintenanceRequests($filter: MaintenanceRequestFilter, $overdue: Boolean, $first: Int, $after: String) {\n        maintenanceRequests(filter: $filter, overdue: $overdue, first: $first, after: $after) {\n          edges { node { ...RestMaintenanceRequest } }\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n        openMaintenanceRequest(input: $input) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n        openMaintenanceRequest(input: $input) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query RestMaintenanceRequest($id: UUID!) {\n        maintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      query RestMaintenanceRequest($id: UUID!) {\n        maintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestAcceptMaintenanceRequest($id: UUID!) {\n        acceptMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestAcceptMaintenanceRequest($id: UUID!) {\n        acceptMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestRejectMaintenanceRequest($id: UUID!, $reason: String!) {\n        rejectMaintenanceRequest(id: $id, reason: $reason) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestRejectMaintenanceRequest($id: UUID!, $reason: String!) {\n        rejectMaintenanceRequest(id: $id, reason: $reason) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestScheduleMaintenanceRequest($id: UUID!, $input: ScheduleMaintenanceInput!) {\n        scheduleMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestScheduleMaintenanceRequest($id: UUID!, $input: ScheduleMaintenanceInput!) {\n        scheduleMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestStartMaintenanceRequest($id: UUID!) {\n        startMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestStartMaintenanceRequest($id: UUID!) {\n        startMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCompleteMaintenanceRequest($id: UUID!, $input: CompleteMaintenanceInput!) {\n        completeMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestCompleteMaintenanceRequest($id: UUID!, $input: CompleteMaintenanceInput!) {\n        completeMaintenanceRequest(id: $id, input: $input) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCancelMaintenanceRequest($id: UUID!) {\n        cancelMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "): (typeof documents)["\n      mutation RestCancelMaintenanceRequest($id: UUID!) {\n        cancelMaintenanceRequest(id: $id) { ...RestMaintenanceRequest }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation RestCommentOnMaintenanceRequest($id: UUID!, $body: String!) {\n        commentOnMaintenanceRequest(id: $id, body: $body) { ...RestMaintenanceComment }\n      }\n    "): (typeof documents)["\n      mutation RestCommentOnMaintenanceRequest($id: UUID!, $body: String!) {\n        commentOnMaintenanceRequest(id: $id, body: $body) { ...RestMaintenanceComment }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n"): (typeof documents)["\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestBooking on Booking {\n    id\n    orgId\n    unitId\n    tenantUserId\n    startDate\n    endDate\n    rentAmount\n    rentCurrency\n    depositAmount\n    depositCurrency\n    status\n    createdAt\n    activatedAt\n    terminatedAt\n  }\n"): (typeof documents)["\n  fragment RestBooking on Booking {\n    id\n    orgId\n    unitId\n    tenantUserId\n    startDate\n    endDate\n    rentAmount\n    rentCurrency\n    depositAmount\n    depositCurrency\n    status\n    createdAt\n    activatedAt\n    terminatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestInvoice on Invoice {\n    id\n    orgId\n    bookingId\n    tenantUserId\n    currency\n    grossAmount\n    netAmount\n    tvaAmount\n    tvaBasisPoints\n    periodStart\n    periodEnd\n    dueDate\n    status\n    createdAt\n    paidAt\n  }\n"): (typeof documents)["\n  fragment RestInvoice on Invoice {\n    id\n    orgId\n    bookingId\n    tenantUserId\n    currency\n    grossAmount\n    netAmount\n    tvaAmount\n    tvaBasisPoints\n    periodStart\n    periodEnd\n    dueDate\n    status\n    createdAt\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestVerificationRecord on VerificationRecord {\n    id\n    kind\n    proofType\n    status\n    orgId\n    propertyId\n    subjectUserId\n    assignedTo\n    reviewedBy\n    reviewNote\n    reviewedAt\n    submittedAt\n    createdAt\n    documents {\n      id\n      mediaObjectId\n      certificateRef\n      certifiedOn\n      expiresOn\n    }\n  }\n"): (typeof documents)["\n  fragment RestVerificationRecord on VerificationRecord {\n    id\n    kind\n    proofType\n    status\n    orgId\n    propertyId\n    subjectUserId\n    assignedTo\n    reviewedBy\n    reviewNote\n    reviewedAt\n    submittedAt\n    createdAt\n    documents {\n      id\n      mediaObjectId\n      certificateRef\n      certifiedOn\n      expiresOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMediaObject on MediaObject {\n    id\n    orgId\n    ownerId\n    ownerUserId\n    filename\n    contentType\n    sizeBytes\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestMediaObject on MediaObject {\n    id\n    orgId\n    ownerId\n    ownerUserId\n    filename\n    contentType\n    sizeBytes\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestPerson on Person {\n    id\n    orgId\n    userId\n    name\n    email\n    phone\n    language\n    addressLine\n    quartier\n    city\n    province\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment RestPerson on Person {\n    id\n    orgId\n    userId\n    name\n    email\n    phone\n    language\n    addressLine\n    quartier\n    city\n    province\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMaintenanceRequest on MaintenanceRequest {\n    id\n    orgId\n    propertyId\n    unitId\n    openedBy\n    category\n    urgency\n    description\n    mediaIds\n    status\n    rejectReason\n    scheduledOn\n    vendorPersonId\n    vendorName\n    vendorPhone\n    cost\n    costCurrency\n    chargeTo\n    openedAt\n    respondedAt\n    scheduledAt\n    startedAt\n    completedAt\n    cancelledAt\n    responseDueAt\n    completionDueAt\n    overdue\n  }\n"): (typeof documents)["\n  fragment RestMaintenanceRequest on MaintenanceRequest {\n    id\n    orgId\n    propertyId\n    unitId\n    openedBy\n    category\n    urgency\n    description\n    mediaIds\n    status\n    rejectReason\n    scheduledOn\n    vendorPersonId\n    vendorName\n    vendorPhone\n    cost\n    costCurrency\n    chargeTo\n    openedAt\n    respondedAt\n    scheduledAt\n    startedAt\n    completedAt\n    cancelledAt\n    responseDueAt\n    completionDueAt\n    overdue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestMaintenanceComment on MaintenanceComment {\n    id\n    requestId\n    authorUserId\n    body\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestMaintenanceComment on MaintenanceComment {\n    id\n    requestId\n    authorUserId\n    body\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMe { me { userId orgId roles } }\n"): (typeof documents)["\n  query TestMe { me { userId orgId roles } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestFullGraph($first: Int!, $counts: Boolean!) {\n    properties(first: $first) {\n      totalCount @include(if: $counts)\n      edges {\n        node {\n          id\n          units(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                bookings(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges {\n                    node {\n                      id\n                      unit { id }\n                      invoices(first: 5) {\n                        totalCount @include(if: $counts)\n                        edges { node { id status booking { id } } }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          verificationRecords(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                documents { id media { id filename } }\n                history(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges { node { toStatus } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestFullGraph($first: Int!, $counts: Boolean!) {\n    properties(first: $first) {\n      totalCount @include(if: $counts)\n      edges {\n        node {\n          id\n          units(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                bookings(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges {\n                    node {\n                      id\n                      unit { id }\n                      invoices(first: 5) {\n                        totalCount @include(if: $counts)\n                        edges { node { id status booking { id } } }\n                      }\n                    }\n                  }\n                }\n              }\n            }\n          }\n          verificationRecords(first: 5) {\n            totalCount @include(if: $counts)\n            edges {\n              node {\n                id\n                documents { id media { id filename } }\n                history(first: 5) {\n                  totalCount @include(if: $counts)\n                  edges { node { toStatus } }\n                }\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetBillingPlan($bookingId: UUID!, $input: BillingPlanInput!) {\n    setBillingPlan(bookingId: $bookingId, input: $input) { bookingId cycle dueDay paymentTermsDays tvaBasisPoints }\n  }\n"): (typeof documents)["\n  mutation TestSetBillingPlan($bookingId: UUID!, $input: BillingPlanInput!) {\n    setBillingPlan(bookingId: $bookingId, input: $input) { bookingId cycle dueDay paymentTermsDays tvaBasisPoints }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestRemoveBillingPlan($bookingId: UUID!) { removeBillingPlan(bookingId: $bookingId) { id billingPlan { cycle } } }"): (typeof documents)["mutation TestRemoveBillingPlan($bookingId: UUID!) { removeBillingPlan(bookingId: $bookingId) { id billingPlan { cycle } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestBookingPlan($id: UUID!) { booking(id: $id) { id billingPlan { cycle dueDay tvaBasisPoints } } }"): (typeof documents)["query TestBookingPlan($id: UUID!) { booking(id: $id) { id billingPlan { cycle dueDay tvaBasisPoints } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBillingPolicy { billingPolicy { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount updatedAt } }\n"): (typeof documents)["\n  query TestBillingPolicy { billingPolicy { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateBillingPolicy($input: BillingPolicyInput!) {\n    updateBillingPolicy(input: $input) { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount }\n  }\n"): (typeof documents)["\n  mutation TestUpdateBillingPolicy($input: BillingPolicyInput!) {\n    updateBillingPolicy(input: $input) { defaultTvaBasisPoints invoiceLeadDays lateFeeKind lateFeeGraceDays lateFeeFlatAmount lateFeeBasisPoints lateFeeRecurrence lateFeeCapAmount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestWaiveLateFee($id: UUID!, $reason: String!) { waiveLateFee(id: $id, reason: $reason) { id kind status cancelReason lateFeeOf { id } } }"): (typeof documents)["mutation TestWaiveLateFee($id: UUID!, $reason: String!) { waiveLateFee(id: $id, reason: $reason) { id kind status cancelReason lateFeeOf { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestBillingCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"): (typeof documents)["mutation TestBillingCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestBillingExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate } }"): (typeof documents)["mutation TestBillingExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingInvoices($id: UUID!) {\n    booking(id: $id) { invoices(first: 100) { edges { node { id kind billingPeriodStart lateFeeSequence periodStart periodEnd dueDate netAmount tvaAmount grossAmount status } } } }\n  }\n"): (typeof documents)["\n  query TestBookingInvoices($id: UUID!) {\n    booking(id: $id) { invoices(first: 100) { edges { node { id kind billingPeriodStart lateFeeSequence periodStart periodEnd dueDate netAmount tvaAmount grossAmount status } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBooking($id: UUID!) {\n    booking(id: $id) {\n      id status startDate endDate\n      unit { id label status bookings(first: 10) { totalCount edges { node { id } } } }\n      invoices(first: 10) { totalCount edges { node { id status booking { id } } } }\n    }\n  }\n"): (typeof documents)["\n  query TestBooking($id: UUID!) {\n    booking(id: $id) {\n      id status startDate endDate\n      unit { id label status bookings(first: 10) { totalCount edges { node { id } } } }\n      invoices(first: 10) { totalCount edges { node { id status booking { id } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookings($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id tenantUserId status } }\n    }\n  }\n"): (typeof documents)["\n  query TestBookings($filter: BookingFilter, $first: Int, $after: String) {\n    bookings(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { node { id tenantUserId status } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUnitBookings($id: UUID!, $status: BookingStatus) {\n    unit(id: $id) { id status bookings(first: 50, status: $status) { totalCount edges { node { id status unit { id } } } } }\n  }\n"): (typeof documents)["\n  query TestUnitBookings($id: UUID!, $status: BookingStatus) {\n    unit(id: $id) { id status bookings(first: 50, status: $status) { totalCount edges { node { id status unit { id } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n"): (typeof documents)["\n  mutation TestExtendBooking($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestArchiveWithBookings($id: UUID!) { archiveProperty(id: $id) { id status } }"): (typeof documents)["mutation TestArchiveWithBookings($id: UUID!) { archiveProperty(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestUnitStatusForBooking($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id } }"): (typeof documents)["mutation TestUnitStatusForBooking($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestEventsExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n"): (typeof documents)["\n  mutation TestEventsExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id endDate status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestEventsPay($id: UUID!) { payInvoice(id: $id) { id status } }"): (typeof documents)["mutation TestEventsPay($id: UUID!) { payInvoice(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestEventsPublish($id: UUID!) { publishProperty(id: $id) { id status } }"): (typeof documents)["mutation TestEventsPublish($id: UUID!) { publishProperty(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestEventsArchive($id: UUID!) { archiveProperty(id: $id) { id status } }"): (typeof documents)["mutation TestEventsArchive($id: UUID!) { archiveProperty(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestEventsTwoConfirms($a: UUID!, $b: UUID!) { a: confirmBooking(id: $a) { id } b: confirmBooking(id: $b) { id } }\n"): (typeof documents)["\n  mutation TestEventsTwoConfirms($a: UUID!, $b: UUID!) { a: confirmBooking(id: $a) { id } b: confirmBooking(id: $b) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n"): (typeof documents)["\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n"): (typeof documents)["\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency\n      status createdAt activatedAt terminatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency\n      status createdAt activatedAt terminatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }"): (typeof documents)["mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }"): (typeof documents)["mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }"): (typeof documents)["mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }"): (typeof documents)["mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestIssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints\n      periodStart periodEnd dueDate status createdAt paidAt\n    }\n  }\n"): (typeof documents)["\n  mutation TestIssueInvoice($input: IssueInvoiceInput!) {\n    issueInvoice(input: $input) {\n      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints\n      periodStart periodEnd dueDate status createdAt paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateMediaObject($input: CreateMediaObjectInput!) {\n    createMediaObject(input: $input) {\n      media { id orgId ownerId ownerType ownerUserId kind filename contentType sizeBytes createdAt uploadedAt }\n      uploadUrl\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateMediaObject($input: CreateMediaObjectInput!) {\n    createMediaObject(input: $input) {\n      media { id orgId ownerId ownerType ownerUserId kind filename contentType sizeBytes createdAt uploadedAt }\n      uploadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestRecord on VerificationRecord {\n    id kind proofType status orgId propertyId subjectUserId assignedTo reviewedBy reviewNote reviewedAt submittedAt createdAt\n    documents { id mediaObjectId role certificateRef certifiedOn certifyingAuthority documentType expiresOn media { id filename } }\n    history { edges { node { fromStatus toStatus changedBy changedAt note } } }\n  }\n"): (typeof documents)["\n  fragment TestRecord on VerificationRecord {\n    id kind proofType status orgId propertyId subjectUserId assignedTo reviewedBy reviewNote reviewedAt submittedAt createdAt\n    documents { id mediaObjectId role certificateRef certifiedOn certifyingAuthority documentType expiresOn media { id filename } }\n    history { edges { node { fromStatus toStatus changedBy changedAt note } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreatePropertyProof($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestCreatePropertyProof($input: CreatePropertyProofInput!) { createPropertyProof(input: $input) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreateOwnerKyc { createOwnerKyc { ...TestRecord } }"): (typeof documents)["mutation TestCreateOwnerKyc { createOwnerKyc { ...TestRecord } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAddDocument($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestAddDocument($id: UUID!, $input: AddVerificationDocumentInput!) { addVerificationDocument(id: $id, input: $input) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestSubmit($id: UUID!) { submitVerification(id: $id) { ...TestRecord } }"): (typeof documents)["mutation TestSubmit($id: UUID!) { submitVerification(id: $id) { ...TestRecord } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestStartReview($id: UUID!) { startVerificationReview(id: $id) { ...TestRecord } }"): (typeof documents)["mutation TestStartReview($id: UUID!) { startVerificationReview(id: $id) { ...TestRecord } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRequestInfo($id: UUID!, $note: String!) { requestVerificationInfo(id: $id, note: $note) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestRequestInfo($id: UUID!, $note: String!) { requestVerificationInfo(id: $id, note: $note) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestApprove($id: UUID!, $note: String) { approveVerification(id: $id, note: $note) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestApprove($id: UUID!, $note: String) { approveVerification(id: $id, note: $note) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReject($id: UUID!, $note: String!) { rejectVerification(id: $id, note: $note) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestReject($id: UUID!, $note: String!) { rejectVerification(id: $id, note: $note) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRevoke($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { ...TestRecord } }\n"): (typeof documents)["\n  mutation TestRevoke($id: UUID!, $reason: String!) { revokeVerification(id: $id, reason: $reason) { ...TestRecord } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDeferredUnits($first: Int!) {\n    properties(first: $first) {\n      edges {\n        node {\n          id\n          name\n          ... @defer(label: \"units\") {\n            units(first: 10) { edges { node { id label } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestDeferredUnits($first: Int!) {\n    properties(first: $first) {\n      edges {\n        node {\n          id\n          name\n          ... @defer(label: \"units\") {\n            units(first: 10) { edges { node { id label } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStreamedUnits($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges @stream(initialCount: 1) { node { id label } } } } }\n    }\n  }\n"): (typeof documents)["\n  query TestStreamedUnits($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges @stream(initialCount: 1) { node { id label } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUnitsAtOnce($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges { node { id label } } } } }\n    }\n  }\n"): (typeof documents)["\n  query TestUnitsAtOnce($first: Int!) {\n    properties(first: 1) {\n      edges { node { id units(first: $first) { edges { node { id label } } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestStreamFrom($initialCount: Int!) {\n    properties(first: 1) { edges { node { units(first: 3) { edges @stream(initialCount: $initialCount) { node { id } } } } } }\n  }\n"): (typeof documents)["\n  query TestStreamFrom($initialCount: Int!) {\n    properties(first: 1) { edges { node { units(first: 3) { edges @stream(initialCount: $initialCount) { node { id } } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeferInMutation($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id ... @defer { name } }\n  }\n"): (typeof documents)["\n  mutation TestDeferInMutation($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id ... @defer { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestBoundedRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }"): (typeof documents)["mutation TestBoundedRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestBoundedPayments($id: UUID!) { invoice(id: $id) { payments { id amount } } }"): (typeof documents)["query TestBoundedPayments($id: UUID!) { invoice(id: $id) { payments { id amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestInvoice($id: UUID!) { invoice(id: $id) { id status paidAt booking { id unit { id } } } }\n"): (typeof documents)["\n  query TestInvoice($id: UUID!) { invoice(id: $id) { id status paidAt booking { id unit { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestInvoices($filter: InvoiceFilter) { invoices(filter: $filter, first: 50) { totalCount edges { node { id status } } } }\n"): (typeof documents)["\n  query TestInvoices($filter: InvoiceFilter) { invoices(filter: $filter, first: 50) { totalCount edges { node { id status } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }"): (typeof documents)["mutation TestPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"): (typeof documents)["mutation TestCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestMaintenanceRequest on MaintenanceRequest {\n    id orgId propertyId unitId openedBy category urgency description mediaIds status rejectReason scheduledOn\n    vendorPersonId vendorName vendorPhone cost costCurrency chargeTo openedAt respondedAt completedAt\n    responseDueAt completionDueAt overdue responseOverdue completionOverdue\n  }\n"): (typeof documents)["\n  fragment TestMaintenanceRequest on MaintenanceRequest {\n    id orgId propertyId unitId openedBy category urgency description mediaIds status rejectReason scheduledOn\n    vendorPersonId vendorName vendorPhone cost costCurrency chargeTo openedAt respondedAt completedAt\n    responseDueAt completionDueAt overdue responseOverdue completionOverdue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n    openMaintenanceRequest(input: $input) { ...TestMaintenanceRequest }\n  }\n"): (typeof documents)["\n  mutation TestOpenMaintenanceRequest($input: OpenMaintenanceRequestInput!) {\n    openMaintenanceRequest(input: $input) { ...TestMaintenanceRequest }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestAcceptMaintenance($id: UUID!) { acceptMaintenanceRequest(id: $id) { id status respondedAt } }"): (typeof documents)["mutation TestAcceptMaintenance($id: UUID!) { acceptMaintenanceRequest(id: $id) { id status respondedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestRejectMaintenance($id: UUID!, $reason: String!) { rejectMaintenanceRequest(id: $id, reason: $reason) { id status rejectReason } }"): (typeof documents)["mutation TestRejectMaintenance($id: UUID!, $reason: String!) { rejectMaintenanceRequest(id: $id, reason: $reason) { id status rejectReason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestScheduleMaintenance($id: UUID!, $input: ScheduleMaintenanceInput!) {\n    scheduleMaintenanceRequest(id: $id, input: $input) { id status scheduledOn vendorPersonId vendorName vendorPhone }\n  }\n"): (typeof documents)["\n  mutation TestScheduleMaintenance($id: UUID!, $input: ScheduleMaintenanceInput!) {\n    scheduleMaintenanceRequest(id: $id, input: $input) { id status scheduledOn vendorPersonId vendorName vendorPhone }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestStartMaintenance($id: UUID!) { startMaintenanceRequest(id: $id) { id status } }"): (typeof documents)["mutation TestStartMaintenance($id: UUID!) { startMaintenanceRequest(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCompleteMaintenance($id: UUID!, $input: CompleteMaintenanceInput!) {\n    completeMaintenanceRequest(id: $id, input: $input) {\n      id status cost costCurrency chargeTo\n      invoice { id kind maintenanceRequestId bookingId tenantUserId currency netAmount tvaBasisPoints tvaAmount grossAmount status dueDate }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCompleteMaintenance($id: UUID!, $input: CompleteMaintenanceInput!) {\n    completeMaintenanceRequest(id: $id, input: $input) {\n      id status cost costCurrency chargeTo\n      invoice { id kind maintenanceRequestId bookingId tenantUserId currency netAmount tvaBasisPoints tvaAmount grossAmount status dueDate }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCancelMaintenance($id: UUID!) { cancelMaintenanceRequest(id: $id) { id status } }"): (typeof documents)["mutation TestCancelMaintenance($id: UUID!) { cancelMaintenanceRequest(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCommentMaintenance($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id requestId authorUserId body } }"): (typeof documents)["mutation TestCommentMaintenance($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id requestId authorUserId body } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMaintenanceRequestById($id: UUID!) {\n    maintenanceRequest(id: $id) { ...TestMaintenanceRequest unit { id label } comments(first: 10) { totalCount edges { node { body authorUserId } } } }\n  }\n"): (typeof documents)["\n  query TestMaintenanceRequestById($id: UUID!) {\n    maintenanceRequest(id: $id) { ...TestMaintenanceRequest unit { id label } comments(first: 10) { totalCount edges { node { body authorUserId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMaintenanceRequests($filter: MaintenanceRequestFilter, $orderBy: [MaintenanceRequestOrder!], $overdue: Boolean, $first: Int) {\n    maintenanceRequests(filter: $filter, orderBy: $orderBy, overdue: $overdue, first: $first) { totalCount edges { node { id status urgency overdue } } }\n  }\n"): (typeof documents)["\n  query TestMaintenanceRequests($filter: MaintenanceRequestFilter, $orderBy: [MaintenanceRequestOrder!], $overdue: Boolean, $first: Int) {\n    maintenanceRequests(filter: $filter, orderBy: $orderBy, overdue: $overdue, first: $first) { totalCount edges { node { id status urgency overdue } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMaintenanceNode($id: ID!) { node(id: $id) { __typename id } }"): (typeof documents)["query TestMaintenanceNode($id: ID!) { node(id: $id) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMaintenanceLevels { maintenanceServiceLevels { urgency responseHours completionHours } }"): (typeof documents)["query TestMaintenanceLevels { maintenanceServiceLevels { urgency responseHours completionHours } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetMaintenanceLevel($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency responseHours completionHours } }\n"): (typeof documents)["\n  mutation TestSetMaintenanceLevel($input: MaintenanceServiceLevelInput!) { setMaintenanceServiceLevel(input: $input) { urgency responseHours completionHours } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMaintenanceReport {\n    maintenanceReport { open overdue lines { propertyId propertyName urgency open overdue byAge { bucket count } } }\n  }\n"): (typeof documents)["\n  query TestMaintenanceReport {\n    maintenanceReport { open overdue lines { propertyId propertyName urgency open overdue byAge { bucket count } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestMaintenanceTva($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { defaultTvaBasisPoints } }"): (typeof documents)["mutation TestMaintenanceTva($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { defaultTvaBasisPoints } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestMaintenancePublish($id: UUID!) { publishProperty(id: $id) { id status } }"): (typeof documents)["mutation TestMaintenancePublish($id: UUID!) { publishProperty(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestMaintenanceVendor($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestMaintenanceVendor($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMediaUsage { mediaUsage { bytes objects maxBytes maxObjects } }"): (typeof documents)["query TestMediaUsage { mediaUsage { bytes objects maxBytes maxObjects } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestDeleteMediaObject($id: UUID!) { deleteMediaObject(id: $id) }"): (typeof documents)["mutation TestDeleteMediaObject($id: UUID!) { deleteMediaObject(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMediaObject($id: UUID!) { mediaObject(id: $id) { id kind uploadedAt sha256 } }"): (typeof documents)["query TestMediaObject($id: UUID!) { mediaObject(id: $id) { id kind uploadedAt sha256 } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestNotifyCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestNotifyCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestNotifyUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }"): (typeof documents)["mutation TestNotifyUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestNotifyRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"): (typeof documents)["\n  mutation TestNotifyRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNotifyPreferences($id: UUID!) {\n    person(id: $id) { notificationPreferences { emailOptedOut mutedKinds emailUndeliverable emailUndeliverableReason } }\n  }\n"): (typeof documents)["\n  query TestNotifyPreferences($id: UUID!) {\n    person(id: $id) { notificationPreferences { emailOptedOut mutedKinds emailUndeliverable emailUndeliverableReason } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestNotifyUpdatePreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { notificationPreferences { emailOptedOut mutedKinds } }\n  }\n"): (typeof documents)["\n  mutation TestNotifyUpdatePreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { notificationPreferences { emailOptedOut mutedKinds } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNotifyLog($personId: UUID) {\n    notifications(personId: $personId, first: 100) { totalCount edges { node { kind status attempts email subject lastError sentAt nextAttemptAt } } }\n  }\n"): (typeof documents)["\n  query TestNotifyLog($personId: UUID) {\n    notifications(personId: $personId, first: 100) { totalCount edges { node { kind status attempts email subject lastError sentAt nextAttemptAt } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestNotifyNode($id: ID!) { node(id: $id) { __typename id ... on Notification { kind status personId email } } }\n"): (typeof documents)["\n  query TestNotifyNode($id: ID!) { node(id: $id) { __typename id ... on Notification { kind status personId email } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestNotifyNodes($ids: [ID!]!) { nodes(ids: $ids, nullIfMissing: true) { id } }"): (typeof documents)["query TestNotifyNodes($ids: [ID!]!) { nodes(ids: $ids, nullIfMissing: true) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestNotifyPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { reminderDaysBeforeDue leaseEndingNoticeDays } }\n"): (typeof documents)["\n  mutation TestNotifyPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { reminderDaysBeforeDue leaseEndingNoticeDays } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) {\n      ownerUserId ownerName ownerAddress from to managementFeeBasisPoints managementFeeTvaBasisPoints\n      accounts {\n        currency openingBalance rentCollected managementFee managementFeeTva maintenanceCosts payouts closingBalance\n        lines {\n          currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n          tenantUserId tenantName maintenanceRequestId payoutId reference\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) {\n      ownerUserId ownerName ownerAddress from to managementFeeBasisPoints managementFeeTvaBasisPoints\n      accounts {\n        currency openingBalance rentCollected managementFee managementFeeTva maintenanceCosts payouts closingBalance\n        lines {\n          currency date kind amount managementFee managementFeeTva net paymentId invoiceId propertyId propertyName unitLabel\n          tenantUserId tenantName maintenanceRequestId payoutId reference\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) { id ownerUserId currency amount paidOn reference recordedBy }\n  }\n"): (typeof documents)["\n  mutation TestRecordOwnerPayout($input: RecordOwnerPayoutInput!) {\n    recordOwnerPayout(input: $input) { id ownerUserId currency amount paidOn reference recordedBy }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestOwnerStatementsPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { managementFeeBasisPoints managementFeeTvaBasisPoints } }\n"): (typeof documents)["\n  mutation TestOwnerStatementsPolicy($input: BillingPolicyInput!) { updateBillingPolicy(input: $input) { managementFeeBasisPoints managementFeeTvaBasisPoints } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestOwnerStatementsPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"): (typeof documents)["\n  mutation TestOwnerStatementsPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestOwnerStatementsReverse($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }"): (typeof documents)["mutation TestOwnerStatementsReverse($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestOwnerStatementsPerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestOwnerStatementsPerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      id invoiceId amount method reference receivedOn recordedBy recordedAt reversedAt reversedBy reversalReason\n      invoice { id status paidAt paidAmount balance }\n    }\n  }\n"): (typeof documents)["\n  mutation TestRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) {\n      id invoiceId amount method reference receivedOn recordedBy recordedAt reversedAt reversedBy reversalReason\n      invoice { id status paidAt paidAmount balance }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReversePayment($id: UUID!, $reason: String!) {\n    reversePayment(id: $id, reason: $reason) { id reversedAt reversedBy reversalReason invoice { id status paidAt paidAmount balance } }\n  }\n"): (typeof documents)["\n  mutation TestReversePayment($id: UUID!, $reason: String!) {\n    reversePayment(id: $id, reason: $reason) { id reversedAt reversedBy reversalReason invoice { id status paidAt paidAmount balance } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestInvoicePayments($id: UUID!) {\n    invoice(id: $id) { id status paidAt grossAmount paidAmount balance payments { id amount method reference receivedOn reversedAt } }\n  }\n"): (typeof documents)["\n  query TestInvoicePayments($id: UUID!) {\n    invoice(id: $id) { id status paidAt grossAmount paidAmount balance payments { id amount method reference receivedOn reversedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPaymentNode($id: ID!) { node(id: $id) { __typename id ... on Payment { amount invoice { id } } } }"): (typeof documents)["query TestPaymentNode($id: ID!) { node(id: $id) { __typename id ... on Payment { amount invoice { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPaymentsPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }"): (typeof documents)["mutation TestPaymentsPayInvoice($id: UUID!) { payInvoice(id: $id) { id status paidAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPaymentsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"): (typeof documents)["mutation TestPaymentsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestPerson on Person { id orgId userId name email phone language addressLine quartier city province }\n"): (typeof documents)["\n  fragment TestPerson on Person { id orgId userId name email phone language addressLine quartier city province }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { ...TestPerson } }"): (typeof documents)["mutation TestCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { ...TestPerson } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { ...TestPerson } }\n"): (typeof documents)["\n  mutation TestUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { ...TestPerson } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPersonById($id: UUID!) { person(id: $id) { ...TestPerson } }"): (typeof documents)["query TestPersonById($id: UUID!) { person(id: $id) { ...TestPerson } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPersonNode($id: ID!) { node(id: $id) { __typename id } }"): (typeof documents)["query TestPersonNode($id: ID!) { node(id: $id) { __typename id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPeople($filter: PersonFilter, $first: Int) { people(filter: $filter, first: $first) { totalCount edges { node { id name } } } }\n"): (typeof documents)["\n  query TestPeople($filter: PersonFilter, $first: Int) { people(filter: $filter, first: $first) { totalCount edges { node { id name } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestOrgProfile { orgProfile { legalName addressLine city updatedAt } }"): (typeof documents)["query TestOrgProfile { orgProfile { legalName addressLine city updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName addressLine city updatedAt } }\n"): (typeof documents)["\n  mutation TestUpdateOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName addressLine city updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestBookingsWithPeople($first: Int) {\n    bookings(first: $first) { edges { node { id tenantUserId tenant { name } unit { property { owner { name } } } } } }\n  }\n"): (typeof documents)["\n  query TestBookingsWithPeople($first: Int) {\n    bookings(first: $first) { edges { node { id tenantUserId tenant { name } unit { property { owner { name } } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMyBookingsWithTenant { bookings(first: 10) { edges { node { tenant { name } } } } }"): (typeof documents)["query TestMyBookingsWithTenant { bookings(first: 10) { edges { node { tenant { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPersistedProperties { properties(first: 5) { totalCount edges { node { id name } } } }\n"): (typeof documents)["\n  query TestPersistedProperties { properties(first: 5) { totalCount edges { node { id name } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestLearntProperties { properties(first: 3) { edges { node { name } } } }"): (typeof documents)["query TestLearntProperties { properties(first: 3) { edges { node { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestPdCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }"): (typeof documents)["mutation TestPdUpdatePerson($id: UUID!, $input: UpdatePersonInput!) { updatePerson(id: $id, input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPdPreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation TestPdPreferences($personId: UUID!, $input: NotificationPreferencesInput!) {\n    updateNotificationPreferences(personId: $personId, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdExport($id: UUID!) { exportPerson(id: $id) { exportedAt document } }"): (typeof documents)["mutation TestPdExport($id: UUID!) { exportPerson(id: $id) { exportedAt document } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPdErase($id: UUID!) {\n    erasePerson(id: $id) { id userId name email phone addressLine quartier city province language erasedAt notificationPreferences { emailOptedOut mutedKinds } }\n  }\n"): (typeof documents)["\n  mutation TestPdErase($id: UUID!) {\n    erasePerson(id: $id) { id userId name email phone addressLine quartier city province language erasedAt notificationPreferences { emailOptedOut mutedKinds } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPdRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"): (typeof documents)["\n  mutation TestPdRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdOpenRequest($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }"): (typeof documents)["mutation TestPdOpenRequest($input: OpenMaintenanceRequestInput!) { openMaintenanceRequest(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdAcceptRequest($id: UUID!) { acceptMaintenanceRequest(id: $id) { id } }"): (typeof documents)["mutation TestPdAcceptRequest($id: UUID!) { acceptMaintenanceRequest(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPdScheduleRequest($id: UUID!, $input: ScheduleMaintenanceInput!) { scheduleMaintenanceRequest(id: $id, input: $input) { id vendorName } }\n"): (typeof documents)["\n  mutation TestPdScheduleRequest($id: UUID!, $input: ScheduleMaintenanceInput!) { scheduleMaintenanceRequest(id: $id, input: $input) { id vendorName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdComment($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }"): (typeof documents)["mutation TestPdComment($id: UUID!, $body: String!) { commentOnMaintenanceRequest(id: $id, body: $body) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPdRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { lines { bookingId tenantUserId tenantName } } }"): (typeof documents)["query TestPdRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { lines { bookingId tenantUserId tenantName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPdTenantStatement($input: TenantStatementInput!) { tenantStatement(input: $input) { tenantName tenantAddress } }\n"): (typeof documents)["\n  query TestPdTenantStatement($input: TenantStatementInput!) { tenantStatement(input: $input) { tenantName tenantAddress } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPdPerson($id: UUID!) { person(id: $id) { id name erasedAt } }"): (typeof documents)["query TestPdPerson($id: UUID!) { person(id: $id) { id name erasedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPdPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }"): (typeof documents)["mutation TestPdPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestPdInvoice($id: UUID!) { invoice(id: $id) { id grossAmount paidAmount status tenant { name email } } }"): (typeof documents)["query TestPdInvoice($id: UUID!) { invoice(id: $id) { id grossAmount paidAmount status tenant { name email } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n"): (typeof documents)["\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n"): (typeof documents)["\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n"): (typeof documents)["\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n"): (typeof documents)["\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n"): (typeof documents)["\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n"): (typeof documents)["\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReceiptsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) { id invoice { id status } }\n  }\n"): (typeof documents)["\n  mutation TestReceiptsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) {\n    recordPayment(invoiceId: $invoiceId, input: $input) { id invoice { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReceiptsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }"): (typeof documents)["mutation TestReceiptsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReceiptsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestReceiptsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReceiptsOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }"): (typeof documents)["mutation TestReceiptsOrgProfile($input: OrgProfileInput!) { updateOrgProfile(input: $input) { legalName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestReceipt($id: UUID!, $lang: ReceiptLanguage) { invoice(id: $id) { id status receipt(lang: $lang) { number url } } }\n"): (typeof documents)["\n  query TestReceipt($id: UUID!, $lang: ReceiptLanguage) { invoice(id: $id) { id status receipt(lang: $lang) { number url } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRentRollPage($asOf: Date!, $first: Int, $after: String) {\n    rentRoll(asOf: $asOf, first: $first, after: $after) {\n      unitCount occupiedUnits lineCount\n      lines { unitId propertyName unitLabel balance }\n      totals { currency occupiedUnits rentAmount balance }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestRentRollPage($asOf: Date!, $first: Int, $after: String) {\n    rentRoll(asOf: $asOf, first: $first, after: $after) {\n      unitCount occupiedUnits lineCount\n      lines { unitId propertyName unitLabel balance }\n      totals { currency occupiedUnits rentAmount balance }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestArrearsPage($asOf: Date!, $first: Int, $after: String) {\n    arrearsReport(asOf: $asOf, first: $first, after: $after) {\n      lineCount\n      lines { unitId tenantUserId currency total }\n      totals { currency total invoiceCount }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestArrearsPage($asOf: Date!, $first: Int, $after: String) {\n    arrearsReport(asOf: $asOf, first: $first, after: $after) {\n      lineCount\n      lines { unitId tenantUserId currency total }\n      totals { currency total invoiceCount }\n      pageInfo { hasNextPage hasPreviousPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestMaintenanceReportPage($first: Int, $after: String) {\n    maintenanceReport(first: $first, after: $after) {\n      open overdue lineCount\n      lines { propertyId urgency open overdue byAge { bucket count } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestMaintenanceReportPage($first: Int, $after: String) {\n    maintenanceReport(first: $first, after: $after) {\n      open overdue lineCount\n      lines { propertyId urgency open overdue byAge { bucket count } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestTotalsPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }"): (typeof documents)["mutation TestTotalsPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTotalsOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) { accounts { currency openingBalance payouts closingBalance lines { amount } } }\n  }\n"): (typeof documents)["\n  query TestTotalsOwnerStatement($input: OwnerStatementInput!) {\n    ownerStatement(input: $input) { accounts { currency openingBalance payouts closingBalance lines { amount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTotalsTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) { accounts { openingBalance closingBalance lines { amount balance } } }\n  }\n"): (typeof documents)["\n  query TestTotalsTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) { accounts { openingBalance closingBalance lines { amount balance } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestTotalsArrears($asOf: Date!) { arrearsReport(asOf: $asOf) { totals { currency total } } }"): (typeof documents)["query TestTotalsArrears($asOf: Date!) { arrearsReport(asOf: $asOf) { totals { currency total } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestTotalsRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { totals { currency balance } } }"): (typeof documents)["query TestTotalsRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { totals { currency balance } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) {\n      tenantUserId tenantName tenantAddress from to\n      accounts {\n        currency openingBalance closingBalance\n        lines { date kind invoiceId periodStart periodEnd paymentId method reference amount balance invoice { id grossAmount } payment { id amount } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestTenantStatement($input: TenantStatementInput!) {\n    tenantStatement(input: $input) {\n      tenantUserId tenantName tenantAddress from to\n      accounts {\n        currency openingBalance closingBalance\n        lines { date kind invoiceId periodStart periodEnd paymentId method reference amount balance invoice { id grossAmount } payment { id amount } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestArrearsReport($asOf: Date!) {\n    arrearsReport(asOf: $asOf) {\n      asOf\n      lines {\n        propertyId propertyName unitId unitLabel tenantUserId currency\n        days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n      }\n      totals { currency days0To30 days31To60 days61To90 over90Days total invoiceCount }\n    }\n  }\n"): (typeof documents)["\n  query TestArrearsReport($asOf: Date!) {\n    arrearsReport(asOf: $asOf) {\n      asOf\n      lines {\n        propertyId propertyName unitId unitLabel tenantUserId currency\n        days0To30 days31To60 days61To90 over90Days total oldestDueDate invoiceCount tenantName\n      }\n      totals { currency days0To30 days31To60 days61To90 over90Days total invoiceCount }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestRentRoll($asOf: Date!) {\n    rentRoll(asOf: $asOf) {\n      asOf unitCount occupiedUnits\n      lines {\n        propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n        startDate endDate rentAmount rentCurrency balance tenantName\n      }\n      totals { currency occupiedUnits rentAmount balance }\n    }\n  }\n"): (typeof documents)["\n  query TestRentRoll($asOf: Date!) {\n    rentRoll(asOf: $asOf) {\n      asOf unitCount occupiedUnits\n      lines {\n        propertyId propertyName unitId unitLabel unitStatus bookingId bookingStatus tenantUserId\n        startDate endDate rentAmount rentCurrency balance tenantName\n      }\n      totals { currency occupiedUnits rentAmount balance }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReportsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"): (typeof documents)["mutation TestReportsCreatePerson($input: CreatePersonInput!) { createPerson(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestReportsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"): (typeof documents)["\n  mutation TestReportsRecordPayment($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReportsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id reversedAt } }"): (typeof documents)["mutation TestReportsReversePayment($id: UUID!, $reason: String!) { reversePayment(id: $id, reason: $reason) { id reversedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestReportsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"): (typeof documents)["mutation TestReportsCancelInvoice($id: UUID!) { cancelInvoice(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestDeleteStoredMedia($id: UUID!) { deleteMediaObject(id: $id) }"): (typeof documents)["mutation TestDeleteStoredMedia($id: UUID!) { deleteMediaObject(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestDeleteTwoStoredMedia($id: UUID!, $other: UUID!) { first: deleteMediaObject(id: $id) second: deleteMediaObject(id: $other) }\n"): (typeof documents)["\n  mutation TestDeleteTwoStoredMedia($id: UUID!, $other: UUID!) { first: deleteMediaObject(id: $id) second: deleteMediaObject(id: $other) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestSeedPortfolio {\n    me { userId orgId roles }\n    properties(first: 20) {\n      totalCount\n      edges {\n        node {\n          name city quartier status\n          units(first: 10) {\n            edges { node { label bookings(first: 10) { edges { node { status tenantUserId invoices(first: 10) { edges { node { status tvaBasisPoints currency grossAmount netAmount tvaAmount } } } } } } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TestSeedPortfolio {\n    me { userId orgId roles }\n    properties(first: 20) {\n      totalCount\n      edges {\n        node {\n          name city quartier status\n          units(first: 10) {\n            edges { node { label bookings(first: 10) { edges { node { status tenantUserId invoices(first: 10) { edges { node { status tvaBasisPoints currency grossAmount netAmount tvaAmount } } } } } } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSubscriptionExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id } }\n"): (typeof documents)["\n  mutation TestSubscriptionExtend($id: UUID!, $endDate: Date!) { extendBooking(id: $id, endDate: $endDate) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestLegacyInvoice($id: UUID!) {\n    invoice(id: $id) { id status grossAmount paidAmount balance paidAt payments { amount method recordedBy receivedOn } receipt { number } }\n  }\n"): (typeof documents)["\n  query TestLegacyInvoice($id: UUID!) {\n    invoice(id: $id) { id status grossAmount paidAmount balance paidAt payments { amount method recordedBy receivedOn } receipt { number } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestRecordLegacy($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"): (typeof documents)["\n  mutation TestRecordLegacy($invoiceId: UUID!, $input: RecordPaymentInput!) { recordPayment(invoiceId: $invoiceId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestVerificationPublish($id: UUID!) { publishProperty(id: $id) { id status } }"): (typeof documents)["mutation TestVerificationPublish($id: UUID!) { publishProperty(id: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestVerificationRecord($id: UUID!) { verificationRecord(id: $id) { ...TestRecord property { id name } } }"): (typeof documents)["query TestVerificationRecord($id: UUID!) { verificationRecord(id: $id) { ...TestRecord property { id name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestQueue($kind: VerificationKind, $first: Int, $after: String) {\n    verificationQueue(kind: $kind, first: $first, after: $after) {\n      totalCount edges { node { id kind status submittedAt } } pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query TestQueue($kind: VerificationKind, $first: Int, $after: String) {\n    verificationQueue(kind: $kind, first: $first, after: $after) {\n      totalCount edges { node { id kind status submittedAt } } pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestMyKyc { myKyc(first: 10) { totalCount edges { node { id status subjectUserId } } } }"): (typeof documents)["query TestMyKyc { myKyc(first: 10) { totalCount edges { node { id status subjectUserId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPropertyProofs($id: UUID!) {\n    property(id: $id) { verificationRecords(first: 10) { totalCount edges { node { id status documents { role media { id } } } } } }\n  }\n"): (typeof documents)["\n  query TestPropertyProofs($id: UUID!) {\n    property(id: $id) { verificationRecords(first: 10) { totalCount edges { node { id status documents { role media { id } } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestPendingMedia($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }"): (typeof documents)["mutation TestPendingMedia($input: CreateMediaObjectInput!) { createMediaObject(input: $input) { media { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCrashCreateWebhookEndpoint($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }\n"): (typeof documents)["\n  mutation TestCrashCreateWebhookEndpoint($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url eventTypes status } }\n  }\n"): (typeof documents)["\n  mutation TestCreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { id url eventTypes status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestUpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url eventTypes } }\n"): (typeof documents)["\n  mutation TestUpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url eventTypes } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestDeleteWebhookEndpoint($id: UUID!) { deleteWebhookEndpoint(id: $id) }"): (typeof documents)["mutation TestDeleteWebhookEndpoint($id: UUID!) { deleteWebhookEndpoint(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TestWebhookEndpoints { webhookEndpoints { edges { node { id } } } }"): (typeof documents)["query TestWebhookEndpoints { webhookEndpoints { edges { node { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }"): (typeof documents)["mutation TestRotateWebhookSecret($id: UUID!) { rotateWebhookSecret(id: $id) { secret } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }"): (typeof documents)["mutation TestDisableWebhookEndpoint($id: UUID!) { disableWebhookEndpoint(id: $id) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }"): (typeof documents)["mutation TestRedeliverWebhook($id: UUID!) { redeliverWebhook(deliveryId: $id) { id status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestWebhookEndpoint($id: UUID!) {\n    webhookEndpoint(id: $id) {\n      status disabledReason\n      deliveries(first: 50) { edges { node { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } } } }\n    }\n  }\n"): (typeof documents)["\n  query TestWebhookEndpoint($id: UUID!) {\n    webhookEndpoint(id: $id) {\n      status disabledReason\n      deliveries(first: 50) { edges { node { id eventId eventType status attempts log { attemptedAt durationMs responseStatus responseBody error } } } }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;