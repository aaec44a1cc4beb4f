import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // lib's server modules start with `import 'server-only'`; the tests run them outside Next, where the package's
      // default entry throws. Its empty entry is what Next's server bundles get. ('client-only' needs nothing: its
      // default entry is already empty, and only a react-server build makes it throw.)
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['{lib,app,components,scripts,tests}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/i18n-setup.ts'],
    // Each integration test file makes its own database (tests/database.ts): files never share data.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
