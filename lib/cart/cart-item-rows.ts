import { productFromRow, productSelect } from '@/lib/catalog/catalog-rows';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { CartItem } from './types';

export const cartItemSelect = {
  id: true,
  quantity: true,
  product: { select: productSelect },
} satisfies Prisma.CartItemSelect;

type CartItemRow = Prisma.CartItemGetPayload<{ select: typeof cartItemSelect }>;

export function cartItemFromRow(row: CartItemRow): CartItem {
  return { id: row.id, quantity: row.quantity, product: productFromRow(row.product) };
}
