import 'server-only';
import { csvLines } from '@/lib/http/csv';
import { toDecimalText } from '@/lib/money';
import type { Payment } from './types';

/** The payment history's CSV columns: the table's, with the shop's currency, LKR. */
export const PAYMENTS_CSV_COLUMNS = ['Order ID', 'User', 'Email', 'Amount (LKR)', 'Status', 'Date', 'Receipt URL'] as const;

/**
 * Lines of payments.csv (lib/http/csv.ts: every field quoted, formulas neutralised, CRLF): the header row (unless
 * `header: false`, for the export's later batches), then one row per payment. Amounts with two decimals, dates in
 * ISO 8601, 'N/A' for a missing receipt.
 */
export function paymentsCsv(payments: Payment[], { header = true }: { header?: boolean } = {}): string {
  return csvLines(
    PAYMENTS_CSV_COLUMNS,
    payments.map((payment) => [
      payment.order.number,
      payment.payer.name,
      payment.payer.email,
      toDecimalText(payment.amount),
      payment.status,
      payment.createdAt.toISOString(),
      payment.receiptUrl ?? 'N/A',
    ]),
    { header },
  );
}
