import { Readable } from 'node:stream';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { S3StorageSettings } from './s3-media-storage.js';

/** Which media object's content: keys lead with the org, like every tenant row. */
export interface MediaKey {
  orgId: string;
  mediaId: string;
}

/** Runs `work` in a transaction of its own under the org's row-level security scope. */
export type OrgScope = <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>;

/** The headers a download of a media object's content is answered with. */
export interface ContentHeaders {
  contentType: string;
  contentDisposition: string;
}

/** How a reader gets a media object's content: streamed by the service, or from a short-lived address of the store's own. */
export type MediaContent = { stream: Readable } | { redirectTo: string };

/** Where media content lives. */
export interface MediaStorage {
  /**
   * Stores the content while `em`'s transaction holds the media object's row.
   * The content counts as uploaded only once that transaction commits with the
   * media object marked uploaded; until then a retry writes it again, whole.
   */
  write(em: EntityManager, key: MediaKey, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored content of `sizeBytes` bytes, to be answered with `headers`. */
  read(key: MediaKey, sizeBytes: number, headers: ContentHeaders, scope: OrgScope): Promise<MediaContent>;
}

export interface PostgresStorageOptions {
  /** Bytes per stored chunk (the last one may be shorter). */
  chunkBytes?: number;
  /** Chunks fetched per query while reading. */
  batchChunks?: number;
}

/** Cuts a stream of pieces of any size into chunks of exactly `size` bytes, the last one shorter. */
async function* chunksOf(content: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let pieces: Uint8Array[] = [];
  let held = 0;
  for await (const piece of content) {
    pieces.push(piece);
    held += piece.length;
    if (held < size) continue;
    let whole = Buffer.concat(pieces, held);
    while (whole.length >= size) {
      yield whole.subarray(0, size);
      whole = whole.subarray(size);
    }
    pieces = [whole];
    held = whole.length;
  }
  if (held) yield Buffer.concat(pieces, held);
}

/**
 * Media content in PostgreSQL, in rows of `media_chunk` numbered from 0: the
 * database is the one state every service process shares, and the content is
 * written in the same transaction as the media object's `uploaded_at`, so an
 * upload is there entirely or not at all, whatever fails or dies mid-way.
 */
export function postgresMediaStorage({ chunkBytes = 256 * 1024, batchChunks = 4 }: PostgresStorageOptions = {}): MediaStorage {
  return {
    async write(em, { orgId, mediaId }, content) {
      // Through knex, whose bindings reach PostgreSQL as parameters (bytea sent as binary); the ORM's
      // execute() would inline a chunk into the SQL text.
      const knex = em.getConnection().getKnex();
      const transaction = em.getTransactionContext<Knex.Transaction>();
      if (!transaction) throw new Error('Media content is written only within a transaction.');
      let chunkNo = 0;
      for await (const chunk of chunksOf(content, chunkBytes)) {
        await knex
          .raw('insert into media_chunk (org_id, media_id, chunk_no, data) values (?, ?, ?, ?)', [orgId, mediaId, chunkNo++, chunk])
          .transacting(transaction);
      }
    },

    // The first batch is read before this answers, so a database fault is still an error answer rather than
    // a body cut short; the rest is read while the stream is consumed, each batch in a short transaction of its own.
    async read({ orgId, mediaId }, sizeBytes, _headers, scope) {
      const batchAfter = (chunkNo: number) =>
        scope((em) =>
          em.execute<{ chunk_no: number; data: Buffer }[]>(
            'select chunk_no, data from media_chunk where org_id = ? and media_id = ? and chunk_no > ? order by chunk_no limit ?',
            [orgId, mediaId, chunkNo, batchChunks],
          ),
        );
      let batch = await batchAfter(-1);
      async function* content(): AsyncGenerator<Buffer> {
        let sent = 0;
        while (batch.length) {
          for (const { data } of batch) {
            sent += data.length;
            yield data;
          }
          batch = batch.length < batchChunks ? [] : await batchAfter(batch.at(-1)!.chunk_no);
        }
        // Never end a response short of its Content-Length as if it were whole.
        if (sent !== sizeBytes) throw new Error(`Media ${orgId}/${mediaId} has ${sent} bytes stored, ${sizeBytes} declared.`);
      }
      return { stream: Readable.from(content(), { objectMode: false }) };
    },
  };
}

export type MediaStorageSettings = { kind: 'postgres' } | ({ kind: 's3' } & S3StorageSettings);

/** The configured storage. The S3 SDK is loaded only for an S3 bucket, which must be reachable to start. */
export async function openMediaStorage(settings: MediaStorageSettings): Promise<MediaStorage> {
  if (settings.kind === 'postgres') return postgresMediaStorage();
  const { assertBucketReachable, s3MediaStorage } = await import('./s3-media-storage.js');
  const storage = s3MediaStorage(settings);
  await assertBucketReachable(storage, settings);
  return storage;
}
