'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { RequiredFieldsAlert, useRequiredFields } from '@/components/ui/required-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { BOTH_FIELDS_MESSAGE, newPasswordFormSchema } from '@/lib/users/schemas';
import { authLinkClassName } from './auth-card';
import { LoadingLine } from './loading-line';
import { MissingResetEmail } from './missing-reset-email';
import { AFTER_PASSWORD_RESET_MS, MISSING_RESET_EMAIL_MS } from './redirect-delays';
import { clearResetEmail, resetGrant, useResetEmail } from './reset-email-state';
import { useRedirectAfter } from './use-redirect-after';

// The API lets clients leave confirmPassword out; the form always asks for it.
const resetPasswordFormSchema = newPasswordFormSchema.safeExtend({ confirmPassword: z.string().min(1, BOTH_FIELDS_MESSAGE) });

/** The last step of password recovery: a new password for the e-mail whose OTP was just verified. */
export function ResetPasswordPanel() {
  const t = useTranslations('auth');
  const email = useResetEmail();
  // Set once the password is reset: the stored e-mail is cleared then, which must not read as 'No email found'.
  const [done, setDone] = useState(false);

  if (done) return <PasswordResetDone />;
  if (email === undefined) return <LoadingLine label={t('loading')} />;
  if (email === null) return <MissingResetEmail redirectAfterMs={MISSING_RESET_EMAIL_MS} />;
  return <ResetPasswordForm email={email} onReset={() => setDone(true)} />;
}

function ResetPasswordForm({ email, onReset }: { email: string; onReset: () => void }) {
  const t = useTranslations('auth');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, password: '', confirmPassword: '' },
  });

  const requiredFields = useRequiredFields(errors, BOTH_FIELDS_MESSAGE);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiFetch('/api/user/reset-password', { json: { ...values, resetToken: resetGrant() } });
    if (!result.ok) {
      toast.error(resultMessage(result, t('resetPasswordPage.failed')));
      return;
    }
    toast.success(resultMessage(result, t('resetPasswordPage.success')));
    // Done first, so the panel never reads the cleared e-mail as 'No email found'.
    onReset();
    clearResetEmail();
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <RequiredFieldsAlert requiredFields={requiredFields} />
      <FormField label={t('email')} {...requiredFields.fieldProps(errors.email)}>
        {(control) => <TextInput {...control} {...register('email')} type="email" autoComplete="username" readOnly />}
      </FormField>
      <FormField
        label={t('resetPasswordPage.newPassword')}
        {...requiredFields.fieldProps(errors.password)}
        hint={t('resetPasswordPage.passwordHint')}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label={t('confirmPassword')} {...requiredFields.fieldProps(errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel={t('resetPasswordPage.pending')}>
        {t('resetPasswordPage.submit')}
      </SubmitButton>
    </form>
  );
}

function PasswordResetDone() {
  const t = useTranslations('auth.resetPasswordPage');
  useRedirectAfter('/login', AFTER_PASSWORD_RESET_MS);
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="flex items-center gap-2 text-base font-semibold text-brand-800">
        <CircleCheck aria-hidden className="size-6" />
        {t('done')}
      </p>
      <p className="text-gray-600">
        {t.rich('doneRedirect', {
          link: (chunks) => (
            <Link href="/login" className={authLinkClassName}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
