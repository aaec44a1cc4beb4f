'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef } from 'react';
import { buttonClassName } from './button-styles';
import { useNativeDialog } from './use-native-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`, e.g. 'Deleting...'. */
  busyLabel?: string;
  /** 'Cancel' in the page's language when left out. */
  cancelLabel?: string;
  /** While true the buttons are disabled and Escape does not close the dialog. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside the dialog. */
  onCancel: () => void;
};

/**
 * A modal confirmation for a destructive action, on the native <dialog>: the browser makes the rest of the page
 * inert, keeps Tab inside and closes on Escape. Focus starts on Cancel (the safe choice) and returns to the
 * control that opened the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useTranslations('ui');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { dialogRef, handleClose } = useNativeDialog(open, cancelRef, onCancel);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={handleClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself (its content box has no padding).
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-3 space-y-2 text-sm text-gray-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClassName('secondary')}
          >
            {cancelLabel ?? t('cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonClassName('danger')}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
