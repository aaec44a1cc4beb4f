import { type ProductJson, toProductJson } from '@/lib/catalog/catalog-json';
import type { CartItem } from './types';

/** A cart line in the documented reply shape: `_id`, `productId` = the product object, `quantity`. */
export type CartItemJson = { _id: string; productId: ProductJson; quantity: number };

export function toCartItemJson(item: CartItem): CartItemJson {
  return { _id: item.id, productId: toProductJson(item.product), quantity: item.quantity };
}
