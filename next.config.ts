import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { NOSNIFF_HEADER, pagePolicyHeaders } from './lib/http/security-headers';

const nextConfig = (phase: string): NextConfig => ({
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every page it sends for its ETag, in JavaScript: a tenth of the CPU of serving a cached storefront page
  // (profiled, docs/decisions.md "Cached storefront pages"). The pages are revalidated by Next's cache, not by browsers.
  generateEtags: false,
  // The web server compresses (scripts/web-server.ts), after it has given each page's scripts their CSP nonce.
  compress: false,
  // The cached storefront pages (docs/decisions.md, Storefront pages) are kept in memory only: a restart, maybe on
  // another database, starts them afresh, as it does the data cache. 128 MB holds about 800 product pages.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  experimental: { isrFlushToDisk: false, globalNotFound: true },
  // The browser translates with the shop's few lines over the precompiled messages instead of use-intl's runtime
  // (lib/i18n/browser-intl.tsx); the server keeps next-intl.
  turbopack: { resolveAlias: { 'next-intl': { browser: './lib/i18n/browser-intl.tsx' } } },
  // With REDIS_URL, read when the server starts (the build has no Redis), the same cache is shared by every instance.
  ...(process.env.REDIS_URL && phase !== PHASE_PRODUCTION_BUILD && { cacheHandler: path.resolve('lib/cache/shared-cache-handler.ts') }),
  // Server-only packages that must not be bundled (native or WebAssembly code; pdfkit loads its font metrics at run time;
  // React Email renders with Node's own react-dom/server, which Next's server-components build refuses).
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', '@prisma/schema-engine-wasm', 'pg', '@node-rs/argon2', 'pdfkit', '@react-email/components'],
  async headers() {
    return [
      { source: '/:path*', headers: [NOSNIFF_HEADER] },
      { source: '/:path((?!_next/static/chunks/).*)', headers: pagePolicyHeaders(process.env.NODE_ENV === 'development') },
    ];
  },
});

// Messages in one catalogue per language (messages/en.json, si.json, ta.json), their ICU syntax compiled at build so
// the browser gets no message parser (docs/decisions.md, Languages).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', sourceLocale: 'en', precompile: true } },
});

/**
 * The plugin's loader compiles every JSON file under messages/: ICU text to arrays, keys split at their dots. The
 * tables of messages/api/ are no catalogues but flat lookups from the server's English text to its translation
 * (lib/i18n/server-messages.ts), which must load as the JSON they are: compiled, a translation with a value arrived as
 * an array ('translated.replace is not a function' broke the notification lists in Sinhala and Tamil) and a text with
 * a dot was never found. The plugin's rule is narrowed to leave them out; a plugin that lays its rule out otherwise
 * stops the build here rather than breaking the pages again.
 */
const API_MESSAGE_TABLES = /(^|[\\/])messages[\\/]api[\\/]/;
function withApiMessageTablesAsJson(config: NextConfig): NextConfig {
  const rules = config.turbopack?.rules ?? {};
  const catalogueRule = rules['*.json'];
  if (!catalogueRule || Array.isArray(catalogueRule) || !catalogueRule.condition) {
    throw new Error("next.config.ts: next-intl's catalogue rule for *.json is not where it was; keep messages/api/*.json out of it");
  }
  const condition = { all: [catalogueRule.condition, { not: { path: API_MESSAGE_TABLES } }] };
  return { ...config, turbopack: { ...config.turbopack, rules: { ...rules, '*.json': { ...catalogueRule, condition } } } };
}

const config = (phase: string) => withApiMessageTablesAsJson(withNextIntl(nextConfig(phase)));
export default config;
