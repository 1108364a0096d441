/**
 * The project as a server of its own for the side-by-side comparison of
 * `npm run bench`, so its CPU and memory are measured as the peer's and the
 * floor's, built as production runs it: the bench's configuration (bench/service-config.ts) on an already
 * migrated and seeded DATABASE_URL. Prints one JSON line `{ "address": ... }`
 * once listening.
 */
import { benchServiceConfig } from '../service-config.js';

// The production build (PROJECT_BUILD, tsc's output, as `npm run start:prod` runs it), or the sources under tsx.
const code = process.env.PROJECT_BUILD ?? '../../src';
const { openDatabase } = (await import(`${code}/db/orm.js`)) as typeof import('../../src/db/orm.js');
const { buildApp } = (await import(`${code}/server/app.js`)) as typeof import('../../src/server/app.js');

const config = benchServiceConfig(process.env.DATABASE_URL!);
const orm = await openDatabase({ url: process.env.DATABASE_URL!, ...config.database });
const app = await buildApp({ config, orm });
const address = await app.listen({ host: config.host, port: 0 });
process.stdout.write(`${JSON.stringify({ address })}\n`);
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await orm.close();
    process.exit(0);
  });
});
