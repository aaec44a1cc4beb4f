'use client';

import { Ban } from 'lucide-react';
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
      toast.error(resultMessage(result, 'Failed to cancel order'));
      // 409: it was shipped or paid meanwhile; show the order as it is now.
      if (result.status === 409) router.refresh();
      return;
    }
    toast.success(resultMessage(result, 'Order cancelled'));
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
        Cancel order
      </button>
      <ConfirmDialog
        open={open}
        title="Cancel this order?"
        confirmLabel="Cancel order"
        busyLabel="Cancelling..."
        cancelLabel="Keep order"
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setOpen(false)}
      >
        <p>
          Order <strong className="font-semibold break-all text-gray-900">{orderId}</strong> will be cancelled and
          not delivered. It cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
