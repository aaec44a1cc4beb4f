import 'server-only';
import { addressSelect } from '@/lib/addresses/addresses';
import { prisma } from '@/lib/db/client';
import { moneyFromDecimal } from '@/lib/money';
import { orderSummarySelect, toOrderSummary } from '@/lib/orders/order-select';
import { reviewFromRow, reviewSelect } from '@/lib/reviews/review-row';
import type { CustomerDetail } from './types';
import { userFromRow, userSelect } from './users';

/**
 * One customer for the admin (/admin/users/{id}): the account, and the latest few of their orders, payments,
 * addresses and reviews with how many there are of each. A busy customer's history is never read whole: each
 * part is one indexed page (orders and payments by (user_id, created_at)) and one count.
 */

export const CUSTOMER_DETAIL_ROWS = 10;

const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const take = CUSTOMER_DETAIL_ROWS;

const paymentSelect = {
  id: true,
  createdAt: true,
  amount: true,
  status: true,
  receiptUrl: true,
  order: { select: { id: true, orderNumber: true } },
} as const;

/** The customer's detail, or null when there is no such account. */
export async function getCustomerDetail(userId: string): Promise<CustomerDetail | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: userSelect });
  if (!user) return null;
  const where = { userId };
  const [orders, orderCount, payments, paymentCount, addresses, addressCount, reviews, reviewCount] = await Promise.all([
    prisma.order.findMany({ where, orderBy: newestFirst, take, select: orderSummarySelect }),
    prisma.order.count({ where }),
    prisma.payment.findMany({ where, orderBy: newestFirst, take, select: paymentSelect }),
    prisma.payment.count({ where }),
    // As the shopper's address book lists them: the default first.
    prisma.address.findMany({ where, orderBy: [{ isDefault: 'desc' }, ...newestFirst], take, select: addressSelect }),
    prisma.address.count({ where }),
    prisma.review.findMany({ where, orderBy: newestFirst, take, select: reviewSelect }),
    prisma.review.count({ where }),
  ]);
  return {
    user: userFromRow(user),
    orders: { items: orders.map(toOrderSummary), total: orderCount },
    payments: {
      items: payments.map(({ amount, order, ...payment }) => ({
        ...payment,
        order: { id: order.id, number: order.orderNumber },
        amount: moneyFromDecimal(amount),
      })),
      total: paymentCount,
    },
    addresses: { items: addresses, total: addressCount },
    reviews: { items: reviews.map(reviewFromRow), total: reviewCount },
  };
}
