'use client';

import { lazyClient } from '@/components/ui/lazy-client';
import { MinusIcon, PlusIcon, ShoppingCartIcon, ZapIcon } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useId, useState } from 'react';
import { useVisitor } from '@/components/layout/visitor-context';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPath } from '@/lib/auth/login-path';
import { addToGuestCart, readGuestCart, writeGuestCart } from '@/lib/cart/guest-cart';
import { apiFetch } from '@/lib/http/api-client';
import { formatRs, type Money, times } from '@/lib/money';
import { clampQuantity, maxQuantity } from './quantity';
import { resultMessage } from '@/lib/http/result-message';

// Buy Now's dialog (address picker and form, their validation, order placing) loads at the first Buy Now,
// keeping it out of the product page's first-load JavaScript.
const BuyNowDialog = lazyClient(() => import('./buy-now-dialog').then((module) => module.BuyNowDialog));

type PurchasePanelProps = {
  productId: string;
  name: string;
  price: Money;
  stock: number;
};

const stepButtonClassName =
  'inline-flex size-8 sm:size-10 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Quantity, total and the two actions of the product page. On phones (< 640 px) the panel is one slim bar fixed to
 * the bottom of the screen: price, quantity, Add to Cart (its icon) and Buy Now; the total is read out only
 * (body:has([data-buy-bar]) leaves room for it under the footer).
 */
export function PurchasePanel({ productId, name, price, stock }: PurchasePanelProps) {
  const t = useTranslations('product.purchase');
  const locale = useLocale();
  const router = useRouter();
  const { visitor, whenKnown, refresh: refreshVisitor } = useVisitor();
  /** A guest buys after logging in but keeps a cart in the browser; a click before the page knows its visitor waits. */
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

  /** A guest's cart is kept in this browser, within the account cart's limits, until login merges it. */
  function addToBrowserCart() {
    const result = addToGuestCart(readGuestCart(), productId, quantity, stock);
    if (!result.added) {
      toast.error(t('guestRoom', { room: result.room }));
      return;
    }
    writeGuestCart(result.items);
    toast.success(t('added'));
  }

  async function addToCart() {
    if (!(await signedIn())) {
      addToBrowserCart();
      return;
    }
    setAdding(true);
    const result = await apiFetch('/api/cart/create', { json: { productId, quantity } });
    setAdding(false);
    if (result.ok) {
      toast.success(resultMessage(result, t('added')));
      // The header's cart count is the server's.
      refreshVisitor();
      return;
    }
    if (result.status === 401) {
      toast.error(t('loginToAdd'));
      router.push(backHere);
      return;
    }
    toast.error(resultMessage(result, t('addFailed')));
  }

  async function buyNow() {
    if (!(await signedIn())) {
      toast.error(t('loginToBuy'));
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
      className="fixed inset-x-0 bottom-0 z-30 flex items-center border-t border-gray-200 bg-white px-3 py-2 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] max-sm:gap-1.5 sm:static sm:z-auto sm:block sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      {/* Phones: one slim row, price, quantity and the two actions (Add to Cart as its icon, its name for screen readers). */}
      <p className="min-w-0 flex-1 text-sm leading-tight font-bold [overflow-wrap:anywhere] text-gray-900 sm:hidden">
        <span className="sr-only">{t('price')}</span>
        {formatRs(price, locale)}
      </p>
      <div className="flex shrink-0 items-center gap-3 sm:gap-4">
        <label htmlFor={`${id}-quantity`} className="text-sm font-medium text-gray-900 max-sm:sr-only">
          {t('quantity')}
        </label>
        <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-300 bg-white has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700">
          <button
            type="button"
            aria-label={t('decrease')}
            aria-controls={`${id}-quantity`}
            disabled={outOfStock || quantity <= 1}
            onClick={() => setDraft(String(clampQuantity(quantity - 1, stock)))}
            className={stepButtonClassName}
          >
            <MinusIcon aria-hidden className="size-4" />
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
            className="h-8 w-9 [appearance:textfield] border-x border-gray-300 text-center text-base focus-visible:outline-none disabled:bg-gray-100 sm:h-10 sm:w-14 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label={t('increase')}
            aria-controls={`${id}-quantity`}
            disabled={outOfStock || quantity >= max}
            onClick={() => setDraft(String(clampQuantity(quantity + 1, stock)))}
            className={stepButtonClassName}
          >
            <PlusIcon aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <p id={`${id}-limit`} className="sr-only">
        {outOfStock ? t('outOfStock') : t('range', { max })}
      </p>
      <p className="mt-2 text-sm text-gray-700 max-sm:sr-only" aria-live="polite">
        {t('total')}
        <span className="font-semibold text-gray-900">{formatRs(times(price, quantity), locale)}</span>
      </p>
      <div className="flex shrink-0 gap-1.5 sm:mt-3 sm:gap-3">
        <button
          type="button"
          onClick={() => void addToCart()}
          disabled={outOfStock || adding}
          className={`${buttonClassName('secondary')} max-sm:px-2.5 max-sm:py-2`}
        >
          <ShoppingCartIcon aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{adding ? t('adding') : t('addToCart')}</span>
        </button>
        <button type="button" onClick={buyNow} disabled={outOfStock} className={`${buttonClassName()} max-sm:px-3 max-sm:py-2`}>
          <ZapIcon aria-hidden className="size-4 max-sm:hidden" />
          {/* A shorter word on phones where the language has one; the button is named by the shown one. */}
          <span className="sm:hidden">{t('buyNowShort')}</span>
          <span className="max-sm:hidden">{t('buyNow')}</span>
        </button>
      </div>
      {outOfStock ? <p className="mt-2 text-sm font-medium text-red-700 max-sm:sr-only">{t('outOfStockNotice')}</p> : null}
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
