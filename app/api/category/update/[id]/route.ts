import { toCategoryJson } from '@/lib/catalog/catalog-json';
import { updateCategory } from '@/lib/catalog/categories';
import { categoryFromForm } from '@/lib/catalog/form-input';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => ok('Category updated', toCategoryJson(await updateCategory(params.id, categoryFromForm(await parseFormData(request, uploadBodyLimit(1)))))),
  { access: 'admin' },
);
