/**
 * Reports add amounts up, and every amount may be as large as 2^53 - 1 minor units: totals past it are not
 * numbers the API carries exactly. Such a report answers 409 CONFLICT (GraphQL, CSV, PDF), never 500, and
 * every report within the range answers its exact totals.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../src/generated/index.js';
import { expectProblem, startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { isoDay, issueInvoice, orgWithConfirmedBooking } from './helpers/fixtures.js';

const MAX = 2 ** 53 - 1;

const PayoutDoc = graphql(`mutation TestTotalsPayout($input: RecordOwnerPayoutInput!) { recordOwnerPayout(input: $input) { id } }`);
const OwnerStatementDoc = graphql(`
  query TestTotalsOwnerStatement($input: OwnerStatementInput!) {
    ownerStatement(input: $input) { accounts { currency openingBalance payouts closingBalance lines { amount } } }
  }
`);
const TenantStatementDoc = graphql(`
  query TestTotalsTenantStatement($input: TenantStatementInput!) {
    tenantStatement(input: $input) { accounts { openingBalance closingBalance lines { amount balance } } }
  }
`);
const ArrearsDoc = graphql(`query TestTotalsArrears($asOf: Date!) { arrearsReport(asOf: $asOf) { totals { currency total } } }`);
const RentRollDoc = graphql(`query TestTotalsRentRoll($asOf: Date!) { rentRoll(asOf: $asOf) { totals { currency balance } } }`);

type Answer = { errors?: readonly { extensions?: Record<string, unknown> }[] };
const codeOf = (result: Answer) => result.errors?.[0]?.extensions?.code;
/** Amounts spread over the whole range, the largest ones often. */
const amounts = fc.array(fc.oneof(fc.constant(MAX), fc.integer({ min: 2 ** 52, max: MAX }), fc.integer({ min: 1, max: MAX })), { minLength: 1, maxLength: 3 });
const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + BigInt(value), 0n);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A 409 on every surface when the totals pass the range. */
async function expectRefusedDownloads(caller: Caller, paths: string[]) {
  for (const path of paths) expectProblem(await t.rest('GET', path, { caller }), 409, 'CONFLICT');
}

describe('totals past 2^53 - 1', () => {
  it('an owner statement answers its exact totals, or 409 when they pass the range (GraphQL, CSV, PDF)', async () => {
    await fc.assert(
      fc.asyncProperty(amounts, async (payouts) => {
        const { manager, owner } = await orgWithConfirmedBooking(t);
        for (const amount of payouts) {
          const recorded = await t.graphql(PayoutDoc, { input: { ownerUserId: owner.userId, currency: 'XAF', amount, paidOn: isoDay(-1) } }, manager);
          expect(recorded.errors).toBeUndefined();
        }
        const total = sumOf(payouts);
        // The period holds the payouts, then starts after them: the same total as lines, then as the opening balance.
        for (const input of [{ from: isoDay(-5), to: isoDay(1) }, { from: isoDay(0), to: isoDay(1) }]) {
          const statement = await t.graphql(OwnerStatementDoc, { input }, owner);
          if (total > BigInt(MAX)) {
            expect(codeOf(statement), JSON.stringify(statement.errors)).toBe('CONFLICT');
            expect(statement.data).toBeNull();
          } else {
            expect(statement.errors).toBeUndefined();
            expect(statement.data!.ownerStatement.accounts[0]!.closingBalance).toBe(-Number(total));
          }
        }
        if (total > BigInt(MAX)) {
          const query = `from=${isoDay(-5)}&to=${isoDay(1)}`;
          await expectRefusedDownloads(owner, [`/owners/${owner.userId}/statement.csv?${query}`]);
          const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/owners/${owner.userId}/statement.pdf?${query}`, headers: { authorization: `Bearer ${owner.token}` } });
          expectProblem(pdf, 409, 'CONFLICT');
        }
      }),
      { numRuns: 8 },
    );
  }, 180_000);

  it('the tenant statement, arrears and rent roll answer their exact totals, or 409 when they pass the range', async () => {
    await fc.assert(
      fc.asyncProperty(amounts, async (nets) => {
        const { manager, tenant, bookingId } = await orgWithConfirmedBooking(t);
        for (const [index, netAmount] of nets.entries()) {
          const month = String(index + 1).padStart(2, '0');
          await issueInvoice(t, manager, { bookingId, periodStart: `2026-${month}-01`, periodEnd: `2026-${month}-28`, dueDate: `2026-${month}-05`, netAmount, tvaBasisPoints: 0 });
        }
        const total = sumOf(nets);
        const past = total > BigInt(MAX);
        const asOf = isoDay(0);
        const answers = [
          await t.graphql(TenantStatementDoc, { input: { tenantUserId: tenant.userId, from: '2025-12-01', to: isoDay(1) } }, manager),
          await t.graphql(ArrearsDoc, { asOf }, manager),
          await t.graphql(RentRollDoc, { asOf }, manager),
        ] as const;
        for (const answer of answers) expect(codeOf(answer), JSON.stringify(answer.errors)).toBe(past ? 'CONFLICT' : undefined);
        if (past) {
          await expectRefusedDownloads(manager, [`/reports/arrears.csv?asOf=${asOf}`, `/reports/rent-roll.csv?asOf=${asOf}`]);
          return;
        }
        const [statement, arrears, rentRoll] = answers;
        expect(statement.data!.tenantStatement.accounts[0]!.closingBalance).toBe(Number(total));
        expect(arrears.data!.arrearsReport.totals).toEqual([{ currency: 'XAF', total: Number(total) }]);
        expect(rentRoll.data!.rentRoll.totals).toEqual([{ currency: 'XAF', balance: Number(total) }]);
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
