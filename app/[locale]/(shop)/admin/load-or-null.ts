/**
 * An admin page's read: its result, or null (logged with the screen's message) when it failed, so the page can say
 * what could not be loaded instead of failing as a whole.
 */
export async function loadOrNull<T>(read: Promise<T>, failure: string): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(failure, error);
    return null;
  }
}

/** The message of the first read that failed, or null. */
export function firstFailure(reads: [unknown, string][]): string | null {
  return reads.find(([result]) => result === null)?.[1] ?? null;
}
