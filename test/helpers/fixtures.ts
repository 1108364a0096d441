import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../../src/generated/index.js';
import type { Caller, TestApp } from './app.js';

export const CreatePropertyDoc = graphql(`
  mutation TestCreateProperty($input: CreatePropertyInput!) {
    createProperty(input: $input) { id orgId ownerUserId name type status city amenities createdAt }
  }
`);

export const CreateUnitDoc = graphql(`
  mutation TestCreateUnit($propertyId: UUID!, $input: CreateUnitInput!) {
    createUnit(propertyId: $propertyId, input: $input) { id propertyId label status rentAmount rentCurrency }
  }
`);

/** Creates a DRAFT property as `owner` and returns its id. */
export async function createProperty(t: TestApp, owner: Caller, name = 'Résidence Akwa'): Promise<string> {
  const result = await t.graphql(CreatePropertyDoc, { input: { name, type: 'APARTMENT', city: 'Douala' } }, owner);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createProperty.id;
}

export async function createUnit(t: TestApp, caller: Caller, propertyId: string, label = 'A1'): Promise<string> {
  const result = await t.graphql(CreateUnitDoc, { propertyId, input: { label, rentAmount: 150_000, rentCurrency: 'XAF' } }, caller);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createUnit.id;
}

export const CreateBookingDoc = graphql(`
  mutation TestCreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      id orgId unitId tenantUserId startDate endDate rentAmount rentCurrency depositAmount depositCurrency
      status createdAt activatedAt terminatedAt
    }
  }
`);

export const BookingActionDocs = {
  submit: graphql(`mutation TestSubmitBooking($id: UUID!) { submitBooking(id: $id) { id status } }`),
  confirm: graphql(`mutation TestConfirmBooking($id: UUID!) { confirmBooking(id: $id) { id status activatedAt } }`),
  cancel: graphql(`mutation TestCancelBooking($id: UUID!) { cancelBooking(id: $id) { id status } }`),
  terminate: graphql(`mutation TestTerminateBooking($id: UUID!) { terminateBooking(id: $id) { id status terminatedAt } }`),
};

export const IssueInvoiceDoc = graphql(`
  mutation TestIssueInvoice($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      id orgId bookingId tenantUserId currency grossAmount netAmount tvaAmount tvaBasisPoints
      periodStart periodEnd dueDate status createdAt paidAt
    }
  }
`);

/** A PENDING booking of the unit for `tenantUserId`, made by `manager`. */
export async function createBooking(
  t: TestApp,
  manager: Caller,
  input: { unitId: string; tenantUserId: string; startDate: string; endDate: string },
): Promise<string> {
  const result = await t.graphql(CreateBookingDoc, { input }, manager);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createBooking.id;
}

/** Runs a booking action and fails loudly if it is refused. */
export async function bookingAction(t: TestApp, manager: Caller, action: keyof typeof BookingActionDocs, id: string) {
  const document: TypedDocumentNode<unknown, { id: string }> = BookingActionDocs[action];
  const result = await t.graphql(document, { id }, manager);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

/** An ISSUED invoice of the booking (net = the booking rent unless given). */
export async function issueInvoice(
  t: TestApp,
  manager: Caller,
  input: { bookingId: string; periodStart: string; periodEnd: string; dueDate: string; netAmount?: number; tvaBasisPoints?: number },
): Promise<string> {
  const result = await t.graphql(IssueInvoiceDoc, { input }, manager);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.issueInvoice.id;
}
