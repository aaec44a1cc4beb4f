import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { subcategoryFromRow, subcategorySelect } from './catalog-rows';
import { nameContaining, sameNameAs } from './like';
import { revalidateCatalogue } from './revalidate';
import { nameTranslationsOf, type TranslationEdits, withNameEdits } from './translations';
import { SUBCATEGORY_REQUIRED } from './schemas';
import { writeWithImages } from './stored-images';
import type { Subcategory } from './types';

/** Subcategories: names unique within their category regardless of letter case; one in use by products stays. */

export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';

const byName = { orderBy: [{ name: 'asc' as const }, { id: 'asc' as const }] };

export async function listSubcategories(): Promise<Subcategory[]> {
  return (await prisma.subcategory.findMany({ select: subcategorySelect, ...byName })).map(subcategoryFromRow);
}

/** An unknown category is a 404 (as the products of an unknown subcategory are), not an empty list. */
export async function listSubcategoriesOfCategory(categoryId: string): Promise<Subcategory[]> {
  const category = await prisma.category.findUnique({
    where: { id: categoryId },
    select: { subcategories: { select: subcategorySelect, ...byName } },
  });
  if (!category) throw new AppError('not_found', 'Category not found');
  return category.subcategories.map(subcategoryFromRow);
}

export async function getSubcategory(id: string): Promise<Subcategory | null> {
  const subcategory = await prisma.subcategory.findUnique({ where: { id }, select: subcategorySelect });
  return subcategory && subcategoryFromRow(subcategory);
}

/** The admin search: that name (any letter case), else the first whose name contains it. */
export async function findSubcategoryByName(name: string): Promise<Subcategory> {
  if (!name) throw new AppError('invalid', 'Subcategory name is required');
  const subcategory =
    (await prisma.subcategory.findFirst({ where: { name: sameNameAs(name) }, select: subcategorySelect, ...byName })) ??
    (await prisma.subcategory.findFirst({ where: { name: nameContaining(name) }, select: subcategorySelect, ...byName }));
  if (!subcategory) throw new AppError('not_found', SUBCATEGORY_NOT_FOUND);
  return subcategoryFromRow(subcategory);
}

async function assertCategoryExists(categoryId: string): Promise<void> {
  const category = await prisma.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!category) throw new AppError('invalid', 'Category not found');
}

async function assertNameFree(categoryId: string, name: string, exceptId?: string): Promise<void> {
  const taken = await prisma.subcategory.findFirst({
    where: { categoryId, name: sameNameAs(name), ...(exceptId && { id: { not: exceptId } }) },
    select: { id: true },
  });
  if (taken) throw new AppError('conflict', 'This category already has a subcategory of that name');
}

type SubcategoryInput = { name: string; categoryId: string; translations?: TranslationEdits; image?: File };

export async function createSubcategory(input: SubcategoryInput): Promise<Subcategory> {
  if (!input.image) throw new AppError('invalid', SUBCATEGORY_REQUIRED);
  await assertCategoryExists(input.categoryId);
  await assertNameFree(input.categoryId, input.name);
  const subcategory = await writeWithImages([input.image], 'Image', async ([image]) => ({
    result: await prisma.subcategory.create({
      data: { name: input.name, categoryId: input.categoryId, translations: withNameEdits({}, input.translations), image: image! },
      select: subcategorySelect,
    }),
    replaced: [],
  }));
  revalidateCatalogue();
  return subcategoryFromRow(subcategory);
}

/**
 * Moving a subcategory to another category is refused while it has products: they would be left in the old
 * category under a subcategory of the new one.
 */
export async function updateSubcategory(id: string, input: SubcategoryInput): Promise<Subcategory> {
  const current = await prisma.subcategory.findUnique({
    where: { id },
    select: { image: true, categoryId: true, translations: true, _count: { select: { products: true } } },
  });
  if (!current) throw new AppError('not_found', SUBCATEGORY_NOT_FOUND);
  if (!input.image && !current.image) throw new AppError('invalid', SUBCATEGORY_REQUIRED);
  await assertCategoryExists(input.categoryId);
  if (input.categoryId !== current.categoryId && current._count.products > 0) {
    throw new AppError('conflict', 'Cannot move a subcategory that has products to another category');
  }
  await assertNameFree(input.categoryId, input.name, id);
  const subcategory = await writeWithImages(input.image ? [input.image] : [], 'Image', async ([image]) => ({
    result: await prisma.subcategory.update({
      where: { id },
      data: {
        name: input.name,
        categoryId: input.categoryId,
        translations: withNameEdits(nameTranslationsOf(current.translations), input.translations),
        ...(image && { image }),
      },
      select: subcategorySelect,
    }),
    replaced: image ? [current.image] : [],
  }));
  revalidateCatalogue();
  return subcategoryFromRow(subcategory);
}

export async function deleteSubcategory(id: string): Promise<void> {
  const current = await prisma.subcategory.findUnique({
    where: { id },
    select: { image: true, _count: { select: { products: true } } },
  });
  if (!current) throw new AppError('not_found', SUBCATEGORY_NOT_FOUND);
  if (current._count.products > 0) {
    throw new AppError(
      'conflict',
      `Cannot delete this subcategory: it still has ${current._count.products} products. Delete or move them first.`,
    );
  }
  await writeWithImages([], 'Image', async () => ({
    result: await prisma.subcategory.delete({ where: { id } }),
    replaced: [current.image],
  }));
  revalidateCatalogue();
}
