import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, parse } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { StartupError } from '../db/startup-error.js';

/** Trusted documents by hash: the manifest GraphQL Code Generator's client preset writes (`persistedDocuments`). */
export type PersistedDocuments = ReadonlyMap<string, string>;

export interface PersistedDocumentOptions {
  documents: PersistedDocuments;
  /** Only the manifest's documents run (the REST adapter's operations, run in process, always do). */
  only: boolean;
  /** Who sent a request (its org, or its address without a token): each holds its own share of the documents APQ learns. */
  senderOf?: (context: object) => string | undefined;
}

/** Reads a manifest: a JSON object of hash → document text; refuses to start on anything else. */
export async function loadPersistedDocuments(file: string): Promise<PersistedDocuments> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new StartupError(`PERSISTED_DOCUMENTS_FILE ${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const entries = typeof manifest === 'object' && manifest !== null && !Array.isArray(manifest) ? Object.entries(manifest) : [];
  if (!entries.length || entries.some(([, document]) => typeof document !== 'string')) {
    throw new StartupError(`PERSISTED_DOCUMENTS_FILE ${file} is not a manifest: a JSON object of hash → document text, as the client preset writes it.`);
  }
  return new Map(entries as [string, string][]);
}

/** The names of the operations of trusted documents (a document that does not parse names none). */
export function operationNamesOf(documents: PersistedDocuments): Set<string> {
  const names = new Set<string>();
  for (const text of documents.values()) {
    try {
      for (const definition of parse(text, { noLocation: true }).definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
      }
    } catch {
      // refused when it is run, as any document that does not parse
    }
  }
  return names;
}

/** Documents APQ keeps per process, and the longest it keeps (a larger one runs, sent whole each time): at most ~10 MB. */
const LEARNT_DOCUMENTS = 1000;
const LEARNT_DOCUMENT_LENGTH = 10_000;
/** Of those, one sender's (an org, or an address without a token) at most: its next one pushes out its own oldest. */
const LEARNT_PER_SENDER = 50;

/**
 * The documents APQ learnt, by hash, the least recently used first, each sender holding at most LEARNT_PER_SENDER:
 * one org registering documents at full speed pushed every other org's out (each then sent its texts again).
 */
class LearntDocuments {
  private readonly byHash = new Map<string, { text: string; sender: string | undefined }>();
  private readonly bySender = new Map<string, Set<string>>();

  get(hash: string): string | undefined {
    const entry = this.byHash.get(hash);
    if (!entry) return undefined;
    this.byHash.delete(hash);
    this.byHash.set(hash, entry);
    return entry.text;
  }

  /** `sender` undefined (rate limiting off: senders are not told apart): no share, only the total. */
  set(hash: string, text: string, sender: string | undefined): void {
    if (this.byHash.has(hash)) return;
    if (sender !== undefined) {
      const own = this.bySender.get(sender) ?? new Set<string>();
      this.bySender.set(sender, own);
      if (own.size >= LEARNT_PER_SENDER) this.forget(own.values().next().value!);
      own.add(hash);
    }
    this.byHash.set(hash, { text, sender });
    if (this.byHash.size > LEARNT_DOCUMENTS) this.forget(this.byHash.keys().next().value!);
  }

  private forget(hash: string): void {
    const entry = this.byHash.get(hash);
    if (!entry) return;
    this.byHash.delete(hash);
    if (entry.sender === undefined) return;
    const own = this.bySender.get(entry.sender)!;
    own.delete(hash);
    if (!own.size) this.bySender.delete(entry.sender);
  }
}

/** Refusals in the service's terms (VALIDATION_FAILED); the messages are the ones Apollo's clients act on. */
const refusal = (message: string) => createGraphQLError(message, { extensions: { code: 'VALIDATION_FAILED' } });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Persisted documents, as Apollo's protocol sends them: `extensions.persistedQuery.sha256Hash`, the
 * plain hex SHA-256 of the document. yoga's persisted-operations plugin runs a document named by
 * its hash; what it runs depends on the mode.
 * - By default any document runs, and automatic persisted queries (APQ) let a client send only
 *   the hash of one it sent before: an unknown hash answers `PersistedQueryNotFound`, the client
 *   sends the document with its hash once, and its hash alone works from then on. The documents
 *   are kept in each process's memory (an LRU, bounded): a hash another process learnt is asked
 *   for again once, which the protocol expects. The manifest's documents are known from the start.
 * - With `only`, a request runs one of the manifest's documents, named by its hash, or nothing:
 *   a document sent as text is refused, and so is registering one (APQ is off). The REST
 *   adapter's operations run in process (yoga.ts, `inProcess`) and are not asked for a hash.
 *
 * (@graphql-yoga/plugin-apq would do APQ alone, but its peer range wants @graphql-tools/utils 10,
 * which the defer-stream plugin and codegen have left behind.)
 */
export function persistedDocumentPlugins({ documents, only, senderOf }: PersistedDocumentOptions): Plugin[] {
  const learnt = new LearntDocuments();
  const persisted = usePersistedOperations<object>({
    getPersistedOperation: (hash) => documents.get(hash) ?? learnt.get(hash) ?? null,
    allowArbitraryOperations: !only,
    customErrors: {
      notFound: () => refusal('PersistedQueryNotFound'),
      persistedQueryOnly: () =>
        refusal('Only persisted documents are accepted: send extensions.persistedQuery.sha256Hash of a document in the manifest, without the query.'),
      keyNotFound: () => refusal('Send extensions.persistedQuery.sha256Hash of a document in the manifest.'),
    },
  });
  /** Documents sent with their hash (checked), kept once they parse. */
  const registering = new WeakMap<object, { hash: string; text: string }>();
  /**
   * APQ's registration: a document sent with its hash is kept under it once it has parsed, so never one refused
   * before (its sender past its budget for new documents, src/graphql/new-documents.ts) or one that does not parse.
   */
  const learn: Plugin = {
    onParams({ params, request, context }) {
      const hash = defaultExtractPersistedOperationId(params, request, context);
      if (!hash || !params.query) return;
      if (sha256(params.query) !== hash) throw refusal('PersistedQueryMismatch');
      if (!documents.has(hash) && params.query.length <= LEARNT_DOCUMENT_LENGTH) registering.set(context, { hash, text: params.query });
    },
    onParse({ context }) {
      const registered = registering.get(context);
      if (!registered) return;
      registering.delete(context);
      return ({ result }) => {
        if (result && 'kind' in result && result.kind === Kind.DOCUMENT) learnt.set(registered.hash, registered.text, senderOf?.(context));
      };
    },
  };
  return [
    ...(only ? [] : [learn]),
    {
      ...persisted,
      onParams(payload) {
        if ((payload.context as { inProcess?: unknown }).inProcess) return;
        // Without `only`, a request that names no hash is yoga's to answer (a missing query is its 400).
        if (!only && !defaultExtractPersistedOperationId(payload.params, payload.request, payload.context)) return;
        return persisted.onParams?.(payload);
      },
    },
  ];
}
