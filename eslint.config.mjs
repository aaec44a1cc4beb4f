import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import boundaries from './eslint-rules/boundaries.mjs';

/**
 * lib's folders from the lowest to the highest: each imports only its own and lower ones (boundaries/lib-layers).
 * 'config' is lib/config.ts; lib/generated (the Prisma client) lies under them all.
 */
const LIB_LAYERS = [
  'stored-list', 'security', 'config', 'cache', 'errors', 'dates', 'i18n', 'money', 'db', 'mail', 'storage', 'gateway', 'auth', 'realtime', 'http', 'catalog',
  'addresses', 'cart', 'coupons', 'notifications', 'reviews', 'orders', 'payments', 'stats', 'users', 'contact', 'operations',
];

/**
 * Upward imports today's code still makes, each to go with the change that turns it around (the rule reports an
 * exception no longer used).
 */
const LIB_LAYER_EXCEPTIONS = [
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // sonner loads at the first toast (components/ui/toast.tsx); a direct import would put it back into first loads.
    ignores: ['components/ui/toast.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Import toast and Toaster from '@/components/ui/toast'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/server-client': 'error' },
  },
  {
    // Tests may reach upward for their fixtures; the layers are about what the shop's code depends on.
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/lib-layers': ['error', { layers: LIB_LAYERS, exceptions: LIB_LAYER_EXCEPTIONS }] },
  },
  globalIgnores(['.next/**', '.data/**', 'lib/generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
