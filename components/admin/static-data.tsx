import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatsRange } from '@/lib/stats/schemas';
import type { AdminStats } from '@/lib/stats/stats';
import { LatestOrdersTable } from './latest-orders-table';
import { DailyRevenueChart, PaymentStatusChart, RegistrationsChart } from './stats-charts';
import { formatStatsRange } from './stats-display';
import { StatsRangeForm } from './stats-range-form';
import { StatsTotals } from './stats-totals';

/** Card payments are taken by Stripe: its dashboard has the money's side (payouts, refunds, disputes). */
const CARD_PAYMENTS_DASHBOARD = 'https://dashboard.stripe.com/payments';

type StaticDataProps = {
  stats: AdminStats;
  /** What the range fields hold (the refused range as asked for, when `rangeError` says why). */
  rangeValues: StatsRange;
  rangeError: string | null;
};

/** The admin's default section, in SPEC.md's order: totals, revenue, payment status, latest orders, registrations. */
export function StaticData({ stats, rangeValues, rangeError }: StaticDataProps) {
  const range = formatStatsRange(stats.range);
  return (
    <div className="space-y-8">
      <StatsTotals totalUsers={stats.totalUsers} totalOrders={stats.totalOrders} totalRevenue={stats.totalRevenue} />
      <p className="text-sm text-gray-700">
        Card payments, refunds and payouts:{' '}
        <a
          href={CARD_PAYMENTS_DASHBOARD}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-800 underline hover:text-brand-700"
        >
          Stripe dashboard
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
      <StatsRangeForm values={rangeValues} error={rangeError} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Panel id="revenue-heading" title="Daily revenue" subtitle={range} className="lg:col-span-2">
          <DailyRevenueChart days={stats.dailyRevenue} />
        </Panel>
        <Panel id="payment-status-heading" title="Payment status" subtitle={`Orders placed ${range}`}>
          <PaymentStatusChart counts={stats.paymentStatus} />
        </Panel>
      </div>
      <Panel id="latest-orders-heading" title="Latest orders" subtitle="The newest orders, whatever the date range">
        <LatestOrdersTable orders={stats.latestOrders} />
      </Panel>
      <Panel id="registrations-heading" title="User registrations" subtitle={range}>
        <RegistrationsChart days={stats.dailyUsers} />
      </Panel>
    </div>
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
