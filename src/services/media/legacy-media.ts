import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LockMode } from '@mikro-orm/postgresql';
import { validate as isUuid } from 'uuid';
import { MediaObject } from '../../db/entities/media-object.js';
import type { Orm } from '../../db/orm.js';
import { AppError } from '../../domain/errors.js';
import type { MediaContent, MediaStorage, OrgScope } from '../../storage/media-storage.js';
import { orgEntityManager, withinOrgScope } from '../context.js';
import { newId } from '../ids.js';
import { countStored, isCounted } from './quota.js';

/**
 * Release 0.1.0 kept each uploaded file on disk, at `<dir>/<orgId>/<mediaId>`
 * (MEDIA_DIR, else DATA_DIR/media), and marked its media object uploaded
 * without a checksum; later releases keep content in the configured storage
 * with its SHA-256. A media object uploaded with no checksum therefore has its
 * content in that directory until it is imported: reads go through to the
 * file meanwhile, and `importLegacyMedia` moves every file into the storage.
 */

/** Where release 0.1.0's file of a media object is. */
export const legacyMediaPath = (directory: string, orgId: string, mediaId: string) => path.join(path.resolve(directory), orgId, mediaId);

/** True for a media object whose content a 0.1.0 process stored on disk and nobody has imported yet. */
export const isLegacyUpload = (media: Pick<MediaObject, 'uploadedAt' | 'sha256'>) => media.uploadedAt !== null && media.sha256 === null;

/** The content still in the old media directory: streamed from the file, or CONFLICT naming the import when it is not there whole. */
export async function legacyMediaContent(directory: string, media: Pick<MediaObject, 'orgId' | 'id' | 'sizeBytes'>): Promise<MediaContent> {
  const file = legacyMediaPath(directory, media.orgId, media.id);
  const awaiting = (why: string) =>
    new AppError(
      'CONFLICT',
      `The content of media object ${media.id} was uploaded to release 0.1.0 and awaits import from its media directory (${why}); an operator imports it with \`npm run media:import\`.`,
    );
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw awaiting('the file is not in this process’s media directory');
    throw error;
  });
  const { size } = await handle.stat();
  if (size !== media.sizeBytes) {
    await handle.close();
    throw awaiting(`the file there has ${size} bytes, ${media.sizeBytes} were declared`);
  }
  return { stream: handle.createReadStream() };
}

export interface ImportedFile {
  orgId: string;
  mediaId: string;
  bytes: number;
  sha256: string;
}

export interface LegacyImportReport {
  directory: string;
  /** Files found (media ids under org ids; temporary `.part` files of uploads that never finished are not counted). */
  files: number;
  /** Imported by this run, read back from the storage and matched byte for byte (SHA-256). */
  imported: ImportedFile[];
  /** Imported before (by an earlier run, or in parallel by another process). */
  alreadyImported: number;
  /** Files whose media object does not exist (never created through the API): left alone. */
  withoutMediaObject: string[];
  /** Files that are not what their media object declares, or failed to import: left alone, the object keeps reading through to them. */
  refused: { file: string; reason: string }[];
}

/** Every `<orgId>/<mediaId>` file under the directory; none when it does not exist. */
async function legacyFiles(directory: string): Promise<{ orgId: string; mediaIds: string[] }[]> {
  const root = path.resolve(directory);
  const orgs = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: { orgId: string; mediaIds: string[] }[] = [];
  for (const org of orgs) {
    if (!org.isDirectory() || !isUuid(org.name)) continue;
    const entries = await readdir(path.join(root, org.name), { withFileTypes: true });
    const mediaIds = entries.filter((entry) => entry.isFile() && isUuid(entry.name)).map((entry) => entry.name);
    if (mediaIds.length) found.push({ orgId: org.name, mediaIds: mediaIds.sort() });
  }
  return found.sort((a, b) => a.orgId.localeCompare(b.orgId));
}

/** The SHA-256 and length of a stream of content. */
async function digestOf(content: AsyncIterable<Uint8Array>): Promise<{ sha256: string; bytes: number }> {
  const digest = createHash('sha256');
  let bytes = 0;
  for await (const piece of content) {
    digest.update(piece);
    bytes += piece.length;
  }
  return { sha256: digest.digest('hex'), bytes };
}

/** What the storage gives back for a key: the stream it serves, or the bytes behind its own download address. */
async function readBack(content: MediaContent): Promise<AsyncIterable<Uint8Array>> {
  if ('stream' in content) return content.stream;
  const response = await fetch(content.redirectTo);
  if (!response.ok || !response.body) throw new Error(`the storage answered ${response.status} reading it back`);
  return Readable.fromWeb(response.body as never);
}

/**
 * Imports one file, in one transaction under the org's scope holding the media
 * object's row: the file must have exactly the declared size; it is written to
 * the storage while its SHA-256 is taken, read back from the storage (within
 * the same transaction for PostgreSQL), and only when both digests match is the
 * object marked uploaded with its checksum (uploaded at the file's time when the
 * row lost that mark). Anything else rolls back and leaves the file to a later run.
 */
async function importFile(orm: Orm, storage: MediaStorage, directory: string, orgId: string, mediaId: string): Promise<ImportedFile | 'already' | 'absent'> {
  const file = legacyMediaPath(directory, orgId, mediaId);
  return withinOrgScope(orgEntityManager(orm, orgId), orgId, async (scoped) => {
    const media = await scoped.findOne(MediaObject, { orgId, id: mediaId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!media) return 'absent';
    if (media.sha256) return 'already';
    const { size, mtime } = await stat(file);
    if (size !== media.sizeBytes) throw new Error(`the file has ${size} bytes; its media object declares ${media.sizeBytes}`);
    const written = createHash('sha256');
    let bytes = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const piece of createReadStream(file) as AsyncIterable<Buffer>) {
        written.update(piece);
        bytes += piece.length;
        yield piece;
      }
    }
    // Staged and published as an upload is, but all within this one transaction (as the demo seed uploads).
    const [live] = await scoped.execute<{ n: number }[]>(
      'select count(*)::int as n from media_upload where org_id = ? and media_id = ? and lease_until > clock_timestamp()',
      [orgId, mediaId],
    );
    if (live!.n) throw new Error('an upload of this media object is in progress; run the import again once it ends');
    const attempt = { orgId, mediaId, attemptId: newId() };
    await scoped.execute('delete from media_upload where org_id = ? and media_id = ?', [orgId, mediaId]);
    await scoped.execute(`insert into media_upload (org_id, media_id, attempt_id, lease_until) values (?, ?, ?, clock_timestamp())`, [orgId, mediaId, attempt.attemptId]);
    const inThisTransaction: OrgScope = (work) => work(scoped);
    await storage.stage(attempt, counted(), inThisTransaction);
    await storage.publish(scoped, attempt);
    await scoped.execute('delete from media_upload where org_id = ? and media_id = ? and attempt_id = ?', [orgId, mediaId, attempt.attemptId]);
    const sha256 = written.digest('hex');
    if (bytes !== media.sizeBytes) throw new Error(`the file changed while it was imported (${bytes} bytes read)`);
    const headers = { contentType: media.contentType, contentDisposition: 'attachment' };
    const stored = await digestOf(await readBack(await storage.read(attempt, media.sizeBytes, headers, inThisTransaction)));
    if (stored.bytes !== bytes || stored.sha256 !== sha256) {
      throw new Error(`the storage gave back ${stored.bytes} bytes with SHA-256 ${stored.sha256}; the file has ${bytes} with ${sha256}`);
    }
    if (!isCounted(media)) await countStored(scoped, media);
    media.sha256 = sha256;
    media.uploadedAt ??= mtime;
    return { orgId, mediaId, bytes, sha256 };
  });
}

/**
 * Imports every file of release 0.1.0's media directory into the configured
 * storage (see importFile), file by file: idempotent (an imported object is
 * skipped) and resumable (each file commits on its own, so a run stopped
 * anywhere resumes where it stopped), safe to run from several processes at
 * once (the row lock). It never deletes a file: the directory can be removed
 * once a report shows nothing refused. `onFile` hears of each file as it is done;
 * `signal` stops the run between two files.
 */
export async function importLegacyMedia(
  orm: Orm,
  storage: MediaStorage,
  directory: string,
  onFile?: (file: string, outcome: 'imported' | 'already' | 'absent' | 'refused', detail?: string) => void,
  signal?: AbortSignal,
): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { directory: path.resolve(directory), files: 0, imported: [], alreadyImported: 0, withoutMediaObject: [], refused: [] };
  for (const { orgId, mediaIds } of await legacyFiles(directory)) {
    // One query per org finds what is left to import and what is there already, so a run over an imported
    // directory (every start of a sandbox that was upgraded) is one statement per org, not one per file.
    const checksums = new Map(
      (
        await withinOrgScope(orgEntityManager(orm, orgId), orgId, (scoped) =>
          scoped.find(MediaObject, { orgId, id: { $in: mediaIds } }, { fields: ['id', 'sha256'] }),
        )
      ).map((media) => [media.id, media.sha256]),
    );
    for (const mediaId of mediaIds) {
      // Stopping: what is left is imported by the next run, and read from the directory meanwhile.
      if (signal?.aborted) return report;
      report.files++;
      const name = `${orgId}/${mediaId}`;
      const outcome =
        checksums.get(mediaId) === null
          ? await importFile(orm, storage, directory, orgId, mediaId).catch((error: unknown) => ({ reason: error instanceof Error ? error.message : String(error) }))
          : checksums.has(mediaId)
            ? 'already'
            : 'absent';
      if (outcome === 'already') {
        report.alreadyImported++;
        onFile?.(name, 'already');
      } else if (outcome === 'absent') {
        report.withoutMediaObject.push(name);
        onFile?.(name, 'absent');
      } else if ('reason' in outcome) {
        report.refused.push({ file: name, reason: outcome.reason });
        onFile?.(name, 'refused', outcome.reason);
      } else {
        report.imported.push(outcome);
        onFile?.(name, 'imported', outcome.sha256);
      }
    }
  }
  return report;
}
