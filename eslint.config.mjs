import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  globalIgnores(['.next/**', '.data/**', 'lib/generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
