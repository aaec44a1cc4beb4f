import { deleteCategoryByName } from '@/lib/catalog/categories';
import { categoryNameSchema } from '@/lib/catalog/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** SPEC.md: the category is named in the body, not the path. */
export const DELETE = withApi(
  async ({ request }) => {
    const { name } = await parseJson(request, categoryNameSchema);
    await deleteCategoryByName(name);
    return ok('Category deleted');
  },
  { access: 'admin' },
);
