import { stockProblem } from '@/components/cart/cart-lines';
import { CatalogueImage } from '@/components/shop/product-image';
import type { CartLine } from '@/lib/cart/types';
import { formatRs, times } from '@/lib/money';

/** The lines checkout will order, as the server read them (a server component). */
export function CheckoutItems({ lines }: { lines: CartLine[] }) {
  return (
    <section aria-labelledby="checkout-items-heading" className="space-y-3">
      <h2 id="checkout-items-heading" className="text-base font-semibold text-gray-900">
        Items ({lines.length})
      </h2>
      <ul aria-label="Items to order" className="divide-y divide-gray-200">
        {lines.map((line) => (
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
                {line.quantity} × {formatRs(line.price)}
              </p>
              {stockProblem(line) ? <p className="font-medium text-red-700">{stockProblem(line)}</p> : null}
            </div>
            <p className="text-sm font-semibold text-gray-900 tabular-nums">
              <span className="sr-only">Line total: </span>
              {formatRs(times(line.price, line.quantity))}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
