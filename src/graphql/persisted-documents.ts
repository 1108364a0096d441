import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { defaultExtractPersistedOperationId, usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { Kind, parse } from 'graphql';
import { createGraphQLError, createLRUCache, type Plugin } from 'graphql-yoga';
import { StartupError } from '../db/startup-error.js';

/** Trusted documents by hash: the manifest GraphQL Code Generator's client preset writes (`persistedDocuments`). */
export type PersistedDocuments = ReadonlyMap<string, string>;

export interface PersistedDocumentOptions {
  documents: PersistedDocuments;
  /** Only the manifest's documents run (the REST adapter's operations, run in process, always do). */
  only: boolean;
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
export function persistedDocumentPlugins({ documents, only }: PersistedDocumentOptions): Plugin[] {
  // Evicted by count only (ttl 0): a document in use stays.
  const learnt = createLRUCache<string>({ max: LEARNT_DOCUMENTS, ttl: 0 });
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
  /** APQ's registration: a document sent with its hash is kept under it, once the hash is checked. */
  const learn: Plugin = {
    onParams({ params, request, context }) {
      const hash = defaultExtractPersistedOperationId(params, request, context);
      if (!hash || !params.query) return;
      if (sha256(params.query) !== hash) throw refusal('PersistedQueryMismatch');
      if (!documents.has(hash) && params.query.length <= LEARNT_DOCUMENT_LENGTH) learnt.set(hash, params.query);
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
