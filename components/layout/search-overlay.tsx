'use client';

import { SearchIcon, XIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { SearchForm } from './search-form';

/**
 * The mobile search: a button opening a full-screen modal <dialog>. The native dialog brings focus
 * handling, Escape to close and the top layer (it is not clipped by the header sliding away).
 */
export function SearchOverlay({ className = 'rounded-md p-2 text-gray-700 hover:bg-brand-50' }: { className?: string }) {
  const t = useTranslations('layout.search');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('open')}
        onClick={() => dialogRef.current?.showModal()}
        className={className}
      >
        <SearchIcon aria-hidden className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label={t('dialog')}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-4 backdrop:bg-gray-900/50"
      >
        <div className="flex items-center gap-2">
          <SearchForm className="flex-1" onSearch={close} />
          <button
            type="button"
            aria-label={t('close')}
            onClick={close}
            className="rounded-md p-2 text-gray-700 hover:bg-gray-100"
          >
            <XIcon aria-hidden className="size-6" />
          </button>
        </div>
      </dialog>
    </>
  );
}
