'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { chosenImageProblem, IMAGE_CONTENT_TYPES, notAnImageMessage } from '@/lib/storage/image-rules';
import { profileSchema } from '@/lib/users/schemas';
import type { User } from '@/lib/users/types';
import type { UserJson } from '@/lib/users/user-json';

type ProfileFormProps = { user: Pick<User, 'name' | 'email' | 'mobile' | 'avatar'> };

/** Edit name, mobile and avatar; saves them in one multipart request to PUT /api/user/update-user. */
export function ProfileForm({ user }: ProfileFormProps) {
  const t = useTranslations('dashboard.profile');
  const router = useRouter();
  const ids = { avatar: useId(), avatarHint: useId() };
  // Changing the key remounts the file input, which empties it.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, mobile: user.mobile ?? '' },
  });

  // A preview is an object URL holding the file in memory: release it when replaced or on leaving the page.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function chooseAvatar(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? chosenImageProblem(file, 'Avatar') : null;
    // The rule's English words name the problem; the shopper reads it in the page's language.
    setAvatarError(problem && (problem === notAnImageMessage('Avatar') ? t('avatarNotImage') : t('avatarTooLarge')));
    if (!file || problem) {
      event.target.value = '';
      setAvatarFile(null);
      setPreview(null);
      return;
    }
    setAvatarFile(file);
    setPreview(URL.createObjectURL(file));
  }

  function clearAvatarChoice() {
    setFileInputKey((key) => key + 1);
    setAvatarFile(null);
    setPreview(null);
    setAvatarError(null);
  }

  const save = handleSubmit(async ({ name, mobile }) => {
    const form = new FormData();
    form.set('name', name);
    form.set('mobile', mobile ?? '');
    if (avatarFile) form.set('avatar', avatarFile);
    const result = await apiFetch<UserJson>('/api/user/update-user', { method: 'PUT', form });
    if (!result.ok) {
      toast.error(resultMessage(result, t('failed')));
      return;
    }
    toast.success(resultMessage(result, t('success')));
    const saved = result.data;
    reset(saved ? { name: saved.name, mobile: saved.mobile ?? '' } : { name, mobile });
    clearAvatarChoice();
    router.refresh();
  });

  return (
    <form noValidate onSubmit={save} className="max-w-xl space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-900">{t('avatar')}</legend>
        <div className="flex items-center gap-4">
          <Avatar
            name={user.name}
            src={preview ?? user.avatar}
            size="lg"
            alt={preview ? t('previewAlt') : t('currentAlt')}
          />
          <div className="min-w-0 space-y-2">
            <label htmlFor={ids.avatar} className="sr-only">
              {t('chooseAvatar')}
            </label>
            <input
              key={fileInputKey}
              id={ids.avatar}
              type="file"
              accept={IMAGE_CONTENT_TYPES.join(',')}
              onChange={chooseAvatar}
              aria-describedby={ids.avatarHint}
              aria-invalid={avatarError ? true : undefined}
              className="block w-full text-sm text-gray-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-gray-900 hover:file:bg-gray-50"
            />
            <p
              id={ids.avatarHint}
              aria-live="polite"
              className={`text-xs ${avatarError ? 'text-red-700' : 'text-gray-600'}`}
            >
              {avatarError ?? t('avatarHint')}
            </p>
            {avatarFile && (
              <button
                type="button"
                onClick={clearAvatarChoice}
                className="text-sm font-medium text-brand-800 underline"
              >
                {t('keepAvatar')}
              </button>
            )}
          </div>
        </div>
      </fieldset>

      <FormField label={t('name')} error={errors.name?.message}>
        {(control) => <TextInput {...control} type="text" autoComplete="name" {...register('name')} />}
      </FormField>

      <FormField label={t('mobile')} error={errors.mobile?.message}>
        {(control) => (
          <TextInput
            {...control}
            type="tel"
            autoComplete="tel"
            placeholder={t('mobilePlaceholder')}
            {...register('mobile')}
          />
        )}
      </FormField>

      <div>
        <p className="text-sm font-medium text-gray-900">{t('email')}</p>
        <p className="mt-1 text-sm break-all text-gray-700">{user.email}</p>
      </div>

      <button type="submit" disabled={isSubmitting} className={buttonClassName()}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
