'use client';

import { useId } from 'react';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';

export type RequiredFields = {
  /** The id of the form's one 'fill every field' message. */
  alertId: string;
  /** The schema's message for an empty field (English, as the API's), or undefined while no field is empty. */
  shownMessage: string | undefined;
  /** FormField's `error` and `missingAlertId` for a field: its own problem under it, or a pointer to the form's message. */
  fieldProps: (error: FieldError | undefined) => { error?: string; missingAlertId?: string };
};

/**
 * An empty form says 'fill every field' once, above its fields, instead of under each one: a field whose only problem
 * is `requiredMessage` is marked invalid and described by that one message; any other problem (an invalid e-mail, the
 * password rules) stays under its field.
 */
export function useRequiredFields<Values extends FieldValues>(errors: FieldErrors<Values>, requiredMessage: string): RequiredFields {
  const alertId = useId();
  const isMissing = (error: FieldError | undefined) => error?.message === requiredMessage;
  const anyMissing = Object.values(errors).some((error) => isMissing(error as FieldError | undefined));
  return {
    alertId,
    shownMessage: anyMissing ? requiredMessage : undefined,
    fieldProps: (error) => (isMissing(error) ? { missingAlertId: alertId } : { error: error?.message }),
  };
}

/** The form's one 'fill every field' message, in the page's language; nothing while no field is empty. */
export function RequiredFieldsAlert({ requiredFields }: { requiredFields: RequiredFields }) {
  const { alertId, shownMessage } = requiredFields;
  const localize = useLocalizedMessage(Boolean(shownMessage));
  if (!shownMessage) return null;
  return (
    <p id={alertId} role="alert" className="text-sm font-medium text-red-700">
      {localize(shownMessage)}
    </p>
  );
}
