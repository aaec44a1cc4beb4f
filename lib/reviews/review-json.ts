import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * A review as the API and the pages show it, in SPEC.md's shape: `_id`, `rating`, `comment` (plain text as the
 * shopper typed it: user content, rendered as text, never as markup), the product and the reviewer, `name` (the
 * reviewer's name) and `image` (the product's cover image) at the top level, and `variantInfo` (always null: the shop
 * sells no product variants).
 */
export type ReviewJson = {
  _id: string;
  rating: number;
  comment: string;
  product: { _id: string; name: string; price: number; image: string[] };
  user: { _id: string; name: string; avatar: string | null };
  name: string;
  image: string | null;
  variantInfo: null;
  createdAt: string;
  updatedAt: string;
};

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

export function toReviewJson(review: ReviewRow): ReviewJson {
  const { product, user } = review;
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    product: { _id: product.id, name: product.name, price: product.price.toNumber(), image: product.images },
    user: { _id: user.id, name: user.name, avatar: user.avatar },
    name: user.name,
    image: product.images[0] ?? null,
    variantInfo: null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
