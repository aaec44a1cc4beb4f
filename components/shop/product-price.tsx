import { formatRs, type Money, originalPrice } from '@/lib/money';

type ProductPriceProps = { price: Money; discount: number; size?: 'sm' | 'lg' };

/** What the shopper pays and, for a discounted product, the original price struck through. */
export function ProductPrice({ price, discount, size = 'sm' }: ProductPriceProps) {
  const original = originalPrice(price, discount);
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-gray-900 ${large ? 'text-3xl' : 'text-base'}`}>
        <span className="sr-only">Price: </span>
        {formatRs(price)}
      </span>
      {original !== null ? (
        <>
          <del className={`text-gray-600 ${large ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">Original price: </span>
            {formatRs(original)}
          </del>
          <span className={`font-semibold text-red-700 ${large ? 'text-sm' : 'text-xs'}`}>{discount}% off</span>
        </>
      ) : null}
    </p>
  );
}
