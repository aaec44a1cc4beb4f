'use client';

import { zodResolver } from '@hookform/resolvers/zod';
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
      toast.error(resultMessage(result, 'Something went wrong'));
      return;
    }
    toast.success(resultMessage(result, 'OTP sent to your email'));
    saveResetEmail(email);
    setLeaving(true);
    router.push('/verify-forgot-otp');
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <TextInput {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <SubmitButton pending={isSubmitting || leaving} pendingLabel="Sending OTP...">
        Send OTP
      </SubmitButton>
      <FullScreenSpinner show={isSubmitting} label="Sending OTP..." />
    </form>
  );
}
