'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Feedback = { kind: 'error' | 'success'; text: string };

/** Newsletter sign-up. The shop has no newsletter call, so subscribing only thanks the shopper locally. */
export function NewsletterForm() {
  const t = useTranslations('layout.newsletter');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const inputId = useId();
  const feedbackId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!EMAIL_PATTERN.test(email)) {
      setFeedback({ kind: 'error', text: t('invalidEmail') });
      return;
    }
    form.reset();
    setFeedback({ kind: 'success', text: t('thanks') });
  }

  const invalid = feedback?.kind === 'error';
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      <label htmlFor={inputId} className="block text-sm text-gray-700">
        {t('label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('placeholder')}
          aria-invalid={invalid}
          aria-describedby={feedbackId}
          className="min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 aria-invalid:border-red-600"
        />
        <button type="submit" className={buttonClassName()}>
          {t('subscribe')}
        </button>
      </div>
      {/* Always rendered so screen readers announce the message when it appears. */}
      <p
        id={feedbackId}
        role="status"
        className={`text-sm ${feedback?.kind === 'error' ? 'text-red-700' : 'text-brand-800'}`}
      >
        {feedback?.text}
      </p>
    </form>
  );
}
