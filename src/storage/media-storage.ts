import { Readable } from 'node:stream';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** Which media object's content: keys lead with the org, like every tenant row. */
export interface MediaKey {
  orgId: string;
  mediaId: string;
}

/** Runs `work` in a transaction of its own under the org's row-level security scope. */
export type OrgScope = <T>(work: (em: EntityManager) => Promise<T>) => Promise<T>;

/** Where media content lives. */
export interface MediaStorage {
  /**
   * Writes the content within `em`'s transaction, so it commits together with
   * whatever else that transaction writes (the media object marked uploaded)
   * or not at all.
   */
  write(em: EntityManager, key: MediaKey, content: AsyncIterable<Uint8Array>): Promise<void>;
  /**
   * The stored content of `sizeBytes` bytes, in order. The first batch is read
   * before this answers, so a database fault is still an error answer rather
   * than a body cut short; the rest is read while the stream is consumed, each
   * batch in a short transaction of its own through `scope`.
   */
  read(key: MediaKey, sizeBytes: number, scope: OrgScope): Promise<Readable>;
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

    async read({ orgId, mediaId }, sizeBytes, scope) {
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
      return Readable.from(content(), { objectMode: false });
    },
  };
}
