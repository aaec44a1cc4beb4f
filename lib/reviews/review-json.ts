import { moneyFromRupees, toRupees } from '@/lib/money';
import type { Review } from './types';

/**
 * A review in the shop's documented reply shape: `_id`, the product and the reviewer, `name` (the reviewer's name)
 * and `image` (the product's cover image) at the top level, and `variantInfo` (always null: the shop sells no
 * product variants).
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

export function toReviewJson(review: Review): ReviewJson {
  const { product, user } = review;
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    product: { _id: product.id, name: product.name, price: toRupees(product.price), image: product.images },
    user: { _id: user.id, name: user.name, avatar: user.avatar },
    name: user.name,
    image: product.images[0] ?? null,
    variantInfo: null,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

/** A review read from an API reply in the browser (a further page of reviews, an edited review). */
export function reviewFromJson(json: ReviewJson): Review {
  const { _id: id, rating, comment, product, user, createdAt, updatedAt } = json;
  return {
    id,
    rating,
    comment,
    product: { id: product._id, name: product.name, price: moneyFromRupees(product.price), images: product.image },
    user: { id: user._id, name: user.name, avatar: user.avatar },
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  };
}
