import type { ComponentProps } from 'react';

/**
 * The shop's field look for a <select> (a select always matches :read-only, so it cannot share the text field's
 * read-only style); a disabled one is greyed out. Pass `register(...)` props and FormField's control props.
 */
export const selectClassName =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 sm:text-sm';

export function SelectInput({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={className ? `${selectClassName} ${className}` : selectClassName} />;
}
