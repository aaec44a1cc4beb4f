import { toSubcategoryJson } from '@/lib/catalog/catalog-json';
import { subcategoryFromForm } from '@/lib/catalog/form-input';
import { updateSubcategory } from '@/lib/catalog/subcategories';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) =>
    ok('Subcategory updated', toSubcategoryJson(await updateSubcategory(params.id, subcategoryFromForm(await parseFormData(request, uploadBodyLimit(1)))))),
  { access: 'admin' },
);
