'use client';

import { Printer } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button-styles';

/** Opens the browser's print dialog (the page's header, footer and buttons are left out of the print). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClassName()}>
      <Printer aria-hidden className="size-4" />
      Print receipt
    </button>
  );
}
