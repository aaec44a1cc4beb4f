import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { formatOrderDate, orderPath, statusTone } from '@/components/orders/order-display';
import { useStatusLabel } from '@/components/orders/use-status-label';
import { paymentStatusText, paymentStatusTone } from '@/components/payments/payment-history';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { RoleBadge } from '@/components/ui/role-badge';
import { formatRs } from '@/lib/money';
import type { CustomerDetail, Latest } from '@/lib/users/types';
import { listStatusOf } from '@/lib/users/user-list-query';

const linkClassName = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700';
const cellClassName = 'px-4 py-3 whitespace-nowrap text-gray-700';

const STATUS_TONES = { verified: 'green', unverified: 'yellow', suspended: 'red' } as const;

/** A part of the customer's history: its heading with the count, its latest rows, or what to say when empty. */
function Part<T>({ id, title, latest, empty, children }: { id: string; title: string; latest: Latest<T>; empty: string; children: ReactNode }) {
  const { items, total } = latest;
  const t = useTranslations('admin.users.customer');
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        {t('partHeading', { title, count: String(total) })}
      </h2>
      {total > items.length && <p className="text-sm text-gray-700">{t('latest', { shown: String(items.length), total: String(total) })}</p>}
      {items.length === 0 ? <p className="text-gray-700">{empty}</p> : children}
    </section>
  );
}

/** The admin's view of one customer (/admin/users/{id}); every order, payment and product links to its own page. */
export function CustomerDetailView({ detail }: { detail: CustomerDetail }) {
  const { user, orders, payments, addresses, reviews } = detail;
  const status = listStatusOf(user);
  const t = useTranslations('admin.users.customer');
  const tUsers = useTranslations('admin.users');
  const tShared = useTranslations('admin.shared');
  const tHistory = useTranslations('payments.history');
  const tPayments = useTranslations('payments');
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const date = (instant: Date) => formatOrderDate(instant, locale);
  return (
    <div className="space-y-8">
      <Link href="/admin/users" className={`inline-flex items-center gap-1 text-sm ${linkClassName}`}>
        <ArrowLeft aria-hidden className="size-4" />
        {t('back')}
      </Link>
      <SectionHeading title={user.name} description={user.email} />
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-5">
        {[
          [t('role'), <RoleBadge key="role" role={user.role} />],
          [tShared('status'), <Badge key="status" tone={STATUS_TONES[status]}>{tUsers(`statuses.${status}`)}</Badge>],
          [t('mobile'), user.mobile || tShared('notProvided')],
          [t('joined'), <time key="joined" dateTime={user.createdAt.toISOString()}>{date(user.createdAt)}</time>],
          [t('lastLogin'), user.lastLoginAt ? <time key="login" dateTime={user.lastLoginAt.toISOString()}>{date(user.lastLoginAt)}</time> : t('never')],
        ].map(([label, value]) => (
          <div key={label as string}>
            <dt className="font-medium text-gray-900">{label}</dt>
            <dd className="mt-1 text-gray-700">{value}</dd>
          </div>
        ))}
      </dl>

      <Part id="orders" title={t('orders')} latest={orders} empty={t('ordersEmpty')}>
        <DataTable
          id="customer-orders"
          caption={t('ordersCaption')}
          columns={[t('orderId'), t('date'), t('total'), t('paymentStatus'), t('deliveryStatus')]}
        >
          {orders.items.map((order) => (
            <tr key={order.id}>
              <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
                <Link href={orderPath(order.number)} className={linkClassName}>
                  {order.number}
                </Link>
              </th>
              <td className={cellClassName}>
                <time dateTime={order.createdAt.toISOString()}>{date(order.createdAt)}</time>
              </td>
              <td className={`${cellClassName} tabular-nums`}>{formatRs(order.total, locale)}</td>
              <td className={cellClassName}>
                <Badge tone={statusTone(order.paymentStatus)}>{statusLabel(order.paymentStatus)}</Badge>
              </td>
              <td className={cellClassName}>
                <Badge tone={statusTone(order.deliveryStatus)}>{statusLabel(order.deliveryStatus)}</Badge>
              </td>
            </tr>
          ))}
        </DataTable>
      </Part>

      <Part id="payments" title={t('payments')} latest={payments} empty={t('paymentsEmpty')}>
        <DataTable
          id="customer-payments"
          caption={t('paymentsCaption')}
          columns={[tHistory('orderId'), tHistory('date'), tHistory('amount'), tHistory('status'), tHistory('receipt')]}
        >
          {payments.items.map((payment) => (
            <tr key={payment.id}>
              <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
                <Link href={orderPath(payment.order.number)} className={linkClassName}>
                  {payment.order.number}
                </Link>
              </th>
              <td className={cellClassName}>
                <time dateTime={payment.createdAt.toISOString()}>{date(payment.createdAt)}</time>
              </td>
              <td className={`${cellClassName} tabular-nums`}>{formatRs(payment.amount, locale)}</td>
              <td className={cellClassName}>
                <Badge tone={paymentStatusTone(payment.status)}>{paymentStatusText(payment.status, tPayments)}</Badge>
              </td>
              <td className={cellClassName}>
                {payment.receiptUrl ? (
                  <a href={payment.receiptUrl} target="_blank" rel="noopener" className={`inline-flex items-center gap-1 ${linkClassName}`}>
                    {tHistory('view')}
                    <ExternalLink aria-hidden className="size-3.5" />
                    <span className="sr-only">{tHistory('viewHint', { order: payment.order.number })}</span>
                  </a>
                ) : (
                  tHistory('none')
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </Part>

      <Part id="addresses" title={t('addresses')} latest={addresses} empty={t('addressesEmpty')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.items.map((address) => (
            <li key={address.id} className="rounded-lg border border-gray-200 p-4 text-sm text-gray-700">
              <p className="flex items-center gap-2 font-medium text-gray-900">
                {address.name}
                {address.isDefault && <Badge tone="brand">{t('default')}</Badge>}
              </p>
              <p>{address.addressLine}</p>
              <p>{`${address.city}, ${address.state} ${address.pincode}, ${address.country}`}</p>
              <p>{address.mobile}</p>
            </li>
          ))}
        </ul>
      </Part>

      <Part id="reviews" title={t('reviews')} latest={reviews} empty={t('reviewsEmpty')}>
        <DataTable
          id="customer-reviews"
          caption={t('reviewsCaption')}
          columns={[t('product'), t('rating'), t('comment'), t('date')]}
          bodyClassName="align-top"
        >
          {reviews.items.map((review) => (
            <tr key={review.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                <Link href={`/product/${encodeURIComponent(review.product.id)}`} className={linkClassName}>
                  {review.product.name}
                </Link>
              </th>
              <td className={cellClassName}>{t('ratingValue', { rating: String(review.rating) })}</td>
              <td className="max-w-md px-4 py-3 text-gray-700">{review.comment || <span className="text-gray-600">{t('noComment')}</span>}</td>
              <td className={cellClassName}>
                <time dateTime={review.createdAt.toISOString()}>{date(review.createdAt)}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      </Part>
    </div>
  );
}
