import 'server-only';
import { config, type Config } from '@/lib/config';
import type { StorageDriver } from './driver';
import { contentTypeOf } from './image-types';
import { localDriver } from './local-driver';

let active: Promise<StorageDriver> | undefined;

/**
 * The driver this process stores images with, chosen once from the configuration on first use: an S3-compatible
 * bucket when S3_BUCKET is set, else local disk under UPLOAD_DIR. The AWS SDK is loaded only when S3 is used.
 */
export function storageDriver(): Promise<StorageDriver> {
  active ??= pickDriver(config()).catch((error: unknown) => {
    active = undefined;
    throw error;
  });
  return active;
}

async function pickDriver({ s3, uploadDir }: Config): Promise<StorageDriver> {
  if (s3) {
    const { s3Driver } = await import('./s3-driver');
    // Bucket and endpoint host only: never keys, and never the endpoint's full URL (it could carry credentials).
    const where = s3.endpoint ? ` at ${new URL(s3.endpoint).host}` : ` (AWS, ${s3.region})`;
    console.log(`[storage] images in S3 bucket "${s3.bucket}"${where}`);
    return s3Driver(s3);
  }
  console.log(`[storage] images on local disk under ${uploadDir}`);
  return localDriver(uploadDir, contentTypeOf);
}
