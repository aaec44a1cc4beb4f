import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';
import { LOCALES, localizedPath } from '@/lib/i18n/locales';

/** Pages of one shopper or of the shop's staff, in every language. */
const PRIVATE_PAGES = ['/admin', '/dashboard', '/checkout', '/payment', '/orders', '/ordershow'];

// APP_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/** Crawlers may read the catalogue; accounts, admin, checkout, payment and the API are off limits. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...PRIVATE_PAGES.flatMap((path) => LOCALES.map((locale) => localizedPath(path, locale))), '/api/'],
    },
    sitemap: `${config().appUrl}/sitemap.xml`,
  };
}
