'use client';

import { useEffect, useState } from 'react';
import { buyNowAmounts } from '@/lib/orders/buy-now-amounts';
import type { OrderAmounts } from '@/lib/orders/types';

type Priced = { key: string; amounts: OrderAmounts | null };

/**
 * The server's amounts of a buy now of `quantity` of the product: undefined while they are asked for, null when the
 * server could not price it (the order itself would say why).
 */
export function useBuyNowAmounts(productId: string, quantity: number): OrderAmounts | null | undefined {
  const key = `${productId}:${quantity}`;
  const [priced, setPriced] = useState<Priced | null>(null);
  useEffect(() => {
    let current = true;
    buyNowAmounts({ productId, quantity }).then(
      (amounts) => current && setPriced({ key, amounts }),
      // A failed request (network, server error) shows the same note as a product the server could not price.
      (error: unknown) => {
        console.error('[buy now] pricing failed', error);
        if (current) setPriced({ key, amounts: null });
      },
    );
    return () => {
      current = false;
    };
  }, [key, productId, quantity]);
  return priced?.key === key ? priced.amounts : undefined;
}
