import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorStatus } from '../domain/errors.js';

/**
 * What documents new to this process may cost their sender. Parsing and
 * checking a document, and later compiling it (compiled-execution.ts), run in
 * one stretch of the event loop every org shares: for a document as large as
 * the limits allow (2,000 tokens), 7-28 ms to check and 30-70 ms to compile.
 * An application sends the same few documents again and again, each checked
 * once; one org sending new large documents at full speed pushed every other
 * org's p99 from 7.5 ms to 700 (`npm run bench:tenancy`, documents). So the
 * time spent on a sender's new documents (an org's; a client address's
 * without a valid token) is a debt that is paid back at GRAPHQL_NEW_DOCUMENT_MS
 * a minute: while it is above a fifth of that, the sender's new documents are
 * refused (RATE_LIMITED, Retry-After) before they are parsed, and it gets no
 * more compilations (its documents still run, on the standard executor).
 * A document is charged an estimate from its length when it arrives, so that
 * many arriving at once are counted before any is checked, then what it took.
 * Documents already checked are never refused: those of the last thousand of
 * any sender, and each sender's own last two hundred.
 */
export class DocumentWork {
  private readonly debts = new Map<string, { ms: number; at: number }>();
  /** Debt paid back per millisecond. */
  private readonly rate: number;
  /** Debt from which new documents wait. */
  readonly burstMs: number;

  constructor(
    /** Milliseconds a minute a sender's new documents may take. */
    readonly msPerMinute: number,
    private readonly now = () => performance.now(),
  ) {
    this.rate = msPerMinute / 60_000;
    this.burstMs = msPerMinute / 5;
  }

  /** Seconds until `sender` may have new documents worked on again; 0 if it may now. */
  secondsToWait(sender: string): number {
    const over = this.debtOf(sender) - this.burstMs;
    return over > 0 ? Math.max(1, Math.ceil(over / this.rate / 1000)) : 0;
  }

  /** Counts `ms` (negative: a correction) of work on `sender`'s new documents. */
  charge(sender: string, ms: number): void {
    const debt = Math.max(0, this.debtOf(sender) + ms);
    // Senders whose debt is paid are forgotten once many are kept.
    if (!this.debts.has(sender) && this.debts.size >= 10_000) for (const key of this.debts.keys()) if (this.debtOf(key) === 0) this.debts.delete(key);
    this.debts.set(sender, { ms: debt, at: this.now() });
  }

  private debtOf(sender: string): number {
    const entry = this.debts.get(sender);
    return entry ? Math.max(0, entry.ms - (this.now() - entry.at) * this.rate) : 0;
  }
}

/** Who pays for a request's new documents: its org, or its client address without a valid token; none for the REST routes' own documents. */
export type SenderOf = (context: object) => string | undefined;

/** Document texts remembered as already checked (yoga's parse cache keeps as many). */
const KNOWN_TEXTS = 1000;

/**
 * Each sender's documents already checked, as hashes: the shared list keeps the last thousand texts of every sender,
 * so another org's new documents (a thousand tiny ones fit its budget) pushed an org's own out, and its next
 * request with one was charged and could be refused. `PER_SENDER` each, for the last `SENDERS` senders.
 */
class SendersDocuments {
  private static readonly PER_SENDER = 200;
  private static readonly SENDERS = 5000;
  // Insertion order is age, of senders and of each one's hashes.
  private readonly bySender = new Map<string, Set<string>>();

  has(sender: string, text: string): boolean {
    return this.bySender.get(sender)?.has(hashOf(text)) ?? false;
  }

  add(sender: string, text: string): void {
    let hashes = this.bySender.get(sender);
    if (hashes) this.bySender.delete(sender);
    else hashes = new Set();
    // Most recent last: the sender the longest without a new document goes first.
    this.bySender.set(sender, hashes);
    hashes.add(hashOf(text));
    if (hashes.size > SendersDocuments.PER_SENDER) hashes.delete(hashes.values().next().value!);
    if (this.bySender.size > SendersDocuments.SENDERS) this.bySender.delete(this.bySender.keys().next().value!);
  }
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

const refusal = (msPerMinute: number, seconds: number) =>
  new GraphQLError(
    `GraphQL documents new to the service take this organisation more than ${msPerMinute} ms a minute to check; retry in ${seconds} s. ` +
      'Documents already sent are never refused: send the same document with its values as variables, or a persisted document.',
    { extensions: { code: 'RATE_LIMITED', http: { status: errorStatus.RATE_LIMITED, headers: { 'Retry-After': String(seconds) } } } },
  );

/** Estimated milliseconds to parse and check a document, per character of its text (a 2,000-token document of 40 KB: 16 ms). */
const ESTIMATED_MS_PER_CHARACTER = 0.0004;

/** Refuses a sender's new documents past its budget, and counts the time parsing and checking its new documents take. */
export function newDocumentsInBudget(work: DocumentWork, senderOf: SenderOf): Plugin {
  // Insertion order is age: the oldest text goes first once KNOWN_TEXTS are kept.
  const known = new Map<string, true>();
  const knownBySender = new SendersDocuments();
  const started = new WeakMap<object, { sender: string; text: string; at: number; estimate: number }>();
  const charge = (context: object) => {
    const entry = started.get(context);
    if (!entry) return;
    started.delete(context);
    work.charge(entry.sender, performance.now() - entry.at - entry.estimate);
    known.set(entry.text, true);
    if (known.size > KNOWN_TEXTS) known.delete(known.keys().next().value!);
    knownBySender.add(entry.sender, entry.text);
  };
  return {
    onParse({ context, params }) {
      const text = typeof params.source === 'string' ? params.source : params.source.body;
      if (known.has(text)) return;
      const sender = senderOf(context);
      if (sender === undefined) return;
      // Out of the shared list (other senders' new documents pushed it out), but this sender's own: never refused.
      if (knownBySender.has(sender, text)) return;
      const seconds = work.secondsToWait(sender);
      if (seconds > 0) throw refusal(work.msPerMinute, seconds);
      const estimate = text.length * ESTIMATED_MS_PER_CHARACTER;
      work.charge(sender, estimate);
      started.set(context, { sender, text, at: performance.now(), estimate });
      // A document that does not parse is not checked: its parsing is all it cost.
      return ({ result }) => void (result instanceof Error && charge(context));
    },
    onValidate({ context }) {
      return () => charge(context);
    },
  };
}
