import 'server-only';
import { productInLanguage, translationsOf } from '@/lib/catalog/translations';
import type { Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { moneyFromDecimal } from '@/lib/money';
import type { CartLine } from './types';

/** What a cart line shows and prices of its product. */
export const cartLineProductSelect = {
  id: true,
  name: true,
  translations: true,
  images: true,
  price: true,
  stock: true,
} satisfies Prisma.ProductSelect;

type CartLineProduct = Prisma.ProductGetPayload<{ select: typeof cartLineProductSelect }>;

/** A line of `quantity` of `product` at its current price, named in `locale`. */
export function cartLineOf(id: string, product: CartLineProduct, quantity: number, locale: Locale): CartLine {
  return {
    id,
    productId: product.id,
    name: productInLanguage({ name: product.name, translations: translationsOf(product.translations) }, locale).name,
    image: product.images[0] ?? null,
    price: moneyFromDecimal(product.price),
    stock: product.stock,
    quantity,
  };
}

/**
 * The shopper's cart lines at current prices, oldest first: the cart and checkout show them (named in the page's
 * language), orders price them (an order keeps the English names: the shop's records are in English).
 */
export async function cartLines(db: Db, userId: string, locale: Locale = DEFAULT_LOCALE): Promise<CartLine[]> {
  const items = await db.cartItem.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, quantity: true, product: { select: cartLineProductSelect } },
  });
  return items.map(({ id, quantity, product }) => cartLineOf(id, product, quantity, locale));
}
