/**
 * A list this browser keeps in localStorage, read back: the entries `entryOf` accepts, each key (`keyOf`) once, the
 * first kept, at most `max`. The stored text may be corrupt, of an older version or written by something else, so
 * nothing in it is trusted. No imports: the pages' first-load JavaScript uses it (a guest's cart, recently viewed).
 */
export function parseStoredList<T>(
  text: string | null,
  entryOf: (entry: unknown) => T | null,
  keyOf: (entry: T) => string,
  max: number,
): T[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((entry) => entryOf(entry) ?? []);
  return valid.filter((item, index) => valid.findIndex((other) => keyOf(other) === keyOf(item)) === index).slice(0, max);
}
