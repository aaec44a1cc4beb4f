import 'server-only';
import { revalidateTag } from 'next/cache';

/** The tag of every cached catalogue read (lib/catalog/cached.ts). */
export const CATALOG_TAG = 'catalog';

/**
 * Expires the cached catalogue pages at once after an admin's change. Route handlers are also called directly
 * by the integration tests, outside Next's runtime, where there is no cache to expire.
 */
export function revalidateCatalogue(): void {
  try {
    revalidateTag(CATALOG_TAG, { expire: 0 });
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
  }
}
