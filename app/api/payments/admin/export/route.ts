import { withApi } from '@/lib/http';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-control';
import { queryObject } from '@/lib/orders/list-query';
import { paymentFilterSchema } from '@/lib/payments/payment-list-query';
import { paymentsCsvStream } from '@/lib/payments/payment-lists';

/**
 * payments.csv of every payment matching the Payment Management filters (`search`, `status`, `from`, `to`; no page),
 * streamed from the database in batches. A bad filter is a 400 before any of the file is sent.
 */
export const GET = withApi(
  async ({ request }) => {
    const filter = paymentFilterSchema.parse(queryObject(request.nextUrl.searchParams));
    return new Response(paymentsCsvStream(filter), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="payments.csv"',
        'Cache-Control': PRIVATE_NO_STORE,
      },
    });
  },
  { access: 'admin' },
);
