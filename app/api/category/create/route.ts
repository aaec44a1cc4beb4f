import { toCategoryJson } from '@/lib/catalog/catalog-json';
import { createCategory } from '@/lib/catalog/categories';
import { categoryFromForm } from '@/lib/catalog/form-input';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';

export const POST = withApi(
  async ({ request }) => ok('Category created', toCategoryJson(await createCategory(categoryFromForm(await parseFormData(request, uploadBodyLimit(1))))), { status: 201 }),
  { access: 'admin' },
);
