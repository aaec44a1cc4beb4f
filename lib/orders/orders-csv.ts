import 'server-only';
import { csvLines } from '@/lib/http/csv';
import { times, toDecimalText } from '@/lib/money';
import type { ExportedOrder } from './types';

/**
 * The orders export's columns: the order (repeated on each of its lines, so a row stands alone when a sheet sorts or
 * filters it), the line, then the order's amounts. The address columns are the address form's labels; amounts in LKR.
 */
export const ORDERS_CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Customer',
  'Email',
  'Delivery name',
  'Mobile',
  'Address line',
  'City',
  'State / Province',
  'Postal code',
  'Country',
  'Payment method',
  'Payment status',
  'Delivery status',
  'Coupon code',
  'Courier',
  'Tracking number',
  'Item',
  'Unit',
  'Quantity',
  'Unit price (LKR)',
  'Line total (LKR)',
  'Subtotal (LKR)',
  'Discount (LKR)',
  'Delivery fee (LKR)',
  'Total (LKR)',
  'Refunded (LKR)',
] as const;

type Line = ExportedOrder['items'][number];

/** A line's columns; an order without lines still gets its row, with these left empty. */
function lineFields(line: Line | undefined): string[] {
  if (!line) return ['', '', '', '', ''];
  const { name, unit, quantity, unitPrice } = line;
  return [name, unit ?? '', String(quantity), toDecimalText(unitPrice), toDecimalText(times(unitPrice, quantity))];
}

/**
 * Lines of the orders export (lib/http/csv.ts: every field quoted, formulas neutralised, CRLF): the header row (unless
 * `header: false`, for the export's later batches), then one row per order line, in the order given. The values are
 * the API's (statuses, `card`/`cod`), the date ISO 8601, amounts with two decimals.
 */
export function ordersCsv(orders: ExportedOrder[], { header = true }: { header?: boolean } = {}): string {
  const rows = orders.flatMap((order) => {
    const { address, amounts } = order;
    const orderFields = [
      order.number,
      order.createdAt.toISOString(),
      order.customerName,
      order.customerEmail,
      address.name,
      address.mobile,
      address.addressLine,
      address.city,
      address.state,
      address.pincode,
      address.country,
      order.paymentMethod,
      order.paymentStatus,
      order.deliveryStatus,
      order.couponCode ?? '',
      order.courier ?? '',
      order.trackingNumber ?? '',
    ];
    const amountFields = [amounts.subtotal, amounts.discount, amounts.deliveryFee, amounts.total, order.refundedAmount].map(toDecimalText);
    const lines = order.items.length > 0 ? order.items : [undefined];
    return lines.map((line) => [...orderFields, ...lineFields(line), ...amountFields]);
  });
  return csvLines(ORDERS_CSV_COLUMNS, rows, { header });
}
