'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/ui/form-field';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { forgotPasswordSchema } from '@/lib/users/schemas';
import { saveResetEmail } from './reset-email-state';

export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await apiFetch('/api/user/forgot-password', { json: { email } });
    if (!result.ok) {
      toast.error(resultMessage(result, t('somethingWentWrong')));
      return;
    }
    toast.success(resultMessage(result, t('forgotPasswordPage.sent')));
    saveResetEmail(email);
    setLeaving(true);
    router.push('/verify-forgot-otp');
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <FormField label={t('email')} error={errors.email?.message}>
        {(control) => (
          <TextInput {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting || leaving} pendingLabel={t('forgotPasswordPage.pending')}>
        {t('forgotPasswordPage.submit')}
      </SubmitButton>
      <FullScreenSpinner show={isSubmitting} label={t('forgotPasswordPage.pending')} />
    </form>
  );
}
