import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { subcategoryFromForm } from '@/lib/catalog/form-input';
import { createSubcategory } from '@/lib/catalog/subcategories';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';

export const POST = withApi(
  async ({ request }) =>
    ok('Subcategory created', toSubcategoryJson(await createSubcategory(subcategoryFromForm(await parseFormData(request, uploadBodyLimit(1))))), { status: 201 }),
  { access: 'admin' },
);
