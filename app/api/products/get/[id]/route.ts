import { productListReply } from '@/lib/catalog/product-list-reply';
import { getSubcategory, SUBCATEGORY_NOT_FOUND } from '@/lib/catalog/subcategories';
import { withApi } from '@/lib/http';
import { AppError } from '@/lib/errors';

/** The products of one subcategory ("get by subcategory" of the shop's documented API). */
export const GET = withApi<{ id: string }>(async ({ request, params }) => {
  if (!(await getSubcategory(params.id))) throw new AppError('not_found', SUBCATEGORY_NOT_FOUND);
  return productListReply(request.nextUrl.searchParams, { subCategory: params.id });
});
