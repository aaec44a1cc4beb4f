import type { ComponentProps } from 'react';
import { inputClassName } from './text-input';

/** A <select> with the shop's field look; pass `register(...)` props and FormField's control props. */
export function SelectInput({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} className={className ? `${inputClassName} ${className}` : inputClassName} />;
}
