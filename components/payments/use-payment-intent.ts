'use client';

import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

export type PaymentIntent = { clientSecret: string; paymentIntentId: string };

export type IntentState = { state: 'loading' } | { state: 'failed'; message: string } | ({ state: 'ready' } & PaymentIntent);

const INTENT_FAILURE = { failed: 'Failed to initialize payment', error: 'Error initializing payment. Please try again.' };

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
        setIntent({ state: 'failed', message: resultMessage(result, INTENT_FAILURE) });
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
