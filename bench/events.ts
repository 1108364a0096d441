/**
 * `npm run bench:events`: how long events take to reach their readers.
 * Against a fresh database on DATABASE_URL's server, one service instance
 * creates BENCH_EVENTS bookings one after another (GraphQL over HTTP) while a
 * manager's subscription (Server-Sent Events) and a webhook receiver on
 * 127.0.0.1 wait for them. Prints p50/p99 of createBooking, and of the time
 * from sending createBooking to the subscriber's and the receiver's copy (an
 * upper bound of commit-to-reader: it includes the request itself).
 * BENCH_BOOKINGS_ONLY=1 times createBooking alone (no endpoint, no
 * subscriber), which also runs on a checkout from before events.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server the benchmark may create a database on.');
const count = Number(process.env.BENCH_EVENTS ?? 200);
const database = `bench_events_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const key = 'bench-signing-key-0123456789abcdef0123';
const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATABASE_URL: url.toString(),
  SANDBOX_SIGNING_KEY: key,
  UPLOAD_SIGNING_KEY: key,
  CURSOR_SIGNING_KEY: key,
  RATE_LIMIT_ENABLED: 'false',
  SWEEP_INTERVAL_SECONDS: '0',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
});
const orm = await openDatabase({ url: url.toString(), ...config.database });
await migrate(orm);
const app = await buildApp({ config, orm });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const orgId = randomUUID();

const token = async (roles: string[]) =>
  ((await (await fetch(`${base}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orgId, roles, userId: randomUUID() }) })).json()) as { access_token: string })
    .access_token;
const manager = await token(['MANAGER', 'OWNER']);
const gql = async (query: string, variables: Record<string, unknown>) => {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${manager}` }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: Record<string, { id: string }>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

const seenBySubscriber = new Map<string, number>();
const seenByReceiver = new Map<string, number>();
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    seenByReceiver.set((JSON.parse(body) as { data: { id: string } }).data.id, performance.now());
    response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const bookingsOnly = process.env.BENCH_BOOKINGS_ONLY === '1';
if (!bookingsOnly) await gql('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
  input: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, eventTypes: ['booking.created'] },
});

const propertyId = (await gql('mutation { createProperty(input: { name: "Bench", type: APARTMENT }) { id } }', {})).createProperty!.id;
const unitId = (await gql('mutation($p: UUID!) { createUnit(propertyId: $p, input: { label: "B1", rentAmount: 1000, rentCurrency: "XAF" }) { id } }', { p: propertyId })).createUnit!.id;

const controller = new AbortController();
const stream = bookingsOnly ? undefined : await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${manager}` },
  body: JSON.stringify({ query: 'subscription { events(types: ["booking.created"], after: "0") { data } }' }),
  signal: controller.signal,
});
void (async () => {
  if (!stream) return;
  let buffer = '';
  try {
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      buffer += next.value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data:'));
        buffer = buffer.slice(end + 2);
        if (data) seenBySubscriber.set((JSON.parse(data.slice(5)) as { data: { events: { data: { id: string } } } }).data.events.data.id, performance.now());
      }
    }
  } catch {
    // aborted at the end
  }
})();

const sent = new Map<string, { at: number; took: number }>();
for (let i = 0; i < count; i += 1) {
  const year = 2100 + i;
  const at = performance.now();
  const { createBooking } = await gql('mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', {
    input: { unitId, tenantUserId: randomUUID(), startDate: `${year}-01-01`, endDate: `${year}-02-01` },
  });
  sent.set(createBooking!.id, { at, took: performance.now() - at });
}
const deadline = Date.now() + 30_000;
while (!bookingsOnly && (seenBySubscriber.size < count || seenByReceiver.size < count) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

const percentiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
  return `p50 ${at(50)} ms, p99 ${at(99)} ms (n=${sorted.length})`;
};
const delays = (seen: Map<string, number>) => [...sent].filter(([id]) => seen.has(id)).map(([id, { at }]) => seen.get(id)! - at);
console.log(`createBooking (${bookingsOnly ? 'alone' : 'one webhook endpoint, one subscriber'}): ${percentiles([...sent.values()].map((s) => s.took))}`);
if (!bookingsOnly) console.log(`send -> subscriber (SSE, LISTEN/NOTIFY wake-up): ${percentiles(delays(seenBySubscriber))}`);
if (!bookingsOnly) console.log(`send -> webhook receiver (worker, signed POST): ${percentiles(delays(seenByReceiver))}`);

controller.abort();
await app.close();
await orm.close();
receiver.close();
await admin.query(`drop database ${database} with (force)`);
await admin.end();
