import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { toDecimalText } from '@/lib/money';
import { placementSelect, productFromRow, productSelect } from './catalog-rows';
import { productChange, revalidateProducts } from './revalidate';
import { MAX_PRODUCT_IMAGES, type ProductInput, TOO_MANY_IMAGES } from './schemas';
import { writeWithImages } from './stored-images';
import { productSearchText } from './search-words';
import { type ProductTranslations, translationsOf, withTranslationEdits } from './translations';
import type { Product } from './types';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Only published products are in the shop: every shopper's read of a product asks with this. */
export const PUBLISHED = { status: 'PUBLISHED' } as const;

/** A product as the shop shows it: a draft is not found. */
export async function findProduct(id: string): Promise<Product | null> {
  const product = await prisma.product.findUnique({ where: { id, ...PUBLISHED }, select: productSelect });
  return product && productFromRow(product);
}

/** A product as an admin sees it, draft or published. */
export async function getAdminProduct(id: string): Promise<Product | null> {
  const product = await prisma.product.findUnique({ where: { id }, select: productSelect });
  return product && productFromRow(product);
}

/** The category must exist and the subcategory, when given, must belong to it. */
async function assertPlacement(categoryId: string, subcategoryId: string | undefined): Promise<void> {
  const category = await prisma.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw new AppError('invalid', 'Category not found');
  if (!subcategoryId) return;
  const subcategory = await prisma.subcategory.findUnique({ where: { id: subcategoryId }, select: { categoryId: true } });
  if (!subcategory) throw new AppError('invalid', 'Subcategory not found');
  if (subcategory.categoryId !== categoryId) {
    throw new AppError('invalid', 'The subcategory does not belong to the chosen category');
  }
}

/** Old orders show the image of the item as bought: such images stay in storage. */
export async function notInOrders(urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const used = await prisma.orderItem.findMany({ where: { image: { in: urls } }, select: { image: true }, distinct: ['image'] });
  return urls.filter((url) => !used.some((item) => item.image === url));
}

/** The row's fields from the checked input; `translations` are the product's current ones (none for a new product). */
function productData(values: ProductInput, translations: ProductTranslations = {}) {
  const editedTranslations = withTranslationEdits(translations, values.translations);
  return {
    name: values.name,
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId ?? null,
    unit: values.unit,
    stock: values.stock,
    price: toDecimalText(values.price),
    discount: values.discount,
    description: values.description,
    moreDetails: values.details,
    translations: editedTranslations,
    ...productSearchText({ name: values.name, description: values.description, translations: editedTranslations }),
    ...(values.status && { status: values.status === 'draft' ? ('DRAFT' as const) : ('PUBLISHED' as const) }),
  };
}

export async function createProduct(values: ProductInput, uploads: File[]): Promise<Product> {
  if (uploads.length > MAX_PRODUCT_IMAGES) throw new AppError('invalid', TOO_MANY_IMAGES);
  await assertPlacement(values.categoryId, values.subcategoryId);
  const product = await writeWithImages(uploads, 'Image', async (images) => ({
    result: await prisma.product.create({ data: { ...productData(values), images }, select: productSelect }),
    replaced: [],
  }));
  const created = productFromRow(product);
  revalidateProducts([productChange(created)]);
  return created;
}

/**
 * `keptImages` lists the current images to keep, in order (the admin removed the others); undefined keeps them
 * all. New uploads follow the kept ones; together at most five.
 */
export async function updateProduct(
  id: string,
  values: ProductInput,
  uploads: File[],
  keptImages: string[] | undefined,
): Promise<Product> {
  const current = await prisma.product.findUnique({ where: { id }, select: { images: true, translations: true, ...placementSelect } });
  if (!current) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  const kept = keptImages ?? current.images;
  if (kept.some((url) => !current.images.includes(url))) {
    throw new AppError('invalid', 'Kept images must be images of this product');
  }
  if (new Set(kept).size + uploads.length > MAX_PRODUCT_IMAGES) throw new AppError('invalid', TOO_MANY_IMAGES);
  await assertPlacement(values.categoryId, values.subcategoryId);
  const product = await writeWithImages(uploads, 'Image', async (added) => ({
    result: await prisma.product.update({
      where: { id },
      data: { ...productData(values, translationsOf(current.translations)), images: [...new Set(kept), ...added] },
      select: productSelect,
    }),
    replaced: await notInOrders(current.images.filter((url) => !kept.includes(url))),
  }));
  // Where it was listed and where it is now: a move leaves one listing for another.
  const updated = productFromRow(product);
  revalidateProducts([{ id, ...current, listed: true }, productChange(updated)]);
  return updated;
}

/**
 * Orders keep their item snapshots and images (the product link becomes empty); cart lines and reviews go with
 * it.
 */
export async function deleteProduct(id: string): Promise<void> {
  const current = await prisma.product.findUnique({ where: { id }, select: { images: true, ...placementSelect } });
  if (!current) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  await writeWithImages([], 'Image', async () => ({
    result: await prisma.product.delete({ where: { id } }),
    replaced: await notInOrders(current.images),
  }));
  revalidateProducts([{ id, ...current, listed: true }]);
}
