/**
 * The events benchmark (docs/events.md, "Measured"), part of `npm run bench`
 * and standalone as `npm run bench:events` (a fresh database on DATABASE_URL's
 * server, or an embedded PostgreSQL).
 *
 * 1. What the outbox adds to a write: createBooking over GraphQL, driven by
 *    autocannon at each concurrency, in three variants run one after another
 *    in every round (the order rotating from round to round), on one database
 *    and in one process:
 *    - "without events": a second service instance whose ORM records no events
 *      (`benchmarkWithoutEvents`, a switch only code holding the ORM can set),
 *      in the same org and on the same units as the next one, so the outbox
 *      write is the only difference;
 *    - "outbox": the service as it runs, nobody reading the events;
 *    - "outbox, 10 orgs": the same, the writes spread over ten orgs (each org's
 *      event-writing transactions queue on its counter row; other orgs' do not);
 *    - "outbox + readers": another org with a webhook endpoint (deliveries
 *      written, signed and sent to a receiver on 127.0.0.1) and an SSE
 *      subscriber, as in production.
 *    Each request books a unit no other request in flight books (units taken
 *    round-robin), so only what events themselves serialise (the org's event
 *    counter) queues the writes.
 * 2. Commit to reader: the bench LISTENs on the events' channel itself.
 *    The service notifies once a write has committed (merging an org's
 *    notifications while one is being sent), so on each notification for the
 *    org the bench reads the org's last event id: every event up to it has
 *    committed by the notification's receipt, which is their commit time (plus
 *    the notification's hops, also paid by the service's own listener; an
 *    event committed between the receipt and the read gets it too, a few ms
 *    early), and the subscriber's and the receiver's copies are timed against it.
 *    Observers run in the bench's process, whose event loop also runs the
 *    service and autocannon: a busy loop delays both timestamps.
 *
 * Settings: BENCH_EVENTS_ROUNDS (5; 1 with BENCH_SMOKE=1), BENCH_EVENTS_DURATION
 * (seconds per run: 2; 1), BENCH_EVENTS_CONCURRENCY (`1,10`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db/orm.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { benchmarkWithoutEvents, EVENT_CHANNEL } from '../src/services/events/events.js';

export interface EventsBenchOptions {
  /** A migrated database; the bench works in orgs of its own. */
  databaseUrl: string;
  smoke: boolean;
  log: (message: string) => void;
}

interface Run {
  variant: Variant;
  concurrency: number;
  round: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  statementsPerRequest: number;
}

const VARIANTS = ['without events', 'outbox', 'outbox, 10 orgs', 'outbox + readers'] as const;
type Variant = (typeof VARIANTS)[number];

/** Units per org, taken in turn: twice the concurrency, so two requests in flight rarely book the same unit. */
const UNITS = 20;
/** The orgs "outbox, 10 orgs" spreads its writes over, UNITS / ORGS units each. */
const ORGS = 10;
const CREATE_BOOKING = 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }';

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const median = (values: readonly number[]) => percentile([...values].sort((a, b) => a - b), 50);
const round1 = (value: number) => Math.round(value * 10) / 10;
/** The median of per-round values and their range: `12.3 [11.9..14]`, with a sign when `signed`. */
const spread = (values: readonly number[], unit = '', signed = false) => {
  const show = (value: number) => `${signed && value > 0 ? '+' : ''}${round1(value)}`;
  return values.length > 1 ? `${show(median(values))}${unit} [${show(Math.min(...values))}..${show(Math.max(...values))}]` : `${show(values[0]!)}${unit}`;
};

export async function benchEvents({ databaseUrl, smoke, log }: EventsBenchOptions) {
  const setting = (name: string, normal: string, tiny: string) => process.env[`BENCH_EVENTS_${name}`] ?? (smoke ? tiny : normal);
  // Short runs, many rounds: on a shared machine the load drifts, and a variant is compared with the other variants of its own round.
  const rounds = Number(setting('ROUNDS', '5', '1'));
  const duration = Number(setting('DURATION', '2', '1'));
  const concurrencies = setting('CONCURRENCY', '1,10', '1,10').split(',').map(Number);

  const key = randomBytes(32).toString('hex');
  const configWith = (extra: Record<string, string>) =>
    loadConfig({
      ...process.env,
      // As bench/run.ts: NODE_ENV=production is for the libraries; the service runs as a sandbox, which mints the tokens.
      NODE_ENV: undefined,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SWEEP_INTERVAL_SECONDS: '0',
      SANDBOX_SIGNING_KEY: key,
      UPLOAD_SIGNING_KEY: key,
      CURSOR_SIGNING_KEY: key,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...extra,
    });
  const config = configWith({});
  // Every statement each instance sends (BEGIN/COMMIT not seen by this hook), as bench/run.ts counts them.
  const statements = { with: 0, without: 0 };
  const orm = await openDatabase({ url: databaseUrl, ...config.database, onQuery: () => void statements.with++ });
  const app = await buildApp({ config, orm });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same service on an ORM of its own that records no events (and so has no deliveries to send).
  const plainConfig = configWith({ WEBHOOK_DELIVERY_ENABLED: 'false' });
  const plainOrm = await openDatabase({ url: databaseUrl, ...plainConfig.database, onQuery: () => void statements.without++ });
  benchmarkWithoutEvents(plainOrm);
  const plainApp = await buildApp({ config: plainConfig, orm: plainOrm });
  const plainBase = await plainApp.listen({ port: 0, host: '127.0.0.1' });

  const tokenFor = async (orgId: string) =>
    (await app.inject({ method: 'POST', url: '/auth/token', payload: { orgId, userId: randomUUID(), roles: ['MANAGER', 'OWNER'] } })).json<{ access_token: string }>().access_token;
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data: Record<string, { id: string }>; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  /** An org with a property of `units` units, and the next free one-day booking: units in turn, then the next days. */
  const bookableOrg = async (units = UNITS) => {
    const orgId = randomUUID();
    const token = await tokenFor(orgId);
    const propertyId = (await gql(token, 'mutation { createProperty(input: { name: "Bench", type: APARTMENT }) { id } }')).createProperty!.id;
    const unitIds = await Promise.all(
      Array.from({ length: units }, async (_, i) =>
        (await gql(token, 'mutation($p: UUID!, $label: String!) { createUnit(propertyId: $p, input: { label: $label, rentAmount: 1000, rentCurrency: "XAF" }) { id } }', { p: propertyId, label: `B${i}` })).createUnit!.id,
      ),
    );
    let next = 0;
    const date = (days: number) => new Date(Date.UTC(2100, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
    /** The next request's token and input. */
    const nextBooking = () => {
      const [i, day] = [next % units, Math.floor(next++ / units)];
      return { token, input: { unitId: unitIds[i], tenantUserId: randomUUID(), startDate: date(2 * day), endDate: date(2 * day + 1) } };
    };
    return { orgId, token, nextBooking };
  };
  const plain = await bookableOrg();
  const watched = await bookableOrg();
  const orgs = await Promise.all(Array.from({ length: ORGS }, () => bookableOrg(UNITS / ORGS)));
  let turn = 0;

  // The watched org's readers: a webhook receiver and an SSE subscriber, both timing each event's arrival by its id.
  const received = new Map<string, number>();
  const receiver = createServer((request, response) => {
    // The message id is evt_<org>_<event id> (webhook-delivery.ts).
    received.set(String(request.headers['webhook-id']).split('_').at(-1)!, performance.now());
    request.resume().on('end', () => response.end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await gql(watched.token, 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
    input: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`, eventTypes: ['booking.created'] },
  });

  // The commit clock: this connection's receipt of each notification for the watched org, and the org's last event id
  // then (its reads answer in the order they were asked: `commits` is in receipt order, its ids never decreasing).
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let running = '';
  const commits: { at: number; run: string; upTo: bigint }[] = [];
  const lastEventId = async () =>
    (await admin.query<{ id: string }>('select coalesce(max(id), 0)::text as id from event where org_id = $1', [watched.orgId])).rows[0]!.id;
  admin.on('notification', (message) => {
    if (message.payload?.split(' ')[0] !== watched.orgId) return;
    const at = performance.now();
    const run = running;
    void lastEventId().then((id) => commits.push({ at, run, upTo: BigInt(id) }));
  });
  await admin.query(`listen ${EVENT_CHANNEL}`);
  const start = await lastEventId();
  const committedSinceStart = () => Number((commits.at(-1)?.upTo ?? BigInt(start)) - BigInt(start));

  const seen = new Map<string, number>();
  const subscription = new AbortController();
  const stream = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', authorization: `Bearer ${watched.token}` },
    body: JSON.stringify({ query: `subscription { events(types: ["booking.created"], after: "${start}") { id } }` }),
    signal: subscription.signal,
  });
  void (async () => {
    let buffer = '';
    try {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        buffer += next.value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data:'));
          buffer = buffer.slice(end + 2);
          const id = data && (JSON.parse(data.slice(5)) as { data?: { events: { id: string } } }).data?.events.id;
          if (id) seen.set(id, performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();

  const targets = {
    'without events': { base: plainBase, next: plain.nextBooking, instance: 'without' },
    outbox: { base, next: plain.nextBooking, instance: 'with' },
    'outbox, 10 orgs': { base, next: () => orgs[turn++ % ORGS]!.nextBooking(), instance: 'with' },
    'outbox + readers': { base, next: watched.nextBooking, instance: 'with' },
  } as const satisfies Record<Variant, unknown>;

  async function drive(variant: Variant, connections: number, seconds: number, round: number): Promise<Run> {
    const { base: url, next, instance: counted } = targets[variant];
    const before = statements[counted];
    const latencies: number[] = [];
    let graphqlErrors = 0;
    running = round ? `${variant}@${connections}` : 'warm-up';
    const instance = autocannon({
      url,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          setupRequest: (request) => {
            const { token, input } = next();
            return { ...request, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: CREATE_BOOKING, variables: { input } }) };
          },
          onResponse: (status, body) => {
            if (status < 300 && body.includes('"errors"')) graphqlErrors++;
          },
        },
      ],
    });
    (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
    const result = await instance;
    running = '';
    // Requests cut off by the end of the run still finish, and deliveries still go out: let them, so the next run starts quiet.
    const settled = Date.now() + 30_000;
    do await new Promise((resolve) => setTimeout(resolve, 200));
    while (variant === 'outbox + readers' && received.size < committedSinceStart() && Date.now() < settled);
    latencies.sort((a, b) => a - b);
    return {
      variant,
      concurrency: connections,
      round,
      requestsPerSecond: round1(latencies.length / result.duration),
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      errors: result.non2xx + result.errors + graphqlErrors,
      // The readers' statements (subscriber's reads, deliveries) count with the writes that caused them.
      statementsPerRequest: round1((statements[counted] - before) / Math.max(1, result.requests.sent)),
    };
  }

  // Warm-up (graphql-jit compiles a document on its second run, pools fill), not counted.
  for (const variant of VARIANTS) await drive(variant, Math.max(...concurrencies), smoke ? 0.5 : 2, 0);
  const runs: Run[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const connections of concurrencies) {
      for (let i = 0; i < VARIANTS.length; i++) {
        const run = await drive(VARIANTS[(i + round) % VARIANTS.length]!, connections, duration, round);
        runs.push(run);
        log(`  events: round ${round} ${run.variant} @${connections}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, errors ${run.errors}`);
      }
    }
  }
  subscription.abort();

  // Commit to reader, per run of the watched org: an event's commit is the first notification whose read saw it.
  const ids = (await admin.query<{ id: string }>('select id::text as id from event where org_id = $1 and id > $2 order by event.id', [watched.orgId, start])).rows.map((row) => row.id);
  let next = 0;
  const clocks = ids.map((id) => {
    while (next < commits.length && commits[next]!.upTo < BigInt(id)) next += 1;
    return commits[next];
  });
  const unclocked = clocks.filter((clock) => !clock).length;
  const clockHolds = unclocked === 0;
  const delays = (arrivals: Map<string, number>, connections: number) => {
    const run = `outbox + readers@${connections}`;
    const measured = ids.flatMap((id, k) => (clocks[k]!.run === run && arrivals.has(id) ? [arrivals.get(id)! - clocks[k]!.at] : []));
    const expected = clocks.filter((clock) => clock!.run === run).length;
    return { ...summary(measured), missing: expected - measured.length };
  };
  const summary = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return { n: sorted.length, p50Ms: round1(percentile(sorted, 50)), p99Ms: round1(percentile(sorted, 99)) };
  };
  const latency = clockHolds ? concurrencies.map((connections) => ({ concurrency: connections, subscriber: delays(seen, connections), receiver: delays(received, connections) })) : [];

  const of = (variant: Variant, connections: number) => runs.filter((run) => run.variant === variant && run.concurrency === connections);
  /** Per round, the change of p50 and of requests per second from the same round's run without events, in %. */
  const costs = concurrencies.flatMap((connections) =>
    VARIANTS.slice(1).map((variant) => {
      const pairs = of(variant, connections).map((run) => [run, of('without events', connections).find((other) => other.round === run.round)!] as const);
      return {
        variant,
        concurrency: connections,
        p50Percent: pairs.map(([run, other]) => round1((run.p50Ms / other.p50Ms - 1) * 100)),
        throughputPercent: pairs.map(([run, other]) => round1((run.requestsPerSecond / other.requestsPerSecond - 1) * 100)),
      };
    }),
  );
  const errors = runs.reduce((sum, run) => sum + run.errors, 0) + latency.reduce((sum, row) => sum + row.subscriber.missing + row.receiver.missing, 0);

  const lines = [
    `Events: createBooking over GraphQL, ${rounds} round(s) of ${duration} s per run; medians [min..max] over rounds`,
    ...concurrencies.flatMap((connections) =>
      VARIANTS.map((variant) => {
        const list = of(variant, connections);
        return `  @${String(connections).padEnd(3)} ${variant.padEnd(17)} ${spread(list.map((run) => run.requestsPerSecond))} req/s, p50 ${spread(list.map((run) => run.p50Ms), ' ms')}, p99 ${spread(list.map((run) => run.p99Ms), ' ms')}, SQL/req ${median(list.map((run) => run.statementsPerRequest))}, errors ${list.reduce((sum, run) => sum + run.errors, 0)}`;
      }),
    ),
    `Added cost vs without events, per round (target within 10 %):`,
    ...costs.map((cost) => `  @${String(cost.concurrency).padEnd(3)} ${cost.variant.padEnd(17)} p50 ${spread(cost.p50Percent, ' %', true)}, req/s ${spread(cost.throughputPercent, ' %', true)}`),
    clockHolds ? 'Commit to reader (watched org, outbox + readers runs):' : `Commit to reader: not measured (${unclocked} of ${ids.length} events without a notification)`,
    ...latency.flatMap(({ concurrency, subscriber, receiver }) => [
      `  @${String(concurrency).padEnd(3)} SSE subscriber   p50 ${subscriber.p50Ms} ms, p99 ${subscriber.p99Ms} ms (n=${subscriber.n}, missing ${subscriber.missing})`,
      `  @${String(concurrency).padEnd(3)} webhook receiver p50 ${receiver.p50Ms} ms, p99 ${receiver.p99Ms} ms (n=${receiver.n}, missing ${receiver.missing})`,
    ]),
  ];

  await app.close();
  await plainApp.close();
  await orm.close();
  await plainOrm.close();
  await admin.end();
  receiver.close();
  return { rounds, durationSeconds: duration, runs, costs, latency, errors, report: lines.join('\n') };
}

// `npm run bench:events`: on a fresh database of DATABASE_URL's server, or an embedded PostgreSQL.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string;
  let done: () => Promise<void>;
  if (serverUrl) {
    const name = `bench_events_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const server = new pg.Client({ connectionString: serverUrl });
    await server.connect();
    await server.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    done = async () => {
      await server.query(`drop database if exists ${name} with (force)`);
      await server.end();
    };
  } else {
    const embedded = await (await import('../src/db/embedded.js')).startEmbeddedPostgres(await mkdtemp(path.join(tmpdir(), 'rental-bench-pg-')), { persistent: false });
    databaseUrl = embedded.url;
    done = () => embedded.stop();
  }
  const orm = await openDatabase({ url: databaseUrl });
  await migrate(orm);
  await orm.close();
  const result = await benchEvents({ databaseUrl, smoke: process.env.BENCH_SMOKE === '1', log });
  console.log(result.report);
  await done();
  if (result.errors) process.exitCode = 1;
}
