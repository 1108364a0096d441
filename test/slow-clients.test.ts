import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.js';
import { defaultMaxConnections, MAX_PIPELINED_REQUESTS } from '../src/server/connections.js';
import { startTestApp, type Caller, type TestApp } from './helpers/app.js';
import { uploadedMedia } from './helpers/fixtures.js';
import { pdfBytes, slowPut } from './helpers/uploads.js';

/**
 * One org's slow clients cannot hold what every org shares (src/server/connections.ts): headers and bodies
 * trickled a byte at a time, answers never read, connections opened and left idle. Real clients over real
 * sockets; another org's requests are answered meanwhile.
 */

/** A raw connection that keeps what the service sends, and when it closed. */
interface Client {
  socket: Socket;
  received(): string;
  /** Milliseconds from the connection's start to its close. */
  closed: Promise<number>;
}

function open(origin: string, { localAddress = '127.0.0.1' } = {}): Promise<Client> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let received = '';
    const socket = connect({ host: hostname, port: Number(port), localAddress }, () =>
      resolve({ socket, received: () => received, closed }),
    );
    socket.on('data', (chunk) => (received += String(chunk)));
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - started)));
    socket.once('error', reject);
  });
}

/** Writes `text` a byte every `everyMs` until the connection closes. */
function trickle(client: Client, text: string, everyMs = 200) {
  let at = 0;
  const timer = setInterval(() => {
    if (at < text.length && !client.socket.destroyed) client.socket.write(text[at++]!);
  }, everyMs);
  void client.closed.then(() => clearInterval(timer));
}

/** A small read of the caller's org over a connection of its own, with how long it took. */
async function timedRead(origin: string, caller: Caller, timeoutMs = 20_000) {
  const started = performance.now();
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` },
    body: JSON.stringify({ query: '{ properties(first: 1) { totalCount } }' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const METRICS_TOKEN = 'slow-clients-metrics-token-0123456789abcdef';
/** The process's connections_shed_total by reason, and its open connections by state, as /metrics says (in the process: no connection of its own). */
async function connectionMetrics(t: TestApp): Promise<{ shed: Record<string, number>; open: Record<string, number> }> {
  const scraped = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const series = (name: string, label: string) =>
    Object.fromEntries([...scraped.body.matchAll(new RegExp(`^${name}\\{${label}="(\\w+)"\\} (\\d+)$`, 'gm'))].map((match) => [match[1]!, Number(match[2])]));
  return { shed: series('http_connections_shed_total', 'reason'), open: series('http_connections_open', 'state') };
}

describe('slow request headers and idle connections', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ REQUEST_HEADERS_TIMEOUT_SECONDS: '2' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('are answered 408 and closed within REQUEST_HEADERS_TIMEOUT_SECONDS (checked every second), not after 60 to 90 s', async () => {
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    const idle = await open(origin);
    const slowloris = await open(origin);
    trickle(slowloris, `GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: x\r\n${'X-Padding: y\r\n'.repeat(20)}\r\n`);
    // Another client is answered at once meanwhile.
    expect(await timedRead(origin, other)).toEqual({ status: 200, ms: expect.any(Number) });
    for (const client of [idle, slowloris]) {
      const ms = await client.closed;
      expect(ms).toBeGreaterThan(1500);
      expect(ms).toBeLessThan(5000);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    }
  });
});

describe('slow request bodies', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ REQUEST_BODY_TIMEOUT_SECONDS: '2', REQUESTS_PER_ORG: '2', MEDIA_UPLOAD_MIN_BYTES_PER_SECOND: '0' });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("are refused 408 and their connections closed after REQUEST_BODY_TIMEOUT_SECONDS, giving back their org's turns", async () => {
    const slowOrg = await t.caller(['OWNER'], { orgId: randomUUID() });
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    const body = JSON.stringify({ query: '{ properties(first: 1) { totalCount } }' });
    // Both of the org's turns (REQUESTS_PER_ORG) held by bodies trickled a byte every 200 ms, and a REST body without a token.
    const tricklers = await Promise.all([open(origin), open(origin), open(origin)]);
    const heads = [
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${slowOrg.token}\r\nContent-Length: ${body.length}\r\n\r\n`,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${slowOrg.token}\r\nContent-Length: ${body.length}\r\n\r\n`,
      `POST /api/v1/bookings/${randomUUID()}/extend HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    ];
    tricklers.forEach((client, n) => {
      client.socket.write(heads[n]!);
      trickle(client, body);
    });
    const started = performance.now();
    await wait(300);
    // The org's next request waits for a turn, another org's is answered at once.
    const slowOrgsNext = timedRead(origin, slowOrg);
    expect((await timedRead(origin, other)).ms).toBeLessThan(2000);

    const closedAfter = await Promise.all(tricklers.map((client) => client.closed));
    for (const ms of closedAfter) expect(ms).toBeLessThan(8000);
    for (const client of tricklers.slice(0, 2)) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received()).toMatch(/\r\nconnection: close\r\n/i);
      expect(client.received()).toContain('"code":"REQUEST_TIMEOUT"');
      expect(client.received()).toContain('The request body did not arrive within 2 s.');
    }
    expect(tricklers[2]!.received()).toMatch(/^HTTP\/1\.1 408 [^]*application\/problem\+json[^]*"code":"REQUEST_TIMEOUT"/);
    // Its turns given back, the org's waiting request is answered.
    const next = await slowOrgsNext;
    expect(next.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('leave uploads to their own pace: a PUT slower than the body timeout is stored', async () => {
    const owner = await t.caller(['OWNER'], { orgId: randomUUID() });
    const bytes = pdfBytes(1500);
    const created = await t.rest('POST', '/media', {
      caller: owner,
      body: { filename: 'lease.pdf', contentType: 'application/pdf', ownerId: owner.userId, ownerType: 'USER', kind: 'DOCUMENT', sizeBytes: bytes.length },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = new URL(created.json().uploadUrl as string);
    // 150 bytes a second: 10 s for the file, five times the body timeout.
    const started = performance.now();
    const answer = await slowPut(`${origin}${url.pathname}${url.search}`, bytes, { piece: 15, pauseMs: 100 }).done;
    expect(answer.status, answer.body).toBe(200);
    expect(performance.now() - started).toBeGreaterThan(4000);
  });
});

describe('slow readers', () => {
  let t: TestApp;
  let origin: string;
  const logs: string[] = [];

  beforeAll(async () => {
    // A reader must take 1 MiB a second of what waits for it (far above the default): a reader at 5 MiB/s is kept,
    // one that does not read is cut after a window of a second.
    t = await startTestApp(
      { RESPONSE_MIN_BYTES_PER_SECOND: String(1024 * 1024), RESPONSE_RATE_WINDOW_SECONDS: '1', REQUESTS_PER_ORG: '1', SUBSCRIPTIONS_PER_TOKEN: '1', MEDIA_MAX_BYTES: String(32 * 1024 * 1024), LOG_LEVEL: 'info', METRICS_TOKEN },
      { logStream: { write: (line) => logs.push(line) } },
    );
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it("of a download are cut after a window below the minimum rate, giving back their org's turn; a fair reader gets it whole", async () => {
    const readerOrg = await t.caller(['OWNER'], { orgId: randomUUID() });
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    // More than the kernel's buffers hold for a client that never reads (4 MB sent, its receive window): the rest waits in the process.
    const bytes = pdfBytes(16 * 1024 * 1024);
    const mediaId = await uploadedMedia(t, readerOrg, { bytes });
    const request = `GET /media/${mediaId}/content HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${readerOrg.token}\r\n\r\n`;

    const stalled = await open(origin);
    stalled.socket.pause();
    stalled.socket.write(request);
    const started = performance.now();
    await wait(300);
    // The reader's org waits for its one turn; another org is answered at once.
    const readerOrgsNext = timedRead(origin, readerOrg);
    expect((await timedRead(origin, other)).ms).toBeLessThan(2000);
    const next = await readerOrgsNext;
    expect(next.status).toBe(200);
    // Cut within a window or two of the kernel's buffers filling (checked every second).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(logs.some((line) => /connection closed: its client took \d+ bytes of its answer in 1 s, fewer than 1048576 \(1048576 bytes\/s\)/.test(line))).toBe(true);
    expect((await connectionMetrics(t)).shed.slow_reader).toBe(1);
    stalled.socket.resume();
    await stalled.closed;
    expect(stalled.received().length).toBeLessThan(bytes.length);

    // A client that takes 1 MiB every 200 ms is kept to the end.
    const fair = await open(origin);
    let taken = 0;
    let inSlot = 0;
    fair.socket.on('data', (chunk: Buffer) => {
      taken += chunk.length;
      inSlot += chunk.length;
      if (inSlot < 1024 * 1024) return;
      inSlot = 0;
      fair.socket.pause();
      setTimeout(() => fair.socket.resume(), 200);
    });
    fair.socket.write(request);
    const whole = (async () => {
      while (taken <= bytes.length) await wait(100);
    })();
    await Promise.race([whole, fair.closed]);
    expect(taken).toBeGreaterThan(bytes.length);
    fair.socket.destroy();
  });

  it('of event subscriptions are cut the same way, giving back their place', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    logs.length = 0;
    // 2,000 events of 8 KB each (16 MB) for a subscriber resuming from the start, which never reads.
    await t.sql(
      `insert into event (org_id, id, type, subject_id, data)
       select $1, n, 'property.created', gen_random_uuid(), jsonb_build_object('padding', repeat('x', 8000)) from generate_series(1, 2000) n`,
      [manager.orgId],
    );
    const subscribe = async () => {
      const client = await open(origin);
      const body = JSON.stringify({ query: 'subscription { events(after: "0") { id type data } }' });
      client.socket.write(
        `POST /graphql HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\nAuthorization: Bearer ${manager.token}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      return client;
    };
    const stalled = await subscribe();
    stalled.socket.pause();
    // The token's one subscription (SUBSCRIPTIONS_PER_TOKEN) is the stalled one: another is refused meanwhile.
    const refused = await subscribe();
    await expect.poll(() => refused.received()).toMatch(/^HTTP\/1\.1 429 /);
    refused.socket.destroy();
    await expect.poll(() => logs.some((line) => line.includes('connection closed: its client took')), { timeout: 15_000 }).toBe(true);
    // A client that does not read learns of the close when it reads again: what it was sent, then the end.
    stalled.socket.resume();
    await stalled.closed;
    // Its place given back, the same token subscribes again.
    const again = await subscribe();
    await expect.poll(() => again.received(), { timeout: 5000 }).toMatch(/^HTTP\/1\.1 200 [^]*text\/event-stream[^]*event: next/);
    again.socket.destroy();
  });
});

describe('many connections from one address', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp({ CONNECTIONS_PER_ADDRESS: '20', METRICS_TOKEN });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('are capped at CONNECTIONS_PER_ADDRESS: one more is answered 429 and closed at once, another address is served, a closed one frees a place', async () => {
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    // Loopback has every 127.x address: 127.0.0.2 is a client elsewhere (127.0.0.1, the machine's own, is not capped).
    const capped = { localAddress: '127.0.0.2' };
    const held = await Promise.all(Array.from({ length: 20 }, () => open(origin, capped)));
    const refused = await open(origin, capped);
    // Its request is never read: answered whatever it sends, even a body that never ends.
    refused.socket.write(`POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n{`);
    expect(await refused.closed).toBeLessThan(1500);
    const [head, body] = refused.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(head).toMatch(/\r\nRetry-After: 1\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/problem\+json/);
    expect(JSON.parse(body!)).toMatchObject({ status: 429, code: 'RATE_LIMITED', type: '/api/v1/errors/RATE_LIMITED' });
    expect((await connectionMetrics(t)).shed).toMatchObject({ address_cap: 1, crowded_address_closed_at_cap: 0, idle_closed_at_cap: 0, body_closed_at_cap: 0, busy_refused_at_cap: 0 });

    // Another address still gets through.
    const elsewhere = await open(origin, { localAddress: '127.0.0.3' });
    elsewhere.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
    await expect.poll(() => elsewhere.received()).toMatch(/^HTTP\/1\.1 200 /);
    elsewhere.socket.destroy();

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await wait(100);
    const again = await open(origin, capped);
    again.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
    await expect.poll(() => again.received()).toMatch(/^HTTP\/1\.1 200 /);
    again.socket.destroy();
    expect((await timedRead(origin, other)).status).toBe(200);
    for (const client of held) client.socket.destroy();
  });

  it(`have at most ${MAX_PIPELINED_REQUESTS} requests in flight each: one more pipelined is answered 429 and the connection closed after it`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: MAX_PIPELINED_REQUESTS + 6 }), fc.constantFrom('/healthz', '/api/v1/errors'), async (count, path) => {
        const client = await open(origin);
        client.socket.write(Array.from({ length: count }, (_, n) => `GET ${path}?n=${n} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
        // Each answer follows the body of the one before.
        const statuses = () => [...client.received().matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
        const served = Math.min(count, MAX_PIPELINED_REQUESTS);
        const expected = [...Array.from({ length: served }, () => 200), ...(count > served ? [429] : [])];
        await expect.poll(statuses).toHaveLength(expected.length);
        expect(statuses()).toEqual(expected);
        if (count > served) {
          await client.closed;
          expect(client.received()).toContain(`At most ${MAX_PIPELINED_REQUESTS} requests in flight on one connection`);
        }
        client.socket.destroy();
      }),
      { numRuns: 15 },
    );
  });

  it("are not capped from the machine's own address (a local proxy, a health checker, a load test)", async () => {
    const local = await Promise.all(Array.from({ length: 30 }, () => open(origin)));
    const last = local.at(-1)!;
    last.socket.write(`GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
    await expect.poll(() => last.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of local) client.socket.destroy();
  });

  it('are not capped behind a proxy unless set (every client comes from its address)', () => {
    expect(loadConfig({}).connections).toEqual({ max: defaultMaxConnections(), perAddress: 256, headersTimeoutMs: 10_000, bodyTimeoutMs: 30_000, minBytesPerSecond: 1024, rateWindowMs: 10_000 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.perAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', CONNECTIONS_PER_ADDRESS: '1000' }).connections.perAddress).toBe(1000);
  });
});

describe("the process's connections", () => {
  let t: TestApp;
  let origin: string;
  const healthz = `GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`;

  beforeAll(async () => {
    t = await startTestApp({ CONNECTIONS_MAX: '6', METRICS_TOKEN });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  /** `count` connections opened one after the other (the server taking each before the next), each sending `first`. */
  async function openMany(count: number, first: string) {
    const clients: Client[] = [];
    for (let n = 0; n < count; n++) {
      const client = await open(origin);
      client.socket.write(first);
      clients.push(client);
      await wait(30);
    }
    return clients;
  }
  /** Whether each client's connection is still open after a moment. */
  const stillOpen = (clients: Client[]) =>
    Promise.all(clients.map((client) => Promise.race([client.closed.then(() => false), wait(300).then(() => true)])));
  async function closeAll(clients: Client[]) {
    for (const client of clients) client.socket.destroy();
    await Promise.all(clients.map((client) => client.closed));
    // The server sees them closed too.
    await wait(100);
  }
  async function served(client: Client, request = healthz, answer = /^HTTP\/1\.1 200 [^]*\r\n\r\n\{"status":"ok"/) {
    client.socket.write(request);
    await expect.poll(() => client.received()).toMatch(answer);
  }

  it('are capped at CONNECTIONS_MAX, the machine\'s own too: a new one sheds the oldest whose headers are still arriving', async () => {
    const other = await t.caller(['OWNER'], { orgId: randomUUID() });
    const partial = await openMany(6, 'GET /healthz HTTP/1.1\r\nHost: x\r\n');
    // Another org's read on a new connection is answered.
    const next = await open(origin);
    const body = JSON.stringify({ query: '{ properties(first: 1) { totalCount } }' });
    await served(
      next,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer ${other.token}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      /^HTTP\/1\.1 200 [^]*"totalCount":0/,
    );
    expect(await partial[0]!.closed).toBeLessThan(2000);
    expect(partial[0]!.received()).toBe('');
    expect(await stillOpen(partial.slice(1))).toEqual([true, true, true, true, true]);
    await closeAll([...partial, next]);
  });

  it('shed idle keep-alive connections, the longest idle first', async () => {
    const kept = await openMany(6, '');
    for (const client of kept) await served(client);
    // The first is used again: the second is now idle the longest.
    await served(kept[0]!, `GET /healthz?again HTTP/1.1\r\nHost: x\r\n\r\n`);
    const next = await open(origin);
    await served(next);
    await kept[1]!.closed;
    expect(await stillOpen([kept[0]!, ...kept.slice(2)])).toEqual([true, true, true, true, true]);
    await closeAll([...kept, next]);
  });

  /** A request for an event stream (each connection then busy, being answered, for as long as it stays open). */
  const eventStream = (caller: Caller) => {
    const body = JSON.stringify({ query: 'subscription { events { id } }' });
    return `POST /graphql HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\nContent-Type: application/json\r\nAuthorization: Bearer ${caller.token}\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  };

  it("shed the request whose body has been awaited the longest: bodies trickled on every connection hold none of them", async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    // Bodies not yet whole, on every connection: a new one is served, and the body awaited the longest is shed.
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const trickling = await openMany(6, `${head}${body.slice(0, 5)}`);
    const next = await open(origin);
    await served(next);
    await trickling[0]!.closed;
    expect(await stillOpen(trickling.slice(1))).toEqual([true, true, true, true, true]);
    // One whose body arrives meanwhile is answered.
    trickling[1]!.socket.write(body.slice(5));
    await expect.poll(() => trickling[1]!.received()).toMatch(/^HTTP\/1\.1 200 [^]*"__typename":"Query"/);
    await closeAll([...trickling, next]);
  });

  it('shed first from the address holding the most: a client\'s kept-alive connection outlasts another address\'s trickled bodies', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const head = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // A client's connection, kept alive and idle the longest.
    const kept = await open(origin, { localAddress: '127.0.0.3' });
    await served(kept);
    const trickling: Client[] = [];
    for (let n = 0; n < 5; n++) {
      const client = await open(origin, { localAddress: '127.0.0.2' });
      client.socket.write(`${head}${body.slice(0, 5)}`);
      trickling.push(client);
      await wait(30);
    }
    // Reconnecting, the trickling address gives up its own oldest, never the client's.
    const next = await open(origin, { localAddress: '127.0.0.2' });
    next.socket.write(`${head}${body.slice(0, 5)}`);
    await trickling[0]!.closed;
    expect(await stillOpen([kept, ...trickling.slice(1), next])).toEqual([true, true, true, true, true, true]);
    await served(kept, `GET /healthz?again HTTP/1.1\r\nHost: x\r\n\r\n`);
    await closeAll([kept, ...trickling, next]);
  });

  it('never shed one being answered: with every one busy a new one is answered 503 and closed; one ended, a new one is served', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const uploading = await openMany(6, eventStream(manager));
    for (const stream of uploading) await expect.poll(() => stream.received()).toMatch(/^HTTP\/1\.1 200 [^]*text\/event-stream/);
    const refused = await open(origin);
    refused.socket.write(healthz);
    expect(await refused.closed).toBeLessThan(1500);
    const [answerHead, answer] = refused.received().split('\r\n\r\n');
    expect(answerHead).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answerHead).toMatch(/\r\nRetry-After: 1\r\n/);
    expect(answerHead).toMatch(/\r\nConnection: close(\r\n|$)/);
    expect(answerHead).toMatch(/\r\nContent-Type: application\/problem\+json/);
    expect(JSON.parse(answer!)).toMatchObject({ status: 503, code: 'UNAVAILABLE', detail: expect.stringContaining('maximum of 6 connections') });
    expect(await stillOpen(uploading)).toEqual([true, true, true, true, true, true]);

    // One stream ends: a new connection is served.
    uploading[0]!.socket.destroy();
    await uploading[0]!.closed;
    await wait(100);
    const next = await open(origin);
    await served(next);
    expect(await stillOpen(uploading.slice(1))).toEqual([true, true, true, true, true]);
    await closeAll([...uploading, next]);
  });

  it('hold refused connections for their answer up to a quarter of the cap at once: past that one is closed unanswered', async () => {
    const manager = await t.caller(['MANAGER'], { orgId: randomUUID() });
    const uploading = await openMany(6, eventStream(manager));
    for (const stream of uploading) await expect.poll(() => stream.received()).toMatch(/^HTTP\/1\.1 200 [^]*text\/event-stream/);
    // Clients that never close their side: each refusal lingers its second (a quarter of a cap of 6 is 1).
    const { hostname, port } = new URL(origin);
    const stubborn = () =>
      new Promise<{ socket: Socket; received: () => string; closed: Promise<void> }>((resolve) => {
        let received = '';
        const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true }, () => resolve({ socket, received: () => received, closed }));
        socket.on('data', (chunk) => (received += String(chunk)));
        socket.on('error', () => undefined);
        // Closed by the server: its end arrives (the client never ends its own side).
        const closed = new Promise<void>((done) => socket.once('end', () => done()));
      });
    const first = await stubborn();
    await expect.poll(() => first.received()).toMatch(/^HTTP\/1\.1 503 /);
    const second = await stubborn();
    await second.closed;
    expect(second.received()).toBe('');
    await first.closed;
    first.socket.destroy();
    second.socket.destroy();
    await closeAll(uploading);
  });

  it('are counted in the metrics: those shed by reason (the tests above), and those open by state', async () => {
    const { shed, open: openNow } = await connectionMetrics(t);
    // Shed idle: the first test's headers arriving, the second's keep-alive. Shed awaiting its body: the third's first.
    // Of the crowded address: the fourth's. Refused busy: the fifth's and the sixth's first; the sixth's second unanswered.
    expect(shed).toEqual({
      address_cap: 0,
      crowded_address_closed_at_cap: 1,
      idle_closed_at_cap: 2,
      body_closed_at_cap: 1,
      busy_refused_at_cap: 2,
      refused_unanswered: 1,
      slow_reader: 0,
    });
    expect(openNow).toEqual({ busy: 0, idle: 0 });
    const held = await open(origin);
    await served(held);
    await expect.poll(async () => (await connectionMetrics(t)).open).toEqual({ busy: 0, idle: 1 });
    await closeAll([held]);
  });

  it('default to 80 % of the open files /proc/self/limits gives, 4,096 without a limit', () => {
    const limits = (files: string) =>
      `Limit                     Soft Limit           Hard Limit           Units     \nMax processes             96364                96364                processes \nMax open files            ${files.padEnd(20)} ${files.padEnd(20)} files     \nMax locked memory         8388608              8388608              bytes     \n`;
    expect(defaultMaxConnections(limits('20000'))).toBe(16_000);
    expect(defaultMaxConnections(limits('1048576'))).toBe(838_860);
    expect(defaultMaxConnections(limits('1'))).toBe(1);
    expect(defaultMaxConnections(limits('unlimited'))).toBe(4096);
    expect(defaultMaxConnections('')).toBe(4096);
    expect(loadConfig({ TRUST_PROXY: 'true' }).connections.max).toBe(defaultMaxConnections());
    expect(loadConfig({ CONNECTIONS_MAX: '100' }).connections.max).toBe(100);
    expect(() => loadConfig({ CONNECTIONS_MAX: '0' })).toThrow(/CONNECTIONS_MAX/);
  });
});
