'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> from an `open` prop, for ConfirmDialog and ModalDialog: opens it as a modal (the
 * browser makes the page inert, keeps Tab inside, closes on Escape), focuses `initialFocus`, and on close puts
 * focus back where it was and tells the owner (`onClosed`) when the dialog closed itself (Escape).
 */
export function useNativeDialog(open: boolean, initialFocus: RefObject<HTMLElement | null>, onClosed: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      initialFocus.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  function handleClose() {
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    if (open) onClosed();
  }

  return { dialogRef, handleClose };
}
