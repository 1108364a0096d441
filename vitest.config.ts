import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS and ESM builds; Node (and so yoga) loads the CJS one, and
    // two copies would break every `instanceof GraphQLError`. Make vite load the same.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    globalSetup: ['test/setup/database.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
