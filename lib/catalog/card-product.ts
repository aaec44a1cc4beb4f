import type { Product } from './types';

/** What a card shows of a product: a list handed to the browser carries only this (no description, no details). */
export type CardProduct = Pick<Product, 'id' | 'name' | 'images' | 'price' | 'discount' | 'stock' | 'rating' | 'category'>;

export function cardProductOf({ id, name, images, price, discount, stock, rating, category }: CardProduct): CardProduct {
  return { id, name, images, price, discount, stock, rating, category };
}
