'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ComponentProps, useState } from 'react';
import { inputClassName } from './text-input';

/** A password field with a show/hide toggle; takes the same props as <input> (its type is managed here). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const t = useTranslations('ui');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className="relative">
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        // Spell checkers and auto-capitalisation must not touch a password shown as text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${inputClassName} pr-11 ${className ?? ''}`}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </div>
  );
}
