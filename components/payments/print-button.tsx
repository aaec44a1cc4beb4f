'use client';

import { Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';

/** Opens the browser's print dialog (the page's header, footer and buttons are left out of the print). */
export function PrintButton() {
  const t = useTranslations('payments.receipt');
  return (
    <button type="button" onClick={() => window.print()} className={buttonClassName()}>
      <Printer aria-hidden className="size-4" />
      {t('print')}
    </button>
  );
}
