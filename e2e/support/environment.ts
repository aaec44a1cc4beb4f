/** What the e2e server (scripts/e2e-server.ts) sets up and the specs rely on. */
export const E2E_ADMIN = { email: 'admin@shop.local', password: 'E2e-Admin-Pass1!' };

/** The mail catcher: SMTP on smtpPort, messages readable over HTTP on httpPort. */
export const E2E_MAILBOX = { smtpPort: 2525, httpPort: 3199 };
