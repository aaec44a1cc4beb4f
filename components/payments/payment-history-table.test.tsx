import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { moneyFromRupees } from '@/lib/money';
import type { Payment } from '@/lib/payments/types';
import { payment } from '@/tests/payment';
import { PaymentHistoryTable } from './payment-history-table';

/** The table as the server renders it: the page it is given (the server pages); the e2e spec covers the screens. */

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const rowsOf = (html: string) => [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => text(match[1]!));
const render = (payments: Payment[]) => renderToStaticMarkup(<PaymentHistoryTable payments={payments} caption="All payments, page 1 of 1" />);

describe('PaymentHistoryTable', () => {
  it('shows the payment history’s columns, the amount in rupees, the status and the receipt link or N/A', () => {
    const html = render([
      payment(),
      payment({
        id: 'pay2',
        order: { id: 'order2', number: 'ORD-1750000000001-D4E5F6' },
        status: 'failed',
        receiptUrl: null,
        amount: moneyFromRupees(12500.5),
        payer: { id: null, name: 'Kamal Silva', email: 'kamal@example.lk' },
      }),
    ]);
    expect(rowsOf(html)).toEqual([
      'Order ID User Amount (LKR) Status Date Receipt',
      'ORD-1750000000000-A1B2C3 Nimal Perera nimal@example.lk Rs. 1,860.00 succeeded 15 Jun 2026, 12:00 PM View receipt of ORD-1750000000000-A1B2C3 (opens in a new tab)',
      'ORD-1750000000001-D4E5F6 Kamal Silva kamal@example.lk Rs. 12,500.50 failed 15 Jun 2026, 12:00 PM N/A',
    ]);
    expect(html).toContain('href="http://localhost:3000/payment/receipt/pi_test_1" target="_blank" rel="noopener"');
    expect(html).toContain('bg-green-100');
    expect(html).toContain('bg-red-100');
    expect(html).toContain('All payments, page 1 of 1');
  });

  it('shows every row it is given, in order (the server chose the page)', () => {
    const payments = Array.from({ length: 23 }, (_, index) => payment({ id: `pay${index}`, order: { id: `order${index}`, number: `ORD-${index}` } }));
    const rows = rowsOf(render(payments));
    expect(rows).toHaveLength(24);
    expect(rows[1]).toMatch(/^ORD-0 /);
    expect(rows[23]).toMatch(/^ORD-22 /);
  });
});
