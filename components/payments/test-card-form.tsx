'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { type CardFormProps, PayButton } from './card-form';
import { outcomeText } from './outcome-text';
import { testGatewayOutcome } from './payment-outcome';

/** The built-in test gateway's card field: the number goes to POST /api/payments/confirm. */
export function TestCardForm({ intent, total, submitting, onConfirm }: CardFormProps) {
  const t = useTranslations('payments.card');
  const tOutcome = useTranslations('payments.outcome');
  const [cardNumber, setCardNumber] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!intent || submitting) return;
    onConfirm(async () =>
      testGatewayOutcome(
        await apiFetch('/api/payments/confirm', { json: { paymentIntentId: intent.paymentIntentId, cardNumber } }),
        outcomeText(tOutcome),
      ),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('formLabel')} className="space-y-5">
      <FormField label={t('number')} hint={t('testHint')}>
        {(control) => (
          <TextInput
            {...control}
            name="cardNumber"
            value={cardNumber}
            onChange={(event) => setCardNumber(event.target.value)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={40}
            className="font-mono tracking-wider"
          />
        )}
      </FormField>
      <PayButton total={total} submitting={submitting} ready={intent !== null} />
    </form>
  );
}
