import { afterAll } from 'vitest';
import { resetMailTransport } from '@/lib/mail/send-mail';
import { setupTestDatabase } from './database';
import { setupTestEnv } from './env';
import { closedPort, startTestSmtp, type TestSmtp } from './smtp';

/**
 * Everything an accounts integration test file needs, in the right order: a real SMTP server (or, with
 * `smtp: 'unreachable'`, an SMTP_URL on a port nobody listens on), the test environment, and a fresh
 * migrated database. Call it with top-level await before the first test.
 */
export async function setupAccountsTest(): Promise<{
  prisma: Awaited<ReturnType<typeof setupTestDatabase>>['prisma'];
  smtp: TestSmtp;
  uploadDir: string;
}>;
export async function setupAccountsTest(options: { smtp: 'unreachable' }): Promise<{
  prisma: Awaited<ReturnType<typeof setupTestDatabase>>['prisma'];
  smtpUrl: string;
  uploadDir: string;
}>;
export async function setupAccountsTest(options: { smtp?: 'unreachable' } = {}) {
  const smtp = options.smtp === 'unreachable' ? undefined : await startTestSmtp();
  const smtpUrl = smtp?.url ?? `smtp://127.0.0.1:${await closedPort()}`;
  const { uploadDir } = setupTestEnv({ smtpUrl });
  resetMailTransport();
  const { prisma } = await setupTestDatabase();
  afterAll(async () => {
    resetMailTransport();
    await smtp?.close();
  });
  return smtp ? { prisma, smtp, uploadDir } : { prisma, smtpUrl, uploadDir };
}
