import { productListReply } from '@/lib/catalog/product-list-reply';
import { withApi } from '@/lib/http';

export const GET = withApi(async ({ request }) => productListReply(request.nextUrl.searchParams));
