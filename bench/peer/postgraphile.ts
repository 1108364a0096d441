/**
 * The peer of `npm run bench`: PostGraphile 5 over the bench's database, in a
 * process of its own (it needs Node 22 or newer). Every request runs as the
 * service's requests do, as the role `rental_tenant` with the bench org in
 * `app.org_id`, so row-level security admits the same rows. Prints one JSON
 * line `{ "address": ... }` once listening.
 *
 * Environment: DATABASE_URL, BENCH_ORG_ID, DB_POOL_MAX (the project's pool size).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { PostGraphileConnectionFilterPreset } from 'postgraphile-plugin-connection-filter';

const { DATABASE_URL, BENCH_ORG_ID, DB_POOL_MAX } = process.env;
if (!DATABASE_URL || !BENCH_ORG_ID) throw new Error('Set DATABASE_URL and BENCH_ORG_ID.');

const pgService = makePgService({
  connectionString: DATABASE_URL,
  schemas: ['public'],
  // The scope the service sets with SET LOCAL in each request's transaction (src/services/context.ts); PostGraphile
  // sets these with set_config(..., true) in its own. citus.propagate_set_commands matters on Citus only.
  pgSettings: { role: 'rental_tenant', 'app.org_id': BENCH_ORG_ID },
  // The project's pool size, so neither side waits for connections the other would have.
  poolConfig: { max: Number(DB_POOL_MAX ?? 10) },
});

const pgl = postgraphile({
  // The connection-filter plugin (4.0.1, for PostGraphile 5.1.4 and later): `filter` on every connection, as the project's lists have.
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  // PostGraphile leaves out relations whose foreign key has no index on the referencing side, and booking's key to
  // unit (org_id, property_id, unit_id) has none (booking_unit_idx is (org_id, unit_id, id)): keep them all, as the project does.
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  pgServices: [pgService],
  grafserv: { graphqlPath: '/graphql', graphiql: false },
  grafast: { explain: false },
});
const server = createServer();
const serv = pgl.createServ(grafserv);
await serv.addTo(server);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ address: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void Promise.resolve(pgl.release()).then(() => process.exit(0));
});
