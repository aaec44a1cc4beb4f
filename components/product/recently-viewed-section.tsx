'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { CardProduct } from '@/lib/catalog/card-product';
import { ProductCardsSection } from './product-cards-section';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, withRecentlyViewed } from './recently-viewed-list';

/** Storage may be unavailable (disabled, a private window's quota): then there is simply no list. */
function readList(): CardProduct[] {
  try {
    return parseRecentlyViewed(localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

function saveList(list: CardProduct[]): void {
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Not remembered this time: nothing else depends on it.
  }
}

/**
 * Records `product` as viewed and shows the others viewed before it. Rendered in the browser only
 * (recently-viewed.tsx), so the list is read at the first render. The cards show each product as it was when last
 * viewed: its price or stock may have changed since, and the card links to the product's live page, which shows
 * the current ones (the same card as every list, rather than a second design without a price).
 */
export function RecentlyViewedSection({ product }: { product: CardProduct }) {
  const t = useTranslations('product');
  const [others] = useState(() => readList().filter(({ id }) => id !== product.id));

  useEffect(() => {
    saveList(withRecentlyViewed(readList(), product));
  }, [product]);

  return <ProductCardsSection title={t('recentlyViewed')} products={others} />;
}
