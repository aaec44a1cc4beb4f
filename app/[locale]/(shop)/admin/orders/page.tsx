import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.orders.page');
  return { title: t('title') };
}

type AdminOrdersPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admin Orders Panel: a page of the orders matching the URL's filters and search (lib/orders/list-query.ts), newest first. */
export default async function AdminOrdersPage({ searchParams }: AdminOrdersPageProps) {
  await requireAdmin('/admin/orders');
  const t = await getTranslations('admin.orders.page');
  const tOrders = await getTranslations('orders');
  const query = adminOrderQuerySchema.safeParse(queryObject(await searchParams));
  const list = query.success ? await loadOrNull(listAllOrders(query.data), 'Failed to fetch orders') : null;
  // Without the list the admin can still ship by typing the courier's name ("Other").
  const couriers = (await loadOrNull(listCouriers(), 'Failed to load couriers')) ?? [];
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {!query.success ? (
        // A hand-edited or outdated bookmark: say what is wrong and offer the full list.
        <p role="alert" className="text-red-700">
          {`${firstIssueMessage(query.error)}. `}
          <Link href="/admin/orders" className="font-medium underline">
            {t('showAll')}
          </Link>
        </p>
      ) : list === null ? (
        <p role="alert" className="text-red-700">
          {tOrders('fetchFailed')}
        </p>
      ) : (
        <OrderManager orders={list.orders} pagination={list.pagination} query={query.data} couriers={couriers} />
      )}
    </>
  );
}
