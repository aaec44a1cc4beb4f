import { productFromForm } from '@/lib/catalog/form-input';
import { updateProduct } from '@/lib/catalog/products';
import { ok, parseFormData, withApi } from '@/lib/http';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => {
    const { values, images, existingImages } = productFromForm(await parseFormData(request));
    return ok('Product updated', await updateProduct(params.id, values, images, existingImages));
  },
  { access: 'admin' },
);
