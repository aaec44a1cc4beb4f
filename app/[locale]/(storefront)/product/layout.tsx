import { PageMessages } from '@/components/layout/page-messages';

/** The product page's part of the browser's messages (lib/i18n/client-messages.ts), for its error and 404 too. */
export default function ProductLayout({ children }: { children: React.ReactNode }) {
  return <PageMessages part="product">{children}</PageMessages>;
}
