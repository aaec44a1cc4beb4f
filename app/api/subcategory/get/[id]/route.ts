import { getSubcategory, SUBCATEGORY_NOT_FOUND } from '@/lib/catalog/subcategories';
import { ApiError, ok, withApi } from '@/lib/http';

export const GET = withApi<{ id: string }>(async ({ params }) => {
  const subcategory = await getSubcategory(params.id);
  if (!subcategory) throw new ApiError('not_found', SUBCATEGORY_NOT_FOUND);
  return ok('Subcategory found', subcategory);
});
