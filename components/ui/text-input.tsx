import type { ComponentProps } from 'react';

/** The shop's text field look: shared by every <input> in forms (password fields add room for their toggle). */
export const inputClassName =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 aria-invalid:border-red-600 read-only:bg-gray-100 read-only:text-gray-700 sm:text-sm';

/** A plain text input with the shop's look; pass `register(...)` props and FormField's control props. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} className={className ? `${inputClassName} ${className}` : inputClassName} />;
}
