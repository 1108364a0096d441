/**
 * The project as a server of its own for the side-by-side comparison of
 * `npm run bench`, so its CPU and memory are measured as the peer's and the
 * floor's: the bench's configuration (bench/service-config.ts) on an already
 * migrated and seeded DATABASE_URL. Prints one JSON line `{ "address": ... }`
 * once listening.
 */
import { openDatabase } from '../../src/db/orm.js';
import { buildApp } from '../../src/server/app.js';
import { benchServiceConfig } from '../service-config.js';

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
