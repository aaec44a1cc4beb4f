'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClassName } from '@/components/ui/button-styles';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

/** Deletes the signed-in account after a confirmation, then goes to /login. */
export function DeleteAccountButton() {
  const t = useTranslations('dashboard.deleteAccount');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deleteAccount() {
    setBusy(true);
    const result = await apiFetch('/api/user/me', { method: 'DELETE' });
    if (!result.ok) {
      setBusy(false);
      setConfirming(false);
      toast.error(resultMessage(result, t('failed')));
      return;
    }
    toast.success(resultMessage(result, t('deleted')));
    router.replace('/login');
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-haspopup="dialog"
        className={buttonClassName('danger')}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('button')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('dialogTitle')}
        confirmLabel={t('confirm')}
        busyLabel={t('pending')}
        busy={busy}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('warning')}</p>
        <p>{t('ordersKept')}</p>
      </ConfirmDialog>
    </>
  );
}
