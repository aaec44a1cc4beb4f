'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/catalog/translations';
import type { ProductFormFields } from './details-rows';

type TranslatedWordsFieldsProps = {
  register: UseFormRegister<ProductFormFields>;
  errors: FieldErrors<ProductFormFields>;
  /** The language whose tab is open. */
  language: TranslatedLocale;
  onLanguage: (language: TranslatedLocale) => void;
};

/**
 * The product's name and description in Sinhala and Tamil, a tab per language (the WAI-ARIA tabs pattern: the arrow
 * keys, Home and End move between them). Only the open tab's fields are on the page; the form keeps the other's values.
 */
export function TranslatedWordsFields({ register, errors, language, onLanguage }: TranslatedWordsFieldsProps) {
  const t = useTranslations('admin.products.form');
  const id = useId();
  const tabs = useRef<Partial<Record<TranslatedLocale, HTMLButtonElement | null>>>({});
  const refused = (locale: TranslatedLocale) => Boolean(errors[`name_${locale}`] || errors[`description_${locale}`]);

  function moveWithKeys(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TRANSLATED_LOCALES.indexOf(language);
    const last = TRANSLATED_LOCALES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const locale = TRANSLATED_LOCALES[next]!;
    onLanguage(locale);
    tabs.current[locale]?.focus();
  }

  const nameField = `name_${language}` as const;
  const descriptionField = `description_${language}` as const;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">{t('translations')}</legend>
      <p className="text-xs text-gray-600">{t('translationsHint')}</p>
      <div role="tablist" aria-label={t('languages')} className="flex gap-1 border-b border-gray-200">
        {TRANSLATED_LOCALES.map((locale) => {
          const open = locale === language;
          return (
            <button
              key={locale}
              ref={(button) => {
                tabs.current[locale] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-${locale}-tab`}
              aria-controls={`${id}-panel`}
              aria-selected={open}
              tabIndex={open ? 0 : -1}
              onClick={() => onLanguage(locale)}
              onKeyDown={moveWithKeys}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
                open ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900'
              } ${refused(locale) ? 'text-red-700' : ''}`}
            >
              {t(`tab.${locale}`)}
              {refused(locale) ? <span aria-hidden> !</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${language}-tab`} className="space-y-5 pt-2">
        <FormField key={nameField} label={t(`translatedName.${language}`)} error={errors[nameField]?.message}>
          {(control) => <TextInput {...control} type="text" autoComplete="off" lang={language} {...register(nameField)} />}
        </FormField>
        <FormField key={descriptionField} label={t(`translatedDescription.${language}`)} error={errors[descriptionField]?.message}>
          {(control) => <TextArea {...control} rows={4} lang={language} {...register(descriptionField)} />}
        </FormField>
      </div>
    </fieldset>
  );
}
