import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

const MAIN_CONTENT_ID = 'main-content';

/** The storefront's page frame: skip link, header, main landmark and footer. */
export function ShopFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('layout');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
