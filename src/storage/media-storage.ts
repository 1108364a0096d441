import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Keys are `<orgId>/<mediaId>`. */
export interface MediaStorage {
  /** Stores the content under the key, all or nothing; throws StoredAlready when the key holds a file. */
  put(key: string, content: AsyncIterable<Uint8Array>): Promise<void>;
  /** The stored content, or null when the key holds nothing. */
  get(key: string): Promise<Readable | null>;
  /** Removes what the key holds, if anything. */
  remove(key: string): Promise<void>;
}

export class StoredAlready extends Error {
  constructor(key: string) {
    super(`${key} is stored already.`);
    this.name = 'StoredAlready';
  }
}

const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  // Keys come from uuids only, so a key can never climb out of the directory.
  if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}.`);
  return key;
}

/**
 * Files in a local directory. The content is written to a temporary file
 * first and then linked into place: readers never see a partial file, and a
 * link, unlike a rename, fails instead of replacing a file already there, so
 * two racing uploads cannot overwrite each other.
 */
export function localDirectoryStorage(directory: string): MediaStorage {
  const root = path.resolve(directory);
  return {
    async put(key, content) {
      const target = path.join(root, checkedKey(key));
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      try {
        await pipeline(content, createWriteStream(temporary, { flags: 'wx' }));
        await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EEXIST' ? new StoredAlready(key) : error;
        });
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(key) {
      try {
        const handle = await open(path.join(root, checkedKey(key)), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(path.join(root, checkedKey(key)), { force: true });
    },
  };
}
