'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ApiResult } from '@/lib/http/api-client';
import { type ToastTexts, toastResult } from './catalogue-toast';

type DeleteOptions<T> = {
  request: (item: T) => Promise<ApiResult<unknown>>;
  texts: ToastTexts;
  toastDuration?: number;
  /** After the server deleted it, or answered 404 (someone else did): the screen drops it and reloads. */
  onGone: (item: T) => void;
};

export type DeleteFlow<T> = {
  target: T | null;
  busy: boolean;
  /** Opens the confirmation for this item. */
  ask: (item: T) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
};

/** Delete after a confirmation: which item is asked about, the call in flight, and the toasts. */
export function useConfirmedDelete<T>({ request, texts, toastDuration, onGone }: DeleteOptions<T>): DeleteFlow<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null || busy) return;
    setBusy(true);
    const result = await request(target);
    setBusy(false);
    setTarget(null);
    toastResult(result, texts, toastDuration);
    if (result.ok || result.status === 404) onGone(target);
  }

  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}

type DeleteDialogProps<T> = {
  flow: DeleteFlow<T>;
  /** e.g. 'Delete this category?' */
  title: string;
  confirmLabel: string;
  /** What deleting it does. */
  children: ReactNode;
};

/** The confirmation of a catalogue delete; Cancel (focused first), Escape or a click outside keeps the item. */
export function DeleteDialog<T>({ flow, title, confirmLabel, children }: DeleteDialogProps<T>) {
  const t = useTranslations('admin.shared');
  return (
    <ConfirmDialog
      open={flow.target !== null}
      title={title}
      confirmLabel={confirmLabel}
      busyLabel={t('deleting')}
      busy={flow.busy}
      onConfirm={() => void flow.confirm()}
      onCancel={flow.cancel}
    >
      {children}
    </ConfirmDialog>
  );
}
