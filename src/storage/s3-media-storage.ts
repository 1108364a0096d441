import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StartupError } from '../db/startup-error.js';
import { AppError } from '../domain/errors.js';
import type { MediaStorage } from './media-storage.js';

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible server's address; AWS's own when absent. */
  endpoint?: string;
  /** The server's address as clients reach it, when not `endpoint` (a container name, say): download addresses are signed for it. */
  publicEndpoint?: string;
  /** From the AWS provider chain (AWS_REGION) when absent. */
  region?: string;
  forcePathStyle: boolean;
}

export interface S3StorageOptions {
  /** Bytes per multipart part (S3's minimum is 5 MiB); a body shorter than one part is stored with a single PUT. */
  partBytes?: number;
  /** Parts in flight per upload: an upload holds at most about (parts + 1) x partBytes in memory. */
  partsInFlight?: number;
  /** Seconds a download address is valid: long enough to follow a redirect, short because it is a bearer credential. */
  downloadUrlTtl?: number;
}

/** A network failure, a timeout, or S3 answering 5xx (SlowDown included): the client may retry. */
function isStoreUnavailable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

function storeRefusal(error: unknown): unknown {
  if (!isStoreUnavailable(error)) return error;
  const refusal = new AppError('UNAVAILABLE', 'The file store is unavailable; try again shortly.');
  refusal.cause = error;
  return refusal;
}

/**
 * Media content in an S3-compatible bucket, under `<orgId>/<mediaId>`.
 *
 * An upload attempt streams the body to the bucket (a multipart upload:
 * nothing is visible under the key until it completes, and it is aborted on
 * failure) with no database connection held; the attempt's claim on the media
 * object (media_upload) keeps a second upload out meanwhile. The object is
 * stored before the row is marked uploaded (publishing has nothing left to
 * move): if that fails, or the process dies in between, the row is not
 * uploaded and a retry of the same address streams the body again and
 * overwrites the object (a PUT replaces a key whole), then records it.
 * Content is only ever served for recorded uploads, so an object whose
 * recording failed is never read.
 *
 * Downloads are short-lived presigned GET addresses with the response's
 * content type and disposition signed in: the bytes never pass through the service.
 */
export function s3MediaStorage(
  settings: S3StorageSettings,
  { partBytes = 5 * 1024 * 1024, partsInFlight = 2, downloadUrlTtl = 60 }: S3StorageOptions = {},
): MediaStorage & { client: S3Client } {
  const { bucket } = settings;
  const clientFor = (endpoint: string | undefined) => new S3Client({ endpoint, region: settings.region, forcePathStyle: settings.forcePathStyle });
  const client = clientFor(settings.endpoint);
  // SigV4 signs the host: an address for clients must be signed with the host they will ask.
  const signer = settings.publicEndpoint ? clientFor(settings.publicEndpoint) : client;
  const keyOf = ({ orgId, mediaId }: { orgId: string; mediaId: string }) => `${orgId}/${mediaId}`;

  return {
    client,

    async stage(key, content) {
      // The body's own refusal (too long, too short, stalled) is the answer, not what the store says while aborting.
      let refused: unknown;
      async function* watched(): AsyncGenerator<Uint8Array> {
        try {
          yield* content;
        } catch (error) {
          refused = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: keyOf(key), Body: Readable.from(watched(), { objectMode: false }) },
        partSize: partBytes,
        queueSize: partsInFlight,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw refused ?? storeRefusal(error);
      }
    },

    async publish() {
      // Stored under its key already.
    },

    async read(key, _sizeBytes, headers) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: keyOf(key),
        ResponseContentType: headers.contentType,
        ResponseContentDisposition: headers.contentDisposition,
        ResponseCacheControl: 'private, no-store',
      });
      try {
        return { redirectTo: await getSignedUrl(signer, command, { expiresIn: downloadUrlTtl }) };
      } catch (error) {
        // Signing is local; only resolving credentials (an instance role, say) can fail here.
        throw storeRefusal(error);
      }
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
  };
}

/** Refuses to start on a bucket the service cannot reach with its credentials, rather than failing every upload. */
export async function assertBucketReachable(storage: { client: S3Client }, settings: S3StorageSettings): Promise<void> {
  try {
    await storage.client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const reason = (error as Error).name === 'NotFound' ? 'does not exist' : `is not reachable (${(error as Error).name}: ${(error as Error).message})`;
    throw new StartupError(`Media storage: the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} ${reason}.`);
  }
}
