import { DELETE as deleteOneRoute } from '@/app/api/reviews/[id]/route';
import { GET as adminListRoute } from '@/app/api/reviews/admin/getall/route';
import { POST as createRoute } from '@/app/api/reviews/create/route';
import { GET as productListRoute } from '@/app/api/reviews/getall/[productId]/route';
import { DELETE as deleteManyRoute } from '@/app/api/reviews/route';
import { PUT as updateRoute } from '@/app/api/reviews/update/[id]/route';
import { GET as userListRoute } from '@/app/api/reviews/user/[userId]/route';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { call, type CallOptions } from './api';

/**
 * The review endpoints as calls (every one as the route handler Next would run), and a snapshot of everything a
 * review write touches, so a refused call can be shown to have changed nothing.
 */

export const reviewApi = {
  create: (options: CallOptions) => call(createRoute, 'POST', '/api/reviews/create', options),
  productList: (productId: string, options: CallOptions = {}, query = '') =>
    call(productListRoute, 'GET', `/api/reviews/getall/${encodeURIComponent(productId)}${query}`, options, { productId }),
  userList: (userId: string, options: CallOptions, query = '') =>
    call(userListRoute, 'GET', `/api/reviews/user/${encodeURIComponent(userId)}${query}`, options, { userId }),
  update: (id: string, options: CallOptions) => call(updateRoute, 'PUT', `/api/reviews/update/${encodeURIComponent(id)}`, options, { id }),
  remove: (id: string, options: CallOptions) => call(deleteOneRoute, 'DELETE', `/api/reviews/${encodeURIComponent(id)}`, options, { id }),
  adminList: (options: CallOptions, query = '') => call(adminListRoute, 'GET', `/api/reviews/admin/getall${query}`, options),
  removeMany: (options: CallOptions) => call(deleteManyRoute, 'DELETE', '/api/reviews', options),
};

/** The keys of a review in every reply (lib/reviews/review-json.ts). */
export const REVIEW_KEYS = ['_id', 'comment', 'createdAt', 'image', 'name', 'product', 'rating', 'updatedAt', 'user', 'variantInfo'];

/** A product's stored figures, as numbers. */
export async function ratingOf(prisma: PrismaClient, productId: string) {
  const product = await prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { ratingAverage: true, ratingCount: true } });
  return { average: product.ratingAverage.toNumber(), count: product.ratingCount };
}

/** Reviews, every product's figures and the notifications: equal snapshots mean nothing changed. */
export async function reviewSnapshot(prisma: PrismaClient) {
  const [reviews, products, notifications] = await Promise.all([
    prisma.review.findMany({ orderBy: { id: 'asc' } }),
    prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, ratingAverage: true, ratingCount: true, updatedAt: true } }),
    prisma.notification.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { reviews, products: products.map((product) => ({ ...product, ratingAverage: product.ratingAverage.toFixed(2) })), notifications };
}
