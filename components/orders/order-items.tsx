import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CatalogueImage } from '@/components/shop/product-image';
import { formatRs, times } from '@/lib/money';
import { itemNameIn } from '@/lib/orders/item-names';
import type { OrderItem } from '@/lib/orders/types';

/** The products of an order as bought: image (or the placeholder), name in the page's language, quantity and price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const t = useTranslations('orders.items');
  const locale = useLocale();
  if (items.length === 0) return <p className="text-gray-700">{t('none')}</p>;
  return (
    <ul aria-label={t('label')} className="divide-y divide-gray-200">
      {items.map((item, index) => (
        <li key={`${item.productId ?? 'gone'}-${index}`} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
          <CatalogueImage
            src={item.image}
            alt=""
            size={64}
            className="size-16 shrink-0 rounded-md border border-gray-200 bg-gray-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-gray-900">
              {item.productId ? (
                <Link href={`/product/${encodeURIComponent(item.productId)}`} className="hover:underline">
                  {itemNameIn(item, locale)}
                </Link>
              ) : (
                itemNameIn(item, locale)
              )}
            </p>
            <p className="mt-0.5 text-sm text-gray-700">{t('quantity', { count: item.quantity })}</p>
          </div>
          <div className="shrink-0 text-right text-sm">
            <p className="font-semibold text-gray-900">{formatRs(item.unitPrice, locale)}</p>
            {item.quantity > 1 && (
              <p className="text-gray-600">
                {t('forCount', { amount: formatRs(times(item.unitPrice, item.quantity), locale), count: item.quantity })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
