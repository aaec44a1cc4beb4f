import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages that must not be bundled (native or WebAssembly code).
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-socket', '@prisma/schema-engine-wasm', 'pg'],
};

export default nextConfig;
