import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '@/lib/config';
import type { StorageDriver } from './driver';

export type S3Settings = NonNullable<Config['s3']>;

/**
 * S3 answers a missing object with 404 NoSuchKey, but only to a caller allowed to list the bucket (s3:ListBucket);
 * others get 403, which is thrown like every other failure rather than guessed to mean "missing". So is a missing
 * bucket (404 NoSuchBucket): a misconfiguration, not an unknown image.
 */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/**
 * Objects in an S3-compatible bucket, keyed by their name. The bucket stays private: the shop reads the objects
 * and serves them itself at /uploads/<name>.
 *
 * With S3_ENDPOINT (MinIO, Cloudflare R2, Backblaze B2, Ceph...) requests use path-style URLs
 * (<endpoint>/<bucket>/<key>), which every S3-compatible store accepts, and checksums only where an operation
 * requires them (the SDK's newer default checksum headers are not understood by every compatible store).
 * Without keys the SDK's default credential chain applies (AWS_* variables, instance or task roles).
 */
export function s3Driver(settings: S3Settings, client = createS3Client(settings)): StorageDriver {
  const { bucket } = settings;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          // Names are random and never reused, like the /uploads/<name> replies.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
  };
}

export function createS3Client(settings: S3Settings): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region,
    ...(endpoint && {
      endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  });
}
