import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { formatRs } from '@/lib/money';
import type { TopProduct } from '@/lib/stats/types';
import { DataTable } from '@/components/ui/data-table';

const whole = new Intl.NumberFormat('en-LK');

type TopProductsTableProps = {
  id: string;
  /** What the ranking is by, for the caption, in the page's language: 'quantity sold'. */
  by: string;
  products: TopProduct[];
};

/**
 * One of Static Data's top-10 rankings (by quantity or by revenue): rank, product (a link to its page while it
 * exists; a deleted product keeps the name it was sold under), quantity and revenue of the range's items.
 */
export function TopProductsTable({ id, by, products }: TopProductsTableProps) {
  const t = useTranslations('admin.stats.top');
  const locale = useLocale();
  if (products.length === 0) {
    return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('empty')}</p>;
  }
  return (
    <DataTable
      id={id}
      caption={t('caption', { count: String(products.length), by })}
      columns={[t('rank'), t('product'), t('quantity'), t('revenue')]}
    >
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
                {product.name} <span className="font-normal text-gray-600">{t('deleted')}</span>
              </>
            )}
          </th>
          <td className="px-4 py-3 whitespace-nowrap text-gray-900 tabular-nums">{whole.format(product.quantity)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-gray-900 tabular-nums">{formatRs(product.revenue, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
