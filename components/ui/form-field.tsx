'use client';

import { type ReactNode, useId } from 'react';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';

/** What FormField hands its control: the id its label points at and the ARIA links to the hint and the error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /**
   * The field's validation message, shown in red under the control. A message of the shared schemas (lib/<domain>/
   * schemas.ts, in English like the API's) is shown in the page's language.
   */
  error?: string;
  /**
   * The id of the form's one 'fill every field' message (useRequiredFields) when this field is only empty: the control
   * is marked invalid and described by that message, and nothing is repeated under it.
   */
  missingAlertId?: string;
  /** Help shown under the control while there is no error (it stays linked for screen readers). */
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
};

/** One labelled form control with its hint and inline error, wired for screen readers. */
export function FormField({ label, error: givenError, missingAlertId, hint, children }: FormFieldProps) {
  const localize = useLocalizedMessage(Boolean(givenError));
  const error = givenError && localize(givenError);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error takes the hint's place, so only one of them is shown and announced.
  const describedBy = error ? errorId : (missingAlertId ?? (hint ? hintId : undefined));

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id, 'aria-invalid': error || missingAlertId ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
