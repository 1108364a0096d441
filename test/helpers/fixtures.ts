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
