'use client';

import { Share2Icon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';

/** Shares the product page (share-link.ts, loaded at the first click: it is no part of the page's first load). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useTranslations('product');
  const texts = { copied: t('linkCopied'), failed: t('copyFailed') };
  return (
    <button
      type="button"
      onClick={() => void import('./share-link').then(({ shareLink }) => shareLink(title, url, texts))}
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50"
    >
      <Share2Icon aria-hidden className="size-4" />
      {t('share')}
    </button>
  );
}
