import { availableParallelism } from 'node:os';
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
    // Test files mostly wait on PostgreSQL and the processes they start: two at once even on two cores (vitest's
    // default leaves one core free, one file at a time there), which halves the suite's time in CI. With a Citus
    // cluster (CITUS_DATABASE_URL) one at a time: two files creating distributed tables at once on the same worker
    // fail there (XX000), whatever database each uses.
    maxWorkers: process.env.CITUS_DATABASE_URL ? 1 : Math.max(2, availableParallelism() - 1),
  },
});
