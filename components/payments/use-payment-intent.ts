'use client';

import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/http/api-client';

export type PaymentIntent = { clientSecret: string; paymentIntentId: string };

/**
 * A failed intent carries the server's message, or null without one: the page then says 'Failed to initialize
 * payment' (`payments.intentFailed`), or 'Error initializing payment...' (`intentError`) when no answer came.
 */
export type IntentState =
  | { state: 'loading' }
  | { state: 'failed'; message: string | null; answered: boolean }
  | ({ state: 'ready' } & PaymentIntent);

type IntentRequest = { orderId: string; amount: number; email: string };

/**
 * The order's payment intent (POST /api/payments/create-intent), asked for when the page opens and again on
 * `retry`. The server gives the same intent for an order every time, so asking twice is harmless.
 */
export function usePaymentIntent({ orderId, amount, email }: IntentRequest) {
  const [attempt, setAttempt] = useState(0);
  const [intent, setIntent] = useState<IntentState>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    void apiFetch('/api/payments/create-intent', { json: { orderId, amount, email } }).then((result) => {
      if (!active) return;
      const { clientSecret, paymentIntentId } = result.body;
      if (result.ok && typeof clientSecret === 'string' && typeof paymentIntentId === 'string') {
        setIntent({ state: 'ready', clientSecret, paymentIntentId });
      } else {
        setIntent({ state: 'failed', message: result.message || null, answered: result.status !== 0 });
      }
    });
    return () => {
      active = false;
    };
  }, [orderId, amount, email, attempt]);

  function retry() {
    setIntent({ state: 'loading' });
    setAttempt((count) => count + 1);
  }

  return { intent, retry };
}
