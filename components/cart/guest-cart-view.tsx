'use client';

import { LogIn } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LoadingLine } from '@/components/auth/loading-line';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPath, registerPath } from '@/lib/auth/login-path';
import { type GuestCartItem, readGuestCart, removeFromGuestCart, setGuestCartQuantity, writeGuestCart } from '@/lib/cart/guest-cart';
import { Link } from '@/lib/i18n/navigation';
import { type GuestCartPrices, guestCartAmounts } from '@/lib/orders/guest-cart-amounts';
import { CartLoadError } from './cart-load-error';
import { type CartChanges, CartView } from './cart-view';
import { useGuestCart } from './use-guest-cart';

/** A guest's way on from the cart: log in (or register) and come back here, where the cart then is the account's. */
function GuestNext() {
  const t = useTranslations('cart.guest');
  return (
    <div className="mt-6 space-y-3">
      <Link href={loginPath('/cart')} className={`${buttonClassName()} w-full py-3`}>
        <LogIn aria-hidden className="size-4" />
        {t('checkout')}
      </Link>
      <Link href={registerPath('/cart')} className={`${buttonClassName('secondary')} w-full py-3`}>
        {t('register')}
      </Link>
      <p className="text-xs text-gray-600">{t('kept')}</p>
    </div>
  );
}

/**
 * A guest's cart, kept in this browser (lib/cart/guest-cart.ts) and priced by the server (guestCartAmounts) after
 * every change, so the amounts are the ones checkout will charge. Lines whose product is no longer on sale are
 * dropped from the browser's cart as the pricing finds them.
 */
export function GuestCartView() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const items = useGuestCart();
  const [prices, setPrices] = useState<GuestCartPrices | 'failed' | null>(null);
  // The cart last sent to be priced: only its answer is shown, and the same cart is not priced twice.
  const pricing = useRef<string | null>(null);

  const price = useCallback(
    async (cart: GuestCartItem[]) => {
      const key = JSON.stringify(cart);
      pricing.current = key;
      const priced = await guestCartAmounts(cart, locale).catch(() => null);
      if (pricing.current !== key) return;
      setPrices(priced ?? 'failed');
      if (priced && priced.lines.length < cart.length) {
        const onSale = new Set(priced.lines.map((line) => line.productId));
        writeGuestCart(cart.filter((item) => onSale.has(item.productId)));
      }
    },
    [locale],
  );

  useEffect(() => {
    if (items && JSON.stringify(items) !== pricing.current) void price(items);
  }, [items, price]);

  // Each change is priced before it is stored, so the view moves from one server-priced cart to the next.
  const changes = useMemo<CartChanges>(() => {
    const change = async (next: GuestCartItem[]) => {
      await price(next);
      writeGuestCart(next);
      return null;
    };
    return {
      setQuantity: (line, quantity) => change(setGuestCartQuantity(readGuestCart(), line.productId, quantity)),
      remove: (line) => change(removeFromGuestCart(readGuestCart(), line.productId)),
      refresh: () => {},
    };
  }, [price]);

  if (prices === 'failed') return <CartLoadError retry={() => price(items ?? [])} />;
  if (prices === null) return <LoadingLine label={t('loading')} />;
  return <CartView lines={prices.lines} amounts={prices.amounts} changes={changes} next={<GuestNext />} />;
}
