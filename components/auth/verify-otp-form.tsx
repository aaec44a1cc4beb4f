'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/ui/form-field';
import { RequiredFieldsAlert, useRequiredFields } from '@/components/ui/required-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { OTP_FIELDS_MESSAGE, verifyOtpSchema } from '@/lib/users/schemas';
import { LoadingLine } from './loading-line';
import { MissingResetEmail } from './missing-reset-email';
import { saveResetGrant, useResetEmail } from './reset-email-state';

/** The OTP step of password recovery, for the e-mail the forgot-password step stored. */
export function VerifyOtpPanel() {
  const t = useTranslations('auth');
  const email = useResetEmail();
  if (email === undefined) return <LoadingLine label={t('loading')} />;
  if (email === null) return <MissingResetEmail redirectAfterMs={0} />;
  return <VerifyOtpForm email={email} />;
}

function VerifyOtpForm({ email }: { email: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyOtpSchema), defaultValues: { email, otp: '' } });

  const requiredFields = useRequiredFields(errors, OTP_FIELDS_MESSAGE);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiFetch<{ resetToken: string }>('/api/user/verify-forgot-otp', { json: values });
    if (!result.ok) {
      toast.error(resultMessage(result, t('verifyOtpPage.invalid')));
      return;
    }
    if (result.data?.resetToken) saveResetGrant(result.data.resetToken);
    toast.success(resultMessage(result, t('verifyOtpPage.success')));
    setLeaving(true);
    router.push('/reset-password');
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <RequiredFieldsAlert requiredFields={requiredFields} />
      <FormField label={t('email')} {...requiredFields.fieldProps(errors.email)}>
        {(control) => <TextInput {...control} {...register('email')} type="email" autoComplete="email" readOnly />}
      </FormField>
      <FormField label={t('verifyOtpPage.otp')} {...requiredFields.fieldProps(errors.otp)} hint={t('verifyOtpPage.otpHint')}>
        {(control) => (
          <TextInput
            {...control}
            {...register('otp')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="text-center text-lg tracking-[0.5em] sm:text-lg"
          />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting || leaving} pendingLabel={t('verifying')}>
        {t('verifyOtpPage.submit')}
      </SubmitButton>
    </form>
  );
}
