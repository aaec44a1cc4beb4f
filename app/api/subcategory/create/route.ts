import { subcategoryFromForm } from '@/lib/catalog/form-input';
import { createSubcategory } from '@/lib/catalog/subcategories';
import { ok, parseFormData, withApi } from '@/lib/http';

export const POST = withApi(
  async ({ request }) =>
    ok('Subcategory created', await createSubcategory(subcategoryFromForm(await parseFormData(request))), { status: 201 }),
  { access: 'admin' },
);
