/**
 * Where uploaded images are kept. lib/storage/images.ts checks the bytes and picks the random names; a driver only
 * stores, returns and removes objects by those names. Two drivers: local disk (local-driver.ts) and an S3-compatible
 * bucket (s3-driver.ts). Both are served at /uploads/<name> by app/uploads/[name]/route.ts.
 */

export type StoredObject = { bytes: Buffer; contentType: string };

export interface StorageDriver {
  /** 'local' or 's3', for logs and tests. */
  readonly kind: 'local' | 's3';
  /** Stores `bytes` under `name` (a new random name: never an overwrite of something in use). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none by that name; other failures throw. */
  get(name: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(name: string): Promise<void>;
}
