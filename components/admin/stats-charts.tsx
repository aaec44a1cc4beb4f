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
import { useId } from 'react';
import { Line, Pie } from 'react-chartjs-2';
import { statusLabel, statusTone } from '@/components/orders/order-display';
import { formatRs, type Money, moneyFromRupees, toRupees } from '@/lib/money';
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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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
  const summaryId = useId();
  const range = { from: points[0]!.date, to: points.at(-1)!.date };
  const data: ChartData<'line'> = {
    labels: points.map((point) => formatStatsDay(point.date, { withYear: false })),
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
          title: (items) => formatStatsDay(points[items[0]?.dataIndex ?? 0]!.date),
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
          aria-label={`${name} line chart, ${formatStatsRange(range)}`}
          aria-describedby={summaryId}
        />
      </div>
      <figcaption id={summaryId} className="mt-3 text-sm text-gray-700">
        {summary}
      </figcaption>
      {/* Hidden by a wrapper: a table is never narrower than its content, so sr-only on it would still stick out. */}
      <div className="sr-only">
        <table>
          <caption>{`${name}: the days with any (the other days had none)`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {daysWithAny.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatStatsDay(point.date)}</th>
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
  if (total === 0) return <EmptyChart message="No revenue data" />;
  const daysWithRevenue = days.filter((day) => day.revenue > 0).length;
  return (
    <DailyLineChart
      name="Daily revenue"
      valueHeading="Revenue"
      // The chart draws rupees; its labels turn them back into the exact amounts.
      points={days.map((day) => ({ date: day.date, value: toRupees(day.revenue) }))}
      colour={REVENUE_COLOUR}
      formatValue={(rupees) => formatRs(moneyFromRupees(rupees))}
      formatAxis={(value) => `Rs. ${grouped.format(value)}`}
      summary={`${formatRs(total)} from paid orders, on ${daysWithRevenue} of ${plural(days.length, 'day', 'days')}.`}
    />
  );
}

export function RegistrationsChart({ days }: { days: AdminStats['dailyUsers'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <EmptyChart message="No registration data" />;
  const daysWithAny = days.filter((day) => day.count > 0).length;
  return (
    <DailyLineChart
      name="User registrations"
      valueHeading="New accounts"
      points={days.map((day) => ({ date: day.date, value: day.count }))}
      colour={REGISTRATIONS_COLOUR}
      formatValue={(count) => plural(count, 'new account', 'new accounts')}
      formatAxis={(value) => grouped.format(value)}
      counts
      summary={`${plural(total, 'new account', 'new accounts')}, on ${daysWithAny} of ${plural(days.length, 'day', 'days')}.`}
    />
  );
}

export function OrdersPerDayChart({ days }: { days: AdminStats['dailyOrders'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return <EmptyChart message="No orders in this range" />;
  const daysWithAny = days.filter((day) => day.count > 0).length;
  return (
    <DailyLineChart
      name="Orders per day"
      valueHeading="Orders"
      points={days.map((day) => ({ date: day.date, value: day.count }))}
      colour={ORDERS_COLOUR}
      formatValue={(count) => plural(count, 'order', 'orders')}
      formatAxis={(value) => grouped.format(value)}
      counts
      summary={`${plural(total, 'order', 'orders')} placed, whatever their status, on ${daysWithAny} of ${plural(days.length, 'day', 'days')}.`}
    />
  );
}

export function PaymentStatusChart({ counts }: { counts: AdminStats['paymentStatus'] }) {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return <EmptyChart message="No payment data" />;
  const colours = counts.map((entry) => TONE_COLOURS[statusTone(entry.status)] ?? OTHER_COLOUR);
  const data: ChartData<'pie'> = {
    labels: counts.map((entry) => statusLabel(entry.status)),
    datasets: [{ data: counts.map((entry) => entry.count), backgroundColor: colours, borderColor: '#ffffff', borderWidth: 2 }],
  };
  const options: ChartOptions<'pie'> = {
    responsive: true,
    maintainAspectRatio: false,
    plugins: { tooltip: { callbacks: { label: (item) => ` ${plural(Number(item.raw), 'order', 'orders')}` } } },
  };
  const described = counts.map((entry) => `${statusLabel(entry.status)} ${entry.count}`).join(', ');

  return (
    <figure>
      <div className="relative mx-auto h-56 max-w-56 overflow-hidden">
        <Pie data={data} options={options} role="img" aria-label={`Payment status pie chart: ${described}`} />
      </div>
      <figcaption className="mt-4">
        <ul aria-label="Orders by payment status" className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-gray-900">
          {counts.map((entry, index) => (
            <li key={entry.status} className="flex items-center gap-2">
              <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: colours[index] }} />
              {`${statusLabel(entry.status)}: ${entry.count}`}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-center text-sm text-gray-700">{`${plural(total, 'order', 'orders')} placed in the range.`}</p>
      </figcaption>
    </figure>
  );
}
