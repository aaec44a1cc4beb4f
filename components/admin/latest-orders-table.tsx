import { Link } from '@/lib/i18n/navigation';
import { orderPath } from '@/components/orders/order-display';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { formatRs } from '@/lib/money';
import type { OrderSummary } from '@/lib/orders/types';
import { DataTable } from '@/components/ui/data-table';

const COLUMNS = ['Order ID', 'User', 'Amount', 'Payment Status', 'Delivery Status'];

/** Static Data's latest orders; the order id opens the order's page. */
export function LatestOrdersTable({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No orders yet</p>;
  }
  return (
    <DataTable id="latest-orders" caption={`The ${orders.length} newest orders`} columns={COLUMNS}>
      {orders.map((order) => (
        <tr key={order.id}>
          <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
            <Link href={orderPath(order.number)} className="text-brand-800 underline hover:text-brand-700">
              {order.number}
            </Link>
          </th>
          <td className="px-4 py-3 break-words text-gray-700">{order.customerName}</td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-900">{formatRs(order.total)}</td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={order.paymentStatus} />
          </td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={order.deliveryStatus} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
