import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cents, moneyFromRupees } from '@/lib/money';
import { payment as paymentOf } from '@/tests/payment';
import { PAYMENTS_CSV_COLUMNS, paymentsCsv } from './payments-csv';
import type { Payment } from './types';

/** payments.csv of the payment history pages: the documented columns, in LKR, every field quoted. */

let count = 0;

function payment(overrides: { name?: string; email?: string; amount?: number; status?: Payment['status']; receiptUrl?: string | null } = {}): Payment {
  count += 1;
  return paymentOf({
    id: `payment-${count}`,
    order: { id: `order-${count}`, number: `ORD-1700000000000-00000${count}` },
    intentId: `pi_test_${count}`,
    payer: { id: `user-${count}`, name: overrides.name ?? 'Kamal Silva', email: overrides.email ?? `kamal.${count}@example.com` },
    amount: overrides.amount === undefined ? cents(26000) : moneyFromRupees(overrides.amount),
    status: overrides.status ?? 'succeeded',
    receiptUrl: overrides.receiptUrl === undefined ? `http://shop.test/payment/receipt/pi_test_${count}` : overrides.receiptUrl,
    createdAt: new Date('2024-05-01T10:30:00.000Z'),
  });
}

const rowsOf = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('paymentsCsv', () => {
  it('starts with the header row Order ID, User, Email, Amount (LKR), Status, Date, Receipt URL', () => {
    const csv = paymentsCsv([payment()]);
    expect(csv.split('\r\n')[0]).toBe('"Order ID","User","Email","Amount (LKR)","Status","Date","Receipt URL"');
    expect(rowsOf(csv)[0]).toEqual(['Order ID', 'User', 'Email', 'Amount (LKR)', 'Status', 'Date', 'Receipt URL']);
    expect([...PAYMENTS_CSV_COLUMNS]).toEqual(rowsOf(csv)[0]);
  });

  it('gives only the header row for no payments', () => {
    expect(rowsOf(paymentsCsv([]))).toEqual([[...PAYMENTS_CSV_COLUMNS]]);
    // One line and its CRLF: the streamed export appends its batches to it without a blank line between.
    expect(paymentsCsv([]).split('\r\n')).toHaveLength(2);
  });

  it('writes one row per payment, in the order given: order id, name, e-mail, amount with two decimals, status, ISO date, receipt', () => {
    const paid = payment({ name: 'Kamal Silva', email: 'kamal@example.com', amount: 1250.5 });
    const failed = payment({ name: 'Nimal Perera', email: 'nimal@example.com', amount: 260, status: 'failed', receiptUrl: null });
    const pending = payment({ amount: 0.1, status: 'pending', receiptUrl: null });
    const rows = rowsOf(paymentsCsv([paid, failed, pending]));
    expect(rows.slice(1)).toEqual([
      [paid.order.number, 'Kamal Silva', 'kamal@example.com', '1250.50', 'succeeded', '2024-05-01T10:30:00.000Z', paid.receiptUrl],
      [failed.order.number, 'Nimal Perera', 'nimal@example.com', '260.00', 'failed', '2024-05-01T10:30:00.000Z', 'N/A'],
      [pending.order.number, 'Kamal Silva', pending.payer.email, '0.10', 'pending', '2024-05-01T10:30:00.000Z', 'N/A'],
    ]);
  });

  it('quotes every field and keeps names with commas, double quotes and line breaks as one field', () => {
    const names = ['Silva, Kamal', 'Kamal "KS" Silva', 'Kamal\nSilva', 'Perera, "Nimal"\r\nJr.', '"', ','];
    const csv = paymentsCsv(names.map((name) => payment({ name })));
    const rows = rowsOf(csv);
    expect(rows).toHaveLength(names.length + 1);
    expect(rows.slice(1).map((row) => row[1])).toEqual(names);
    for (const row of rows) expect(row).toHaveLength(PAYMENTS_CSV_COLUMNS.length);
    // Quotes inside a field are doubled, and the field is quoted.
    expect(csv).toContain('"Kamal ""KS"" Silva"');
    expect(csv).toContain('"Silva, Kamal"');
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+94771234567'],
    ['@', '@SUM(1,2)'],
    ['-', '-2+3'],
    ['= (with a line break after it)', '=HYPERLINK("http://evil.example","Click")\nKamal'],
    ['a tab', '\t=1+1'],
  ])('neutralises a name starting with %s so a spreadsheet never runs it as a formula', (_start, name) => {
    const rows = rowsOf(paymentsCsv([payment({ name, email: `${name}@example.com` })]));
    expect(rows[1]![1]).toBe(`'${name}`);
    expect(rows[1]![2]).toBe(`'${name}@example.com`);
  });
});

describe('paymentsCsv in batches (the streamed export)', () => {
  it('ends every line with CRLF and leaves the header out of later batches, so batches join into one file', () => {
    const [first, second, third] = [payment(), payment(), payment()];
    const joined = paymentsCsv([first!]) + paymentsCsv([second!, third!], { header: false }) + paymentsCsv([], { header: false });
    expect(joined.endsWith('\r\n')).toBe(true);
    expect(rowsOf(joined).map((row) => row[0])).toEqual(['Order ID', first!.order.number, second!.order.number, third!.order.number]);
    expect(paymentsCsv([], { header: false })).toBe('');
  });
});
