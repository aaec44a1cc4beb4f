import { getProduct, PRODUCT_NOT_FOUND } from '@/lib/catalog/products';
import { ApiError, ok, withApi } from '@/lib/http';

export const GET = withApi<{ id: string }>(async ({ params }) => {
  const product = await getProduct(params.id);
  if (!product) throw new ApiError('not_found', PRODUCT_NOT_FOUND);
  return ok('Product found', product);
});
