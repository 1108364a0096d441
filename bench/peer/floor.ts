/**
 * The floor of `npm run bench`: node:http and pg, nothing else. Each shape is
 * one SQL statement building the whole answer with json_agg, sent with the
 * tenant scope in one round trip (one transaction, the same SET LOCAL
 * statements as the service's), its text written as the answer: no GraphQL, no
 * ORM, no token check, no JSON parsing. Prints one JSON line
 * `{ "address": ... }` once listening.
 *
 * Environment: DATABASE_URL, DB_POOL_MAX, FLOOR_SCOPE (the tenant scope
 * statements), FLOOR_SHAPES (JSON: shape name -> SQL, `%INVOICE_ID%` standing for the
 * `id` query parameter). GET /<shape>?id=<uuid>.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

const { DATABASE_URL, DB_POOL_MAX, FLOOR_SCOPE, FLOOR_SHAPES } = process.env;
if (!DATABASE_URL || !FLOOR_SCOPE || !FLOOR_SHAPES) throw new Error('Set DATABASE_URL, FLOOR_SCOPE and FLOOR_SHAPES.');
const shapes = new Map(Object.entries(JSON.parse(FLOOR_SHAPES) as Record<string, string>));
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(DB_POOL_MAX ?? 10) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function answer(shape: string, id: string): Promise<string> {
  const client = await pool.connect();
  try {
    // A simple query (no parameters) may hold several statements: one round trip. The id is inlined, checked as a UUID.
    const results = (await client.query(`begin; ${FLOOR_SCOPE}; ${shape.replaceAll('%INVOICE_ID%', `'${id}'`)}; commit`)) as unknown as pg.QueryResult<{ answer: string }>[];
    client.release();
    return results.find((result) => result.rows.length)!.rows[0]!.answer;
  } catch (error) {
    // A connection left inside a failed transaction is not given back to the pool.
    client.release(error as Error);
    throw error;
  }
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor');
  const shape = shapes.get(url.pathname.slice(1));
  const id = url.searchParams.get('id') ?? '';
  if (!shape || (shape.includes('%INVOICE_ID%') && !UUID.test(id))) {
    response.writeHead(404).end();
    return;
  }
  answer(shape, id).then(
    (data) => response.writeHead(200, { 'content-type': 'application/json' }).end(`{"data":${data}}`),
    (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
  );
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ address: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
});
process.once('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
