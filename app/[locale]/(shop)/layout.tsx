import { Suspense } from 'react';
import { NoticeToast } from '@/components/layout/notice-toast';
import { PageMessages } from '@/components/layout/page-messages';
import { SessionShopFrame } from '@/components/layout/session-shop-frame';

/** The pages read per request: sign-in, the shopper's account, checkout, payment, orders and the admin. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <PageMessages part="account">
      <SessionShopFrame>
        {children}
        <Suspense>
          <NoticeToast />
        </Suspense>
      </SessionShopFrame>
    </PageMessages>
  );
}
