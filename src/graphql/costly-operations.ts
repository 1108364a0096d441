import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { OrgTurns } from '../db/admission.js';
import type { GraphQLContext } from './context.js';
import { type Foreground, treatedAsCostly } from './foreground.js';
import { releasedAtEnd } from './incremental-delivery.js';
import { operationCostOf } from './limits.js';

export interface CostlyOperationLimits {
  /** The cost (GRAPHQL_MAX_COST's measure: nodes it may return) from which an operation is costly. */
  cost: number;
  /** Costly operations of one org this process runs at once. */
  perOrg: number;
}

/**
 * One org's costly operations take turns: `perOrg` at a time in this process,
 * the others waiting outside any transaction. An answer of thousands of nodes
 * is built and serialised in long stretches of the one event loop; eight of
 * them at once (an org's share of requests, src/server/org-requests.ts) held
 * every other org's small reads behind them for hundreds of milliseconds
 * (`npm run bench:tenancy`). The org's cheap requests keep the rest of its
 * share; other orgs' costly operations have turns of their own. A costly
 * operation also lets the foreground go first at each of its steps.
 */
export function costlyOperationsInTurn(limits: CostlyOperationLimits, foreground: Foreground): Plugin<GraphQLContext> {
  const turns = new OrgTurns({
    perOrg: limits.perOrg,
    // Bounded before: an org's requests wait in its share of the process first (REQUEST_QUEUE_PER_ORG).
    queuePerOrg: Number.POSITIVE_INFINITY,
    waitingFor: "the organisation's costly operations to end",
  });
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GraphQLContext & { request?: Request; req?: { raw?: object } };
      const orgId = context.actor?.orgId;
      if (orgId === undefined || (operationCostOf(context) ?? 0) < limits.cost) return;
      // The HTTP request (the GraphQL route's, or the REST route's running this operation) leaves the foreground.
      if (context.req?.raw) foreground.end(context.req.raw);
      treatedAsCostly(context, foreground);
      setExecuteFn(async (executeArgs) => {
        await turns.take(orgId, context.request?.signal);
        let left = false;
        const leave = () => {
          if (!left) turns.giveBack(orgId);
          left = true;
        };
        try {
          await foreground.precedence();
          const result = await executeFn(executeArgs);
          if (isAsyncIterable(result)) return releasedAtEnd(result, leave);
          // Serialised next, in one stretch.
          await foreground.precedence();
          leave();
          return result;
        } catch (error) {
          leave();
          throw error;
        }
      });
    },
  };
}
