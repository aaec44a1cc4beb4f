'use client';

import { Ban } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

type CancelOrderButtonProps = {
  /** The order's id, for PUT /api/order/update/{id}. */
  id: string;
  /** The shopper-facing 'ORD-...' id, named in the dialog. */
  orderId: string;
};

/** 'Cancel order' for the shopper's own pending, unpaid order: asks first, then cancels and shows the result. */
export function CancelOrderButton({ id, orderId }: CancelOrderButtonProps) {
  const t = useTranslations('orders.cancel');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    const result = await apiFetch(`/api/order/update/${encodeURIComponent(id)}`, {
      method: 'PUT',
      json: { delivery_status: 'cancelled' },
    });
    setBusy(false);
    setOpen(false);
    if (!result.ok) {
      toast.error(resultMessage(result, t('failed')));
      // 409: it was shipped or paid meanwhile; show the order as it is now.
      if (result.status === 409) router.refresh();
      return;
    }
    toast.success(resultMessage(result, t('done')));
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={busy}
        aria-haspopup="dialog"
        className={`${buttonClassName('secondary')} border-red-300 text-red-700 hover:bg-red-50`}
      >
        <Ban aria-hidden className="size-4" />
        {t('button')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('title')}
        confirmLabel={t('button')}
        busyLabel={t('busy')}
        cancelLabel={t('keep')}
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setOpen(false)}
      >
        <p>
          {t.rich('text', {
            orderId,
            strong: (chunks) => <strong className="font-semibold break-all text-gray-900">{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
