import type pg from 'pg';

/**
 * Generated catalogue volume for the measuring scripts (`npm run bench`, the year fixture): products made of a few
 * word lists, so keyword searches match realistic shares, spread over every subcategory, 1 in 10 out of stock.
 */
const PRODUCT_ADJECTIVES = ['Organic', 'Fresh', 'Premium', 'Classic', 'Spicy', 'Golden', 'Handmade', 'Roasted', 'Pure', 'Herbal', 'Ceylon', 'Kandyan', 'Village', 'Royal', 'Natural', 'Crispy', 'Sweet', 'Smoked', 'Tropical', 'Wild'];
export const PRODUCT_NOUNS = ['Rice', 'Tea', 'Cinnamon', 'Coconut Oil', 'Cashews', 'Pepper', 'Batik Shirt', 'Sarong', 'Kithul Treacle', 'Jaggery', 'Curry Powder', 'Mug', 'Basket', 'Sandals', 'Notebook', 'Lamp', 'Towel', 'Soap', 'Honey', 'Chutney', 'Biscuits', 'Noodles', 'Lentils', 'Cardamom', 'Cloves', 'Kettle', 'Backpack', 'Umbrella', 'Bedsheet', 'Spoon Set'];
export const PRODUCT_PLACES = ['Kandy', 'Galle', 'Jaffna', 'Matara', 'Nuwara Eliya', 'Kurunegala', 'Badulla', 'Ratnapura', 'Ampara', 'Anuradhapura'];

/** Adds generated products until there are `total` (none when there are already as many); returns how many it added. */
export async function addGeneratedProducts(client: pg.Client, total: number): Promise<number> {
  const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM products');
  const missing = total - Number(rows[0]!.count);
  if (missing <= 0) return 0;
  await client.query(
    `WITH subs AS (
       SELECT id, category_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM subcategories
     )
     INSERT INTO products (id, name, images, price, discount, stock, unit, description, category_id, subcategory_id,
                           rating_average, rating_count, created_at, updated_at)
     SELECT 'bench' || i,
            ($1::text[])[1 + i % array_length($1::text[], 1)] || ' ' || ($2::text[])[1 + (i / 7) % array_length($2::text[], 1)] || ' ' || i,
            ARRAY[]::text[],
            round((50 + (i * 7919) % 25000 + (i % 100) / 100.0)::numeric, 2),
            CASE WHEN i % 4 = 0 THEN (i % 30) ELSE 0 END,
            CASE WHEN i % 10 = 0 THEN 0 ELSE i % 500 END,
            'item',
            'Made in ' || ($3::text[])[1 + i % array_length($3::text[], 1)] || '. ' ||
              ($2::text[])[1 + (i / 3) % array_length($2::text[], 1)] || ' lovers will enjoy it.',
            subs.category_id, subs.id,
            round(((i % 50) / 10.0)::numeric, 2), i % 40,
            now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $4::int) AS i
     JOIN subs ON subs.n = i % subs.total`,
    [PRODUCT_ADJECTIVES, PRODUCT_NOUNS, PRODUCT_PLACES, missing],
  );
  await client.query('ANALYZE products');
  return missing;
}
