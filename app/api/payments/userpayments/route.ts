import { NextResponse } from 'next/server';
import { withApi } from '@/lib/http';
import { pagingHeaders, queryObject } from '@/lib/http/pagination';
import { userPaymentQuerySchema, userPaymentsApiHref } from '@/lib/payments/payment-list-query';
import { toPaymentJson } from '@/lib/payments/payment-json';
import { listUserPayments } from '@/lib/payments/payment-lists';

/**
 * The shopper's payments are returned directly, as a plain array (newest first). `search` finds the caller's
 * own payments by any part of the order id, name, e-mail or payment id (the admin's search rules). It is a page
 * (`page`, `limit`, 10 by default); the paging is in the headers, X-Total-Count and Link (first, prev, next, last),
 * whose addresses are built from the validated query (the request's other parameters are not echoed).
 */
export const GET = withApi(
  async ({ request, session }) => {
    const query = userPaymentQuerySchema.parse(queryObject(request.nextUrl.searchParams));
    const { payments, pagination } = await listUserPayments(session.user.id, query);
    return NextResponse.json(payments.map(toPaymentJson), { headers: pagingHeaders((page) => userPaymentsApiHref({ ...query, page }), pagination) });
  },
  { access: 'user' },
);
