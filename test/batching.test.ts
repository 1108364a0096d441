import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutionResult } from 'graphql';
import { graphql } from '../src/generated/index.js';
import type { TestPortfolioQuery } from '../src/generated/graphql.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { createProperty, createUnit } from './helpers/fixtures.js';

const PortfolioDoc = graphql(`
  query TestPortfolio($first: Int!) {
    properties(first: $first) {
      totalCount
      edges {
        node {
          id
          units(first: 10) {
            totalCount
            edges { node { id label property { id name } } }
          }
        }
      }
    }
  }
`);

let t: TestApp;
let manager: Caller;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
  for (let p = 0; p < 50; p++) {
    const propertyId = await createProperty(t, manager, `Property ${p}`);
    for (let u = 0; u < 3; u++) await createUnit(t, manager, propertyId, `U${u}`);
  }
});
afterAll(() => t.close());

describe('nested queries', () => {
  it('run the same number of SQL statements for 5 and for 50 properties: one per level, not one per row', async () => {
    const counts: number[] = [];
    for (const first of [5, 50]) {
      let result: ExecutionResult<TestPortfolioQuery> | undefined;
      const statements = await t.countStatements(async () => {
        result = await t.graphql(PortfolioDoc, { first }, manager);
      });
      expect(result?.errors).toBeUndefined();
      const edges = result!.data!.properties.edges;
      expect(edges).toHaveLength(first);
      expect(edges.every((edge) => edge.node.units.edges.length === 3)).toBe(true);
      counts.push(statements.length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The tenant scope (role and org for row-level security), the properties page and its count,
    // the units pages and their counts, Unit.property as one batch.
    expect(counts[0]).toBeLessThanOrEqual(6);
  });
});
