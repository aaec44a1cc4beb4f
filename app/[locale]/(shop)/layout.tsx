import { getLocale, getMessages } from 'next-intl/server';
import { Suspense } from 'react';
import { MessagesProvider } from '@/components/layout/messages-provider';
import { NoticeToast } from '@/components/layout/notice-toast';
import { SessionShopFrame } from '@/components/layout/session-shop-frame';
import { accountMessages } from '@/lib/i18n/client-messages';

/** The pages read per request: sign-in, the shopper's account, checkout, payment, orders and the admin. */
export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <MessagesProvider locale={await getLocale()} encoded={accountMessages(await getMessages())}>
      <SessionShopFrame>
        {children}
        <Suspense>
          <NoticeToast />
        </Suspense>
      </SessionShopFrame>
    </MessagesProvider>
  );
}
