import { ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatRs, type Money } from '@/lib/money';
import type { StatsRange } from '@/lib/stats/schemas';
import type { AdminStats } from '@/lib/stats/types';
import { LatestOrdersTable } from './latest-orders-table';
import { DailyRevenueChart, OrdersPerDayChart, PaymentStatusChart, RegistrationsChart } from './stats-charts';
import { formatStatsRange } from './stats-display';
import { StatsRangeForm } from './stats-range-form';
import { StatsTotals } from './stats-totals';
import { TopProductsTable } from './top-products';

/** Card payments are taken by Stripe: its dashboard has the money's side (payouts, refunds, disputes). */
const CARD_PAYMENTS_DASHBOARD = 'https://dashboard.stripe.com/payments';

type StaticDataProps = {
  stats: AdminStats;
  /** What the range fields hold (the refused range as asked for, when `rangeError` says why). */
  rangeValues: StatsRange;
  rangeError: string | null;
};

/**
 * The admin's default section, in its order (totals, revenue, payment status, latest orders, registrations),
 * with issue 17's orders per day, average order value and top products of the range after the payment status.
 */
export function StaticData({ stats, rangeValues, rangeError }: StaticDataProps) {
  const t = useTranslations('admin.staticData');
  const tStats = useTranslations('admin.stats');
  const locale = useLocale();
  const range = formatStatsRange(stats.range, locale, (from, to) => tStats('range', { from, to }));
  return (
    <div className="space-y-8">
      <StatsTotals totalUsers={stats.totalUsers} totalOrders={stats.totalOrders} totalRevenue={stats.totalRevenue} />
      <p className="text-sm text-gray-700">
        {t('cardPayments')}{' '}
        <a
          href={CARD_PAYMENTS_DASHBOARD}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline hover:text-brand-700"
        >
          {t('stripeDashboard')}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </p>
      <StatsRangeForm values={rangeValues} error={rangeError} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="revenue-heading" title={t('dailyRevenue')} subtitle={range} className="lg:col-span-2">
          <DailyRevenueChart days={stats.dailyRevenue} total={stats.revenue} />
        </Panel>
        <Panel id="payment-status-heading" title={t('paymentStatus')} subtitle={t('ordersPlaced', { range })}>
          <PaymentStatusChart counts={stats.paymentStatus} />
        </Panel>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="orders-per-day-heading" title={t('ordersPerDay')} subtitle={range} className="lg:col-span-2">
          <OrdersPerDayChart days={stats.dailyOrders} />
        </Panel>
        <Panel id="average-order-heading" title={t('averageOrderValue')} subtitle={t('paidOrdersPlaced', { range })}>
          <AverageOrderValue value={stats.averageOrderValue} />
        </Panel>
      </div>
      <Panel id="top-products-heading" title={t('topProducts')} subtitle={t('topProductsNote', { range })}>
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="top-by-quantity-heading" className="min-w-0">
            <h3 id="top-by-quantity-heading" className="mb-2 font-semibold text-gray-900">
              {t('byQuantity')}
            </h3>
            <TopProductsTable id="top-by-quantity" by={t('quantitySold')} products={stats.topProducts.byQuantity} />
          </section>
          <section aria-labelledby="top-by-revenue-heading" className="min-w-0">
            <h3 id="top-by-revenue-heading" className="mb-2 font-semibold text-gray-900">
              {t('byRevenue')}
            </h3>
            <TopProductsTable id="top-by-revenue" by={t('revenue')} products={stats.topProducts.byRevenue} />
          </section>
        </div>
      </Panel>
      <Panel id="latest-orders-heading" title={t('latestOrders')} subtitle={t('latestOrdersNote')}>
        <LatestOrdersTable orders={stats.latestOrders} />
      </Panel>
      <Panel id="registrations-heading" title={t('registrations')} subtitle={range}>
        <RegistrationsChart days={stats.dailyUsers} />
      </Panel>
    </div>
  );
}

/** The range's revenue over the paid orders that brought it; none paid, nothing to average. */
function AverageOrderValue({ value }: { value: Money | null }) {
  const t = useTranslations('admin.staticData');
  const locale = useLocale();
  if (value === null) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('noPaidOrders')}</p>;
  }
  return (
    <p className="flex flex-col">
      <span className="text-3xl font-bold break-words text-gray-900">{formatRs(value, locale)}</span>
      <span className="mt-1 text-sm text-gray-600">{t('averageNote')}</span>
    </p>
  );
}

type PanelProps = { id: string; title: string; subtitle: string; className?: string; children: ReactNode };

function Panel({ id, title, subtitle, className = '', children }: PanelProps) {
  return (
    <section aria-labelledby={id} className={`min-w-0 rounded-lg border border-gray-200 p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{subtitle}</p>
      {children}
    </section>
  );
}
