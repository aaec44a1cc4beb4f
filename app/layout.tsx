import type { Metadata } from 'next';
import { Toaster } from '@/components/ui/toast';
import { config } from '@/lib/config';
import './globals.css';

/** A function, not a constant: APP_URL is read when the page is served, not when it was built. */
export function generateMetadata(): Metadata {
  return {
    // Canonical and Open Graph URLs of every page are resolved against the shop's public address.
    metadataBase: new URL(config().appUrl),
    title: { default: 'Lanka Shop', template: '%s | Lanka Shop' },
    description: 'Shop groceries, electronics, fashion and more across Sri Lanka, delivered in 3-7 business days.',
  };
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster position="top-right" duration={4000} richColors />
      </body>
    </html>
  );
}
