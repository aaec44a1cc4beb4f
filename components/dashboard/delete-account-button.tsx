'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClassName } from '@/components/ui/button-styles';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

/** Deletes the signed-in account after a confirmation, then goes to /login. */
export function DeleteAccountButton() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function deleteAccount() {
    setBusy(true);
    const result = await apiFetch('/api/user/me', { method: 'DELETE' });
    if (!result.ok) {
      setBusy(false);
      setConfirming(false);
      toast.error(resultMessage(result, 'Failed to delete account'));
      return;
    }
    toast.success(resultMessage(result, 'Account deleted'));
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
        Delete account
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>
          This permanently deletes your profile, avatar, saved addresses, cart, reviews and notifications, and signs you
          out. It cannot be undone.
        </p>
        <p>
          Your orders and payments are kept for the shop&apos;s records, with the name and e-mail they were placed
          under.
        </p>
      </ConfirmDialog>
    </>
  );
}
