import { productFromForm } from '@/lib/catalog/form-input';
import { createProduct } from '@/lib/catalog/products';
import { ok, parseFormData, withApi } from '@/lib/http';

export const POST = withApi(
  async ({ request }) => {
    const { values, images } = productFromForm(await parseFormData(request));
    return ok('Product created', await createProduct(values, images), { status: 201 });
  },
  { access: 'admin' },
);
