'use client';

import { XIcon } from './icons';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef } from 'react';
import { useNativeDialog } from './use-native-dialog';

type ModalDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The close button, Escape or a click outside the dialog. */
  onClose: () => void;
  /** While true the dialog cannot be closed (a request is in flight). */
  busy?: boolean;
};

/**
 * A modal panel on the native <dialog>, like ConfirmDialog: the browser makes the rest of the page inert, keeps
 * Tab inside and closes on Escape. Focus starts on the dialog's title and returns to the opener on close. Tall
 * content scrolls inside the dialog, which fills the screen on phones.
 */
export function ModalDialog({ open, title, children, onClose, busy = false }: ModalDialogProps) {
  const t = useTranslations('ui');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const { dialogRef, handleClose } = useNativeDialog(open, titleRef, onClose);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={handleClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) onClose();
      }}
      className="m-0 h-dvh max-h-dvh w-full open:flex open:flex-col max-w-none bg-white p-0 text-gray-900 backdrop:bg-gray-900/50 sm:m-auto sm:h-auto sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-lg sm:shadow-xl"
    >
      {open ? (
        <>
          <div className="flex shrink-0 items-center justify-between gap-4 border-b border-gray-200 px-5 py-4 sm:px-6">
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              aria-label={t('close')}
              className="inline-flex size-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50"
            >
              <XIcon aria-hidden className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
