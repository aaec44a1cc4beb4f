/** Search engines show about 155-160 characters of a description. */
const MAX_LENGTH = 160;

/**
 * A page's meta description from catalogue text: whitespace collapsed, cut at a word boundary with '…' when
 * too long, or the fallback when blank.
 */
export function metaDescription(text: string | null | undefined, fallback: string): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return fallback;
  if (clean.length <= MAX_LENGTH) return clean;
  const cut = clean.slice(0, MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
