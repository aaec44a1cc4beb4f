import { productListReply } from '@/lib/catalog/product-list-reply';
import { getSubcategory, SUBCATEGORY_NOT_FOUND } from '@/lib/catalog/subcategories';
import { ApiError, withApi } from '@/lib/http';

/** The products of one subcategory (SPEC.md's "get by subcategory"). */
export const GET = withApi<{ id: string }>(async ({ request, params }) => {
  if (!(await getSubcategory(params.id))) throw new ApiError('not_found', SUBCATEGORY_NOT_FOUND);
  return productListReply(request.nextUrl.searchParams, { subCategory: params.id });
});
