import { useLocale, useTranslations } from 'next-intl';
import { stockProblem } from '@/components/cart/cart-lines';
import { CatalogueImage } from '@/components/shop/product-image';
import type { CartLine } from '@/lib/cart/types';
import { formatRs, times } from '@/lib/money';

/** The lines checkout will order, as the server read them (a server component). */
export function CheckoutItems({ lines }: { lines: CartLine[] }) {
  const t = useTranslations('checkout.items');
  const tStock = useTranslations('cart.stock');
  const locale = useLocale();
  return (
    <section aria-labelledby="checkout-items-heading" className="space-y-3">
      <h2 id="checkout-items-heading" className="text-base font-semibold text-gray-900">
        {t('heading', { count: lines.length })}
      </h2>
      <ul aria-label={t('label')} className="divide-y divide-gray-200">
        {lines.map((line) => {
          const problem = stockProblem(line);
          return (
            <li key={line.id} className="flex items-center gap-3 py-3">
              <CatalogueImage
                src={line.image}
                alt=""
                size={56}
                className="size-14 shrink-0 rounded-md border border-gray-200 bg-white object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-gray-900">{line.name}</p>
                <p className="text-gray-700">
                  {line.quantity} × {formatRs(line.price, locale)}
                </p>
                {problem ? (
                  <p className="font-medium text-red-700">{tStock(problem.key, { count: problem.count })}</p>
                ) : null}
              </div>
              <p className="text-sm font-semibold text-gray-900 tabular-nums">
                <span className="sr-only">{t('lineTotal')}</span>
                {formatRs(times(line.price, line.quantity), locale)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
