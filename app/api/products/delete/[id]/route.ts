import { deleteProduct } from '@/lib/catalog/products';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi<{ id: string }>(
  async ({ params }) => {
    await deleteProduct(params.id);
    return ok('Product deleted');
  },
  { access: 'admin' },
);
