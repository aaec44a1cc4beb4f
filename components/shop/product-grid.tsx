import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

type ProductGridProps = {
  label?: string;
  busy?: boolean;
  /** The cards: ProductGridItems (./product-grid-items.tsx), kept apart so a list the browser grows loads their code late. */
  children: ReactNode;
};

/** Cards in a responsive grid: two columns on phones, up to four on wide screens. */
export function ProductGrid({ label, busy = false, children }: ProductGridProps) {
  const t = useTranslations('shop');
  return (
    <ul
      aria-label={label ?? t('productsLabel')}
      aria-busy={busy || undefined}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 ${busy ? 'opacity-60' : ''}`}
    >
      {children}
    </ul>
  );
}
