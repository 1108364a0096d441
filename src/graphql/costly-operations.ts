import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { Admission } from '../db/admission.js';
import { AppError } from '../domain/errors.js';
import type { GraphQLContext } from './context.js';
import { releasedAtEnd } from './incremental-delivery.js';
import { operationCostOf } from './limits.js';

export interface CostlyOperationLimits {
  /** The cost (GRAPHQL_MAX_COST's measure: nodes it may return) from which an operation is costly. */
  cost: number;
  /** Costly operations of one org this process runs at once. */
  perOrg: number;
}

/** Past this with none of an org's costly operations ended (each ends by the statement timeout), its waiting ones are refused. */
const STALL_MS = 30_000;

/**
 * One org's costly operations take turns: `perOrg` at a time in this process,
 * the others waiting outside any transaction. An answer of thousands of nodes
 * is built and serialised in long stretches of the one event loop; eight of
 * them at once (an org's share of requests, src/server/org-requests.ts) held
 * every other org's small reads behind them for hundreds of milliseconds
 * (`npm run bench:tenancy`). The org's cheap requests keep the rest of its
 * share; other orgs' costly operations have turns of their own.
 */
export function costlyOperationsInTurn(limits: CostlyOperationLimits): Plugin<GraphQLContext> {
  const turns = new Admission({
    permits: Number.POSITIVE_INFINITY,
    queueMax: Number.POSITIVE_INFINITY,
    permitsPerOrg: limits.perOrg,
    // Bounded before: an org's requests wait in its share of the process first (REQUEST_QUEUE_PER_ORG).
    queueMaxPerOrg: Number.POSITIVE_INFINITY,
    stallMs: STALL_MS,
    waitingFor: "the organisation's costly operations to end",
  });
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GraphQLContext & { request?: Request };
      const orgId = context.actor?.orgId;
      if (orgId === undefined || (operationCostOf(context) ?? 0) < limits.cost) return;
      setExecuteFn(async (executeArgs) => {
        try {
          await turns.enter(orgId, context.request?.signal);
        } catch (error) {
          throw new AppError('UNAVAILABLE', error instanceof Error ? error.message : String(error));
        }
        let left = false;
        const leave = () => {
          if (!left) turns.leave(orgId);
          left = true;
        };
        try {
          const result = await executeFn(executeArgs);
          if (isAsyncIterable(result)) return releasedAtEnd(result, leave);
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
