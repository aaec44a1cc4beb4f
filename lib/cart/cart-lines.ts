import 'server-only';
import { productInLanguage, translationsOf } from '@/lib/catalog/translations';
import type { Db } from '@/lib/db/client';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { moneyFromDecimal } from '@/lib/money';
import type { CartLine } from './types';

/**
 * The shopper's cart lines at current prices, oldest first: the cart and checkout show them (named in the page's
 * language), orders price them (an order keeps the English names: the shop's records are in English).
 */
export async function cartLines(db: Db, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<CartLine[]> {
  const items = await db.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      quantity: true,
      product: { select: { id: true, name: true, translations: true, images: true, price: true, stock: true } },
    },
  });
  return items.map(({ id, quantity, product }) => ({
    id,
    productId: product.id,
    name: productInLanguage({ name: product.name, translations: translationsOf(product.translations) }, locale).name,
    image: product.images[0] ?? null,
    price: moneyFromDecimal(product.price),
    stock: product.stock,
    quantity,
  }));
}
