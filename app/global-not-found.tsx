import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';

export const metadata: Metadata = { title: 'Page not found | Lanka Shop' };

/**
 * The 404 of an address outside every language's pages (a missing file: proxy.ts leaves addresses with an extension
 * alone). A page's 404 is its language's (the not-found.tsx of its group, app/[locale]/(storefront) or (shop)).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-3xl px-4 py-24 text-center">
          <p className="text-sm font-semibold text-brand-800">404</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">Page not found</h1>
          <p className="mt-4 text-gray-700">
            <Link href="/" className="font-semibold text-brand-800 underline">
              Lanka Shop home
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
