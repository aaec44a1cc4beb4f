import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { config } from '@/lib/config';

export const TEST_AUTH_SECRET = 'test-auth-secret-for-lanka-shop-0123456789';
export const TEST_APP_URL = 'http://shop.test';

/** The Stripe keys of tests that use the local stand-in of Stripe's API (tests/stripe-stand-in.ts). */
export const TEST_STRIPE_KEYS = {
  secretKey: 'sk_test_lanka_shop_stand_in_0123456789',
  publishableKey: 'pk_test_lanka_shop_stand_in_0123456789',
  webhookSecret: 'whsec_lanka_shop_stand_in_0123456789',
} as const;

export type TestEnvOptions = {
  smtpUrl?: string;
  /** Stripe with TEST_STRIPE_KEYS against this API base (the stand-in's URL); unset means the built-in test gateway. */
  stripeApiBase?: string;
  /** MAX_OPEN_UNPAID_ORDERS; unset means 0 (no cap), since many tests place many card orders from one account. */
  maxOpenUnpaidOrders?: number;
  /** MAX_OPEN_COD_ORDERS, MAX_UNITS_PER_PRODUCT, MAX_COD_ORDER_VALUE (rupees) and CANCELLATION_ALERT_COUNT; each unset means off, for the same reason. */
  codLimits?: { maxOpenCodOrders?: number; maxUnitsPerProduct?: number; maxCodOrderValue?: number; cancellationAlertCount?: number };
};

/**
 * Sets the environment the app reads through lib/config.ts: a fixed auth secret, APP_URL, a temporary
 * UPLOAD_DIR (removed after the file's tests), SMTP_URL when given, the caps on one account's orders, and the Stripe keys
 * only when a Stripe API base is given (so a developer's own Stripe keys never reach the tests). Call it before anything reads the
 * configuration: `config()` is read once per process (each test file runs in its own process), so this
 * fails loudly when the configuration was already read with other values.
 */
export function setupTestEnv(options: TestEnvOptions = {}): { uploadDir: string } {
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-'));
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
  delete process.env.NEXTAUTH_SECRET;
  process.env.APP_URL = TEST_APP_URL;
  process.env.UPLOAD_DIR = uploadDir;
  process.env.MAX_OPEN_UNPAID_ORDERS = String(options.maxOpenUnpaidOrders ?? 0);
  const codLimits = options.codLimits ?? {};
  process.env.MAX_OPEN_COD_ORDERS = String(codLimits.maxOpenCodOrders ?? 0);
  process.env.MAX_UNITS_PER_PRODUCT = String(codLimits.maxUnitsPerProduct ?? 0);
  process.env.MAX_COD_ORDER_VALUE = codLimits.maxCodOrderValue === undefined ? '' : String(codLimits.maxCodOrderValue);
  process.env.CANCELLATION_ALERT_COUNT = String(codLimits.cancellationAlertCount ?? 0);
  if (options.smtpUrl) process.env.SMTP_URL = options.smtpUrl;
  else delete process.env.SMTP_URL;
  const stripe = {
    STRIPE_SECRET_KEY: TEST_STRIPE_KEYS.secretKey,
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: TEST_STRIPE_KEYS.publishableKey,
    STRIPE_WEBHOOK_SECRET: TEST_STRIPE_KEYS.webhookSecret,
    STRIPE_API_BASE: options.stripeApiBase,
  };
  for (const [name, value] of Object.entries(stripe)) {
    if (options.stripeApiBase) process.env[name] = value;
    else delete process.env[name];
  }

  const read = config();
  if (
    read.uploadDir !== uploadDir ||
    read.mail.smtpUrl !== options.smtpUrl ||
    read.appUrl !== TEST_APP_URL ||
    read.stripe?.apiBase !== options.stripeApiBase ||
    read.maxOpenUnpaidOrders !== (options.maxOpenUnpaidOrders ?? 0)
  ) {
    throw new Error('setupTestEnv() came too late: the configuration was read before the test environment was set');
  }
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  return { uploadDir };
}
