import type pg from 'pg';
import { productSearchText } from '@/lib/catalog/search-words';
import type { ProductTranslations } from '@/lib/catalog/translations';

/**
 * Generated catalogue volume for the measuring scripts (`npm run bench`, the year fixture): products made of a few
 * word lists, so keyword searches match realistic shares, spread over every subcategory, 1 in 10 out of stock. Half
 * the nouns have Sinhala and Tamil names, and every product carries the search words the shop computes when it writes
 * one (lib/catalog/search-words.ts), so searches in the three languages are measured on what a real catalogue holds.
 */
const PRODUCT_ADJECTIVES = ['Organic', 'Fresh', 'Premium', 'Classic', 'Spicy', 'Golden', 'Handmade', 'Roasted', 'Pure', 'Herbal', 'Ceylon', 'Kandyan', 'Village', 'Royal', 'Natural', 'Crispy', 'Sweet', 'Smoked', 'Tropical', 'Wild'];
export const PRODUCT_NOUNS = ['Rice', 'Tea', 'Cinnamon', 'Coconut Oil', 'Cashews', 'Pepper', 'Batik Shirt', 'Sarong', 'Kithul Treacle', 'Jaggery', 'Curry Powder', 'Mug', 'Basket', 'Sandals', 'Notebook', 'Lamp', 'Towel', 'Soap', 'Honey', 'Chutney', 'Biscuits', 'Noodles', 'Lentils', 'Cardamom', 'Cloves', 'Kettle', 'Backpack', 'Umbrella', 'Bedsheet', 'Spoon Set'];
export const PRODUCT_PLACES = ['Kandy', 'Galle', 'Jaffna', 'Matara', 'Nuwara Eliya', 'Kurunegala', 'Badulla', 'Ratnapura', 'Ampara', 'Anuradhapura'];

/** The Sinhala and Tamil names of the nouns that have them in the generated data. */
const NOUN_TRANSLATIONS: Record<string, { si: string; ta: string }> = {
  Rice: { si: 'සහල්', ta: 'அரிசி' },
  Tea: { si: 'තේ', ta: 'தேயிலை' },
  Cinnamon: { si: 'කුරුඳු', ta: 'இலவங்கப்பட்டை' },
  'Coconut Oil': { si: 'පොල් තෙල්', ta: 'தேங்காய் எண்ணெய்' },
  Cashews: { si: 'කජු', ta: 'முந்திரி' },
  Pepper: { si: 'ගම්මිරිස්', ta: 'மிளகு' },
  Sarong: { si: 'සරම', ta: 'சாரம்' },
  Jaggery: { si: 'හකුරු', ta: 'வெல்லம்' },
  'Curry Powder': { si: 'තුනපහ කුඩු', ta: 'கறித்தூள்' },
  Soap: { si: 'සබන්', ta: 'சவர்க்காரம்' },
  Honey: { si: 'මී පැණි', ta: 'தேன்' },
  Lentils: { si: 'පරිප්පු', ta: 'பருப்பு' },
  Cardamom: { si: 'එනසාල්', ta: 'ஏலக்காய்' },
  Cloves: { si: 'කරාබු නැටි', ta: 'கிராம்பு' },
  Umbrella: { si: 'කුඩය', ta: 'குடை' },
};

/** Rows per statement: the arrays of one batch stay small while the word list's triggers run per row. */
const BATCH = 10_000;

const at = <T>(list: T[], index: number) => list[index % list.length]!;

/** The words of generated product `i`: the same every run. */
function generatedWords(i: number) {
  const noun = at(PRODUCT_NOUNS, Math.floor(i / 7));
  const name = `${at(PRODUCT_ADJECTIVES, i)} ${noun} ${i}`;
  const description = `Made in ${at(PRODUCT_PLACES, i)}. ${at(PRODUCT_NOUNS, Math.floor(i / 3))} lovers will enjoy it.`;
  const translated = NOUN_TRANSLATIONS[noun];
  const translations: ProductTranslations = translated ? { si: { name: `${translated.si} ${i}` }, ta: { name: `${translated.ta} ${i}` } } : {};
  return { name, description, translations, ...productSearchText({ name, description, translations }) };
}

/** Adds generated products until there are `total` (none when there are already as many); returns how many it added. */
export async function addGeneratedProducts(client: pg.Client, total: number): Promise<number> {
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM products');
  const missing = total - Number(rows[0]!.count);
  if (missing <= 0) return 0;
  for (let first = 1; first <= missing; first += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, missing - first + 1) }, (_, index) => first + index);
    const words = numbers.map(generatedWords);
    await client.query(
      `WITH subs AS (
         SELECT id, category_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM subcategories
       )
       INSERT INTO products (id, name, images, price, discount, stock, unit, description, category_id, subcategory_id,
                             rating_average, rating_count, created_at, updated_at, translations, search_name_words, search_text_words)
       SELECT 'bench' || i, name, ARRAY[]::text[],
              round((50 + (i::bigint * 7919) % 25000 + (i % 100) / 100.0)::numeric, 2),
              CASE WHEN i % 4 = 0 THEN (i % 30) ELSE 0 END,
              CASE WHEN i % 10 = 0 THEN 0 ELSE i % 500 END,
              'item', description, subs.category_id, subs.id,
              round(((i % 50) / 10.0)::numeric, 2), i % 40,
              now() - (i || ' minutes')::interval, now(), translations, name_words, text_words
       FROM unnest($1::int[], $2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[])
              AS generated (i, name, description, translations, name_words, text_words)
       JOIN subs ON subs.n = i % subs.total`,
      [
        numbers,
        words.map((product) => product.name),
        words.map((product) => product.description),
        words.map((product) => JSON.stringify(product.translations)),
        words.map((product) => product.searchNameWords),
        words.map((product) => product.searchTextWords),
      ],
    );
  }
  await client.query('ANALYZE products');
  return missing;
}
