import { deleteSubcategory } from '@/lib/catalog/subcategories';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi<{ id: string }>(
  async ({ params }) => {
    await deleteSubcategory(params.id);
    return ok('Subcategory deleted');
  },
  { access: 'admin' },
);
