'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { newPasswordFormSchema } from '@/lib/users/schemas';
import { authLinkClassName } from './auth-card';
import { LoadingLine } from './loading-line';
import { MissingResetEmail } from './missing-reset-email';
import { AFTER_PASSWORD_RESET_MS, MISSING_RESET_EMAIL_MS } from './redirect-delays';
import { clearResetEmail, resetGrant, useResetEmail } from './reset-email-state';
import { useRedirectAfter } from './use-redirect-after';

// The API lets clients leave confirmPassword out; the form always asks for it ('Both fields are required').
const resetPasswordFormSchema = newPasswordFormSchema.safeExtend({
  confirmPassword: z.string().min(1, 'Both fields are required'),
});

/** The last step of password recovery: a new password for the e-mail whose OTP was just verified. */
export function ResetPasswordPanel() {
  const email = useResetEmail();
  // Set once the password is reset: the stored e-mail is cleared then, which must not read as 'No email found'.
  const [done, setDone] = useState(false);

  if (done) return <PasswordResetDone />;
  if (email === undefined) return <LoadingLine label="Loading..." />;
  if (email === null) return <MissingResetEmail redirectAfterMs={MISSING_RESET_EMAIL_MS} />;
  return <ResetPasswordForm email={email} onReset={() => setDone(true)} />;
}

function ResetPasswordForm({ email, onReset }: { email: string; onReset: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiFetch('/api/user/reset-password', { json: { ...values, resetToken: resetGrant() } });
    if (!result.ok) {
      toast.error(resultMessage(result, 'Failed to reset password'));
      return;
    }
    toast.success(resultMessage(result, 'Password reset successfully'));
    // Done first, so the panel never reads the cleared e-mail as 'No email found'.
    onReset();
    clearResetEmail();
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <TextInput {...control} {...register('email')} type="email" autoComplete="username" readOnly />}
      </FormField>
      <FormField
        label="New password"
        error={errors.password?.message}
        hint="At least 8 characters with an uppercase letter, a number and a special character."
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </form>
  );
}

function PasswordResetDone() {
  useRedirectAfter('/login', AFTER_PASSWORD_RESET_MS);
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="flex items-center gap-2 text-base font-semibold text-brand-800">
        <CircleCheck aria-hidden className="size-6" />
        Password reset successfully
      </p>
      <p className="text-gray-600">
        Taking you to{' '}
        <Link href="/login" className={authLinkClassName}>
          Login
        </Link>{' '}
        to sign in with your new password...
      </p>
    </div>
  );
}
