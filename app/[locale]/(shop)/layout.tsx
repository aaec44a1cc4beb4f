import { Suspense } from 'react';
import { NoticeToast } from '@/components/layout/notice-toast';
import { SessionShopFrame } from '@/components/layout/session-shop-frame';

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <SessionShopFrame>
      {children}
      <Suspense>
        <NoticeToast />
      </Suspense>
    </SessionShopFrame>
  );
}
