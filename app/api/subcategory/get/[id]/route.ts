import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { getSubcategory, SUBCATEGORY_NOT_FOUND } from '@/lib/catalog/subcategories';
import { ok, withApi } from '@/lib/http';
import { AppError } from '@/lib/errors';

export const GET = withApi<{ id: string }>(async ({ params }) => {
  const subcategory = await getSubcategory(params.id);
  if (!subcategory) throw new AppError('not_found', SUBCATEGORY_NOT_FOUND);
  return ok('Subcategory found', toSubcategoryJson(subcategory));
});
