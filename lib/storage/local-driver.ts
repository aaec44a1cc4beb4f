import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver } from './driver';

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Objects as files directly under `dir` (UPLOAD_DIR), named by their key. Disk keeps no content type, so `get`
 * answers it from the name's extension through `contentTypeOf` (the names are ours: the extension is the type the
 * bytes were checked to be).
 */
export function localDriver(dir: string, contentTypeOf: (name: string) => string | null): StorageDriver {
  // Runtime data, not a build input: keep Next's file tracer from following it.
  const fileOf = (name: string) => path.join(/* turbopackIgnore: true */ dir, name);
  return {
    kind: 'local',
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // 'wx': never overwrite an existing file (names are random; a clash is a bug, not an update).
      await writeFile(fileOf(name), bytes, { flag: 'wx' });
    },
    async get(name) {
      const contentType = contentTypeOf(name);
      if (!contentType) return null;
      try {
        return { bytes: await readFile(fileOf(name)), contentType };
      } catch (error) {
        if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(fileOf(name), { force: true });
    },
  };
}
