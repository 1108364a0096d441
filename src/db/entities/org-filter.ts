/**
 * Every tenant table carries `orgId`, and this filter is on by default for
 * each of them: a query from a request's EntityManager only ever sees rows of
 * the caller's org, whatever the code that built it remembered to say.
 */
export const orgFilter = {
  org: {
    name: 'org',
    cond: (args: { orgId: string }) => ({ orgId: args.orgId }),
    default: true,
  },
};
