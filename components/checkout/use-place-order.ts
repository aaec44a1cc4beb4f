'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { loginPath } from '@/lib/auth/login-path';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { type OrderJson, orderFromJson } from '@/lib/orders/order-json';
import { pathAfterPlacing, placedOrderOf } from './placed-order';
import { savePlacedOrder } from './placed-order-state';

/** POST /api/order/create's body (docs/decisions.md, Orders): the server computes every amount itself. */
export type PlaceOrderBody = {
  mode: 'cart' | 'buy_now';
  paymentMethod: 'cod' | 'card';
  delivery_address: string;
  couponCode?: string;
  product_details?: { productId: string; quantity: number }[];
};

/**
 * Places an order and moves on with it in navigation state: cash on delivery to /ordersuccess, a card to
 * /payment. `returnTo` is where a shopper whose session ended comes back after logging in again.
 * `place` resolves to whether the order was placed.
 */
export function usePlaceOrder(returnTo: string) {
  const t = useTranslations('checkout.place');
  const router = useRouter();
  const [placing, setPlacing] = useState(false);

  async function place(body: PlaceOrderBody): Promise<boolean> {
    setPlacing(true);
    const result = await apiFetch<OrderJson>('/api/order/create', { json: body });
    if (!result.ok || !result.data) {
      setPlacing(false);
      if (result.status === 401) {
        toast.error(t('loginFirst'));
        router.push(loginPath(returnTo));
        return false;
      }
      toast.error(resultMessage(result, { failed: t('failed'), error: t('error') }));
      return false;
    }
    const placed = placedOrderOf(orderFromJson(result.data));
    savePlacedOrder(placed);
    // Stays "placing" until the next page shows: the button must not place a second order.
    router.push(pathAfterPlacing(placed));
    // The header's cart count is read on the server: a cart order has just emptied the cart.
    router.refresh();
    return true;
  }

  return { placing, place };
}
