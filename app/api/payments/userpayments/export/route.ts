import { withApi } from '@/lib/http';
import { queryObject } from '@/lib/http/pagination';
import { userPaymentQuerySchema } from '@/lib/payments/payment-list-query';
import { paymentsCsvResponse } from '@/lib/payments/payment-lists';

/** The search of GET /api/payments/userpayments without its page: the export is every matching payment. */
const exportQuerySchema = userPaymentQuerySchema.pick({ search: true });

/**
 * payments.csv of the shopper's own payments matching `search` (the dashboard's Export CSV), streamed like the
 * admin's export; `page` and `limit` are ignored. A bad search is a 400 before any of the file is sent.
 */
export const GET = withApi(
  async ({ request, session }) =>
    paymentsCsvResponse({ ...exportQuerySchema.parse(queryObject(request.nextUrl.searchParams)), userId: session.user.id }),
  { access: 'user' },
);
