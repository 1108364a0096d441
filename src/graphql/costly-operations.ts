import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { OrgTurns } from '../db/admission.js';
import type { GraphQLContext } from './context.js';
import { type Foreground, treatedAsCostly } from './foreground.js';
import { releasedAtEnd } from './incremental-delivery.js';
import { operationCostOf, scansRecordsOf } from './limits.js';

export interface CostlyOperationLimits {
  /** The cost (GRAPHQL_MAX_COST's measure: nodes it may return) from which an operation is costly. */
  cost: number;
  /** Costly operations of one org this process runs at once while no other org's operation began lately; one otherwise. */
  perOrg: number;
}

/** How long after another org's last operation began an org's costly operations keep to one at a time. */
const OTHERS_LATELY_MS = 1000;

/** The two orgs whose operations began last, and when: enough to tell whether an org other than a given one began one lately. */
class LatestOrgs {
  private latest: { orgId: string; at: number }[] = [];

  seen(orgId: string): void {
    const at = performance.now();
    if (this.latest[0]?.orgId === orgId) this.latest[0].at = at;
    else this.latest = [{ orgId, at }, ...this.latest.slice(0, 1)];
  }

  othersLately(orgId: string): boolean {
    const since = performance.now() - OTHERS_LATELY_MS;
    return this.latest.some((entry) => entry.orgId !== orgId && entry.at >= since);
  }
}

/**
 * One org's costly operations take turns: `perOrg` at a time in this process
 * while the org is alone, one at a time while other orgs' operations run too,
 * the others waiting outside any transaction. Two of an org's statement-built
 * portfolios at once took both cores of a two-core database from every other
 * org; alone, the org has them to itself. An answer of thousands of nodes
 * is built and serialised in long stretches of the one event loop; eight of
 * them at once (an org's share of requests, src/server/org-requests.ts) held
 * every other org's small reads behind them for hundreds of milliseconds
 * (`npm run bench:tenancy`). The org's cheap requests keep the rest of its
 * share; other orgs' costly operations have turns of their own. A costly
 * operation also lets the foreground go first at each of its steps. An
 * operation that searches, measures distances or filters by `contains` is
 * costly at any cost (limits.ts, scansRecords): it reads every matching record
 * of its org, and eight such lists of a large org at once took the database's
 * cores for seconds.
 */
export function costlyOperationsInTurn(limits: CostlyOperationLimits, foreground: Foreground): Plugin<GraphQLContext> {
  const lines = (perOrg: number) =>
    new OrgTurns({
      perOrg,
      // Bounded before: an org's requests wait in its share of the process first (REQUEST_QUEUE_PER_ORG).
      queuePerOrg: Number.POSITIVE_INFINITY,
      waitingFor: "the organisation's costly operations to end",
    });
  const turns = lines(limits.perOrg);
  // The second line, taken as well while other orgs are served: one at a time.
  const sharedTurns = lines(1);
  const latest = new LatestOrgs();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as GraphQLContext & { request?: Request; req?: { raw?: object } };
      const orgId = context.actor?.orgId;
      if (orgId === undefined) return;
      latest.seen(orgId);
      if ((operationCostOf(context) ?? 0) < limits.cost && !scansRecordsOf(context)) return;
      // The HTTP request (the GraphQL route's, or the REST route's running this operation) leaves the foreground.
      if (context.req?.raw) foreground.end(context.req.raw);
      treatedAsCostly(context, foreground);
      setExecuteFn(async (executeArgs) => {
        const signal = context.request?.signal;
        await turns.take(orgId, signal);
        let shared = false;
        let left = false;
        const leave = () => {
          if (left) return;
          left = true;
          turns.giveBack(orgId);
          if (shared) sharedTurns.giveBack(orgId);
        };
        if (latest.othersLately(orgId)) {
          try {
            await sharedTurns.take(orgId, signal);
            shared = true;
          } catch (error) {
            leave();
            throw error;
          }
        }
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
