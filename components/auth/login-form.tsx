'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { mergeGuestCart } from '@/components/cart/merge-guest-cart';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/ui/form-field';
import { RequiredFieldsAlert, useRequiredFields } from '@/components/ui/required-fields';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInput } from '@/components/ui/text-input';
import { afterLoginPath } from '@/lib/auth/guard-paths';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { LOGIN_FIELDS_MESSAGE, loginSchema } from '@/lib/users/schemas';
import type { UserJson } from '@/lib/users/user-json';
import { authLinkClassName } from './auth-card';

type LoginReply = { accessToken: string; updateUser: UserJson };

/** `callbackUrl`: the page the visitor was sent away from (the guard adds it); afterLoginPath vets it. */
export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const t = useTranslations('auth');
  const tCart = useTranslations('cart.merge');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const requiredFields = useRequiredFields(errors, LOGIN_FIELDS_MESSAGE);

  const onSubmit = handleSubmit(async (values) => {
    const result = await apiFetch<LoginReply>('/api/user/login', { json: values });
    const role = result.data?.updateUser?.role;
    if (!result.ok || !role) {
      toast.error(resultMessage(result, t('loginPage.failed')));
      return;
    }
    toast.success(resultMessage(result, t('loginPage.success')));
    setLeaving(true);
    // What the shopper put in the cart as a guest joins the account's cart before they land (often on /cart).
    const merge = await mergeGuestCart();
    if (merge.kind === 'failed') toast.error(resultMessage(merge.result, tCart('failed')));
    if (merge.kind === 'merged' && merge.skipped > 0) toast.info(tCart('skipped', { count: merge.skipped }));
    router.replace(afterLoginPath(role, callbackUrl));
    // The header and guarded pages read the session on the server.
    router.refresh();
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <RequiredFieldsAlert requiredFields={requiredFields} />
      <FormField label={t('email')} {...requiredFields.fieldProps(errors.email)}>
        {(control) => (
          <TextInput {...control} {...register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <div className="space-y-2">
        <FormField label={t('password')} {...requiredFields.fieldProps(errors.password)}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </FormField>
        <p className="text-right text-sm">
          <Link href="/forgot-password" className={authLinkClassName}>
            {t('loginPage.forgotPassword')}
          </Link>
        </p>
      </div>
      <SubmitButton pending={isSubmitting || leaving} pendingLabel={t('loginPage.pending')}>
        {t('loginPage.submit')}
      </SubmitButton>
    </form>
  );
}
