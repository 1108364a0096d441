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

/** One attempt at uploading a media object's file: what it stages is its own until it is published. */
export interface UploadAttempt extends MediaKey {
  attemptId: string;
}

/** Where media content lives. */
export interface MediaStorage {
  /**
   * Stores an attempt's content where nothing reads it yet, holding no
   * transaction while the body arrives: database writes, if any, are short
   * transactions of their own run through `scope`. On failure the attempt
   * leaves nothing that could be published.
   */
  stage(attempt: UploadAttempt, content: AsyncIterable<Uint8Array>, scope: OrgScope): Promise<void>;
  /**
   * Within the transaction that marks the media object uploaded: the staged
   * content becomes the media object's. Until that transaction commits, the
   * media object has no content and a later attempt stages its own again, whole.
   */
  publish(em: EntityManager, attempt: UploadAttempt): Promise<void>;
  /** The stored content of `sizeBytes` bytes, to be answered with `headers`. */
  read(key: MediaKey, sizeBytes: number, headers: ContentHeaders, scope: OrgScope): Promise<MediaContent>;
  /** Once its media object's deletion has committed: what the store holds of it outside the database. */
  remove(key: MediaKey): Promise<void>;
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
 * database is the one state every service process shares. An upload attempt
 * stages its chunks in `media_upload_chunk`, each in a transaction of its
 * own, and is published by copying them to `media_chunk` in the transaction
 * that sets the media object's `uploaded_at`: the content is there entirely
 * or not at all, whatever fails or dies mid-way, and no transaction waits on
 * a slow client. Staged chunks go with their attempt's claim (media_upload).
 */
export function postgresMediaStorage({ chunkBytes = 256 * 1024, batchChunks = 4 }: PostgresStorageOptions = {}): MediaStorage {
  return {
    async stage({ orgId, mediaId, attemptId }, content, scope) {
      let chunkNo = 0;
      for await (const chunk of chunksOf(content, chunkBytes)) {
        const no = chunkNo++;
        await scope(async (em) => {
          // Through knex, whose bindings reach PostgreSQL as parameters (bytea sent as binary); the ORM's
          // execute() would inline a chunk into the SQL text.
          const transaction = em.getTransactionContext<Knex.Transaction>();
          if (!transaction) throw new Error('Media content is staged only within a transaction.');
          await em
            .getConnection()
            .getKnex()
            .raw('insert into media_upload_chunk (org_id, media_id, attempt_id, chunk_no, data) values (?, ?, ?, ?, ?)', [orgId, mediaId, attemptId, no, chunk])
            .transacting(transaction);
        });
      }
    },

    async publish(em, { orgId, mediaId, attemptId }) {
      await em.execute(
        `insert into media_chunk (org_id, media_id, chunk_no, data)
         select org_id, media_id, chunk_no, data from media_upload_chunk where org_id = ? and media_id = ? and attempt_id = ?`,
        [orgId, mediaId, attemptId],
      );
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

    async remove() {
      // The chunks went with their media object's row (on delete cascade), in its transaction.
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
