import pg from 'pg';

/** One statement on a connection of its own. */
export async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Drops `database` on the node of `url` (a URL of another of its databases). */
export async function dropDatabase(url: string, database: string): Promise<void> {
  // FORCE waits 5 s for the backends it ends; the coordinator's cached connections to a worker may outlast that.
  for (let attempt = 1; ; attempt++) {
    try {
      await sql(url, `drop database if exists ${database} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** `url` with its database replaced by `database`. */
export const onDatabase = (url: string, database: string): string => Object.assign(new URL(url), { pathname: `/${database}` }).toString();

/**
 * A database of its own on every node of the Citus cluster at `citusUrl` (the coordinator's and each worker's, citus
 * created in each, the workers added), as an operator's would be: `url` is the coordinator's; `drop` removes them all.
 */
export async function citusDatabase(citusUrl: string, database: string): Promise<{ url: string; nodes: string[]; drop(): Promise<void> }> {
  const workers = await sql<{ host: string; port: number }>(citusUrl, `select nodename as host, nodeport as port from pg_dist_node where groupid <> 0 and noderole = 'primary'`);
  const nodes = [citusUrl, ...workers.map(({ host, port }) => `postgres://postgres@${host}:${port}/postgres`)];
  for (const node of nodes) {
    await sql(onDatabase(node, 'postgres'), `create database ${database}`);
    await sql(onDatabase(node, database), 'create extension citus');
  }
  const url = onDatabase(citusUrl, database);
  const coordinator = new URL(citusUrl);
  await sql(url, 'select citus_set_coordinator_host($1, $2)', [coordinator.hostname, Number(coordinator.port)]);
  for (const { host, port } of workers) await sql(url, 'select citus_add_node($1, $2)', [host, port]);
  return {
    url,
    nodes,
    drop: async () => {
      for (const node of nodes.toReversed()) await dropDatabase(onDatabase(node, 'postgres'), database);
    },
  };
}
