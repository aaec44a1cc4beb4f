import { useLocale, useTranslations } from 'next-intl';
import { formatRs, type Money, productSaving } from '@/lib/money';

type ProductPriceProps = { price: Money; discount: number; size?: 'sm' | 'lg' };

/**
 * What the shopper pays and, for a discounted product, the original price struck through with the real saving
 * ('13% off' for a 15% discount: docs/decisions.md, Catalogue).
 */
export function ProductPrice({ price, discount, size = 'sm' }: ProductPriceProps) {
  const t = useTranslations('shop.price');
  const locale = useLocale();
  const saving = productSaving(price, discount);
  const large = size === 'lg';
  return (
    <p className="product-price">
      <span className={`font-bold text-gray-900 ${large ? 'text-3xl' : 'text-base'}`}>
        <span className="sr-only">{t('price')}</span>
        {formatRs(price, locale)}
      </span>
      {saving !== null ? (
        <>
          <del className={`text-gray-600 ${large ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('original')}</span>
            {formatRs(saving.original, locale)}
          </del>
          {saving.savedPercent > 0 ? (
            <span className={`font-semibold text-red-700 ${large ? 'text-sm' : 'text-xs'}`}>{t('off', { percent: saving.savedPercent })}</span>
          ) : null}
        </>
      ) : null}
    </p>
  );
}
