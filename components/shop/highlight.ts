/** One piece of a text split around a search keyword; `match` pieces are shown in <mark>. */
export type HighlightPart = { text: string; match: boolean };

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around every case-insensitive occurrence of `keyword` (trimmed), keeping the text's own
 * letter case. A blank keyword gives the whole text as one plain part. Plain strings only: the caller renders
 * them as React text, never as HTML.
 */
export function splitHighlight(text: string, keyword: string | null | undefined): HighlightPart[] {
  const needle = keyword?.trim() ?? '';
  if (!text) return [];
  if (!needle) return [{ text, match: false }];
  // A capturing group makes split() keep the matches, at the odd indexes.
  return text
    .split(new RegExp(`(${escapeRegExp(needle)})`, 'iu'))
    .map((piece, index) => ({ text: piece, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
