import type { Config } from '@/lib/config';

/** The start-up line that says which gateway takes card payments (Stripe, or the built-in test gateway). */
export function paymentsStartupLine(config: Pick<Config, 'stripe'>): string {
  if (!config.stripe) return 'Card payments: the built-in test gateway (no Stripe keys; for development and tests only)';
  return config.stripe.webhookSecret
    ? 'Card payments: Stripe'
    : 'Card payments: Stripe (STRIPE_WEBHOOK_SECRET is unset: webhooks are refused)';
}
