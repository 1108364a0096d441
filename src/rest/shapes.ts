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
