import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { MAX_IMAGE_BYTES } from '@/lib/storage/image-rules';
import { createUserAndLogIn, imageFile, type Reply, TINY_PNG } from './api';
import { setupTestDatabase } from './database';
import { setupTestEnv } from './env';

/**
 * What a catalogue integration test file needs: the test environment (a temporary UPLOAD_DIR), a fresh migrated
 * database (not seeded: it holds only what the file makes), an admin and a USER session, rows made straight through
 * Prisma, multipart forms with real tiny images, and a snapshot of the catalogue (rows and stored files) to show that
 * a refused call changed nothing. Call setupCatalogTest() with top-level await before the first test.
 */

export type Session = Awaited<ReturnType<typeof createUserAndLogIn>>;

export async function setupCatalogTest(): Promise<{ prisma: PrismaClient; uploadDir: string; admin: Session; shopper: Session }> {
  const { uploadDir } = setupTestEnv();
  const { prisma } = await setupTestDatabase();
  const admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Shop Admin' });
  const shopper = await createUserAndLogIn({ name: 'Kamal Silva' });
  return { prisma, uploadDir, admin, shopper };
}

let counter = 0;

/** A name not used before in this test file: `Label 7`. */
export function uniqueName(label: string): string {
  counter += 1;
  return `${label} ${counter}`;
}

const uploadDirOf = () => process.env.UPLOAD_DIR!;

/** JPEG magic bytes: enough for the byte check, which decides the type. */
export { TINY_JPEG } from './images';

/** A real tiny PNG upload. */
export const png = (name = 'photo.png') => imageFile(TINY_PNG, name);

/** Text bytes named and typed as a PNG. */
export const fakePng = () => imageFile('this is text, not an image', 'fake.png', 'image/png');

/** A PNG (by its magic bytes) one byte over 2 MB. */
export const oversizePng = () => imageFile(Buffer.concat([TINY_PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - TINY_PNG.length)]), 'big.png');

export const IMAGE_URL = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg)$/;

/** The file behind an /uploads/<name> URL. */
export const fileOf = (url: string) => path.join(uploadDirOf(), url.replace('/uploads/', ''));

export const isStored = (url: string) => existsSync(fileOf(url));

/** The names of the stored image files. */
export function storedFiles(): string[] {
  return existsSync(uploadDirOf()) ? readdirSync(uploadDirOf()).sort() : [];
}

/** Puts a tiny PNG into storage as an upload would, returning its URL (for rows made through Prisma). */
export function storeImage(): string {
  const name = `${randomUUID()}.png`;
  writeFileSync(path.join(uploadDirOf(), name), TINY_PNG);
  return `/uploads/${name}`;
}

/** A multipart form of text fields (undefined ones left out) and files; an array value repeats the field. */
export function form(fields: Record<string, string | number | File | (string | File)[] | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(key, item instanceof File ? item : String(item));
  }
  return data;
}

type Db = PrismaClient;

export async function makeCategory(prisma: Db, options: { name?: string; image?: string | null } = {}) {
  return prisma.category.create({
    data: { name: options.name ?? uniqueName('Category'), image: options.image === undefined ? storeImage() : options.image },
  });
}

export async function makeSubcategory(prisma: Db, categoryId: string, options: { name?: string; image?: string | null } = {}) {
  return prisma.subcategory.create({
    data: {
      name: options.name ?? uniqueName('Subcategory'),
      categoryId,
      image: options.image === undefined ? storeImage() : options.image,
    },
  });
}

export type ProductOptions = {
  categoryId: string;
  subcategoryId?: string | null;
  name?: string;
  price?: string | number;
  discount?: number;
  stock?: number;
  unit?: string;
  description?: string;
  images?: string[];
  moreDetails?: Record<string, string>;
  createdAt?: Date;
  ratingAverage?: string;
  ratingCount?: number;
  status?: 'DRAFT' | 'PUBLISHED';
};

export async function makeProduct(prisma: Db, options: ProductOptions) {
  return prisma.product.create({
    data: {
      name: options.name ?? uniqueName('Product'),
      categoryId: options.categoryId,
      subcategoryId: options.subcategoryId ?? null,
      price: new Prisma.Decimal(String(options.price ?? '100.00')),
      discount: options.discount ?? 0,
      stock: options.stock ?? 10,
      unit: options.unit ?? 'piece',
      description: options.description ?? '',
      images: options.images ?? [],
      moreDetails: options.moreDetails ?? {},
      ...(options.createdAt && { createdAt: options.createdAt }),
      ...(options.ratingAverage && { ratingAverage: new Prisma.Decimal(options.ratingAverage) }),
      ...(options.ratingCount !== undefined && { ratingCount: options.ratingCount }),
      ...(options.status && { status: options.status }),
    },
  });
}

/** An order of `userId` with one item showing `image` (the product's image as bought). */
export async function makeOrderShowing(prisma: Db, options: { userId: string; productId: string; image: string }) {
  return prisma.order.create({
    data: {
      orderNumber: `ORD-${randomUUID()}`,
      userId: options.userId,
      userName: 'Kamal Silva',
      userEmail: 'kamal@example.com',
      subTotal: new Prisma.Decimal('100.00'),
      deliveryFee: new Prisma.Decimal('10.00'),
      total: new Prisma.Decimal('110.00'),
      deliveryName: 'Kamal Silva',
      deliveryMobile: '0771234567',
      deliveryAddressLine: '12 Galle Road',
      deliveryCity: 'Colombo',
      deliveryState: 'Western',
      deliveryPincode: '00300',
      deliveryCountry: 'Sri Lanka',
      items: {
        create: { productId: options.productId, name: 'As bought', image: options.image, unitPrice: new Prisma.Decimal('100.00'), quantity: 1 },
      },
    },
    include: { items: true },
  });
}

/** Every catalogue row (with its update time) and every stored file: equal snapshots mean nothing changed. */
export async function catalogueSnapshot(prisma: Db) {
  const [categories, subcategories, products] = await Promise.all([
    prisma.category.findMany({ orderBy: { id: 'asc' } }),
    prisma.subcategory.findMany({ orderBy: { id: 'asc' } }),
    prisma.product.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { categories, subcategories, products: products.map((product) => ({ ...product, price: product.price.toFixed(2) })), files: storedFiles() };
}

/** The keys of a category, a subcategory and a product in every reply (lib/catalog/catalog-json.ts). */
export const CATEGORY_KEYS = ['_id', 'image', 'name', 'translations'];
export const SUBCATEGORY_KEYS = ['_id', 'categoryId', 'image', 'name', 'translations'];
export const PRODUCT_KEYS = [
  '_id',
  'averageRating',
  'categoryId',
  'createdAt',
  'description',
  'discount',
  'image',
  'more_Details',
  'name',
  'price',
  'stock',
  'sub_categoryId',
  'totalReviews',
  'unit',
  'updatedAt',
];

/** The admin's products: the shop's keys and `status`. */
export const ADMIN_PRODUCT_KEYS = [...PRODUCT_KEYS, 'status', 'translations'].sort();

export function expectKeys(value: unknown, keys: string[]): void {
  expect(Object.keys(value as object).sort()).toEqual(keys);
}

/**
 * A list reply of products: success, the products and `pagination {page, limit, hasMore}`; an empty list may carry a
 * keyword's `suggestion` besides.
 */
export function expectProductList(reply: Reply, pagination: { page: number; limit: number; hasMore: boolean }): string[] {
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
  const keys = ['data', 'message', 'pagination', 'success'];
  const suggested = (reply.body.data as unknown[]).length === 0 && 'suggestion' in reply.body;
  expect(Object.keys(reply.body).sort()).toEqual(suggested ? [...keys, 'suggestion'] : keys);
  expect(reply.body.pagination).toEqual(pagination);
  const products = reply.body.data as { _id: string }[];
  for (const product of products) expectKeys(product, PRODUCT_KEYS);
  return products.map((product) => product._id);
}

/** The refusals of an admin write, in the order guest (401), USER (403), admin cookie without X-XSRF-TOKEN (403). */
export const ADMIN_REFUSALS = [
  ['a guest', 401, 'Please log in to continue'],
  ['a USER', 403, 'Access denied! Admins only.'],
  ['an admin cookie without X-XSRF-TOKEN', 403, 'Invalid or missing CSRF token. Reload the page and try again.'],
] as const;

export type Refusal = (typeof ADMIN_REFUSALS)[number][0];

/** The call options of each refusal of ADMIN_REFUSALS. */
export function refusalOptions(who: Refusal, sessions: { admin: Session; shopper: Session }) {
  if (who === 'a guest') return {};
  if (who === 'a USER') return { token: sessions.shopper.token };
  return { cookies: { ...sessions.admin, csrfHeader: false as const } };
}
