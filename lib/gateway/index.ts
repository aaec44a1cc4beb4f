import 'server-only';
import { config } from '@/lib/config';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';
import type { PaymentGateway } from './types';

export type { IntentFacts, PayableOrder, PaymentGateway, RefundFacts } from './types';

/** The gateway that took a payment, to refund it there (a test payment stays the test gateway's). */
export function gatewayNamed(name: PaymentGateway['name']): PaymentGateway {
  return name === 'STRIPE' ? stripeGateway : testGateway;
}

/** Stripe when its keys are configured; otherwise the built-in test gateway (development and tests only). */
export function activeGateway(): PaymentGateway {
  return config().stripe ? stripeGateway : testGateway;
}

