import { toProductJson } from '@/lib/catalog/catalog-json';
import { findProduct, PRODUCT_NOT_FOUND } from '@/lib/catalog/products';
import { ok, withApi } from '@/lib/http';
import { AppError } from '@/lib/errors';

export const GET = withApi<{ id: string }>(async ({ params }) => {
  const product = await findProduct(params.id);
  if (!product) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  return ok('Product found', toProductJson(product));
});
