import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { paymentsStartupLine } from './startup-line';

/** The start-up line that says which gateway takes card payments, from the configuration as lib/config.ts reads it. */

const SECRET_KEY = 'sk_test_startup_line_secret';
const PUBLISHABLE_KEY = 'pk_test_startup_line_publishable';
const WEBHOOK_SECRET = 'whsec_startup_line_secret';

describe('paymentsStartupLine', () => {
  it('names the built-in test gateway without Stripe keys', () => {
    expect(paymentsStartupLine(loadConfig({}))).toBe(
      'Card payments: the built-in test gateway (no Stripe keys; for development and tests only)',
    );
    expect(paymentsStartupLine(loadConfig({ STRIPE_SECRET_KEY: '', NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: '' }))).toBe(
      'Card payments: the built-in test gateway (no Stripe keys; for development and tests only)',
    );
  });

  it('names Stripe with its keys and webhook secret', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect(paymentsStartupLine(config)).toBe('Card payments: Stripe');
  });

  it('warns that webhooks are refused when Stripe has no webhook secret', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY });
    expect(paymentsStartupLine(config)).toBe('Card payments: Stripe (STRIPE_WEBHOOK_SECRET is unset: webhooks are refused)');
  });

  it('never prints a key', () => {
    for (const env of [
      { STRIPE_SECRET_KEY: SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      { STRIPE_SECRET_KEY: SECRET_KEY, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY },
    ]) {
      const line = paymentsStartupLine(loadConfig(env));
      for (const secret of [SECRET_KEY, PUBLISHABLE_KEY, WEBHOOK_SECRET]) expect(line).not.toContain(secret);
    }
  });
});
