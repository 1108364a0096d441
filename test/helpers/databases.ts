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
