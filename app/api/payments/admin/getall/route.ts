import { ok, withApi } from '@/lib/http';
import { queryObject } from '@/lib/http/pagination';
import { adminPaymentQuerySchema } from '@/lib/payments/payment-list-query';
import { toPaymentJson } from '@/lib/payments/payment-json';
import { listAllPayments } from '@/lib/payments/payment-lists';

/** Payment Management, a page at a time, newest first: `payments` plus `pagination` (lib/payments/payment-lists.ts). */
export const GET = withApi(
  async ({ request }) => {
    const { payments, pagination } = await listAllPayments(adminPaymentQuerySchema.parse(queryObject(request.nextUrl.searchParams)));
    return ok('Payments fetched successfully', undefined, { extra: { payments: payments.map(toPaymentJson), pagination } });
  },
  { access: 'admin' },
);
