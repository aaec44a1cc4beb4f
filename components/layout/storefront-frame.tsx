import type { ReactNode } from 'react';
import { ShopFrame } from './shop-frame';
import { FetchedVisitorProvider } from './visitor-context';

/**
 * The shop frame of the cached storefront pages: nothing in it reads the request, so a page is rendered once for
 * everyone; the visitor's part of the header arrives from the browser after load.
 */
export function StorefrontFrame({ children }: { children: ReactNode }) {
  return (
    <FetchedVisitorProvider>
      <ShopFrame>{children}</ShopFrame>
    </FetchedVisitorProvider>
  );
}
