/**
 * Prisma turns a case-insensitive `equals` and every `contains` into ILIKE without escaping the value, so `%` and
 * `_` in a name would act as wildcards (`DELETE {name: '%'}` would hit any category). Escaped here, they are matched
 * literally; backslash is PostgreSQL's default LIKE escape.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `equals` of `name`, ignoring letter case, with `%` and `_` taken literally. */
export function sameNameAs(name: string) {
  return { equals: escapeLike(name), mode: 'insensitive' as const };
}

/** `contains` of `part`, ignoring letter case, with `%` and `_` taken literally. */
export function nameContaining(part: string) {
  return { contains: escapeLike(part), mode: 'insensitive' as const };
}

/** An ILIKE pattern for raw SQL matching any part containing `part`, with `%` and `_` taken literally. */
export function likePattern(part: string): string {
  return `%${escapeLike(part)}%`;
}
