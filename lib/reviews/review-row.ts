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

export function reviewFromRow(row: ReviewRow): Review {
  const { product, user } = row;
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    product: { id: product.id, name: product.name, price: moneyFromDecimal(product.price), images: product.images },
    user: { id: user.id, name: user.name, avatar: user.avatar },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
