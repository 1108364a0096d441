import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, type GraphiQLOptions } from 'graphql-yoga';
import type { Orm } from '../db/orm.js';
import type { Actor } from '../domain/roles.js';
import { AppError, isErrorCode } from '../domain/errors.js';
import { serviceContextFor, type ServiceContext } from '../services/context.js';
import type { GraphQLContext } from './context.js';
import { type ErrorLogger, toPublicError } from './errors.js';
import { schema } from './schema.js';

export interface GraphQLServerOptions {
  orm: Orm;
  timeZone: string;
  logger: ErrorLogger;
  media: GraphQLContext['media'];
  /** Verifies the Authorization header: the caller, null without one, UNAUTHENTICATED when invalid. */
  authenticate(authorization: string | null): Promise<Actor | null>;
  /** GraphiQL settings per request, or false to serve no GraphiQL page. */
  graphiql: false | ((request: Request) => Promise<GraphiQLOptions>);
}

export const EXAMPLE_QUERY = `# A portfolio in one request: properties, their units, and the caller.
query Portfolio {
  me { userId orgId roles }
  properties(first: 10) {
    totalCount
    edges {
      node {
        id name type status city quartier
        units(first: 10) { edges { node { id label status rentAmount rentCurrency } } }
      }
    }
  }
}
`;

function lazyServiceContext(orm: Orm, actor: Actor | null, timeZone: string): () => ServiceContext {
  let context: ServiceContext | undefined;
  return () => {
    if (!actor) throw new AppError('UNAUTHENTICATED', 'An access token is required: send Authorization: Bearer <token>.');
    // A fresh EntityManager per request, scoped to the caller's org by the ORM filter.
    context ??= serviceContextFor(orm, actor, timeZone);
    return context;
  };
}

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { graphiql } = options;
  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    logging: false,
    landingPage: false,
    graphiql: graphiql ? (request) => graphiql(request) : false,
    renderGraphiQL,
    maskedErrors: { maskError: (error) => toPublicError(error, options.logger) },
    plugins: [
      {
        // Parse and validation errors skip masking; give them the service's codes as well.
        onResultProcess({ result, setResult }) {
          if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
          if (result.errors.every((error) => isErrorCode(error.extensions?.code))) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => (isErrorCode(error.extensions?.code) ? error : toPublicError(error, options.logger))),
          });
        },
      },
    ],
    context: async ({ request }): Promise<GraphQLContext> => {
      const actor = await options.authenticate(request.headers.get('authorization'));
      return { actor, service: lazyServiceContext(options.orm, actor, options.timeZone), media: options.media };
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
