import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { categoryFromRow, categorySelect, subcategoryFromRow, subcategorySelect } from './catalog-rows';
import { nameContaining, sameNameAs } from './like';
import { revalidateCatalogue } from './revalidate';
import { nameTranslationsOf, type TranslationEdits, withNameEdits } from './translations';
import { CATEGORY_REQUIRED } from './schemas';
import { writeWithImages } from './stored-images';
import type { Category, Subcategory } from './types';

/** Categories: names unique regardless of letter case; a category in use (subcategories, products) stays. */

const CATEGORY_NOT_FOUND = 'Category not found';

export async function listCategories(): Promise<Category[]> {
  const categories = await prisma.category.findMany({ select: categorySelect, orderBy: { name: 'asc' } });
  return categories.map(categoryFromRow);
}

async function assertNameFree(name: string, exceptId?: string): Promise<void> {
  const taken = await prisma.category.findFirst({
    where: { name: sameNameAs(name), ...(exceptId && { id: { not: exceptId } }) },
    select: { id: true },
  });
  if (taken) throw new AppError('conflict', 'Category already exists');
}

/** The form's fields: the English name, its Sinhala and Tamil edits, and a new image. */
type CategoryInput = { name: string; translations?: TranslationEdits; image?: File };

export async function createCategory(input: CategoryInput): Promise<Category> {
  if (!input.image) throw new AppError('invalid', CATEGORY_REQUIRED);
  await assertNameFree(input.name);
  const category = await writeWithImages([input.image], 'Image', async ([image]) => ({
    result: await prisma.category.create({
      data: { name: input.name, translations: withNameEdits({}, input.translations), image: image! },
      select: categorySelect,
    }),
    replaced: [],
  }));
  revalidateCatalogue();
  return categoryFromRow(category);
}

/** Renames and/or replaces the image; without a new file the existing image stays. */
export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  const current = await prisma.category.findUnique({ where: { id }, select: { image: true, translations: true } });
  if (!current) throw new AppError('not_found', CATEGORY_NOT_FOUND);
  if (!input.image && !current.image) throw new AppError('invalid', CATEGORY_REQUIRED);
  await assertNameFree(input.name, id);
  const category = await writeWithImages(input.image ? [input.image] : [], 'Image', async ([image]) => ({
    result: await prisma.category.update({
      where: { id },
      data: { name: input.name, translations: withNameEdits(nameTranslationsOf(current.translations), input.translations), ...(image && { image }) },
      select: categorySelect,
    }),
    replaced: image ? [current.image] : [],
  }));
  revalidateCatalogue();
  return categoryFromRow(category);
}

/**
 * Deletes by name (`DELETE /api/category/delete {name}`). Refused while subcategories or products
 * belong to it; the foreign keys refuse it too if one is added meanwhile.
 */
export async function deleteCategoryByName(name: string): Promise<void> {
  const category = await prisma.category.findFirst({
    where: { name: sameNameAs(name) },
    select: { id: true, image: true, _count: { select: { subcategories: true, products: true } } },
  });
  if (!category) throw new AppError('not_found', CATEGORY_NOT_FOUND);
  if (category._count.subcategories > 0 || category._count.products > 0) {
    throw new AppError(
      'conflict',
      `Cannot delete this category: it still has ${category._count.subcategories} subcategories and ${category._count.products} products. Delete or move them first.`,
    );
  }
  await writeWithImages([], 'Image', async () => ({
    result: await prisma.category.delete({ where: { id: category.id } }),
    replaced: [category.image],
  }));
  revalidateCatalogue();
}

/** The admin search: the category of that name (any letter case), else the first whose name contains it. */
export async function findCategoryByName(name: string): Promise<Category> {
  const category =
    (await prisma.category.findFirst({ where: { name: sameNameAs(name) }, select: categorySelect })) ??
    (await prisma.category.findFirst({
      where: { name: nameContaining(name) },
      select: categorySelect,
      orderBy: { name: 'asc' },
    }));
  if (!category) throw new AppError('not_found', CATEGORY_NOT_FOUND);
  return categoryFromRow(category);
}

/** The category page: the category of that exact name and its subcategories, or null. */
export async function getCategoryWithSubcategories(
  name: string,
): Promise<{ category: Category; subcategories: Subcategory[] } | null> {
  const category = await prisma.category.findFirst({
    where: { name: sameNameAs(name) },
    select: { ...categorySelect, subcategories: { select: subcategorySelect, orderBy: { name: 'asc' } } },
  });
  if (!category) return null;
  return { category: categoryFromRow(category), subcategories: category.subcategories.map(subcategoryFromRow) };
}
