import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { config } from '@/lib/config';

export const TEST_AUTH_SECRET = 'test-auth-secret-for-lanka-shop-0123456789';
export const TEST_APP_URL = 'http://shop.test';

/**
 * Sets the environment the app reads through lib/config.ts: a fixed auth secret, APP_URL, a temporary
 * UPLOAD_DIR (removed after the file's tests) and SMTP_URL when given. Call it before anything reads the
 * configuration: `config()` is read once per process (each test file runs in its own process), so this
 * fails loudly when the configuration was already read with other values.
 */
export function setupTestEnv(options: { smtpUrl?: string } = {}): { uploadDir: string } {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  delete process.env.NEXTAUTH_SECRET;
  process.env.APP_URL = TEST_APP_URL;
  process.env.UPLOAD_DIR = uploadDir;
  if (options.smtpUrl) process.env.SMTP_URL = options.smtpUrl;
  else delete process.env.SMTP_URL;

  const read = config();
  if (read.uploadDir !== uploadDir || read.mail.smtpUrl !== options.smtpUrl || read.appUrl !== TEST_APP_URL) {
    throw new Error('setupTestEnv() came too late: the configuration was read before the test environment was set');
  }
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  return { uploadDir };
}
