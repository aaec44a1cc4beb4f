import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyFromDecimal } from '@/lib/money';
import type { Review } from './types';

/** The columns a Review is read from. */
export const reviewSelect = {
  id: true,
  rating: true,
  comment: true,
  createdAt: true,
  updatedAt: true,
  product: { select: { id: true, name: true, price: true, images: true } },
  user: { select: { id: true, name: true, avatar: true } },
} satisfies Prisma.ReviewSelect;

type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

/** The row has the Review's shape already; only the product's price becomes Money. */
export function reviewFromRow(row: ReviewRow): Review {
  return { ...row, product: { ...row.product, price: moneyFromDecimal(row.product.price) } };
}
