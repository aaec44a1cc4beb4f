import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { listSubcategoriesOfCategory } from '@/lib/catalog/subcategories';
import { ok, withApi } from '@/lib/http';

export const GET = withApi<{ categoryId: string }>(async ({ params }) =>
  ok('Subcategories', (await listSubcategoriesOfCategory(params.categoryId)).map(toSubcategoryJson)),
);
