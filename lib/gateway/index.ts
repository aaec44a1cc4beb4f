import 'server-only';
import { config } from '@/lib/config';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';
import type { PaymentGateway } from './types';

export type { IntentFacts, PayableOrder, PaymentGateway } from './types';

/** Stripe when its keys are configured; otherwise the built-in test gateway (development and tests only). */
export function activeGateway(): PaymentGateway {
  return config().stripe ? stripeGateway : testGateway;
}

