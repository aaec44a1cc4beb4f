'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/** Messages a redirect can leave for the next page (`?notice=<key>`), e.g. from the /admin guard. */
const NOTICES: Record<string, 'adminOnly' | 'ordersLogin'> = {
  'admin-only': 'adminOnly',
  'orders-login': 'ordersLogin',
};

/** Shows the notice once as an error toast and drops it from the address bar. */
export function NoticeToast() {
  const t = useTranslations('layout.notices');
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const notice = searchParams.get('notice');

  useEffect(() => {
    const key = notice ? NOTICES[notice] : undefined;
    if (!key) return;
    const message = t(key);
    toast.error(message, { id: `notice-${notice}` });
    const rest = new URLSearchParams(searchParams);
    rest.delete('notice');
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [notice, pathname, router, searchParams, t]);

  return null;
}
