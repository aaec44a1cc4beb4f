import { withApi } from '@/lib/http';
import { queryObject } from '@/lib/http/pagination';
import { paymentFilterSchema } from '@/lib/payments/payment-list-query';
import { paymentsCsvResponse } from '@/lib/payments/payment-lists';

/**
 * payments.csv of every payment matching the Payment Management filters (`search`, `status`, `from`, `to`; no page),
 * streamed from the database in batches. A bad filter is a 400 before any of the file is sent.
 */
export const GET = withApi(
  async ({ request }) => paymentsCsvResponse(paymentFilterSchema.parse(queryObject(request.nextUrl.searchParams))),
  { access: 'admin' },
);
