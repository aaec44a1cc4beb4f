import { Suspense } from 'react';
import { NoticeToast } from '@/components/layout/notice-toast';
import { PageMessages } from '@/components/layout/page-messages';
import { StorefrontFrame } from '@/components/layout/storefront-frame';

/**
 * The storefront's pages (home, shop, catalogue, product and information pages) are rendered once and served from
 * Next's cache: nothing here reads the request (docs/decisions.md, Storefront pages).
 */
export default function StorefrontLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageMessages part="catalogue">
      <StorefrontFrame>
        {children}
        <Suspense>
          <NoticeToast />
        </Suspense>
      </StorefrontFrame>
    </PageMessages>
  );
}
