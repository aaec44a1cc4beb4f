import 'server-only';
import { deleteImages, saveImages } from '@/lib/storage/images';

/**
 * Stores uploaded images, then runs the database write that refers to them. When the write fails the new
 * files are removed again; when it succeeds the files it replaced are removed. Storage never keeps an image no
 * record uses, and no record points at a missing file.
 */
export async function writeWithImages<T>(
  uploads: File[],
  label: string,
  write: (urls: string[]) => Promise<{ result: T; replaced: (string | null)[] }>,
): Promise<T> {
  const urls = await saveImages(uploads, label);
  let outcome: { result: T; replaced: (string | null)[] };
  try {
    outcome = await write(urls);
  } catch (error) {
    await deleteImages(urls);
    throw error;
  }
  await deleteImages(outcome.replaced.filter((url): url is string => url !== null && !urls.includes(url)));
  return outcome.result;
}
