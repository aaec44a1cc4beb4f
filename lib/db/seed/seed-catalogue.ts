import { Prisma, type PrismaClient, type Product } from '@/lib/generated/prisma/client';
import {
  CATEGORIES,
  DEMO_COUPONS,
  PRODUCTS,
  SUBCATEGORIES,
  type CatalogueProduct,
  type ProductDetails,
} from './catalogue';

export interface SeedCatalogueCounts {
  categories: number;
  subcategories: number;
  products: number;
  coupons: number;
}

type Tx = Prisma.TransactionClient;

/** Key of a subcategory or product within its category (names are only unique there). */
const withinCategory = (categoryId: string, name: string) => `${categoryId}\u0000${name}`;

/**
 * Puts the demo catalogue and coupons into the database, in one transaction. Idempotent: records are matched by
 * name (category), category and name (subcategory, product) and code (coupon), so a second run creates nothing.
 * Seeded records that were changed are set back to the demo values; records the catalogue does not name are left
 * alone. Returns how many records of each kind the catalogue holds (all of which now exist).
 */
export async function seedCatalogue(prisma: PrismaClient): Promise<SeedCatalogueCounts> {
  // Typically well under a second, but the default 5 s interactive-transaction timeout is tight on a slow machine.
  return prisma.$transaction(
    async (tx) => {
      const categoryIds = await upsertCategories(tx);
      const subcategoryIds = await upsertSubcategories(tx, categoryIds);
      await upsertProducts(tx, categoryIds, subcategoryIds);
      await upsertCoupons(tx);
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
async function upsertCategories(tx: Tx): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { name, image } of CATEGORIES) {
    const { id } = await tx.category.upsert({
      where: { name },
      create: { name, image },
      update: { image },
      select: { id: true },
    });
    ids.set(name, id);
  }
  return ids;
}

/** Returns subcategory ids keyed by withinCategory(categoryId, name). */
async function upsertSubcategories(tx: Tx, categoryIds: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { name, image, category } of SUBCATEGORIES) {
    const categoryId = lookup(categoryIds, category, 'category');
    const { id } = await tx.subcategory.upsert({
      where: { categoryId_name: { categoryId, name } },
      create: { name, image, categoryId },
      update: { image },
      select: { id: true },
    });
    ids.set(withinCategory(categoryId, name), id);
  }
  return ids;
}

/**
 * Products have no unique key, so this reads the seeded categories' matching products once, inserts the missing
 * ones with one createMany and updates only those that differ (a re-run then writes nothing).
 */
async function upsertProducts(
  tx: Tx,
  categoryIds: Map<string, string>,
  subcategoryIds: Map<string, string>,
): Promise<void> {
  const existing = await tx.product.findMany({
    where: { categoryId: { in: [...categoryIds.values()] }, name: { in: PRODUCTS.map((product) => product.name) } },
    orderBy: { createdAt: 'asc' },
  });
  const existingByKey = new Map<string, Product>();
  for (const product of existing) {
    // An admin may have made a same-named copy; the oldest one is the seeded product.
    const key = withinCategory(product.categoryId, product.name);
    if (!existingByKey.has(key)) existingByKey.set(key, product);
  }

  const missing: Prisma.ProductCreateManyInput[] = [];
  for (const product of PRODUCTS) {
    const categoryId = lookup(categoryIds, product.category, 'category');
    const subcategoryId = lookup(subcategoryIds, withinCategory(categoryId, product.subcategory), 'subcategory');
    const data = productRecord(product, categoryId, subcategoryId);
    const current = existingByKey.get(withinCategory(categoryId, product.name));
    if (!current) missing.push(data);
    else if (!matchesRecord(current, data)) await tx.product.update({ where: { id: current.id }, data });
  }
  if (missing.length > 0) await tx.product.createMany({ data: missing });
}

type ProductRecord = Prisma.ProductCreateManyInput & { price: Prisma.Decimal; moreDetails: ProductDetails; images: string[] };

function productRecord(product: CatalogueProduct, categoryId: string, subcategoryId: string): ProductRecord {
  return {
    name: product.name,
    categoryId,
    subcategoryId,
    images: product.images,
    price: new Prisma.Decimal(product.price),
    discount: product.discount,
    stock: product.stock,
    unit: product.unit,
    description: product.description,
    moreDetails: product.moreDetails,
  };
}

function matchesRecord(stored: Product, record: ProductRecord): boolean {
  return (
    stored.subcategoryId === record.subcategoryId &&
    stored.price.equals(record.price) &&
    stored.discount === record.discount &&
    stored.stock === record.stock &&
    stored.unit === record.unit &&
    stored.description === record.description &&
    stored.images.length === record.images.length &&
    stored.images.every((image, index) => image === record.images[index]) &&
    sameDetails(stored.moreDetails, record.moreDetails)
  );
}

/** Compares key by key: jsonb does not keep the key order the object was written in. */
function sameDetails(stored: Prisma.JsonValue, details: ProductDetails): boolean {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  const keys = Object.keys(details);
  return Object.keys(stored).length === keys.length && keys.every((key) => stored[key] === details[key]);
}

/**
 * The expiry date is set when a coupon is first created; a re-run keeps it (and the live usedCount) instead of
 * pushing the expiry forward on every run.
 */
async function upsertCoupons(tx: Tx): Promise<void> {
  const now = new Date();
  for (const { code, discountPercent, validForMonths, usageLimit, description } of DEMO_COUPONS) {
    const expiryDate = new Date(now);
    expiryDate.setMonth(expiryDate.getMonth() + validForMonths);
    await tx.coupon.upsert({
      where: { code },
      create: { code, discountPercent, expiryDate, usageLimit, description },
      update: { discountPercent, usageLimit, description },
    });
  }
}

function lookup(ids: Map<string, string>, key: string, kind: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo catalogue refers to an unknown ${kind}: ${key}`);
  return id;
}
