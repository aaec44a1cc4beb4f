import 'server-only';
import Papa from 'papaparse';
import { toDecimalText } from '@/lib/money';
import type { Payment } from './types';

/** The payment history's CSV columns: the table's, with the shop's currency, LKR. */
export const PAYMENTS_CSV_COLUMNS = ['Order ID', 'User', 'Email', 'Amount (LKR)', 'Status', 'Date', 'Receipt URL'] as const;

/** A field a spreadsheet would read as a formula (OWASP's CSV injection list): checked at its first character only. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Lines of payments.csv: the header row (unless `header: false`, for the export's later batches), then one row per
 * payment, each line ending in CRLF so batches join into one file. Every field quoted (names with commas, quotes or
 * line breaks stay one field), amounts with two decimals, dates in ISO 8601, 'N/A' for a missing receipt.
 */
export function paymentsCsv(payments: Payment[], { header = true }: { header?: boolean } = {}): string {
  const text = Papa.unparse(
    {
      fields: [...PAYMENTS_CSV_COLUMNS],
      data: payments.map((payment) => [
        payment.order.number,
        payment.payer.name,
        payment.payer.email,
        toDecimalText(payment.amount),
        payment.status,
        payment.createdAt.toISOString(),
        payment.receiptUrl ?? 'N/A',
      ]),
    },
    // escapeFormulae: a name such as '=HYPERLINK(...)' (or starting with +, -, @, a tab or a CR) must not run as a
    // formula when the file is opened in a sheet: such a field is prefixed with '. Papa's own pattern for `true`
    // (/^[=+\-@\t\r].*$/) misses a field that also holds a line break ('.' stops at it), so only the start is tested.
    { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n', header },
  );
  // Papa ends a header without rows in a line break already, and a file with rows without one.
  if (!text || text.endsWith('\r\n')) return text;
  return `${text}\r\n`;
}
