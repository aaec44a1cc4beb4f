'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClassName } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { contactMessageSchema } from '@/lib/contact/schemas';

const emptyMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form. It sends nothing: a message that passes the checks only thanks the shopper and
 * empties the form. The thanks is a status message under the button, which screen readers announce and which
 * stays until the shopper types again (a toast would vanish after 4 s; a browser alert would block the page).
 */
export function ContactForm() {
  const t = useTranslations('contact.form');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactMessageSchema), defaultValues: emptyMessage });

  const send = handleSubmit(() => {
    reset(emptyMessage);
    setSent(true);
  });

  return (
    <form noValidate onSubmit={send} onChange={() => setSent(false)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('name')} error={errors.name?.message}>
          {(control) => <TextInput {...control} {...register('name')} type="text" autoComplete="name" />}
        </FormField>
        <FormField label={t('email')} error={errors.email?.message}>
          {(control) => (
            <TextInput {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
      </div>
      <FormField label={t('subject')} error={errors.subject?.message}>
        {(control) => <TextInput {...control} {...register('subject')} type="text" placeholder={t('subjectPlaceholder')} />}
      </FormField>
      <FormField label={t('message')} error={errors.message?.message}>
        {(control) => <TextArea {...control} {...register('message')} rows={6} />}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" className={`${buttonClassName()} w-full py-3 sm:w-auto`}>
          <Send aria-hidden className="size-4" />
          {t('send')}
        </button>
        {/* Always rendered, so screen readers announce the thanks when it appears. */}
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-800">
          {sent && (
            <>
              <CircleCheck aria-hidden className="size-5 shrink-0" />
              {t('thanks')}
            </>
          )}
        </p>
      </div>
    </form>
  );
}
