import { withApi } from '@/lib/http';
import { queryObject } from '@/lib/http/pagination';
import { adminOrderFilterSchema } from '@/lib/orders/list-query';
import { ordersCsvResponse } from '@/lib/orders/order-lists';

/**
 * The CSV of every order matching the admin Orders filters (`search`, `delivery_status`, `payment_status`,
 * `paymentMethod`, `from`, `to`; no page), a row per order line, streamed from the database in batches. A bad filter
 * is a 400 before any of the file is sent.
 */
export const GET = withApi(
  async ({ request }) => ordersCsvResponse(adminOrderFilterSchema.parse(queryObject(request.nextUrl.searchParams))),
  { access: 'admin' },
);
