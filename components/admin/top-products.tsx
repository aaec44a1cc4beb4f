import { Link } from '@/lib/i18n/navigation';
import { formatRs } from '@/lib/money';
import type { TopProduct } from '@/lib/stats/types';
import { DataTable } from '@/components/ui/data-table';

const whole = new Intl.NumberFormat('en-LK');

type TopProductsTableProps = {
  id: string;
  /** What the ranking is by, for the caption: 'quantity sold'. */
  by: string;
  products: TopProduct[];
};

/**
 * One of Static Data's top-10 rankings (by quantity or by revenue): rank, product (a link to its page while it
 * exists; a deleted product keeps the name it was sold under), quantity and revenue of the range's items.
 */
export function TopProductsTable({ id, by, products }: TopProductsTableProps) {
  if (products.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No products sold in this range</p>;
  }
  return (
    <DataTable id={id} caption={`Top ${products.length} products by ${by}`} columns={['Rank', 'Product', 'Quantity', 'Revenue']}>
      {products.map((product, index) => (
        <tr key={product.productId ?? `deleted:${product.name}`}>
          <td className="px-4 py-3 text-gray-700 tabular-nums">{index + 1}</td>
          <th scope="row" className="px-4 py-3 font-semibold break-words text-gray-900">
            {product.productId ? (
              <Link href={`/product/${product.productId}`} className="text-brand-800 underline hover:text-brand-700">
                {product.name}
              </Link>
            ) : (
              <>
                {product.name} <span className="font-normal text-gray-600">(deleted)</span>
              </>
            )}
          </th>
          <td className="px-4 py-3 whitespace-nowrap text-gray-900 tabular-nums">{whole.format(product.quantity)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-900 tabular-nums">{formatRs(product.revenue)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
