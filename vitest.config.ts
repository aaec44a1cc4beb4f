import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{lib,app,components,scripts,tests}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Each integration test file makes its own database (tests/database.ts): files never share data.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
