import { toAdminProductJson } from '@/lib/catalog/catalog-json';
import { productFromForm } from '@/lib/catalog/form-input';
import { updateProduct } from '@/lib/catalog/products';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';
import { MAX_PRODUCT_IMAGES } from '@/lib/catalog/schemas';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => {
    const { values, images, existingImages } = productFromForm(await parseFormData(request, uploadBodyLimit(MAX_PRODUCT_IMAGES)));
    return ok('Product updated', toAdminProductJson(await updateProduct(params.id, values, images, existingImages)));
  },
  { access: 'admin' },
);
