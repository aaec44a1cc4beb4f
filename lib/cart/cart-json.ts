import { type ProductJson, productSelect, toProductJson } from '@/lib/catalog/catalog-json';
import type { Prisma } from '@/lib/generated/prisma/client';

/** A cart line as the API shows it (SPEC.md: `_id`, `productId` = the product object, `quantity`). */
export type CartItemJson = { _id: string; productId: ProductJson; quantity: number };

export const cartItemSelect = {
  id: true,
  quantity: true,
  product: { select: productSelect },
} satisfies Prisma.CartItemSelect;

type SelectedCartItem = Prisma.CartItemGetPayload<{ select: typeof cartItemSelect }>;

export function toCartItemJson(item: SelectedCartItem): CartItemJson {
  return { _id: item.id, productId: toProductJson(item.product), quantity: item.quantity };
}
