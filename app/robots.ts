import type { MetadataRoute } from 'next';
import { config } from '@/lib/config';

// APP_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/** Crawlers may read the catalogue; accounts, admin, checkout, payment and the API are off limits. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/dashboard', '/checkout', '/payment', '/orders', '/ordershow', '/api/'],
    },
    sitemap: `${config().appUrl}/sitemap.xml`,
  };
}
