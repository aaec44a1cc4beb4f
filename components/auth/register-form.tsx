'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { RequiredFieldsAlert, useRequiredFields } from '@/components/ui/required-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { loginPath } from '@/lib/auth/login-path';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { ALL_FIELDS_MESSAGE, registerSchema } from '@/lib/users/schemas';
import { AFTER_REGISTER_MS } from './redirect-delays';
import { useRedirectAfter } from './use-redirect-after';

// The API lets clients leave confirmPassword out; the form always asks for it.
const registerFormSchema = registerSchema.safeExtend({ confirmPassword: z.string().min(1, ALL_FIELDS_MESSAGE) });

/** `returnTo`: the page to come back to, carried by the verification link and on to login (vetted by returnPath). */
export function RegisterForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('auth');
  const [registered, setRegistered] = useState(false);
  useRedirectAfter(registered ? (returnTo ? loginPath(returnTo) : '/login') : null, AFTER_REGISTER_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const requiredFields = useRequiredFields(errors, ALL_FIELDS_MESSAGE);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiFetch('/api/user/register', { json: { ...values, callbackUrl: returnTo ?? undefined } });
    if (!result.ok) {
      toast.error(resultMessage(result, t('somethingWentWrong')));
      return;
    }
    toast.success(resultMessage(result, t('registerPage.success')));
    setRegistered(true);
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <RequiredFieldsAlert requiredFields={requiredFields} />
      <FormField label={t('name')} {...requiredFields.fieldProps(errors.name)}>
        {(control) => <TextInput {...control} {...register('name')} type="text" autoComplete="name" />}
      </FormField>
      <FormField label={t('email')} {...requiredFields.fieldProps(errors.email)}>
        {(control) => (
          <TextInput {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField
        label={t('password')}
        {...requiredFields.fieldProps(errors.password)}
        hint={t('registerPage.passwordHint')}
      >
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
      </FormField>
      <FormField label={t('confirmPassword')} {...requiredFields.fieldProps(errors.confirmPassword)}>
        {(control) => <PasswordInput {...control} {...register('confirmPassword')} autoComplete="new-password" />}
      </FormField>
      <SubmitButton pending={isSubmitting || registered} pendingLabel={t('registerPage.pending')}>
        {t('registerPage.submit')}
      </SubmitButton>
    </form>
  );
}
