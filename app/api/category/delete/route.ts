import { deleteCategoryByName } from '@/lib/catalog/categories';
import { categoryNameSchema } from '@/lib/catalog/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** The category is named in the body, not the path (the shop's documented API). */
export const DELETE = withApi(
  async ({ request }) => {
    const { name } = await parseJson(request, categoryNameSchema);
    await deleteCategoryByName(name);
    return ok('Category deleted');
  },
  { access: 'admin' },
);
