'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { SelectInput } from '@/components/ui/select-input';
import { inputClassName } from '@/components/ui/text-input';
import { isShopDay } from '@/lib/dates/colombo';
import type { useUrlField } from './use-url-field';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';

type UrlField = ReturnType<typeof useUrlField>;

/** Each filter's control props (id, value, onChange) and its label: one wiring for every admin list's filters. */
export function useFilterControls<Key extends string>(fields: Record<Key, UrlField>, change: (key: Key, value: string) => void) {
  const id = useId();
  const control = (key: Key) => ({
    id: `${id}-${key}`,
    value: fields[key].text,
    onChange: (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => change(key, event.target.value),
  });
  const label = (key: Key, text: string) => (
    <label htmlFor={`${id}-${key}`} className="block text-sm font-medium text-gray-900">
      {text}
    </label>
  );
  return { control, label };
}

/**
 * Filters checked with the list's query schema before `onChange` shows page 1 of the new view, so a list refuses a
 * value the same way everywhere: a date still being typed (the browser reports year 0002 on the way to 2026) waits;
 * a refused value (a range that ends before it starts) becomes `problem`, explained under the filters rather than
 * asked of the server.
 */
export function useCheckedFilters<Key extends string, Query extends object>(
  fields: Record<Key, UrlField>,
  query: Query,
  schema: z.ZodType,
  onChange: (changes: Partial<Query>) => void,
) {
  const [problem, setProblem] = useState<string | null>(null);

  function change(key: Key, value: string) {
    fields[key].setText(value);
    if ((key === 'from' || key === 'to') && value !== '' && !isShopDay(value)) return;
    const checked = schema.safeParse({ ...query, [key]: value || undefined, page: 1 });
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    fields[key].sent(value);
    // The schema accepted the value for this key.
    onChange({ [key]: value || undefined } as Partial<Query>);
  }

  return { ...useFilterControls(fields, change), problem };
}

type FilterSelectProps = {
  label: string;
  /** The first option, meaning no filter (value ''); none where a value is always chosen (a sort). */
  all?: string;
  /** Each option's value and text. */
  options: readonly (readonly [value: string, text: string])[];
  id: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** A labelled filter select: one markup for every admin list's selects. */
export function FilterSelect({ label, all, options, ...control }: FilterSelectProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={control.id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <SelectInput {...control}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}

type CheckedFilters = ReturnType<typeof useCheckedFilters<'from' | 'to', object>>;

/** The filters' fieldset with its screen-reader legend and the problem line under them. */
export function FilterFieldset({ legend, columns, problem, children }: { legend: string; columns: string; problem: string | null; children: ReactNode }) {
  // The shared schema's English message, in the page's language.
  const localized = useLocalizedMessage(Boolean(problem));
  return (
    // Never disabled while a view loads: that would take the focus from a date half typed.
    <fieldset className="min-w-0 space-y-2">
      <legend className="sr-only">{legend}</legend>
      <div className={`grid grid-cols-1 gap-4 ${columns}`}>{children}</div>
      <p role="alert" className="min-h-5 text-sm text-red-700">
        {problem && localized(problem)}
      </p>
    </fieldset>
  );
}

/** The From and To days of a list's range filter. */
export function DayRangeFields({ control, label }: Pick<CheckedFilters, 'control' | 'label'>) {
  const t = useTranslations('admin.catalogue');
  return (
    <>
      <div className="space-y-1.5">
        {label('from', t('from'))}
        <input type="date" {...control('from')} className={inputClassName} />
      </div>
      <div className="space-y-1.5">
        {label('to', t('to'))}
        <input type="date" {...control('to')} className={inputClassName} />
      </div>
    </>
  );
}
