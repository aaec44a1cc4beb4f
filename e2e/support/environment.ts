/** What the e2e server (scripts/e2e-server.ts) sets up and the specs rely on. */
export const E2E_ADMIN = { email: 'admin@shop.local', password: 'E2e-Admin-Pass1!' };

/** The shop under test listens on E2E_PORT (3100); set another to run a second suite beside it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The mail catcher: SMTP on smtpPort, messages readable over HTTP on httpPort. */
export const E2E_MAILBOX = { smtpPort: E2E_PORT + 1, httpPort: E2E_PORT + 2 };

/** The built-in realtime (Pusher-protocol) server of the shop under test. */
export const E2E_REALTIME_PORT = E2E_PORT + 3;
