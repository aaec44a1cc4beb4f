import { createCategory } from '@/lib/catalog/categories';
import { categoryFromForm } from '@/lib/catalog/form-input';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';

export const POST = withApi(
  async ({ request }) => ok('Category created', await createCategory(categoryFromForm(await parseFormData(request, uploadBodyLimit(1)))), { status: 201 }),
  { access: 'admin' },
);
