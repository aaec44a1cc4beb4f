import { Banknote, ClipboardList, Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatRs } from '@/lib/money';
import type { AdminStats } from '@/lib/stats/types';

const whole = new Intl.NumberFormat('en-LK');
const icon = 'size-6';

type StatsTotalsProps = Pick<AdminStats, 'totalUsers' | 'totalOrders' | 'totalRevenue'>;

/** Static Data's three totals, all time (the date range applies to the charts only). */
export function StatsTotals({ totalUsers, totalOrders, totalRevenue }: StatsTotalsProps) {
  const t = useTranslations('admin.stats.totals');
  const locale = useLocale();
  return (
    <section aria-labelledby="totals-heading">
      <h2 id="totals-heading" className="text-lg font-semibold text-gray-900">
        {t('heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
        <Total label={t('users')} value={whole.format(totalUsers)} note={t('usersNote')} icon={<Users aria-hidden className={icon} />} />
        <Total label={t('orders')} value={whole.format(totalOrders)} note={t('ordersNote')} icon={<ClipboardList aria-hidden className={icon} />} />
        <Total label={t('revenue')} value={formatRs(totalRevenue, locale)} note={t('revenueNote')} icon={<Banknote aria-hidden className={icon} />} />
      </ul>
    </section>
  );
}

function Total({ label, value, note, icon }: { label: string; value: string; note: string; icon: ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-lg border border-gray-200 p-4">
      <span className="rounded-full bg-brand-50 p-3 text-brand-800">{icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-sm text-gray-700">{label}</span>
        <span className="text-2xl font-bold break-words text-gray-900">{value}</span>
        <span className="mt-1 text-xs text-gray-600">{note}</span>
      </span>
    </li>
  );
}
