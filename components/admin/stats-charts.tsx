'use client';

import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartData,
  type ChartOptions,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Line, Pie } from 'react-chartjs-2';
import { statusTone } from '@/components/orders/order-display';
import { useStatusLabel } from '@/components/orders/use-status-label';
import { formatRs, type Money, moneyFromRupees, rupeeSign, toRupees } from '@/lib/money';
import type { AdminStats } from '@/lib/stats/types';
import { formatStatsDay, formatStatsRange } from './stats-display';

/**
 * Static Data's four charts (chart.js through react-chartjs-2; only this page loads them). Each canvas is an image
 * named by what it shows; its figures are also written out: a caption with the totals and, for screen readers, a
 * table of the days that had any (the pie's counts are its visible legend).
 */

// Only what these charts draw with; <Line> and <Pie> register their own controllers.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, ArcElement, Tooltip);

const REVENUE_COLOUR = '#047857'; // brand-700
const REGISTRATIONS_COLOUR = '#1d4ed8'; // blue-700
const ORDERS_COLOUR = '#7c3aed'; // violet-600
// The pie takes the status badges' colours: pending yellow, completed green, failed red.
const TONE_COLOURS: Record<string, string> = { yellow: '#eab308', green: '#16a34a', red: '#dc2626', blue: '#2563eb' };
const OTHER_COLOUR = '#9ca3af';

const grouped = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 2 });

type ChartsText = ReturnType<typeof useTranslations<'admin.stats.charts'>>;

/** '3 days', '1 order': a count as the texts word it, its number written plainly (no thousands separator). */
const counted = (t: ChartsText, key: 'days' | 'orders' | 'accounts', count: number) => t(key, { count, shown: String(count) });

function EmptyChart({ message }: { message: string }) {
  return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{message}</p>;
}

type DailyLineChartProps = {
  /** 'Daily revenue': names the chart and its table. */
  name: string;
  /** The table's heading of the values. */
  valueHeading: string;
  points: { date: string; value: number }[];
  colour: string;
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  /** Whole numbers only on the value axis (counts). */
  counts?: boolean;
  /** What the chart adds up to, shown under it. */
  summary: string;
};

function DailyLineChart({ name, valueHeading, points, colour, formatValue, formatAxis, counts, summary }: DailyLineChartProps) {
  const t = useTranslations('admin.stats');
  const locale = useLocale();
  const summaryId = useId();
  const range = { from: points[0]!.date, to: points.at(-1)!.date };
  const day = (date: string) => formatStatsDay(date, { locale });
  const data: ChartData<'line'> = {
    labels: points.map((point) => formatStatsDay(point.date, { withYear: false, locale })),
    datasets: [
      {
        label: name,
        data: points.map((point) => point.value),
        borderColor: colour,
        backgroundColor: colour,
        // Dots help on a month; on a year they are a smudge.
        pointRadius: points.length > 62 ? 0 : 3,
        tension: 0.2,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { maxTicksLimit: 8, maxRotation: 0, autoSkipPadding: 12 } },
      y: { beginAtZero: true, ticks: { precision: counts ? 0 : undefined, callback: (value) => formatAxis(Number(value)) } },
    },
    plugins: {
      tooltip: {
        callbacks: {
          title: (items) => day(points[items[0]?.dataIndex ?? 0]!.date),
          label: (item) => formatValue(item.parsed.y ?? 0),
        },
      },
    },
  };
  const daysWithAny = points.filter((point) => point.value !== 0);

  return (
    <figure>
      {/* The canvas keeps its last size until chart.js redraws it for a new width: the box clips it meanwhile. */}
      <div className="relative h-64 overflow-hidden">
        <Line
          data={data}
          options={options}
          role="img"
          aria-label={t('charts.lineLabel', { name, range: formatStatsRange(range, locale, (from, to) => t('range', { from, to })) })}
          aria-describedby={summaryId}
        />
      </div>
      <figcaption id={summaryId} className="mt-3 text-sm text-gray-700">
        {summary}
      </figcaption>
      {/* Hidden by a wrapper: a table is never narrower than its content, so sr-only on it would still stick out. */}
      <div className="sr-only">
        <table>
          <caption>{t('charts.tableCaption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.date')}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {daysWithAny.map((point) => (
              <tr key={point.date}>
                <th scope="row">{day(point.date)}</th>
                <td>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

export function DailyRevenueChart({ days, total }: { days: AdminStats['dailyRevenue']; total: Money }) {
  const t = useTranslations('admin.stats.charts');
  const locale = useLocale();
  if (total === 0) return <EmptyChart message={t('revenue.empty')} />;
  const daysWithRevenue = days.filter((day) => day.revenue > 0).length;
  return (
    <DailyLineChart
      name={t('revenue.name')}
      valueHeading={t('revenue.valueHeading')}
      // The chart draws rupees; its labels turn them back into the exact amounts.
      points={days.map((day) => ({ date: day.date, value: toRupees(day.revenue) }))}
      colour={REVENUE_COLOUR}
      formatValue={(rupees) => formatRs(moneyFromRupees(rupees), locale)}
      formatAxis={(value) => `${rupeeSign(locale)} ${grouped.format(value)}`}
      summary={t('revenue.summary', {
        amount: formatRs(total, locale),
        withAny: String(daysWithRevenue),
        days: counted(t, 'days', days.length),
      })}
    />
  );
}

export function RegistrationsChart({ days }: { days: AdminStats['dailyUsers'] }) {
  const t = useTranslations('admin.stats.charts');
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <EmptyChart message={t('registrations.empty')} />;
  const daysWithAny = days.filter((day) => day.count > 0).length;
  return (
    <DailyLineChart
      name={t('registrations.name')}
      valueHeading={t('registrations.valueHeading')}
      points={days.map((day) => ({ date: day.date, value: day.count }))}
      colour={REGISTRATIONS_COLOUR}
      formatValue={(count) => counted(t, 'accounts', count)}
      formatAxis={(value) => grouped.format(value)}
      counts
      summary={t('registrations.summary', {
        accounts: counted(t, 'accounts', total),
        withAny: String(daysWithAny),
        days: counted(t, 'days', days.length),
      })}
    />
  );
}

export function OrdersPerDayChart({ days }: { days: AdminStats['dailyOrders'] }) {
  const t = useTranslations('admin.stats.charts');
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <EmptyChart message={t('ordersPerDay.empty')} />;
  const daysWithAny = days.filter((day) => day.count > 0).length;
  return (
    <DailyLineChart
      name={t('ordersPerDay.name')}
      valueHeading={t('ordersPerDay.valueHeading')}
      points={days.map((day) => ({ date: day.date, value: day.count }))}
      colour={ORDERS_COLOUR}
      formatValue={(count) => counted(t, 'orders', count)}
      formatAxis={(value) => grouped.format(value)}
      counts
      summary={t('ordersPerDay.summary', {
        orders: counted(t, 'orders', total),
        withAny: String(daysWithAny),
        days: counted(t, 'days', days.length),
      })}
    />
  );
}

export function PaymentStatusChart({ counts }: { counts: AdminStats['paymentStatus'] }) {
  const t = useTranslations('admin.stats.charts');
  const statusLabel = useStatusLabel();
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return <EmptyChart message={t('paymentStatus.empty')} />;
  const colours = counts.map((entry) => TONE_COLOURS[statusTone(entry.status)] ?? OTHER_COLOUR);
  const data: ChartData<'pie'> = {
    labels: counts.map((entry) => statusLabel(entry.status)),
    datasets: [{ data: counts.map((entry) => entry.count), backgroundColor: colours, borderColor: '#ffffff', borderWidth: 2 }],
  };
  const options: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { tooltip: { callbacks: { label: (item) => ` ${counted(t, 'orders', Number(item.raw))}` } } },
  };
  const described = counts.map((entry) => `${statusLabel(entry.status)} ${entry.count}`).join(', ');

  return (
    <figure>
      <div className="relative mx-auto h-56 max-w-56 overflow-hidden">
        <Pie data={data} options={options} role="img" aria-label={t('paymentStatus.label', { described })} />
      </div>
      <figcaption className="mt-4">
        <ul aria-label={t('paymentStatus.listLabel')} className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-gray-900">
          {counts.map((entry, index) => (
            <li key={entry.status} className="flex items-center gap-2">
              <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: colours[index] }} />
              {`${statusLabel(entry.status)}: ${entry.count}`}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-center text-sm text-gray-700">{t('paymentStatus.summary', { orders: counted(t, 'orders', total) })}</p>
      </figcaption>
    </figure>
  );
}
