import type { Product } from '@/lib/catalog/types';
import type { Money } from '@/lib/money';

/**
 * The cart as the shop speaks of it. Pure types: the cart screens (client components) use them too.
 */

/** One line of the shopper's cart, with what the cart, checkout and order pricing need of its product now. */
export type CartLine = {
  id: string;
  productId: string;
  name: string;
  /** The product's cover image, if it has one. */
  image: string | null;
  /** The product's current unit price. */
  price: Money;
  stock: number;
  quantity: number;
};

/** A line of the cart as its API answers: the line and its whole product as the catalogue shows it now. */
export type CartItem = { id: string; quantity: number; product: Product };
