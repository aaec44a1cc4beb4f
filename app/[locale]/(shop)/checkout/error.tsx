'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

/** Reading the cart or the addresses failed: the cart's failure message, with Try again. */
export default function CheckoutError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to fetch cart" reset={reset} />;
}
