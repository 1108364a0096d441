import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode } from '../domain/errors.js';
import { PROBLEM_CONTENT_TYPE, problem } from '../rest/problem.js';
import { addressKey } from './rate-limit-store.js';

/**
 * What one client's connections may hold of the process, whatever its org
 * (docs/security.md): a client that sends slowly, reads slowly or only opens
 * sockets holds them, their memory and its org's turns, and file descriptors
 * are shared by every org. Each is bounded in time or in number here.
 */
export interface ConnectionLimits {
  /** Open connections of the whole process, every address's (the machine's own too, and behind a proxy): file descriptors are the process's. */
  max: number;
  /** Open connections of one client address (an IPv6 /64); 0: no cap (behind a proxy, whose address every client shares). */
  perAddress: number;
  /** The longest a request's headers may take to arrive, from the connection's start (a silent one too) or a later request's first byte. */
  headersTimeoutMs: number;
  /** The longest a request's body may take to arrive once the service reads it (uploads have a pace of their own). */
  bodyTimeoutMs: number;
  /** The slowest a client may take what its answers hold in the process, in bytes per second over each window; 0: no floor. */
  minBytesPerSecond: number;
  rateWindowMs: number;
  /** Requests whose bodies keep a pace of their own (uploads): never shed at the cap while they arrive. */
  pacedBody?: (request: IncomingMessage) => boolean;
}

/** The share of the process's open files its connections may take: the rest for the database pool, files and logs. */
const CONNECTIONS_SHARE_OF_FILES = 0.8;
/** The connections a process may hold when its open files have no readable limit (not Linux, or unlimited). */
const FALLBACK_MAX_CONNECTIONS = 4096;

function readProcessLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The default of CONNECTIONS_MAX: 80 % of the process's soft limit of open
 * files, as /proc/self/limits gives it (Node raises it to the hard limit at
 * start-up); 4,096 without one.
 */
export function defaultMaxConnections(processLimits = readProcessLimits()): number {
  const files = Number(/^Max open files +(\d+) /m.exec(processLimits ?? '')?.[1]);
  return files > 0 ? Math.max(1, Math.floor(files * CONNECTIONS_SHARE_OF_FILES)) : FALLBACK_MAX_CONNECTIONS;
}

/** Why the process closed or refused a connection (connections_shed_total's `reason`). */
export type ShedReason = 'address_cap' | 'crowded_address_closed_at_cap' | 'idle_closed_at_cap' | 'body_closed_at_cap' | 'busy_refused_at_cap' | 'refused_unanswered' | 'slow_reader';

/** What guardConnections counts, for the metrics: the open connections now, and those shed since the start, by reason. */
export interface ConnectionCounts {
  open(): { idle: number; busy: number };
  /** How many of its connection's requests were in flight when a request began, itself included (more than one when pipelined). */
  depthOf(request: IncomingMessage): number;
  shed: Record<ShedReason, number>;
}

/**
 * Requests one connection may have in flight (HTTP/1.1 pipelining): each answer waits in the process until its
 * client has read those before it. 50 pipelined requests on each of 2,000 anonymous connections took a process from
 * 160 MB to 2.6 GB. One more is answered 429 and the connection closed after it.
 */
export const MAX_PIPELINED_REQUESTS = 8;

/** How often headers and answers' pace are checked: a limit of N s is enforced within N+1 s. */
const CHECK_MS = 1000;
/** The machine's own address: a proxy, a health checker or a load test on this machine, never capped (as a proxy's address with TRUST_PROXY). */
const THIS_MACHINE = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Fastify's own default: above the idle timeout of the load balancers in front (60 s on AWS's). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The HTTP server (Fastify's `serverFactory`): Node checks header timeouts
 * only every 30 s by default, so slow headers held a connection for 60 to 90 s;
 * here every second. No time limit on a whole request: bodies are paced per
 * route (see paceBodies), and an upload of 10 MB may rightly take minutes.
 */
export function httpServer(limits: ConnectionLimits) {
  return (handler: RequestListener): Server => {
    const server = createServer({ connectionsCheckingInterval: CHECK_MS, headersTimeout: limits.headersTimeoutMs, requestTimeout: 0 }, handler);
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}

/** The socket's counters of bytes handed to libuv and of those libuv still queues (a large write is taken by the kernel in parts). */
type SocketCounters = Socket & { _bytesDispatched?: number; _handle?: { writeQueueSize?: number } | null };

/**
 * Bytes of a connection's answers the kernel has taken: what the socket dispatched less what libuv still queues.
 * Without those counters, whole writes completed (a large answer's one write counts only once wholly taken).
 */
function takenByKernel(socket: SocketCounters): number {
  if (typeof socket._bytesDispatched !== 'number') return socket.bytesWritten - socket.writableLength;
  return socket._bytesDispatched - (socket._handle?.writeQueueSize ?? 0);
}

/** How long a refused connection's client has to take its answer. */
const LINGER_MS = 1000;

/**
 * A connection past a cap (its address's: 429; the process's, every connection
 * busy: 503): answered at once, before any of its request is read, so its
 * client knows to wait rather than seeing a reset.
 * What it sends meanwhile is read and dropped (closing with unread bytes would
 * reset the connection, and the client could lose the answer), for a second at most.
 */
function refuseConnection(socket: Socket, code: ErrorCode, detail: string): void {
  const refusal = problem(code, detail);
  const body = JSON.stringify(refusal);
  socket.on('error', () => socket.destroy());
  socket.resume();
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Closes a connection whose client is still sending, after its answer, the way a lingering close does: the answer
 * ends (FIN), what the client goes on sending is read and dropped for LINGER_MS at most, then the socket is closed.
 * Node closed it at once, and bytes arriving at a closed socket make the kernel reset the connection, which drops the
 * answer the client had not read yet: a refused upload's 503 reached its client as ECONNRESET.
 */
export function lingerAfterAnswer(socket: Socket | null): void {
  // Fastify's inject has no real socket.
  if (!(socket instanceof Socket)) return;
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/**
 * Caps each client address's open connections (one more is answered 429 and
 * closed, before any of it is read; the machine's own 127.0.0.1 and ::1 uncapped)
 * and the process's: at `max`, a new connection sheds, of the client address
 * holding the most connections, its oldest one idle or awaiting its request's
 * body; else the connection idle the longest (its request's headers still
 * arriving, or kept alive between requests); else the one whose request's body
 * has been awaited the longest (an upload aside). 16,000 anonymous bodies
 * trickled a byte every 2 s from 64 addresses held every connection for their
 * 30 s body timeout, and every org was answered 503, its load balancer's /readyz
 * too. Never one being answered (its pace is guarded apart); with every one busy
 * it is answered 503 and closed.
 * Closes a connection whose client takes its answer too slowly: while bytes
 * of an answer wait in the process for the client (the kernel's buffers full),
 * it must take at least `minBytesPerSecond` over each window, or the connection is closed. An answer
 * whose client does not read holds its memory, the connection and its org's
 * turn (src/server/org-requests.ts) until then, never longer.
 */
export function guardConnections(server: Server, limits: ConnectionLimits, log: { info(object: object, message: string): void }): ConnectionCounts {
  const shed: Record<ShedReason, number> = {
    address_cap: 0,
    crowded_address_closed_at_cap: 0,
    idle_closed_at_cap: 0,
    body_closed_at_cap: 0,
    busy_refused_at_cap: 0,
    refused_unanswered: 0,
    slow_reader: 0,
  };
  /** Per connection: the checks its answer has waited for its client in this window (0: not waiting), and the bytes it had taken when the window began. */
  const pace = new Map<Socket, { waited: number; takenBefore: number }>();
  // Every open connection is in one of these: idle (in the order they became so, the longest idle first), or busy with
  // its requests in flight (more than one when pipelined), from a request's headers to its answer's end.
  const idle = new Set<Socket>();
  const busy = new Map<Socket, number>();
  // Busy connections whose request's body was not whole when its headers were, the longest awaited first; kept until
  // their answer ends, passed over once whole (complete) when a connection is wanted.
  const awaitingBody = new Map<Socket, IncomingMessage>();
  const depth = new WeakMap<IncomingMessage, number>();
  const awaitsBody = (socket: Socket) => {
    const request = awaitingBody.get(socket);
    return request !== undefined && !request.complete && !socket.destroyed;
  };
  const longestAwaitedBody = (): Socket | undefined => {
    for (const socket of awaitingBody.keys()) {
      if (awaitsBody(socket)) return socket;
      awaitingBody.delete(socket);
    }
    return undefined;
  };
  // The connections of each capped client address (the machine's own and a proxy's aside: CONNECTIONS_PER_ADDRESS counts
  // these), and the addresses by how many they hold: at the cap the address holding the most gives up one of its own first. Closing the longest idle first,
  // 16,000 trickled bodies from 64 addresses reconnecting at once closed other clients' kept-alive connections: a third
  // of another org's requests and half of /readyz's failed.
  const ofAddress = new Map<string, Set<Socket>>();
  const holding = new Map<number, Set<string>>();
  let most = 0;
  const hold = (address: string, socket: Socket, change: 1 | -1) => {
    const sockets = ofAddress.get(address) ?? new Set<Socket>();
    const before = sockets.size;
    if (change > 0) sockets.add(socket);
    else sockets.delete(socket);
    if (sockets.size === before) return;
    holding.get(before)?.delete(address);
    if (sockets.size) {
      ofAddress.set(address, sockets);
      holding.set(sockets.size, (holding.get(sockets.size) ?? new Set()).add(address));
    } else ofAddress.delete(address);
    most = Math.max(most, sockets.size);
    while (most > 0 && !holding.get(most)?.size) most--;
  };
  /** Of the address holding the most connections (more than one), its oldest idle or awaiting its request's body. */
  const crowdedOne = (): Socket | undefined => {
    if (most < 2) return undefined;
    const [crowded] = holding.get(most)!;
    for (const socket of ofAddress.get(crowded!) ?? []) if (idle.has(socket) || awaitsBody(socket)) return socket;
    return undefined;
  };
  // Refused connections, each held up to LINGER_MS for its answer outside the cap: at most a quarter of it, so that a
  // flood of refusals keeps within the open files the cap leaves; past that one is closed at once, unanswered.
  const refusing = new Set<Socket>();
  const refuse = (socket: Socket, reason: ShedReason, code: ErrorCode, detail: string) => {
    if (refusing.size >= Math.max(1, Math.floor(limits.max / 4))) {
      shed.refused_unanswered++;
      return void socket.destroy();
    }
    shed[reason]++;
    refusing.add(socket);
    socket.once('close', () => refusing.delete(socket));
    refuseConnection(socket, code, detail);
  };

  server.on('connection', (socket: Socket) => {
    const address = addressKey(socket.remoteAddress ?? '');
    const capped = limits.perAddress > 0 && !THIS_MACHINE.has(socket.remoteAddress ?? '');
    if (capped && (ofAddress.get(address)?.size ?? 0) >= limits.perAddress) {
      refuse(
        socket,
        'address_cap',
        'RATE_LIMITED',
        `This address already holds ${limits.perAddress} open connections: reuse one (keep-alive) or close one before opening another.`,
      );
      return;
    }
    if (idle.size + busy.size >= limits.max) {
      const crowded = crowdedOne();
      const longestIdle = crowded ? undefined : idle.values().next().value;
      const shedding = crowded ?? longestIdle ?? longestAwaitedBody();
      if (!shedding) {
        refuse(socket, 'busy_refused_at_cap', 'UNAVAILABLE', `This process holds its maximum of ${limits.max} connections, each with a request in flight: try again shortly.`);
        return;
      }
      // Not logged, counted: at a flood's rate that would be a flood of log lines.
      shed[crowded ? 'crowded_address_closed_at_cap' : longestIdle ? 'idle_closed_at_cap' : 'body_closed_at_cap']++;
      idle.delete(shedding);
      busy.delete(shedding);
      awaitingBody.delete(shedding);
      shedding.destroy();
    }
    if (capped) hold(address, socket, 1);
    pace.set(socket, { waited: 0, takenBefore: 0 });
    idle.add(socket);
    socket.once('close', () => {
      pace.delete(socket);
      idle.delete(socket);
      busy.delete(socket);
      awaitingBody.delete(socket);
      if (capped) hold(address, socket, -1);
    });
  });
  // Before the application's own listener, so that a request's hooks see it counted.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    // A refused connection's request (it is answered already) is no connection of the cap's.
    if (!idle.delete(socket) && !busy.has(socket)) return;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    depth.set(request, busy.get(socket)!);
    if (!request.complete && !limits.pacedBody?.(request)) awaitingBody.set(socket, request);
    // 'close' follows the answer's end, or the connection's.
    response.once('close', () => {
      awaitingBody.delete(socket);
      const left = (busy.get(socket) ?? 1) - 1;
      if (left) return void busy.set(socket, left);
      busy.delete(socket);
      if (!socket.destroyed) idle.add(socket);
    });
  });

  const counts: ConnectionCounts = { open: () => ({ idle: idle.size, busy: busy.size }), depthOf: (request) => depth.get(request) ?? 1, shed };
  if (!limits.minBytesPerSecond) return counts;
  const needed = (limits.minBytesPerSecond * limits.rateWindowMs) / 1000;
  // Counted in checks, not read from the clock: a timer's jitter must not make a window a check longer.
  const checksPerWindow = Math.ceil(limits.rateWindowMs / CHECK_MS);
  const check = setInterval(() => {
    for (const [socket, window] of pace) {
      // Nothing waits in the process (the kernel holds the rest, or all was taken): no window runs.
      const taken = takenByKernel(socket);
      if (socket.bytesWritten === taken) {
        window.waited = 0;
        continue;
      }
      if (!window.waited++) {
        window.takenBefore = taken;
        continue;
      }
      if (window.waited <= checksPerWindow) continue;
      const took = taken - window.takenBefore;
      window.waited = 1;
      window.takenBefore = taken;
      if (took >= needed) continue;
      log.info(
        { remoteAddress: socket.remoteAddress, waitingBytes: socket.bytesWritten - taken, tookBytes: took },
        `connection closed: its client took ${took} bytes of its answer in ${limits.rateWindowMs / 1000} s, fewer than ${needed} (${limits.minBytesPerSecond} bytes/s)`,
      );
      shed.slow_reader++;
      socket.destroy();
    }
  }, CHECK_MS).unref();
  server.once('close', () => clearInterval(check));
  return counts;
}

/**
 * Reads nothing more of a connection for `ms` (its answer so far still goes
 * out): what its client sends meanwhile waits in the kernel's buffers and
 * costs the process nothing.
 */
export function holdConnection(socket: Socket, ms: number): void {
  // Requests made in the process (Fastify's inject) have no real socket.
  if (!(socket instanceof Socket) || socket.destroyed) return;
  socket.pause();
  // Node resumes the socket on the next tick to discard a request body left unread (a request refused before it was read).
  setImmediate(() => socket.pause());
  const timer = setTimeout(() => socket.resume(), ms).unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * A request body must arrive within `bodyTimeoutMs` of the service starting
 * to read it (after its org's turn, src/server/org-requests.ts), or it is
 * refused: 408 REQUEST_TIMEOUT, and the connection is closed rather than
 * read to its end. Bodies are small (BODY_LIMIT_BYTES); a client trickling
 * one would otherwise hold its connection, the body read so far and a turn
 * of its org for as long as it likes. Requests `exempt` keep their own pace
 * (uploads: MEDIA_UPLOAD_MIN_BYTES_PER_SECOND).
 */
export function paceBodies(app: FastifyInstance, bodyTimeoutMs: number, exempt: (request: FastifyRequest) => boolean): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const declared = request.headers['content-length'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
    if (!hasBody || request.raw.complete || exempt(request)) return payload;
    const body = new PassThrough();
    const forward = (chunk: Buffer) => {
      if (!body.write(chunk)) payload.pause();
    };
    const end = () => body.end();
    const fail = (error: Error) => body.destroy(error);
    const stop = () => {
      clearTimeout(timer);
      payload.off('data', forward).off('end', end).off('error', fail);
    };
    const timer = setTimeout(() => {
      stop();
      // Answered without its body (refused before parsing): nothing waits for it.
      if (reply.sent) return;
      reply.header('connection', 'close');
      body.destroy(new AppError('REQUEST_TIMEOUT', `The request body did not arrive within ${bodyTimeoutMs / 1000} s.`));
    }, bodyTimeoutMs);
    body.on('drain', () => payload.resume());
    body.once('close', stop);
    reply.raw.once('close', stop);
    payload.on('data', forward).once('end', end).once('error', fail);
    return body as Readable;
  });
}
