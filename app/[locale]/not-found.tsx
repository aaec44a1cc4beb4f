import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { buttonClassName } from '@/components/ui/button-styles';

export const metadata: Metadata = { title: 'Page not found' };

// The root not-found renders outside the shop's layouts, so it draws the shop frame itself; like the cached pages'
// frame, it reads nothing of the request (a cached page that is not found renders it).
export default function NotFound() {
  return (
    <StorefrontFrame>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p className="text-sm font-semibold text-brand-800">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-gray-700">
          Sorry, we could not find the page you are looking for. It may have moved, or the address may be mistyped.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link href="/" className={buttonClassName()}>
            Home
          </Link>
          <Link href="/shop" className={buttonClassName('secondary')}>
            Shop
          </Link>
        </div>
      </section>
    </StorefrontFrame>
  );
}
