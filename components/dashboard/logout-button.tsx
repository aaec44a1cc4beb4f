'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { sideMenuItemClassName } from '@/components/ui/side-menu-styles';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

type LogoutButtonProps = {
  /** `menu`: an entry of the side menu; `button`: a standalone secondary button. */
  look?: 'menu' | 'button';
};

/**
 * Ends the session and goes to /login. When the call fails the shopper still leaves for /login (the
 * token is removed anyway); the toast says the server did not confirm it.
 */
export function LogoutButton({ look = 'button' }: LogoutButtonProps) {
  const t = useTranslations('dashboard.logout');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logOut() {
    setBusy(true);
    const result = await apiFetch('/api/user/logout', { method: 'POST' });
    if (result.ok) toast.success(resultMessage(result, t('success')));
    else toast.error(resultMessage(result, t('failed')));
    router.replace('/login');
    router.refresh();
  }

  return (
    <button
      type="button"
      onClick={logOut}
      disabled={busy}
      className={look === 'menu' ? `${sideMenuItemClassName} cursor-pointer` : buttonClassName('secondary')}
    >
      <LogOut aria-hidden className="size-4" />
      {busy ? t('pending') : t('label')}
    </button>
  );
}
