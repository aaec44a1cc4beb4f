import { toAdminProductJson } from '@/lib/catalog/catalog-json';
import { productFromForm } from '@/lib/catalog/form-input';
import { createProduct } from '@/lib/catalog/products';
import { ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';
import { MAX_PRODUCT_IMAGES } from '@/lib/catalog/schemas';

export const POST = withApi(
  async ({ request }) => {
    const { values, images } = productFromForm(await parseFormData(request, uploadBodyLimit(MAX_PRODUCT_IMAGES)));
    return ok('Product created', toAdminProductJson(await createProduct(values, images)), { status: 201 });
  },
  { access: 'admin' },
);
