import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { productSearchText } from './search-words';
import { translationsOf } from './translations';

/** Products listed per statement: one round trip each, short enough not to hold the rows long. */
const BATCH = 500;

/**
 * Computes the search words (lib/catalog/search-words.ts) of every product written without them: those before the
 * migration that added them, and those a bulk load or the demo seed wrote directly. A product's name is never empty,
 * so its computed name words never are: '' means not computed. Returns how many it filled.
 */
export async function fillMissingSearchWords(prisma: PrismaClient): Promise<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const products = await prisma.product.findMany({
      where: { searchNameWords: '', id: { gt: after } },
      select: { id: true, name: true, description: true, translations: true },
      orderBy: { id: 'asc' },
      take: BATCH,
    });
    if (products.length === 0) return filled;
    const computed = products.map((product) => ({ id: product.id, ...productSearchText({ ...product, translations: translationsOf(product.translations) }) }));
    await prisma.$executeRaw`
      UPDATE products SET search_name_words = computed.name_words, search_text_words = computed.text_words
      FROM unnest(${computed.map((row) => row.id)}::text[], ${computed.map((row) => row.searchNameWords)}::text[],
                  ${computed.map((row) => row.searchTextWords)}::text[]) AS computed (id, name_words, text_words)
      WHERE products.id = computed.id`;
    filled += products.length;
    after = products.at(-1)!.id;
  }
}
