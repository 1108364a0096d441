import { graphql } from '../generated/index.js';

/** The contract's resource shapes (CONTRACT.md section 2), field for field, as GraphQL selections. */
export const RestProperty = graphql(`
  fragment RestProperty on Property {
    id
    orgId
    ownerUserId
    name
    type
    status
    addressLine
    quartier
    city
    province
    latitude
    longitude
    amenities
    createdAt
  }
`);

export const RestUnit = graphql(`
  fragment RestUnit on Unit {
    id
    propertyId
    label
    areaSqm
    bathrooms
    bedrooms
    rentAmount
    rentCurrency
    status
  }
`);

export const RestBooking = graphql(`
  fragment RestBooking on Booking {
    id
    orgId
    unitId
    tenantUserId
    startDate
    endDate
    rentAmount
    rentCurrency
    depositAmount
    depositCurrency
    status
    createdAt
    activatedAt
    terminatedAt
  }
`);

export const RestInvoice = graphql(`
  fragment RestInvoice on Invoice {
    id
    orgId
    bookingId
    tenantUserId
    currency
    grossAmount
    netAmount
    tvaAmount
    tvaBasisPoints
    periodStart
    periodEnd
    dueDate
    status
    createdAt
    paidAt
  }
`);

export const RestVerificationRecord = graphql(`
  fragment RestVerificationRecord on VerificationRecord {
    id
    kind
    proofType
    status
    orgId
    propertyId
    subjectUserId
    assignedTo
    reviewedBy
    reviewNote
    reviewedAt
    submittedAt
    createdAt
    documents {
      id
      mediaObjectId
      certificateRef
      certifiedOn
      expiresOn
    }
  }
`);

export const RestMediaObject = graphql(`
  fragment RestMediaObject on MediaObject {
    id
    orgId
    ownerId
    ownerUserId
    filename
    contentType
    sizeBytes
    createdAt
  }
`);

export const RestPerson = graphql(`
  fragment RestPerson on Person {
    id
    orgId
    userId
    name
    email
    phone
    language
    addressLine
    quartier
    city
    province
    createdAt
    updatedAt
  }
`);

/** Maintenance requests came after the contract: their REST shape is the GraphQL type's own fields. */
export const RestMaintenanceRequest = graphql(`
  fragment RestMaintenanceRequest on MaintenanceRequest {
    id
    orgId
    propertyId
    unitId
    openedBy
    category
    urgency
    description
    mediaIds
    status
    rejectReason
    scheduledOn
    vendorPersonId
    vendorName
    vendorPhone
    cost
    costCurrency
    chargeTo
    openedAt
    respondedAt
    scheduledAt
    startedAt
    completedAt
    cancelledAt
    responseDueAt
    completionDueAt
    overdue
  }
`);

export const RestMaintenanceComment = graphql(`
  fragment RestMaintenanceComment on MaintenanceComment {
    id
    requestId
    authorUserId
    body
    createdAt
  }
`);
