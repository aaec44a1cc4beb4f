import { prisma } from '@/lib/db/client';

export type CategorySummary = { id: string; name: string; image: string | null };

/** Every category, alphabetically, for the home page grid and the filters. */
export async function listCategories(): Promise<CategorySummary[]> {
  return prisma.category.findMany({ select: { id: true, name: true, image: true }, orderBy: { name: 'asc' } });
}
