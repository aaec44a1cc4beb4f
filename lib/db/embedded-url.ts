/**
 * How the embedded database (lib/db/embedded.ts) is addressed, in a module without PGlite so the app's
 * Prisma client can recognise it without bundling the database itself.
 */

// Only names the socket file (.s.PGSQL.<port>); nothing listens on a TCP port.
export const EMBEDDED_SOCKET_PORT = 54329;

export function embeddedDatabaseUrl(socketDir: string): string {
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}&port=${EMBEDDED_SOCKET_PORT}`;
}

export function isEmbeddedDatabaseUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.searchParams.has('host') && parsed.searchParams.get('port') === String(EMBEDDED_SOCKET_PORT);
  } catch {
    return false;
  }
}
