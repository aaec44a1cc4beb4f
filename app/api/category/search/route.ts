import { toCategoryJson } from '@/lib/catalog/catalog-json';
import { findCategoryByName } from '@/lib/catalog/categories';
import { categoryNameSchema } from '@/lib/catalog/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** One category, found by name. Public: category names are on every storefront page anyway. */
export const POST = withApi(async ({ request }) => {
  const { name } = await parseJson(request, categoryNameSchema);
  return ok('Category found', toCategoryJson(await findCategoryByName(name)));
});
