/**
 * `npm run soak`: a mixed workload against two server processes sharing one
 * fresh database (media content included), then invariants checked in SQL.
 * Exits non-zero when any invariant is violated.
 *
 * Settings: SOAK_SECONDS (60), SOAK_CONCURRENCY (8 requests in flight),
 * SOAK_MAX_RSS_GROWTH (0.5: a server whose RSS at the end is more than 50 %
 * above its highest in the warm-up, the first three fifths, fails), DATABASE_URL (a PostgreSQL server to create the fresh
 * database on; an embedded one otherwise), SOAK_NODE_OPTIONS (NODE_OPTIONS of
 * the servers, default `--max-old-space-size=256`).
 *
 * Why the heap cap: without one V8 lets garbage pile up (a 60 s run went from
 * 400 MiB to 1 GiB RSS, yet stayed flat at 300 MiB with a 160 MiB cap and no
 * error), so RSS growth would say nothing. Capped, garbage is collected and a
 * real leak shows as growth or as an out-of-memory crash (transport errors).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshDatabase } from './fresh-database.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const MAX_RSS_GROWTH = Number(process.env.SOAK_MAX_RSS_GROWTH ?? 0.5);
const SANDBOX_SIGNING_KEY = randomBytes(32).toString('base64url');
const UPLOAD_SIGNING_KEY = randomBytes(32).toString('base64url');
const CURSOR_SIGNING_KEY = randomBytes(32).toString('base64url');

interface Server {
  process: ChildProcess;
  url: string;
  errorLogs: number;
  /** The first few error lines, printed when the invariant fails. */
  firstErrors: string[];
}

// ---------------------------------------------------------------- database and servers

/** Starts `src/main.ts` on a free loopback port; resolves with the address it logs. */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const server: Server = { process: child, url: '', errorLogs: 0, firstErrors: [] };
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${stderr}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
    // Every log line is read (so the pipe never fills); error-level lines are counted.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"level":50') || line.includes('"level":60')) {
        server.errorLogs++;
        if (server.firstErrors.length < 3) server.firstErrors.push(line.slice(0, 1500));
      }
      if (!server.url && line.includes('"msg":"listening"')) {
        server.url = (JSON.parse(line) as { address: string }).address;
        clearTimeout(timer);
        resolve(server);
      }
    });
  });
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 35_000))]);
  if (server.process.exitCode === null) server.process.kill('SIGKILL');
}

/** Resident memory of a process, in kB, from /proc (Linux). */
function rssKb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

// ---------------------------------------------------------------- HTTP client and bookkeeping

const statuses = new Map<string, number>();
const operations = new Map<string, number>();
const failures: string[] = [];
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };
}

/** One request; records its status (and GraphQL error code), and any 5xx or transport failure. */
async function call(
  server: Server,
  method: string,
  pathAndQuery: string,
  { token, json, body, headers = {} }: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : body ? { body: new Uint8Array(body) } : {}),
  };
  let response: Response;
  try {
    response = await fetch(`${server.url}${pathAndQuery}`, init);
  } catch (error) {
    failures.push(`${method} ${pathAndQuery.split('?')[0]}: ${(error as Error).message}`);
    count(statuses, 'transport error');
    return { status: 0, body: {} };
  }
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = text ? (JSON.parse(text) as Answer['body']) : {};
  } catch {
    // Not JSON: kept as an empty body; the status says what happened.
  }
  const code = parsed.errors?.[0]?.extensions?.code ?? (typeof parsed.code === 'string' ? parsed.code : undefined);
  count(statuses, code ? `${response.status} ${code}` : String(response.status));
  if (response.status >= 500 || code === 'INTERNAL' || code === 'UNAVAILABLE') {
    failures.push(`${method} ${pathAndQuery.split('?')[0]}: ${response.status} ${text.slice(0, 200)}`);
  }
  return { status: response.status, body: parsed };
}

async function graphql(server: Server, token: string, query: string, variables: object, idempotencyKey?: string) {
  return call(server, 'POST', '/graphql', {
    token,
    json: { query, variables },
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const monthStart = (months: number) => new Date(Date.UTC(2030, months, 1)).toISOString().slice(0, 10);

// ---------------------------------------------------------------- the workload

interface World {
  orgId: string;
  servers: Server[];
  manager: string;
  tenants: { userId: string; token: string }[];
  unitIds: string[];
  /** Bookings acknowledged as created, and which are still live as far as we know. */
  bookings: Map<string, { tenant: number; start: number; live: boolean }>;
  /** Invoices acknowledged as issued. */
  invoices: Map<string, { tenant: number; paidWith: Set<string>; paidAt: Set<string> }>;
  /** Media acknowledged as uploaded, with their declared sizes. */
  uploads: Map<string, number>;
}

async function token(server: Server, orgId: string, roles: string[], userId = randomUUID()) {
  const answer = await call(server, 'POST', '/auth/token', { json: { orgId, roles, userId } });
  return { userId, token: answer.body.access_token as string };
}

async function setUp(servers: Server[]): Promise<World> {
  const orgId = randomUUID();
  const [server] = servers as [Server];
  const manager = (await token(server, orgId, ['MANAGER'])).token;
  const tenants = await Promise.all([0, 1, 2, 3].map(() => token(server, orgId, ['TENANT'])));
  const unitIds: string[] = [];
  for (let p = 0; p < 4; p++) {
    const created = await graphql(server, manager, 'mutation($input: CreatePropertyInput!) { createProperty(input: $input) { id } }', {
      input: { name: `Soak ${p}`, type: 'APARTMENT', city: 'Douala', quartier: 'Akwa' },
    });
    const propertyId = (created.body.data?.createProperty as { id: string }).id;
    for (let u = 0; u < 5; u++) {
      const unit = await graphql(server, manager, 'mutation($p: UUID!, $input: CreateUnitInput!) { createUnit(propertyId: $p, input: $input) { id } }', {
        p: propertyId,
        input: { label: `U${u}`, rentAmount: 150_000 + 10_000 * u, rentCurrency: 'XAF' },
      });
      unitIds.push((unit.body.data?.createUnit as { id: string }).id);
    }
  }
  return { orgId, servers, manager, tenants, unitIds, bookings: new Map(), invoices: new Map(), uploads: new Map() };
}

const PORTFOLIO = `{ properties(first: 5) { totalCount edges { node { id name units(first: 5) { edges { node { id label
  bookings(first: 5) { edges { node { id status invoices(first: 5) { edges { node { id status grossAmount } } } } } } } } } } } } }`;

/** Each workload step: what it does and how often (weights). */
const steps: [string, number, (world: World) => Promise<void>][] = [
  ['read portfolio', 30, async (w) => void (await graphql(pick(w.servers), w.manager, PORTFOLIO, {}))],
  [
    'read own bookings',
    10,
    async (w) => {
      const tenant = pick(w.tenants);
      await graphql(pick(w.servers), tenant.token, '{ bookings(first: 20) { edges { node { id status invoices(first: 5) { totalCount } } } } }', {});
    },
  ],
  [
    'createBooking + confirm',
    20,
    async (w) => {
      // Short bookings within two years of a few units: overlaps (409) happen, as they would.
      const start = Math.floor(Math.random() * 24);
      const tenant = Math.floor(Math.random() * w.tenants.length);
      const input = {
        unitId: pick(w.unitIds),
        tenantUserId: w.tenants[tenant]!.userId,
        startDate: monthStart(start),
        endDate: monthStart(start + 1 + Math.floor(Math.random() * 3)),
      };
      const created = await graphql(pick(w.servers), w.manager, 'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id } }', { input }, randomUUID());
      const id = (created.body.data?.createBooking as { id: string } | undefined)?.id;
      if (!id) return;
      w.bookings.set(id, { tenant, start, live: true });
      if (Math.random() < 0.15) {
        const cancelled = await graphql(pick(w.servers), w.manager, 'mutation($id: UUID!) { cancelBooking(id: $id) { id } }', { id });
        if (cancelled.body.data?.cancelBooking) w.bookings.get(id)!.live = false;
      } else {
        await graphql(pick(w.servers), w.manager, 'mutation($id: UUID!) { confirmBooking(id: $id) { id } }', { id });
      }
    },
  ],
  [
    'issueInvoice (retried with its key)',
    20,
    async (w) => {
      const live = [...w.bookings].filter(([, booking]) => booking.live);
      if (!live.length) return;
      const [bookingId, booking] = pick(live);
      const key = randomUUID();
      const input = {
        bookingId,
        periodStart: monthStart(booking.start),
        periodEnd: new Date(Date.UTC(2030, booking.start, 16)).toISOString().slice(0, 10),
        dueDate: pick(['2020-01-10', '2099-01-10']),
        tvaBasisPoints: 1925,
        netAmount: 100_000 + Math.floor(Math.random() * 900_001),
      };
      const mutation = 'mutation($input: IssueInvoiceInput!) { issueInvoice(input: $input) { id } }';
      // The same request sent to both servers: a replay, or 409 while the first still runs.
      const answers = await Promise.all(w.servers.map((server) => graphql(server, w.manager, mutation, { input }, key)));
      const retry = await graphql(pick(w.servers), w.manager, mutation, { input }, key);
      const ids = new Set([...answers, retry].map((a) => (a.body.data?.issueInvoice as { id: string } | undefined)?.id).filter(Boolean));
      if (ids.size > 1) failures.push(`issueInvoice key ${key} answered different invoices: ${[...ids].join(', ')}`);
      for (const id of ids) w.invoices.set(id!, { tenant: booking.tenant, paidWith: new Set(), paidAt: new Set() });
    },
  ],
  [
    'payInvoice (REST, retried with its key)',
    20,
    async (w) => {
      if (!w.invoices.size) return;
      const [id, invoice] = pick([...w.invoices]);
      const tenant = w.tenants[invoice.tenant]!;
      const key = randomUUID();
      const pay = (server: Server) => call(server, 'POST', `/api/v1/invoices/${id}/pay`, { token: tenant.token, headers: { 'idempotency-key': key } });
      const answers = [...(await Promise.all(w.servers.map(pay))), await pay(pick(w.servers))];
      for (const answer of answers) {
        if (answer.status !== 200) continue;
        invoice.paidWith.add(key);
        invoice.paidAt.add(answer.body.paidAt as string);
      }
    },
  ],
  [
    'media create + upload PUT',
    10,
    async (w) => {
      const tenant = pick(w.tenants);
      // Sniffed as what it is declared: a PDF header, then anything.
      const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(Math.floor(Math.random() * 64 * 1024))]);
      const created = await call(pick(w.servers), 'POST', '/api/v1/media', {
        token: tenant.token,
        json: { filename: 'bail.pdf', contentType: 'application/pdf', ownerType: 'USER', ownerId: tenant.userId, kind: 'DOCUMENT', sizeBytes: bytes.length },
      });
      if (created.status !== 201) return;
      const address = new URL(created.body.uploadUrl as string);
      const put = await call(pick(w.servers), 'PUT', `${address.pathname}${address.search}`, { body: bytes, headers: { 'content-type': 'application/pdf' } });
      if (put.status === 200) w.uploads.set((created.body.media as { id: string }).id, bytes.length);
    },
  ],
];

async function drive(world: World, until: number, onTick: () => void): Promise<void> {
  const total = steps.reduce((sum, [, weight]) => sum + weight, 0);
  const choose = () => {
    let roll = Math.random() * total;
    for (const step of steps) if ((roll -= step[1]) < 0) return step;
    return steps[0]!;
  };
  const worker = async () => {
    while (Date.now() < until) {
      const [name, , run] = choose();
      count(operations, name);
      await run(world);
      onTick();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// ---------------------------------------------------------------- invariants

async function checkInvariants(databaseUrl: string, world: World): Promise<[string, string[]][]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Only the soak's own org: the database may hold others (a Citus cluster's is used as it is).
  const q = async <T extends pg.QueryResultRow>(text: string) => (await db.query<T>(text, [world.orgId])).rows;
  try {
    const overlaps = await q<{ a: string; b: string }>(`
      select a.id as a, b.id as b from booking a join booking b
        on a.org_id = b.org_id and a.unit_id = b.unit_id and a.id < b.id
       where a.org_id = $1 and a.status in ('PENDING','ACTIVE') and b.status in ('PENDING','ACTIVE')
         and daterange(a.start_date, a.end_date) && daterange(b.start_date, b.end_date)`);
    const badAmounts = await q<{ id: string }>(`
      select id from invoice
       where org_id = $1 and (gross_amount <> net_amount + tva_amount or tva_amount <> (net_amount * tva_basis_points + 5000) / 10000)`);
    const dbBookings = Number((await q<{ n: string }>('select count(*) as n from booking where org_id = $1'))[0]!.n);
    const dbInvoices = Number((await q<{ n: string }>('select count(*) as n from invoice where org_id = $1'))[0]!.n);
    const paid = new Map(
      (await q<{ id: string; paid_at: Date }>(`select id, paid_at from invoice where org_id = $1 and status = 'PAID'`)).map((r) => [r.id, r.paid_at.toISOString()]),
    );
    const payments: string[] = [];
    for (const [id, invoice] of world.invoices) {
      if (invoice.paidWith.size > 1) payments.push(`${id} paid by ${invoice.paidWith.size} different keys`);
      if (invoice.paidAt.size > 1) payments.push(`${id} answered ${invoice.paidAt.size} different paidAt`);
      const stored = paid.get(id);
      if (invoice.paidWith.size && (!stored || !invoice.paidAt.has(stored))) payments.push(`${id} acknowledged as paid, stored ${stored ?? 'unpaid'}`);
    }
    for (const id of paid.keys()) if (!world.invoices.get(id)?.paidWith.size) payments.push(`${id} PAID without an acknowledged payment`);

    const lostUploads: string[] = [];
    const media = new Map(
      (await q<{ id: string; org_id: string; size_bytes: string; uploaded_at: Date | null }>('select id, org_id, size_bytes, uploaded_at from media_object where org_id = $1')).map(
        (r) => [r.id, r],
      ),
    );
    for (const [id, size] of world.uploads) {
      const row = media.get(id);
      if (!row?.uploaded_at || Number(row.size_bytes) !== size) lostUploads.push(`${id}: not marked uploaded with ${size} bytes`);
    }
    // The stored content of every uploaded media object: its declared size, and the checksum taken while it streamed in.
    const stored = await q<{ id: string; bytes: string | null; matches: boolean }>(`
      select m.id, sum(octet_length(c.data)) as bytes, coalesce(encode(sha256(string_agg(c.data, ''::bytea order by c.chunk_no)), 'hex') = m.sha256, false) as matches
        from media_object m left join media_chunk c on c.org_id = m.org_id and c.media_id = m.id
       where m.org_id = $1 and m.uploaded_at is not null group by m.org_id, m.id`);
    for (const row of stored) {
      if (Number(row.bytes) !== Number(media.get(row.id)?.size_bytes)) lostUploads.push(`${row.id}: ${row.bytes ?? 'no'} bytes stored, ${media.get(row.id)?.size_bytes} declared`);
      else if (!row.matches) lostUploads.push(`${row.id}: stored content does not match its SHA-256`);
    }
    return [
      ['no overlapping PENDING/ACTIVE bookings of a unit', overlaps.map((o) => `${o.a} overlaps ${o.b}`)],
      ['every invoice: gross = net + TVA, TVA rounded half up', badAmounts.map((r) => r.id)],
      [
        'idempotent creates: one row per acknowledged booking and invoice',
        [
          ...(dbBookings !== world.bookings.size ? [`${dbBookings} bookings stored, ${world.bookings.size} acknowledged`] : []),
          ...(dbInvoices !== world.invoices.size ? [`${dbInvoices} invoices stored, ${world.invoices.size} acknowledged`] : []),
        ],
      ],
      ['no invoice paid twice; replays return the first payment', payments],
      ['no lost upload: every acknowledged file stored with its size', lostUploads],
      ['zero 5xx, INTERNAL or transport errors', failures.slice(0, 20)],
    ];
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------- main

// A database used as it is (a Citus cluster's: a new database there needs the extension on every node).
const database = process.env.SOAK_DATABASE_URL
  ? { url: process.env.SOAK_DATABASE_URL, close: async () => undefined }
  : await freshDatabase('rental_soak', process.env.DATABASE_URL);
const servers: Server[] = [];
let exitCode = 1;
try {
  const env = {
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SANDBOX_SIGNING_KEY,
    UPLOAD_SIGNING_KEY,
    CURSOR_SIGNING_KEY,
    // The soak measures the service, not the limiter (test/rate-limit.test.ts covers it).
    RATE_LIMIT_ENABLED: 'false',
    // One org uploads here: its share of the upload slots is the whole of them (test/uploads-fairness.test.ts covers sharing).
    MEDIA_CONCURRENT_UPLOADS_PER_ORG: '1000',
    NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS ?? '--max-old-space-size=256',
  };
  // Started together: both migrate the fresh database, under the migration lock.
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  console.log(`soak: ${SECONDS} s, ${CONCURRENCY} in flight, servers ${servers.map((s) => s.url).join(' and ')}`);
  const world = await setUp(servers);

  const started = Date.now();
  const until = started + SECONDS * 1000;
  // Memory is compared from the warm-up (JIT, pools, caches filled, the capped heap grown to its working size) to the
  // end: the highest RSS sampled in the first three fifths against the last sample. A single reading at the warm-up's
  // end was noise: a 30 s run's RSS went 205 -> 310 MiB from a fifth on and stayed at 280-300 MiB from 12 s to 60 s,
  // so CI read 202 MiB at 12 s on one run and called the plateau 51 % growth. A leak still shows: it grows past the
  // plateau in the last two fifths.
  const warmUpEnds = started + Math.max(1000, SECONDS * 600);
  const rssInWarmUp = servers.map(() => 0);
  const sampleWarmUp = setInterval(() => {
    if (Date.now() > warmUpEnds) return;
    servers.forEach((s, i) => (rssInWarmUp[i] = Math.max(rssInWarmUp[i]!, rssKb(s.process.pid!))));
  }, 1000);
  let requests = 0;
  await drive(world, until, () => requests++);
  clearInterval(sampleWarmUp);
  const elapsed = (Date.now() - started) / 1000;
  const rssAtEnd = servers.map((s) => rssKb(s.process.pid!));
  const rssAfterWarmUp = rssInWarmUp.map((kb, i) => kb || rssAtEnd[i]!);

  const results = await checkInvariants(database.url, world);
  const memory = servers.map((s, i) => {
    const growth = rssAtEnd[i]! / rssAfterWarmUp[i]! - 1;
    return { server: s.url, growth, line: `${s.url}: RSS ${Math.round(rssAfterWarmUp[i]! / 1024)} MiB after warm-up -> ${Math.round(rssAtEnd[i]! / 1024)} MiB (${(growth * 100).toFixed(1)} %)` };
  });
  results.push([
    `memory flat: RSS grows at most ${MAX_RSS_GROWTH * 100} % after warm-up`,
    memory.filter((m) => m.growth > MAX_RSS_GROWTH).map((m) => m.line),
  ]);
  results.push(['no error logged by the servers', servers.filter((s) => s.errorLogs).map((s) => `${s.url}: ${s.errorLogs} error lines, the first: ${s.firstErrors.join('\n')}`)]);

  console.log(`\nworkload steps: ${requests} in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s)`);
  for (const [name, n] of [...operations].sort()) console.log(`  ${name.padEnd(40)} ${n}`);
  console.log('answers:');
  for (const [status, n] of [...statuses].sort()) console.log(`  ${status.padEnd(40)} ${n}`);
  console.log(`acknowledged: ${world.bookings.size} bookings, ${world.invoices.size} invoices, ` +
    `${[...world.invoices.values()].filter((i) => i.paidWith.size).length} payments, ${world.uploads.size} uploads`);
  console.log('memory:');
  for (const m of memory) console.log(`  ${m.line}`);
  console.log('invariants:');
  for (const [name, violations] of results) {
    console.log(`  ${violations.length ? 'FAIL' : 'ok  '} ${name}`);
    for (const violation of violations.slice(0, 10)) console.log(`       ${violation}`);
  }
  exitCode = results.some(([, violations]) => violations.length) ? 1 : 0;
  console.log(exitCode ? '\nsoak FAILED' : '\nsoak passed');
} catch (error) {
  console.error('soak could not run:', error);
} finally {
  await Promise.all(servers.map(stopServer));
  await database.close().catch((error: unknown) => console.error('could not drop the soak database:', error));
}
process.exit(exitCode);
