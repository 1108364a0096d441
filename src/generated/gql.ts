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
    "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n": typeof types.RestPropertyFragmentDoc,
    "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n": typeof types.RestUnitFragmentDoc,
    "\n  query TestMe { me { userId orgId roles } }\n": typeof types.TestMeDocument,
    "\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TestPortfolioDocument,
    "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n": typeof types.TestCreatePropertyDocument,
    "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n": typeof types.TestCreateUnitDocument,
    "\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n": typeof types.TestPropertyDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n": typeof types.TestPropertiesDocument,
    "\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n": typeof types.TestPublishDocument,
    "\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n": typeof types.TestArchiveDocument,
    "\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n": typeof types.TestSetUnitStatusDocument,
    "\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n": typeof types.TestUnitDocument,
};
const documents: Documents = {
    "\n      mutation RestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n        createUnit(propertyId: $propertyId, input: $input) { ...RestUnit }\n      }\n    ": types.RestCreateUnitDocument,
    "\n      mutation RestArchiveProperty($id: UUID!) {\n        archiveProperty(id: $id) { ...RestProperty }\n      }\n    ": types.RestArchivePropertyDocument,
    "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n": types.RestPropertyFragmentDoc,
    "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n": types.RestUnitFragmentDoc,
    "\n  query TestMe { me { userId orgId roles } }\n": types.TestMeDocument,
    "\n  query TestPortfolio($first: Int!) {\n    properties(first: $first) {\n      totalCount\n      edges {\n        node {\n          id\n          units(first: 10) {\n            totalCount\n            edges { node { id label property { id name } } }\n          }\n        }\n      }\n    }\n  }\n": types.TestPortfolioDocument,
    "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n": types.TestCreatePropertyDocument,
    "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n": types.TestCreateUnitDocument,
    "\n  query TestProperty($id: UUID!) {\n    property(id: $id) {\n      id name status\n      units(first: 10) { totalCount edges { node { id label status property { id name } } } }\n    }\n  }\n": types.TestPropertyDocument,
    "\n  query TestProperties($filter: PropertyFilter, $first: Int, $after: String) {\n    properties(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      edges { cursor node { id name status ownerUserId } }\n    }\n  }\n": types.TestPropertiesDocument,
    "\n  mutation TestPublish($id: UUID!) { publishProperty(id: $id) { id status } }\n": types.TestPublishDocument,
    "\n  mutation TestArchive($id: UUID!) { archiveProperty(id: $id) { id status } }\n": types.TestArchiveDocument,
    "\n  mutation TestSetUnitStatus($id: UUID!, $status: UnitStatus!) { setUnitStatus(id: $id, status: $status) { id status } }\n": types.TestSetUnitStatusDocument,
    "\n  query TestUnit($id: UUID!) { unit(id: $id) { id label property { id } } }\n": types.TestUnitDocument,
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
export function graphql(source: "\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RestProperty on Property {\n    id\n    orgId\n    ownerUserId\n    name\n    type\n    status\n    addressLine\n    quartier\n    city\n    province\n    latitude\n    longitude\n    amenities\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n"): (typeof documents)["\n  fragment RestUnit on Unit {\n    id\n    propertyId\n    label\n    areaSqm\n    bathrooms\n    bedrooms\n    rentAmount\n    rentCurrency\n    status\n  }\n"];
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
export function graphql(source: "\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n"): (typeof documents)["\n  mutation TestCreateProperty($input: CreatePropertyInput!) {\n    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n"): (typeof documents)["\n  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {\n    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;