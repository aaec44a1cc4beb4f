'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import type { CartLine } from '@/lib/cart/types';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { OrderAmounts } from '@/lib/orders/types';
import { type CartChanges, CartView } from './cart-view';

/**
 * The signed-in shopper's cart: each change goes to the cart API, then the page is rendered again on the server,
 * which also updates the header's cart count.
 */
export function AccountCartView({ lines, amounts }: { lines: CartLine[]; amounts: OrderAmounts }) {
  const t = useTranslations('cart');
  const router = useRouter();
  const changes = useMemo<CartChanges>(
    () => ({
      async setQuantity(line, quantity) {
        const result = await apiFetch(`/api/cart/update/${encodeURIComponent(line.id)}`, { method: 'PUT', json: { quantity } });
        return result.ok ? null : resultMessage(result, { failed: t('toast.updateFailed'), error: t('toast.updateError') });
      },
      async remove(line) {
        const result = await apiFetch(`/api/cart/delete/${encodeURIComponent(line.id)}`, { method: 'DELETE' });
        return result.ok ? null : resultMessage(result, { failed: t('toast.deleteFailed'), error: t('toast.deleteError') });
      },
      refresh: () => router.refresh(),
    }),
    [router, t],
  );
  return (
    <CartView
      lines={lines}
      amounts={amounts}
      changes={changes}
      next={
        <Link href="/checkout" className={`${buttonClassName()} mt-6 w-full py-3`}>
          {t('summary.checkout')}
        </Link>
      }
    />
  );
}
