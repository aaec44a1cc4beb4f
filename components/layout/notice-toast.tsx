'use client';

import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/** Messages a redirect can leave for the next page (`?notice=<key>`), e.g. from the /admin guard. */
const NOTICES: Record<string, string> = {
  'admin-only': 'Access denied! Admins only.',
  'orders-login': 'Please login to view your orders',
};

/** Shows the notice once as an error toast and drops it from the address bar. */
export function NoticeToast() {
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const notice = searchParams.get('notice');

  useEffect(() => {
    const message = notice && NOTICES[notice];
    if (!message) return;
    toast.error(message, { id: `notice-${notice}` });
    const rest = new URLSearchParams(searchParams);
    rest.delete('notice');
    router.replace(rest.size ? `${pathname}?${rest}` : pathname, { scroll: false });
  }, [notice, pathname, router, searchParams]);

  return null;
}
