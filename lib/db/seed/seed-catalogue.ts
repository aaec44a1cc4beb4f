import 'server-only';
import type { Db } from '../client';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { CATEGORIES, DEMO_COUPONS, PRODUCTS, SUBCATEGORIES } from './catalogue';
import { seedNameTranslations } from './category-names';
import { SEED_TRANSLATIONS } from './translations';

export interface SeedCatalogueCounts {
  categories: number;
  subcategories: number;
  products: number;
  coupons: number;
}


/** Key of a subcategory or product within its category (names are only unique there). */
const withinCategory = (categoryId: string, name: string) => `${categoryId}\u0000${name}`;

/**
 * Adds the demo catalogue and coupons that are missing, in one transaction. Idempotent: records are matched by
 * name (category), category and name (subcategory, product) and code (coupon), so a second run creates nothing.
 * Existing records are never changed, so seeding a live shop cannot undo an admin's edits.
 * Returns how many records of each kind the catalogue holds (all of which now exist).
 */
export async function seedCatalogue(prisma: PrismaClient): Promise<SeedCatalogueCounts> {
  // Typically well under a second, but the default 5 s interactive-transaction timeout is tight on a slow machine.
  return prisma.$transaction(
    async (tx) => {
      const categoryIds = await ensureCategories(tx);
      const subcategoryIds = await ensureSubcategories(tx, categoryIds);
      await ensureProducts(tx, categoryIds, subcategoryIds);
      await ensureCoupons(tx);
      return {
        categories: CATEGORIES.length,
        subcategories: SUBCATEGORIES.length,
        products: PRODUCTS.length,
        coupons: DEMO_COUPONS.length,
      };
    },
    { timeout: 60_000 },
  );
}

/** Returns category ids by name. */
async function ensureCategories(tx: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { name, image } of CATEGORIES) {
    const { id } = await tx.category.upsert({
      where: { name },
      create: { name, image, translations: seedNameTranslations(name) },
      update: {},
      select: { id: true },
    });
    ids.set(name, id);
  }
  return ids;
}

/** Returns subcategory ids keyed by withinCategory(categoryId, name). */
async function ensureSubcategories(tx: Db, categoryIds: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { name, image, category } of SUBCATEGORIES) {
    const categoryId = lookup(categoryIds, category, 'category');
    const { id } = await tx.subcategory.upsert({
      where: { categoryId_name: { categoryId, name } },
      create: { name, image, categoryId, translations: seedNameTranslations(name) },
      update: {},
      select: { id: true },
    });
    ids.set(withinCategory(categoryId, name), id);
  }
  return ids;
}

/** Products have no unique key: reads the seeded categories' products once and inserts the missing ones. */
async function ensureProducts(
  tx: Db,
  categoryIds: Map<string, string>,
  subcategoryIds: Map<string, string>,
): Promise<void> {
  const existing = await tx.product.findMany({
    where: { categoryId: { in: [...categoryIds.values()] }, name: { in: PRODUCTS.map((product) => product.name) } },
    select: { categoryId: true, name: true },
  });
  const existingKeys = new Set(existing.map((product) => withinCategory(product.categoryId, product.name)));

  const missing: Prisma.ProductCreateManyInput[] = [];
  for (const product of PRODUCTS) {
    const categoryId = lookup(categoryIds, product.category, 'category');
    if (existingKeys.has(withinCategory(categoryId, product.name))) continue;
    missing.push({
      name: product.name,
      categoryId,
      subcategoryId: lookup(subcategoryIds, withinCategory(categoryId, product.subcategory), 'subcategory'),
      images: product.images,
      price: product.price,
      discount: product.discount,
      stock: product.stock,
      unit: product.unit,
      description: product.description,
      moreDetails: product.moreDetails,
      translations: SEED_TRANSLATIONS[product.name] ?? {},
    });
  }
  if (missing.length > 0) await tx.product.createMany({ data: missing });
}

/** The expiry date is set when a coupon is first created, relative to that day. */
async function ensureCoupons(tx: Db): Promise<void> {
  const now = new Date();
  for (const { code, discountPercent, validForMonths, usageLimit, perShopperLimit, description } of DEMO_COUPONS) {
    const expiryDate = new Date(now);
    expiryDate.setMonth(expiryDate.getMonth() + validForMonths);
    await tx.coupon.upsert({
      where: { code },
      create: { code, discountPercent, expiryDate, usageLimit, perShopperLimit, description },
      update: {},
    });
  }
}

function lookup(ids: Map<string, string>, key: string, kind: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo catalogue refers to an unknown ${kind}: ${key}`);
  return id;
}
