'use client';

import { Minus, Plus, ShoppingCart, Zap } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRouter } from '@/lib/i18n/navigation';
import { useId, useState } from 'react';
import { useVisitor } from '@/components/layout/visitor-context';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPath } from '@/lib/auth/guard-paths';
import { apiFetch } from '@/lib/http/api-client';
import { formatRs, type Money, times } from '@/lib/money';
import { clampQuantity, maxQuantity } from './quantity';
import { resultMessage } from '@/lib/http/result-message';

// Buy Now's dialog (address picker and form, their validation, order placing) loads at the first Buy Now,
// keeping it out of the product page's first-load JavaScript.
const BuyNowDialog = dynamic(() => import('./buy-now-dialog').then((module) => module.BuyNowDialog), { ssr: false });

type PurchasePanelProps = {
  productId: string;
  name: string;
  price: Money;
  stock: number;
};

const stepButtonClassName =
  'inline-flex size-10 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Quantity, total and the two actions of the product page. On phones (< 640 px) the panel is a bar fixed to
 * the bottom of the screen (body:has([data-buy-bar]) leaves room for it under the footer).
 */
export function PurchasePanel({ productId, name, price, stock }: PurchasePanelProps) {
  const router = useRouter();
  const { visitor, whenKnown, refresh: refreshVisitor } = useVisitor();
  /** A guest is sent to log in first; a click before the page knows its visitor waits for them. */
  const signedIn = async () => ((visitor ?? (await whenKnown())).user !== null);
  const id = useId();
  const [draft, setDraft] = useState('1');
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  // Stays true after the first Buy Now: the dialog then stays mounted, so closing it returns the focus.
  const [buyNowStarted, setBuyNowStarted] = useState(false);
  const outOfStock = stock <= 0;
  const max = maxQuantity(stock);
  const quantity = clampQuantity(Number(draft), stock);
  const backHere = loginPath(`/product/${productId}`);

  async function addToCart() {
    if (!(await signedIn())) {
      toast.error('Login first to add to cart');
      router.push(backHere);
      return;
    }
    setAdding(true);
    const result = await apiFetch('/api/cart/create', { json: { productId, quantity } });
    setAdding(false);
    if (result.ok) {
      toast.success(resultMessage(result, 'Added to cart'));
      // The header's cart count is the server's.
      refreshVisitor();
      return;
    }
    if (result.status === 401) {
      toast.error('Login first to add to cart');
      router.push(backHere);
      return;
    }
    toast.error(resultMessage(result, 'Failed to add to cart'));
  }

  async function buyNow() {
    if (!(await signedIn())) {
      toast.error('Login first to buy');
      router.push(backHere);
      return;
    }
    // The quantity typed but not yet left is the one bought.
    setDraft(String(quantity));
    setBuyNowStarted(true);
    setBuying(true);
  }

  return (
    <div
      data-buy-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] sm:static sm:z-auto sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      <div className="flex items-center justify-between gap-3 sm:justify-start sm:gap-4">
        <p className="text-lg font-bold text-gray-900 sm:hidden">
          <span className="sr-only">Price: </span>
          {formatRs(price)}
        </p>
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-gray-900 max-sm:sr-only">
            Quantity
          </label>
          <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-300 bg-white has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700">
            <button
              type="button"
              aria-label="Decrease quantity"
              aria-controls={`${id}-quantity`}
              disabled={outOfStock || quantity <= 1}
              onClick={() => setDraft(String(clampQuantity(quantity - 1, stock)))}
              className={stepButtonClassName}
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <input
              id={`${id}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={draft}
              disabled={outOfStock}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => setDraft(String(quantity))}
              aria-describedby={`${id}-limit`}
              className="h-10 w-14 [appearance:textfield] border-x border-gray-300 text-center text-base focus-visible:outline-none disabled:bg-gray-100 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
            <button
              type="button"
              aria-label="Increase quantity"
              aria-controls={`${id}-quantity`}
              disabled={outOfStock || quantity >= max}
              onClick={() => setDraft(String(clampQuantity(quantity + 1, stock)))}
              className={stepButtonClassName}
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
        </div>
      </div>
      <p id={`${id}-limit`} className="sr-only">
        {outOfStock ? 'Out of stock' : `From 1 to ${max}`}
      </p>
      <p className="mt-2 text-sm text-gray-700" aria-live="polite">
        Total: <span className="font-semibold text-gray-900">{formatRs(times(price, quantity))}</span>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex">
        <button
          type="button"
          onClick={() => void addToCart()}
          disabled={outOfStock || adding}
          className={`${buttonClassName('secondary')} px-3 sm:px-5`}
        >
          <ShoppingCart aria-hidden className="size-4" />
          {adding ? 'Adding...' : 'Add to Cart'}
        </button>
        <button type="button" onClick={buyNow} disabled={outOfStock} className={`${buttonClassName()} px-3 sm:px-5`}>
          <Zap aria-hidden className="size-4" />
          Buy Now
        </button>
      </div>
      {outOfStock ? <p className="mt-2 text-sm font-medium text-red-700">This product is out of stock.</p> : null}
      {buyNowStarted ? (
        <BuyNowDialog
          open={buying}
          onClose={() => setBuying(false)}
          product={{ id: productId, name, price, stock }}
          initialQuantity={quantity}
        />
      ) : null}
    </div>
  );
}
