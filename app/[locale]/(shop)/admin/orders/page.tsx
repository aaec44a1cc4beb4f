import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { OrderManager } from '@/components/admin/order-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { adminOrderQuerySchema } from '@/lib/orders/list-query';
import { queryObject } from '@/lib/http/pagination';
import { listCouriers } from '@/lib/orders/couriers';
import { listAllOrders } from '@/lib/orders/order-lists';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Orders' };

type AdminOrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admin Orders Panel: a page of the orders matching the URL's filters and search (lib/orders/list-query.ts), newest first. */
export default async function AdminOrdersPage({ searchParams }: AdminOrdersPageProps) {
  await requireAdmin('/admin/orders');
  const query = adminOrderQuerySchema.safeParse(queryObject(await searchParams));
  const list = query.success ? await loadOrNull(listAllOrders(query.data), 'Failed to fetch orders') : null;
  // Without the list the admin can still ship by typing the courier's name ("Other").
  const couriers = (await loadOrNull(listCouriers(), 'Failed to load couriers')) ?? [];
  return (
    <>
      <SectionHeading
        title="Orders"
        description="Find an order by its id, the customer's name, e-mail or phone, follow it and change its delivery or payment status."
      />
      {!query.success ? (
        // A hand-edited or outdated bookmark: say what is wrong and offer the full list.
        <p role="alert" className="text-red-700">
          {`${firstIssueMessage(query.error)}. `}
          <Link href="/admin/orders" className="font-medium underline">
            Show all orders
          </Link>
        </p>
      ) : list === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch orders
        </p>
      ) : (
        <OrderManager orders={list.orders} pagination={list.pagination} query={query.data} couriers={couriers} />
      )}
    </>
  );
}
