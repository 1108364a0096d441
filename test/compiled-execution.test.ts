import {
  buildSchema,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from '../src/graphql/compiled-execution.js';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: new GraphQLNonNull(GraphQLString),
        args: { name: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_, { name }: { name: string }) => `Hello ${name}`,
      },
      broken: {
        type: GraphQLString,
        resolve: () => {
          throw new Error('no greeting today');
        },
      },
    },
  }),
});

/** What the plugin decides for one execution: the compiled execute function it installs, if any (the standard one stands behind it). */
function planFor(plugin: ReturnType<typeof compiledExecution>, args: ExecutionArgs) {
  let installed: ((args: ExecutionArgs) => Promise<ExecutionResult>) | undefined;
  const onExecute = plugin.onExecute as (payload: {
    args: ExecutionArgs;
    executeFn: typeof execute;
    setExecuteFn: (fn: typeof installed) => void;
  }) => void;
  onExecute({ args, executeFn: execute, setExecuteFn: (fn) => (installed = fn) });
  return installed;
}

const logger = { error: () => undefined };

describe('compiled execution', () => {
  const text = 'query Greet($name: String!) {\n  greeting(name: $name)\n  broken\n}';
  const document = parse(text);
  const args = (variableValues: Record<string, unknown>, on = document): ExecutionArgs => ({ schema, document: on, variableValues });

  for (const [lineEnd, source] of [['\\n', text], ['\\r\\n', text.replaceAll('\n', '\r\n')], ['\\r', text.replaceAll('\n', '\r')]] as const) {
    it(`compiles a document on its second run, and answers as the standard executor does, errors located (lines ending ${lineEnd})`, async () => {
      const plugin = compiledExecution(logger);
      const parsed = parse(source);
      expect(planFor(plugin, args({ name: 'Ama' }, parsed))).toBeUndefined();
      const compiled = planFor(plugin, args({ name: 'Ama' }, parsed));
      expect(compiled).toBeDefined();
      const standard = await execute(args({ name: 'Ama' }, parsed));
      const result = await compiled!(args({ name: 'Ama' }, parsed));
      expect(result.errors?.[0]).toBeInstanceOf(GraphQLError);
      // The same bytes, key order included: an answer replayed for an Idempotency-Key must not change.
      expect(JSON.stringify(result)).toBe(JSON.stringify(standard));
      expect(result.errors?.[0]?.locations).toEqual([{ line: 3, column: 3 }]);
      expect(result.errors?.[0]?.originalError?.message).toBe('no greeting today');
    });
  }

  it('answers requests with bad variables as the standard executor does, naming them', async () => {
    const plugin = compiledExecution(logger);
    planFor(plugin, args({ name: 'Ama' }));
    for (const variables of [{ name: 42 }, {}]) {
      const compiled = planFor(plugin, args(variables));
      expect(compiled).toBeDefined();
      const result = await compiled!(args(variables));
      expect(JSON.stringify(result)).toBe(JSON.stringify(await execute(args(variables))));
      expect(result.errors?.[0]?.message).toMatch(/Variable "\$name"/);
    }
    const good = await planFor(plugin, args({ name: 'Kofi' }))!(args({ name: 'Kofi' }));
    expect(good.data).toEqual({ greeting: 'Hello Kofi', broken: null });
  });

  it('compiles an operation whose variable has a recursive input type (a filter), coerced as the standard executor does', async () => {
    const filtered = buildSchema(`
      input Filter { name: String, limit: Int = 7, and: [Filter!], not: Filter }
      type Query { matches(filter: Filter, first: Int): String }
    `);
    filtered.getQueryType()!.getFields().matches!.resolve = (_, argsGiven) => JSON.stringify(argsGiven);
    const query = parse('query ($filter: Filter = { name: "default" }, $first: Int) { matches(filter: $filter, first: $first) }');
    const on = (variableValues: Record<string, unknown>): ExecutionArgs => ({ schema: filtered, document: query, variableValues });
    const plugin = compiledExecution(logger);
    planFor(plugin, on({}));
    for (const variables of [
      { filter: { name: 'a', and: [{ not: { name: 'b' } }, { limit: 2 }] }, first: 3 },
      {},
      { filter: null },
      { filter: { and: [{ limit: 'many' }] } },
      { filter: { unknown: 1 } },
    ]) {
      const compiled = planFor(plugin, on(variables));
      expect(compiled).toBeDefined();
      expect(JSON.stringify(await compiled!(on(variables)))).toBe(JSON.stringify(await execute(on(variables))));
    }
    const answer = await planFor(plugin, on({ filter: { and: [{ name: 'x' }] } }))!(on({ filter: { and: [{ name: 'x' }] } }));
    // Defaults inside the recursion applied, as graphql-js applies them.
    expect(JSON.parse(answer.data!.matches as string)).toEqual({ filter: { limit: 7, and: [{ name: 'x', limit: 7 }] } });
  });
});
