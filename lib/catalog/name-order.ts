import 'server-only';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * Sorting products by name in the page's language: by the name it shows there (its Sinhala or Tamil name where
 * written, else the English one) under that language's ICU collation. Where the server lacks it (the embedded PGlite
 * has only ICU's root collation, und-x-icu), the root collation stands in: Unicode's default order, which already
 * keeps each script's letters in their dictionary order, only without the language's own tailoring. English keeps the
 * database's collation, which its index serves.
 */
const COLLATIONS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, string[]> = {
  si: ['si-LK-x-icu', 'si-x-icu', 'und-x-icu'],
  ta: ['ta-LK-x-icu', 'ta-x-icu', 'und-x-icu'],
};

export const ENGLISH_NAME_ORDER = Prisma.sql`p.name ASC, p.id`;

let installed: Promise<Set<string>> | undefined;

/** The ICU collations this server has, read once per process (a failed read is tried again next time). */
function installedCollations(): Promise<Set<string>> {
  installed ??= prisma
    .$queryRaw<{ collname: string }[]>`SELECT collname FROM pg_collation WHERE collname = ANY(${Object.values(COLLATIONS).flat()})`
    .then((rows) => new Set(rows.map((row) => row.collname)))
    .catch((error: unknown) => {
      installed = undefined;
      throw error;
    });
  return installed;
}

/** The collation names of `locale` would be sorted with here, or null for the database's own. */
export async function nameCollation(locale: Locale): Promise<string | null> {
  if (locale === DEFAULT_LOCALE) return null;
  const available = await installedCollations();
  return COLLATIONS[locale].find((name) => available.has(name)) ?? null;
}

/** The ORDER BY of a sort by name in `locale` (`p` is the products row). */
export async function nameOrder(locale: Locale): Promise<Prisma.Sql> {
  if (locale === DEFAULT_LOCALE) return ENGLISH_NAME_ORDER;
  const shownName = Prisma.sql`COALESCE(NULLIF(btrim(p.translations -> ${locale} ->> 'name'), ''), p.name)`;
  const collation = await nameCollation(locale);
  // The collation is one of COLLATIONS' fixed names, never input: quoted as an identifier.
  return collation ? Prisma.sql`${shownName} COLLATE ${Prisma.raw(`"${collation}"`)} ASC, p.id` : Prisma.sql`${shownName} ASC, p.id`;
}
